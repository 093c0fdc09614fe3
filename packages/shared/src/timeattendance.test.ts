import { describe, expect, it } from 'vitest';
import {
  checkShiftTimes,
  checkTimesheetTimes,
  normalizeTime,
  SHIFT_MSG,
  TIMESHEET_MSG,
} from './timeattendance.ts';
import { tableRows } from './timeattendanceSchemas.ts';
import {
  attendanceDistribution,
  attendanceRate,
  cellStatus,
  dayHeader,
  distributionBucket,
  lunchFlagLabel,
  lunchFlagText,
  punchesText,
  STATUS_COLORS,
  shiftCoverage,
  shiftUsage,
  weekDates,
  weekHeading,
  weekStartOf,
} from './timeattendanceWeek.ts';

const DAY = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const NIGHT = { shift_id: 5, start_time: '22:00:00', end_time: '07:00:00' };
const log = (
  start: string | null,
  end: string | null,
  lunchStart: string | null = null,
  lunchEnd: string | null = null,
) => ({
  start_time: start,
  end_time: end,
  lunch_start: lunchStart,
  lunch_end: lunchEnd,
});

describe('weeks (spec 9: Monday start, 7 days)', () => {
  it('finds the Monday of any date', () => {
    expect(weekStartOf('2026-11-24')).toBe('2026-11-23'); // Tuesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year end
  });
  it('lists the 7 days with headers like Mon 05 and the month-year heading', () => {
    const days = weekDates('2026-01-05');
    expect(days).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
    expect(days.map(dayHeader)).toEqual([
      'Mon 05',
      'Tue 06',
      'Wed 07',
      'Thu 08',
      'Fri 09',
      'Sat 10',
      'Sun 11',
    ]);
    expect(weekHeading('2026-01-05')).toBe('January 2026');
    expect(weekHeading('2026-03-30')).toBe('March - April 2026');
    expect(weekHeading('2026-12-28')).toBe('December 2026 - January 2027');
  });
});

describe('cards', () => {
  it('coverage: assigned / (employees x 7), rounded to a whole percent', () => {
    expect(shiftCoverage(10, 3).text).toBe('48% assigned (10/21)');
    expect(shiftCoverage(0, 0).text).toBe('0% assigned (0/0)');
    expect(shiftCoverage(7, 1).percent).toBe(100);
  });
  it('usage: per shift used, in the shift order', () => {
    const shifts = [
      { shift_id: 1, shift_name: 'Day', color_hex: '#111111' },
      { shift_id: 5, shift_name: 'Night', color_hex: '#222222' },
      { shift_id: 3, shift_name: 'Mid', color_hex: '#333333' },
    ];
    expect(shiftUsage([{ shift_id: 5 }, { shift_id: 1 }, { shift_id: 5 }], shifts)).toEqual([
      { shift_id: 1, shift_name: 'Day', color_hex: '#111111', count: 1 },
      { shift_id: 5, shift_name: 'Night', color_hex: '#222222', count: 2 },
    ]);
  });
  it('attendance rate: records with a log over employees x 7, two decimals', () => {
    expect(attendanceRate(5, 1).text).toBe('71.43% (5/7)');
  });
});

