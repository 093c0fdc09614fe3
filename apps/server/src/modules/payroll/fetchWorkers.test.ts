/**
 * Issue 28 §2: Calculate on fetch workers, each reading its own batch of employees on its own
 * connection (a second connection to the SQLite file; its own pool on PostgreSQL), answers exactly
 * the text the request's thread answers. The demo company's current period has night shifts, paid
 * and unpaid leaves, absent days (scheduled, no log), a day without a time out and Active loans;
 * it is fetched in batches of 2 employees on the request's thread, then on 2 workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHarness } from '../../test/demoHarness.ts';
import { auth, type Harness } from '../../test/harness.ts';
import { demoPeriods } from './demo.ts';
import { configureFetchWorkers, fetchWorkerRun } from './fetchWorkers.ts';
import { fetchFilter } from './service.ts';

let h: Harness;
let admin: string;
let companyId: number;
const { current } = demoPeriods('2026-11-21'); // the harness clock's date
const start = current;
const end = '2026-11-30';
const NIGHT = 5;
const PAID_LEAVE = 4;
const UNPAID_LEAVE = 2;

beforeAll(async () => {
  ({ h, admin, companyId } = await demoHarness({ sqliteFile: true, env: { HRIS_PAYROLL_BATCH: '2' } }));
});
afterAll(async () => {
  await configureFetchWorkers(0);
  await h.close();
});

const query = () => ({
  company_id: companyId,
  pay_period: 'Semi-monthly' as const,
  start_date: start,
  end_date: end,
});

const fetchText = async () => {
  const q = query();
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/payroll/fetch?company_id=${q.company_id}&pay_period=${q.pay_period}&start_date=${start}&end_date=${end}`,
    headers: auth(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('Calculate on fetch workers', () => {
  it('the period holds what the comparison needs: night shifts, leaves, absent days, loans', async () => {
    const db = h.deps.db;
    const ids = (
      await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', companyId)
        .where('pay_period_id', '=', 2)
        .execute()
    ).map((e) => e.id);
    const shifts = await db
      .selectFrom('schedule_entries')
      .select(['shift_id', 'employee_id', 'shift_date'])
      .where('employee_id', 'in', ids)
      .where('shift_date', '>=', start)
      .where('shift_date', '<=', '2026-11-21')
      .execute();
    const logged = new Set(
      (
        await db
          .selectFrom('timesheet_records')
          .select(['employee_id', 'shift_date'])
          .where('employee_id', 'in', ids)
          .execute()
      ).map((r) => `${r.employee_id}/${r.shift_date}`),
    );
    const count = (shiftId: number) => shifts.filter((s) => s.shift_id === shiftId).length;
    expect(count(NIGHT)).toBeGreaterThan(0);
    expect(count(PAID_LEAVE) + count(UNPAID_LEAVE)).toBeGreaterThan(0);
    const absent = shifts.filter(
      (s) =>
        ![PAID_LEAVE, UNPAID_LEAVE].includes(s.shift_id) && !logged.has(`${s.employee_id}/${s.shift_date}`),
    );
    expect(absent.length).toBeGreaterThan(0);
    const loans = await db
      .selectFrom('salary_loans')
      .select('id')
      .where('employee_id', 'in', ids)
      .where('status', '=', 'Active')
      .execute();
    expect(loans.length).toBeGreaterThan(0);
  });

  it('answers the same text on 2 workers as on the request thread, in batches of 2', async () => {
    // A name of several UTF-8 bytes a character: the workers answer bytes, the request's thread text.
    const named = await h.deps.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('pay_period_id', '=', 2)
      .executeTakeFirstOrThrow();
    await h.deps.db
      .updateTable('employees')
      .set({ first_name: 'Niño ₱ 日本' })
      .where('id', '=', named.id)
      .execute();
    await configureFetchWorkers(0);
    expect(fetchWorkerRun(h.deps.db, query(), fetchFilter(query()))).toBeNull();
    const inThread = await fetchText();
    const rows = JSON.parse(inThread) as Array<{
      status: string;
      error: string | null;
      loans_breakdown: unknown[];
      gross_pay: number;
    }>;
    const pending = rows.filter((r) => r.status === 'Pending' && r.error === null);
    expect(rows.length).toBeGreaterThan(4); // several batches of 2
    expect(pending.length).toBeGreaterThan(4);
    expect(pending.some((r) => r.loans_breakdown.length > 0)).toBe(true);
    expect(inThread).toContain('Niño ₱ 日本');

    await configureFetchWorkers(2);
    // The workers run: the database can be opened again (a file, or PostgreSQL).
    expect(fetchWorkerRun(h.deps.db, query(), fetchFilter(query()))).not.toBeNull();
    const onWorkers = await fetchText();
    expect(onWorkers).toBe(inThread);
    // And again on the warm workers (their connection and the run's shared reads kept per run).
    expect(await fetchText()).toBe(inThread);
  });
});
