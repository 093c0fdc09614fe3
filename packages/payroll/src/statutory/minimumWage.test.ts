/**
 * Minimum wage earners by day rate (ph-statutory 4.4 and 7), every figure worked by hand.
 * NCR non-agriculture: NCR-25 ₱645 from 2024-07-17; NCR-26 ₱695 from 2025-07-18.
 * July 2026 has no holidays; July 1 is a Wednesday; Sundays 5, 12, 19, 26.
 */
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from '../dates.ts';
import { computePayslip } from '../payslip.ts';
import type { Shift, TimeLog } from '../time.ts';
import type { DayRecord, EarningInput, EmployeeTerms } from '../types.ts';
import { employeeDayRate, MINIMUM_WAGE_ORDERS, minimumWageOn, minimumWageStatus } from './minimumWage.ts';

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

const terms = (dayRate: number, extra: Partial<EmployeeTerms> = {}): EmployeeTerms => ({
  monthly_salary: dayRate * 26 * 100,
  days: 26,
  hours: 8,
  pay_period: 'Semi-monthly',
  ...extra,
});
const NCR = { region: 'NCR' };
const FIRST_HALF = { start: '2026-07-01', end: '2026-07-15' }; // 15 days - Sundays 5, 12 = 13 workdays
const SECOND_HALF = { start: '2026-07-16', end: '2026-07-31' }; // 16 days - Sundays 19, 26 = 14 workdays
const COMMISSION: EarningInput = {
  name: 'Commission',
  effective_date: '2026-07-10',
  calc_id: 0,
  operand_id: 0,
  rate: 0,
  amount: 5_000,
};

describe('the wage order in force', () => {
  it('picks the latest order on or before the date, per region', () => {
    expect(minimumWageOn(MINIMUM_WAGE_ORDERS, 'NCR', '2025-07-17')?.wage_order).toBe('NCR-25');
    expect(minimumWageOn(MINIMUM_WAGE_ORDERS, 'NCR', '2025-07-18')?.wage_order).toBe('NCR-26');
    expect(minimumWageOn(MINIMUM_WAGE_ORDERS, 'NCR', '2024-07-16')).toBeNull();
    expect(minimumWageOn(MINIMUM_WAGE_ORDERS, 'Region VII', '2026-07-01')).toBeNull();
  });

  it('a day rate at the minimum is an MWE; below it is also flagged; above it is neither', () => {
    // 18,070.00 / 26 = 695.00
    expect(employeeDayRate({ monthly_salary: 1_807_000, days: 26 })).toBe(69_500);
    expect(minimumWageStatus(69_500, 'NCR', MINIMUM_WAGE_ORDERS, '2026-07-15')).toEqual({
      region: 'NCR',
      wage_order: 'NCR-26',
      minimum_daily_rate: 69_500,
      day_rate: 69_500,
      mwe: true,
      below_minimum: false,
    });
    expect(minimumWageStatus(60_000, 'NCR', MINIMUM_WAGE_ORDERS, '2026-07-15')).toMatchObject({
      mwe: true,
      below_minimum: true,
    });
    expect(minimumWageStatus(69_501, 'NCR', MINIMUM_WAGE_ORDERS, '2026-07-15')).toMatchObject({
      mwe: false,
      below_minimum: false,
    });
    // The day before NCR-26: 695 is above NCR-25's 645.
    expect(minimumWageStatus(69_500, 'NCR', MINIMUM_WAGE_ORDERS, '2025-07-17')?.mwe).toBe(false);
  });
});

