import { weekday } from '@sahod/payroll';
import { describe, expect, it } from 'vitest';
import { dueDate, dueStatus, eventDueDate, nextWorkingDay, yearlyDueDate } from './calendar.ts';
import { ComplianceInputError } from './format.ts';

describe('dueDate (reference 0.3)', () => {
  it('SSS: last day of the month after the applicable month', () => {
    expect(dueDate('sss', '2026-03')).toBe('2026-04-30');
    expect(dueDate('sss', '2026-01')).toBe('2026-02-28');
    expect(dueDate('sss', '2027-12')).toBe('2028-01-31');
  });

  it('PhilHealth: PEN ending 0-4 by the 15th, 5-9 by the 20th of the next month, moved off weekends and holidays', () => {
    expect(dueDate('philhealth', '2026-03', { philhealthPen: '012345678901' })).toBe('2026-04-15');
    expect(dueDate('philhealth', '2026-03', { philhealthPen: '012345678907' })).toBe('2026-04-20');
    expect(weekday('2026-08-15')).toBe(6); // a Saturday
    expect(dueDate('philhealth', '2026-07', { philhealthPen: '012345678900' })).toBe('2026-08-17');
    expect(dueDate('philhealth', '2026-03', { philhealthPen: '1', holidays: ['2026-04-15'] })).toBe(
      '2026-04-16',
    );
  });

  it('Pag-IBIG: the configured day of the next month (default 15), within the month', () => {
    expect(dueDate('pagibig', '2026-03')).toBe('2026-04-15');
    expect(dueDate('pagibig', '2026-01', { pagibigDueDay: 30 })).toBe('2026-02-28');
    expect(() => dueDate('pagibig', '2026-01', { pagibigDueDay: 0 })).toThrow(ComplianceInputError);
  });

  it('1601-C: the 10th of the next month, December on January 15; eFPS by the group’s day', () => {
    expect(dueDate('bir1601c', '2026-03')).toBe('2026-04-10');
    expect(dueDate('bir1601c', '2026-12')).toBe('2027-01-15');
    expect(dueDate('bir1601c', '2026-03', { bir1601cEfpsDay: 13 })).toBe('2026-04-13');
    expect(() => dueDate('bir1601c', '2026-03', { bir1601cEfpsDay: 10 })).toThrow(ComplianceInputError);
  });

  it('refuses a bad period or output', () => {
    expect(() => dueDate('sss', '2026-00')).toThrow(ComplianceInputError);
    expect(() => dueDate('bank' as 'sss', '2026-03')).toThrow(ComplianceInputError);
  });
});

describe('yearly and event due dates', () => {
  it('13th month Dec 24; 2316 and 1604-C Jan 31; duplicates Feb 28; refunds Jan 25', () => {
    expect(yearlyDueDate('thirteenth', 2026)).toBe('2026-12-24');
    expect(yearlyDueDate('bir2316', 2026)).toBe('2027-01-31');
    expect(yearlyDueDate('bir1604c', 2026)).toBe('2027-01-31');
    expect(yearlyDueDate('bir2316-duplicates', 2026)).toBe('2027-02-28');
    expect(yearlyDueDate('tax-refund', 2026)).toBe('2027-01-25');
  });

  it('final pay within 30 days (REYES, last day April 15: by May 15), COE within 3 days', () => {
    expect(eventDueDate('finalpay', '2026-04-15')).toBe('2026-05-15');
    expect(eventDueDate('coe', '2026-12-30')).toBe('2027-01-02');
  });

  it('tells the screen how many days are left or that it is overdue', () => {
    expect(dueStatus('2026-04-10', '2026-04-03')).toEqual({ days: 7, overdue: false });
    expect(dueStatus('2026-04-10', '2026-04-10')).toEqual({ days: 0, overdue: false });
    expect(dueStatus('2026-04-10', '2026-04-12')).toEqual({ days: -2, overdue: true });
  });

  it('steps over Black Saturday, Easter Sunday', () => {
    expect(nextWorkingDay('2026-04-02')).toBe('2026-04-06'); // Maundy Thursday, Good Friday, the weekend
  });
});
