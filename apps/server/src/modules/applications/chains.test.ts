/** Approval chains (issue 27 §1): level by level, rejection ends it, concurrent decisions. */
import { APP_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, insertChain, linkedUser, typeId } from './testFixtures.ts';

let h: Harness;
type U = Awaited<ReturnType<typeof linkedUser>>;
let sup: U;
let hrA: U;
let hrB: U;
let overtime: number;

beforeAll(async () => {
  h = await createHarness();
  const grants = [{ key: 'applicationsapproval' as const, ...ALL }];
  sup = await linkedUser(h, grants, { approver: true });
  hrA = await linkedUser(h, grants, { approver: true });
  hrB = await linkedUser(h, grants, { approver: true });
  overtime = await typeId(h, 'Overtime');
});
afterAll(async () => h.close());

const req = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  h.app.inject({ method, url: `/api/${url}`, headers: auth(token), payload });

const chain = (levels: { mode: 'any' | 'all'; ids: number[] }[]) =>
  insertChain(h, { application_type_id: overtime }, levels, true);

async function file(date: string) {
  const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  const res = await req('POST', 'applications/create', me.token, {
    application_type_id: overtime,
    effective_date: date,
    start_time: '18:00',
    end_time: '20:00',
    particulars: 'Month-end close',
    approver_employee_id: sup.employeeId,
  });
  expect(res.statusCode).toBe(200);
  return res.json().log_nos[0] as number;
}

const decide = (path: 'approve' | 'reject', logNo: number, who: U) =>
  req('PUT', `applicationsApproval/${path}`, who.token, {
    log_no: logNo,
    remarks: `${path} by ${who.employeeId}`,
  });
const pending = async (who: U) =>
  (
    await h.app.inject({
      method: 'GET',
      url: '/api/applicationsApproval/pendingCount',
      headers: auth(who.token),
    })
  ).json().count as number;
const app = (id: number) =>
  h.deps.db
    .selectFrom('applications')
    .select(['approval_status', 'current_level'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const trail = (id: number) =>
  h.deps.db
    .selectFrom('application_decisions')
    .select(['level', 'approver_employee_id', 'decision'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();

describe('approval chains', () => {
  it('moves level by level; the last level approves; only the level approvers decide', async () => {
    await chain([
      { mode: 'any', ids: [sup.employeeId] },
      { mode: 'any', ids: [hrA.employeeId, hrB.employeeId] },
    ]);
    const id = await file('2026-11-02');
    expect(await pending(sup)).toBe(1);
    expect(await pending(hrA)).toBe(0);
    expect((await decide('approve', id, hrA)).statusCode).toBe(400);
    expect((await decide('approve', id, sup)).statusCode).toBe(200);
    expect(await app(id)).toMatchObject({ approval_status: 'For Approval', current_level: 2 });
    expect([await pending(sup), await pending(hrA), await pending(hrB)]).toEqual([0, 1, 1]);
    const seen = await h.app.inject({
      method: 'GET',
      url: '/api/applicationsApproval/fetch',
      headers: auth(hrA.token),
    });
    expect(seen.json().map((r: { log_no: number }) => r.log_no)).toContain(id);
    const again = await decide('approve', id, sup);
    expect(again.statusCode).toBe(409);
    expect((await decide('approve', id, hrB)).statusCode).toBe(200);
    expect((await app(id)).approval_status).toBe('Approved');
    expect(await trail(id)).toEqual([
      { level: 1, approver_employee_id: sup.employeeId, decision: 'Approved' },
      { level: 2, approver_employee_id: hrB.employeeId, decision: 'Approved' },
    ]);
    // The other 'any one' approver of the decided level is told it was already decided.
    const late = await decide('approve', id, hrA);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: APP_MSG.alreadyDecided });
  });

  it('a rejection at any level ends it; an all-must-approve level waits for each', async () => {
    await chain([
      { mode: 'all', ids: [sup.employeeId, hrA.employeeId] },
      { mode: 'any', ids: [hrB.employeeId] },
    ]);
    const id = await file('2026-11-03');
    expect((await decide('approve', id, sup)).statusCode).toBe(200);
    expect(await app(id)).toMatchObject({ approval_status: 'For Approval', current_level: 1 });
    expect((await decide('approve', id, hrA)).statusCode).toBe(200);
    expect(await app(id)).toMatchObject({ approval_status: 'For Approval', current_level: 2 });
    expect((await decide('reject', id, hrB)).statusCode).toBe(200);
    expect((await app(id)).approval_status).toBe('Rejected');
  });

  it('editing a chain changes later filings only; without a chain the single approver decides', async () => {
    await chain([{ mode: 'any', ids: [hrA.employeeId] }]);
    const id = await file('2026-11-04');
    await chain([{ mode: 'any', ids: [hrB.employeeId] }]);
    expect((await decide('approve', id, hrB)).statusCode).toBe(400);
    expect((await decide('approve', id, hrA)).statusCode).toBe(200);
    await h.deps.db.deleteFrom('approval_chains').execute();
    const plain = await file('2026-11-05');
    expect((await decide('approve', plain, hrA)).statusCode).toBe(400);
    expect((await decide('approve', plain, sup)).statusCode).toBe(200);
    expect(await trail(plain)).toEqual([]);
  });

  it('concurrent decisions at one level: exactly one is recorded, the other gets 409', async () => {
    await chain([
      { mode: 'any', ids: [sup.employeeId, hrA.employeeId] },
      { mode: 'any', ids: [hrB.employeeId] },
    ]);
    for (let round = 0; round < 15; round++) {
      const id = await file(`2026-11-${String(10 + round).padStart(2, '0')}`);
      const answers = await Promise.all([decide('approve', id, sup), decide('reject', id, hrA)]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ error: APP_MSG.alreadyDecided });
      expect((await trail(id)).length).toBe(1);
    }
  });

  it('the database refuses a second decision of one approver at one level', async () => {
    await chain([{ mode: 'any', ids: [sup.employeeId] }]);
    const id = await file('2026-11-25');
    const row = {
      application_id: id,
      level: 1,
      approver_employee_id: sup.employeeId,
      decision: 'Approved',
      decided_by: null,
      decided_at: h.clock.now().toISOString(),
    };
    await h.deps.db.insertInto('application_decisions').values(row).execute();
    await expect(h.deps.db.insertInto('application_decisions').values(row).execute()).rejects.toThrow();
  });
});
