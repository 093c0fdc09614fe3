/** GET /payroll/exceptions and GET /payroll/runs (issue 22 section 2). */
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { payrollExceptions } from './exceptions.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const FEB = { start_date: '2026-02-01', end_date: '2026-02-15' };
const query = (org: Org, period = FEB) =>
  `company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${period.start_date}&end_date=${period.end_date}`;
const stamp = () => ({
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  updated_by: null,
});

async function log(
  employee_id: number,
  shift_date: string,
  t: { start?: string | null; end?: string | null; lunchStart?: string | null; lunchEnd?: string | null },
) {
  await h.deps.db
    .deleteFrom('timesheet_records')
    .where('employee_id', '=', employee_id)
    .where('shift_date', '=', shift_date)
    .execute();
  await h.deps.db
    .insertInto('timesheet_records')
    .values({
      employee_id,
      shift_date,
      start_time: t.start ?? null,
      end_time: t.end ?? null,
      lunch_start: t.lunchStart ?? null,
      lunch_end: t.lunchEnd ?? null,
      notes: null,
      ...stamp(),
    })
    .execute();
}

describe('GET /payroll/exceptions', () => {
  it('lists missing time-outs, flagged lunches, scheduled days without a log or leave, logs without a shift, no schedule', async () => {
    const org = await createOrg(h.deps.db);
    const clean = await payrollEmployee(h.deps.db, org, { last: 'Clean' });
    const messy = await payrollEmployee(h.deps.db, org, { last: 'Messy' });
    const unscheduled = await payrollEmployee(h.deps.db, org, { last: 'Unscheduled' });
    await attendance(h.deps.db, [clean, messy], FEB_FIRST_HALF_WORKDAYS);
    // Messy: 3 Feb in, no out; 4 Feb a double tap read as a 4-hour lunch; 5 Feb no log at all;
    // 6 Feb a paid leave (shift 4) without a log: not an exception; 1 Feb (a Sunday, no shift) a log.
    await log(messy, '2026-02-03', { start: '21:47:00' });
    await log(messy, '2026-02-04', {
      start: '08:00:00',
      end: '22:01:00',
      lunchStart: '12:51:00',
      lunchEnd: '17:01:00',
    });
    await h.deps.db
      .deleteFrom('timesheet_records')
      .where('employee_id', '=', messy)
      .where('shift_date', 'in', ['2026-02-05', '2026-02-06'])
      .execute();
    await h.deps.db
      .updateTable('schedule_entries')
      .set({ shift_id: 4 })
      .where('employee_id', '=', messy)
      .where('shift_date', '=', '2026-02-06')
      .execute();
    await log(messy, '2026-02-01', { start: '09:00:00', end: '12:00:00' });
    // Unscheduled: only a log, no schedule entry in the period.
    await log(unscheduled, '2026-02-02', { start: '08:00:00', end: '17:00:00' });

    const res = await send('GET', `/api/payroll/exceptions?${query(org)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{ employee_id: number; kind: string; date: string; detail: string }>;
    expect(list.filter((x) => x.employee_id === clean)).toEqual([]);
    expect(list.filter((x) => x.employee_id === messy).map((x) => [x.kind, x.date, x.detail])).toEqual([
      ['no_shift', '2026-02-01', 'Log 09:00–12:00, no shift'],
      ['no_time_out', '2026-02-03', 'In 21:47, no time out'],
      // 12:51 to 17:01 is 250 minutes, over the 120-minute limit.
      ['lunch_flag', '2026-02-04', 'Lunch 12:51–17:01 (250 min)'],
      ['no_log', '2026-02-05', 'Scheduled, no time log'],
    ]);
    expect(list.filter((x) => x.employee_id === unscheduled).map((x) => [x.kind, x.date])).toEqual([
      ['no_schedule', '2026-02-01'],
      ['no_shift', '2026-02-02'],
    ]);
  });

  it('an approved Official Business covers a scheduled day without punches (the engine merges it)', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    await attendance(h.deps.db, [id], FEB_FIRST_HALF_WORKDAYS, FEB_FIRST_HALF_WORKDAYS.slice(1));
    const type = await h.deps.db
      .selectFrom('application_types')
      .select('id')
      .where('name', '=', 'Official Business')
      .executeTakeFirstOrThrow();
    const before = await send('GET', `/api/payroll/exceptions?${query(org)}`, admin);
    expect((before.json() as Array<{ kind: string; date: string }>).map((x) => [x.kind, x.date])).toEqual([
      ['no_log', '2026-02-02'],
    ]);
    await h.deps.db
      .insertInto('applications')
      .values({
        employee_id: id,
        application_type_id: type.id,
        effective_date: '2026-02-02',
        start_time: '08:00',
        end_time: '17:00',
        particulars: 'Client visit',
        approver_employee_id: id,
        approval_status: 'Approved',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const after = await send('GET', `/api/payroll/exceptions?${query(org)}`, admin);
    expect(after.json()).toEqual([]);
  });

  it('a scheduled day still to come (Asia/Manila) is no exception; a shift under way is In progress', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    // Logs for 2 and 3 Feb only; now is 4 Feb 10:00 in Manila (02:00 UTC): the 08:00 shift is under way.
    await attendance(h.deps.db, [id], FEB_FIRST_HALF_WORKDAYS, FEB_FIRST_HALF_WORKDAYS.slice(0, 2));
    const at = (iso: string) => ({ ...h.deps, clock: { now: () => new Date(iso) } });
    const q = { company_id: org.company_id, pay_period: 'Semi-monthly' as const, ...FEB };
    expect(await payrollExceptions(at('2026-02-04T02:00:00Z'), q)).toEqual([]);
    // 4 Feb 07:00 in Manila (23:00 UTC the day before): the shift has not begun, the day is to come.
    expect(await payrollExceptions(at('2026-02-03T23:00:00Z'), q)).toEqual([]);
    // Once the period is over, every day without a log is listed: 4 to 14 Feb, Sunday 8 Feb unscheduled.
    const after = await payrollExceptions(at('2026-02-16T02:00:00Z'), q);
    expect(after.map((x) => x.date)).toEqual(FEB_FIRST_HALF_WORKDAYS.slice(2));
  });

  it('an unworked regular holiday is no exception (Bonifacio Day, 30 Nov 2026); an ordinary day without a log is', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    // Scheduled on Friday 27 Nov and on Monday 30 Nov (Bonifacio Day, a regular holiday); no logs.
    await attendance(h.deps.db, [id], ['2026-11-27', '2026-11-30'], []);
    const q = {
      company_id: org.company_id,
      pay_period: 'Semi-monthly' as const,
      start_date: '2026-11-16',
      end_date: '2026-11-30',
    };
    const list = await payrollExceptions(
      { ...h.deps, clock: { now: () => new Date('2026-12-02T02:00:00Z') } },
      q,
    );
    expect(list.map((x) => [x.kind, x.date])).toEqual([['no_log', '2026-11-27']]);
  });

  it('answers 400 for a bad period, needs payroll view, and runs a fixed number of queries', async () => {
    const org = await createOrg(h.deps.db);
    const bad = await send(
      'GET',
      `/api/payroll/exceptions?${query(org, { start_date: '2026-02-01', end_date: '2026-02-03' })}`,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    await expectGuarded(h, 'payroll', 'view', 'GET', `/api/payroll/exceptions?${query(org)}`, undefined, [
      'payslips',
    ]);
    const count = async (n: number) => {
      const o = await createOrg(h.deps.db);
      const ids: number[] = [];
      for (let i = 0; i < n; i++) ids.push(await payrollEmployee(h.deps.db, o));
      await attendance(h.deps.db, ids, FEB_FIRST_HALF_WORKDAYS, FEB_FIRST_HALF_WORKDAYS.slice(2));
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const list = await payrollExceptions(
        { ...h.deps, db: h.deps.db.withPlugin(counter) },
        { company_id: o.company_id, pay_period: 'Semi-monthly', ...FEB },
      );
      expect(list).toHaveLength(2 * n);
      return queries;
    };
    const five = await count(5);
    expect(five).toBeLessThan(8);
    expect(await count(40)).toBe(five);
  });
});
