import {
  MSG,
  SCHEDULE_MSG,
  type ScheduleEntry,
  type ScheduleFetch,
  SHIFT_MSG,
  tableRows,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let org: Org;
const DAY = 1;
const MID = 3;
const NIGHT = 5;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  org = await createOrg(h.deps.db);
});
afterAll(async () => h.close());

const url = (action: string) => `/api/shiftsSchedule/${action}`;
const fetchWeek = (query: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `${url('fetch')}?${query}`, headers: auth(token) });
const post = (action: string, payload: object, token = admin) =>
  h.app.inject({ method: 'POST', url: url(action), headers: auth(token), payload });
const update = (payload: object, token = admin) =>
  h.app.inject({ method: 'PUT', url: url('update'), headers: auth(token), payload });
const remove = (logNo: unknown, token = admin) =>
  h.app.inject({ method: 'DELETE', url: `${url('delete')}?log_no=${logNo}`, headers: auth(token) });
const entries = (employeeIds: number[]) =>
  h.deps.db
    .selectFrom('schedule_entries')
    .select(['id', 'employee_id', 'shift_date', 'shift_id'])
    .where('employee_id', 'in', employeeIds)
    .orderBy('employee_id')
    .orderBy('shift_date')
    .execute();
const allEntries = () => h.deps.db.selectFrom('schedule_entries').selectAll().orderBy('id').execute();

