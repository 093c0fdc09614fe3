import type { Payslip } from '@sahod/payroll';
import { describe, expect, it } from 'vitest';
import { thirteenthPayslip } from '../compliance/thirteenth.ts';
import { loanInstallmentsOf, payslipColumns, processedRow } from './stored.ts';

const loan = (loan_id: number, amount_due: number, balance: number) => ({
  loan_id,
  loan_name: `Loan ${loan_id}`,
  amount_due,
  balance,
});

describe('stored payslip', () => {
  it('fills the centavo columns from the engine payslip, a year-end refund in tax_refund', () => {
    const base: Payslip = {
      ...thirteenthPayslip(2026, 12_000_00, { nonTaxable: 10_000_00, taxable: 2_000_00 }, 0),
      gross_breakdown: { 'Basic Pay': 10_000_00, Overtime: 500_00 },
      gross_base: 10_500_00,
      wtax: 300_00,
      mandatoriesTotal: 900_00,
    };
    const columns = payslipColumns({
      ...base,
      year_end: {
        taxable_compensation: 0,
        tax_due: 0,
        withheld: 0,
        adjustment: -150_00,
        table_wtax: 0,
        withhold: 0,
        refund: 150_00,
        uncollected: 0,
      },
    });
    expect(columns).toMatchObject({
      gross_base: 10_500_00,
      gross_pay: 12_000_00,
      wtax: 300_00,
      mandatories_total: 900_00,
      basic_earned: 10_000_00,
      taxable_compensation: 2_000_00,
      benefits_total: 12_000_00,
      tax_refund: 150_00,
      // the 13th month's split: 10,000 inside the ₱90,000 bucket, 2,000 over it
      bucket_exempt: 10_000_00,
      bucket_taxable: 2_000_00,
      de_minimis_exempt: 0,
    });
    expect(payslipColumns(base).tax_refund).toBe(0);
  });

  it('stores a processed row with the snapshot as text', () => {
    const payslip = thirteenthPayslip(2026, 5_000_00, { nonTaxable: 5_000_00, taxable: 0 }, 0);
    const row = processedRow({ payslip, loans_summary: [] }, 7, '2026-12-20T00:00:00.000Z');
    expect(row).toMatchObject({ status: 'processed', void_reason: null, net_pay: 5_000_00, created_by: 7 });
    expect(JSON.parse(row.snapshot).payslip.benefits).toEqual(payslip.benefits);
  });

  it('takes only the loans with an amount due, and none from an old snapshot without loans', () => {
    expect(loanInstallmentsOf({ loans_breakdown: [loan(1, 500_00, 1_500_00), loan(2, 0, 800_00)] })).toEqual([
      { loan_id: 1, amount: 500_00, outstanding: 1_500_00 },
    ]);
    expect(loanInstallmentsOf({} as Pick<Payslip, 'loans_breakdown'>)).toEqual([]);
  });
});
