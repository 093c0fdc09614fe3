import { describe, expect, it } from 'vitest';
import {
  amountText,
  ComplianceInputError,
  formatDate,
  inPeriod,
  parsePeriod,
  periodMMYYYY,
} from './format.ts';

describe('amountText', () => {
  it('writes centavos as pesos with two decimals and no separators', () => {
    expect(amountText(25_000_00)).toBe('25000.00');
    expect(amountText(2_617_60)).toBe('2617.60');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(0)).toBe('0.00');
    expect(amountText(-80)).toBe('-0.80');
  });
  it('refuses fractions of a centavo', () => {
    expect(() => amountText(1.5)).toThrow(ComplianceInputError);
  });
});

describe('dates and periods', () => {
  it('formats the layouts’ date patterns', () => {
    expect(formatDate('2026-03-16', 'MMDDYYYY')).toBe('03162026');
    expect(formatDate('2026-03-16', 'MMDDYY')).toBe('031626');
    expect(formatDate('2026-03-16', 'YYYYMMDD')).toBe('20260316');
    expect(formatDate('2026-12-31', 'MM/DD/YYYY')).toBe('12/31/2026');
    expect(formatDate('2026-04-15', 'MM-DD-YYYY')).toBe('04-15-2026');
  });
  it('refuses impossible dates and periods', () => {
    expect(() => formatDate('2026-02-29', 'MMDDYYYY')).toThrow(ComplianceInputError);
    expect(() => parsePeriod('2026-13')).toThrow(ComplianceInputError);
    expect(() => parsePeriod('2026-3')).toThrow(ComplianceInputError);
  });
  it('knows a month’s first and last day, leap years included', () => {
    expect(parsePeriod('2028-02')).toMatchObject({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodMMYYYY('2026-03')).toBe('032026');
    const march = parsePeriod('2026-03');
    expect(inPeriod('2026-03-31', march)).toBe(true);
    expect(inPeriod('2026-04-01', march)).toBe(false);
    expect(inPeriod(null, march)).toBe(false);
  });
});
