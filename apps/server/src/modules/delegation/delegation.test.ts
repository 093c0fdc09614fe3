/**
 * Delegation while away (issue 27 §2): dates before, during and after the range, the record says
 * for whom, chains, overlapping ranges refused, HR sets and ends anyone's, leave-skip notices.
 * The harness clock starts 2026-11-21 09:00 in Manila (a Saturday).
 */
import { APP_MSG, DELEGATION_MSG, decidedByText } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, insertChain, linkedUser, typeId } from '../applications/testFixtures.ts';

let h: Harness;
type U = Awaited<ReturnType<typeof linkedUser>>;
let boss: U; // the approver who delegates
let deputy: U; // the delegate
let third: U; // another approver
let plain: U; // not an approver
let hr: U; // Approver Assignment update + Applications Approval update
let filer: U;
let OT: number;
let VL: number;
const DAY = 24 * 3600_000;

const APPROVAL = [{ key: 'applicationsapproval' as const, ...ALL }];

beforeAll(async () => {
  h = await createHarness();
  boss = await linkedUser(h, APPROVAL, { approver: true });
  deputy = await linkedUser(h, [...APPROVAL, { key: 'applications', ...ALL }], { approver: true });
  third = await linkedUser(h, APPROVAL, { approver: true });
  plain = await linkedUser(h, APPROVAL);
  hr = await linkedUser(h, [{ key: 'approverassignment', ...ALL }, ...APPROVAL]);
  filer = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  OT = await typeId(h, 'Overtime');
  VL = await typeId(h, 'Vacation Leave');
});
afterAll(async () => h.close());

/** Moves the clock by whole days and signs everyone in again (tokens expire). */
async function advanceDays(days: number) {
  h.clock.advance(days * DAY);
  for (const u of [boss, deputy, third, plain, hr, filer]) u.token = await h.login(u.username);
}

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  h.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

async function file(approver: U, date: string): Promise<number> {
  const res = await req('POST', 'applications/create', filer.token, {
    application_type_id: OT,
    effective_date: date,
    start_time: '18:00',
    end_time: '20:00',
    particulars: 'Month-end close',
    approver_employee_id: approver.employeeId,
  });
  expect(res.statusCode).toBe(200);
  return res.json().log_nos[0] as number;
}

const status = async (logNo: number) =>
  h.deps.db
    .selectFrom('applications')
    .select(['approval_status', 'delegate_employee_id', 'decided_by'])
    .where('id', '=', logNo)
    .executeTakeFirstOrThrow();
