import {
  MSG,
  type ScheduleEntry,
  TIMESHEET_MSG,
  type TimesheetApplication,
  type TimesheetFetch,
  type TimesheetRecord,
  type TimesheetWeek,
  tableRows,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg, type Org } from './testFixtures.ts';

let h: Harness;
let admin: string;
let org: Org;
const DAY = 1;
const NIGHT = 5;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  org = await createOrg(h.deps.db);
});
afterAll(async () => h.close());

const url = (action: string) => `/api/timesheet/${action}`;
const week = (raw: TimesheetFetch): TimesheetWeek => ({
  ...raw,
  records: tableRows<TimesheetRecord>(raw.records),
  entries: tableRows<ScheduleEntry>(raw.entries),
  applications: tableRows<TimesheetApplication>(raw.applications),
});
const get = (action: string, query: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `${url(action)}?${query}`, headers: auth(token) });
const create = (payload: object, token = admin) =>
  h.app.inject({ method: 'POST', url: url('create'), headers: auth(token), payload });
const update = (payload: object, token = admin) =>
  h.app.inject({ method: 'PUT', url: url('update'), headers: auth(token), payload });
const remove = (logNo: unknown, token = admin) =>
  h.app.inject({ method: 'DELETE', url: `${url('delete')}?log_no=${logNo}`, headers: auth(token) });
const records = () => h.deps.db.selectFrom('timesheet_records').selectAll().orderBy('id').execute();
const recordsOf = (employeeId: number) =>
  h.deps.db
    .selectFrom('timesheet_records')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('shift_date')
    .execute();

async function schedule(employeeId: number, date: string, shiftId: number) {
  const at = new Date().toISOString();
  await h.deps.db
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
    .execute();
}

const day = (
  employee_id: number,
  shift_date: string,
  times: Partial<Record<string, string | null>> = {},
) => ({
  employee_id,
  shift_date,
  start_time: '08:00',
  end_time: '17:00',
  lunch_start: '12:00',
  lunch_end: '13:00',
  notes: '',
  ...times,
});

describe('GET /timesheet/fetch', () => {
  it("answers the grid's employees, their records and schedule entries of the range and the shifts", async () => {
    const org2 = await createOrg(h.deps.db);
    const a = await activeEmployee(h.deps.db, { org: org2 });
    const draft = await activeEmployee(h.deps.db, { org: org2, code: null });
    await schedule(a, '2026-03-03', DAY);
    expect((await create(day(a, '2026-03-03', { start_time: '08:15' }))).statusCode).toBe(200);
    expect((await create(day(a, '2026-03-10'))).statusCode).toBe(200);
    const res = await get('fetch', `start_date=2026-03-02&end_date=2026-03-08&company_id=${org2.company_id}`);
    expect(res.statusCode).toBe(200);
    const body = week(res.json() as TimesheetFetch);
    expect(body.employees.map((e) => e.employee_id)).toEqual([a]);
    expect(body.employees.map((e) => e.employee_id)).not.toContain(draft);
    expect(body.records).toEqual([
      {
        log_no: expect.any(Number),
        employee_id: a,
        shift_date: '2026-03-03',
        start_time: '08:15:00',
        end_time: '17:00:00',
        lunch_start: '12:00:00',
        lunch_end: '13:00:00',
        notes: null,
      },
    ]);
    expect(body.entries).toEqual([
      { log_no: expect.any(Number), employee_id: a, shift_date: '2026-03-03', shift_id: DAY },
    ]);
    expect(body.shifts.length).toBeGreaterThan(4);
  });

  it('writes texts with quotes, backslashes, line breaks and accents as valid JSON', async () => {
    const org3 = await createOrg(h.deps.db);
    const e = await activeEmployee(h.deps.db, { org: org3, last: 'Dela Peña "Jr." \\ O\'Neil' });
    const notes = 'Said "traffic"\non EDSA \\ tab\there ✓';
    expect((await create(day(e, '2026-03-03', { notes }))).statusCode).toBe(200);
    const res = await get('fetch', `start_date=2026-03-02&end_date=2026-03-08&company_id=${org3.company_id}`);
    const body = week(res.json() as TimesheetFetch);
    expect(body.employees[0]?.last_name).toBe('Dela Peña "Jr." \\ O\'Neil');
    expect(body.records[0]?.notes).toBe(notes);
  });

  it('needs timesheet view (403) and a token (401); validates the range', async () => {
    const user = await h.createUser({ grants: [{ key: 'shiftsschedule', view: true }] });
    expect(
      (await get('fetch', 'start_date=2026-03-02&end_date=2026-03-08', await h.login(user.username)))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `${url('fetch')}?start_date=2026-03-02&end_date=2026-03-08`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await get('fetch', 'start_date=2026-03-09&end_date=2026-03-08')).statusCode).toBe(400);
  });
});

