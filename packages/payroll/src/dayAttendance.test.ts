import { describe, expect, it } from 'vitest';
import { computePayslipCentavos, dayAttendance } from './payslip.ts';

const night = { shift_id: 5, start_time: '22:00:00', end_time: '07:00:00' };
const day = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };

describe('dayAttendance', () => {
  it('counts a night shift on its start date: official, night minutes less the lunch', () => {
    const log = {
      start_time: '22:00:00',
      end_time: '07:00:00',
      lunch_start: '02:00:00',
      lunch_end: '03:00:00',
    };
    // 22:00-07:00 is 540 minutes less a 60-minute lunch; night hours 22:00-06:00 (480) less the lunch.
    expect(dayAttendance({ date: '2025-03-04', log, shift: night })).toEqual({
      official_minutes: 480,
      late_minutes: 0,
      early_minutes: 0,
      overtime_minutes: 0,
      night_minutes: 420,
    });
  });

  it('reads a night-shift log that starts after midnight as late, not as a day shift', () => {
    const log = { start_time: '00:30:00', end_time: '07:00:00', lunch_start: null, lunch_end: null };
    const result = dayAttendance({ date: '2025-03-04', log, shift: night });
    expect(result.late_minutes).toBe(150);
    expect(result.early_minutes).toBe(0);
    expect(result.official_minutes).toBe(390 - 60);
  });

  it('counts only approved overtime the log covers, outside the shift', () => {
    const log = {
      start_time: '08:00:00',
      end_time: '18:30:00',
      lunch_start: '12:00:00',
      lunch_end: '13:00:00',
    };
    const application = {
      application_type: 'Overtime',
      effective_date: '2025-03-04',
      start_time: '17:00:00',
      end_time: '19:00:00',
    };
    const approved = dayAttendance({
      date: '2025-03-04',
      log,
      shift: day,
      applications: [{ ...application, approval_status: 'Approved' }],
    });
    expect(approved).toMatchObject({ official_minutes: 480, overtime_minutes: 90, night_minutes: 0 });
    const pending = dayAttendance({
      date: '2025-03-04',
      log,
      shift: day,
      applications: [{ ...application, approval_status: 'For Approval' }],
    });
    expect(pending.overtime_minutes).toBe(0);
  });

  it('agrees with the payslip attendance for the same day', () => {
    const log = { start_time: '22:10:00', end_time: '06:30:00', lunch_start: null, lunch_end: null };
    const payslip = computePayslipCentavos({
      employee: {
        monthly_salary: 2_600_000,
        days: 26,
        hours: 8,
        pay_period: 'Weekly',
        tax_mode: 'statutory',
      },
      period: { start: '2025-03-04', end: '2025-03-04' },
      days: [{ date: '2025-03-04', log, shift: night }],
    });
    const result = dayAttendance({ date: '2025-03-04', log, shift: night });
    expect(result.official_minutes).toBe(payslip.attendance.regular_minutes);
    expect(result.night_minutes).toBe(payslip.attendance.night_minutes);
    expect(result.late_minutes).toBe(10);
    expect(result.early_minutes).toBe(30);
  });

  it('counts nothing on a leave day or without a log', () => {
    expect(dayAttendance({ date: '2025-03-04', log: null, shift: day }).official_minutes).toBe(0);
    const log = { start_time: '08:00:00', end_time: '17:00:00' };
    expect(dayAttendance({ date: '2025-03-04', log, shift: { shift_id: 4 } }).official_minutes).toBe(0);
  });
});