const delegationCount = async () =>
  Number(
    (
      await h.deps.db
        .selectFrom('approver_delegations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const waitingList = async (u: U) => {
  const res = await req('GET', 'me/approvals', u.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { log_no: number; waiting_for?: string | null }[];
};
const badge = async (u: U) => (await req('GET', 'applicationsApproval/pendingCount', u.token)).json().count;
const nameOf = (u: U) =>
  h.deps.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', u.employeeId)
    .executeTakeFirstOrThrow()
    .then((e) => `${e.first_name} ${e.last_name}`);
/** 'Last, First': how the trail names people. */
const listNameOf = async (u: U) => {
  const [first, ...rest] = (await nameOf(u)).split(' ');
  return `${rest.join(' ')}, ${first}`;
};

describe('an approver delegates while away (My Sahod Approvals)', () => {
  let early: number;
  it('refuses bad ranges with 400 and writes nothing', async () => {
    const cases: [object, number, string][] = [
      [
        { delegate_employee_id: deputy.employeeId, date_from: '2026-11-25', date_to: '2026-11-23' },
        400,
        DELEGATION_MSG.fromAfterTo,
      ],
      [
        { delegate_employee_id: deputy.employeeId, date_from: '2026-11-01', date_to: '2026-11-20' },
        400,
        DELEGATION_MSG.toPast,
      ],
      [
        { delegate_employee_id: plain.employeeId, date_from: '2026-11-23', date_to: '2026-11-25' },
        400,
        DELEGATION_MSG.delegateNotApprover,
      ],
      [
        { delegate_employee_id: boss.employeeId, date_from: '2026-11-23', date_to: '2026-11-25' },
        400,
        DELEGATION_MSG.self,
      ],
      [{ date_from: '2026-11-23', date_to: '2026-11-25' }, 400, DELEGATION_MSG.delegateRequired],
    ];
    for (const [body, code, message] of cases) {
      const res = await req('POST', 'me/delegations', boss.token, body);
      expect(res.statusCode, message).toBe(code);
      expect(res.json().error).toBe(message);
    }
    const notApprover = await req('POST', 'me/delegations', plain.token, {
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-23',
      date_to: '2026-11-25',
    });
    expect(notApprover.statusCode).toBe(400);
    expect(notApprover.json().error).toBe(APP_MSG.notApprover);
    expect(await delegationCount()).toBe(0);
    const anon = await h.app.inject({ method: 'GET', url: '/api/me/delegations' });
    expect(anon.statusCode).toBe(401);
  });

  it('sets Mon 23 to Wed 25 Nov; an overlapping range is refused (409), an adjacent one is not', async () => {
    early = await file(boss, '2026-11-20');
    const res = await req('POST', 'me/delegations', boss.token, {
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-23',
      date_to: '2026-11-25',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DELEGATION_MSG.saved);
    const overlap = await req('POST', 'me/delegations', boss.token, {
      delegate_employee_id: third.employeeId,
      date_from: '2026-11-25',
      date_to: '2026-11-30',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe(DELEGATION_MSG.overlap('2026-11-23', '2026-11-25'));
    // HR is held to the same rule.
    const hrOverlap = await req('POST', 'approverAssignment/delegations', hr.token, {
      approver_employee_id: boss.employeeId,
      delegate_employee_id: third.employeeId,
      date_from: '2026-11-20',
      date_to: '2026-11-23',
    });
    expect(hrOverlap.statusCode).toBe(409);
    expect(await delegationCount()).toBe(1);
    const mine = (await req('GET', 'me/delegations', boss.token)).json();
    expect(mine.delegations).toHaveLength(1);
    expect(mine.delegations[0]).toMatchObject({
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-23',
      date_to: '2026-11-25',
      state: 'Upcoming',
      created_by: boss.username,
    });
    expect(mine.delegates.map((d: { employee_id: number }) => d.employee_id)).toContain(deputy.employeeId);
    expect(mine.delegates.map((d: { employee_id: number }) => d.employee_id)).not.toContain(boss.employeeId);
  });

  it('before the range the delegate neither sees nor decides it (400 on Approval, 404 on My Sahod)', async () => {
    expect((await waitingList(deputy)).map((r) => r.log_no)).not.toContain(early);
    expect(await badge(deputy)).toBe(0);
    const viaApproval = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: early,
      remarks: 'early',
    });
    expect(viaApproval.statusCode).toBe(400);
    expect(viaApproval.json().error).toBe(APP_MSG.notYourApproval);
    const viaMe = await req('PUT', `me/approvals/${early}/approve`, deputy.token, { remarks: 'early' });
    expect(viaMe.statusCode).toBe(404);
    expect((await status(early)).approval_status).toBe('For Approval');
  });

  it('during the range the delegate sees it, decides it, and the record says for whom', async () => {
    await advanceDays(2); // Monday 23 Nov
    const acting = (await req('GET', 'me/delegations', deputy.token)).json().acting_for;
    expect(acting).toHaveLength(1);
    expect(acting[0]).toMatchObject({ approver_employee_id: boss.employeeId, state: 'Running' });
    const list = await waitingList(deputy);
    const row = list.find((r) => r.log_no === early);
    expect(row?.waiting_for).toBe(await nameOf(boss));
    expect(await badge(deputy)).toBe(1);
    // The approver keeps seeing it too.
    expect((await waitingList(boss)).map((r) => r.log_no)).toContain(early);

    const res = await req('PUT', `me/approvals/${early}/approve`, deputy.token, { remarks: 'For the boss' });
    expect(res.statusCode).toBe(200);
    const stored = await status(early);
    expect(stored).toMatchObject({ approval_status: 'Approved', delegate_employee_id: deputy.employeeId });
    expect(stored.decided_by).toBe(deputy.id);
    // The filer's list names both: 'approved by <delegate> for <approver>'.
    const mine = (await req('GET', 'applications/fetch', filer.token)).json() as {
      log_no: number;
      approver: string;
      delegate: string | null;
      approval_status: string;
    }[];
    const seen = mine.find((r) => r.log_no === early);
    expect(seen?.delegate).toBe(await nameOf(deputy));
    expect(decidedByText(seen?.approval_status ?? '', seen?.delegate ?? '', seen?.approver ?? null)).toBe(
      `approved by ${await nameOf(deputy)} for ${await nameOf(boss)}`,
    );
    // The trail, to the filer and to the delegate: 'Approved by <delegate> for <approver>'.
    for (const reader of [filer, deputy]) {
      const trail = await req('GET', `applications/trail?log_no=${early}`, reader.token);
      expect(trail.statusCode).toBe(200);
      const [decision] = trail.json().levels[0].decisions;
      expect(decision).toMatchObject({
        employee_id: boss.employeeId,
        name: await listNameOf(boss),
        delegate: { employee_id: deputy.employeeId, name: await listNameOf(deputy) },
      });
    }
    // The approver cannot decide it again.
    const again = await req('PUT', 'applicationsApproval/reject', boss.token, { log_no: early, remarks: '' });
    expect(again.statusCode).toBe(409);
  });

  it('a chained application: the delegate decides the level in the approver place, once', async () => {
    const chain = await insertChain(h, { application_type_id: OT }, [
      { mode: 'any', ids: [boss.employeeId] },
      { mode: 'any', ids: [third.employeeId] },
    ]);
    const logNo = await file(boss, '2026-11-19');
    expect((await waitingList(deputy)).map((r) => r.log_no)).toContain(logNo);
    const res = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: logNo,
      remarks: 'L1',
    });
    expect(res.statusCode).toBe(200);
    const decisions = await h.deps.db
      .selectFrom('application_decisions')
      .select(['level', 'approver_employee_id', 'delegate_employee_id', 'decided_by'])
      .where('application_id', '=', logNo)
      .execute();
    expect(decisions).toEqual([
      {
        level: 1,
        approver_employee_id: boss.employeeId,
        delegate_employee_id: deputy.employeeId,
        decided_by: deputy.id,
      },
    ]);
    const trail = (await req('GET', `applications/trail?log_no=${logNo}`, deputy.token)).json();
    expect(trail.levels[0].decisions[0].delegate?.employee_id).toBe(deputy.employeeId);
    expect(trail.waiting.level).toBe(2);
    const twice = await req('PUT', 'applicationsApproval/approve', boss.token, {
      log_no: logNo,
      remarks: 'me too',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(APP_MSG.alreadyDecided);
    // Level 2 is not the delegate's: the third approver has no delegation to them.
    const notTheirs = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: logNo,
      remarks: 'L2',
    });
    expect(notTheirs.statusCode).toBe(400);
    const last = await req('PUT', 'applicationsApproval/approve', third.token, {
      log_no: logNo,
      remarks: 'L2',
    });
    expect(last.statusCode).toBe(200);
    expect((await status(logNo)).approval_status).toBe('Approved');

    // An 'all' level naming the approver and their delegate: the delegate decides in both places.
    await h.deps.db.deleteFrom('approval_chain_levels').where('level', '=', 2).execute();
    await h.deps.db
      .updateTable('approval_chain_levels')
      .set({ mode: 'all', approver_ids: `${boss.employeeId},${deputy.employeeId}` })
      .where('chain_id', '=', chain)
      .execute();
    const both = await file(third, '2026-11-16');
    const first = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: both,
      remarks: 'mine',
    });
    expect(first.statusCode).toBe(200);
    expect((await status(both)).approval_status).toBe('For Approval');
    const second = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: both,
      remarks: 'boss',
    });
    expect(second.statusCode).toBe(200);
    expect((await status(both)).approval_status).toBe('Approved');
    const rows = await h.deps.db
      .selectFrom('application_decisions')
      .select(['approver_employee_id', 'delegate_employee_id'])
      .where('application_id', '=', both)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { approver_employee_id: deputy.employeeId, delegate_employee_id: null },
      { approver_employee_id: boss.employeeId, delegate_employee_id: deputy.employeeId },
    ]);
    const done = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: both,
      remarks: 'again',
    });
    expect(done.statusCode).toBe(409);
    await h.deps.db.deleteFrom('approval_chains').execute();
  });

  it("never the delegate's own application: not listed, and refused with 400", async () => {
    const res = await req('POST', 'applications/create', deputy.token, {
      application_type_id: OT,
      effective_date: '2026-11-18',
      start_time: '18:00',
      end_time: '20:00',
      particulars: 'Own overtime',
      approver_employee_id: boss.employeeId,
    });
    expect(res.statusCode).toBe(200);
    const own = res.json().log_nos[0] as number;
    expect((await waitingList(deputy)).map((r) => r.log_no)).not.toContain(own);
    const before = await badge(deputy);
    const decide = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: own,
      remarks: '',
    });
    expect(decide.statusCode).toBe(400);
    expect(decide.json().error).toBe(APP_MSG.deciderIsFiler);
    expect((await status(own)).approval_status).toBe('For Approval');
    expect(await badge(deputy)).toBe(before);
    // Filed for them by someone else (no filer): still their own application.
    await h.deps.db.updateTable('applications').set({ filed_by: null }).where('id', '=', own).execute();
    expect((await waitingList(deputy)).map((r) => r.log_no)).not.toContain(own);
    const again = await req('PUT', `me/approvals/${own}/approve`, deputy.token, { remarks: '' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(APP_MSG.approverSelf);
    expect((await status(own)).approval_status).toBe('For Approval');
    await h.deps.db.deleteFrom('applications').where('id', '=', own).execute();
  });

  it('after the range the delegate can no longer decide', async () => {
    const late = await file(boss, '2026-11-21');
    await advanceDays(3); // Thursday 26 Nov: the range ended on the 25th
    expect((await waitingList(deputy)).map((r) => r.log_no)).not.toContain(late);
    const viaMe = await req('PUT', `me/approvals/${late}/approve`, deputy.token, { remarks: 'late' });
    expect(viaMe.statusCode).toBe(404);
    const viaApproval = await req('PUT', 'applicationsApproval/approve', deputy.token, {
      log_no: late,
      remarks: 'late',
    });
    expect(viaApproval.statusCode).toBe(400);
    expect((await status(late)).approval_status).toBe('For Approval');
    const mine = (await req('GET', 'me/delegations', boss.token)).json();
    expect(mine.delegations[0].state).toBe('Ended');
  });
});

