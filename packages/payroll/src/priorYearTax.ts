/**
 * A previous year's uncollected year-end shortfall (issue 21; RR 2-98 2.79(B)(5)): withheld from
 * the first payroll of January as its own deduction line, up to the net pay (what the net pay cannot
 * cover stays owed and the next January payroll takes it). It is the previous year's tax: never the
 * WTax of this payslip and never taxable compensation. Pure; centavos.
 */
import type { Payslip } from './types.ts';

/** The deduction line's name. */
export const PRIOR_YEAR_TAX_LINE = 'Prior year tax shortfall';

/** The payslip with the shortfall (centavos) deducted as 'Prior year tax shortfall', capped at its net pay. */
export function withPriorYearTax(payslip: Payslip, shortfall: number | undefined): Payslip {
  if (shortfall === undefined || shortfall <= 0) return payslip;
  if (!Number.isInteger(shortfall)) throw new RangeError('prior_year_tax must be a whole number of centavos');
  const amount = Math.min(shortfall, Math.max(0, payslip.net_pay));
  if (amount === 0) return payslip;
  const deductions = { ...payslip.deductions, [PRIOR_YEAR_TAX_LINE]: amount };
  const total_deductions = payslip.total_deductions + amount;
  return {
    ...payslip,
    deductions,
    deductionsTotal: payslip.deductionsTotal + amount,
    deductions_breakdown: { ...payslip.deductions_breakdown, [PRIOR_YEAR_TAX_LINE]: amount },
    total_deductions,
    net_pay: payslip.gross_pay - total_deductions,
    prior_year_tax: amount,
  };
}
