/**
 * The month's last payroll trues up the month's contributions (trueup.ts), figures worked by hand
 * from ph-statutory 1-3 (2026 = 2025 tables). July 2026: no holidays, Sundays 5, 12, 19, 26.
 */
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './dates.ts';
import { computePayslip } from './payslip.ts';
import type { Shift, TimeLog } from './time.ts';
import { isMonthsLastPayroll, periodContribution } from './trueup.ts';
import type { DayRecord, EmployeeTerms } from './types.ts';

const SHIFT: Shift = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const LOG: TimeLog = {
  start_time: '08:00:00',
  end_time: '17:00:00',
  lunch_start: '12:00:00',
  lunch_end: '13:00:00',
};
function workdays(start: string, end: string): DayRecord[] {
  const days: DayRecord[] = [];
  for (let date = start; date <= end; date = addDays(date, 1))
    if (weekday(date) !== 0) days.push({ date, log: LOG, shift: SHIFT });
  return days;
}
const NOTHING_YET = { compensation: 0, ee: {}, er: {} };

describe("which payroll is the month's last", () => {
  it('semi-monthly: the one after which no 13-day period can end in the month', () => {
    expect(isMonthsLastPayroll('Semi-monthly', '2026-07-15')).toBe(false);
    expect(isMonthsLastPayroll('Semi-monthly', '2026-07-31')).toBe(true);
    expect(isMonthsLastPayroll('Semi-monthly', '2026-02-15')).toBe(false); // 15 + 13 = 28, still February
    expect(isMonthsLastPayroll('Semi-monthly', '2026-02-28')).toBe(true);
    // An 11/26 calendar: 26 June - 10 July belongs to July (its end) and is not its last; 11-25 is.
    expect(isMonthsLastPayroll('Semi-monthly', '2026-07-10')).toBe(false);
    expect(isMonthsLastPayroll('Semi-monthly', '2026-07-25')).toBe(true);
  });

  it('weekly: the week after which no 7-day week can end in the month; monthly: always', () => {
    expect(isMonthsLastPayroll('Weekly', '2026-07-24')).toBe(false); // 24 + 7 = 31
    expect(isMonthsLastPayroll('Weekly', '2026-07-31')).toBe(true);
    expect(isMonthsLastPayroll('Weekly', '2026-08-28')).toBe(true);
    expect(isMonthsLastPayroll('Monthly', '2026-07-31')).toBe(true);
  });
});