describe('POST /timesheet/create', () => {
  it('adds a record; notes optional', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const res = await create(
      day(e, '2026-03-02', { lunch_start: null, lunch_end: '', notes: ' Forgot to log lunch ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TIMESHEET_MSG.created);
    expect(await recordsOf(e)).toEqual([
      expect.objectContaining({
        start_time: '08:00:00',
        end_time: '17:00:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'Forgot to log lunch',
      }),
    ]);
  });

  it('refuses dates outside 1900-01-01..2100-12-31 with one message (year 0000 was a 500 on PostgreSQL)', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const before = await records();
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      const res = await create(day(e, date));
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toEqual({ error: 'Dates must be from 1900-01-01 to 2100-12-31.' });
    }
    expect(await records()).toEqual(before);
    expect((await create(day(e, '2100-12-31'))).statusCode).toBe(200);
  });

  it('applies every spec 5 rule, with the message, and saves nothing', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const before = await records();
    const cases: Array<[object, string]> = [
      [day(e, '2026-03-02', { start_time: '17:00', end_time: '08:00' }), TIMESHEET_MSG.startBeforeEnd],
      [day(e, '2026-03-02', { start_time: '08:00', end_time: '08:00' }), TIMESHEET_MSG.startBeforeEnd],
      [day(e, '2026-03-02', { lunch_start: '13:00', lunch_end: '12:00' }), TIMESHEET_MSG.lunchStartBeforeEnd],
      [day(e, '2026-03-02', { lunch_start: '07:00', lunch_end: '08:00' }), TIMESHEET_MSG.lunchDuringShift],
      [day(e, '2026-03-02', { lunch_start: '16:30', lunch_end: '17:30' }), TIMESHEET_MSG.lunchDuringShift],
      [day(e, '2026-03-02', { lunch_end: null }), TIMESHEET_MSG.lunchPair],
      [day(e, '2026-03-02', { end_time: null }), TIMESHEET_MSG.timesRequired],
      [day(e, '2026-03-02', { start_time: '25:00' }), TIMESHEET_MSG.timeInvalid],
      [day(e, '2026-03-02', { notes: 'x'.repeat(501) }), TIMESHEET_MSG.notesTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await records()).toEqual(before);
  });

  it('takes an overnight shift as one day on its start date', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    await schedule(e, '2026-03-04', NIGHT);
    const res = await create(
      day(e, '2026-03-04', {
        start_time: '22:05',
        end_time: '07:00',
        lunch_start: '02:00',
        lunch_end: '03:00',
      }),
    );
    expect(res.statusCode).toBe(200);
    // Lunch outside the night's hours is still refused.
    await schedule(e, '2026-03-05', NIGHT);
    const bad = await create(
      day(e, '2026-03-05', {
        start_time: '22:00',
        end_time: '07:00',
        lunch_start: '08:00',
        lunch_end: '09:00',
      }),
    );
    expect(bad.json().error).toBe(TIMESHEET_MSG.lunchDuringShift);
  });

  it('refuses a second record on a date (409), leave days, and employees not Active', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const resigned = await activeEmployee(h.deps.db, { org, status: 'Resigned' });
    await create(day(e, '2026-03-02'));
    await schedule(e, '2026-03-03', 4);
    await schedule(e, '2026-03-04', 2);
    const before = await records();
    const dup = await create(day(e, '2026-03-02'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(TIMESHEET_MSG.duplicate);
    for (const date of ['2026-03-03', '2026-03-04']) {
      const res = await create(day(e, date));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(TIMESHEET_MSG.leaveLocked);
    }
    expect((await create(day(resigned, '2026-03-02'))).statusCode).toBe(404);
    expect(await records()).toEqual(before);
  });

  it('needs create (403) and a token (401)', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const user = await h.createUser({
      grants: [{ key: 'timesheet', view: true, update: true, delete: true }],
    });
    const res = await create(day(e, '2026-03-02'), await h.login(user.username));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    expect(
      (await h.app.inject({ method: 'POST', url: url('create'), payload: day(e, '2026-03-02') })).statusCode,
    ).toBe(401);
    expect(await recordsOf(e)).toEqual([]);
  });
});

