/**
 * The year-end adjustment applied to a period's payslip (RR 2-98 2.79(B)(5) as amended by RR 11-2018;
 * ph-compliance-outputs 5.1): the period's withholding becomes the adjustment's `withhold` instead of
 * the table amount, an over-withholding becomes a 'Tax Refund' earning line (never a negative tax)
 * and the payslip carries the figures shown as 'Year-end adjustment'. Pure; centavos.
 */
import type { Payslip, YearEndLine } from './types.ts';
import { type YearEndAdjustment, yearEndAdjustment } from './yearend.ts';

/** The earning line of an over-withholding given back on the payslip. */
export const TAX_REFUND_EARNING = 'Tax Refund';

export interface PayslipYearEndInput {
  readonly year: number;
  /** This employer's taxable compensation of the year before this payslip (centavos). */
  readonly ytdTaxable: number;
  /** Tax this employer withheld this year before this payslip, net of refunds. */
  readonly ytdWithheld: number;
  readonly previousEmployerTaxable?: number;
  readonly previousEmployerWithheld?: number;
}

/**
 * The adjustment for this payslip: the year's taxable compensation includes the payslip's own, and a
 * shortfall is withheld up to the net pay available before any tax (net pay + the table tax).
 */
/** What the adjustment reads of the payslip being computed (a final pay passes just these). */
export type YearEndBasis = Pick<Payslip, 'taxable_compensation' | 'net_pay' | 'wtax'>;

export function payslipYearEnd(payslip: YearEndBasis, input: PayslipYearEndInput): YearEndAdjustment {
  return yearEndAdjustment({
    year: input.year,
    taxableCompensation: input.ytdTaxable + payslip.taxable_compensation,
    withheld: input.ytdWithheld,
    previousEmployerTaxable: input.previousEmployerTaxable ?? 0,
    previousEmployerWithheld: input.previousEmployerWithheld ?? 0,
    availableNet: payslip.net_pay + payslip.wtax,
  });
}

/** The payslip with the adjustment's tax instead of the table's, the refund line and the year-end figures. */
export function applyYearEnd(payslip: Payslip, adjustment: YearEndAdjustment): Payslip {
  const wtax = adjustment.withhold;
  const refund = adjustment.refund;
  const earnings = { ...payslip.earnings };
  if (refund > 0) earnings[TAX_REFUND_EARNING] = (earnings[TAX_REFUND_EARNING] ?? 0) + refund;
  const gross_pay = payslip.gross_pay + refund;
  const total_deductions = payslip.total_deductions - payslip.wtax + wtax;
  const year_end: YearEndLine = {
    taxable_compensation: adjustment.taxableCompensation,
    tax_due: adjustment.taxDue,
    withheld: adjustment.withheld,
    adjustment: adjustment.adjustment,
    table_wtax: payslip.wtax,
    withhold: wtax,
    refund,
    uncollected: adjustment.uncollected,
  };
  return {
    ...payslip,
    earnings,
    earningsTotal: payslip.earningsTotal + refund,
    gross_pay,
    deductions_breakdown: { ...payslip.deductions_breakdown, WTax: wtax },
    wtax,
    total_deductions,
    net_pay: gross_pay - total_deductions,
    year_end,
  };
}
