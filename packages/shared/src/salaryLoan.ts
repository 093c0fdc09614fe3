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
 *   PUT    /SalaryLoan/amortization { loan_id, monthly_amortization, billing_date } (update): a later
 *          billing changes the remaining amortization (issue 23)
 *   GET    /SalaryLoan/summary             -> LoanSummary (view): Active, Cleared and Canceled apart
 *   GET    /SalaryLoan/settings?company_id -> LoanSettings (view); PUT (update): the company's cut-off
 *          for SSS and Pag-IBIG loans
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

/**
 * Which cut-offs a semi-monthly employee's loan is deducted on (issue 23): the first, the second, or
 * half on each. Monthly employees pay the month's amortization on every payroll; weekly employees on
 * the week starting on day 1-7 of the month. Null: a loan made before (every payroll).
 */
export const LOAN_CUT_OFFS = ['first', 'second', 'both'] as const;
export type LoanCutOffChoice = (typeof LOAN_CUT_OFFS)[number];
export const LOAN_CUT_OFF_LABELS: Record<LoanCutOffChoice, string> = {
  first: 'First cut-off',
  second: 'Second cut-off',
  both: 'Half on each cut-off',
};
export const LOAN_CUT_OFF_LEGACY_LABEL = 'Every payroll';
/** Payments: what was paid before Sahod is a row of its own kind. */
export const OPENING_PAYMENT_LABEL = 'Paid before Sahod';
/** The default for a company's own loans; SSS and Pag-IBIG loans follow the company's setting. */
export const COMPANY_LOAN_CUT_OFF: LoanCutOffChoice = 'both';
export const DEFAULT_AGENCY_LOAN_CUT_OFF: LoanCutOffChoice = 'second';

/** The agency of a loan type, read from its name (SSS, Pag-IBIG / HDMF); null: a company loan. */
export function loanAgency(loanTypeName: string): 'SSS' | 'Pag-IBIG' | null {
  if (/\bSSS\b/i.test(loanTypeName)) return 'SSS';
  if (/pag-?ibig|\bhdmf\b/i.test(loanTypeName)) return 'Pag-IBIG';
  return null;
}

export const LOAN_MSG = {
  releaseAfterStart: 'Release date must be before/equal to Deduction start date.',
  startBeforeGoLive: (goLive: string) =>
    `Deduction start date cannot be before the go-live date on Sahod (${goLive}).`,
  startInProcessedPayroll: (period: string) =>
    `Deduction start date must be after the employee's last processed payroll (${period}).`,
  openingPaid:
    'Amount paid before Sahod must be a number from 0 to 99,999,999.99 with at most 2 decimal places.',
  openingNotBelowLoan: 'Amount paid before Sahod must be less than the loan amount.',
  monthlyAmortization:
    'Monthly amortization must be more than 0 and at most 99,999,999.99, with at most 2 decimal places.',
  amortizationAboveLoan: 'Monthly amortization cannot be more than the loan amount.',
  amortizationBelowTerms:
    'Monthly amortization times the payment terms (months) must be at least the loan amount.',
  cutOff: 'Please choose the cut-offs: first, second or half on each.',
  billingDate: 'Billing date must be a valid date.',
  billingBeforeRelease: 'Billing date cannot be before the release date.',
  notActiveAmortization: 'Only an Active loan can have its amortization changed.',
  sameAmortization: 'The monthly amortization is already this amount.',
  openingReadOnly:
    'The payment before Sahod cannot be changed here: cancel or delete the loan and enter it again.',
  amortizationSaved: 'Monthly amortization changed successfully.',
  settingsSaved: 'Loan settings saved successfully.',
  companyNotFound: 'The company was not found. It may have been deleted.',
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

function pesoAmount(message: string) {
  return z
    .number({ error: message })
    .max(AMOUNT_MAX, message)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, message);
}

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
    /** Default: half on each for a company loan; SSS and Pag-IBIG loans the company's setting. */
    cut_off: z.enum(LOAN_CUT_OFFS, { error: LOAN_MSG.cutOff }).optional(),
    /** As on the agency's billing; default loan_amount / payment_terms. */
    monthly_amortization: pesoAmount(LOAN_MSG.monthlyAmortization)
      .positive(LOAN_MSG.monthlyAmortization)
      .optional(),
    /** What was paid before Sahod (an opening payment, never deducted again). */
    opening_paid: pesoAmount(LOAN_MSG.openingPaid).min(0, LOAN_MSG.openingPaid).default(0),
  })
  .superRefine((loan, ctx) => {
    const message = loanAmountForTermsError(loan.loan_amount, loan.payment_terms);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['loan_amount'] });
    for (const [path, text] of loanAmountErrors(loan))
      ctx.addIssue({ code: 'custom', message: text, path: [path] });
  });

