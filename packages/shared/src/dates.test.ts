import { describe, expect, it } from 'vitest';
import { businessDate, DATE_MSG, dateProblem, isCalendarDate, isRealDate } from './dates.ts';

describe('business dates', () => {
  it('accepts real dates from 1900-01-01 to 2100-12-31 only', () => {
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const v of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-29', '2100-02-29'])
      expect(isCalendarDate(v)).toBe(false);
    // 2000 is a leap year (divisible by 400), 1900 and 2100 are not.
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('1900-02-29')).toBe(false);
    expect(isRealDate('0000-01-01')).toBe(true);
  });

  it('names the bounds for a real date outside them, the field message otherwise', () => {
    expect(dateProblem('0000-01-01', 'Bad date.')).toBe('Dates must be from 1900-01-01 to 2100-12-31.');
    expect(dateProblem('2101-01-01', 'Bad date.')).toBe(DATE_MSG.outOfRange);
    expect(dateProblem('2026-13-01', 'Bad date.')).toBe('Bad date.');
    expect(dateProblem('2026-11-27', 'Bad date.')).toBeUndefined();
    const schema = businessDate('Bad date.');
    expect(schema.safeParse('1899-12-31').error?.issues.map((i) => i.message)).toEqual([DATE_MSG.outOfRange]);
    expect(schema.safeParse('31/12/2026').error?.issues[0]?.message).toBe('Bad date.');
    expect(schema.safeParse('2100-12-31').success).toBe(true);
  });
});
