/**
 * My Sahod's Attendance (issue 24 §2): the month calendar from the timesheet's own day statuses,
 * and Time Correction: filed as an application, approved in the ordinary approval flow, written to
 * the timesheet unless a processed payroll covers the date. Today is Saturday 2026-11-21 (Manila).
 */
import { APP_MSG, ME_LEAVE_MSG, type MeAttendance, TIMESHEET_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { ALL, counts, linkedUser, scheduleShift, typeId } from '../applications/testFixtures.ts';
import { call, logOn, type Method, processedPayslip, recordOn } from './testFixtures.ts';

let h: Harness;
type Linked = Awaited<ReturnType<typeof linkedUser>>;
let approver: Linked;
let employee: Linked;
let other: Linked;

const req = (method: Method, url: string, token?: string, payload?: object) =>
  call(h, method, url, token, payload);

const correction = (date: string, extra: object = {}) => ({
  date,
  time_in: '08:00',
  time_out: '17:00',
  reason: 'Biometric was down',
  approver_employee_id: approver.employeeId,
  ...extra,
});

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  employee = await linkedUser(h, []);
  other = await linkedUser(h, []);
  for (const date of [
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-24',
    '2026-11-30',
  ])
    await scheduleShift(h, employee.employeeId, date);
  await scheduleShift(h, employee.employeeId, '2026-11-23', 4); // Paid Leave
  await logOn(h, employee.employeeId, '2026-11-16', '08:00:00', '17:00:00');
  await logOn(h, employee.employeeId, '2026-11-17', '08:30:00', '17:00:00');
  await logOn(h, employee.employeeId, '2026-11-18', '08:00:00', '16:00:00');
  await scheduleShift(h, other.employeeId, '2026-11-16');
  await logOn(h, other.employeeId, '2026-11-16', '09:15:00', '17:00:00');
});
afterAll(async () => h.close());

const dayOf = (body: MeAttendance, date: string) => body.days.find((d) => d.date === date);

describe('GET /api/me/attendance', () => {
  it("shows every date of the month with the timesheet's status, rest days, holidays and leave", async () => {
    const res = await req('GET', 'me/attendance?month=2026-11', employee.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.month).toBe('2026-11');
    expect(body.days).toHaveLength(30);
    expect(dayOf(body, '2026-11-16')).toMatchObject({
      status: 'Present',
      shift_name: 'Day Shift',
      shift_start: '08:00:00',
      shift_end: '17:00:00',
      start_time: '08:00:00',
      end_time: '17:00:00',
    });
    expect(dayOf(body, '2026-11-17')?.status).toBe('Late');
    expect(dayOf(body, '2026-11-18')?.status).toBe('Early Departure');
    // A past shift without a log is an absence; one still to come has no status yet.
    expect(dayOf(body, '2026-11-19')?.status).toBe('Absent');
    expect(dayOf(body, '2026-11-24')).toMatchObject({ status: null, shift_name: 'Day Shift' });
    expect(dayOf(body, '2026-11-23')?.status).toBe('Paid Leave');
    // Sunday is the rest day of the default work week; Bonifacio Day a regular holiday even with a shift.
    expect(dayOf(body, '2026-11-15')).toMatchObject({ status: 'Rest Day', rest_day: true, shift_name: null });
    expect(dayOf(body, '2026-11-30')).toMatchObject({ status: 'Holiday', holiday: 'Bonifacio Day' });
    expect(dayOf(body, '2026-11-02')).toMatchObject({ status: 'Holiday', holiday: "All Souls' Day" });
    // A workday with no shift and no log shows nothing.
    expect(dayOf(body, '2026-11-10')).toMatchObject({ status: null, rest_day: false, holiday: null });
  });

  it("refuses a bad month, and another employee's id with 404 carrying none of their logs", async () => {
    const bad = await req('GET', 'me/attendance?month=2026-13', employee.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(ME_LEAVE_MSG.monthInvalid);
    const foreign = await req(
      'GET',
      `me/attendance?month=2026-11&employee_id=${other.employeeId}`,
      employee.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: APP_MSG.employeeUnknown });
    expect(foreign.body).not.toContain('09:15');
  });
});