describe('an MWE at ₱695 in NCR, then raised to ₱750 from July 16, 2026 (semi-monthly)', () => {
  const mwe = computePayslip({
    employee: terms(695),
    period: FIRST_HALF,
    days: workdays(FIRST_HALF.start, FIRST_HALF.end),
    earnings: [COMMISSION],
    minimum_wage: NCR,
  });

  it('is an MWE by the day rate alone (statutory tax group): no tax on the minimum wage', () => {
    // 13 x 695 = 9,035.00 basic; the 5,000 commission is the only taxable pay, below the
    // semi-monthly table's 10,417 -> no tax.
    expect(mwe.gross_breakdown).toEqual({ 'Basic Pay': 9_035 });
    expect(mwe.minimum_wage).toMatchObject({ mwe: true, wage_order: 'NCR-26', exempt_basic: 9_035 });
    expect(mwe.taxable_compensation).toBe(5_000);
    expect(mwe.wtax).toBe(0);
  });

  it('pays the statutory contributions', () => {
    // 18,070 a month: SSS MSC 18,000 -> EE 900 -> 450.00; PhilHealth 5% x 18,070 = 903.50 -> EE
    // 451.75 -> first cut-off 225.875 -> 225.88; Pag-IBIG 200 -> 100.00.
    expect(mwe.mandatories_breakdown).toEqual({ SSS: 450, PhilHealth: 225.88, 'Pag-IBIG': 100 });
  });

  it('is taxed from the raise: ₱750 is above ₱695', () => {
    const raised = computePayslip({
      employee: terms(750),
      period: SECOND_HALF,
      days: workdays(SECOND_HALF.start, SECOND_HALF.end),
      earnings: [{ ...COMMISSION, effective_date: '2026-07-20' }],
      minimum_wage: NCR,
    });
    // 14 x 750 = 10,500.00 basic. 19,500 a month: SSS MSC 19,500 -> EE 975 -> 487.50; PhilHealth
    // 975 -> EE 487.50 -> 243.75; Pag-IBIG 100 -> 831.25. Taxable 10,500 + 5,000 - 831.25 =
    // 14,668.75 -> 15% x (14,668.75 - 10,417) = 637.7625 -> 637.76.
    expect(raised.gross_breakdown).toEqual({ 'Basic Pay': 10_500 });
    expect(raised.minimum_wage).toMatchObject({ mwe: false, exempt_basic: 0, exempt_premiums: 0 });
    expect(raised.mandatoriesTotal).toBe(831.25);
    expect(raised.taxable_compensation).toBe(14_668.75);
    expect(raised.wtax).toBe(637.76);
  });
});

describe('the MWE tax group only where the rate agrees', () => {
  it('a ₱50,000 employee in the MWE group is taxed by the table, with the group ignored', () => {
    const payslip = computePayslip({
      employee: { ...terms(0), monthly_salary: 5_000_000, tax_mode: 'minimum_wage' },
      period: FIRST_HALF,
      days: workdays(FIRST_HALF.start, FIRST_HALF.end),
      minimum_wage: NCR,
    });
    // 50,000 x 13 / 26 = 25,000.00. SSS MSC 35,000 -> EE 1,750 -> 875; PhilHealth 2,500 -> EE
    // 1,250 -> 625; Pag-IBIG 100: 1,600.00. Taxable 23,400 -> 937.50 + 20% x (23,400 - 16,667)
    // = 937.50 + 1,346.60 = 2,284.10.
    expect(payslip.taxable_compensation).toBe(23_400);
    expect(payslip.wtax).toBe(2_284.1);
    expect(payslip.mwe_group_ignored).toBe(true);
  });

  it('without a known region nobody is an MWE, and the group is ignored', () => {
    const payslip = computePayslip({
      employee: terms(695, { tax_mode: 'minimum_wage' }),
      period: FIRST_HALF,
      days: workdays(FIRST_HALF.start, FIRST_HALF.end),
      earnings: [COMMISSION],
    });
    // 9,035 + 5,000 - 775.88 = 13,259.12 taxable
    expect(payslip.minimum_wage).toBeUndefined();
    expect(payslip.taxable_compensation).toBe(13_259.12);
    expect(payslip.mwe_group_ignored).toBe(true);
  });

  it("an MWE's worked regular holiday is an exempt premium (1601-C item 16)", () => {
    // August 31, 2026 (Monday) National Heroes Day worked: 695 x 200% = 1,390.00.
    const payslip = computePayslip({
      employee: terms(695),
      period: { start: '2026-08-16', end: '2026-08-31' },
      days: workdays('2026-08-31', '2026-08-31'),
      minimum_wage: NCR,
    });
    expect(payslip.gross_breakdown).toEqual({ 'Regular Holiday Pay': 1_390 });
    expect(payslip.minimum_wage).toMatchObject({ mwe: true, exempt_basic: 0, exempt_premiums: 1_390 });
  });
});
