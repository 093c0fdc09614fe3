/** Salary loan installments: loan_amount / payment_terms each, the last taking the rounding remainder. */
import { roundHalfAwayFromZero } from './money.ts';
import type { LoanInput, LoanLine } from './types.ts';

/**
 * The regular installment (centavos): loan_amount / payment_terms rounded, except when rounding up
 * would leave the last installment at zero or below (₱10.00 over 360 terms: 359 × ₱0.03 = ₱10.77);
 * then rounded down, so every installment is at least ₱0.01 whenever the amount allows it (at least
 * one centavo per term, which the loan form and the server require).
 */
export function regularInstallment(loanAmount: number, paymentTerms: number): number {
  const rounded = roundHalfAwayFromZero(loanAmount / paymentTerms);
  return loanAmount - rounded * (paymentTerms - 1) >= 1 ? rounded : Math.floor(loanAmount / paymentTerms);
}

/** The installments of a loan (centavos); they add up to the loan amount exactly. */
export function loanInstallments(loanAmount: number, paymentTerms: number): number[] {
  if (!Number.isInteger(paymentTerms) || paymentTerms < 1) {
    throw new RangeError(`payment_terms must be a whole number of at least 1, got ${paymentTerms}`);
  }
  const regular = regularInstallment(loanAmount, paymentTerms);
  const installments = new Array<number>(paymentTerms).fill(regular);
  installments[paymentTerms - 1] = loanAmount - regular * (paymentTerms - 1);
  return installments;
}

/**
 * The installment due in a payroll period ending on `periodEnd`, or null when none is: the loan is
 * not Active, nothing is outstanding, or deductions start after the period. One installment per
 * processed payroll; the last one (and any past the terms) takes everything still outstanding.
 */
export function loanDue(loan: LoanInput, periodEnd: string): LoanLine | null {
  if (loan.status !== 'Active' || loan.deduction_start_date > periodEnd) return null;
  const outstanding = loan.loan_amount - loan.total_amount_paid;
  if (outstanding <= 0) return null;
  const regular = regularInstallment(loan.loan_amount, loan.payment_terms);
  const isLast = loan.payments_made + 1 >= loan.payment_terms;
  const amountDue = isLast || regular > outstanding ? outstanding : regular;
  return {
    loan_id: loan.loan_id,
    loan_name: loan.loan_name,
    amount_due: amountDue,
    balance: outstanding - amountDue,
  };
}
