import { describe, expect, it } from 'vitest';
import { form1604cSummary } from './form1604c.ts';
import { ComplianceInputError } from './format.ts';

describe('form1604cSummary (Part II)', () => {
  it('lists January to December with totals: CRUZ’s 11 x 2,618.40 and December 2,617.60 = 31,420.00', () => {
    const remittances = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      taxes_withheld: i === 11 ? 2_617_60 : 2_618_40,
      date_of_remittance: `2026-${String(i + 1).padStart(2, '0')}-10`,
    }));
    const summary = form1604cSummary(2026, remittances);
    expect(summary.months).toHaveLength(12);
    expect(summary.totals).toEqual({
      taxes_withheld: 31_420_00,
      adjustment: 0,
      penalties: 0,
      total_remitted: 31_420_00,
    });
  });

  it('adds adjustments and penalties to the total remitted; a month without a return is zero', () => {
    const summary = form1604cSummary(2026, [
      { month: 3, taxes_withheld: 1_000_00, adjustment: -80, penalties: 25_00 },
    ]);
    expect(summary.months[2]).toMatchObject({ total_remitted: 1_024_20 });
    expect(summary.months[0]).toMatchObject({
      taxes_withheld: 0,
      total_remitted: 0,
      date_of_remittance: null,
    });
  });

  it('refuses two returns for one month and a month out of range', () => {
    expect(() =>
      form1604cSummary(2026, [
        { month: 1, taxes_withheld: 1 },
        { month: 1, taxes_withheld: 2 },
      ]),
    ).toThrow(ComplianceInputError);
    expect(() => form1604cSummary(2026, [{ month: 13, taxes_withheld: 1 }])).toThrow(ComplianceInputError);
  });
});
