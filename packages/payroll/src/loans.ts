/** Salary loan installments: loan_amount / payment_terms each, the last taking the rounding remainder. */
import { dayOfMonth, type PayPeriod } from './dates.ts';
import { roundHalfAwayFromZero } from './money.ts';
import type { LoanCutOff, LoanInput, LoanLine } from './types.ts';

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
 * not Active, nothing is outstanding, deductions start after the period, or (given the period and the
 * loan's cut-off) the loan is not deducted on this cut-off. The next schedule row's amount (or
 * loan_amount / payment_terms) per deducting payroll; the last row (and any past the terms) takes
 * everything still outstanding. A loan without a cut-off (made before issue 23) is deducted on
 * every payroll.
 */
export function loanDue(
  loan: LoanInput,
  periodEnd: string,
  period?: { start: string; pay_period: PayPeriod },
): LoanLine | null {
  if (loan.status !== 'Active' || loan.deduction_start_date > periodEnd) return null;
  if (period && loan.cut_off && !deductsOn(loan.cut_off, period.pay_period, period.start)) return null;
  const outstanding = loan.loan_amount - loan.total_amount_paid;
  if (outstanding <= 0) return null;
  const regular = loan.next_due ?? regularInstallment(loan.loan_amount, loan.payment_terms);
  const isLast =
    loan.unpaid_rows !== undefined ? loan.unpaid_rows <= 1 : loan.payments_made + 1 >= loan.payment_terms;
  const amountDue = isLast || regular > outstanding ? outstanding : regular;
  return {
    loan_id: loan.loan_id,
    loan_name: loan.loan_name,
    amount_due: amountDue,
    balance: outstanding - amountDue,
  };
}

/** The first cut-off of a month is a period starting on day 1-15 (as shares.ts splits a month). */
const isFirstCutOff = (periodStart: string) => dayOfMonth(periodStart) <= 15;

/**
 * Whether a loan is deducted in the payroll period starting on `periodStart` (issue 23): for
 * semi-monthly employees on the loan's cut-off ('first', 'second', or 'both' for half on each);
 * monthly employees on every payroll; weekly employees on the week starting on day 1-7 of a month
 * (one deduction a month, whatever the cut-off).
 */
export function deductsOn(cutOff: LoanCutOff, payPeriod: PayPeriod, periodStart: string): boolean {
  if (payPeriod === 'Monthly') return true;
  if (payPeriod === 'Weekly') return dayOfMonth(periodStart) <= 7;
  if (cutOff === 'both') return true;
  return isFirstCutOff(periodStart) === (cutOff === 'first');
}

/** The first cut-off's half of a monthly amount (rounded; the second takes the rest), as periodShare. */
export const firstHalf = (monthly: number) => roundHalfAwayFromZero(monthly / 2);

export interface LoanScheduleInput {
  /** Centavos still to be deducted (the loan less what was paid before). */
  balance: number;
  /** Centavos a month (the agency's billing, or loan_amount / payment_terms). */
  monthly_amortization: number;
  /** When known, the months left of the terms: the last of them takes whatever remains. */
  months?: number;
  pay_period: PayPeriod;
  cut_off: LoanCutOff;
  /** Half on each: whether the first deduction falls on a second cut-off (the pair starts there). */
  starts_on_second?: boolean;
}

/**
 * The deductions still to come (centavos, one per schedule row), adding up to `balance` exactly:
 * the monthly amortization each month (the last month the rest; with `months`, the last of those
 * months takes everything left even if more than one amortization), and for semi-monthly employees
 * deducted half on each cut-off the month split in two: the first cut-off takes the rounded half,
 * the second the rest (an odd centavo goes to the first), months in pairs from the first deduction.
 */
export function loanSchedule(input: LoanScheduleInput): number[] {
  const { balance, monthly_amortization: amortization } = input;
  if (!Number.isInteger(amortization) || amortization < 1) {
    throw new RangeError(`monthly_amortization must be at least 1 centavo, got ${amortization}`);
  }
  if (balance <= 0) return [];
  let count = Math.ceil(balance / amortization);
  if (input.months !== undefined && input.months >= 1 && count > input.months) count = input.months;
  const months = new Array<number>(count).fill(amortization);
  months[count - 1] = balance - amortization * (count - 1);
  const halves = input.pay_period === 'Semi-monthly' && input.cut_off === 'both';
  if (!halves) return months;
  const rows: number[] = [];
  for (const month of months) {
    const first = firstHalf(month);
    const pair = input.starts_on_second ? [month - first, first] : [first, month - first];
    for (const amount of pair) if (amount > 0) rows.push(amount);
  }
  return rows;
}
