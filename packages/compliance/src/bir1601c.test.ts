import { pagibigContribution, philhealthContribution, sssContribution, withholdingTax } from '@sahod/payroll';
import { describe, expect, it } from 'vitest';
import { type Bir1601cInput, bir1601c } from './bir1601c.ts';
import type { EmployeeRef } from './common.ts';
import { CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { ComplianceInputError } from './format.ts';

const END = '2026-03-31';
const RICE = 2_000_00; // de minimis (ceiling 2,500 from January 6, 2026)

/**
 * A monthly-paid non-MWE with a rice subsidy, figures from the payroll engine's tables. As in the
 * reference, every contribution is on the basic salary (SANTOS: MSC 25,000, not 27,000).
 */
function month(employee: EmployeeRef, basic: number): Bir1601cInput {
  const contributions =
    sssContribution(basic, END).ee +
    philhealthContribution(basic, END).ee +
    pagibigContribution(basic, END).ee;
  const taxable = basic - contributions;
  return {
    ...employee,
    mwe: false,
    gross: basic + RICE,
    de_minimis: RICE,
    contributions,
    tax_withheld: withholdingTax(taxable, 'monthly', END),
  };
}

describe('bir1601c (golden: reference 4.1, March 2026)', () => {
  const march = bir1601c('2026-03', [
    month(SANTOS, 25_000_00),
    month(REYES, 18_000_00),
    month(CRUZ, 40_000_00),
  ]);

  it('gives items 14 = 89,000.00, 21 = 12,575.00, 22 = 76,425.00, 23 = 16,450.00, 24 = 59,975.00, 25 = 2,932.20', () => {
    expect(march.items).toEqual({
      14: 89_000_00,
      15: 0,
      16: 0,
      17: 0,
      18: 6_000_00,
      19: 6_575_00,
      20: 0,
      21: 12_575_00,
      22: 76_425_00,
      23: 16_450_00,
      24: 59_975_00,
      25: 2_932_20,
      26: 0,
      27: 2_932_20,
    });
  });

  it('per employee: taxable 22,925 / 16,450 / 37,050, tax 313.80 / 0 / 2,618.40; only REYES under 250,000 a year', () => {
    expect(march.rows.map((row) => [row.taxable, row.tax_withheld, row.not_subject_to_withholding])).toEqual([
      [22_925_00, 313_80, 0],
      [16_450_00, 0, 16_450_00],
      [37_050_00, 2_618_40, 0],
    ]);
  });
});

describe('bir1601c rules', () => {
  it('uses the projected year: a mid-year hire with no tax withheld and under 250,000 goes to item 23', () => {
    // SANTOS hired in September: 4 x 22,925 = 91,700 projected; nothing withheld this month.
    const hire = { ...month(SANTOS, 25_000_00), tax_withheld: 0, year_taxable: 4 * 22_925_00 };
    expect(bir1601c('2026-09', [hire]).items[23]).toBe(22_925_00);
  });

  it('never puts an employee with tax withheld in the month in item 23, whatever the projection', () => {
    // The same hire with 313.80 withheld in September: not "not subject to withholding".
    const hire = { ...month(SANTOS, 25_000_00), year_taxable: 4 * 22_925_00 };
    expect(hire.tax_withheld).toBe(313_80);
    expect(bir1601c('2026-09', [hire]).items[23]).toBe(0);
  });

  it('tax withheld on all three employees: item 23 = 0 and item 24 = item 22', () => {
    // Each projected under 250,000, each with tax withheld this month (REYES 500.00 on an
    // overtime-heavy month, say): nobody is in item 23.
    const all = [
      { ...month(SANTOS, 25_000_00), year_taxable: 100_000_00 },
      { ...month(REYES, 18_000_00), tax_withheld: 500_00, year_taxable: 100_000_00 },
      { ...month(CRUZ, 40_000_00), year_taxable: 100_000_00 },
    ];
    const result = bir1601c('2026-03', all);
    // 22 = 22,925 + 16,450 + 37,050 = 76,425.00
    expect(result.items[22]).toBe(76_425_00);
    expect(result.items[23]).toBe(0);
    expect(result.items[24]).toBe(76_425_00);
  });

  it('nothing withheld but projected above 250,000: not in item 23', () => {
    // REYES 16,450 taxable a month, projected 16,450 x 12 = 197,400 -> in 23; with a projection of
    // 260,000 (a raise later in the year, or earlier months' pay) -> not in 23.
    expect(bir1601c('2026-03', [month(REYES, 18_000_00)]).items[23]).toBe(16_450_00);
    expect(bir1601c('2026-03', [{ ...month(REYES, 18_000_00), year_taxable: 260_000_00 }]).items[23]).toBe(0);
  });

  it('keeps MWEs out of item 23 and reports their exempt pay in items 15 and 16', () => {
    const mwe: Bir1601cInput = {
      ...REYES,
      mwe: true,
      gross: 15_116_25 + 1_000_00,
      smw: 15_116_25,
      mwe_premiums: 1_000_00,
      contributions: 0,
      tax_withheld: 0,
    };
    const result = bir1601c('2026-03', [mwe]);
    expect(result.items).toMatchObject({ 15: 15_116_25, 16: 1_000_00, 21: 16_116_25, 22: 0, 23: 0, 24: 0 });
  });

  it('carries the adjustment of previous months into item 27', () => {
    const result = bir1601c('2026-03', [month(CRUZ, 40_000_00)], -80);
    expect(result.items[26]).toBe(-80);
    expect(result.items[27]).toBe(2_618_40 - 80);
  });

  it('warns about minimum wage pay on a non-MWE, and refuses parts larger than the gross', () => {
    expect(bir1601c('2026-03', [{ ...month(CRUZ, 40_000_00), smw: 1 }]).warnings[0]!.field).toBe('mwe');
    expect(() => bir1601c('2026-03', [{ ...month(CRUZ, 40_000_00), gross: 1_00 }])).toThrow(
      ComplianceInputError,
    );
    expect(() => bir1601c('2026-3', [])).toThrow(ComplianceInputError);
  });

  it('files a zero return for a month without payslips', () => {
    expect(Object.values(bir1601c('2026-03', []).items).every((value) => value === 0)).toBe(true);
  });
});
