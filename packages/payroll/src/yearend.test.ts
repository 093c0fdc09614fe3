import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { pagibigContribution } from './statutory/pagibig.ts';
import { philhealthContribution } from './statutory/philhealth.ts';
import { sssContribution } from './statutory/sss.ts';
import { withholdingTax } from './statutory/withholding.ts';
import {
  basicEarned,
  benefitsExemptionCeiling,
  splitBenefits,
  substitutedFiling,
  thirteenthMonth,
  thirteenthMonthDue,
  yearEndAdjustment,
} from './yearend.ts';

describe('thirteenthMonth (PD 851: basic salary earned / 12, to the centavo)', () => {
  it('CRUZ, full year at 40,000 a month: 480,000 / 12 = 40,000.00', () => {
    expect(thirteenthMonth(480_000_00)).toBe(40_000_00);
  });
  it('REYES to separation: 3 x 18,000 + 9,000 = 63,000 / 12 = 5,250.00', () => {
    expect(thirteenthMonth(63_000_00)).toBe(5_250_00);
  });
  it('hired April 1 at 25,000 (ph-statutory 5.5): 9 x 25,000 / 12 = 18,750.00', () => {
    expect(thirteenthMonth(9 * 25_000_00)).toBe(18_750_00);
  });
  it('rounds once, half away from zero', () => {
    expect(thirteenthMonth(100_000_01)).toBe(8_333_33); // 8,333,333.4166 centavos
    expect(thirteenthMonth(6)).toBe(1); // 0.5 centavo
    expect(thirteenthMonth(5)).toBe(0);
  });
  it('what is still due after a half paid in June, never negative', () => {
    expect(thirteenthMonthDue(40_000_00, 20_000_00)).toBe(20_000_00);
    expect(thirteenthMonthDue(40_000_00, 41_000_00)).toBe(0);
  });
  it('refuses negative or fractional centavos', () => {
    expect(() => thirteenthMonth(-1)).toThrow(RangeError);
    expect(() => thirteenthMonth(1.5)).toThrow(RangeError);
  });
});

describe('basicEarned', () => {
  const months: Record<string, number>[] = [
    { 'Basic Pay': 1_800_000, Overtime: 50_000, 'Night Differential': 1_000, 'Holiday Pay': 69_231 },
    { 'Basic Pay': 1_700_000, 'Paid Leave': 100_000, 'Regular Holiday Pay': 138_462, 'Rest Day Pay': 90_000 },
  ];
  it('sums Basic Pay and Paid Leave, never overtime, premiums, night or holiday pay', () => {
    expect(basicEarned(months)).toBe(1_800_000 + 1_700_000 + 100_000);
  });
  it('leaves Paid Leave out when the policy says so', () => {
    expect(basicEarned(months, { includePaidLeave: false })).toBe(3_500_000);
  });
  it('is zero for no payslips', () => {
    expect(basicEarned([])).toBe(0);
  });
});

describe('the yearly exemption of the 13th month and other benefits (₱90,000)', () => {
  it('is 90,000.00 from 2018 and unknown before', () => {
    expect(benefitsExemptionCeiling(2026)).toBe(90_000_00);
    expect(() => benefitsExemptionCeiling(2017)).toThrow(RangeError);
  });
  it('keeps a 40,000 13th month non-taxable', () => {
    expect(splitBenefits(40_000_00, 0, 2026)).toEqual({
      nonTaxable: 40_000_00,
      taxable: 0,
      usedAfter: 40_000_00,
    });
  });
  it('taxes only the excess once other benefits have used part of the bucket', () => {
    // 60,000 of bonuses earlier in the year, then a 45,000 13th month: 30,000 exempt, 15,000 taxable.
    expect(splitBenefits(45_000_00, 60_000_00, 2026)).toEqual({
      nonTaxable: 30_000_00,
      taxable: 15_000_00,
      usedAfter: 90_000_00,
    });
    expect(splitBenefits(10_000_00, 90_000_00, 2026)).toEqual({
      nonTaxable: 0,
      taxable: 10_000_00,
      usedAfter: 90_000_00,
    });
  });
  it('refuses negative amounts', () => {
    expect(() => splitBenefits(-1, 0, 2026)).toThrow(RangeError);
  });
});

