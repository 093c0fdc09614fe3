import { describe, expect, it } from 'vitest';
import { cursor, nextDate, normalizeEmployeeCode, previousDate, readDate, readTime } from './tokens.ts';

function time(text: string): string | null {
  return readTime(cursor(text));
}

function date(text: string): string | null {
  return readDate(cursor(text));
}

describe('employee codes', () => {
  it('are trimmed, upper-cased and zero-padded to 5', () => {
    expect(normalizeEmployeeCode('        5')).toBe('00005');
    expect(normalizeEmployeeCode(' a12 ')).toBe('00A12');
    expect(normalizeEmployeeCode('00012')).toBe('00012');
    expect(normalizeEmployeeCode('emp01')).toBe('EMP01');
    expect(normalizeEmployeeCode("'00007")).toBe('00007');
  });

  it('are never cut when longer than 5 (verify reports them as unknown instead)', () => {
    expect(normalizeEmployeeCode('100012')).toBe('100012');
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeEmployeeCode('')).toBeNull();
    expect(normalizeEmployeeCode('   ')).toBeNull();
    expect(normalizeEmployeeCode('Juan Cruz')).toBeNull();
    expect(normalizeEmployeeCode('12:00')).toBeNull();
    expect(normalizeEmployeeCode('x'.repeat(21))).toBeNull();
  });
});

describe('12-hour times become 24-hour', () => {
  it.each([
    ['12:00 AM', '00:00:00'],
    ['12:05 AM', '00:05:00'],
    ['1:00 AM', '01:00:00'],
    ['08:01 AM', '08:01:00'],
    ['11:59:59 AM', '11:59:59'],
    ['12:00 PM', '12:00:00'],
    ['12:30 PM', '12:30:00'],
    ['1:00 PM', '13:00:00'],
    ['5:15 PM', '17:15:00'],
    ['11:59 PM', '23:59:00'],
    ['5:15pm', '17:15:00'],
    ['5:15 p.m.', '17:15:00'],
    ['07:15 a.m.', '07:15:00'],
    ['13:00 PM', '13:00:00'],
  ])('%s -> %s', (input, expected) => {
    expect(time(input)).toBe(expected);
  });

  it('keeps 24-hour times and adds seconds', () => {
    expect(time('7:58')).toBe('07:58:00');
    expect(time('17:03')).toBe('17:03:00');
    expect(time('23:59:59')).toBe('23:59:59');
  });

  it('ignores a broken locale token after the time instead of reading it as AM/PM', () => {
    const cur = cursor('5:15 A12P12');
    expect(readTime(cur)).toBe('05:15:00');
    expect(cur.text.slice(cur.at).trim()).toBe('A12P12');
  });

  it('refuses impossible times and says why', () => {
    for (const bad of ['24:00', '7:60', '0:30 AM', '13:00 AM', '08:00:61']) {
      const cur = cursor(bad);
      expect(readTime(cur), bad).toBeNull();
      expect(cur.problem, bad).toMatch(/is not a valid/);
    }
    expect(time('800')).toBeNull();
    expect(time('8:5')).toBeNull();
  });
});

describe('dates', () => {
  it('read yyyy-MM-dd, yyyy/MM/dd and MM/dd/yyyy', () => {
    expect(date('2025-10-06')).toBe('2025-10-06');
    expect(date('2025/10/06')).toBe('2025-10-06');
    expect(date('10/06/2025')).toBe('2025-10-06');
    expect(date('2/9/2024')).toBe('2024-02-09');
  });

  it('refuse impossible dates and mixed separators', () => {
    const cur = cursor('2025-02-29');
    expect(readDate(cur)).toBeNull();
    expect(cur.problem).toBe('"2025-02-29" is not a valid date');
    expect(date('2024-02-29')).toBe('2024-02-29');
    expect(date('2025-10/06')).toBeNull();
    expect(date('13/01/2025')).toBeNull();
    expect(date('20251006')).toBeNull();
    expect(date('06-10-2025')).toBeNull();
  });

  it('step over month, year and leap-day ends', () => {
    expect(nextDate('2025-10-31')).toBe('2025-11-01');
    expect(nextDate('2025-12-31')).toBe('2026-01-01');
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(previousDate('2024-03-01')).toBe('2024-02-29');
    expect(previousDate('2025-03-01')).toBe('2025-02-28');
    expect(previousDate('2026-01-01')).toBe('2025-12-31');
  });
});
