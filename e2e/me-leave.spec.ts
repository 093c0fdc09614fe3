/**
 * My Sahod on a phone (issue 24 §5): the employee files a leave and sees it pending, the approver
 * approves it on a phone, and the employee sees the new balance.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { EMPLOYEE, HR } from './env';
import { signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The Tuesday three weeks after this week's Monday (Manila): a workday, no holiday in that week. */
function tuesdayInThreeWeeks(): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const back = (manila.getUTCDay() + 6) % 7;
  return new Date(manila.getTime() + (22 - back) * 86_400_000).toISOString().slice(0, 10);
}

async function phonePage(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function vacationBalance(page: Page): Promise<number> {
  const card = page.getByTestId('leave-balance').filter({ hasText: 'Vacation Leave' });
  await expect(card).toBeVisible();
  return Number((await card.locator('p').last().textContent())?.trim());
}

test('an employee files a leave on a phone, the approver approves it on a phone, the balance drops by one', async ({
  browser,
}) => {
  const date = tuesdayInThreeWeeks();
  const particulars = `Phone leave ${Date.now()}`;

  const employee = await phonePage(browser, EMPLOYEE);
  await employee.goto('/me/leave');
  const before = await vacationBalance(employee);

  await employee.getByRole('button', { name: 'File leave' }).click();
  const form = employee.getByRole('dialog', { name: 'File leave' });
  await form.getByLabel('Leave type').selectOption({ label: 'Vacation Leave' });
  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel('Full day').uncheck();
  await form.getByLabel('Start Time').fill('08:00');
  await form.getByLabel('End Time').fill('17:00');
  await form.getByLabel('Particulars').fill(particulars);
  const approver = form.getByLabel('Approver');
  const maria = await approver.locator('option', { hasText: 'Maria Santos' }).getAttribute('value');
  await approver.selectOption(maria ?? '');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(employee.getByText('Application filed.')).toBeVisible();

  const mine = employee.getByTestId('my-application').filter({ hasText: particulars });
  await expect(mine).toContainText(date);
  await expect(mine).toContainText('For Approval');

  const hr = await phonePage(browser, HR);
  await hr.goto('/me/approvals');
  const card = hr.getByTestId('approval-card').filter({ hasText: particulars });
  await expect(card).toContainText('Ana Cruz');
  await expect(card).toContainText(`Remaining credits: ${before}`);
  await card.getByLabel('Remarks').fill('Approved on the phone');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('Application approved.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await employee.reload();
  await expect(employee.getByTestId('my-application').filter({ hasText: particulars })).toContainText(
    'Approved',
  );
  expect(await vacationBalance(employee)).toBe(before - 1);
  await expect(employee.getByText(`Vacation Leave ${date}`)).toBeVisible();

  // The bell tells the employee; the notice names the leave and its date, never an amount.
  const [y, m, d] = date.split('-');
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    Number(m) - 1
  ];
  await employee.getByRole('button', { name: /^Notifications: \d+ unread/ }).click();
  await expect(
    employee.getByText(`Your Vacation Leave for ${Number(d)} ${month} ${y} was approved.`),
  ).toBeVisible();
});