describe('semi-monthly true-up', () => {
  it('a mid-month hire pays the whole month in the second cut-off, SSS on the actual pay', () => {
    // ₱30,000 a month, hired Monday July 20: 20-25 (6) + 27-31 (5) = 11 days x 30,000 / 26 =
    // 12,692.307... -> 12,692.31. SSS on 12,692.31 -> MSC 12,500 -> EE 625.00, ER 1,250.00, EC 10.00
    // (MSC below 15,000). PhilHealth on the monthly basic 30,000: 1,500 -> EE 750, ER 750.
    // Pag-IBIG 200 / 200. Nothing was deducted earlier in July.
    const payslip = computePayslip({
      employee: { monthly_salary: 3_000_000, days: 26, hours: 8, pay_period: 'Semi-monthly' },
      period: { start: '2026-07-16', end: '2026-07-31' },
      days: workdays('2026-07-20', '2026-07-31'),
      month_to_date: NOTHING_YET,
    });
    expect(payslip.gross_pay).toBe(12_692.31);
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 625, PhilHealth: 750, 'Pag-IBIG': 200 });
    expect(payslip.employer_shares).toEqual({ SSS: 1_250, 'SSS EC': 10, PhilHealth: 750, 'Pag-IBIG': 200 });
    expect(payslip.contributions_trued_up).toBe(true);
  });

  it('without the month to date each cut-off takes its half (the first cut-off never trues up)', () => {
    // Half of SSS 1,500 (MSC 30,000: 1,000 SS + 500 MPF) = 750; PhilHealth 375; Pag-IBIG 100.
    const payslip = computePayslip({
      employee: { monthly_salary: 3_000_000, days: 26, hours: 8, pay_period: 'Semi-monthly' },
      period: { start: '2026-07-01', end: '2026-07-15' },
      days: workdays('2026-07-01', '2026-07-15'),
      month_to_date: NOTHING_YET,
    });
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 750, PhilHealth: 375, 'Pag-IBIG': 100 });
    expect(payslip.contributions_trued_up).toBeUndefined();
  });

  it('SSS follows the month actually paid: overtime in the month raises the bracket', () => {
    // ₱26,000 a month; the first cut-off paid 13,000 and deducted SSS 650, PhilHealth 325,
    // Pag-IBIG 100 (halves of 1,300 / 650 / 200). Second cut-off: 14 days x 1,000 = 14,000, so July
    // paid 27,000 -> MSC 27,000 -> EE 1,000 SS + 350 MPF = 1,350; 1,350 - 650 = 700.00.
    // PhilHealth 650 - 325 = 325.00; Pag-IBIG 200 - 100 = 100.00.
    const payslip = computePayslip({
      employee: { monthly_salary: 2_600_000, days: 26, hours: 8, pay_period: 'Semi-monthly' },
      period: { start: '2026-07-16', end: '2026-07-31' },
      days: workdays('2026-07-16', '2026-07-31'),
      month_to_date: {
        compensation: 1_300_000,
        ee: { SSS: 65_000, PhilHealth: 32_500, 'Pag-IBIG': 10_000 },
        er: { SSS: 130_000, 'SSS EC': 1_500, PhilHealth: 32_500, 'Pag-IBIG': 10_000 },
      },
    });
    expect(payslip.gross_pay).toBe(14_000);
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 700, PhilHealth: 325, 'Pag-IBIG': 100 });
    // ER: MSC 27,000 -> 2,000 SS + 700 MPF = 2,700 - 1,300 = 1,400; EC 30 - 15 = 15.
    expect(payslip.employer_shares).toEqual({ SSS: 1_400, 'SSS EC': 15, PhilHealth: 325, 'Pag-IBIG': 100 });
  });

  it('a final pay takes the month share not yet deducted whatever its end date', () => {
    // Separated July 10 (Friday): July 1-10 = 10 days - Sunday 5 = 9 days x 1,000 = 9,000.
    // SSS on 9,000 -> MSC 9,000 -> EE 450; PhilHealth on 26,000 -> 650; Pag-IBIG 200.
    const payslip = computePayslip({
      employee: { monthly_salary: 2_600_000, days: 26, hours: 8, pay_period: 'Semi-monthly' },
      period: { start: '2026-07-01', end: '2026-07-10' },
      days: workdays('2026-07-01', '2026-07-10'),
      month_to_date: { ...NOTHING_YET, closes_month: true },
    });
    expect(payslip.gross_pay).toBe(9_000);
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 450, PhilHealth: 650, 'Pag-IBIG': 200 });
  });
});

describe('weekly: a five-week month', () => {
  // ₱26,000 a month, weekly, weeks Saturday to Friday. July 2026 has five Fridays (3, 10, 17, 24, 31).
  // Monthly EE: SSS 1,300 (MSC 26,000), PhilHealth 650, Pag-IBIG 200; each week takes x 12 / 52:
  // SSS 300.00, PhilHealth 150.00, Pag-IBIG 46.1538 -> 46.15.
  const employee: EmployeeTerms = { monthly_salary: 2_600_000, days: 26, hours: 8, pay_period: 'Weekly' };

  it('the fifth week takes the month less four weeks, SSS on five weeks of pay', () => {
    // Four weeks deducted SSS 1,200, PhilHealth 600, Pag-IBIG 184.60 and paid 4 x 6,000 = 24,000.
    // Week July 25-31: 6 days x 1,000 = 6,000; July paid 30,000 -> MSC 30,000 -> EE 1,500;
    // 1,500 - 1,200 = 300.00. PhilHealth 650 - 600 = 50.00. Pag-IBIG 200 - 184.60 = 15.40.
    const payslip = computePayslip({
      employee,
      period: { start: '2026-07-25', end: '2026-07-31' },
      days: workdays('2026-07-25', '2026-07-31'),
      month_to_date: {
        compensation: 2_400_000,
        ee: { SSS: 120_000, PhilHealth: 60_000, 'Pag-IBIG': 18_460 },
        er: {},
      },
    });
    expect(payslip.gross_pay).toBe(6_000);
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 300, PhilHealth: 50, 'Pag-IBIG': 15.4 });
  });

  it('an ordinary week takes its 12/52 share', () => {
    const payslip = computePayslip({
      employee,
      period: { start: '2026-07-18', end: '2026-07-24' },
      days: workdays('2026-07-18', '2026-07-24'),
      month_to_date: NOTHING_YET,
    });
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 300, PhilHealth: 150, 'Pag-IBIG': 46.15 });
  });

  it('a four-week month: the fourth week takes PhilHealth 650 - 3 x 150 = 200.00', () => {
    expect(periodContribution(65_000, 'Weekly', '2026-08-22', 45_000)).toBe(20_000);
    expect(periodContribution(65_000, 'Weekly', '2026-08-15', undefined)).toBe(15_000);
  });
});