/** A leave entry as an approved leave application writes it (not through this API). */
async function leave(employeeId: number, date: string, shiftId = 4) {
  const at = new Date().toISOString();
  const row = await h.deps.db
    .insertInto('schedule_entries')
    .values({
      employee_id: employeeId,
      shift_date: date,
      shift_id: shiftId,
      replaced_shift_id: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /shiftsSchedule/fetch', () => {
  it('answers Active, non-draft employees of the filter with their entries of the range and every shift', async () => {
    const org2 = await createOrg(h.deps.db);
    const a = await activeEmployee(h.deps.db, { org: org2, last: 'Zamora' });
    const b = await activeEmployee(h.deps.db, { org: org2, last: 'Abad' });
    const inactive = await activeEmployee(h.deps.db, { org: org2, status: 'Resigned' });
    const draft = await activeEmployee(h.deps.db, { org: org2, code: null });
    const other = await activeEmployee(h.deps.db, { org });
    for (const [employee_id, shift_date] of [
      [a, '2026-03-02'],
      [a, '2026-03-08'],
      [a, '2026-03-09'],
      [other, '2026-03-02'],
    ] as const) {
      expect((await post('create', { employee_id, shift_date, shift_id: DAY })).statusCode).toBe(200);
    }
    const res = await fetchWeek(`start_date=2026-03-02&end_date=2026-03-08&company_id=${org2.company_id}`);
    expect(res.statusCode).toBe(200);
    const raw = res.json() as ScheduleFetch;
    expect(raw.entries.columns).toEqual(['log_no', 'employee_id', 'shift_date', 'shift_id']);
    const body = { ...raw, entries: tableRows<ScheduleEntry>(raw.entries) };
    expect(body.employees.map((e) => e.employee_id)).toEqual([b, a]);
    expect(body.employees.map((e) => e.employee_id)).not.toContain(inactive);
    expect(body.employees.map((e) => e.employee_id)).not.toContain(draft);
    expect(body.employees[0]).toMatchObject({
      company_id: org2.company_id,
      department_id: org2.department_id,
      designation_id: org2.designation_id,
      designation: expect.any(String),
    });
    expect(body.entries.map((e) => [e.employee_id, e.shift_date, e.shift_id]).sort()).toEqual(
      [
        [a, '2026-03-02', DAY],
        [a, '2026-03-08', DAY],
      ].sort(),
    );
    expect(body.shifts.map((s) => s.shift_id)).toEqual(expect.arrayContaining([2, 4, DAY, NIGHT]));
    const byDesignation = await fetchWeek(
      `start_date=2026-03-02&end_date=2026-03-08&department_id=${org.department_id}&designation_id=${org.designation_id}`,
    );
    expect((byDesignation.json() as ScheduleFetch).employees.map((e) => e.employee_id)).toContain(other);
  });

  it('validates the range', async () => {
    const bad: Array<[string, string]> = [
      ['start_date=2026-02-30&end_date=2026-03-01', SCHEDULE_MSG.dateInvalid],
      ['start_date=2026-03-08&end_date=2026-03-02', SCHEDULE_MSG.rangeInvalid],
      ['start_date=2026-01-01&end_date=2026-06-01', SCHEDULE_MSG.rangeTooLong],
      ['end_date=2026-03-01', SCHEDULE_MSG.dateInvalid],
    ];
    for (const [q, message] of bad) {
      const res = await fetchWeek(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('needs shiftsschedule view (403) and a token (401)', async () => {
    const user = await h.createUser({ grants: [{ key: 'timesheet', view: true }] });
    expect(
      (await fetchWeek('start_date=2026-03-02&end_date=2026-03-08', await h.login(user.username))).statusCode,
    ).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `${url('fetch')}?start_date=2026-03-02&end_date=2026-03-08`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /shiftsSchedule/create', () => {
  it('assigns a shift, audited', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const res = await post('create', { employee_id: e, shift_date: '2026-04-06', shift_id: NIGHT });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SCHEDULE_MSG.created);
    expect(await entries([e])).toEqual([
      { id: res.json().log_no, employee_id: e, shift_date: '2026-04-06', shift_id: NIGHT },
    ]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('username')
      .where('entity', '=', 'schedule_entry')
      .where('entity_id', '=', String(res.json().log_no))
      .executeTakeFirstOrThrow();
    expect(audit.username).toBe('admin');
  });

  it('refuses dates outside 1900-01-01..2100-12-31 with one message (year 0000 was a 500 on PostgreSQL)', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const before = await allEntries();
    for (const shift_date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      const res = await post('create', { employee_id: e, shift_date, shift_id: DAY });
      expect(res.statusCode, shift_date).toBe(400);
      expect(res.json()).toEqual({ error: 'Dates must be from 1900-01-01 to 2100-12-31.' });
    }
    expect(await allEntries()).toEqual(before);
    expect(
      (await post('create', { employee_id: e, shift_date: '1900-01-01', shift_id: DAY })).statusCode,
    ).toBe(200);
  });

  it('refuses a second entry on a date (409), a leave cell, leave shifts, unknown shifts and employees not Active', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    await post('create', { employee_id: e, shift_date: '2026-04-06', shift_id: DAY });
    await leave(e, '2026-04-07');
    const resigned = await activeEmployee(h.deps.db, { org, status: 'Resigned' });
    const before = await allEntries();
    const cases: Array<[object, number, string]> = [
      [{ employee_id: e, shift_date: '2026-04-06', shift_id: MID }, 409, SCHEDULE_MSG.duplicate],
      [{ employee_id: e, shift_date: '2026-04-07', shift_id: MID }, 409, SCHEDULE_MSG.leaveLocked],
      [{ employee_id: e, shift_date: '2026-04-08', shift_id: 4 }, 409, SHIFT_MSG.leaveLocked],
      [{ employee_id: e, shift_date: '2026-04-08', shift_id: 2 }, 409, SHIFT_MSG.leaveLocked],
      [{ employee_id: e, shift_date: '2026-04-08', shift_id: 99_999 }, 404, SCHEDULE_MSG.shiftNotFound],
      [
        { employee_id: resigned, shift_date: '2026-04-08', shift_id: DAY },
        404,
        SCHEDULE_MSG.employeeNotFound,
      ],
      [{ employee_id: e, shift_date: '2026-13-01', shift_id: DAY }, 400, SCHEDULE_MSG.dateInvalid],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('create', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect(await allEntries()).toEqual(before);
  });

  it('needs create (403) and a token (401)', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const user = await h.createUser({
      grants: [{ key: 'shiftsschedule', view: true, update: true, delete: true }],
    });
    const res = await post(
      'create',
      { employee_id: e, shift_date: '2026-04-06', shift_id: DAY },
      await h.login(user.username),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: url('create'),
          payload: { employee_id: e, shift_date: '2026-04-06', shift_id: DAY },
        })
      ).statusCode,
    ).toBe(401);
    expect(await entries([e])).toEqual([]);
  });
});

describe('PUT /shiftsSchedule/update and DELETE /shiftsSchedule/delete', () => {
  it('changes and removes a shift', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const logNo = (await post('create', { employee_id: e, shift_date: '2026-04-13', shift_id: DAY })).json()
      .log_no;
    const changed = await update({ log_no: logNo, shift_id: NIGHT });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(SCHEDULE_MSG.updated);
    expect((await entries([e]))[0]?.shift_id).toBe(NIGHT);
    const removed = await remove(logNo);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(SCHEDULE_MSG.deleted);
    expect(await entries([e])).toEqual([]);
    expect((await remove(logNo)).statusCode).toBe(404);
    expect((await update({ log_no: logNo, shift_id: DAY })).statusCode).toBe(404);
  });

  it('refuses leave cells and leave shifts (409); nothing changes', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const leaveNo = await leave(e, '2026-04-14', 2);
    const logNo = (await post('create', { employee_id: e, shift_date: '2026-04-15', shift_id: DAY })).json()
      .log_no;
    const before = await entries([e]);
    for (const res of [await update({ log_no: leaveNo, shift_id: DAY }), await remove(leaveNo)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(SCHEDULE_MSG.leaveLocked);
    }
    const toLeave = await update({ log_no: logNo, shift_id: 4 });
    expect(toLeave.statusCode).toBe(409);
    expect(toLeave.json().error).toBe(SHIFT_MSG.leaveLocked);
    expect(await entries([e])).toEqual(before);
  });

  it('needs update / delete (403) and a token (401)', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const logNo = (await post('create', { employee_id: e, shift_date: '2026-04-16', shift_id: DAY })).json()
      .log_no;
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'shiftsschedule', view: true, create: true }] })).username,
    );
    expect((await update({ log_no: logNo, shift_id: MID }, viewer)).statusCode).toBe(403);
    expect((await remove(logNo, viewer)).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'PUT', url: url('update'), payload: { log_no: logNo, shift_id: MID } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `${url('delete')}?log_no=${logNo}` })).statusCode,
    ).toBe(401);
    expect((await entries([e]))[0]?.shift_id).toBe(DAY);
  });
});