describe('HR sets and ends anyone\u2019s delegation (Approver Assignment)', () => {
  let id: number;
  it('needs Approver Assignment: 403 without it, and nothing written', async () => {
    const before = await delegationCount();
    const res = await req('POST', 'approverAssignment/delegations', deputy.token, {
      approver_employee_id: third.employeeId,
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-26',
      date_to: '2026-11-28',
    });
    expect(res.statusCode).toBe(403);
    expect(await delegationCount()).toBe(before);
  });

  it('sets one for another approver, which runs at once; ends it; a second end is 409', async () => {
    const notApprover = await req('POST', 'approverAssignment/delegations', hr.token, {
      approver_employee_id: plain.employeeId,
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-26',
      date_to: '2026-11-28',
    });
    expect(notApprover.statusCode).toBe(400);
    expect(notApprover.json().error).toBe(DELEGATION_MSG.approverNotApprover);
    const res = await req('POST', 'approverAssignment/delegations', hr.token, {
      approver_employee_id: third.employeeId,
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-26',
      date_to: '2026-11-28',
    });
    expect(res.statusCode).toBe(200);
    const list = (await req('GET', 'approverAssignment/delegations', hr.token)).json();
    const row = list.delegations.find(
      (d: { approver_employee_id: number }) => d.approver_employee_id === third.employeeId,
    );
    expect(row).toMatchObject({
      state: 'Running',
      created_by: hr.username,
      delegate_employee_id: deputy.employeeId,
    });
    id = row.id;
    const logNo = await file(third, '2026-11-22');
    expect((await waitingList(deputy)).map((r) => r.log_no)).toContain(logNo);

    // The approver may end their own; someone else's answers 404.
    const notMine = await req('PUT', `me/delegations/${id}/end`, boss.token);
    expect(notMine.statusCode).toBe(404);
    const end = await req('PUT', 'approverAssignment/delegations/end', hr.token, { id });
    expect(end.statusCode).toBe(200);
    expect(end.json().message).toBe(DELEGATION_MSG.ended);
    expect((await waitingList(deputy)).map((r) => r.log_no)).not.toContain(logNo);
    const again = await req('PUT', `me/delegations/${id}/end`, third.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DELEGATION_MSG.endedAlready);
    // An ended range no longer blocks a new one.
    const renewed = await req('POST', 'me/delegations', third.token, {
      delegate_employee_id: boss.employeeId,
      date_from: '2026-11-27',
      date_to: '2026-11-28',
    });
    expect(renewed.statusCode).toBe(200);
  });
});

