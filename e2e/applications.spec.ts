import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, HR } from './env';
import { apiToken, signIn } from './helpers';

const APPLICANT = { username: 'MGarcia', password: DEMO_PASSWORD };
const APPROVER = { username: 'LVillanueva', password: DEMO_PASSWORD };

/** The Monday three weeks after this week's (Manila): beyond the demo's schedule and applications. */
function mondayInThreeWeeks(): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const back = (manila.getUTCDay() + 6) % 7;
  return new Date(manila.getTime() + (21 - back) * 86_400_000).toISOString().slice(0, 10);
}

async function claims(request: APIRequestContext, user: { username: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: user });
  const body = await res.json();
  return {
    token: body.token as string,
    employee: body.user.employee[0] as { employee_id: number; name: string },
  };
}

async function vacationCredits(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/applications/fetchCredits', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await res.json()) as Array<{ application_type: string; balance: number }>;
  return rows.find((r) => r.application_type === 'Vacation Leave')?.balance ?? -1;
}

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function confirm(page: Page) {
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function fillApplication(
  page: Page,
  form: Locator,
  v: { type: string; date: string; start: string; end: string; particulars: string; approver: string },
) {
  await pick(page, form, 'Application Type', v.type);
  await form.getByLabel(/^Effective Date/).fill(v.date);
  await form.getByLabel(/^Start Time/).fill(v.start);
  await form.getByLabel(/^End Time/).fill(v.end);
  await form.getByLabel(/^Particulars/).fill(v.particulars);
  await pick(page, form, 'Approver', v.approver);
}

async function asUser(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

test('an employee files a vacation leave, the approver approves it: Paid Leave on the schedule, one credit less', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const date = mondayInThreeWeeks();
  const applicant = await claims(request, APPLICANT);
  const approver = await claims(request, APPROVER);
  const before = await vacationCredits(request, applicant.token);
  expect(before).toBeGreaterThanOrEqual(1);

  // The employee files the leave, seeing the remaining credits before saving.
  const employee = await asUser(browser, APPLICANT);
  let page = employee.page;
  await page.goto('/timeattendance/applications');
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('dialog', { name: 'Application' });
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Issue 22: without times the leave would take the day's shift; none is scheduled this far ahead.
  await pick(page, form, 'Application Type', 'Vacation Leave');
  await form.getByLabel(/^Effective Date/).fill(date);
  await expect(form.getByTestId('full-day-times')).toHaveText(
    `No shift is scheduled on ${date}: enter the Start Time and End Time of the leave.`,
  );
  await fillApplication(page, form, {
    type: 'Vacation Leave',
    date,
    start: '17:00',
    end: '08:00',
    particulars: 'E2E family day',
    approver: approver.employee.name,
  });
  await expect(form.getByRole('status').filter({ hasText: 'Remaining credits' })).toContainText(
    String(before),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid time entry. Start Time must be before End Time')).toBeVisible();
  await form.getByLabel(/^Start Time/).fill('08:00');
  await form.getByLabel(/^End Time/).fill('17:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(form).toBeHidden();
  await page.getByPlaceholder('Search here').fill('E2E family day');
  await expect(page.getByRole('row', { name: /E2E family day/ })).toContainText('For Approval');
  await employee.close();

  // The approver sees it waiting (badge) and approves it.
  const approving = await asUser(browser, APPROVER);
  page = approving.page;
  await page.goto('/timeattendance/applicationsapproval');
  await expect(
    page.getByRole('link', { name: /Applications Approval/ }).getByLabel(/waiting for approval/),
  ).toBeVisible();
  await page.getByPlaceholder('Search here').first().fill('E2E family day');
  await page
    .getByRole('row', { name: /E2E family day/ })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = page.getByRole('dialog', { name: 'Review' });
  await pick(page, review, 'Decision', 'Approve');
  await review.getByLabel('Remarks').fill('Enjoy');
  await review.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(review).toBeHidden();
  await page.getByRole('tab', { name: /Approved/ }).click();
  await page.getByPlaceholder('Search here').nth(2).fill('E2E family day');
  await expect(page.getByRole('row', { name: /E2E family day/ })).toContainText('Approved');
  await approving.close();

  expect(await vacationCredits(request, applicant.token)).toBe(before - 1);

  // HR sees Paid Leave on the schedule, and the cell cannot be edited.
  const hr = await asUser(browser, HR);
  page = hr.page;
  await page.goto('/timeattendance/shiftsSchedule');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  const [first] = applicant.employee.name.split(' ');
  const leaveCell = page.getByRole('gridcell', { name: new RegExp(`, ${first}.* ${date}`) }).first();
  await expect(leaveCell).toContainText('Paid Leave');
  await leaveCell.click();
  await expect(page.getByText('Cannot edit approved leaves.')).toBeVisible();
  await hr.close();
});

test('an overtime filed by proxy is rejected with remarks, which the applicant sees', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const date = mondayInThreeWeeks();
  const applicant = await claims(request, APPLICANT);
  const approver = await claims(request, APPROVER);
  const code = (
    await (
      await request.get('/api/applicationsProxy/fetchEmployees', {
        headers: { authorization: `Bearer ${await apiToken(request, HR)}` },
      })
    ).json()
  ).find((e: { employee_id: number }) => e.employee_id === applicant.employee.employee_id).employee_code;

  const hr = await asUser(browser, HR);
  let page = hr.page;
  await page.goto('/timeattendance/applicationsProxy');
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('dialog', { name: 'Application' });
  await pick(page, form, 'Employee', new RegExp(`^${code} `));
  await fillApplication(page, form, {
    type: 'Overtime',
    date,
    start: '17:00',
    end: '20:00',
    particulars: 'E2E proxy overtime',
    approver: approver.employee.name,
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(form).toBeHidden();
  await page.getByPlaceholder('Search here').fill('E2E proxy overtime');
  await expect(page.getByRole('row', { name: /E2E proxy overtime/ })).toContainText(HR.username);
  await hr.close();

  const approving = await asUser(browser, APPROVER);
  page = approving.page;
  await page.goto('/timeattendance/applicationsapproval');
  await page.getByPlaceholder('Search here').first().fill('E2E proxy overtime');
  await page
    .getByRole('row', { name: /E2E proxy overtime/ })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = page.getByRole('dialog', { name: 'Review' });
  await pick(page, review, 'Decision', 'Reject');
  await review.getByLabel('Remarks').fill('No budget for overtime this week');
  await review.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(review).toBeHidden();
  await approving.close();

  const employee = await asUser(browser, APPLICANT);
  page = employee.page;
  await page.goto('/timeattendance/applications');
  await page.getByPlaceholder('Search here').fill('E2E proxy overtime');
  const row = page.getByRole('row', { name: /E2E proxy overtime/ });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('No budget for overtime this week');
  await employee.close();
});
