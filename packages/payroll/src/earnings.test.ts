import { describe, expect, it } from 'vitest';
import { earningSalaryTotal, PayrollInputError } from './earnings.ts';
import type { EarningInput } from './types.ts';

const base: EarningInput = {
  name: 'Piece Rate',
  effective_date: '2025-06-10',
  calc_id: 0,
  operand_id: 2,
  rate: 12.5,
  amount: 0,
};

describe('earningSalaryTotal', () => {
  it('By Work - Individual, multiply: 240 pieces x 12.50 = 3,000.00', () => {
    expect(earningSalaryTotal({ ...base, amount: 240 }, 0)).toBe(300_000);
  });
  it('By Work - Individual, add / subtract / divide', () => {
    expect(earningSalaryTotal({ ...base, amount: 1_000, operand_id: 0, rate: 250.25 }, 0)).toBe(125_025);
    expect(earningSalaryTotal({ ...base, amount: 1_000, operand_id: 1, rate: 250.25 }, 0)).toBe(74_975);
    // 1,000 / 3 = 333.333... -> 333.33
    expect(earningSalaryTotal({ ...base, amount: 1_000, operand_id: 3, rate: 3 }, 0)).toBe(33_333);
  });
  it('By Day: 11 days present x 150.00 = 1,650.00', () => {
    expect(earningSalaryTotal({ ...base, calc_id: 2, rate: 150 }, 11)).toBe(165_000);
  });
  it('By Work - Group: 5,000 x 1 shared by line amounts 2:3:5 -> 1,000 / 1,500 / 2,500', () => {
    const group = { ...base, calc_id: 1 as const, total_amount: 5_000, rate: 1, group_amounts: [2, 3, 5] };
    expect([0, 1, 2].map((line_index) => earningSalaryTotal({ ...group, line_index }, 0))).toEqual([
      100_000, 150_000, 250_000,
    ]);
  });
  it('refuses division by zero', () => {
    expect(() => earningSalaryTotal({ ...base, amount: 10, operand_id: 3, rate: 0 }, 0)).toThrow(
      PayrollInputError,
    );
  });
});
