import { describe, expect, it } from 'vitest';
import { excuseUndertime, withOfficialBusiness } from './applications.ts';
import { dayAttendance } from './payslip.ts';
import type { ApplicationInput } from './types.ts';

const day = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const app = (
  type: string,
  start: string,
  end: string,
  status: ApplicationInput['approval_status'] = 'Approved',
) => ({
  application_type: type,
  effective_date: '2026-03-03',
  start_time: start,
  end_time: end,
  approval_status: status,
});

describe('approved Official Business', () => {
  it('covers a day without punches as present for its hours', () => {
    const ob = app('Official Business', '08:00:00', '17:00:00');
    const without = dayAttendance({ date: '2026-03-03', log: null, shift: day });
    expect(without.official_minutes).toBe(0);
    const covered = dayAttendance({ date: '2026-03-03', log: null, shift: day, applications: [ob] });
    expect(covered).toMatchObject({ official_minutes: 480, late_minutes: 0, early_minutes: 0 });
  });

  it('widens a late start or an early end inside its window, and ignores pending ones', () => {
    const log = { start_time: '10:00:00', end_time: '17:00:00', lunch_start: null, lunch_end: null };
    const morning = app('Official Business', '08:00', '10:00');
    expect(withOfficialBusiness('2026-03-03', log, [morning])).toMatchObject({
      start_time: '08:00:00',
      end_time: '17:00:00',
    });
    expect(dayAttendance({ date: '2026-03-03', log, shift: day, applications: [morning] }).late_minutes).toBe(
      0,
    );
    const pending = app('Official Business', '08:00', '10:00', 'For Approval');
    expect(dayAttendance({ date: '2026-03-03', log, shift: day, applications: [pending] }).late_minutes).toBe(
      120,
    );
    expect(withOfficialBusiness('2026-03-04', log, [morning])).toBe(log);
  });
});

describe('approved Undertime', () => {
  it('excuses the early departure in the status but does not pay the minutes', () => {
    const log = { start_time: '08:00:00', end_time: '15:00:00', lunch_start: null, lunch_end: null };
    const ut = app('Undertime', '15:00', '17:00');
    const minutes = dayAttendance({ date: '2026-03-03', log, shift: day, applications: [ut] });
    expect(minutes.early_minutes).toBe(120);
    expect(minutes.official_minutes).toBe(360);
    expect(excuseUndertime('2026-03-03', 'Early Departure', [ut])).toBe('Present');
    expect(excuseUndertime('2026-03-03', 'Late & Early', [ut])).toBe('Late');
    expect(
      excuseUndertime('2026-03-03', 'Early Departure', [app('Undertime', '15:00', '17:00', 'Rejected')]),
    ).toBe('Early Departure');
  });
});
