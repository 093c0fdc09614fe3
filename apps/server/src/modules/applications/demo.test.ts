import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/demo.ts';
import { auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ psgc: true });
  await seedDemo(h.deps.db, h.clock);
  await seedDemo(h.deps.db, h.clock); // idempotent
});
afterAll(async () => h.close());

describe('demo applications and credits', () => {
  it('has For Approval, Approved and Rejected applications, and credits whose cache equals the ledger', async () => {
    const statuses = await h.deps.db
      .selectFrom('applications')
      .select(['approval_status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('approval_status')
      .execute();
    const by = Object.fromEntries(statuses.map((s) => [s.approval_status, Number(s.n)]));
    expect(by['For Approval']).toBeGreaterThan(5);
    expect(by.Approved).toBeGreaterThan(5);
    expect(by.Rejected).toBeGreaterThan(5);
    const mismatched = await h.deps.db
      .selectFrom('employees as e')
      .select('e.id')
      .where(
        (eb) => eb.ref('e.leave_credits'),
        '<>',
        (eb) =>
          eb.fn.coalesce(
            eb
              .selectFrom('leave_ledger as l')
              .select((x) => x.fn.sum<number>('l.days').as('s'))
              .whereRef('l.employee_id', '=', 'e.id'),
            eb.lit(0),
          ),
      )
      .execute();
    expect(mismatched).toEqual([]);
    // Every approved leave is on the schedule.
    const approvedLeaves = await h.deps.db
      .selectFrom('applications as a')
      .innerJoin('application_types as t', 't.id', 'a.application_type_id')
      .leftJoin('schedule_entries as s', (j) =>
        j.onRef('s.employee_id', '=', 'a.employee_id').onRef('s.shift_date', '=', 'a.effective_date'),
      )
      .select(['a.id', 's.shift_id'])
      .where('a.approval_status', '=', 'Approved')
      .where('t.is_leave', '=', 1)
      .execute();
    expect(approvedLeaves.length).toBeGreaterThan(0);
    expect(approvedLeaves.every((r) => r.shift_id === 4)).toBe(true);
  });

  it('the demo approver sees a queue and a badge count', async () => {
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'LVillanueva', password: DEMO_PASSWORD },
    });
    const token = login.json().token;
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/applicationsApproval/fetch',
      headers: auth(token),
    });
    expect(list.statusCode).toBe(200);
    const pending = list
      .json()
      .filter((r: { approval_status: string }) => r.approval_status === 'For Approval');
    expect(pending.length).toBeGreaterThan(0);
    const count = await h.app.inject({
      method: 'GET',
      url: '/api/applicationsApproval/pendingCount',
      headers: auth(token),
    });
    expect(count.json()).toEqual({ count: pending.length });
  });
});
