/**
 * Pay basis through the HTTP API (issue 21 section 2): salary groups made with /groupRecords/create,
 * payrolls fetched with /payroll/fetch. Figures worked by hand beside each expectation.
 *
 * 'Executive' is Monthly-rated: 150,000.00 a month, factor 313 (six-day week, Sunday rest), 8 hours:
 * day rate 150,000 x 12 / 313 = 5,750.798722...; November 2026 has Sundays 1, 8, 15, 22, 29,
 * All Souls' Day (2nd, special) and Bonifacio Day (30th, regular holiday).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let executive: number;
let ncrDaily: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  const group = async (data: Record<string, unknown>) => {
    const res = await send('POST', '/api/groupRecords/create', admin, { group: 'salary_group', data });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().code as number;
  };
  executive = await group({
    name: 'Executive',
    pay_basis: 'Monthly',
    monthly_salary: '150000',
    days: '26',
    hours: '8',
    annual_factor: '313',
  });
  ncrDaily = await group({
    name: 'NCR Daily',
    pay_basis: 'Daily',
    day_rate: '695',
    days: '26',
    hours: '8',
    annual_factor: '313',
  });
});
afterAll(async () => h.close());

const NOV = { start_date: '2026-11-01', end_date: '2026-11-30' };
const NOV_FIRST = { start_date: '2026-11-01', end_date: '2026-11-15' };
const NOV_SECOND = { start_date: '2026-11-16', end_date: '2026-11-30' };
const FEB = { start_date: '2026-02-01', end_date: '2026-02-15' };
type Period = typeof NOV;

/** Monday-Saturday of November 2026 from..to, without the two holidays. */
function workdays(from: number, to: number): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d++) {
    const date = `2026-11-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 || d === 2 || d === 30) continue;
    out.push(date);
  }
  return out;
}

async function inGroup(org: Org, groupId: number, payPeriodId: number, salary: number): Promise<number> {
  const id = await payrollEmployee(h.deps.db, org, { monthly_salary: salary, pay_period_id: payPeriodId });
  await h.deps.db
    .updateTable('employees')
    .set({ salary_group_id: groupId, date_hired: '2020-01-06' })
    .where('id', '=', id)
    .execute();
  return id;
}

async function rows(org: Org, period: Period, payPeriod: string) {
  const res = await send(
    'GET',
    `/api/payroll/fetch?company_id=${org.company_id}&pay_period=${payPeriod}&start_date=${period.start_date}&end_date=${period.end_date}`,
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<Record<string, unknown> & { employee_id: number }>;
}
async function rowOf(org: Org, id: number, period: Period, payPeriod = 'Monthly') {
  const row = (await rows(org, period, payPeriod)).find((r) => r.employee_id === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

describe('Monthly-rated: 150,000.00 on the monthly payroll for November 2026', () => {
  it('full attendance: Basic Pay 150,000.00, no Holiday Pay line; the rates from factor 313', async () => {
    const org = await createOrg(h.deps.db);
    const id = await inGroup(org, executive, 1, 15_000_000);
    await attendance(h.deps.db, [id], workdays(1, 30));
    const row = await rowOf(org, id, NOV);
    expect(row.error).toBeNull();
    expect(row.gross_breakdown).toEqual({ 'Basic Pay': 150_000 });
    // 5,750.798722 -> 5,750.80; / 8 = 718.849840 -> 718.85
    expect(row.rates).toEqual({ monthly_rate: 150_000, daily_rate: 5_750.8, hourly_rate: 718.85 });
  });

  it('two unpaid absences: Absences -2 x 5,750.798722 = -11,501.60; Gross Pay 138,498.40', async () => {
    const org = await createOrg(h.deps.db);
    const id = await inGroup(org, executive, 1, 15_000_000);
    const scheduled = workdays(1, 30);
    await attendance(
      h.deps.db,
      [id],
      scheduled,
      scheduled.filter((d) => d !== '2026-11-10' && d !== '2026-11-11'),
    );
    const row = await rowOf(org, id, NOV);
    expect(row.gross_breakdown).toEqual({ 'Basic Pay': 150_000, Absences: -11_501.6 });
    expect(row.gross_base).toBe(138_498.4);
  });

  it('hired Wednesday November 18: 11 working days x 5,750.798722 = 63,258.79', async () => {
    // 18, 19, 20, 21, 23-28, 30 (the regular holiday is paid inside the salary) = 11 days.
    const org = await createOrg(h.deps.db);
    const id = await inGroup(org, executive, 1, 15_000_000);
    await h.deps.db.updateTable('employees').set({ date_hired: '2026-11-18' }).where('id', '=', id).execute();
    await attendance(h.deps.db, [id], workdays(18, 30));
    const row = await rowOf(org, id, NOV);
    expect(row.gross_breakdown).toEqual({ 'Basic Pay': 63_258.79 });
  });
});

describe('Monthly-rated with a work week (issue 22): factor 261, hired Wednesday November 18', () => {
  it('Saturday-Sunday rest days: 9 working days x 6,896.551724 = 62,068.97; Sunday only: 11 = 75,862.07', async () => {
    // Day rate 150,000 x 12 / 261 = 6,896.551724. From the 18th, weekdays 18, 19, 20, 23-27, 30 (the
    // regular holiday is paid inside the salary) = 9; with Sunday as the only rest day the Saturdays
    // 21 and 28 count too = 11. 9 x 6,896.551724 = 62,068.9655 -> 62,068.97; 11 x = 75,862.0690 -> 75,862.07.
    const staff = await (async () => {
      const res = await send('POST', '/api/groupRecords/create', admin, {
        group: 'salary_group',
        data: {
          name: 'Staff 261',
          pay_basis: 'Monthly',
          monthly_salary: '150000',
          days: '21.75',
          hours: '8',
          annual_factor: '261',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().code as number;
    })();
    const org = await createOrg(h.deps.db);
    const fiveDay = await inGroup(org, staff, 1, 15_000_000);
    const sundayOnly = await inGroup(org, staff, 1, 15_000_000);
    await h.deps.db
      .updateTable('employees')
      .set({ date_hired: '2026-11-18' })
      .where('id', 'in', [fiveDay, sundayOnly])
      .execute();
    const week = await send('PUT', '/api/employee_management/workWeek', admin, {
      employee_id: fiveDay,
      rest_weekdays: [0, 6],
    });
    expect(week.statusCode, week.body).toBe(200);
    const weekdays = workdays(18, 30).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 6);
    await attendance(h.deps.db, [fiveDay, sundayOnly], weekdays);
    expect((await rowOf(org, fiveDay, NOV)).gross_breakdown).toEqual({ 'Basic Pay': 62_068.97 });
    expect((await rowOf(org, sundayOnly, NOV)).gross_breakdown).toEqual({ 'Basic Pay': 75_862.07 });
  });
});

describe('Separation Date passed: paid only up to it', () => {
  it('separated Thursday November 12 (still Active): 10 working days x day rate, then left out', async () => {
    const org = await createOrg(h.deps.db);
    const id = await inGroup(org, executive, 2, 15_000_000);
    // Logged every workday of the first half, also after the separation date.
    await attendance(h.deps.db, [id], workdays(1, 15));
    await h.deps.db
      .updateTable('employees')
      .set({ separation_date: '2026-11-12', separation_reason: 'R' })
      .where('id', '=', id)
      .execute();
    // 3-7 (5) + 9-12 (4) + All Souls' Day the 2nd (inside the salary) = 10 days:
    // 10 x 5,750.798722 = 57,507.99 (below the half-month share of 75,000.00)
    const row = await rowOf(org, id, NOV_FIRST, 'Semi-monthly');
    expect(row.gross_breakdown).toEqual({ 'Basic Pay': 57_507.99 });
    expect((row.attendance as { days_present: number }).days_present).toBe(9);
    // The next payroll starts after the separation date: the employee is not in it.
    expect((await rows(org, NOV_SECOND, 'Semi-monthly')).some((r) => r.employee_id === id)).toBe(false);
    const processed = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...NOV_SECOND });
    expect(processed.statusCode).toBe(409);
  });
});

describe('Daily-rated: the NCR minimum wage group (695.00 a day, factor 313)', () => {
  it('12 days worked x 695.00 = 8,340.00; the monthly equivalent 18,127.92 for contributions', async () => {
    const org = await createOrg(h.deps.db);
    const id = await inGroup(org, ncrDaily, 2, 1_812_792);
    await attendance(h.deps.db, [id], FEB_FIRST_HALF_WORKDAYS);
    const row = await rowOf(org, id, FEB, 'Semi-monthly');
    expect(row.gross_breakdown).toEqual({ 'Basic Pay': 8_340 });
    // 695 x 313 / 12 = 18,127.9167 -> 18,127.92; hour rate 695 / 8 = 86.875 -> 86.88
    expect(row.rates).toEqual({ monthly_rate: 18_127.92, daily_rate: 695, hourly_rate: 86.88 });
    // PhilHealth 5% x 18,127.92 = 906.396 -> 906.40; employee half 453.20; first cut-off 226.60
    expect((row.mandatories_breakdown as Record<string, number>).PhilHealth).toBe(226.6);
  });
});
