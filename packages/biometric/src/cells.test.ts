import { describe, expect, it } from 'vitest';
import { cellText, columnLetters, excelDate, excelTime, punchCellText } from './cells.ts';

describe('spreadsheet cells', () => {
  it('convert Excel serials in the 1900 and 1904 systems', () => {
    expect(excelDate(45936, false)).toBe('2025-10-06');
    expect(excelDate(45936 - 1462, true)).toBe('2025-10-06');
    expect(excelDate(1, false)).toBe('1899-12-31');
    expect(excelTime(0.5)).toBe('12:00:00');
    expect(excelTime(45936.75)).toBe('18:00:00');
    // 23:59:59.9 rounds to the last second of the day, never to 24:00:00.
    expect(excelTime(0.99999999)).toBe('23:59:59');
  });

  it('turn punch cells into scanner text', () => {
    expect(punchCellText(0.25, false)).toBe('06:00:00');
    expect(punchCellText(45936, false)).toBe('2025-10-06');
    expect(punchCellText(45936.5, false)).toBe('2025-10-06 12:00:00');
    expect(punchCellText('5:15 PM', false)).toBe('5:15 PM');
    expect(punchCellText(null, false)).toBe('');
  });

  it('write Date cells (local time, as SheetJS makes them) as date and time, or time alone', () => {
    expect(cellText(new Date(2025, 9, 6, 7, 58, 3))).toBe('2025-10-06 07:58:03');
    expect(cellText(new Date(1899, 11, 31, 9, 0, 0))).toBe('09:00:00');
  });

  it('name columns as spreadsheets do', () => {
    expect([0, 3, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'D', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