describe('an approver on approved leave today', () => {
  const notices = (userId: number, kind: string) =>
    h.deps.db
      .selectFrom('notifications')
      .select(['title'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
  async function onLeaveToday(u: U) {
    const at = h.clock.now().toISOString();
    await h.deps.db
      .insertInto('applications')
      .values({
        application_type_id: VL,
        employee_id: u.employeeId,
        effective_date: '2026-11-26',
        start_time: '08:00',
        end_time: '17:00',
        particulars: 'Away',
        remarks: '',
        approver_employee_id: hr.employeeId,
        approval_status: 'Approved',
        filed_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  it('is skipped to their delegate: the filing reaches the delegate', async () => {
    await onLeaveToday(boss);
    await req('POST', 'me/delegations', boss.token, {
      delegate_employee_id: deputy.employeeId,
      date_from: '2026-11-26',
      date_to: '2026-11-26',
    });
    const logNo = await file(boss, '2026-11-23');
    const told = await notices(deputy.id, 'application_waiting');
    expect(told.at(-1)?.title).toMatch(new RegExp(`\\(for ${await nameOf(boss)}\\)$`));
    expect((await waitingList(deputy)).map((r) => r.log_no)).toContain(logNo);
    expect(await notices(hr.id, 'approver_away')).toHaveLength(0);
  });

  it('with no delegate, HR (Approver Assignment update) is told once', async () => {
    const away = await linkedUser(h, APPROVAL, { approver: true });
    await onLeaveToday(away);
    await file(away, '2026-11-17');
    await file(away, '2026-11-18');
    const told = await notices(hr.id, 'approver_away');
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe(
      `${await nameOf(away)} is on leave today with 1 application waiting and no delegate set.`,
    );
    // Not the approvers, who update Applications Approval but not Approver Assignment.
    expect(await notices(deputy.id, 'approver_away')).toHaveLength(0);
  });
});
