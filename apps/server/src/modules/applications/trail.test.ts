/**
 * The approval trail (issue 27 §1) and the processed-period refusal at every level (issue 27 §2):
 * /applications/trail for the employee, the filer and the approvers; 404 for anyone else.
 */
import { APP_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, insertChain, linkedUser, typeId } from './testFixtures.ts';

let h: Harness;
type U = Awaited<ReturnType<typeof linkedUser>>;
let sup: U;
let hrA: U;
let hrB: U;
let employee: U;
let proxy: U;
let stranger: U;
let overtime: number;

beforeAll(async () => {
  h = await createHarness();
  const grants = [{ key: 'applicationsapproval' as const, ...ALL }];
  sup = await linkedUser(h, grants, { approver: true });
  hrA = await linkedUser(h, grants, { approver: true });
  hrB = await linkedUser(h, grants, { approver: true });
  employee = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  proxy = await linkedUser(h, [{ key: 'applicationsproxy', ...ALL }]);
  stranger = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  overtime = await typeId(h, 'Overtime');
});
afterAll(async () => h.close());

const chain = (levels: { mode: 'any' | 'all'; ids: number[] }[]) =>
  insertChain(h, { application_type_id: overtime }, levels, true);

/** Filed by the proxy for the employee. */
async function file(date: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/applicationsProxy/create',
    headers: auth(proxy.token),
    payload: {
      employee_id: employee.employeeId,
      application_type_id: overtime,
      effective_date: date,
      start_time: '18:00',
      end_time: '20:00',
      particulars: 'Month-end close',
      approver_employee_id: sup.employeeId,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().log_nos[0] as number;
}

const decide = (path: 'approve' | 'reject', logNo: number, who: U, remarks = `${path} ok`) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/applicationsApproval/${path}`,
    headers: auth(who.token),
    payload: { log_no: logNo, remarks },
  });
const trail = (logNo: number, who: U) =>
  h.app.inject({ method: 'GET', url: `/api/applications/trail?log_no=${logNo}`, headers: auth(who.token) });
const nameOf = async (u: U) => {
  const e = await h.deps.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', u.employeeId)
    .executeTakeFirstOrThrow();
  return { employee_id: u.employeeId, name: `${e.last_name}, ${e.first_name}` };
};

describe('approval trail', () => {
  it('shows each level, its decisions and who it waits for; the employee, filer and approvers see it', async () => {
    await chain([
      { mode: 'any', ids: [sup.employeeId] },
      { mode: 'all', ids: [hrA.employeeId, hrB.employeeId] },
    ]);
    const id = await file('2026-11-02');
    const [s, a, b] = [await nameOf(sup), await nameOf(hrA), await nameOf(hrB)];
    const at = h.clock.now().toISOString();
    expect((await decide('approve', id, sup, 'Checked the logs')).statusCode).toBe(200);
    expect((await decide('approve', id, hrA)).statusCode).toBe(200);
    for (const who of [employee, proxy, sup, hrB]) {
      const res = await trail(id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        log_no: id,
        approval_status: 'For Approval',
        chained: true,
        levels: [
          {
            level: 1,
            mode: 'any',
            approvers: [s],
            decisions: [
              {
                ...s,
                decision: 'Approved',
                remarks: 'Checked the logs',
                decided_at: at,
                delegate: null,
              },
            ],
            state: 'Approved',
          },
          {
            level: 2,
            mode: 'all',
            approvers: [a, b],
            decisions: [
              { ...a, decision: 'Approved', remarks: 'approve ok', decided_at: at, delegate: null },
            ],
            state: 'Waiting',
          },
        ],
        // HR A has approved: the 'all' level waits for HR B only.
        waiting: { level: 2, mode: 'all', approvers: [b] },
      });
    }
    const hidden = await trail(id, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: APP_MSG.notFound });
    expect((await trail(999_999, employee)).statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/applications/trail?log_no=${id}` })).statusCode,
    ).toBe(401);
    expect((await trail(Number.NaN, employee)).statusCode).toBe(400);

    expect((await decide('reject', id, hrB, 'No budget')).statusCode).toBe(200);
    const ended = (await trail(id, employee)).json();
    expect(ended.approval_status).toBe('Rejected');
    expect(ended.waiting).toBeNull();
    expect(ended.levels[1].state).toBe('Rejected');
    expect(
      ended.levels[1].decisions.map((d: { decision: string; remarks: string }) => [d.decision, d.remarks]),
    ).toEqual([
      ['Approved', 'approve ok'],
      ['Rejected', 'No budget'],
    ]);
  });

  it('a single-approver application shows its one approver and decision the same way', async () => {
    await h.deps.db.deleteFrom('approval_chains').execute();
    const id = await file('2026-11-03');
    const s = await nameOf(sup);
    const before = (await trail(id, employee)).json();
    expect(before).toEqual({
      log_no: id,
      approval_status: 'For Approval',
      chained: false,
      levels: [{ level: 1, mode: 'any', approvers: [s], decisions: [], state: 'Waiting' }],
      waiting: { level: 1, mode: 'any', approvers: [s] },
    });
    expect((await trail(id, hrA)).statusCode).toBe(404);
    const at = h.clock.now().toISOString();
    expect((await decide('approve', id, sup, 'Fine')).statusCode).toBe(200);
    const after = (await trail(id, proxy)).json();
    expect(after.waiting).toBeNull();
    expect(after.levels).toEqual([
      {
        level: 1,
        mode: 'any',
        approvers: [s],
        decisions: [{ ...s, decision: 'Approved', remarks: 'Fine', decided_at: at, delegate: null }],
        state: 'Approved',
      },
    ]);
  });
});

