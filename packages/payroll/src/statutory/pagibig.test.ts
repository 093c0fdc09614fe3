import { describe, expect, it } from 'vitest';
import { pagibigContribution } from './pagibig.ts';

const c = (pesosAmount: number): number => Math.round(pesosAmount * 100);

describe('pagibigContribution (HDMF Circular 460, from February 2024; ph-statutory 3)', () => {
  // [monthly fund salary, EE, ER]
  const rows: [number, number, number][] = [
    [1_000, 10.0, 20.0], // 1% and 2% of 1,000
    [1_500, 15.0, 30.0], // 1% still applies at exactly 1,500
    [1_500.01, 30.0, 30.0], // 2% x 1,500.01 = 30.0002 -> 30.00
    [5_000, 100.0, 100.0],
    [8_000, 160.0, 160.0],
    [10_000, 200.0, 200.0],
    [25_000, 200.0, 200.0], // base capped at 10,000
  ];
  for (const [salary, ee, er] of rows) {
    it(`${salary} -> EE ${ee}, ER ${er}`, () => {
      for (const onDate of ['2024-02-01', '2025-06-15', '2026-12-31']) {
        expect(pagibigContribution(c(salary), onDate)).toEqual({ ee: c(ee), er: c(er) });
      }
    });
  }

  it('before February 2024 the maximum fund salary was 5,000: 25,000 -> 100 / 100', () => {
    expect(pagibigContribution(c(25_000), '2024-01-31')).toEqual({ ee: c(100), er: c(100) });
  });

  it('no fund salary, no contribution', () => {
    expect(pagibigContribution(0, '2025-01-31')).toEqual({ ee: 0, er: 0 });
  });
});
