import fs from 'node:fs';
import { read, utils } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { DEFAULT_PAY_CALENDAR, manilaToday, payrollEndFor } from '@sahod/shared';
import { ADMIN } from './env';
import { signIn } from './helpers';

test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

test('payroll: fetch a semi-monthly period, view a summary, calculate, process, see Processed and the locked note', async ({
  page,
}) => {
  // The demo processed the previous semi-monthly period; the current one (from the 1st or the 16th) is Pending.
  const today = manilaToday(new Date());
  const start = `${today.slice(0, 8)}${Number(today.slice(8, 10)) <= 15 ? '01' : '16'}`;
  // The demo company is on the 1/16 pay calendar: a cut-off start ends the day before the next cut-off.
  const end = payrollEndFor(DEFAULT_PAY_CALENDAR, 'Semi-monthly', start);
  await signIn(page, ADMIN, '/earningsdeductions/payroll');
  await expect(page.getByRole('heading', { name: 'Payroll' })).toBeVisible();

  const fetchButton = page.getByRole('button', { name: 'Fetch Employee Data' });
  await expect(fetchButton).toBeDisabled();
  const startInput = page.getByLabel('Start Date');
  await expect(startInput).toBeDisabled();

  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Bayanihan Trading Corporation' }).click();
  // The company opens on its next unprocessed period (issue 22): the current one.
  await expect(page.getByRole('combobox', { name: 'Pay Period' })).toHaveValue('Semi-monthly');
  await expect(startInput).toHaveValue(start);
  await expect(page.getByLabel('End Date')).toHaveValue(end);
  await expect(fetchButton).toBeEnabled();
  await fetchButton.click();

  const table = page.getByRole('table', { name: 'Payroll' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^0 \/ \d+ employees$/)).toBeVisible();

  // One employee's summary: the cards, the breakdown and TAKE HOME PAY, in pesos.
  await table.getByRole('button', { name: 'View' }).first().click();
  const summary = page.getByRole('dialog', { name: /^Payroll Summary: / });
  await expect(summary.getByText('Calculation Breakdown')).toBeVisible();
  await expect(summary.getByText('TAKE HOME PAY')).toBeVisible();
  await expect(summary.getByText(/^₱[\d,]+\.\d{2}$/).first()).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  // Calculate and process everyone eligible.
  await page.getByRole('button', { name: 'Calculate Payroll' }).click();
  const all = page.getByRole('dialog', { name: 'Payroll Summary (All Employees)' });
  await expect(all.getByText('TAKE HOME PAY').first()).toBeVisible();
  await all.getByRole('button', { name: 'Process Payroll' }).click();
  // The current period has not ended: processing it asks first (issue 22).
  await page
    .getByRole('dialog', { name: 'The period has not ended' })
    .getByRole('button', { name: 'Process anyway' })
    .click();
  await expect(page.getByText(/Payroll processed successfully for \d+ employee/)).toBeVisible();
  await expect(all).toBeHidden();

  await expect(table.getByText('Processed').first()).toBeVisible();
  await expect(page.getByLabel('Pending', { exact: true })).toHaveText('0');
  await table.getByRole('button', { name: 'View' }).first().click();
  await expect(
    page.getByText('Note: This payroll has been processed. Highlighted values are final and locked.'),
  ).toBeVisible();

  // Void one payslip with a reason: it is Pending again.
  const voided = page.getByRole('dialog', { name: /^Payroll Summary: / });
  await voided.getByRole('button', { name: 'Void Payslip' }).click();
  await voided.getByLabel('Reason for voiding').fill('Wrong salary group');
  await voided.getByRole('button', { name: 'Void Payslip' }).click();
  await expect(page.getByText(/Payslip voided/)).toBeVisible();
  await expect(page.getByLabel('Pending', { exact: true })).toHaveText('1');

  // Reports over the Processed employees.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByText('Only displays employees with "Processed" status.')).toBeVisible();
  for (const [name, check] of [
    ['Pay Statements Summary', 'TAKE HOME PAY'],
    ['Deductions Summary', 'WTax'],
    ['Loans Summary', 'Repayment:'],
    ['Payroll Summary', 'Company total:'],
  ] as const) {
    await page.getByRole('button', { name: `Generate Report: ${name}` }).click();
    const report = page.getByRole('dialog', { name });
    await expect(report.getByText(check).first()).toBeVisible();
    if (name === 'Pay Statements Summary') {
      const downloading = page.waitForEvent('download');
      await report.getByRole('button', { name: 'Download Payslips (PDF)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`payslips-${start}-to-${end}.pdf`);
      const bytes = fs.readFileSync((await download.path()) as string);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    if (name === 'Deductions Summary' || name === 'Loans Summary') {
      const downloading = page.waitForEvent('download');
      await report.getByRole('button', { name: 'Export PDF' }).click();
      const download = await downloading;
      const slug = name === 'Deductions Summary' ? 'deductions-summary' : 'loans-summary';
      expect(download.suggestedFilename()).toBe(`${slug}-${start}-to-${end}.pdf`);
      expect(
        fs
          .readFileSync((await download.path()) as string)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    if (name === 'Payroll Summary') {
      const downloading = page.waitForEvent('download');
      await report.getByRole('button', { name: 'Export Excel' }).click();
      const download = await downloading;
      const book = read(fs.readFileSync((await download.path()) as string));
      const cells = utils.sheet_to_json<(string | number)[]>(book.Sheets['Payroll Summary'] as never, {
        header: 1,
      });
      expect(cells[0]).toEqual(['Bayanihan Trading Corporation']);
      expect(cells[4]).toContain('Net Pay');
      expect(cells.some((r) => r[1] === 'Company total')).toBe(true);
    }
    await report.getByRole('button', { name: 'Close' }).last().click();
    await expect(report).toBeHidden();
  }

  // Reset Filters clears everything.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(fetchButton).toBeDisabled();
});
