import { describe, expect, it } from 'vitest';
import { CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { annualizationRows, thirteenthMonthRows } from './yearend.ts';

describe('thirteenthMonthRows', () => {
  it('CRUZ 480,000 earned: 40,000.00 due, all within the ₱90,000', () => {
    expect(thirteenthMonthRows(2026, [{ ...CRUZ, basic_earned: 480_000_00 }])).toEqual([
      {
        employee_id: 3,
        basic_earned: 480_000_00,
        thirteenth: 40_000_00,
        already_paid: 0,
        due: 40_000_00,
        non_taxable: 40_000_00,
        taxable: 0,
      },
    ]);
  });

  it('deducts a half already paid and taxes what overflows the exemption', () => {
    const [row] = thirteenthMonthRows(2026, [
      { ...SANTOS, basic_earned: 1_440_000_00, already_paid: 60_000_00, exemption_used: 80_000_00 },
    ]);
    // 120,000 for the year, 60,000 paid in June: 60,000 due; 10,000 of the exemption left.
    expect(row).toMatchObject({
      thirteenth: 120_000_00,
      due: 60_000_00,
      non_taxable: 10_000_00,
      taxable: 50_000_00,
    });
  });
});

describe('annualizationRows', () => {
  it('CRUZ: tax due 31,420.00, withheld 28,802.40, December 2,617.60; substituted filing', () => {
    const [row] = annualizationRows(2026, [
      { ...CRUZ, taxable_compensation: 444_600_00, withheld: 28_802_40 },
    ]);
    expect(row).toEqual({
      employee_id: 3,
      taxable_compensation: 444_600_00,
      tax_due: 31_420_00,
      withheld: 28_802_40,
      adjustment: 2_617_60,
      withhold: 2_617_60,
      refund: 0,
      uncollected: 0,
      substituted_filing: true,
      substituted_filing_failed: [],
    });
  });

  it('no substituted filing with a previous employer or a shortfall the pay could not cover', () => {
    const rows = annualizationRows(2026, [
      {
        ...REYES,
        taxable_compensation: 200_000_00,
        withheld: 0,
        previous_taxable: 150_000_00,
        previous_withheld: 15_000_00,
      },
      { ...CRUZ, taxable_compensation: 444_600_00, withheld: 20_000_00, available_net: 1_000_00 },
    ]);
    expect(rows[0]).toMatchObject({ tax_due: 15_000_00, withhold: 0, substituted_filing: false });
    expect(rows[0]!.substituted_filing_failed).toEqual(['only one employer during the year']);
    expect(rows[1]).toMatchObject({ withhold: 1_000_00, uncollected: 10_420_00, substituted_filing: false });
    expect(rows[1]!.substituted_filing_failed).toEqual(['tax withheld equals tax due']);
  });

  it('an over-withholding is refunded and the employee still qualifies', () => {
    const [row] = annualizationRows(2025, [
      { ...SANTOS, taxable_compensation: 678_600_00, withheld: 78_220_80 },
    ]);
    expect(row).toMatchObject({ adjustment: -80, refund: 80, withhold: 0, substituted_filing: true });
  });
});
