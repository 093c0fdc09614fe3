import { describe, expect, it } from 'vitest';
import { leaveCreditExemption } from './leaveCredit.ts';

// November 2026: the 27th is a Friday, the 28th a Saturday, the 29th a Sunday, the 30th (Bonifacio
// Day, a regular holiday) a Monday; the 2nd (All Souls' Day) a special non-working Monday.
describe('leaveCreditExemption (issue 22)', () => {
  it('a regular holiday uses no credit, named from the calendar', () => {
    expect(leaveCreditExemption('2026-11-30')).toEqual({ kind: 'regular_holiday', names: ['Bonifacio Day'] });
    expect(leaveCreditExemption('2026-12-25')).toEqual({ kind: 'regular_holiday', names: ['Christmas Day'] });
  });

  it('the rest day uses no credit: Sunday by default, or the employee work week', () => {
    expect(leaveCreditExemption('2026-11-29')).toEqual({ kind: 'rest_day' });
    expect(leaveCreditExemption('2026-11-28')).toBeNull();
    expect(leaveCreditExemption('2026-11-28', { rest_weekdays: [0, 6] })).toEqual({ kind: 'rest_day' });
    expect(leaveCreditExemption('2026-11-29', { rest_weekdays: [1] })).toBeNull();
  });

  it('an ordinary workday and a special non-working day use a credit', () => {
    expect(leaveCreditExemption('2026-11-27')).toBeNull();
    expect(leaveCreditExemption('2026-11-02')).toBeNull();
  });

  it('a regular holiday on a rest day is named as the holiday; a company calendar replaces the national one', () => {
    const calendar = [{ date: '2026-11-29', type: 'regular' as const, name: 'Founding Day' }];
    expect(leaveCreditExemption('2026-11-29', { holidays: calendar })).toEqual({
      kind: 'regular_holiday',
      names: ['Founding Day'],
    });
    expect(leaveCreditExemption('2026-11-30', { holidays: calendar })).toBeNull();
  });
});