describe('POST /shiftsSchedule/bulkAssign', () => {
  it('fills employees x weekdays in one go, leaves untouched, and answers the counts', async () => {
    const a = await activeEmployee(h.deps.db, { org });
    const b = await activeEmployee(h.deps.db, { org });
    await post('create', { employee_id: a, shift_date: '2026-05-04', shift_id: DAY });
    await post('create', { employee_id: a, shift_date: '2026-05-05', shift_id: MID });
    await leave(b, '2026-05-06');
    const res = await post('bulkAssign', {
      employee_ids: [a, b],
      start_date: '2026-05-04',
      end_date: '2026-05-10',
      weekdays: [1, 2, 3, 4, 5],
      shift_id: DAY,
    });
    expect(res.statusCode).toBe(200);
    // 2 employees x 5 weekdays = 10 cells: a's Monday unchanged, a's Tuesday changed, b's Wednesday a leave.
    expect(res.json()).toMatchObject({ created: 7, updated: 1, deleted: 0, unchanged: 1, skipped_leaves: 1 });
    const rows = await entries([a, b]);
    expect(rows.filter((r) => r.shift_id === DAY)).toHaveLength(9);
    expect(rows.find((r) => r.employee_id === b && r.shift_date === '2026-05-06')?.shift_id).toBe(4);
    expect(rows.some((r) => r.shift_date === '2026-05-09' || r.shift_date === '2026-05-10')).toBe(false);

    const cleared = await post('bulkAssign', {
      employee_ids: [a, b],
      start_date: '2026-05-04',
      end_date: '2026-05-10',
      shift_id: null,
    });
    expect(cleared.json()).toMatchObject({ created: 0, deleted: 9, skipped_leaves: 1 });
    expect(await entries([a, b])).toEqual([expect.objectContaining({ employee_id: b, shift_id: 4 })]);
  });

  it('refuses a leave shift, unknown or inactive employees, and needs every flag it uses; nothing written', async () => {
    const a = await activeEmployee(h.deps.db, { org });
    const resigned = await activeEmployee(h.deps.db, { org, status: 'Resigned' });
    const body = { employee_ids: [a], start_date: '2026-05-11', end_date: '2026-05-17', shift_id: DAY };
    const before = await allEntries();
    expect((await post('bulkAssign', { ...body, shift_id: 4 })).json().error).toBe(SHIFT_MSG.leaveLocked);
    expect((await post('bulkAssign', { ...body, employee_ids: [a, resigned] })).statusCode).toBe(404);
    expect((await post('bulkAssign', { ...body, employee_ids: [] })).json().error).toBe(
      SCHEDULE_MSG.employeesRequired,
    );
    expect((await post('bulkAssign', { ...body, end_date: '2026-05-10' })).json().error).toBe(
      SCHEDULE_MSG.rangeInvalid,
    );
    const createOnly = await h.login(
      (await h.createUser({ grants: [{ key: 'shiftsschedule', view: true, create: true }] })).username,
    );
    const res = await post('bulkAssign', body, createOnly);
    expect(res.statusCode).toBe(403);
    const noDelete = await h.login(
      (await h.createUser({ grants: [{ key: 'shiftsschedule', view: true, create: true, update: true }] }))
        .username,
    );
    expect((await post('bulkAssign', { ...body, shift_id: null }, noDelete)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: url('bulkAssign'), payload: body })).statusCode).toBe(
      401,
    );
    expect(await allEntries()).toEqual(before);
  });
});

