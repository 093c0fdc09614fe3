/**
 * What the payslip PDF tells beyond the money lines (issue 22 section 2, "Why is Basic Pay
 * 9,741.95?"), read back with pdftotext: the attendance behind the pay with the engine's amounts,
 * the pay date, the year-to-date totals, the government numbers and the payroll account masked but
 * its last 4 digits (the full number never appears). Figures worked by hand beside each expectation.
 *
 * 'Office' is Monthly-rated: 26,000.00 a month, factor 313, 8 hours: day rate 26,000 x 12 / 313 =
 * 996.805111..., a minute 996.805111 / 480 = 2.076677....
 */
import { type PayrollRow, payrollRowSchema } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfPages, pdfText } from '../../test/pdfText.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let first: PayrollRow;
let second: PayrollRow;
const ACCOUNT = '001234567890';
const FEB_SECOND_HALF_WORKDAYS = [16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28].map((d) => `2026-02-${d}`);
const query = (start: string, end: string) =>
  `company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`;

async function processAndFetch(ids: number[], start: string, end: string): Promise<PayrollRow[]> {
  const run = await send('POST', '/api/payroll/create', admin, {
    employee_ids: ids,
    start_date: start,
    end_date: end,
  });
  expect(run.statusCode, run.body).toBe(200);
  const fetched = await send('GET', `/api/payroll/fetch?${query(start, end)}`, admin);
  return (fetched.json() as unknown[]).map((r) => payrollRowSchema.parse(r));
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  const group = await send('POST', '/api/groupRecords/create', admin, {
    group: 'salary_group',
    data: {
      name: 'Office',
      pay_basis: 'Monthly',
      monthly_salary: '26000',
      days: '26',
      hours: '8',
      annual_factor: '313',
    },
  });
  expect(group.statusCode, group.body).toBe(200);
  const id = await payrollEmployee(h.deps.db, org, { last: 'Ytd' });
  const other = await payrollEmployee(h.deps.db, org, { last: 'Nobank' });
  await h.deps.db
    .updateTable('employees')
    .set({
      salary_group_id: group.json().code as number,
      date_hired: '2020-01-06',
      tin: '123-456-789-000',
      sss: '34-1234567-8',
      philhealth: '12-345678901-2',
      pagibig: '1234-5678-9012',
      pay_method: 'Bank',
      bank: 'bdo',
      account_no: ACCOUNT,
    })
    .where('id', '=', id)
    .execute();
  // 1-15 February: absent on the 10th; on the 3rd in at 08:15 (15 minutes late) and out at 16:30
  // (30 minutes early).
  await attendance(
    h.deps.db,
    [id],
    FEB_FIRST_HALF_WORKDAYS,
    FEB_FIRST_HALF_WORKDAYS.filter((d) => d !== '2026-02-10' && d !== '2026-02-03'),
  );
  await h.deps.db
    .insertInto('timesheet_records')
    .values({
      employee_id: id,
      shift_date: '2026-02-03',
      start_time: '08:15:00',
      end_time: '16:30:00',
      lunch_start: null,
      lunch_end: null,
      notes: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      updated_by: null,
    })
    .execute();
  await attendance(h.deps.db, [id], FEB_SECOND_HALF_WORKDAYS);
  await attendance(h.deps.db, [other], FEB_FIRST_HALF_WORKDAYS);
  first = (await processAndFetch([id, other], '2026-02-01', '2026-02-15')).find((r) => r.employee_id === id)!;
  second = (await processAndFetch([id], '2026-02-16', '2026-02-28')).find((r) => r.employee_id === id)!;
});
afterAll(async () => h.close());

const pdf = async (start: string, end: string) => {
  const res = await send('GET', `/api/payroll/payslips.pdf?${query(start, end)}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

describe('payslip PDF: attendance, pay date, year to date, government numbers, masked account', () => {
  it('the attendance behind the pay, with the engine amounts of a monthly-rated payslip', async () => {
    // Absences: 1 x 996.805111 = 996.81; Late: 15 x 2.076677 = 31.150160 -> 31.15;
    // Undertime: 30 x 2.076677 = 62.300319 -> 62.30. Gross 13,000 - 996.81 - 31.15 - 62.30 = 11,909.74.
    expect(first.gross_breakdown).toEqual({
      'Basic Pay': 13_000,
      Absences: -996.81,
      Late: -31.15,
      Undertime: -62.3,
    });
    expect(first.gross_base).toBe(11_909.74);
    const page = pdfPages(await pdf('2026-02-01', '2026-02-15')).find((p) => p.includes('Ytd'))!;
    expect(page).toMatch(/Days worked\s+11 days/);
    expect(page).toMatch(/Days absent\s+1 day\s+-₱996\.81/);
    expect(page).toMatch(/Late\s+15 min\s+-₱31\.15/);
    expect(page).toMatch(/Undertime\s+30 min\s+-₱62\.30/);
    expect(page).toMatch(/Paid leave days\s+0 days/);
    expect(page).toMatch(/Holidays\s+0 days/);
    expect(page).toContain(`Pay Date: ${first.pay_date}`);
  });

  it('TIN, SSS, PhilHealth and Pag-IBIG numbers; the account masked but its last 4 digits, never whole', async () => {
    const bytes = await pdf('2026-02-01', '2026-02-15');
    const pages = pdfPages(bytes);
    expect(pages).toHaveLength(2);
    const mine = pages.find((p) => p.includes('Ytd'))!;
    expect(mine).toMatch(
      /TIN 123-456-789-000\s+SSS 34-1234567-8\s+PhilHealth 12-345678901-2\s+Pag-IBIG 1234-5678-9012/,
    );
    expect(mine).toMatch(/Payroll account BDO •••• 7890/);
    expect(pdfText(bytes)).not.toContain(ACCOUNT);
    expect(pdfText(bytes).replace(/\D/g, '')).not.toContain(ACCOUNT);
    // The other employee has none of them: dashes, not another's numbers.
    const other = pages.find((p) => p.includes('Nobank'))!;
    expect(other).toMatch(/TIN —\s+SSS —\s+PhilHealth —\s+Pag-IBIG —\s+Payroll account —/);
  });

  it('year to date: the first payslip of the year is its own; the second adds both', async () => {
    const one = pdfPages(await pdf('2026-02-01', '2026-02-15')).find((p) => p.includes('Ytd'))!;
    const money = (n: number) =>
      `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(one).toContain('Year to date');
    expect(one).toMatch(new RegExp(`Gross pay\\s+${money(11_909.74)}`));
    expect(one).toMatch(new RegExp(`Tax withheld\\s+${money(first.wtax)}`));
    // 16-28 February in full: 13,000.00, and Chinese New Year (17th, special day) worked: 30% of
    // 996.805111 = 299.04; with the first half 11,909.74 + 13,299.04 = 25,208.78.
    expect(second.gross_breakdown).toEqual({ 'Basic Pay': 13_000, 'Special Day Pay': 299.04 });
    const [two] = pdfPages(await pdf('2026-02-16', '2026-02-28'));
    expect(two).toMatch(/Gross pay\s+₱25,208\.78/);
    const sum = (k: 'taxable_compensation' | 'wtax' | 'mandatoriesTotal') =>
      Math.round((first[k] + second[k]) * 100) / 100;
    expect(two).toMatch(new RegExp(`Taxable compensation\\s+${money(sum('taxable_compensation'))}`));
    expect(two).toMatch(new RegExp(`Tax withheld\\s+${money(sum('wtax'))}`));
    expect(two).toMatch(new RegExp(`Contributions\\s+${money(sum('mandatoriesTotal'))}`));
  });
});
