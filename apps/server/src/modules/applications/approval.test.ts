import { APP_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import {
  ALL,
  cachedCredits,
  counts,
  entryOnDate,
  linkedUser,
  scheduleShift,
  typeId,
} from './testFixtures.ts';

let h: Harness;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let hr: Awaited<ReturnType<typeof linkedUser>>;
const T: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  hr = await linkedUser(h, [{ key: 'employee_management', ...ALL }]);
  for (const name of [
    'Overtime',
    'Vacation Leave',
    'Unpaid Leave',
    'Maternity Leave',
    'Service Incentive Leave',
    'Official Business',
    'Undertime',
  ])
    T[name] = await typeId(h, name);
});
afterAll(async () => h.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

/** An employee with an account who files `type` on `date` for the approver; answers its log_no. */
async function filed(type: string, date: string, options: { credits?: number } = {}) {
  const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  if (options.credits) {
    const res = await req('POST', 'leaveCredits/adjust', hr.token, {
      employee_id: me.employeeId,
      application_type_id: T[type],
      kind: 'grant',
      days: options.credits,
      reason: 'Annual grant',
    });
    expect(res.statusCode).toBe(200);
  }
  const res = await req('POST', 'applications/create', me.token, {
    application_type_id: T[type],
    effective_date: date,
    start_time: '08:00',
    end_time: '17:00',
    particulars: `${type} please`,
    approver_employee_id: approver.employeeId,
  });
  expect(res.statusCode).toBe(200);
  return { me, logNo: res.json().log_nos[0] as number };
}

const approve = (logNo: number, token = approver.token, extra: object = {}) =>
  req('PUT', 'applicationsApproval/approve', token, { log_no: logNo, remarks: 'OK', ...extra });
const statusOf = async (logNo: number) =>
  (
    await h.deps.db
      .selectFrom('applications')
      .select('approval_status')
      .where('id', '=', logNo)
      .executeTakeFirst()
  )?.approval_status;

describe('/api/applicationsApproval fetch and pendingCount', () => {
  it("each row carries the requester's remaining credits of its type (issue 22); none for a type without credits", async () => {
    const leave = await filed('Vacation Leave', '2026-03-17', { credits: 5 });
    const overtime = await filed('Overtime', '2026-03-17');
    const rows = (await req('GET', 'applicationsApproval/fetch', approver.token)).json() as Array<{
      log_no: number;
      remaining_credits: number | null;
    }>;
    // 5 granted; a pending application has used nothing yet.
    expect(rows.find((r) => r.log_no === leave.logNo)?.remaining_credits).toBe(5);
    expect(rows.find((r) => r.log_no === overtime.logNo)?.remaining_credits).toBeNull();
    expect((await approve(leave.logNo)).statusCode).toBe(200);
    const after = (await req('GET', 'applicationsApproval/fetch', approver.token)).json() as Array<{
      log_no: number;
      remaining_credits: number | null;
    }>;
    // Approved on a Tuesday (not a holiday, not a rest day): one day used, 5 - 1 = 4 left.
    expect(after.find((r) => r.log_no === leave.logNo)?.remaining_credits).toBe(4);
  });

  it("lists the approver's applications and counts the pending ones; refuses non-approvers", async () => {
    const fresh = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
    const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    for (const date of ['2026-12-01', '2026-12-02'])
      await req('POST', 'applications/create', me.token, {
        application_type_id: T.Overtime,
        effective_date: date,
        start_time: '18:00',
        end_time: '19:00',
        particulars: 'x',
        approver_employee_id: fresh.employeeId,
      });
    const list = await req('GET', `applicationsApproval/fetch?UID=${fresh.employeeId}`, fresh.token);
    expect(list.json()).toHaveLength(2);
    expect((await req('GET', 'applicationsApproval/pendingCount', fresh.token)).json()).toEqual({ count: 2 });
    await approve(list.json()[0].log_no, fresh.token);
    expect((await req('GET', 'applicationsApproval/pendingCount', fresh.token)).json()).toEqual({ count: 1 });
    const notApprover = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }]);
    expect((await req('GET', 'applicationsApproval/fetch', notApprover.token)).json()).toEqual({
      error: APP_MSG.notApprover,
    });
    expect((await req('GET', 'applicationsApproval/pendingCount', notApprover.token)).json()).toEqual({
      count: 0,
    });
    expect(
      (await req('GET', `applicationsApproval/fetch?UID=${approver.employeeId}`, fresh.token)).statusCode,
    ).toBe(400);
    expect((await req('GET', 'applicationsApproval/fetch')).statusCode).toBe(401);
  });
});

