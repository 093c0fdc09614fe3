import { describe, expect, it } from 'vitest';
import type { Payslip } from './types.ts';
import { applyYearEnd, payslipYearEnd, TAX_REFUND_EARNING } from './yearendPayslip.ts';

/** A December payslip: 42,000 earned (2,000 non-taxable), 2,950 contributions, table tax 2,618.40. */
const december = {
  gross_base: 40_000_00,
  earnings: { Rice: 2_000_00 },
  earningsTotal: 2_000_00,
  benefits: {},
  benefitsTotal: 0,
  gross_pay: 42_000_00,
  mandatoriesTotal: 2_950_00,
  deductions_breakdown: { WTax: 2_618_40, Canteen: 100_00 },
  deductions: { Canteen: 100_00 },
  deductionsTotal: 100_00,
  wtax: 2_618_40,
  taxable_compensation: 37_050_00,
  loansTotal: 0,
  total_deductions: 2_950_00 + 2_618_40 + 100_00,
  net_pay: 42_000_00 - (2_950_00 + 2_618_40 + 100_00),
} as unknown as Payslip;

describe('applyYearEnd', () => {
  it('withholds the adjustment instead of the table amount; totals still add up', () => {
    const adj = payslipYearEnd(december, { year: 2026, ytdTaxable: 11 * 37_050_00, ytdWithheld: 28_802_40 });
    const p = applyYearEnd(december, adj);
    expect(p.wtax).toBe(2_617_60);
    expect(p.deductions_breakdown).toEqual({ WTax: 2_617_60, Canteen: 100_00 });
    expect(p.total_deductions).toBe(2_950_00 + 2_617_60 + 100_00);
    expect(p.net_pay).toBe(p.gross_pay - p.total_deductions);
    expect(p.year_end).toEqual({
      taxable_compensation: 444_600_00,
      tax_due: 31_420_00,
      withheld: 28_802_40,
      adjustment: 2_617_60,
      table_wtax: 2_618_40,
      withhold: 2_617_60,
      refund: 0,
      uncollected: 0,
    });
    expect(p.earnings[TAX_REFUND_EARNING]).toBeUndefined();
  });

  it('refunds an over-withholding as an earning line, never a negative tax', () => {
    const adj = payslipYearEnd(december, { year: 2026, ytdTaxable: 11 * 37_050_00, ytdWithheld: 33_000_00 });
    const p = applyYearEnd(december, adj);
    expect(p.wtax).toBe(0);
    expect(p.earnings[TAX_REFUND_EARNING]).toBe(1_580_00);
    expect(p.earningsTotal).toBe(2_000_00 + 1_580_00);
    expect(p.gross_pay).toBe(42_000_00 + 1_580_00);
    expect(p.net_pay).toBe(42_000_00 + 1_580_00 - 2_950_00 - 100_00);
    expect(p.year_end?.refund).toBe(1_580_00);
  });

  it('withholds a shortfall up to the net pay before tax and reports the rest', () => {
    const adj = payslipYearEnd(december, {
      year: 2026,
      ytdTaxable: 11 * 37_050_00,
      ytdWithheld: 0,
      previousEmployerTaxable: 500_000_00,
    });
    const p = applyYearEnd(december, adj);
    const netBeforeTax = 42_000_00 - 2_950_00 - 100_00;
    expect(p.wtax).toBe(netBeforeTax);
    expect(p.net_pay).toBe(0);
    expect(p.year_end?.uncollected).toBe(adj.taxDue - netBeforeTax);
  });
});
