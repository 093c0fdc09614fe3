import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_PAY_CALENDAR, manilaToday, payrollEndFor } from '@sahod/shared';
import { DEMO_PASSWORD } from './env';
import { apiToken, signIn } from './helpers';

// Issue 22 section 5: a month on the demo as the payroll officer. Upload a file with a double tap
// (counted once), look at the exceptions and follow one to its day, process the current period
// (it has not ended: confirmed), download the payslips and count the PDF's pages. Everything
// processed here is voided at the end, so the other specs see the demo as it was.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const OFFICER = { username: 'payroll.officer', password: DEMO_PASSWORD };
const COMPANY = 'Bayanihan Trading Corporation';
const line = (pin: string, at: string) => `${pin.padStart(9, ' ')}\t${at}\t1\t0\t0\t0`;

async function chooseCompany(page: Page) {
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: COMPANY }).click();
}

/** The PDF's page objects ('/Type /Page', not '/Type /Pages'). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

test('a payroll month: double tap counted once, exceptions, a not-ended period confirmed, payslip pages', async ({
  page,
  request,
}) => {
  // The demo processed the previous semi-monthly period: the current one is the next to process.
  const today = manilaToday(new Date());
  const start = `${today.slice(0, 8)}${Number(today.slice(8, 10)) <= 15 ? '01' : '16'}`;
  const end = payrollEndFor(DEFAULT_PAY_CALENDAR, 'Semi-monthly', start);
  const query = `company_id=1&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`;
  const token = await apiToken(request, OFFICER);
  const headers = { authorization: `Bearer ${token}` };
  try {
    await signIn(page, OFFICER, '/timeattendance/timesheet');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Biometrics' }).click();
    const file = [
      line('6', `${start} 07:58:00`),
      line('6', `${start} 12:51:10`),
      line('6', `${start} 12:51:15`),
      line('6', `${start} 17:01:00`),
    ].join('\n');
    await (await chooser).setFiles({
      name: 'attlog.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${file}\n`),
    });
    const summary = page.getByRole('dialog', { name: 'Upload Summary' });
    await expect(summary.getByTestId('summary-notes')).toContainText('1 repeated punch not counted.');
    await summary.getByRole('button', { name: 'Submit' }).click();
    const results = page.getByRole('dialog', { name: 'Upload Results' });
    await expect(results).toContainText('0 failed.');
    await results.getByRole('button', { name: 'Close' }).last().click();

    // The Payroll screen opens the company on its next unprocessed period.
    await page.goto('/earningsdeductions/payroll');
    await chooseCompany(page);
    await expect(page.getByRole('combobox', { name: 'Pay Period' })).toHaveValue('Semi-monthly');
    await expect(page.getByLabel('Start Date')).toHaveValue(start);
    await expect(page.getByLabel('End Date')).toHaveValue(end);
    await expect(page.getByRole('table', { name: 'Past runs' })).toBeVisible();
    await page.getByRole('button', { name: 'Fetch Employee Data' }).click();

    // The double tap is one punch: no flagged lunch on that day for employee 00006.
    const exceptions = page.getByTestId('payroll-exceptions');
    await expect(exceptions).toBeVisible();
    const listed = await request.get(`/api/payroll/exceptions?${query}`, { headers });
    expect(listed.status()).toBe(200);
    const list = (await listed.json()) as { employee_code: string; kind: string; date: string }[];
    expect(
      list.filter((x) => x.employee_code === '00006' && x.date === start && x.kind === 'lunch_flag'),
    ).toEqual([]);
    // Each exception opens its day on the Timesheet.
    // The demo has days to correct (missing time-outs): each exception opens its day on the Timesheet.
    const link = exceptions.getByRole('link').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(
      /\/timeattendance\/timesheet\?date=\d{4}-\d{2}-\d{2}&company_id=\d+&employee_id=\d+/,
    );
    await expect(page.getByTestId('week-heading')).toBeVisible();
    await page.goto('/earningsdeductions/payroll');
    await chooseCompany(page);
    await expect(page.getByLabel('Start Date')).toHaveValue(start);
    await page.getByRole('button', { name: 'Fetch Employee Data' }).click();

    // Calculate; Process Payroll stays in view; the period has not ended: confirmed.
    await page.getByRole('button', { name: 'Calculate Payroll' }).click();
    const all = page.getByRole('dialog', { name: 'Payroll Summary (All Employees)' });
    await expect(all.getByTestId('process-footer')).toBeInViewport();
    await all.getByRole('button', { name: 'Process Payroll' }).click();
    const confirm = page.getByRole('dialog', { name: 'The period has not ended' });
    await expect(confirm).toContainText(
      new RegExp(
        `The period ends on ${Number(end.slice(8))} \\w{3} ${end.slice(0, 4)}; attendance for .+ is not in yet\\.`,
      ),
    );
    await confirm.getByRole('button', { name: 'Process anyway' }).click();
    const done = page.getByText(/Payroll processed successfully for \d+ employee/);
    await expect(done).toBeVisible();
    const processed = Number(/for (\d+) employee/.exec((await done.textContent()) ?? '')?.[1]);
    expect(processed).toBeGreaterThan(0);

    // The payslips PDF: one page per payslip.
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByRole('button', { name: 'Generate Report: Pay Statements Summary' }).click();
    const report = page.getByRole('dialog', { name: 'Pay Statements Summary' });
    const downloading = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download Payslips (PDF)' }).click();
    const pdf = fs.readFileSync((await (await downloading).path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(processed);
  } finally {
    // Void what this spec processed (the period was Pending before it).
    const rows = (await (await request.get(`/api/payroll/fetch?${query}`, { headers })).json()) as {
      status: string;
      payslip_id: number | null;
    }[];
    for (const r of rows)
      if (r.status === 'Processed' && r.payslip_id !== null) {
        const voided = await request.post('/api/payroll/void', {
          headers,
          data: { payslip_id: r.payslip_id, reason: 'e2e payroll-month cleanup' },
        });
        expect(voided.status()).toBe(200);
      }
  }
});
