/**
 * Delegate while away (issue 27 §2), on phones: the approver delegates to another approver for
 * today on My Sahod Approvals, the delegate sees the waiting overtime marked 'For <approver>' and
 * approves it, the employee's application reads 'approved by <delegate> for <approver>'; the
 * approver ends the delegation.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, EMPLOYEE, HR } from './env';
import { apiToken, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };
const DELEGATE = { username: 'RTorres', password: DEMO_PASSWORD };

async function phonePage(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** A date 17 days ahead (Manila): no processed payroll covers it. */
function inSeventeenDays(): string {
  return new Date(Date.now() + 8 * 3_600_000 + 17 * 86_400_000).toISOString().slice(0, 10);
}
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('an approver delegates on a phone; the delegate approves for them; the record says for whom', async ({
  browser,
  request,
}) => {
  const particulars = `Delegated overtime ${Date.now()}`;
  const token = await apiToken(request, EMPLOYEE);
  const headers = { authorization: `Bearer ${token}` };
  const types = await (
    await request.get('/api/dropdown/dropdown_handler?DD=application_type', { headers })
  ).json();
  const overtime = types.find((t: { name: string }) => t.name === 'Overtime').code as number;
  const approvers = await (await request.get('/api/applications/fetchApprovers', { headers })).json();
  const maria = approvers.find((a: { name: string }) => a.name === 'Maria Santos').employee_id as number;
  const filed = await request.post('/api/applications/create', {
    headers,
    data: {
      application_type_id: overtime,
      effective_date: inSeventeenDays(),
      start_time: '18:00',
      end_time: '20:00',
      particulars,
      approver_employee_id: maria,
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const logNo = (await filed.json()).log_nos[0] as number;

  // Before the delegation the delegate does not see it.
  const delegate = await phonePage(browser, DELEGATE);
  await delegate.goto('/me/approvals');
  await expect(delegate.getByTestId('my-delegation')).toBeVisible();
  await expect(delegate.getByTestId('approval-card').filter({ hasText: particulars })).toHaveCount(0);

  const hr = await phonePage(browser, HR);
  await hr.goto('/me/approvals');
  const section = hr.getByTestId('my-delegation');
  await section.getByRole('button', { name: 'Delegate while away' }).click();
  const form = section.getByTestId('delegate-form');
  await form.getByRole('combobox', { name: 'Delegate', exact: true }).click();
  await hr.getByRole('option', { name: 'Rodolfo Torres' }).click();
  await form.getByLabel('From').fill(manilaToday());
  await form.getByLabel('To').fill(manilaToday());
  await form.getByRole('button', { name: 'Delegate' }).click();
  await expect(hr.getByText('Delegation saved.')).toBeVisible();
  const row = section.getByTestId('delegation-row').filter({ hasText: 'Rodolfo Torres' });
  await expect(row).toContainText('Running');

  await delegate.reload();
  await expect(delegate.getByTestId('acting-for')).toContainText('Maria Santos');
  const card = delegate.getByTestId('approval-card').filter({ hasText: particulars });
  await expect(card).toContainText('For Maria Santos');
  await card.getByLabel('Remarks').fill('Approved while Maria is away');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(delegate.getByText('Application approved.')).toBeVisible();
  await expect(card).toHaveCount(0);

  const mine = await (await request.get('/api/applications/fetch', { headers })).json();
  const decided = mine.find((a: { log_no: number }) => a.log_no === logNo);
  expect(decided).toMatchObject({
    approval_status: 'Approved',
    approver: 'Maria Santos',
    delegate: 'Rodolfo Torres',
  });

  // The approver ends it: the delegate no longer acts for them.
  await row.getByRole('button', { name: 'End' }).click();
  await hr
    .getByRole('dialog')
    .getByRole('button', { name: /Yes|OK|Confirm/ })
    .click();
  await expect(hr.getByText('Delegation ended.')).toBeVisible();
  await delegate.reload();
  await expect(delegate.getByTestId('acting-for')).toHaveCount(0);
});
