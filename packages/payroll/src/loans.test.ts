import { describe, expect, it } from 'vitest';
import { loanDue, loanInstallments } from './loans.ts';
import type { LoanInput } from './types.ts';

describe('loanInstallments', () => {
  it('10,000.00 over 3: 3,333.33, 3,333.33 and the remainder 3,333.34', () => {
    expect(loanInstallments(1_000_000, 3)).toEqual([333_333, 333_333, 333_334]);
  });
  it('200.00 over 3: 66.67, 66.67, then 200 - 133.34 = 66.66', () => {
    expect(loanInstallments(20_000, 3)).toEqual([6_667, 6_667, 6_666]);
  });
  it('3.60 over 360: 360 installments of 0.01', () => {
    expect(loanInstallments(360, 360)).toEqual(new Array(360).fill(1));
  });
  it('10.00 over 360 rounds down when rounding up would leave the last at or below zero', () => {
    // 1,000 / 360 = 2.78 rounds to 3, and 359 x 3 = 1,077 > 1,000: so 2 each, the last 1,000 - 718 = 282.
    const installments = loanInstallments(1000, 360);
    expect(installments.slice(0, 359)).toEqual(new Array(359).fill(2));
    expect(installments[359]).toBe(282);
    // 5.40 / 360 = 1.5 rounds to 2 (359 x 2 = 718 > 540): 1 each, the last 540 - 359 = 181.
    expect(loanInstallments(540, 360).at(-1)).toBe(181);
  });
  it('one payment is the whole loan', () => {
    expect(loanInstallments(123_456, 1)).toEqual([123_456]);
  });
  it('refuses zero or fractional terms', () => {
    expect(() => loanInstallments(1_000, 0)).toThrow(RangeError);
    expect(() => loanInstallments(1_000, 2.5)).toThrow(RangeError);
  });
});

describe('loanDue', () => {
  const loan: LoanInput = {
    loan_id: 7,
    loan_name: 'Salary Loan',
    loan_amount: 1_000_000,
    payment_terms: 3,
    deduction_start_date: '2025-06-16',
    status: 'Active',
    payments_made: 0,
    total_amount_paid: 0,
  };

  it('nothing is due before the first period ending on or after the deduction start date', () => {
    expect(loanDue(loan, '2025-06-15')).toBeNull();
    expect(loanDue(loan, '2025-06-30')).toEqual({
      loan_id: 7,
      loan_name: 'Salary Loan',
      amount_due: 333_333,
      balance: 666_667,
    });
  });

  it('a payroll deducts the schedule installment: 10.00 over 360 is 0.02 a period, not 0.03', () => {
    const small = { ...loan, loan_amount: 1000, payment_terms: 360 };
    expect(loanDue(small, '2025-06-30')).toMatchObject({ amount_due: 2, balance: 998 });
  });

  it('the last installment takes the remainder: 10,000 - 2 x 3,333.33 = 3,333.34, balance 0', () => {
    const last = { ...loan, payments_made: 2, total_amount_paid: 666_666 };
    expect(loanDue(last, '2025-07-31')).toMatchObject({ amount_due: 333_334, balance: 0 });
  });

  it('canceled, cleared and fully paid loans are never deducted', () => {
    expect(loanDue({ ...loan, status: 'Canceled' }, '2025-07-31')).toBeNull();
    expect(loanDue({ ...loan, status: 'Cleared' }, '2025-07-31')).toBeNull();
    expect(loanDue({ ...loan, payments_made: 3, total_amount_paid: 1_000_000 }, '2025-07-31')).toBeNull();
  });

  it('never collects more than is outstanding', () => {
    expect(loanDue({ ...loan, payments_made: 1, total_amount_paid: 900_000 }, '2025-07-31')).toMatchObject({
      amount_due: 100_000,
      balance: 0,
    });
  });
});