describe('approving and rejecting', () => {
  it('approves a vacation leave: Paid Leave on the schedule keeping the replaced shift, one credit taken', async () => {
    const { me, logNo } = await filed('Vacation Leave', '2026-12-07', { credits: 2 });
    await scheduleShift(h, me.employeeId, '2026-12-07', 3);
    expect(await cachedCredits(h, me.employeeId)).toBe(2);
    // The body's type, employee and date are ignored: the stored application decides.
    const res = await approve(logNo, approver.token, {
      application_type: 'Unpaid Leave',
      employee_id: hr.employeeId,
      shift_date: '2026-12-09',
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(logNo)).toBe('Approved');
    expect(await entryOnDate(h, me.employeeId, '2026-12-07')).toEqual({ shift_id: 4, replaced_shift_id: 3 });
    expect(await entryOnDate(h, hr.employeeId, '2026-12-09')).toBeUndefined();
    expect(await cachedCredits(h, me.employeeId)).toBe(1);
    const credits = (await req('GET', `leaveCredits/fetch?UID=${me.employeeId}`, hr.token)).json();
    expect(credits.balances).toContainEqual({
      application_type_id: T['Vacation Leave'],
      application_type: 'Vacation Leave',
      balance: 1,
    });
    expect(credits.ledger[0]).toMatchObject({
      kind: 'usage',
      days: -1,
      application_id: logNo,
      created_by: approver.username,
    });
    // The schedule screen refuses to edit it.
    const entry = await h.deps.db
      .selectFrom('schedule_entries')
      .select('id')
      .where('employee_id', '=', me.employeeId)
      .executeTakeFirstOrThrow();
    const admin = await h.login('admin', 'Admin#12345');
    const edit = await req('PUT', 'shiftsSchedule/update', admin, { log_no: entry.id, shift_id: 1 });
    expect(edit.json()).toEqual({ error: 'Cannot edit approved leaves.' });
    // The applicant sees the decision and remarks.
    expect((await req('GET', 'applications/fetch', me.token)).json()[0]).toMatchObject({
      approval_status: 'Approved',
      decision_remarks: 'OK',
      decided_by: approver.username,
    });
  });

  it('a second decision answers 409 and changes nothing', async () => {
    const { me, logNo } = await filed('Vacation Leave', '2026-12-08', { credits: 3 });
    expect((await approve(logNo)).statusCode).toBe(200);
    const before = await counts(h);
    for (const path of ['approve', 'reject']) {
      const res = await req('PUT', `applicationsApproval/${path}`, approver.token, {
        log_no: logNo,
        remarks: 'again',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: APP_MSG.alreadyDecided });
    }
    expect(await counts(h)).toEqual(before);
    expect(await cachedCredits(h, me.employeeId)).toBe(2);
  });

  it("only the application's approver decides (400); the flags are checked (403)", async () => {
    const { logNo } = await filed('Overtime', '2026-12-09');
    const other = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
    const res = await approve(logNo, other.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: APP_MSG.notYourApproval });
    const viewOnly = await linkedUser(h, [{ key: 'applicationsapproval', view: true }], { approver: true });
    expect((await approve(logNo, viewOnly.token)).json()).toEqual({ error: MSG.noPermission });
    expect(
      (await req('DELETE', `applicationsApproval/delete?log_no=${logNo}`, viewOnly.token)).statusCode,
    ).toBe(403);
    expect(
      (await req('PUT', 'applicationsApproval/approve', undefined, { log_no: logNo, remarks: '' }))
        .statusCode,
    ).toBe(401);
    expect(await statusOf(logNo)).toBe('For Approval');
    expect((await approve(999999)).statusCode).toBe(404);
  });

  it('refuses a leave when the credits are not enough, writing nothing', async () => {
    const { me, logNo } = await filed('Vacation Leave', '2026-12-10');
    await scheduleShift(h, me.employeeId, '2026-12-10', 1);
    const before = await counts(h);
    const res = await approve(logNo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: APP_MSG.notEnoughCredits('Vacation Leave', 0) });
    expect(await counts(h)).toEqual(before);
    expect(await statusOf(logNo)).toBe('For Approval');
    expect(await entryOnDate(h, me.employeeId, '2026-12-10')).toEqual({
      shift_id: 1,
      replaced_shift_id: null,
    });
  });

  it('an unpaid leave writes Unpaid Leave without credits; a paid statutory leave Paid Leave without credits', async () => {
    const unpaid = await filed('Unpaid Leave', '2026-12-11');
    expect((await approve(unpaid.logNo)).statusCode).toBe(200);
    expect(await entryOnDate(h, unpaid.me.employeeId, '2026-12-11')).toEqual({
      shift_id: 2,
      replaced_shift_id: null,
    });
    const maternity = await filed('Maternity Leave', '2026-12-11');
    expect((await approve(maternity.logNo)).statusCode).toBe(200);
    expect(await entryOnDate(h, maternity.me.employeeId, '2026-12-11')).toEqual({
      shift_id: 4,
      replaced_shift_id: null,
    });
    expect(await cachedCredits(h, maternity.me.employeeId)).toBe(0);
  });

  it('rejects with remarks and leaves the schedule alone; overtime approval does not touch it either', async () => {
    const { me, logNo } = await filed('Vacation Leave', '2026-12-12', { credits: 1 });
    const res = await req('PUT', 'applicationsApproval/reject', approver.token, {
      log_no: logNo,
      remarks: 'Peak season',
    });
    expect(res.statusCode).toBe(200);
    expect(await entryOnDate(h, me.employeeId, '2026-12-12')).toBeUndefined();
    expect((await req('GET', 'applications/fetch', me.token)).json()[0]).toMatchObject({
      approval_status: 'Rejected',
      decision_remarks: 'Peak season',
    });
    expect(await cachedCredits(h, me.employeeId)).toBe(1);
    const ot = await filed('Overtime', '2026-12-12');
    await scheduleShift(h, ot.me.employeeId, '2026-12-12', 1);
    expect((await approve(ot.logNo)).statusCode).toBe(200);
    expect(await entryOnDate(h, ot.me.employeeId, '2026-12-12')).toEqual({
      shift_id: 1,
      replaced_shift_id: null,
    });
  });
});

