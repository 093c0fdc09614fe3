import { describe, expect, it } from 'vitest';
import { allocateProportionally, centavos, pesos, roundHalfAwayFromZero } from './money.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero', () => {
    expect([2.5, 3.5, -2.5, -3.5, 0.5, -0.5].map(roundHalfAwayFromZero)).toEqual([3, 4, -3, -4, 1, -1]);
  });
  it('rounds everything else to the nearest integer', () => {
    expect([2.4999, 2.5001, -2.4999, 0, -0.2].map(roundHalfAwayFromZero)).toEqual([2, 3, -2, 0, 0]);
  });
  it('treats binary near-halves as the decimal halves they stand for', () => {
    // 1.005 * 100 = 100.49999999999999 in binary floating point; 21718.75 comes from 8687.5 x 1.25 x 2.
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero((8687.5 * 12_500 * 2) / 10_000 + 0.25)).toBe(21_719);
  });
  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });
});

describe('pesos and centavos', () => {
  it('convert both ways', () => {
    expect(centavos(1_234.56)).toBe(123_456);
    expect(centavos(0.015)).toBe(2);
    expect(centavos(-0.015)).toBe(-2);
    expect(pesos(123_456)).toBe(1_234.56);
    expect(pesos(5)).toBe(0.05);
  });
});

describe('allocateProportionally', () => {
  it('1,000.00 shared equally by three: 333.34 + 333.33 + 333.33', () => {
    expect(allocateProportionally(100_000, [1, 1, 1])).toEqual([33_334, 33_333, 33_333]);
  });
  it('all-zero weights share equally', () => {
    expect(allocateProportionally(100, [0, 0, 0, 0])).toEqual([25, 25, 25, 25]);
  });
  it('by weight 1:2:3 of 1,000.00 -> 166.67 + 333.33 + 500.00', () => {
    // 166.666..., 333.333..., 500: the largest remainder (.667) gets the spare centavo
    expect(allocateProportionally(100_000, [1, 2, 3])).toEqual([16_667, 33_333, 50_000]);
  });
  it('always adds up exactly, negative totals included', () => {
    expect(allocateProportionally(-1_001, [3, 3, 4]).reduce((a, b) => a + b, 0)).toBe(-1_001);
  });
});
