import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayNumber,
  formatDayNumber,
  minutesOfDay,
  payPeriodEnd,
  weekday,
} from './dates.ts';

describe('payPeriodEnd (spec 9: +29, +14, +6 days)', () => {
  const cases: [string, 'Monthly' | 'Semi-monthly' | 'Weekly', string][] = [
    ['2025-01-01', 'Monthly', '2025-01-30'],
    ['2025-02-01', 'Monthly', '2025-03-02'], // 28-day February
    ['2024-02-01', 'Monthly', '2024-03-01'], // leap year
    ['2025-01-01', 'Semi-monthly', '2025-01-15'],
    ['2025-01-16', 'Semi-monthly', '2025-01-30'],
    ['2025-12-20', 'Semi-monthly', '2026-01-03'], // across the year
    ['2025-06-02', 'Weekly', '2025-06-08'],
    ['2024-02-26', 'Weekly', '2024-03-03'],
  ];
  for (const [start, period, end] of cases) {
    it(`${period} from ${start} ends ${end}`, () => {
      expect(payPeriodEnd(start, period)).toBe(end);
    });
  }
});

describe('calendar arithmetic without Date', () => {
  it('day numbers count from 1970-01-01 and round-trip', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11_017);
    for (let day = 18_000; day < 22_000; day += 37) expect(dayNumber(formatDayNumber(day))).toBe(day);
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('weekday: 0 Sunday ... 6 Saturday', () => {
    expect(weekday('2025-06-01')).toBe(0);
    expect(weekday('2025-06-07')).toBe(6);
    expect(weekday('1969-12-31')).toBe(3);
  });

  it('refuses malformed or impossible dates', () => {
    expect(() => dayNumber('2025-02-29')).toThrow(RangeError);
    expect(() => dayNumber('2025-13-01')).toThrow(RangeError);
    expect(() => dayNumber('2025/01/01')).toThrow(RangeError);
  });

  it('minutesOfDay reads HH:MM[:SS], ignores seconds, and returns -1 when missing', () => {
    expect(minutesOfDay('13:45:59')).toBe(825);
    expect(minutesOfDay('07:05')).toBe(425);
    expect(minutesOfDay(null)).toBe(-1);
    expect(minutesOfDay('')).toBe(-1);
    expect(() => minutesOfDay('25:00:00')).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('adds months to a date, a day the month lacks falling on its last day', () => {
    expect(addMonths('2026-05-25', 6)).toBe('2026-11-25');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-21', -6)).toBe('2026-06-21');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });
});
