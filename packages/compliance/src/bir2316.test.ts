import { describe, expect, it } from 'vitest';
import { BIR2316_ITEMS, bir2316FileName, bir2316Items } from './bir2316.ts';
import { ComplianceInputError } from './format.ts';

describe('bir2316Items (reference 4.2 item arithmetic)', () => {
  it('CRUZ, 2026: 19 = 544,000 = 38 (99,400) + 52 (444,600); tax due 31,420.00; 28 = 31,420.00', () => {
    const items = bir2316Items({
      year: 2026,
      mwe: false,
      nontaxable: { thirteenth: 40_000_00, de_minimis: 24_000_00, contributions: 35_400_00 },
      taxable: { basic: 444_600_00 },
      withheld_present: 31_420_00,
    });
    expect(items).toMatchObject({
      '19': 544_000_00,
      '20': 99_400_00,
      '21': 444_600_00,
      '22': 0,
      '23': 444_600_00,
      '24': 31_420_00,
      '25A': 31_420_00,
      '25B': 0,
      '26': 31_420_00,
      '27': 0,
      '28': 31_420_00,
      '29': 0,
      '34': 40_000_00,
      '35': 24_000_00,
      '36': 35_400_00,
      '38': 99_400_00,
      '39': 444_600_00,
      '52': 444_600_00,
    });
    expect(Object.keys(items)).toHaveLength(34 - 3 + 6); // 19-52, with 25A/25B, 44A/44B, 51A/51B for 25, 44, 51
  });

  it('adds the previous employer’s taxable compensation and tax (items 22, 25B)', () => {
    const items = bir2316Items({
      year: 2026,
      mwe: false,
      nontaxable: { contributions: 20_000_00 },
      taxable: { basic: 200_000_00, overtime: 10_000_00, thirteenth: 5_000_00 },
      previous_taxable: 150_000_00,
      withheld_present: 18_000_00,
      withheld_previous: 4_000_00,
    });
    // 23 = 215,000 + 150,000 = 365,000 -> 15% x 115,000 = 17,250.00
    expect(items).toMatchObject({
      '21': 215_000_00,
      '22': 150_000_00,
      '23': 365_000_00,
      '24': 17_250_00,
      '26': 22_000_00,
    });
    expect(items['50']).toBe(10_000_00);
    expect(items['48']).toBe(5_000_00);
  });

  it('declares the basic salary of a non-MWE at 250,000 and below non-taxable (item 29)', () => {
    // REYES, January to April 15: basic 63,000 less 7,750 contributions.
    const items = bir2316Items({
      year: 2026,
      mwe: false,
      nontaxable: { thirteenth: 5_250_00, contributions: 7_750_00 },
      taxable: { basic: 55_250_00 },
      withheld_present: 0,
    });
    expect(items).toMatchObject({
      '29': 55_250_00,
      '39': 0,
      '38': 68_250_00,
      '19': 68_250_00,
      '21': 0,
      '24': 0,
    });
  });

  it('keeps an MWE’s statutory minimum wage and premiums in items 29-33', () => {
    const items = bir2316Items({
      year: 2026,
      mwe: true,
      nontaxable: { basic_smw: 181_395_00, holiday: 2_000_00, overtime: 1_500_00, contributions: 12_000_00 },
      taxable: { other_supplementary_a: 3_000_00 },
      withheld_present: 0,
    });
    expect(items).toMatchObject({
      '29': 181_395_00,
      '30': 2_000_00,
      '31': 1_500_00,
      '38': 196_895_00,
      '52': 3_000_00,
      '24': 0,
    });
  });

  it('maps every detail item once', () => {
    const numbers = [...Object.values(BIR2316_ITEMS.nontaxable), ...Object.values(BIR2316_ITEMS.taxable)];
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(24);
  });

  it('refuses negative amounts', () => {
    expect(() =>
      bir2316Items({
        year: 2026,
        mwe: false,
        nontaxable: { de_minimis: -1 },
        taxable: {},
        withheld_present: 0,
      }),
    ).toThrow(ComplianceInputError);
  });
});

describe('bir2316FileName', () => {
  it('is <LastName>_<TIN>_<MMDDYYYY>.pdf (the regulation’s example)', () => {
    expect(bir2316FileName('Dela Cruz', '131-885-220-000', '2014-12-31')).toBe(
      'Dela Cruz_131885220000_12312014.pdf',
    );
  });
});
