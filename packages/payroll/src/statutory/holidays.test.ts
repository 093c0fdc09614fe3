import { describe, expect, it } from 'vitest';
import { dayNumber, weekday } from '../dates.ts';
import { type Holiday, holidaysBetween, indexHolidays, NATIONAL_HOLIDAYS } from './holidays.ts';

describe('national holiday calendar (ph-statutory 6)', () => {
  const count = (year: string, type: Holiday['type']) =>
    NATIONAL_HOLIDAYS.filter((holiday) => holiday.date.startsWith(year) && holiday.type === type).length;

  it('2025: 12 regular, 10 special non-working, 1 special working (Proc. 727, 839, 878, 911, 729)', () => {
    expect([
      count('2025', 'regular'),
      count('2025', 'special_non_working'),
      count('2025', 'special_working'),
    ]).toEqual([12, 10, 1]);
  });

  it('2026: 12 regular, 8 special non-working, 1 special working (Proc. 1006, Eid holidays)', () => {
    expect([
      count('2026', 'regular'),
      count('2026', 'special_non_working'),
      count('2026', 'special_working'),
    ]).toEqual([12, 8, 1]);
  });

  it('weekdays match the proclamations (e.g. Labor Day 2026 is a Friday, Christmas Eve 2026 a Thursday)', () => {
    expect(weekday('2026-05-01')).toBe(5);
    expect(weekday('2026-12-24')).toBe(4);
    expect(weekday('2026-02-17')).toBe(2);
    expect(weekday('2025-08-25')).toBe(1); // last Monday of August
    expect(weekday('2025-11-30')).toBe(0);
  });

  it('holidaysBetween lists a period in date order', () => {
    expect(
      holidaysBetween('2025-12-16', '2025-12-31').map((holiday) => [holiday.date, holiday.type]),
    ).toEqual([
      ['2025-12-24', 'special_non_working'],
      ['2025-12-25', 'regular'],
      ['2025-12-30', 'regular'],
      ['2025-12-31', 'special_non_working'],
    ]);
    expect(holidaysBetween('2025-03-01', '2025-03-31')).toEqual([]);
  });

  it('holidaysBetween takes a custom calendar (local special days)', () => {
    const local: Holiday[] = [{ date: '2026-03-10', type: 'special_non_working', name: 'City charter day' }];
    expect(
      holidaysBetween('2026-03-01', '2026-03-31', [...NATIONAL_HOLIDAYS, ...local]).map((h) => h.date),
    ).toEqual(['2026-03-10', '2026-03-20']);
  });

  it('indexes a double holiday when two regular holidays share a date, and skips special working days', () => {
    const index = indexHolidays([
      { date: '2020-04-09', type: 'regular', name: 'Araw ng Kagitingan' },
      { date: '2020-04-09', type: 'regular', name: 'Maundy Thursday' },
      { date: '2020-04-11', type: 'special_non_working', name: 'Black Saturday' },
      { date: '2020-02-25', type: 'special_working', name: 'EDSA' },
    ]);
    expect(index.get(dayNumber('2020-04-09'))).toBe('double');
    expect(index.get(dayNumber('2020-04-11'))).toBe('special');
    expect(index.has(dayNumber('2020-02-25'))).toBe(false);
  });
});
