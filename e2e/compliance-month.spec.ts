/**
 * Issue 16, the critical flow: the two semi-monthly payrolls of a month processed for a demo
 * company (through the API: the payroll screen has its own spec), then every output of the month
 * downloaded (the SSS file from its card on the Compliance screen; the others through the API in
 * the same browser context) and their totals checked against the payroll register (.xlsx cells).
 */
import fs from 'node:fs';
import { read, utils } from '@e965/xlsx';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDaysIso, calendarPeriodOf, DEFAULT_PAY_CALENDAR, manilaToday } from '@sahod/shared';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

test.describe.configure({ timeout: 90_000 });

const COMPANY = 'Kalinaw Foods Corporation';
/** Funding account lengths of the bank layouts (empty: the layout has none). */
const FUNDING: Record<string, string> = {
  bpi: '3001234567',
  metrobank: '3001234567',
  securitybank: '0000987654321',
  ucpb: '111122223333',
  bdo: '300123456789',
  csv: '300123456789',
};

/** Kalinaw Foods pays on the 11/26 calendar (the demo, issue 21): 11-25 and 26-10. */
const CALENDAR = { ...DEFAULT_PAY_CALENDAR, semi_monthly_first: 11, semi_monthly_second: 26 };

/** The month of the demo's processed payroll (the period before the current one) and the two periods ending in it. */
function month() {
  const today = manilaToday(new Date());
  const current = calendarPeriodOf(CALENDAR, 'Semi-monthly', today);
  const processed = calendarPeriodOf(CALENDAR, 'Semi-monthly', addDaysIso(current.start, -1));
  const m = processed.end.slice(0, 7);
  const periodOf = (date: string) => {
    const p = calendarPeriodOf(CALENDAR, 'Semi-monthly', date);
    return { start_date: p.start, end_date: p.end };
  };
  return { period: m, payrolls: [periodOf(`${m}-10`), periodOf(`${m}-25`)] };
}