describe('Time Correction', () => {
  it('files a correction that the approver approves; the timesheet record is written and the day is Present', async () => {
    const filed = await req('POST', 'me/attendance/corrections', employee.token, correction('2026-11-19'));
    expect(filed.statusCode).toBe(200);
    expect(filed.json().message).toBe(ME_LEAVE_MSG.correctionFiled);
    const logNo = filed.json().log_nos[0] as number;
    const type = await typeId(h, 'Time Correction');
    const stored = await h.deps.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', logNo)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      application_type_id: type,
      employee_id: employee.employeeId,
      effective_date: '2026-11-19',
      start_time: '08:00:00',
      end_time: '17:00:00',
      particulars: 'Biometric was down',
      approval_status: 'For Approval',
    });
    expect(
      dayOf((await req('GET', 'me/attendance?month=2026-11', employee.token)).json(), '2026-11-19'),
    ).toMatchObject({
      status: 'Absent',
      correction: 'For Approval',
    });
    expect(await recordOn(h, employee.employeeId, '2026-11-19')).toBeUndefined();

    const ok = await req('PUT', `me/approvals/${logNo}/approve`, approver.token, { remarks: 'Checked' });
    expect(ok.statusCode).toBe(200);
    expect(await recordOn(h, employee.employeeId, '2026-11-19')).toEqual({
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: null,
      lunch_end: null,
    });
    expect(
      dayOf((await req('GET', 'me/attendance?month=2026-11', employee.token)).json(), '2026-11-19'),
    ).toMatchObject({
      status: 'Present',
      correction: 'Approved',
    });
  });

  it('approved through Applications Approval, it corrects an existing record and keeps its lunch', async () => {
    const filed = await req('POST', 'me/attendance/corrections', employee.token, correction('2026-11-17'));
    const logNo = filed.json().log_nos[0] as number;
    const ok = await req('PUT', 'applicationsApproval/approve', approver.token, {
      log_no: logNo,
      remarks: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(await recordOn(h, employee.employeeId, '2026-11-17')).toEqual({
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: '12:00:00',
      lunch_end: '13:00:00',
    });
  });

  it('refuses times the timesheet refuses and a leave day, writing nothing', async () => {
    const before = await counts(h);
    const backwards = await req(
      'POST',
      'me/attendance/corrections',
      employee.token,
      correction('2026-11-20', { time_in: '17:00', time_out: '08:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(TIMESHEET_MSG.startBeforeEnd);
    const leave = await req('POST', 'me/attendance/corrections', employee.token, correction('2026-11-23'));
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toBe(TIMESHEET_MSG.leaveLocked);
    const noTime = await req(
      'POST',
      'me/attendance/corrections',
      employee.token,
      correction('2026-11-20', { time_in: '' }),
    );
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().error).toBe(ME_LEAVE_MSG.timeInRequired);
    const noReason = await req(
      'POST',
      'me/attendance/corrections',
      employee.token,
      correction('2026-11-20', { reason: '' }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(ME_LEAVE_MSG.reasonRequired);
    expect(await counts(h)).toEqual(before);
  });

  it("filing for another employee's id answers 404 and writes nothing", async () => {
    const before = await counts(h);
    const res = await req(
      'POST',
      'me/attendance/corrections',
      employee.token,
      correction('2026-11-20', { employee_id: other.employeeId }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: APP_MSG.employeeUnknown });
    expect(await counts(h)).toEqual(before);
  });

  it('a processed period refuses the approval with the processed-payroll message, and the filing too', async () => {
    const worker = await linkedUser(h, []);
    await scheduleShift(h, worker.employeeId, '2026-11-10');
    await logOn(h, worker.employeeId, '2026-11-10', '10:00:00', '17:00:00');
    const filed = await req('POST', 'me/attendance/corrections', worker.token, correction('2026-11-10'));
    expect(filed.statusCode).toBe(200);
    const logNo = filed.json().log_nos[0] as number;
    await processedPayslip(h, worker.employeeId, '2026-11-01', '2026-11-15');

    const res = await req('PUT', `me/approvals/${logNo}/approve`, approver.token, { remarks: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(APP_MSG.payrollCovers('2026-11-01 to 2026-11-15'));
    expect(await recordOn(h, worker.employeeId, '2026-11-10')).toMatchObject({
      start_time: '10:00:00',
      end_time: '17:00:00',
    });
    const status = await h.deps.db
      .selectFrom('applications')
      .select('approval_status')
      .where('id', '=', logNo)
      .executeTakeFirstOrThrow();
    expect(status.approval_status).toBe('For Approval');

    const late = await req('POST', 'me/attendance/corrections', worker.token, correction('2026-11-11'));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(APP_MSG.payrollCoversFiling('2026-11-01 to 2026-11-15'));
  });
});
