import { expect, test } from '@playwright/test';
import { manilaToday } from '@sahod/shared';
import { ADMIN } from './env';
import { signIn } from './helpers';

test.describe.configure({ timeout: 90_000 });

function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('salary loan: creation rules, the schedule, a manual payment and Cancel Loan', async ({ page }) => {
  const today = manilaToday(new Date());
  await signIn(page, ADMIN, '/earningsdeductions/salaryloan');
  await expect(page.getByRole('heading', { name: 'Salary Loan' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('dialog', { name: 'New Salary Loan' });
  await form.getByRole('combobox', { name: 'Employee' }).click();
  await form.getByRole('combobox', { name: 'Employee' }).fill('00030');
  await page.getByRole('option', { name: /^00030 - / }).click();
  await form.getByRole('combobox', { name: 'Loan Type' }).click();
  await page.getByRole('option', { name: 'Company Loan', exact: true }).click();

  // The start date waits for a release date, and moving the release past it clears it.
  const start = form.getByLabel('Deduction Start Date');
  await expect(start).toBeDisabled();
  await form.getByLabel('Release Date').fill(plusDays(today, 2));
  await start.fill(plusDays(today, 5));
  await form.getByLabel('Release Date').fill(plusDays(today, 7));
  await expect(start).toHaveValue('');

  // A loan released before today is allowed (issue 23: loans already released).
  await form.getByLabel('Loan Amount').fill('10000');
  await form.getByLabel('Payment Terms').fill('3');
  // Deducted on one cut-off a month: three monthly rows (a company loan's default is half on each).
  await form.getByRole('combobox', { name: 'Deducted On (semi-monthly)' }).click();
  await page.getByRole('option', { name: 'Second cut-off' }).click();

  await form.getByLabel('Release Date').fill(today);
  await start.fill(plusDays(today, 10));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // The schedule: three payments adding up to the principal, the last taking the remainder.
  const loan = page.getByRole('dialog', { name: /^Salary Loan: / });
  const payments = loan.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(4);
  await expect(payments.getByRole('row').nth(1)).toContainText('3,333.33');
  await expect(payments.getByRole('row').nth(3)).toContainText('3,333.34');

  // A payment made outside payroll: the server recomputes the balances.
  await payments.getByRole('row').nth(1).getByRole('button', { name: 'Record Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment 1' });
  await payment.getByLabel('Amount Paid').fill('3333.33');
  await payment.getByLabel('Date Paid').fill(today);
  await payment.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(payment).toBeHidden();
  await expect(payments.getByRole('row').nth(1)).toContainText(today);
  await expect(loan.getByText('6,666.67').first()).toBeVisible();

  // Cancel Loan: comments and payments become read-only.
  await loan.getByRole('button', { name: 'Cancel Loan' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(loan.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(loan.getByRole('button', { name: 'Edit Comments' })).toBeDisabled();
  await expect(
    payments.getByRole('row').nth(2).getByRole('button', { name: 'Record Payment' }),
  ).toBeDisabled();
});
