/**
 * Salary loans (spec 3 "Salary loan", "Loan payment"; 4 "Salary loan status"; 5 "Salary loan
 * creation"; 7; payroll-design "Deductions and loans").
 *
 *   GET    /SalaryLoan/fetch               -> LoanRow[] (view salaryloan)
 *   GET    /SalaryLoan/fetchLoan?loan_id=n -> { loan: LoanRow, payments: LoanPaymentRow[] } (view)
 *   POST   /SalaryLoan/create  LoanCreate  -> { message, loan_id } and its payment schedule (create)
 *   PUT    /SalaryLoan/update  { loan_id, comments } (update; refused for Canceled loans)
 *   PUT    /SalaryLoan/updateLoan { log_no, amount_paid, date_paid, outstanding } (update): a payment
 *          made outside payroll; the server recomputes outstanding and total_amount_paid itself
 *   PUT    /SalaryLoan/cancel  { loan_id } (update): Cancel Loan
 *   DELETE /SalaryLoan/delete?loan_id=n (delete; refused once a payment is recorded)
 * Amounts are pesos with up to 2 decimals at the API (centavos inside the server).
 */
import { z } from 'zod';
import { AMOUNT_MAX, businessDateSchema } from './earningsDeductions.ts';
import { formatPesos } from './groups.ts';

export const LOAN_STATUSES = ['Active', 'Cleared', 'Canceled'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_PAYMENTS_PAGE_SIZE = 20;
export const PAYMENT_TERMS_MAX = 360;
export const LOAN_COMMENTS_MAX = 1000;

export const LOAN_MSG = {
  releaseAfterStart: 'Release date must be before/equal to Deduction start date.',
  pastDates: 'Dates must be current date or onwards.',
  errorsTitle: 'ERRORS:',
  employee: 'Please choose an employee.',
  loanType: 'Please choose a loan type.',
  releaseDate: 'Release date must be a valid date.',
  startDate: 'Deduction start date must be a valid date.',
  loanAmount: 'Loan amount must be more than 0 and at most 99,999,999.99, with at most 2 decimal places.',
  paymentTerms: `Payment terms must be a whole number from 1 to ${PAYMENT_TERMS_MAX}.`,
  /** Every installment must be at least ₱0.01: one centavo per payment term. */
  amountBelowTerms: (terms: number) =>
    `The loan amount must be at least ${formatPesos(minimumLoanAmount(terms))} for ${terms} payment term${terms === 1 ? '' : 's'}.`,
  commentsTooLong: `Comments must be at most ${LOAN_COMMENTS_MAX} characters.`,
  notFound: 'The loan was not found. It may have been deleted.',
  paymentNotFound: 'The payment was not found. It may have been deleted.',
  employeeNotFound: 'The employee was not found. It may have been deleted.',
  loanTypeNotFound: 'The loan type was not found. It may have been deleted.',
  canceledReadOnly: 'This loan is canceled: its comments and payments can no longer be changed.',
  alreadyCanceled: 'This loan is already canceled.',
  clearedCannotCancel: 'This loan is already cleared and cannot be canceled.',
  hasPayments: 'This loan has recorded payments and cannot be deleted. Use Cancel Loan instead.',
  amountPaid: 'Amount paid must be a number from 0 to 99,999,999.99 with at most 2 decimal places.',
  datePaid: 'Date paid must be a valid date.',
  paidTogether: 'Enter both the amount paid and the date paid, or neither to clear the payment.',
  datePaidBeforeRelease: 'Date paid cannot be before the release date.',
  datePaidFuture: 'Date paid cannot be in the future.',
  overpaid: (outstanding: string) =>
    `Amount paid is more than the loan's outstanding balance (${outstanding}).`,
  created: 'Salary loan created successfully.',
  saved: 'Salary loan saved successfully.',
  paymentSaved: 'Payment saved successfully.',
  canceled: 'Loan canceled successfully.',
  deleted: 'Salary loan deleted successfully.',
  cancelConfirm: 'Are you sure you want to cancel this loan? It will never be deducted again.',
  error: (error: string) => `Salary Loan error: ${error}`,
} as const;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const comments = z.string().trim().max(LOAN_COMMENTS_MAX, LOAN_MSG.commentsTooLong).default('');

/** The smallest loan (pesos) whose every installment is at least ₱0.01: one centavo per term. */
export const minimumLoanAmount = (paymentTerms: number) => paymentTerms / 100;

/** The amount-for-terms message when the loan is too small for its terms (both already valid). */
export function loanAmountForTermsError(loanAmount: number, paymentTerms: number): string | undefined {
  const comparable =
    Number.isInteger(paymentTerms) &&
    paymentTerms >= 1 &&
    paymentTerms <= PAYMENT_TERMS_MAX &&
    loanAmount > 0;
  return comparable && Math.round(loanAmount * 100) < paymentTerms
    ? LOAN_MSG.amountBelowTerms(paymentTerms)
    : undefined;
}

export const loanCreateSchema = z
  .object({
    employee_id: positiveId(LOAN_MSG.employee),
    loan_type_id: positiveId(LOAN_MSG.loanType),
    release_date: businessDateSchema,
    deduction_start_date: businessDateSchema,
    loan_amount: z
      .number({ error: LOAN_MSG.loanAmount })
      .positive(LOAN_MSG.loanAmount)
      .max(AMOUNT_MAX, LOAN_MSG.loanAmount)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, LOAN_MSG.loanAmount),
    payment_terms: z
      .number({ error: LOAN_MSG.paymentTerms })
      .int(LOAN_MSG.paymentTerms)
      .min(1, LOAN_MSG.paymentTerms)
      .max(PAYMENT_TERMS_MAX, LOAN_MSG.paymentTerms),
    comments,
  })
  .superRefine((loan, ctx) => {
    const message = loanAmountForTermsError(loan.loan_amount, loan.payment_terms);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['loan_amount'] });
  });
