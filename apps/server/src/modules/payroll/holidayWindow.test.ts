/**
 * Issue 28 §4: the payroll reads days and applications before the period only as far back as the
 * engine's "day before" rule needs (daysReadFrom). 1-15 May 2026 opens with Labor Day (Friday 1 May, a
 * regular holiday): its pay depends on the last workday before it, in April. Four employees:
 * worked Thursday 30 April (paid); scheduled and absent on the 30th (not paid); on Official Business
 * on the 30th (paid); last worked Friday 17 April, 14 days before, nothing after (paid). Fetched and
 * processed in batches of 2, on the request's thread and on 2 workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { configureFetchWorkers } from './fetchWorkers.ts';
import { attendance, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
const start = '2026-05-01';
const end = '2026-05-15';
/** Monday to Saturday of 2-15 May 2026 (Sundays 3 and 10 off). */
const MAY_WORKDAYS = [2, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15].map(
  (d) => `2026-05-${String(d).padStart(2, '0')}`,
);

interface Staff {
  org: Org;
  worked: number;
  absent: number;
  business: number;
  twoWeeks: number;
}

/** A company of the four employees (last names in that order: batches of 2 split them 2 and 2). */
async function staff(): Promise<Staff> {
  const db = h.deps.db;
  const org = await createOrg(db);
  const [worked, absent, business, twoWeeks] = [
    await payrollEmployee(db, org, { last: 'A Worked' }),
    await payrollEmployee(db, org, { last: 'B Absent' }),
    await payrollEmployee(db, org, { last: 'C Business' }),
    await payrollEmployee(db, org, { last: 'D Two Weeks' }),
  ] as [number, number, number, number];
  await attendance(db, [worked], ['2026-04-30', ...MAY_WORKDAYS]);
  await attendance(db, [absent, business], ['2026-04-30', ...MAY_WORKDAYS], MAY_WORKDAYS);
  await attendance(db, [twoWeeks], ['2026-04-17', ...MAY_WORKDAYS]);
  const type = await db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', 'Official Business')
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await db
    .insertInto('applications')
    .values({
      application_type_id: type.id,
      employee_id: business,
      effective_date: '2026-04-30',
      start_time: '08:00:00',
      end_time: '17:00:00',
      particulars: 'Client visit',
      approver_employee_id: business,
      approval_status: 'Approved',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { org, worked, absent, business, twoWeeks };
}

type Row = {
  employee_id: number;
  status: string;
  error: string | null;
  gross_breakdown: Record<string, number>;
};

async function fetchText(org: Org): Promise<string> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`,
    headers: auth(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** Each employee's Holiday Pay (pesos; 0 without the line) by the rows or payslips given. */
const holidayPay = (s: Staff, breakdownOf: (id: number) => Record<string, number> | undefined) => ({
  worked: breakdownOf(s.worked)?.['Holiday Pay'] ?? 0,
  absent: breakdownOf(s.absent)?.['Holiday Pay'] ?? 0,
  business: breakdownOf(s.business)?.['Holiday Pay'] ?? 0,
  twoWeeks: breakdownOf(s.twoWeeks)?.['Holiday Pay'] ?? 0,
});
// The day rate: 26,000 / 26 days; every one of them was present on the 12 workdays of May.
const EXPECTED = { worked: 1000, absent: 0, business: 1000, twoWeeks: 1000 };

async function storedHolidayPay(s: Staff) {
  const payslips = await h.deps.db
    .selectFrom('payslips')
    .select(['employee_id', 'snapshot'])
    .where('employee_id', 'in', [s.worked, s.absent, s.business, s.twoWeeks])
    .where('start_date', '=', start)
    .execute();
  expect(payslips).toHaveLength(4);
  const breakdown = new Map(
    payslips.map((p) => [
      p.employee_id,
      (JSON.parse(p.snapshot) as { payslip: { gross_breakdown: Record<string, number> } }).payslip
        .gross_breakdown,
    ]),
  );
  // The snapshot keeps centavos.
  const pay = holidayPay(s, (id) => breakdown.get(id));
  return Object.fromEntries(Object.entries(pay).map(([k, v]) => [k, v / 100]));
}

beforeAll(async () => {
  h = await createHarness({ sqliteFile: true, env: { HRIS_PAYROLL_BATCH: '2' } });
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await configureFetchWorkers(0);
  await h.close();
});

describe('a regular holiday whose last workday before it is in the previous period', () => {
  it('Calculate pays it on the April day, on the request thread and on 2 workers alike', async () => {
    const s = await staff();
    await configureFetchWorkers(0);
    const inThread = await fetchText(s.org);
    const rows = JSON.parse(inThread) as Row[];
    expect(rows.map((r) => [r.status, r.error])).toEqual(Array(4).fill(['Pending', null]));
    const byId = new Map(rows.map((r) => [r.employee_id, r.gross_breakdown]));
    expect(holidayPay(s, (id) => byId.get(id))).toEqual(EXPECTED);
    expect(byId.get(s.absent)).toEqual({ 'Basic Pay': 12000 });
    expect(byId.get(s.worked)).toEqual({ 'Basic Pay': 12000, 'Holiday Pay': 1000 });

    await configureFetchWorkers(2);
    expect(await fetchText(s.org)).toBe(inThread);
  });

  it('Process Payroll stores the same Holiday Pay, on the request thread and on 2 workers', async () => {
    for (const workers of [0, 2]) {
      const s = await staff();
      await configureFetchWorkers(workers);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/payroll/create',
        headers: auth(admin),
        payload: {
          employee_ids: [s.worked, s.absent, s.business, s.twoWeeks],
          start_date: start,
          end_date: end,
        },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await storedHolidayPay(s)).toEqual(EXPECTED);
    }
  });
});
