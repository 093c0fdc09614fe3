/** Properties of the year-end rules and the final-pay statement, on generated inputs (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalPayStatement } from './finalpay.ts';
import { splitBenefits, thirteenthMonth, yearEndAdjustment } from './yearend.ts';

const money = (max: number) => fc.integer({ min: 0, max });

describe('year-end properties', () => {
  it('the adjustment settles the year exactly: withheld + withhold + uncollected - refund = tax due', () => {
    fc.assert(
      fc.property(
        money(5_000_000_00),
        money(1_500_000_00),
        money(1_000_000_00),
        money(300_000_00),
        fc.option(fc.integer({ min: -100_000_00, max: 500_000_00 }), { nil: undefined }),
        (taxable, withheld, previousTaxable, previousWithheld, availableNet) => {
          const r = yearEndAdjustment({
            year: 2026,
            taxableCompensation: taxable,
            withheld,
            previousEmployerTaxable: previousTaxable,
            previousEmployerWithheld: previousWithheld,
            availableNet,
          });
          expect(r.withheld + r.withhold + r.uncollected - r.refund).toBe(r.taxDue);
          expect(r.withhold).toBeGreaterThanOrEqual(0);
          expect(r.refund).toBeGreaterThanOrEqual(0);
          expect(r.uncollected).toBeGreaterThanOrEqual(0);
          expect(r.refund > 0 && r.withhold > 0).toBe(false);
          if (availableNet !== undefined) expect(r.withhold).toBeLessThanOrEqual(Math.max(0, availableNet));
          else expect(r.uncollected).toBe(0);
        },
      ),
    );
  });

  it('the ₱90,000 bucket is never exceeded and every centavo is either exempt or taxed', () => {
    fc.assert(
      fc.property(money(200_000_00), money(120_000_00), (amount, usedBefore) => {
        const split = splitBenefits(amount, usedBefore, 2026);
        expect(split.nonTaxable + split.taxable).toBe(amount);
        expect(split.usedAfter).toBeLessThanOrEqual(Math.max(90_000_00, usedBefore));
        expect(split.nonTaxable).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the 13th month is within half a centavo of basic earned / 12', () => {
    fc.assert(
      fc.property(money(10_000_000_00), (basic) => {
        expect(Math.abs(thirteenthMonth(basic) - basic / 12)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('a final-pay statement adds up and never goes below zero', () => {
    const lines = fc.array(fc.record({ name: fc.string({ maxLength: 8 }), amount: money(50_000_00) }), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        money(100_000_00),
        money(50_000_00),
        lines,
        lines,
        lines,
        (salary, thirteenth, leave, contributions, loans) => {
          const s = finalPayStatement({
            unpaidSalary: salary,
            thirteenthMonth: thirteenth,
            leaveConversions: leave,
            contributions,
            loans,
          });
          expect(s.netPay).toBeGreaterThanOrEqual(0);
          expect(s.grossFinalPay - s.totalDeductions).toBe(s.netPay);
          const due = s.deductions.reduce((sum, d) => sum + d.due, 0);
          expect(s.totalDeductions + s.unrecovered).toBe(due);
          expect(s.unrecovered > 0).toBe(s.netPay === 0 && due > s.grossFinalPay);
        },
      ),
    );
  });
});
