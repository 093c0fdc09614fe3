/**
 * Approval chains (issue 27 §4): HR sets up a two-level overtime chain in Approver Assignment, an
 * employee files overtime, the supervisor approves on a phone (My Sahod Approvals), HR approves on
 * a desktop (Applications Approval), and the employee sees 'Approved' with both names in the trail.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, HR } from './env';
import { apiToken, signIn } from './helpers';

const APPLICANT = { username: 'ACabahug', password: DEMO_PASSWORD };
const SUPERVISOR = { username: 'TGo', password: DEMO_PASSWORD };
const PHONE = { width: 390, height: 844 };

/** The Wednesday three weeks after this week's Monday (Manila): no processed payroll that far ahead. */
function wednesdayInThreeWeeks(): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const back = (manila.getUTCDay() + 6) % 7;
  return new Date(manila.getTime() + (23 - back) * 86_400_000).toISOString().slice(0, 10);
}

async function as(browser: Browser, user: { username: string; password: string }, phone = false) {
  const context = await browser.newContext(phone ? { viewport: PHONE } : {});
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

async function pick(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) {
  await scope
    .getByRole('combobox', { name: label, exact: typeof label === 'string' })
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

async function confirm(page: Page) {
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('overtime goes supervisor (phone) then HR (desktop); the employee sees Approved with both names', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const date = wednesdayInThreeWeeks();
  const stamp = Date.now();
  const chainName = `E2E overtime chain ${stamp}`;
  const particulars = `E2E chained overtime ${stamp}`;
  const adminToken = await apiToken(request, ADMIN);
  const accounts = (await (
    await request.get('/api/approverAssignment/fetch', { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as { username: string; company: string; department: string }[];
  const applicant = accounts.find((a) => a.username === APPLICANT.username);
  expect(applicant).toBeTruthy();

  // HR (the administrator here) sets up the chain for the applicant's department in Approver Assignment.
  const admin = await as(browser, ADMIN);
  let page = admin.page;
  await page.goto('/approvers');
  await page.getByRole('tab', { name: 'Approval Chains' }).click();
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('dialog', { name: 'Add Approval Chain' });
  await form.getByLabel(/^Chain Name/).fill(chainName);
  await pick(page, form, /^Application Type/, 'Overtime');
  await pick(page, form, /^Company/, applicant?.company ?? '');
  await pick(page, form, /^Department/, applicant?.department ?? '');
  await form.getByRole('combobox', { name: 'Level 1 approvers' }).click();
  await page.getByRole('option', { name: /^Go, Teresita/ }).click();
  await page.keyboard.press('Tab');
  await form.getByRole('button', { name: 'Add Level' }).click();
  await form.getByRole('combobox', { name: 'Level 2 approvers' }).click();
  await page.getByRole('option', { name: /^Santos, Maria/ }).click();
  await page.keyboard.press('Tab');
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(chainName) })).toContainText(
    'Level 1: Go, Teresita · Level 2: Santos, Maria',
  );
  await admin.close();

  // The employee files overtime; the view says who it waits for.
  const employee = await as(browser, APPLICANT);
  page = employee.page;
  await page.goto('/timeattendance/applications');
  await page.getByRole('button', { name: 'Create New' }).click();
  const filing = page.getByRole('dialog', { name: 'Application' });
  await pick(page, filing, 'Application Type', 'Overtime');
  await filing.getByLabel(/^Effective Date/).fill(date);
  await filing.getByLabel(/^Start Time/).fill('18:00');
  await filing.getByLabel(/^End Time/).fill('20:00');
  await filing.getByLabel(/^Particulars/).fill(particulars);
  await pick(page, filing, 'Approver', 'Teresita Go');
  await filing.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(filing).toBeHidden();
  await page.getByPlaceholder('Search here').fill(particulars);
  const row = page.getByRole('row', { name: new RegExp(particulars) });
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Application' });
  await expect(view.getByTestId('approval-trail')).toContainText('Waiting for: Level 1 — Go, Teresita');
  await view.getByRole('button', { name: 'Close' }).first().click();

  // The supervisor approves on a phone.
  const supervisor = await as(browser, SUPERVISOR, true);
  const card = supervisor.page.getByTestId('approval-card').filter({ hasText: particulars });
  await supervisor.page.goto('/me/approvals');
  await card.getByLabel('Remarks').fill('Checked the logs');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(supervisor.page.getByText('Application approved.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await supervisor.close();

  // HR approves on a desktop.
  const hr = await as(browser, HR);
  await hr.page.goto('/timeattendance/applicationsapproval');
  await hr.page.getByPlaceholder('Search here').first().fill(particulars);
  await hr.page
    .getByRole('row', { name: new RegExp(particulars) })
    .getByRole('button', { name: 'Review' })
    .click();
  const review = hr.page.getByRole('dialog', { name: 'Review' });
  await expect(review.getByTestId('approval-trail')).toContainText('Approved by Go, Teresita (Level 1)');
  await pick(hr.page, review, 'Decision', 'Approve');
  await review.getByLabel('Remarks').fill('OK for payroll');
  await review.getByRole('button', { name: 'Save' }).click();
  await confirm(hr.page);
  await expect(review).toBeHidden();
  await hr.close();

  // The employee sees Approved with both names.
  await page.reload();
  await page.getByPlaceholder('Search here').fill(particulars);
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: 'View' }).click();
  const trail = view.getByTestId('approval-trail');
  await expect(trail).toContainText('Approved by Go, Teresita (Level 1)');
  await expect(trail).toContainText('Checked the logs');
  await expect(trail).toContainText('Approved by Santos, Maria (Level 2)');
  await expect(trail).not.toContainText('Waiting for');
  await employee.close();

  // Leave the other specs' overtime alone: the chain goes (the approved application keeps its trail).
  const chains = (await (
    await request.get('/api/approverAssignment/chains', {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { id: number; name: string }[];
  const mine = chains.find((c) => c.name === chainName);
  const removed = await request.delete(`/api/approverAssignment/chains/delete?id=${mine?.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(removed.ok()).toBe(true);
});