describe('cancelling an approved application', () => {
  it('restores the replaced shift and returns the credit, in one go; only once', async () => {
    const { me, logNo } = await filed('Vacation Leave', '2026-12-14', { credits: 1 });
    await scheduleShift(h, me.employeeId, '2026-12-14', 5);
    expect((await approve(logNo)).statusCode).toBe(200);
    expect(await cachedCredits(h, me.employeeId)).toBe(0);
    const res = await req('DELETE', `applicationsApproval/delete?log_no=${logNo}`, approver.token);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(logNo)).toBe('Canceled');
    expect(await entryOnDate(h, me.employeeId, '2026-12-14')).toEqual({
      shift_id: 5,
      replaced_shift_id: null,
    });
    expect(await cachedCredits(h, me.employeeId)).toBe(1);
    const ledger = (await req('GET', `leaveCredits/fetch?UID=${me.employeeId}`, hr.token)).json().ledger;
    expect(ledger.map((r: { kind: string }) => r.kind)).toEqual(['reversal', 'usage', 'grant']);
    const again = await req('DELETE', `applicationsApproval/delete?log_no=${logNo}`, approver.token);
    expect(again.statusCode).toBe(409);
    // A canceled application does not block filing the date again.
    const refile = await req('POST', 'applications/create', me.token, {
      application_type_id: T['Vacation Leave'],
      effective_date: '2026-12-14',
      start_time: '08:00',
      end_time: '17:00',
      particulars: 'again',
      approver_employee_id: approver.employeeId,
    });
    expect(refile.statusCode).toBe(200);
  });

  it('removes a leave entry that replaced nothing; refuses a pending one and another approver', async () => {
    const { me, logNo } = await filed('Unpaid Leave', '2026-12-15');
    const pending = await req('DELETE', `applicationsApproval/delete?log_no=${logNo}`, approver.token);
    expect(pending.json()).toEqual({ error: APP_MSG.cancelOnlyApproved });
    expect((await approve(logNo)).statusCode).toBe(200);
    const other = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
    const before = await counts(h);
    expect((await req('DELETE', `applicationsApproval/delete?log_no=${logNo}`, other.token)).statusCode).toBe(
      400,
    );
    expect(await counts(h)).toEqual(before);
    expect(
      (await req('DELETE', `applicationsApproval/delete?log_no=${logNo}`, approver.token)).statusCode,
    ).toBe(200);
    expect(await entryOnDate(h, me.employeeId, '2026-12-15')).toBeUndefined();
  });
});