/** A processed payslip of the employee for [start, end]. */
async function processed(employeeId: number, start: string, end: string) {
  await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: employeeId,
      start_date: start,
      end_date: end,
      pay_period: 'Semi-monthly',
      status: 'processed',
      void_reason: null,
      gross_base: 0,
      gross_pay: 0,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 0,
      net_pay: 0,
      employer_total: 0,
      snapshot: JSON.stringify({ payslip: {}, loans_summary: [] }),
      created_by: null,
      created_at: new Date().toISOString(),
      voided_by: null,
      voided_at: null,
    })
    .execute();
}

describe('a processed payroll period at a later level', () => {
  it('refuses the approval at that level naming the period, recording nothing; rejecting still ends it', async () => {
    await chain([
      { mode: 'any', ids: [sup.employeeId] },
      { mode: 'any', ids: [hrA.employeeId] },
    ]);
    const id = await file('2026-12-03');
    expect((await decide('approve', id, sup)).statusCode).toBe(200);
    // The payroll of 1-15 December is processed while the application waits at level 2.
    await processed(employee.employeeId, '2026-12-01', '2026-12-15');
    const refused = await decide('approve', id, hrA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: APP_MSG.payrollCovers('2026-12-01 to 2026-12-15') });
    const t = (await trail(id, employee)).json();
    expect(t.approval_status).toBe('For Approval');
    expect(t.waiting.level).toBe(2);
    expect(t.levels[1].decisions).toEqual([]);
    // Level 1 of another application in that period is refused the same way.
    await h.deps.db.deleteFrom('payslips').execute();
    const other = await file('2026-12-04');
    await processed(employee.employeeId, '2026-12-01', '2026-12-15');
    const first = await decide('approve', other, sup);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ error: APP_MSG.payrollCovers('2026-12-01 to 2026-12-15') });
    expect((await decide('reject', id, hrA, 'Period closed')).statusCode).toBe(200);
    expect((await trail(id, employee)).json().approval_status).toBe('Rejected');
  });
});

describe('My Sahod Approvals on a chained application', () => {
  it("a later level's approver decides from My Sahod; an approver outside the chain gets 404", async () => {
    await chain([
      { mode: 'any', ids: [sup.employeeId] },
      { mode: 'any', ids: [hrA.employeeId] },
    ]);
    const id = await file('2026-11-05');
    const mine = (who: U) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/me/approvals/${id}/approve`,
        headers: auth(who.token),
        payload: { remarks: 'From the phone' },
      });
    expect((await mine(hrA)).statusCode).toBe(400);
    const waiting = async (who: U) =>
      (await h.app.inject({ method: 'GET', url: '/api/me/approvals', headers: auth(who.token) }))
        .json()
        .map((r: { log_no: number }) => r.log_no);
    expect(await waiting(sup)).toContain(id);
    expect(await waiting(hrA)).not.toContain(id);
    expect((await mine(sup)).statusCode).toBe(200);
    // Level 1 is decided: it now waits for HR A only, and the supervisor's list says so.
    expect(await waiting(sup)).not.toContain(id);
    expect(await waiting(hrA)).toContain(id);
    const listed = await h.app.inject({
      method: 'GET',
      url: '/api/applicationsApproval/fetch',
      headers: auth(sup.token),
    });
    expect(listed.json().find((r: { log_no: number }) => r.log_no === id)?.waiting_for_me).toBe(false);
    expect((await mine(hrB)).statusCode).toBe(404);
    expect((await mine(hrA)).statusCode).toBe(200);
    const t = (await trail(id, employee)).json();
    expect(t.approval_status).toBe('Approved');
    expect(t.levels.map((l: { decisions: { remarks: string }[] }) => l.decisions[0]?.remarks)).toEqual([
      'From the phone',
      'From the phone',
    ]);
  });
});
