import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '../money.ts';
import { type DayKind, nightDifferentialMultiplier, premiumMultiplier } from './premiums.ts';

const c = (pesosAmount: number): number => Math.round(pesosAmount * 100);
const ON = '2025-06-30';

/** Pay for `hours` at `multiplierBp` of an hourly rate given in centavos. */
function pay(hourlyRate: number, multiplierBp: number, hours: number): number {
  return roundHalfAwayFromZero((hourlyRate * multiplierBp * hours) / 10_000);
}

describe('premium multipliers (ph-statutory 5.1)', () => {
  // [day kind, rest day, first 8 hours %, overtime %]
  const rows: [DayKind, boolean, number, number][] = [
    ['ordinary', false, 100, 125],
    ['ordinary', true, 130, 169], // 130% x 130%
    ['special', false, 130, 169],
    ['special', true, 150, 195], // 150% x 130%
    ['regular', false, 200, 260],
    ['regular', true, 260, 338],
    ['double', false, 300, 390],
    ['double', true, 390, 507],
  ];
  for (const [kind, rest, worked, overtime] of rows) {
    it(`${kind}${rest ? ' on a rest day' : ''}: ${worked}% worked, ${overtime}% overtime`, () => {
      expect(premiumMultiplier(kind, rest, false, ON)).toBe(worked * 100);
      expect(premiumMultiplier(kind, rest, true, ON)).toBe(overtime * 100);
    });
  }
});

describe('worked premium examples (ph-statutory 5.4: NCR MWE, DR 695, HR 86.875)', () => {
  const dayRate = c(695);
  const hourRate = 8_687.5; // centavos: rates keep full precision, only amounts are rounded
  it('2 OT hours, ordinary day: 86.875 x 1.25 x 2 = 217.1875 -> 217.19', () => {
    expect(pay(hourRate, premiumMultiplier('ordinary', false, true, ON), 2)).toBe(c(217.19));
  });
  it('rest day, 8 h: 695 x 1.30 = 903.50', () => {
    expect(pay(dayRate, premiumMultiplier('ordinary', true, false, ON), 1)).toBe(c(903.5));
  });
  it('special day on rest day, 8 h: 695 x 1.50 = 1,042.50', () => {
    expect(pay(dayRate, premiumMultiplier('special', true, false, ON), 1)).toBe(c(1_042.5));
  });
  it('regular holiday, 8 h: 695 x 2.00 = 1,390.00', () => {
    expect(pay(dayRate, premiumMultiplier('regular', false, false, ON), 1)).toBe(c(1_390));
  });
  it('regular holiday on rest day, 8 h: 695 x 2.60 = 1,807.00', () => {
    expect(pay(dayRate, premiumMultiplier('regular', true, false, ON), 1)).toBe(c(1_807));
  });
  it('double holiday, 8 h: 695 x 3.00 = 2,085.00', () => {
    expect(pay(dayRate, premiumMultiplier('double', false, false, ON), 1)).toBe(c(2_085));
  });
  it('2 OT hours on regular holiday: 86.875 x 2.0 x 1.3 x 2 = 451.75', () => {
    expect(pay(hourRate, premiumMultiplier('regular', false, true, ON), 2)).toBe(c(451.75));
  });
  it('4 NSD hours, ordinary day: 86.875 x 0.10 x 4 = 34.75', () => {
    const nsd = nightDifferentialMultiplier(premiumMultiplier('ordinary', false, false, ON), ON);
    expect(pay(hourRate, nsd, 4)).toBe(c(34.75));
  });
  it('4 NSD hours, regular holiday: 86.875 x 2.0 x 0.10 x 4 = 69.50', () => {
    const nsd = nightDifferentialMultiplier(premiumMultiplier('regular', false, false, ON), ON);
    expect(pay(hourRate, nsd, 4)).toBe(c(69.5));
  });
  it('2 OT hours at night, ordinary day (NSD part only): 86.875 x 1.25 x 0.10 x 2 = 21.71875 -> 21.72', () => {
    const nsd = nightDifferentialMultiplier(premiumMultiplier('ordinary', false, true, ON), ON);
    expect(pay(hourRate, nsd, 2)).toBe(c(21.72));
  });
});