describe('yearEndAdjustment (RR 2-98 as amended by RR 11-2018)', () => {
  // Reference 4.4 / 5.1 (CRUZ): paid monthly, 40,000 basic and a 2,000 rice subsidy (de minimis)
  // every month of 2026, the same contributions every month.
  const monthEnds = Array.from({ length: 12 }, (_, m) =>
    m === 11 ? '2026-12-31' : addDays(`2026-${String(m + 2).padStart(2, '0')}-01`, -1),
  );
  const sss = sssContribution(42_000_00, '2026-01-31'); // compensation includes the subsidy; MSC 35,000 either way
  const philhealth = philhealthContribution(40_000_00, '2026-01-31');
  const pagibig = pagibigContribution(42_000_00, '2026-01-31');
  const monthlyTaxable = 40_000_00 - (sss.ee + philhealth.ee + pagibig.ee);

  it('the month: 1,750 + 1,000 + 200 contributions, taxable 37,050.00, table tax 2,618.40', () => {
    expect(sss.ee + philhealth.ee + pagibig.ee).toBe(2_950_00);
    expect(monthlyTaxable).toBe(37_050_00);
    expect(withholdingTax(monthlyTaxable, 'monthly', '2026-03-31')).toBe(2_618_40);
  });

  it('annual tax 31,420.00, withheld January to November 28,802.40, December withholding 2,617.60', () => {
    let withheld = 0;
    for (const end of monthEnds.slice(0, 11)) withheld += withholdingTax(monthlyTaxable, 'monthly', end);
    expect(withheld).toBe(28_802_40);
    const december = yearEndAdjustment({ year: 2026, taxableCompensation: 12 * monthlyTaxable, withheld });
    expect(december).toEqual({
      taxableCompensation: 444_600_00,
      taxDue: 31_420_00,
      withheld: 28_802_40,
      adjustment: 2_617_60,
      withhold: 2_617_60,
      refund: 0,
      uncollected: 0,
    });
    // The table would have withheld 2,618.40: the adjustment corrects the 0.80 of table rounding.
    expect(december.withhold).toBe(withholdingTax(monthlyTaxable, 'monthly', '2026-12-31') - 80);
  });

  it('turns over-withholding into a refund, never a negative tax', () => {
    // ph-statutory 4.7 B: 12 x 6,518.40 withheld on 678,600 taxable; annual tax 78,220.00.
    const result = yearEndAdjustment({ year: 2025, taxableCompensation: 678_600_00, withheld: 78_220_80 });
    expect(result.taxDue).toBe(78_220_00);
    expect(result.withhold).toBe(0);
    expect(result.refund).toBe(80);
    expect(result.adjustment).toBe(-80);
  });

  it('counts the previous employer’s taxable compensation and tax withheld', () => {
    // 200,000 here and 150,000 at the previous employer: tax on 350,000 = 15% x 100,000 = 15,000.
    const result = yearEndAdjustment({
      year: 2026,
      taxableCompensation: 200_000_00,
      withheld: 0,
      previousEmployerTaxable: 150_000_00,
      previousEmployerWithheld: 4_000_00,
    });
    expect(result).toMatchObject({ taxableCompensation: 350_000_00, taxDue: 15_000_00, withheld: 4_000_00 });
    expect(result.withhold).toBe(11_000_00);
  });

  it('withholds a shortfall up to the net pay available and reports the rest', () => {
    const result = yearEndAdjustment({
      year: 2026,
      taxableCompensation: 444_600_00,
      withheld: 20_000_00,
      availableNet: 5_000_00,
    });
    expect(result.adjustment).toBe(11_420_00);
    expect(result.withhold).toBe(5_000_00);
    expect(result.uncollected).toBe(6_420_00);
    expect(
      yearEndAdjustment({ year: 2026, taxableCompensation: 444_600_00, withheld: 0, availableNet: -100 }),
    ).toMatchObject({ withhold: 0, uncollected: 31_420_00 });
  });

  it('has nothing to adjust at or under 250,000 with nothing withheld', () => {
    expect(yearEndAdjustment({ year: 2026, taxableCompensation: 250_000_00, withheld: 0 })).toMatchObject({
      taxDue: 0,
      adjustment: 0,
      withhold: 0,
      refund: 0,
    });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => yearEndAdjustment({ year: 2026, taxableCompensation: -1, withheld: 0 })).toThrow(RangeError);
    expect(() => yearEndAdjustment({ year: 2026, taxableCompensation: 1, withheld: 0.5 })).toThrow(
      RangeError,
    );
  });
});

describe('substitutedFiling (four conditions)', () => {
  const qualified = {
    purelyCompensationIncome: true,
    singleEmployer: true,
    taxDue: 31_420_00,
    taxWithheld: 31_420_00,
  };
  it('qualifies when every condition holds', () => {
    expect(substitutedFiling(qualified)).toEqual({ qualifies: true, failed: [] });
  });
  it('names each failed condition', () => {
    expect(
      substitutedFiling({
        purelyCompensationIncome: false,
        singleEmployer: false,
        taxDue: 31_420_00,
        taxWithheld: 28_802_40,
        spouseQualifies: false,
      }),
    ).toEqual({
      qualifies: false,
      failed: [
        'purely compensation income',
        'only one employer during the year',
        'tax withheld equals tax due',
        'spouse also qualifies',
      ],
    });
    expect(substitutedFiling({ ...qualified, singleEmployer: false }).failed).toEqual([
      'only one employer during the year',
    ]);
  });
});
