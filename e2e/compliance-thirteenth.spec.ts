/**
 * Issue 17 section 1: 'Pay 13th month' on Reports > Compliance for a demo company whose payroll
 * was processed: Preview with the totals row, 'Process 13th month' after the confirmation, then
 * the card shows it Processed with the payslips PDF.
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

test('13th month: preview, process after the confirmation, then processed', async ({ page }) => {
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  // The demo processes the semi-monthly period before today's: find a company and year with it.
  const thisYear = new Date().getFullYear();
  let found: { company: number; year: number; employees: number } | null = null;
  for (const year of [thisYear, thisYear - 1])
    for (const company of [1, 2, 3]) {
      if (found) break;
      const res = await page.request.get(`/api/compliance/thirteenth?company_id=${company}&period=${year}`, {
        headers,
      });
      if (res.ok()) {
        const body = (await res.json()) as { processed: number; rows: { due: number }[] };
        const due = body.rows.filter((r) => r.due > 0).length;
        if (body.processed === 0 && due > 0) found = { company, year, employees: due };
      }
    }
  expect(found, 'a demo company with processed payroll').not.toBeNull();
  const { company, year, employees } = found as NonNullable<typeof found>;

  await signIn(page, ADMIN, `/compliance?company_id=${company}&period=${year}-06`);
  const card = page.getByTestId('compliance-card-thirteenth');
  await expect(card.getByText(`Pay 13th month ${year}`)).toBeVisible();
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(card.getByRole('cell', { name: 'Total', exact: true })).toBeVisible();
  await card.getByTestId('thirteenth-pay-date').fill(`${year}-12-18`);
  await card.getByRole('button', { name: 'Process 13th month' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Pay Date: \d{4}-12-18/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Process 13th month' }).click();
  await expect(
    page.getByText(`13th month processed for ${employees} employee${employees === 1 ? '' : 's'}.`),
  ).toBeVisible();
  await expect(card.getByText('Processed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Payslips PDF' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Process 13th month' })).toBeDisabled();
});
