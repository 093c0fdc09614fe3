/**
 * Issue 22: a full-day leave takes its start and end from the day's shift. The employee's schedule:
 * Day Shift (08:00-17:00, id 1) on Thursday 26 November 2026, Night Shift (22:00-07:00, id 5) on the
 * 27th, nothing on the 28th.
 */
import { APP_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, counts, linkedUser, scheduleShift, typeId } from './testFixtures.ts';

let h: Harness;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let vacation: number;
let overtime: number;

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  vacation = await typeId(h, 'Vacation Leave');
  overtime = await typeId(h, 'Overtime');
});
afterAll(async () => h.close());

async function filer() {
  const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  await scheduleShift(h, me.employeeId, '2026-11-26', 1);
  await scheduleShift(h, me.employeeId, '2026-11-27', 5);
  return me;
}

const file = (token: string, body: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/applications/create',
    headers: auth(token),
    payload: { particulars: 'Family matters', approver_employee_id: approver.employeeId, ...body },
  });

const stored = (employeeId: number) =>
  h.deps.db
    .selectFrom('applications')
    .select(['effective_date', 'start_time', 'end_time'])
    .where('employee_id', '=', employeeId)
    .orderBy('effective_date')
    .execute();

describe('a full-day leave takes its times from the schedule (issue 22)', () => {
  it('no times: each date gets its own shift, 08:00-17:00 and 22:00-07:00', async () => {
    const me = await filer();
    const res = await file(me.token, {
      application_type_id: vacation,
      effective_date: '2026-11-26',
      end_date: '2026-11-27',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().log_nos).toHaveLength(2);
    expect(await stored(me.employeeId)).toEqual([
      { effective_date: '2026-11-26', start_time: '08:00:00', end_time: '17:00:00' },
      { effective_date: '2026-11-27', start_time: '22:00:00', end_time: '07:00:00' },
    ]);
  });

  it('full_day: true wins over typed times; typed times alone are kept as before', async () => {
    const me = await filer();
    const full = await file(me.token, {
      application_type_id: vacation,
      effective_date: '2026-11-26',
      start_time: '09:00',
      end_time: '12:00',
      full_day: true,
    });
    expect(full.statusCode).toBe(200);
    const other = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    const typed = await file(other.token, {
      application_type_id: vacation,
      effective_date: '2026-11-26',
      start_time: '09:00',
      end_time: '12:00',
    });
    expect(typed.statusCode).toBe(200);
    expect(await stored(me.employeeId)).toEqual([
      { effective_date: '2026-11-26', start_time: '08:00:00', end_time: '17:00:00' },
    ]);
    expect(await stored(other.employeeId)).toEqual([
      { effective_date: '2026-11-26', start_time: '09:00:00', end_time: '12:00:00' },
    ]);
  });

  it('a date without a shift, a non-leave without times and one time alone are refused (400), nothing written', async () => {
    const me = await filer();
    const before = await counts(h);
    const noShift = await file(me.token, {
      application_type_id: vacation,
      effective_date: '2026-11-27',
      end_date: '2026-11-28',
    });
    expect(noShift.statusCode).toBe(400);
    expect(noShift.json().error).toBe(APP_MSG.noShiftForFullDay('2026-11-28'));
    const notLeave = await file(me.token, { application_type_id: overtime, effective_date: '2026-11-26' });
    expect(notLeave.statusCode).toBe(400);
    expect(notLeave.json().error).toBe(APP_MSG.timeRequired);
    const oneTime = await file(me.token, {
      application_type_id: vacation,
      effective_date: '2026-11-26',
      start_time: '08:00',
    });
    expect(oneTime.statusCode).toBe(400);
    expect(oneTime.json().error).toBe(APP_MSG.timeRequired);
    expect(await counts(h)).toEqual(before);
  });
});
