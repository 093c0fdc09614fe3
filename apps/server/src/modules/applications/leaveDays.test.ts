/**
 * Issue 22: the application form reads, before filing, which leave dates use no credit (a regular
 * holiday or the employee's rest day, from their work week) and the shift a full-day leave takes its
 * times from. November 2026: Wednesday the 25th, Friday the 27th, Saturday the 28th, Sunday the
 * 29th, Monday the 30th Bonifacio Day (a regular holiday). Shifts: Day Shift (id 1) 08:00-17:00,
 * Night Shift (id 5) 22:00-07:00, Paid Leave (id 4) has no times.
 */
import { APP_MSG, WORK_WEEK_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, linkedUser, scheduleShift, typeId } from './testFixtures.ts';

let h: Harness;
let admin: string;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let vacation: number;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  vacation = await typeId(h, 'Vacation Leave');
});
afterAll(async () => h.close());

const get = (url: string, token?: string) =>
  h.app.inject({ method: 'GET', url: `/api/${url}`, ...(token ? { headers: auth(token) } : {}) });
const put = (url: string, payload: object) =>
  h.app.inject({ method: 'PUT', url: `/api/${url}`, headers: auth(admin), payload });

const rest = (date: string) => `${date} is a rest day: no leave credit is used.`;
const BONIFACIO = '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.';

/** An employee whose company rests on Saturday and Sunday, with shifts on the 27th (Day) and 30th (Night). */
async function employee() {
  const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  const saved = await put('groupRecords/workWeek', { company_id: me.org.company_id, rest_weekdays: [0, 6] });
  expect(saved.json().message).toBe(WORK_WEEK_MSG.saved);
  await scheduleShift(h, me.employeeId, '2026-11-27', 1);
  await scheduleShift(h, me.employeeId, '2026-11-30', 5);
  return me;
}

describe('GET /applications/leaveDays (issue 22)', () => {
  it("follows the company's work week, names the holiday and gives each date's shift", async () => {
    const me = await employee();
    const res = await get('applications/leaveDays?start=2026-11-27&end=2026-11-30', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rest_weekdays: [0, 6],
      days: [
        {
          date: '2026-11-27',
          credit_note: null,
          shift: { name: 'Day Shift', start_time: '08:00:00', end_time: '17:00:00' },
          shift_note: null,
        },
        {
          date: '2026-11-28',
          credit_note: rest('28 Nov 2026'),
          shift: null,
          shift_note: APP_MSG.noShiftForFullDay('2026-11-28'),
        },
        {
          date: '2026-11-29',
          credit_note: rest('29 Nov 2026'),
          shift: null,
          shift_note: APP_MSG.noShiftForFullDay('2026-11-29'),
        },
        {
          date: '2026-11-30',
          credit_note: BONIFACIO,
          shift: { name: 'Night Shift', start_time: '22:00:00', end_time: '07:00:00' },
          shift_note: null,
        },
      ],
    });
  });

  it("the employee's own rest days win over the company's; a leave shift is no working shift", async () => {
    const me = await employee();
    await scheduleShift(h, me.employeeId, '2026-11-25', 4);
    expect(
      (await put('employee_management/workWeek', { employee_id: me.employeeId, rest_weekdays: [3] }))
        .statusCode,
    ).toBe(200);
    const res = await get('applications/leaveDays?start=2026-11-25&end=2026-11-28', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rest_weekdays).toEqual([3]);
    expect(body.days.map((d: { credit_note: string | null }) => d.credit_note)).toEqual([
      rest('25 Nov 2026'),
      null,
      null,
      null,
    ]);
    expect(body.days[0]).toMatchObject({ shift: null, shift_note: APP_MSG.noShiftForFullDay('2026-11-25') });
    // The start alone (the form before an End Date is chosen).
    const one = await get('applications/leaveDays?start=2026-11-27&end=', me.token);
    expect(one.statusCode).toBe(200);
    expect(one.json().days).toHaveLength(1);
  });

  it('shows what filing then does: the full-day leave takes the previewed times', async () => {
    const me = await employee();
    const preview = (await get('applications/leaveDays?start=2026-11-30', me.token)).json();
    const filed = await h.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: auth(me.token),
      payload: {
        application_type_id: vacation,
        effective_date: '2026-11-30',
        full_day: true,
        particulars: 'Family matters',
        approver_employee_id: approver.employeeId,
      },
    });
    expect(filed.statusCode).toBe(200);
    const row = await h.deps.db
      .selectFrom('applications')
      .select(['start_time', 'end_time'])
      .where('employee_id', '=', me.employeeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      start_time: preview.days[0].shift.start_time,
      end_time: preview.days[0].shift.end_time,
    });
    // And the row the approver reads carries the same credit note.
    const own = (await get('applications/fetch', me.token)).json();
    expect(own[0].credit_note).toBe(preview.days[0].credit_note);
  });

  it('refuses bad dates and ranges (400), an account without an employee (400), 403 and 401', async () => {
    const me = await employee();
    const cases: Array<[string, string]> = [
      ['start=2026-11-30&end=2026-11-27', APP_MSG.rangeBackwards],
      ['start=2026-11-01&end=2026-12-02', APP_MSG.rangeTooLong],
      ['start=2026-02-30', APP_MSG.dateInvalid],
      ['start=yesterday', APP_MSG.dateInvalid],
      ['end=2026-11-27', APP_MSG.dateInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await get(`applications/leaveDays?${query}`, me.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe(message);
    }
    // 31 dates is the longest filing, so the longest preview.
    const longest = await get('applications/leaveDays?start=2026-11-01&end=2026-12-01', me.token);
    expect(longest.statusCode).toBe(200);
    expect(longest.json().days).toHaveLength(31);

    const unlinked = await h.createUser({ grants: [{ key: 'applications', view: true }] });
    const noEmployee = await get('applications/leaveDays?start=2026-11-27', await h.login(unlinked.username));
    expect(noEmployee.statusCode).toBe(400);
    expect(noEmployee.json().error).toBe(APP_MSG.noEmployee);

    const other = await h.createUser({ grants: [{ key: 'applicationsproxy', view: true }] });
    expect(
      (await get('applications/leaveDays?start=2026-11-27', await h.login(other.username))).statusCode,
    ).toBe(403);
    expect((await get('applications/leaveDays?start=2026-11-27')).statusCode).toBe(401);
  });
});

describe('GET /applicationsProxy/leaveDays (issue 22)', () => {
  it("reads the chosen employee's dates; unknown employee 404; needs applicationsproxy view", async () => {
    const me = await employee();
    const proxy = await h.createUser({ grants: [{ key: 'applicationsproxy', view: true }] });
    const token = await h.login(proxy.username);
    const res = await get(`applicationsProxy/leaveDays?UID=${me.employeeId}&start=2026-11-28`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rest_weekdays: [0, 6],
      days: [
        {
          date: '2026-11-28',
          credit_note: rest('28 Nov 2026'),
          shift: null,
          shift_note: APP_MSG.noShiftForFullDay('2026-11-28'),
        },
      ],
    });
    const missing = await get('applicationsProxy/leaveDays?UID=999999&start=2026-11-28', token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(APP_MSG.employeeUnknown);
    expect((await get('applicationsProxy/leaveDays?start=2026-11-28', token)).statusCode).toBe(400);
    expect(
      (await get(`applicationsProxy/leaveDays?UID=${me.employeeId}&start=2026-11-28`, me.token)).statusCode,
    ).toBe(403);
  });
});