/** Company total row of the payroll register of one payroll: label -> amount. */
async function register(request: APIRequestContext, headers: Record<string, string>, q: string) {
  const res = await request.get(`/api/payroll/register.xlsx?${q}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  const book = read(await res.body());
  const aoa = utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  const header = aoa.find((r) => r[0] === 'Employee ID') as string[];
  const total = aoa.find((r) => r[1] === 'Company total') as number[];
  const rows = aoa.filter((r) => r[0] !== '' && r !== header && typeof r[0] === 'string' && r.length > 3);
  const col = (label: string) => header.indexOf(label);
  return {
    total: (label: string) => (col(label) < 0 ? 0 : Number(total[col(label)] ?? 0)),
    netOf: (code: string) => Number(rows.find((r) => r[0] === code)?.[col('Net Pay')] ?? Number.NaN),
  };
}

// The payslips this spec processed are voided afterwards: their dates unlock again for the specs
// that run later against the same demo database (schedule edits, the payroll screen's counts).
const processedHere: number[] = [];
test.afterEach(async ({ request }) => {
  const token = await apiToken(request, ADMIN);
  for (const payslip_id of processedHere.splice(0)) {
    const res = await request.post('/api/payroll/void', {
      headers: { authorization: `Bearer ${token}` },
      data: { payslip_id, reason: 'End-to-end test clean-up' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test('compliance: a month of two payrolls, every output downloaded, totals equal the payroll register', async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const companies = await page.request.get('/api/dropdown/dropdown_handler?DD=company', { headers });
  expect(companies.status()).toBe(200);
  const found = ((await companies.json()) as Array<{ code: number; name: string }>).find(
    (c) => c.name === COMPANY,
  );
  const company = { id: found!.code };
  const { period, payrolls } = month();
  const registers: Awaited<ReturnType<typeof register>>[] = [];
  const codeOf = new Map<number, string>();
  for (const p of payrolls) {
    const q = `company_id=${company.id}&pay_period=Semi-monthly&start_date=${p.start_date}&end_date=${p.end_date}`;
    const fetched = await page.request.get(`/api/payroll/fetch?${q}`, { headers });
    expect(fetched.status()).toBe(200);
    const rows = (await fetched.json()) as Array<{
      employee_id: number;
      employee_code: string;
      status: string;
      error: string | null;
      net_pay: number;
    }>;
    for (const r of rows) codeOf.set(r.employee_id, r.employee_code);
    const pending = rows.filter((r) => r.status === 'Pending' && r.error === null && r.net_pay >= 0);
    if (pending.length > 0) {
      const created = await page.request.post('/api/payroll/create', {
        headers,
        data: { employee_ids: pending.map((r) => r.employee_id), ...p },
      });
      expect(created.status(), await created.text()).toBe(200);
      const ids = new Set(pending.map((r) => r.employee_id));
      const after = (await (await page.request.get(`/api/payroll/fetch?${q}`, { headers })).json()) as Array<{
        employee_id: number;
        payslip_id: number | null;
      }>;
      for (const r of after) if (ids.has(r.employee_id) && r.payslip_id) processedHere.push(r.payslip_id);
    }
    registers.push(await register(page.request, headers, q));
  }
  const both = (label: string) => registers.reduce((sum, r) => sum + r.total(label), 0);
  const close = (a: number, b: number) => expect(Math.round(a * 100)).toBe(Math.round(b * 100));
  // Real pay: something to compare.
  expect(both('SSS')).toBeGreaterThan(0);
  expect(both('Total Earnings')).toBeGreaterThan(0);

  // The SSS file from its card, as the payroll officer does it.
  await signIn(page, ADMIN, `/compliance?company_id=${company.id}&period=${period}`);
  const card = page.getByTestId('compliance-card-sss');
  await expect(card.getByText(/Employees: [1-9]/)).toBeVisible();
  const leaveOut = card.getByRole('checkbox', { name: /^Leave out the employees named in the/ });
  if (await leaveOut.isVisible()) await leaveOut.check();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^SSS_\d{10}_\d{6}\.txt$/);
  const sssText = fs.readFileSync((await download.path())!, 'utf8');
  expect(sssText.endsWith('\r\n')).toBe(true);
  await expect(page.getByTestId('month-strip-sss').locator('[data-done="true"]')).toHaveCount(1);

  const get = async (output: string, query: string) => {
    const res = await page.request.get(`/api/compliance/${output}?company_id=${company.id}${query}`, {
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
    return res;
  };
  const json = async (output: string) => (await get(output, `&period=${period}`)).json();

  const sss = await json('sss');
  close(sss.totals.ee_ss + sss.totals.ee_mpf, both('SSS'));
  expect(sssText.split('\r\n').length - 1).toBe(
    sss.rows.length - sss.warnings.filter((w: { field: string }) => w.field === 'sss_no').length,
  );
  const philhealth = await json('philhealth');
  close(philhealth.totals.ps, both('PhilHealth'));
  const pagibig = await json('pagibig');
  close(pagibig.totals.ee, both('Pag-IBIG'));
  const bir = await json('bir1601c');
  close(bir.items['25'], both('WTax'));
  close(bir.items['14'], both('Total Earnings'));
  for (const output of ['philhealth', 'pagibig']) {
    const file = await get(output, `&period=${period}&format=file&omit_missing=true`);
    expect((await file.text()).endsWith('\r\n')).toBe(true);
  }
  for (const format of ['xlsx', 'pdf']) {
    const report = await get('bir1601c', `&period=${period}&format=${format}`);
    expect((await report.body()).length).toBeGreaterThan(500);
  }

  // The bank file of a bank in use, for the second payroll: each credit is that employee's net pay.
  const second = payrolls[1]!;
  const banks = (await (await get('banks', `&period=${period}`)).json()) as {
    banks: Array<{ bank: string }>;
  };
  expect(banks.banks.length).toBeGreaterThan(0);
  const bank = banks.banks[0]!.bank;
  const dates = `&bank=${bank}&start_date=${second.start_date}&end_date=${second.end_date}`;
  const credits = await (await get('bank', dates)).json();
  expect(credits.rows.length).toBeGreaterThan(0);
  for (const row of credits.rows as Array<{ employee_id: number; amount: number }>)
    close(row.amount, registers[1]!.netOf(codeOf.get(row.employee_id)!));
  const options = `&format=file&omit_missing=true&credit_date=${second.end_date}&company_code=KFC01&funding_account=${FUNDING[bank]}&batch_no=1`;
  const file = await get('bank', dates + options);
  expect(file.headers()['content-disposition']).toMatch(/attachment/);
  expect((await file.text()).endsWith('\r\n')).toBe(true);

  // Every download is in Generated Files.
  const files = (await (await get('files', '')).json()) as Array<{ output: string }>;
  expect(new Set(files.map((f) => f.output))).toEqual(
    new Set(['sss', 'philhealth', 'pagibig', 'bir1601c', `bank:${bank}`]),
  );
});
