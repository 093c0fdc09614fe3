import { describe, expect, it } from 'vitest';
import { formatPesos } from './groups.ts';

describe('formatPesos', () => {
  it('shows amounts with the peso sign, thousands separators and two decimals', () => {
    expect(formatPesos(25000)).toBe('₱25,000.00');
    expect(formatPesos(1234.5)).toBe('₱1,234.50');
    expect(formatPesos(0)).toBe('₱0.00');
    expect(formatPesos(1000000.006)).toBe('₱1,000,000.01');
  });

  it('puts the minus before the sign', () => {
    expect(formatPesos(-12.5)).toBe('-₱12.50');
    expect(formatPesos(-25454.54)).toBe('-₱25,454.54');
  });

  it('shows no minus on an amount that rounds to zero', () => {
    expect(formatPesos(-0.004)).toBe('₱0.00');
    expect(formatPesos(-0)).toBe('₱0.00');
  });
});
