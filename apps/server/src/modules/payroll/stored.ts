/**
 * The centavo columns of a stored payslip, read off the engine payslip it stores: every kind
 * (regular, 13th month, final pay) fills them the same way, so the year figures can sum them.
 */
import { basicEarned, type Payslip } from '@sahod/payroll';

export function payslipColumns(payslip: Payslip) {
  return {
    gross_base: payslip.gross_base,
    gross_pay: payslip.gross_pay,
    mandatories_total: payslip.mandatoriesTotal,
    wtax: payslip.wtax,
    deductions_total: payslip.deductionsTotal,
    loans_total: payslip.loansTotal,
    total_deductions: payslip.total_deductions,
    net_pay: payslip.net_pay,
    employer_total: payslip.employer_total,
    basic_earned: basicEarned([payslip.gross_breakdown]),
    taxable_compensation: payslip.taxable_compensation,
    benefits_total: payslip.benefitsTotal,
    tax_refund: payslip.year_end?.refund ?? 0,
  };
}