describe('distribution (spec 4 buckets) uses the engine status', () => {
  it('puts each employee-day in one bucket', () => {
    expect(distributionBucket({ shift: { shift_id: 4, start_time: null, end_time: null }, log: null })).toBe(
      'Paid Leave Shifts',
    );
    expect(distributionBucket({ shift: { shift_id: 2, start_time: null, end_time: null }, log: null })).toBe(
      'Unpaid Leave Shifts',
    );
    expect(distributionBucket({ shift: null, log: null })).toBe('Unassigned Employees');
    expect(distributionBucket({ shift: null, log: log('08:00:00', '17:00:00') })).toBe('Present/Unassigned');
    expect(distributionBucket({ shift: DAY, log: log('08:00:00', '17:00:00') })).toBe('Present');
    expect(distributionBucket({ shift: DAY, log: log('08:10:00', '16:00:00') })).toBe('Late & Early');
    expect(distributionBucket({ shift: DAY, log: log('08:10:00', '17:00:00') })).toBe('Late');
    expect(distributionBucket({ shift: DAY, log: log('08:00:00', '16:00:00') })).toBe('Early Departure');
    expect(distributionBucket({ shift: DAY, log: null })).toBe('Absent Shifts');
    expect(distributionBucket({ shift: DAY, log: log('08:00:00', null) })).toBe('No time out');
    expect(distributionBucket({ shift: NIGHT, log: log('22:00:00', '07:00:00') })).toBe('Present');
    // 23:30 Manila on the shift date (15:30Z): the night shift is still running.
    const at = { date: '2026-11-27', now: new Date('2026-11-27T15:30:00Z') };
    expect(distributionBucket({ shift: NIGHT, log: log('21:47:00', null) }, at)).toBe('In progress');
  });
  it('names a missing punch instead of printing dashes (issue 22: "21:47---:--")', () => {
    expect(punchesText(log('21:47:00', null))).toBe('21:47, no time out');
    expect(punchesText(log('21:47:00', null), 'In progress')).toBe('21:47, not out yet');
    expect(punchesText(log('08:00:00', '17:00:00'))).toBe('08:00-17:00');
    expect(punchesText(log(null, '17:00:00'))).toBe('No time in, 17:00');
    expect(STATUS_COLORS['No time out']).not.toBe(STATUS_COLORS.Absent);
    expect(lunchFlagText({ kind: 'long', minutes: 250 })).toBe('Lunch 4h 10m: longer than 2 hours');
    expect(lunchFlagLabel({ kind: 'short', minutes: 8 })).toBe('Short lunch 8m');
  });
  it('counts every bucket, zeros included', () => {
    const counts = attendanceDistribution([
      { shift: DAY, log: null },
      { shift: DAY, log: log('08:00:00', '17:00:00') },
      { shift: null, log: null },
    ]);
    expect(counts).toMatchObject({ 'Absent Shifts': 1, Present: 1, 'Unassigned Employees': 1, Late: 0 });
    expect(Object.keys(counts)).toHaveLength(11);
    expect(cellStatus({ shift: null, log: null })).toBeNull();
  });
});

describe('time rules (spec 5)', () => {
  it('normalises times', () => {
    expect(normalizeTime('8:00')).toBeNull();
    expect(normalizeTime('08:00')).toBe('08:00:00');
    expect(normalizeTime('23:59:59')).toBe('23:59:59');
    expect(normalizeTime('24:00')).toBeNull();
  });
  it('shift times: End Time not before Start Time unless overnight', () => {
    expect(checkShiftTimes('08:00', '17:00', false)).toBeNull();
    expect(checkShiftTimes('17:00', '08:00', false)).toBe(SHIFT_MSG.invalidTimes);
    expect(checkShiftTimes('22:00', '07:00', true)).toBeNull();
    expect(checkShiftTimes('08:00', '17:00', true)).toBe(SHIFT_MSG.overnightTimes);
  });
  it('timesheet times, also across midnight on an overnight shift', () => {
    const t = (s: string, e: string, ls: string | null = null, le: string | null = null) => ({
      start_time: s,
      end_time: e,
      lunch_start: ls,
      lunch_end: le,
    });
    expect(checkTimesheetTimes(t('08:00', '17:00', '12:00', '13:00'), null)).toBeNull();
    expect(checkTimesheetTimes(t('17:00', '08:00'), null)).toBe(TIMESHEET_MSG.startBeforeEnd);
    expect(checkTimesheetTimes(t('08:00', '17:00', '13:00', '12:00'), null)).toBe(
      TIMESHEET_MSG.lunchStartBeforeEnd,
    );
    expect(checkTimesheetTimes(t('08:00', '17:00', '17:00', '18:00'), null)).toBe(
      TIMESHEET_MSG.lunchDuringShift,
    );
    expect(checkTimesheetTimes(t('22:00', '07:00', '02:00', '03:00'), NIGHT)).toBeNull();
    expect(checkTimesheetTimes(t('22:00', '07:00', '23:30', '00:30'), NIGHT)).toBeNull();
    expect(checkTimesheetTimes(t('00:30', '07:00'), NIGHT)).toBeNull();
    expect(checkTimesheetTimes(t('22:00', '07:00', '08:00', '09:00'), NIGHT)).toBe(
      TIMESHEET_MSG.lunchDuringShift,
    );
  });
});

describe('tableRows', () => {
  it('turns a JSON table back into objects', () => {
    expect(
      tableRows<{ log_no: number; shift_date: string; notes: string | null }>({
        columns: ['log_no', 'shift_date', 'notes'],
        rows: [
          [1, '2026-03-02', null],
          [2, '2026-03-03', 'x'],
        ],
      }),
    ).toEqual([
      { log_no: 1, shift_date: '2026-03-02', notes: null },
      { log_no: 2, shift_date: '2026-03-03', notes: 'x' },
    ]);
  });
});
