/**
 * The previous year's uncollected shortfall withheld in January's first payroll (RR 2-98
 * 2.79(B)(5)). Employee: 26,000.00 a month, 26 days x 8 h (day rate 1,000.00), semi-monthly,
 * January 1-15, 2026: Jan 1 is a regular holiday with no workday before it in the period's records
 * (not paid); Sundays 4 and 11 rest; workdays 2, 3, 5-10, 12-15 = 12 days x 1,000.00 = 12,000.00.
 * Contributions (2026, half of the month): SSS 26,000 x 5% = 1,300 / 2 = 650.00; PhilHealth
 * 26,000 x 2.5% = 650 / 2 = 325.00; Pag-IBIG 200 / 2 = 100.00 -> 1,075.00.
 * Taxable 12,000 - 1,075 = 10,925.00; semi-monthly table: 15% x (10,925 - 10,417) = 76.20.
 * Net before the shortfall: 12,000 - 1,075 - 76.20 = 10,848.80.
 */
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './dates.ts';
import { computePayslip } from './payslip.ts';
import { PRIOR_YEAR_TAX_LINE } from './priorYearTax.ts';
import type { DayRecord, EmployeeTerms, PayslipInput } from './types.ts';

const EMPLOYEE: EmployeeTerms = { monthly_salary: 2_600_000, days: 26, hours: 8, pay_period: 'Semi-monthly' };
const SHIFT = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const LOG = { start_time: '08:00:00', end_time: '17:00:00', lunch_start: '12:00:00', lunch_end: '13:00:00' };

function days(start: string, end: string): DayRecord[] {
  const out: DayRecord[] = [];
  for (let date = start; date <= end; date = addDays(date, 1))
    if (weekday(date) !== 0 && date !== '2026-01-01') out.push({ date, log: LOG, shift: SHIFT });
  return out;
}

const input = (prior_year_tax?: number): PayslipInput => ({
  employee: EMPLOYEE,
  period: { start: '2026-01-01', end: '2026-01-15' },
  days: days('2026-01-01', '2026-01-15'),
  ...(prior_year_tax === undefined ? {} : { prior_year_tax }),
});

describe("'Prior year tax shortfall'", () => {
  it('without a shortfall the January payslip is as usual', () => {
    const p = computePayslip(input());
    expect(p.gross_pay).toBe(12_000);
    expect(p.mandatoriesTotal).toBe(1_075);
    expect(p.wtax).toBe(76.2);
    expect(p.net_pay).toBe(10_848.8);
    expect(p.deductions).toEqual({});
    expect(p.prior_year_tax).toBeUndefined();
  });

  it('a 1,234.56 shortfall is its own deduction line, not WTax and not taxable compensation', () => {
    const p = computePayslip(input(123_456));
    expect(p.deductions).toEqual({ [PRIOR_YEAR_TAX_LINE]: 1_234.56 });
    expect(p.deductions_breakdown).toEqual({ WTax: 76.2, [PRIOR_YEAR_TAX_LINE]: 1_234.56 });
    expect(p.deductionsTotal).toBe(1_234.56);
    expect(p.wtax).toBe(76.2);
    expect(p.taxable_compensation).toBe(10_925);
    expect(p.total_deductions).toBe(2_385.76); // 1,075 + 76.20 + 1,234.56
    expect(p.net_pay).toBe(9_614.24); // 12,000 - 2,385.76
    expect(p.prior_year_tax).toBe(1_234.56);
  });

  it('a shortfall larger than the net pay is withheld up to the net pay (10,848.80)', () => {
    const p = computePayslip(input(2_000_000));
    expect(p.deductions[PRIOR_YEAR_TAX_LINE]).toBe(10_848.8);
    expect(p.net_pay).toBe(0);
    expect(p.prior_year_tax).toBe(10_848.8);
  });
});
