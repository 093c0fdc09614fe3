/**
 * My Sahod's Leave and Approvals (issue 24 §1-2): the signed-in account's own employee only, no
 * module permission, the Applications rules and messages, 404 for another employee's id anywhere.
 */
import { APP_MSG, ME_LEAVE_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import {
  ALL,
  cachedCredits,
  counts,
  linkedUser,
  scheduleShift,
  typeId,
} from '../applications/testFixtures.ts';
import { call, type Method } from './testFixtures.ts';

let h: Harness;
type Linked = Awaited<ReturnType<typeof linkedUser>>;
let approver: Linked;
let employee: Linked;
let other: Linked;
let hr: Linked;
let noEmployeeToken: string;
let VL: number;
let OT: number;

const req = (method: Method, url: string, token?: string, payload?: object) =>
  call(h, method, url, token, payload);

async function grant(employeeId: number, days: number) {
  const res = await req('POST', 'leaveCredits/adjust', hr.token, {
    employee_id: employeeId,
    application_type_id: VL,
    kind: 'grant',
    days,
    reason: 'Annual grant 2026',
  });
  expect(res.statusCode).toBe(200);
}

const leaveBody = (date: string, extra: object = {}) => ({
  application_type_id: VL,
  effective_date: date,
  full_day: true,
  particulars: 'Family trip',
  approver_employee_id: approver.employeeId,
  ...extra,
});

beforeAll(async () => {
  h = await createHarness();
  // No module grants at all: My Sahod needs only a signed-in account linked to an employee.
  approver = await linkedUser(h, [], { approver: true });
  employee = await linkedUser(h, []);
  other = await linkedUser(h, []);
  hr = await linkedUser(h, [{ key: 'employee_management', ...ALL }]);
  const bare = await h.createUser({ grants: [] });
  noEmployeeToken = await h.login(bare.username);
  VL = await typeId(h, 'Vacation Leave');
  OT = await typeId(h, 'Overtime');
  await grant(employee.employeeId, 5);
  await grant(other.employeeId, 7);
  for (const date of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'])
    await scheduleShift(h, employee.employeeId, date);
  await scheduleShift(h, other.employeeId, '2026-11-24');
});
afterAll(async () => h.close());

const ROUTES: [Method, string, object?][] = [
  ['GET', 'me/leave'],
  ['GET', 'me/leave/options'],
  ['POST', 'me/leave', {}],
  ['DELETE', 'me/leave/1'],
  ['GET', 'me/attendance?month=2026-11'],
  ['POST', 'me/attendance/corrections', {}],
  ['GET', 'me/approvals'],
  ['PUT', 'me/approvals/1/approve', {}],
  ['PUT', 'me/approvals/1/reject', {}],
];

describe('access', () => {
  it('every route answers 401 without a token', async () => {
    for (const [method, url, body] of ROUTES) {
      const res = await req(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error).toBe(MSG.notSignedIn);
    }
  });

  it("an account without an employee gets 'No employee assigned to this user account.' on every route", async () => {
    const valid: Record<string, object> = {
      'me/leave': leaveBody('2026-11-24'),
      'me/attendance/corrections': {
        date: '2026-11-24',
        time_in: '08:00',
        time_out: '17:00',
        reason: 'Forgot to log',
        approver_employee_id: approver.employeeId,
      },
      'me/approvals/1/approve': { remarks: '' },
      'me/approvals/1/reject': { remarks: '' },
    };
    const before = await counts(h);
    for (const [method, url] of ROUTES) {
      const res = await req(
        method,
        url,
        noEmployeeToken,
        method === 'GET' || method === 'DELETE' ? undefined : valid[url],
      );
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error).toBe(APP_MSG.noEmployee);
    }
    expect(await counts(h)).toEqual(before);
  });
});

describe('GET /api/me/leave', () => {
  it('answers the own balances per type, the ledger with dates and reasons, and no module permission is needed', async () => {
    const res = await req('GET', 'me/leave', employee.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.balances.find((b: { application_type: string }) => b.application_type === 'Vacation Leave'),
    ).toEqual({
      application_type_id: VL,
      application_type: 'Vacation Leave',
      balance: 5,
    });
    expect(body.ledger).toHaveLength(1);
    expect(body.ledger[0]).toMatchObject({ kind: 'grant', days: 5, reason: 'Annual grant 2026' });
    expect(body.ledger[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.applications).toEqual([]);
  });

  it("another employee's id answers 404 and carries none of their figures", async () => {
    for (const url of [
      `me/leave?employee_id=${other.employeeId}`,
      `me/leave/options?employee_id=${other.employeeId}`,
    ]) {
      const res = await req('GET', url, employee.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: APP_MSG.employeeUnknown });
    }
    // The own id is fine.
    expect((await req('GET', `me/leave?employee_id=${employee.employeeId}`, employee.token)).statusCode).toBe(
      200,
    );
  });

  it('the options are the leave types and the approvers, never the employee themselves nor account details', async () => {
    const res = await req('GET', 'me/leave/options', approver.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.types.every((t: { is_leave: boolean }) => t.is_leave)).toBe(true);
    expect(body.types.map((t: { name: string }) => t.name)).toContain('Vacation Leave');
    expect(body.types.map((t: { name: string }) => t.name)).not.toContain('Overtime');
    expect(body.approvers.map((a: { employee_id: number }) => a.employee_id)).not.toContain(
      approver.employeeId,
    );
    const mine = (await req('GET', 'me/leave/options', employee.token)).json();
    expect(mine.approvers.map((a: { employee_id: number }) => a.employee_id)).toContain(approver.employeeId);
    expect(Object.keys(mine.approvers[0]).sort()).toEqual(['company', 'employee_id', 'name']);
  });
});

describe('POST /api/me/leave and DELETE /api/me/leave/:log_no', () => {
  it('files a leave (For Approval, shift times of a full day), then refuses the same date with the Applications message', async () => {
    const res = await req('POST', 'me/leave', employee.token, leaveBody('2026-11-24'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(APP_MSG.created(1));
    const list = (await req('GET', 'me/leave', employee.token)).json().applications;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      effective_date: '2026-11-24',
      approval_status: 'For Approval',
      start_time: '08:00:00',
      end_time: '17:00:00',
    });
    const again = await req('POST', 'me/leave', employee.token, leaveBody('2026-11-24'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(APP_MSG.duplicate('2026-11-24'));
  });

  it('refuses a type that is not a leave, an approver who is not one, and the employee as approver, writing nothing', async () => {
    const before = await counts(h);
    const ot = await req(
      'POST',
      'me/leave',
      employee.token,
      leaveBody('2026-11-25', {
        application_type_id: OT,
        start_time: '17:00',
        end_time: '19:00',
        full_day: false,
      }),
    );
    expect(ot.statusCode).toBe(400);
    expect(ot.json().error).toBe(ME_LEAVE_MSG.notLeaveType);
    const notApprover = await req(
      'POST',
      'me/leave',
      employee.token,
      leaveBody('2026-11-25', { approver_employee_id: other.employeeId }),
    );
    expect(notApprover.statusCode).toBe(400);
    expect(notApprover.json().error).toBe(APP_MSG.approverInvalid);
    const self = await req('POST', 'me/leave', approver.token, leaveBody('2026-11-25'));
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(APP_MSG.approverSelf);
    const noParticulars = await req(
      'POST',
      'me/leave',
      employee.token,
      leaveBody('2026-11-25', { particulars: ' ' }),
    );
    expect(noParticulars.statusCode).toBe(400);
    expect(noParticulars.json().error).toBe(APP_MSG.particularsRequired);
    expect(await counts(h)).toEqual(before);
  });

  it("filing for another employee's id answers 404 and writes nothing", async () => {
    const before = await counts(h);
    const res = await req(
      'POST',
      'me/leave',
      employee.token,
      leaveBody('2026-11-25', { employee_id: other.employeeId }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: APP_MSG.employeeUnknown });
    expect(await counts(h)).toEqual(before);
  });

  it("cancels an own pending application; another employee's answers 404 and stays", async () => {
    const filed = await req('POST', 'me/leave', employee.token, leaveBody('2026-11-26'));
    const logNo = filed.json().log_nos[0] as number;
    const theirs = await req('POST', 'me/leave', other.token, leaveBody('2026-11-24'));
    expect(theirs.statusCode).toBe(200);
    const theirLog = theirs.json().log_nos[0] as number;

    const foreign = await req('DELETE', `me/leave/${theirLog}`, employee.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: APP_MSG.notFound });
    const missing = await req('DELETE', 'me/leave/999999', employee.token);
    expect(missing.statusCode).toBe(404);
    const ok = await req('DELETE', `me/leave/${logNo}`, employee.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(ME_LEAVE_MSG.leaveCanceled);
    const left = await h.deps.db
      .selectFrom('applications')
      .select('id')
      .where('id', 'in', [logNo, theirLog])
      .execute();
    expect(left.map((r) => r.id)).toEqual([theirLog]);
    const bad = await req('DELETE', 'me/leave/abc', employee.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('/api/me/approvals', () => {
  it("a non-approver gets 'Linked employee is not an approver.' on the list and on a decision", async () => {
    const list = await req('GET', 'me/approvals', employee.token);
    expect(list.statusCode).toBe(400);
    expect(list.json().error).toBe(APP_MSG.notApprover);
    const decide = await req('PUT', 'me/approvals/1/approve', employee.token, { remarks: '' });
    expect(decide.statusCode).toBe(400);
    expect(decide.json().error).toBe(APP_MSG.notApprover);
  });

  it('lists what waits for the approver with the remaining credits; approving takes one day of the balance', async () => {
    const mine = (await req('GET', 'me/leave', employee.token)).json().applications;
    const logNo = mine.find((a: { effective_date: string }) => a.effective_date === '2026-11-24')
      .log_no as number;
    const list = await req('GET', 'me/approvals', approver.token);
    expect(list.statusCode).toBe(200);
    const row = list.json().find((r: { log_no: number }) => r.log_no === logNo);
    expect(row).toMatchObject({
      employee_id: employee.employeeId,
      approval_status: 'For Approval',
      remaining_credits: 5,
    });
    expect(list.json().every((r: { approval_status: string }) => r.approval_status === 'For Approval')).toBe(
      true,
    );

    const res = await req('PUT', `me/approvals/${logNo}/approve`, approver.token, { remarks: 'Enjoy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(APP_MSG.approved);
    const after = (await req('GET', 'me/leave', employee.token)).json();
    // 5 granted - 1 used = 4.
    expect(
      after.balances.find((b: { application_type_id: number }) => b.application_type_id === VL).balance,
    ).toBe(4);
    expect(after.ledger[0]).toMatchObject({ kind: 'usage', days: -1, reason: 'Vacation Leave 2026-11-24' });
    expect(after.applications.find((a: { log_no: number }) => a.log_no === logNo)).toMatchObject({
      approval_status: 'Approved',
      decision_remarks: 'Enjoy',
    });
    expect(await cachedCredits(h, employee.employeeId)).toBe(4);
    const again = await req('PUT', `me/approvals/${logNo}/reject`, approver.token, { remarks: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(APP_MSG.alreadyDecided);
    const cancel = await req('DELETE', `me/leave/${logNo}`, employee.token);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe(APP_MSG.deleteOnlyPending);
  });

  it('rejects with remarks, taking nothing', async () => {
    const filed = await req('POST', 'me/leave', employee.token, leaveBody('2026-11-27'));
    const logNo = filed.json().log_nos[0] as number;
    const res = await req('PUT', `me/approvals/${logNo}/reject`, approver.token, { remarks: 'Busy week' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(APP_MSG.rejected);
    const row = (await req('GET', 'me/leave', employee.token))
      .json()
      .applications.find((a: { log_no: number }) => a.log_no === logNo);
    expect(row).toMatchObject({ approval_status: 'Rejected', decision_remarks: 'Busy week' });
    expect(await cachedCredits(h, employee.employeeId)).toBe(4);
  });

  it('an application whose approver is someone else answers 404 and stays undecided', async () => {
    const secondApprover = await linkedUser(h, [], { approver: true });
    const theirs = (await req('GET', 'me/leave', other.token)).json().applications[0];
    for (const path of ['approve', 'reject']) {
      const res = await req('PUT', `me/approvals/${theirs.log_no}/${path}`, secondApprover.token, {
        remarks: 'x',
      });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: APP_MSG.notFound });
    }
    const missing = await req('PUT', 'me/approvals/999999/approve', approver.token, { remarks: '' });
    expect(missing.statusCode).toBe(404);
    const still = (await req('GET', 'me/leave', other.token)).json().applications[0];
    expect(still.approval_status).toBe('For Approval');
    // The approver does not see it in their list either.
    expect((await req('GET', 'me/approvals', secondApprover.token)).json()).toEqual([]);
  });
});

describe('audit', () => {
  it('records every successful read (route, query, employee) and no row for a refused one', async () => {
    const reads = () =>
      h.deps.db
        .selectFrom('audit_log')
        .select(['user_id', 'action', 'entity', 'entity_id', 'details'])
        .where('action', '=', 'read')
        .where('user_id', '=', employee.id)
        .orderBy('id')
        .execute();
    const before = (await reads()).length;
    expect((await req('GET', 'me/attendance?month=2026-11', employee.token)).statusCode).toBe(200);
    expect((await req('GET', `me/leave?employee_id=${other.employeeId}`, employee.token)).statusCode).toBe(
      404,
    );
    const rows = await reads();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      entity: '/api/me/attendance',
      entity_id: String(employee.employeeId),
    });
    expect(JSON.parse(String(rows.at(-1)?.details))).toEqual({ params: {}, query: { month: '2026-11' } });
  });
});
