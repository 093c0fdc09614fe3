/**
 * Issue 28: on SQLite the packed days come from group_concat, whose order SQLite does not promise
 * (it follows the (employee_id, shift_date) key it searches). days.ts checks the order and sorts a
 * list that is out of it, so the engine always gets its days by date.
 */
import { describe, expect, it } from 'vitest';
import { inDateOrder } from './days.ts';

describe('packed days in date order', () => {
  it('keeps a list already in date order', () => {
    expect(inDateOrder('2026-10-301,2026-10-315,2026-11-0212')).toEqual([
      '2026-10-301',
      '2026-10-315',
      '2026-11-0212',
    ]);
  });

  it('sorts a list out of order by its dates (shift ids and times after the date do not decide)', () => {
    expect(inDateOrder('2026-11-0212,2026-10-315,2026-10-3099')).toEqual([
      '2026-10-3099',
      '2026-10-315',
      '2026-11-0212',
    ]);
    expect(inDateOrder('2026-11-0308:00:00/17:00:00//,2026-11-0222:00:00/06:00:00//')).toEqual([
      '2026-11-0222:00:00/06:00:00//',
      '2026-11-0308:00:00/17:00:00//',
    ]);
  });
});
