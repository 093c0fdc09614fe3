import { describe, expect, it } from 'vitest';
import { monthHeading, monthWeeks, shiftMonth } from './monthGrid';

describe('monthGrid', () => {
  it('starts November 2026 (the 1st a Sunday) with six blanks, Monday first', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    }));
    const weeks = monthWeeks(days);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01' });
    expect(weeks[1]?.[0]).toEqual({ date: '2026-11-02' });
    // 6 blanks + 30 days = 36 cells, padded to 42: six weeks, the 30th a Monday.
    expect(weeks).toHaveLength(6);
    expect(weeks[5]?.[0]).toEqual({ date: '2026-11-30' });
    expect(weeks[5]?.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('moves across a year end and names the month', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthHeading('2026-11')).toBe('November 2026');
  });
});