/** The opening payment and amortization rules the form and the server both apply (pesos). */
export function loanAmountErrors(loan: {
  loan_amount: number;
  payment_terms: number;
  monthly_amortization?: number | undefined;
  opening_paid?: number | undefined;
}): [string, string][] {
  const errors: [string, string][] = [];
  const amount = Math.round(loan.loan_amount * 100);
  if (loan.opening_paid !== undefined && Math.round(loan.opening_paid * 100) >= amount)
    errors.push(['opening_paid', LOAN_MSG.openingNotBelowLoan]);
  if (loan.monthly_amortization !== undefined) {
    const monthly = Math.round(loan.monthly_amortization * 100);
    if (monthly > amount) errors.push(['monthly_amortization', LOAN_MSG.amortizationAboveLoan]);
    else if (monthly * loan.payment_terms < amount)
      errors.push(['monthly_amortization', LOAN_MSG.amortizationBelowTerms]);
  }
  return errors;
}
export type LoanCreateInput = z.infer<typeof loanCreateSchema>;

/**
 * Spec 5 "Salary loan creation": the date rule the form and the server both apply. A loan may have
 * been released before today (issue 23); the server also refuses a deduction start before the
 * go-live date or within/before the employee's last processed payroll. Returns every message that
 * applies (the alert lists them under 'ERRORS:').
 */
export function loanDateErrors(releaseDate: string, startDate: string): string[] {
  const errors: string[] = [];
  if (releaseDate && startDate && releaseDate > startDate) errors.push(LOAN_MSG.releaseAfterStart);
  return errors;
}

export const loanAmortizationSchema = z.object({
  loan_id: positiveId('loan_id must be the number of the loan.'),
  monthly_amortization: pesoAmount(LOAN_MSG.monthlyAmortization).positive(LOAN_MSG.monthlyAmortization),
  billing_date: businessDateSchema,
});
export type LoanAmortizationInput = z.infer<typeof loanAmortizationSchema>;

export const loanSettingsQuerySchema = z.object({
  company_id: positiveId('company_id must be the number of the company.'),
});
export const loanSettingsSchema = z.object({
  company_id: positiveId('company_id must be the number of the company.'),
  agency_loan_cut_off: z.enum(LOAN_CUT_OFFS, { error: LOAN_MSG.cutOff }),
});
export type LoanSettings = z.infer<typeof loanSettingsSchema>;

/** Canceled loans apart: they owe nothing and are not in the balance. */
export const loanSummarySchema = z.object({
  active_count: z.number().int(),
  active_balance: z.number(),
  cleared_count: z.number().int(),
  canceled_count: z.number().int(),
});
export type LoanSummary = z.infer<typeof loanSummarySchema>;

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
  /** Months. */
  payment_terms: z.number().int(),
  /** The monthly amortization: the billing's, else loan_amount / payment_terms (display, spec 3). */
  amortization: z.number(),
  /** Null: a loan made before issue 23, deducted on every payroll. */
  cut_off: z.enum(LOAN_CUT_OFFS).nullable(),
  /** What was paid before Sahod (the 'Paid before Sahod' row). */
  opening_paid: z.number(),
  comments: z.string(),
  status: z.enum(LOAN_STATUSES),
  total_amount_paid: z.number(),
  /** loan_amount - total_amount_paid; 0 for a Canceled loan (no balance due). */
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
  /** 'opening': paid before Sahod, shown as 'Paid before Sahod'. */
  kind: z.enum(['schedule', 'opening']),
});
export type LoanPaymentRow = z.infer<typeof loanPaymentRowSchema>;

export const loanAmortizationChangeSchema = z.object({
  billing_date: z.string(),
  old_amortization: z.number(),
  new_amortization: z.number(),
  changed_at: z.string(),
});
export type LoanAmortizationChange = z.infer<typeof loanAmortizationChangeSchema>;

export const loanDetailSchema = z.object({
  loan: loanRowSchema,
  payments: z.array(loanPaymentRowSchema),
  /** Later billings that changed the remaining amortization, oldest first. */
  amortization_changes: z.array(loanAmortizationChangeSchema),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

export const loanCreateResponseSchema = z.object({ message: z.string(), loan_id: z.number().int() });