describe('PUT /timesheet/update and DELETE /timesheet/delete', () => {
  it('saves, then deletes a record; 404 afterwards', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const logNo = (await create(day(e, '2026-03-09'))).json().log_no;
    const {
      employee_id: _e,
      shift_date: _d,
      ...times
    } = day(e, '2026-03-09', { end_time: '16:00', notes: 'Left early' });
    const res = await update({ log_no: logNo, ...times });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TIMESHEET_MSG.updated);
    expect((await recordsOf(e))[0]).toMatchObject({ end_time: '16:00:00', notes: 'Left early' });
    const bad = await update({ log_no: logNo, ...times, start_time: '18:00' });
    expect(bad.json().error).toBe(TIMESHEET_MSG.startBeforeEnd);
    expect((await recordsOf(e))[0]).toMatchObject({ start_time: '08:00:00' });
    const gone = await remove(logNo);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(TIMESHEET_MSG.deleted);
    expect((await remove(logNo)).statusCode).toBe(404);
    expect((await update({ log_no: logNo, ...times })).statusCode).toBe(404);
  });

  it('refuses records on leave days', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const logNo = (await create(day(e, '2026-03-10'))).json().log_no;
    await schedule(e, '2026-03-10', 4); // a leave approved after the record was made
    const { employee_id: _e, shift_date: _d, ...times } = day(e, '2026-03-10');
    for (const res of [await update({ log_no: logNo, ...times, end_time: '16:00' }), await remove(logNo)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(TIMESHEET_MSG.leaveLocked);
    }
    expect((await recordsOf(e))[0]).toMatchObject({ end_time: '17:00:00' });
  });

  it('needs update / delete (403) and a token (401)', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    const logNo = (await create(day(e, '2026-03-11'))).json().log_no;
    const { employee_id: _e, shift_date: _d, ...times } = day(e, '2026-03-11');
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'timesheet', view: true, create: true }] })).username,
    );
    expect((await update({ log_no: logNo, ...times, end_time: '16:00' }, viewer)).statusCode).toBe(403);
    expect((await remove(logNo, viewer)).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `${url('delete')}?log_no=${logNo}` })).statusCode,
    ).toBe(401);
    expect(await recordsOf(e)).toHaveLength(1);
  });
});

