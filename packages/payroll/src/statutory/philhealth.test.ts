import { describe, expect, it } from 'vitest';
import { philhealthContribution } from './philhealth.ts';

const c = (pesosAmount: number): number => Math.round(pesosAmount * 100);

describe('philhealthContribution (5%, floor 10,000, ceiling 100,000; ph-statutory 2.2)', () => {
  // [monthly basic salary, premium, EE, ER]
  const rows: [number, number, number, number][] = [
    [8_000, 500.0, 250.0, 250.0], // floor: 5% x 10,000
    [10_000, 500.0, 250.0, 250.0],
    [15_555, 777.75, 388.87, 388.88], // 5% x 15,555 = 777.75; ER 388.875 -> 388.88; EE takes the odd centavo off
    [25_000, 1_250.0, 625.0, 625.0],
    [35_000, 1_750.0, 875.0, 875.0],
    [100_000, 5_000.0, 2_500.0, 2_500.0],
    [150_000, 5_000.0, 2_500.0, 2_500.0], // ceiling
  ];
  for (const [salary, premium, ee, er] of rows) {
    it(`${salary} -> premium ${premium} (EE ${ee}, ER ${er})`, () => {
      for (const onDate of ['2024-01-01', '2025-07-31', '2026-12-31']) {
        expect(philhealthContribution(c(salary), onDate)).toEqual({
          premium: c(premium),
          ee: c(ee),
          er: c(er),
        });
      }
    });
  }

  it('rounds the premium half up to the centavo: 10,000.10 x 5% = 500.005 -> 500.01; ER 250.005 -> 250.01, EE 250.00', () => {
    expect(philhealthContribution(c(10_000.1), '2025-01-31')).toEqual({
      premium: 50_001,
      ee: 25_000,
      er: 25_001,
    });
  });

  it('at the edges of the floor and ceiling: 9,999.99 -> 500.00; 99,999.99 -> 5,000.00 (4,999.9995 rounded)', () => {
    expect(philhealthContribution(c(9_999.99), '2025-01-31').premium).toBe(c(500));
    expect(philhealthContribution(c(99_999.99), '2025-01-31').premium).toBe(c(5_000));
  });

  it('the shares always add up to the premium', () => {
    for (let salary = 1_000_000; salary < 1_000_500; salary += 7) {
      const result = philhealthContribution(salary, '2025-01-31');
      expect(result.ee + result.er).toBe(result.premium);
      expect(result.er - result.ee).toBeGreaterThanOrEqual(0);
      expect(result.er - result.ee).toBeLessThanOrEqual(1);
    }
  });

  it('refuses dates before the 2024 schedule', () => {
    expect(() => philhealthContribution(c(20_000), '2023-12-31')).toThrow(RangeError);
  });
});