describe('/api/leaveCredits', () => {
  it('grants and adjusts with a reason, never below zero, audited', async () => {
    const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    const body = { employee_id: me.employeeId, application_type_id: T['Vacation Leave'], reason: 'Policy' };
    expect(
      (await req('POST', 'leaveCredits/adjust', hr.token, { ...body, kind: 'grant', days: 5 })).statusCode,
    ).toBe(200);
    expect(
      (await req('POST', 'leaveCredits/adjust', hr.token, { ...body, kind: 'adjustment', days: -1.5 }))
        .statusCode,
    ).toBe(200);
    expect(await cachedCredits(h, me.employeeId)).toBe(3.5);
    const before = await counts(h);
    const cases: Array<[object, string]> = [
      [{ ...body, kind: 'adjustment', days: -4 }, APP_MSG.creditsNegative],
      [{ ...body, kind: 'grant', days: -1 }, APP_MSG.daysInvalid],
      [{ ...body, kind: 'grant', days: 0 }, APP_MSG.daysInvalid],
      [{ ...body, kind: 'grant', days: 1, reason: ' ' }, APP_MSG.reasonRequired],
      [{ ...body, kind: 'grant', days: 1, application_type_id: T.Overtime }, APP_MSG.creditsTypeInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await req('POST', 'leaveCredits/adjust', hr.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect(
      (
        await req('POST', 'leaveCredits/adjust', hr.token, {
          ...body,
          employee_id: 999999,
          kind: 'grant',
          days: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(await counts(h)).toEqual(before);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['username', 'details'])
      .where('entity', '=', 'leave_credits')
      .where('entity_id', '=', String(me.employeeId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.username).toBe(hr.username);
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      days: -1.5,
      reason: 'Policy',
      old: 5,
      new: 3.5,
    });
  });

  it('needs employee_management view to read and update to write', async () => {
    const viewer = await linkedUser(h, [{ key: 'employee_management', view: true }]);
    expect((await req('GET', `leaveCredits/fetch?UID=${viewer.employeeId}`, viewer.token)).statusCode).toBe(
      200,
    );
    const body = {
      employee_id: viewer.employeeId,
      application_type_id: T['Vacation Leave'],
      kind: 'grant',
      days: 1,
      reason: 'x',
    };
    expect((await req('POST', 'leaveCredits/adjust', viewer.token, body)).statusCode).toBe(403);
    expect((await req('POST', 'leaveCredits/accrueSil', viewer.token, { year: 2026 })).statusCode).toBe(403);
    expect((await req('GET', `leaveCredits/fetch?UID=${viewer.employeeId}`)).statusCode).toBe(401);
    expect((await req('GET', 'leaveCredits/fetch?UID=999999', viewer.token)).statusCode).toBe(404);
  });

  it('accrues Service Incentive Leave once a year for a year of service (idempotent)', async () => {
    const senior = await linkedUser(h, [{ key: 'applications', view: true }]);
    const junior = await linkedUser(h, [{ key: 'applications', view: true }]);
    const year = Number(h.clock.now().toISOString().slice(0, 4));
    await h.deps.db
      .updateTable('employees')
      .set({ date_hired: `${year}-01-02` })
      .where('id', '=', junior.employeeId)
      .execute();
    const first = await req('POST', 'leaveCredits/accrueSil', hr.token, { year });
    expect(first.statusCode).toBe(200);
    expect(first.json().granted).toBeGreaterThanOrEqual(1);
    const sil = async (employeeId: number) =>
      (await req('GET', `leaveCredits/fetch?UID=${employeeId}`, hr.token))
        .json()
        .balances.find((b: { application_type: string }) => b.application_type === 'Service Incentive Leave')
        .balance;
    expect(await sil(senior.employeeId)).toBe(5);
    expect(await sil(junior.employeeId)).toBe(0);
    const before = await counts(h);
    const second = await req('POST', 'leaveCredits/accrueSil', hr.token, { year });
    expect(second.json().granted).toBe(0);
    expect(await counts(h)).toEqual(before);
    expect(await sil(senior.employeeId)).toBe(5);
    expect((await req('POST', 'leaveCredits/accrueSil', hr.token, { year: year + 1 })).statusCode).toBe(400);
  });
});

describe('Official Business and Undertime in the timesheet tools', () => {
  it('an approved Official Business covers the day; an approved Undertime excuses the early departure', async () => {
    const ob = await filed('Official Business', '2026-12-16');
    const code = (
      await h.deps.db
        .selectFrom('employees')
        .select('employee_code')
        .where('id', '=', ob.me.employeeId)
        .executeTakeFirstOrThrow()
    ).employee_code;
    await scheduleShift(h, ob.me.employeeId, '2026-12-16', 1);
    const admin = await h.login('admin', 'Admin#12345');
    const hours = (q: string) => req('GET', `timesheet/calculateHours?employee_code=${q}`, admin);
    const before = (await hours(`${code}&start_date=2026-12-16&end_date=2026-12-16`)).json();
    expect(before.days[0]).toMatchObject({ status: 'Absent', official_minutes: 0 });
    expect((await approve(ob.logNo)).statusCode).toBe(200);
    const after = (await hours(`${code}&start_date=2026-12-16&end_date=2026-12-16`)).json();
    expect(after.days[0]).toMatchObject({ status: 'Present', official_minutes: 480, start_time: '08:00:00' });
    const listed = await req(
      'GET',
      `timesheet/calculateApplications?employee_code=${code}&start_date=2026-12-01&end_date=2026-12-31`,
      admin,
    );
    expect(listed.json().items).toEqual([
      expect.objectContaining({ log_no: ob.logNo, application_type: 'Official Business' }),
    ]);

    const ut = await filed('Undertime', '2026-12-17');
    const utCode = (
      await h.deps.db
        .selectFrom('employees')
        .select('employee_code')
        .where('id', '=', ut.me.employeeId)
        .executeTakeFirstOrThrow()
    ).employee_code;
    await scheduleShift(h, ut.me.employeeId, '2026-12-17', 1);
    const at = h.clock.now().toISOString();
    await h.deps.db
      .insertInto('timesheet_records')
      .values({
        employee_id: ut.me.employeeId,
        shift_date: '2026-12-17',
        start_time: '08:00:00',
        end_time: '15:00:00',
        lunch_start: null,
        lunch_end: null,
        notes: null,
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .execute();
    const q = `${utCode}&start_date=2026-12-17&end_date=2026-12-17`;
    expect((await hours(q)).json().days[0]).toMatchObject({ status: 'Early Departure', early_minutes: 120 });
    expect((await approve(ut.logNo)).statusCode).toBe(200);
    expect((await hours(q)).json().days[0]).toMatchObject({ status: 'Present', early_minutes: 120 });
  });
});

describe('a proxy filer never approves their own filing (issue 20)', () => {
  it('refuses naming oneself as approver when filing for another employee, and writes nothing', async () => {
    const proxy = await linkedUser(
      h,
      [
        { key: 'applicationsproxy', ...ALL },
        { key: 'applicationsapproval', ...ALL },
      ],
      { approver: true },
    );
    const employee = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    await h.deps.db
      .updateTable('employees')
      .set({ company_id: proxy.org.company_id })
      .where('id', '=', employee.employeeId)
      .execute();
    const before = await counts(h);
    const res = await req('POST', 'applicationsProxy/create', proxy.token, {
      employee_id: employee.employeeId,
      application_type_id: T['Vacation Leave'],
      effective_date: '2026-12-14',
      start_time: '08:00',
      end_time: '17:00',
      particulars: 'Family trip',
      approver_employee_id: proxy.employeeId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: APP_MSG.approverIsFiler });
    expect(await counts(h)).toEqual(before);
  });

  it('refuses deciding an application one filed (a filing from before this rule), both ways', async () => {
    const proxy = await linkedUser(
      h,
      [
        { key: 'applicationsproxy', ...ALL },
        { key: 'applicationsapproval', ...ALL },
      ],
      { approver: true },
    );
    const employee = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    const res = await req('POST', 'applicationsProxy/create', proxy.token, {
      employee_id: employee.employeeId,
      application_type_id: T.Overtime,
      effective_date: '2026-12-15',
      start_time: '18:00',
      end_time: '20:00',
      particulars: 'Inventory',
      approver_employee_id: approver.employeeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const logNo = res.json().log_nos[0] as number;
    // Stored before the filing rule existed: the proxy named themselves.
    await h.deps.db
      .updateTable('applications')
      .set({ approver_employee_id: proxy.employeeId })
      .where('id', '=', logNo)
      .execute();
    for (const action of ['approve', 'reject'] as const) {
      const decided = await req('PUT', `applicationsApproval/${action}`, proxy.token, {
        log_no: logNo,
        remarks: '',
      });
      expect(decided.statusCode).toBe(400);
      expect(decided.json()).toEqual({ error: APP_MSG.deciderIsFiler });
    }
    const row = await h.deps.db
      .selectFrom('applications')
      .select(['approval_status', 'decided_by'])
      .where('id', '=', logNo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approval_status: 'For Approval', decided_by: null });
  });
});
