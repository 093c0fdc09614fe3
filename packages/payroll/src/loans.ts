/** Salary loan installments: loan_amount / payment_terms each, the last taking the rounding remainder. */
import { roundHalfAwayFromZero } from './money.ts';
import type { LoanInput, LoanLine } from './types.ts';

/** The installments of a loan (centavos); they add up to the loan amount exactly. */
export function loanInstallments(loanAmount: number, paymentTerms: number): number[] {
  if (!Number.isInteger(paymentTerms) || paymentTerms < 1) {
    throw new RangeError(`payment_terms must be a whole number of at least 1, got ${paymentTerms}`);
  }
  const regular = roundHalfAwayFromZero(loanAmount / paymentTerms);
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
  const regular = roundHalfAwayFromZero(loan.loan_amount / loan.payment_terms);
  const isLast = loan.payments_made + 1 >= loan.payment_terms;
  const amountDue = isLast || regular > outstanding ? outstanding : regular;
  return {
    loan_id: loan.loan_id,
    loan_name: loan.loan_name,
    amount_due: amountDue,
    balance: outstanding - amountDue,
  };
}