export type LoanCreateInput = z.infer<typeof loanCreateSchema>;

/**
 * Spec 5 "Salary loan creation": the date rules the form and the server both apply. `today` is
 * yyyy-MM-dd in Asia/Manila. Returns every message that applies (the alert lists them under 'ERRORS:').
 */
export function loanDateErrors(releaseDate: string, startDate: string, today: string): string[] {
  const errors: string[] = [];
  if (releaseDate && startDate && releaseDate > startDate) errors.push(LOAN_MSG.releaseAfterStart);
  if ((releaseDate && releaseDate < today) || (startDate && startDate < today))
    errors.push(LOAN_MSG.pastDates);
  return errors;
}

export const loanUpdateSchema = z.object({
  loan_id: positiveId('loan_id must be the number of the loan.'),
  comments,
});
export const loanCancelSchema = z.object({ loan_id: positiveId('loan_id must be the number of the loan.') });
export const loanIdQuerySchema = z.object({ loan_id: positiveId('loan_id must be the number of the loan.') });

export const loanPaymentUpdateSchema = z.object({
  log_no: positiveId('log_no must be the number of the payment.'),
  amount_paid: z
    .number({ error: LOAN_MSG.amountPaid })
    .min(0, LOAN_MSG.amountPaid)
    .max(AMOUNT_MAX, LOAN_MSG.amountPaid)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, LOAN_MSG.amountPaid)
    .nullable(),
  date_paid: businessDateSchema.nullable(),
  /** Accepted for the spec's payload and ignored: the server computes outstanding itself. */
  outstanding: z.number().optional().nullable(),
});
export type LoanPaymentUpdateInput = z.infer<typeof loanPaymentUpdateSchema>;

export const loanRowSchema = z.object({
  loan_id: z.number().int(),
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  loan_type_id: z.number().int(),
  loan_type: z.string(),
  release_date: z.string(),
  deduction_start_date: z.string(),
  loan_amount: z.number(),
  payment_terms: z.number().int(),
  /** loan_amount / payment_terms (display only, spec 3). */
  amortization: z.number(),
  comments: z.string(),
  status: z.enum(LOAN_STATUSES),
  total_amount_paid: z.number(),
  /** loan_amount - total_amount_paid. */
  balance: z.number(),
});
export type LoanRow = z.infer<typeof loanRowSchema>;

export const loanPaymentRowSchema = z.object({
  log_no: z.number().int(),
  loan_id: z.number().int(),
  payment_number: z.number().int(),
  amount_due: z.number(),
  amount_paid: z.number().nullable(),
  date_paid: z.string().nullable(),
  outstanding: z.number(),
});
export type LoanPaymentRow = z.infer<typeof loanPaymentRowSchema>;

export const loanDetailSchema = z.object({ loan: loanRowSchema, payments: z.array(loanPaymentRowSchema) });
export type LoanDetail = z.infer<typeof loanDetailSchema>;

export const loanCreateResponseSchema = z.object({ message: z.string(), loan_id: z.number().int() });
