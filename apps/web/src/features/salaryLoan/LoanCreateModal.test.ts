import { LOAN_MSG } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { type LoanForm, loanFormErrors, withReleaseDate } from './LoanCreateModal';

const TODAY = '2026-11-21';
const valid: LoanForm = {
  employee_id: '1',
  loan_type_id: '2',
  release_date: TODAY,
  deduction_start_date: '2026-11-30',
  loan_amount: 10000,
  payment_terms: 3,
  comments: '',
};

describe('salary loan creation form (spec 5)', () => {
  it('accepts a valid loan', () => {
    expect(loanFormErrors(valid)).toEqual([]);
  });

  it('lists every date error; a loan released before today is fine (issue 23)', () => {
    expect(
      loanFormErrors({ ...valid, release_date: '2026-11-20', deduction_start_date: '2026-11-19' }),
    ).toEqual([LOAN_MSG.releaseAfterStart]);
    expect(
      loanFormErrors({ ...valid, release_date: '2026-03-10', deduction_start_date: '2026-10-01' }),
    ).toEqual([]);
    expect(loanFormErrors({ ...valid, release_date: '2026-12-01' })).toEqual([LOAN_MSG.releaseAfterStart]);
  });

  it('wants whole payment terms and a positive amount with at most 2 decimals', () => {
    expect(loanFormErrors({ ...valid, payment_terms: 2.5 })).toEqual([LOAN_MSG.paymentTerms]);
    expect(loanFormErrors({ ...valid, loan_amount: 0 })).toEqual([LOAN_MSG.loanAmount]);
    expect(loanFormErrors({ ...valid, loan_amount: 10.005 })).toEqual([LOAN_MSG.loanAmount]);
  });

  it('wants at least one centavo per payment term (no installment of ₱0.00)', () => {
    expect(loanFormErrors({ ...valid, loan_amount: 0.01, payment_terms: 360 })).toEqual([
      'The loan amount must be at least ₱3.60 for 360 payment terms.',
    ]);
    expect(loanFormErrors({ ...valid, loan_amount: 3.59, payment_terms: 360 })).toHaveLength(1);
    expect(loanFormErrors({ ...valid, loan_amount: 3.6, payment_terms: 360 })).toEqual([]);
  });

  it('checks the billing amortization and what was paid before Sahod against the loan (issue 23)', () => {
    // 3,333.33 x 3 = 9,999.99 < 10,000: too small for the terms.
    expect(loanFormErrors({ ...valid, monthly_amortization: 3333.33 })).toEqual([
      LOAN_MSG.amortizationBelowTerms,
    ]);
    expect(loanFormErrors({ ...valid, monthly_amortization: 3333.34 })).toEqual([]);
    expect(loanFormErrors({ ...valid, opening_paid: 10000 })).toEqual([LOAN_MSG.openingNotBelowLoan]);
    expect(loanFormErrors({ ...valid, opening_paid: 6000 })).toEqual([]);
    expect(loanFormErrors({ ...valid, opening_paid: -1 })).toEqual([LOAN_MSG.openingPaid]);
  });

  it('clears the start date when the release date moves past it, and when the release date is cleared', () => {
    expect(withReleaseDate(valid, '2026-12-01').deduction_start_date).toBe('');
    expect(withReleaseDate(valid, '2026-11-25').deduction_start_date).toBe('2026-11-30');
    expect(withReleaseDate(valid, '2026-11-30').deduction_start_date).toBe('2026-11-30');
    expect(withReleaseDate(valid, '').deduction_start_date).toBe('');
  });
});