describe('POST /shiftsSchedule/copyWeek', () => {
  it("applies a week's pattern to the next weeks, leave cells untouched", async () => {
    const a = await activeEmployee(h.deps.db, { org });
    await post('create', { employee_id: a, shift_date: '2026-06-01', shift_id: DAY });
    await post('create', { employee_id: a, shift_date: '2026-06-03', shift_id: NIGHT });
    await leave(a, '2026-06-05');
    await leave(a, '2026-06-10');
    await post('create', { employee_id: a, shift_date: '2026-06-15', shift_id: MID });
    const res = await post('copyWeek', { employee_ids: [a], week_start: '2026-06-01', weeks: 2 });
    expect(res.statusCode).toBe(200);
    // Pattern: Mon Day, Wed Night. Week 2: Mon created, Wed is a leave. Week 3: Mon changed from Mid, Wed created.
    expect(res.json()).toMatchObject({ created: 2, updated: 1, deleted: 0, unchanged: 0, skipped_leaves: 1 });
    const rows = await entries([a]);
    expect(rows.map((r) => [r.shift_date, r.shift_id])).toEqual([
      ['2026-06-01', DAY],
      ['2026-06-03', NIGHT],
      ['2026-06-05', 4],
      ['2026-06-08', DAY],
      ['2026-06-10', 4],
      ['2026-06-15', DAY],
      ['2026-06-17', NIGHT],
    ]);
  });

  it('validates the week and number of weeks', async () => {
    const a = await activeEmployee(h.deps.db, { org });
    expect(
      (await post('copyWeek', { employee_ids: [a], week_start: '2026-06-02', weeks: 1 })).json().error,
    ).toBe(SCHEDULE_MSG.weekStartMonday);
    expect(
      (await post('copyWeek', { employee_ids: [a], week_start: '2026-06-01', weeks: 13 })).json().error,
    ).toBe(SCHEDULE_MSG.weeksInvalid);
  });
});