describe('dev tools', () => {
  it('calculateHours: per day what the payroll counts, from the engine', async () => {
    const e = await activeEmployee(h.deps.db, { org, code: 'DV001' });
    await schedule(e, '2026-03-16', DAY);
    await schedule(e, '2026-03-17', NIGHT);
    await schedule(e, '2026-03-18', DAY);
    await schedule(e, '2026-03-19', 4);
    await create(day(e, '2026-03-16', { start_time: '08:30' }));
    await create(
      day(e, '2026-03-17', {
        start_time: '22:00',
        end_time: '07:00',
        lunch_start: '02:00',
        lunch_end: '03:00',
      }),
    );
    const res = await get('calculateHours', 'employee_code=dv001&start_date=2026-03-16&end_date=2026-03-22');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.employee_code).toBe('DV001');
    expect(body.days.map((d: { shift_date: string }) => d.shift_date)).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
    ]);
    expect(body.days[0]).toMatchObject({
      shift_name: 'Day Shift',
      late_minutes: 30,
      official_minutes: 450,
      official_hours: 7.5,
      status: 'Late',
    });
    expect(body.days[1]).toMatchObject({ official_minutes: 480, night_minutes: 420, status: 'Present' });
    expect(body.days[2]).toMatchObject({ official_minutes: 0, status: 'Absent' });
    expect(body.days[3]).toMatchObject({ status: 'Paid Leave' });
  });

  it("issue 22: a forgotten time-out is 'No time out' (pays nothing until corrected); a shift not yet ended is 'In progress'", async () => {
    // The test clock starts at 2026-11-21T01:00Z: 09:00 on Saturday 21 November in Manila.
    const e = await activeEmployee(h.deps.db, { org, code: 'DV009' });
    await schedule(e, '2026-11-19', DAY);
    await schedule(e, '2026-11-20', NIGHT);
    await schedule(e, '2026-11-21', DAY);
    await schedule(e, '2026-11-22', NIGHT);
    // A forgotten time-out comes from the time clock: one punch on the day.
    const rows = [
      ['2026-11-19', '07:55:00'],
      ['2026-11-20', '21:47:00'],
      ['2026-11-21', '07:58:00'],
      ['2026-11-22', '21:47:00'],
    ].map(([shift_date, start_time]) => ({
      employee_code: 'DV009',
      shift_date,
      start_time,
      end_time: null,
      lunch_start: null,
      lunch_end: null,
      notes: 'NO RECORDED TIME OUT AND LUNCH',
    }));
    const upload = await h.app.inject({
      method: 'POST',
      url: url('uploadBatch'),
      headers: auth(admin),
      payload: { payloadAdd: rows, simplifiedOverwrite: [] },
    });
    expect(upload.json().validQueries).toHaveLength(4);
    const statuses = async (token: string) => {
      const res = await get(
        'calculateHours',
        'employee_code=DV009&start_date=2026-11-19&end_date=2026-11-22',
        token,
      );
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .days.map((d: { status: string; official_minutes: number }) => [d.status, d.official_minutes]);
    };
    // At 09:00 on the 21st: the 19th's day shift and the 20th's night shift (ended 07:00) are over;
    // the 21st's day shift runs until 17:00; the 22nd's night has not even begun.
    expect(await statuses(admin)).toEqual([
      ['No time out', 0],
      ['No time out', 0],
      ['In progress', 0],
      ['In progress', 0],
    ]);
    // 23:30 on the 22nd (15:30Z): the night shift clocked in at 21:47 is running, not absent.
    h.clock.advance(Date.parse('2026-11-22T15:30:00Z') - h.clock.now().getTime());
    const later = await h.login('admin', ADMIN_PASSWORD);
    expect((await statuses(later))[3]).toEqual(['In progress', 0]);
    // 07:00 on the 23rd: that shift is over and nobody clocked out.
    h.clock.advance(Date.parse('2026-11-22T23:00:00Z') - h.clock.now().getTime());
    const after = await h.login('admin', ADMIN_PASSWORD);
    expect((await statuses(after))[3]).toEqual(['No time out', 0]);
    h.clock.advance(Date.parse('2026-11-21T01:00:00Z') - h.clock.now().getTime());
    // Signing in two days later forgot the first session (its token had expired by then): the
    // clock is back, so sign in again for the tests that follow.
    admin = await h.login('admin', ADMIN_PASSWORD);
  });

  it('calculateApplications/Earnings/Deductions answer empty lists; earnings and deductions need payroll view', async () => {
    await activeEmployee(h.deps.db, { org, code: 'DV002' });
    const q = 'employee_code=DV002&start_date=2026-03-16&end_date=2026-03-22';
    for (const name of ['calculateApplications', 'calculateEarnings', 'calculateDeductions']) {
      const res = await get(name, q);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().items).toEqual([]);
    }
    const timesheetOnly = await h.login(
      (await h.createUser({ grants: [{ key: 'timesheet', view: true, delete: true }] })).username,
    );
    expect((await get('calculateApplications', q, timesheetOnly)).statusCode).toBe(200);
    expect((await get('calculateEarnings', q, timesheetOnly)).statusCode).toBe(403);
    expect((await get('calculateDeductions', q, timesheetOnly)).statusCode).toBe(403);
  });

  it('validates the code and range; unknown code 404; needs view (403)', async () => {
    expect(
      (await get('calculateHours', 'employee_code=AB-1&start_date=2026-03-16&end_date=2026-03-22')).json()
        .error,
    ).toBe(TIMESHEET_MSG.employeeCodeInvalid);
    expect(
      (await get('calculateHours', 'employee_code=ZZ999&start_date=2026-03-16&end_date=2026-03-22'))
        .statusCode,
    ).toBe(404);
    expect(
      (await get('calculateHours', 'employee_code=DV001&start_date=2026-03-22&end_date=2026-03-16'))
        .statusCode,
    ).toBe(400);
    const other = await h.login((await h.createUser({ grants: [{ key: 'payroll', view: true }] })).username);
    expect(
      (await get('calculateHours', 'employee_code=DV001&start_date=2026-03-16&end_date=2026-03-22', other))
        .statusCode,
    ).toBe(403);
  });

  it("deleteBatch deletes the employee's records in range, keeps leave days and other employees, and counts", async () => {
    const e = await activeEmployee(h.deps.db, { org, code: 'DV003' });
    const other = await activeEmployee(h.deps.db, { org, code: 'DV004' });
    for (const d of ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-30']) await create(day(e, d));
    await create(day(other, '2026-03-24'));
    await schedule(e, '2026-03-25', 4);
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'timesheet', view: true, update: true }] })).username,
    );
    const q = 'employee_code=3&start_date=2026-03-23&end_date=2026-03-29';
    expect(
      (await h.app.inject({ method: 'DELETE', url: `${url('deleteBatch')}?${q}`, headers: auth(viewer) }))
        .statusCode,
    ).toBe(403);
    expect(await recordsOf(e)).toHaveLength(4);
    const res = await h.app.inject({
      method: 'DELETE',
      url: `${url('deleteBatch')}?employee_code=dv003&start_date=2026-03-23&end_date=2026-03-29`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TIMESHEET_MSG.batchDeleted(2), deleted: 2 });
    expect((await recordsOf(e)).map((r) => r.shift_date)).toEqual(['2026-03-25', '2026-03-30']);
    expect(await recordsOf(other)).toHaveLength(1);
    expect((await h.app.inject({ method: 'DELETE', url: `${url('deleteBatch')}?${q}` })).statusCode).toBe(
      401,
    );
  });
});

describe('deleting an employee', () => {
  it('takes their schedule entries and timesheet records with them', async () => {
    const e = await activeEmployee(h.deps.db, { org });
    await schedule(e, '2026-03-02', DAY);
    await create(day(e, '2026-03-02'));
    const res = await h.app.inject({
      method: 'DELETE',
      url: `/api/employee_list/delete?id=${e}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await recordsOf(e)).toEqual([]);
    const left = await h.deps.db
      .selectFrom('schedule_entries')
      .select('id')
      .where('employee_id', '=', e)
      .execute();
    expect(left).toEqual([]);
  });
});
