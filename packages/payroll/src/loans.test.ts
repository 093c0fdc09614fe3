import { describe, expect, it } from 'vitest';
import { loanDue, loanInstallments, loanSchedule } from './loans.ts';
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

describe('cut-offs and the monthly schedule (issue 23)', () => {
  const sss: LoanInput = {
    loan_id: 9,
    loan_name: 'SSS Salary Loan',
    loan_amount: 2_400_000,
    payment_terms: 24,
    deduction_start_date: '2026-11-01',
    status: 'Active',
    payments_made: 0,
    total_amount_paid: 600_000,
    cut_off: 'second',
    next_due: 100_000,
    unpaid_rows: 18,
  };
  const semi = (start: string) => ({ start, pay_period: 'Semi-monthly' as const });

  it('a second-cut-off loan is deducted on 16-30 November, not on 1-15 November', () => {
    expect(loanDue(sss, '2026-11-15', semi('2026-11-01'))).toBeNull();
    // 24,000 - 6,000 paid before = 18,000 left; one amortization 1,000 leaves 17,000.
    expect(loanDue(sss, '2026-11-30', semi('2026-11-16'))).toMatchObject({
      amount_due: 100_000,
      balance: 1_700_000,
    });
  });

  it('a first-cut-off loan only on the first; half on each on both; monthly employees every payroll', () => {
    const first = { ...sss, cut_off: 'first' as const };
    expect(loanDue(first, '2026-11-15', semi('2026-11-01'))).not.toBeNull();
    expect(loanDue(first, '2026-11-30', semi('2026-11-16'))).toBeNull();
    const both = { ...sss, cut_off: 'both' as const, next_due: 50_000 };
    expect(loanDue(both, '2026-11-15', semi('2026-11-01'))).toMatchObject({ amount_due: 50_000 });
    expect(loanDue(both, '2026-11-30', semi('2026-11-16'))).toMatchObject({ amount_due: 50_000 });
    expect(loanDue(sss, '2026-11-30', { start: '2026-11-01', pay_period: 'Monthly' })).not.toBeNull();
  });

  it('weekly employees: the week starting on day 1-7 only', () => {
    expect(loanDue(sss, '2026-11-08', { start: '2026-11-02', pay_period: 'Weekly' })).not.toBeNull();
    expect(loanDue(sss, '2026-11-15', { start: '2026-11-09', pay_period: 'Weekly' })).toBeNull();
  });

  it('the last unpaid row takes everything outstanding', () => {
    const last = { ...sss, total_amount_paid: 2_299_999, unpaid_rows: 1 };
    expect(loanDue(last, '2026-11-30', semi('2026-11-16'))).toMatchObject({
      amount_due: 100_001,
      balance: 0,
    });
  });

  it('schedule: 18,000 left at 1,000 a month on the second cut-off is 18 rows of 1,000', () => {
    const rows = loanSchedule({
      balance: 1_800_000,
      monthly_amortization: 100_000,
      months: 18,
      pay_period: 'Semi-monthly',
      cut_off: 'second',
    });
    expect(rows).toEqual(new Array(18).fill(100_000));
  });

  it('half on each with an odd centavo: 1,000.01 a month is 500.01 on the first, 500.00 on the second', () => {
    // 2,000.02 over 2 months: 100,001 a month; 100,001 / 2 = 50,000.5 rounds to 50,001 (the first).
    const rows = loanSchedule({
      balance: 200_002,
      monthly_amortization: 100_001,
      months: 2,
      pay_period: 'Semi-monthly',
      cut_off: 'both',
    });
    expect(rows).toEqual([50_001, 50_000, 50_001, 50_000]);
    const fromSecond = loanSchedule({
      balance: 200_002,
      monthly_amortization: 100_001,
      pay_period: 'Semi-monthly',
      cut_off: 'both',
      starts_on_second: true,
    });
    expect(fromSecond).toEqual([50_000, 50_001, 50_000, 50_001]);
  });

  it('10,000 over 3 months keeps the remainder in the third month (not a 0.01 fourth)', () => {
    // 333,333 x 2 = 666,666; the third month 1,000,000 - 666,666 = 333,334.
    const rows = loanSchedule({
      balance: 1_000_000,
      monthly_amortization: 333_333,
      months: 3,
      pay_period: 'Monthly',
      cut_off: 'both',
    });
    expect(rows).toEqual([333_333, 333_333, 333_334]);
  });

  it('a billing amortization without terms: 5,000 at 1,500 a month is 1,500 x 3 and 500', () => {
    expect(
      loanSchedule({
        balance: 500_000,
        monthly_amortization: 150_000,
        pay_period: 'Monthly',
        cut_off: 'first',
      }),
    ).toEqual([150_000, 150_000, 150_000, 50_000]);
  });

  it('half on each of a 0.01 last month leaves no zero row', () => {
    // 2.01 at 1.00 a month: ceil(201 / 100) = 3 months of 100, 100 and 1; the last month's 1 is 1 + 0.
    expect(
      loanSchedule({ balance: 201, monthly_amortization: 100, pay_period: 'Semi-monthly', cut_off: 'both' }),
    ).toEqual([50, 50, 50, 50, 1]);
  });
});
