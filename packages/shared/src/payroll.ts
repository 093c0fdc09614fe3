/**
 * Payroll (issue 12; spec 2 "Payroll", 3 "Payroll row", "Payroll filter state", 4 "Payroll status
 * per employee", "Payroll filters", 7; payroll-design.md).
 *
 *   GET  /payroll/fetch  company_id, department_id?, designation_id?, pay_period, start_date, end_date
 *        -> PayrollRow[] (view payroll)
 *   POST /payroll/create { employee_ids, start_date, end_date } -> { message, processed } (create payroll)
 * Amounts are pesos with 2 decimals at the API (centavos inside the server).
 */

import { z } from 'zod';
import { yearEndLineSchema } from './annualization.ts';
import { businessDate } from './dates.ts';
import { PAYROLL_PERIOD_DAYS, periodLengthAllowed, SEED_PERIOD_SPAN } from './payCalendar.ts';
import { taxSplitSchema } from './taxTreatment.ts';

export const PAYROLL_PERIODS = ['Monthly', 'Semi-monthly', 'Weekly'] as const;
export type PayrollPeriod = (typeof PAYROLL_PERIODS)[number];
/** Days added to a start date that is not a cut-off day to get the end date (spec 4 "Payroll filters"). */
export const PAYROLL_PERIOD_SPAN: Readonly<Record<PayrollPeriod, number>> = SEED_PERIOD_SPAN;
export const PAYROLL_STATUSES = ['Pending', 'Processed', 'Overlapping'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
/** The most employees one process request may carry (issue 28: a company of 100,000 in one run). */
export const PAYROLL_CREATE_MAX = 100_000;
/** The process request's body limit: 100,000 ids of up to 10 digits and their commas, with room to spare. */
export const PAYROLL_CREATE_BODY_LIMIT = 2 * 1024 * 1024;

export const PAYROLL_MSG = {
  company: 'Please choose a company.',
  payPeriod: 'Please choose a pay period (Monthly, Semi-monthly or Weekly).',
  date: 'Dates must be valid dates (yyyy-MM-dd).',
  periodLength: (payPeriod: PayrollPeriod) => {
    const { min, max } = PAYROLL_PERIOD_DAYS[payPeriod];
    return `A ${payPeriod} payroll period is ${min === max ? min : `${min} to ${max}`} days long (start and end dates included).`;
  },
  periodLengths:
    'A payroll period is 7 days long (Weekly), 13 to 16 days (Semi-monthly) or 28 to 31 days (Monthly), start and end dates included.',
  employees: 'Please choose at least one employee to process.',
  tooMany: `At most ${PAYROLL_CREATE_MAX} employees can be processed at once.`,
  ineligible: (names: string) =>
    `Nothing was processed: these employees are no longer eligible for this period: ${names}. Fetch the employee data again.`,
  processed: (n: number) => `Payroll processed successfully for ${n} employee${n === 1 ? '' : 's'}.`,
  noSalary: 'No monthly salary, days or hours in the employment details.',
  negativeNet: 'Net pay is negative.',
  locked: (period: string) =>
    `The payroll for ${period} has been processed: its records can no longer be changed.`,
  /** A biometric upload row on a date of a processed payroll (issue 20). */
  lockedDate: (date: string, period: string) =>
    `${date} is in the processed payroll ${period}: its records can no longer be changed.`,
  loanChanged:
    'A loan of these employees changed while the payroll was processed. Fetch the employee data again.',
  payslipNotFound: 'The payslip was not found.',
  voidReason: `Please give the reason for voiding (at most 500 characters).`,
  alreadyVoid: 'This payslip is already void.',
  voided: 'Payslip voided: its dates are open again and its loan installments were reversed.',
  processedNote: 'This payroll has been processed and is final and locked.',
} as const;

/** The Payroll screen's words (spec 2 "Payroll"). */
export const PAYROLL_TEXT = {
  title: 'Payroll',
  allPayPeriods: 'All Pay Periods',
  startDate: 'Start Date',
  endDate: 'End Date',
  fetch: 'Fetch Employee Data',
  details: 'Details',
  reports: 'Reports',
  calculate: 'Calculate Payroll',
  totalEmployees: 'Total Employees',
  processed: 'Processed',
  pending: 'Pending',
  overlapping: 'Overlapping',
  view: 'View',
  summaryTitle: 'Payroll Summary',
  allEmployeesTitle: 'Payroll Summary (All Employees)',
  processedNote: 'Note: This payroll has been processed. Highlighted values are final and locked.',
  totalEarnings: 'Total Earnings',
  totalDeductions: 'Total Deductions',
  totalNetPay: 'Total Net Pay',
  ofGross: 'of gross',
  breakdown: 'Calculation Breakdown',
  grossPay: 'Gross Pay',
  otherEarnings: 'Other Earnings',
  totalMandatories: 'Total Mandatories',
  wtax: 'W/holding Tax',
  otherDeductions: 'Other Deductions',
  particulars: 'Particulars',
  earnings: 'Earnings',
  deductions: 'Deductions',
  balance: 'Balance',
  takeHome: 'TAKE HOME PAY',
  close: 'Close',
  process: 'Process Payroll',
  excluded: 'Not included',
  reportsNote: 'Only displays employees with "Processed" status.',
  noData: 'No data available',
  generate: 'Generate Report',
  selectEmployee: 'Select Employee',
  payStatements: 'Pay Statements Summary',
  payStatementsText:
    'Individual pay statements for all employees including detailed earnings and deductions.',
  deductionsSummary: 'Deductions Summary',
  deductionsSummaryText:
    'Mandatory contributions (employee and employer shares), withholding tax and other deductions.',
  loansSummary: 'Loans Summary',
  loansSummaryText: 'Loan installments of the period, outstanding balances and repayment.',
  payrollRegister: 'Payroll Summary',
  payrollRegisterText: 'The payroll register: earnings, deductions and net pay per employee and department.',
  void: 'Void Payslip',
  voidReason: 'Reason for voiding',
  voidConfirm:
    'Void this payslip? Its loan installments are reversed and its dates can be changed and processed again.',
  downloadPdf: 'Download Payslips (PDF)',
  downloadOnePdf: 'Download Payslip (PDF)',
  exportExcel: 'Export Excel',
  exportPdf: 'Export PDF',
  overlapsWith: (period: string) => `Overlaps the processed period ${period}`,
  payDate: 'Pay Date',
} as const;

const isoDate = businessDate(PAYROLL_MSG.date);

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

/** Days from a to b (dates 'yyyy-MM-dd'). */
export function payrollDaysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The end date of a period starting on `start` (spec 4: start + 29 / 14 / 6 days). */
export function payrollPeriodEnd(start: string, payPeriod: PayrollPeriod): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + PAYROLL_PERIOD_SPAN[payPeriod]);
  return d.toISOString().slice(0, 10);
}

const fetchQueryObject = z.object({
  company_id: z.coerce
    .number({ error: PAYROLL_MSG.company })
    .int(PAYROLL_MSG.company)
    .positive(PAYROLL_MSG.company)
    .max(2_147_483_647, PAYROLL_MSG.company),
  department_id: optionalId,
  designation_id: optionalId,
  pay_period: z.enum(PAYROLL_PERIODS, { error: PAYROLL_MSG.payPeriod }),
  start_date: isoDate,
  end_date: isoDate,
});

const periodLength = (
  q: { pay_period: PayrollPeriod; start_date: string; end_date: string },
  ctx: z.RefinementCtx,
) => {
  if (!periodLengthAllowed(q.pay_period, q.start_date, q.end_date))
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: PAYROLL_MSG.periodLength(q.pay_period),
    });
};

export const payrollFetchQuerySchema = fetchQueryObject.superRefine(periodLength);
/** GET /payroll/payslips.pdf: the fetch filter, optionally one employee. */
export const payrollPdfQuerySchema = fetchQueryObject
  .extend({ employee_id: optionalId })
  .superRefine(periodLength);
export type PayrollPdfQuery = z.infer<typeof payrollPdfQuerySchema>;
export type PayrollFetchQuery = z.infer<typeof payrollFetchQuerySchema>;

export const payrollCreateSchema = z
  .object({
    employee_ids: z
      .array(z.number().int().positive().max(2_147_483_647), { error: PAYROLL_MSG.employees })
      .min(1, PAYROLL_MSG.employees)
      .max(PAYROLL_CREATE_MAX, PAYROLL_MSG.tooMany),
    start_date: isoDate,
    end_date: isoDate,
    /** True to process a year-end payroll although employees have no opening balance of the year (issue 23). */
    confirm_missing_opening: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (!PAYROLL_PERIODS.some((period) => periodLengthAllowed(period, b.start_date, b.end_date)))
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: PAYROLL_MSG.periodLengths });
  });
export type PayrollCreate = z.infer<typeof payrollCreateSchema>;

const amounts = z.record(z.string(), z.number());
const loanLine = z.object({
  loan_id: z.number(),
  loan_name: z.string(),
  amount_due: z.number(),
  balance: z.number(),
});
const paidLoanLine = z.object({
  loan_id: z.number(),
  loan_name: z.string(),
  amount_paid: z.number(),
  outstanding_balance: z.number(),
});
const loanSummary = z.object({
  loan_id: z.number(),
  loan_name: z.string(),
  principal: z.number(),
  amount_due: z.number(),
  outstanding_balance: z.number(),
  amount_paid: z.number(),
  monthly_payment: z.number(),
  status: z.string(),
});

/** The money part of a row: the engine's payslip in pesos plus the loan views. */
export const payrollFiguresSchema = z.object({
  rates: z.object({ monthly_rate: z.number(), daily_rate: z.number(), hourly_rate: z.number() }),
  gross_base: z.number(),
  gross_pay: z.number(),
  total_deductions: z.number(),
  net_pay: z.number(),
  gross_breakdown: amounts,
  mandatories_breakdown: amounts,
  mandatoriesTotal: z.number(),
  deductions_breakdown: amounts,
  wtax: z.number(),
  taxable_compensation: z.number(),
  earnings: amounts,
  earningsTotal: z.number(),
  deductions: amounts,
  deductionsTotal: z.number(),
  benefits: amounts,
  benefitsTotal: z.number(),
  loansTotal: z.number(),
  loans_breakdown: z.array(loanLine),
  paid_loans_breakdown: z.array(paidLoanLine),
  paid_loans: z.number(),
  loans_summary: z.array(loanSummary),
  employer_shares: amounts,
  employer_total: z.number(),
  attendance: amounts,
  /** 'Year-end adjustment' of the last payroll of the year (issue 17 section 2), else null. */
  year_end: yearEndLineSchema.nullable().optional(),
  /** De minimis, the ₱90,000 bucket and its overflow, other non-taxable pay (issue 21); null on old payslips. */
  tax_split: taxSplitSchema.nullable().optional(),
});
export type PayrollFigures = z.infer<typeof payrollFiguresSchema>;

export const payrollRowSchema = payrollFiguresSchema.extend({
  ids: z.number(),
  employee_id: z.number(),
  name: z.string(),
  employee_code: z.string(),
  profile_pic: z.number().nullable(),
  department: z.string().nullable(),
  department_id: z.number().nullable(),
  designation: z.string().nullable(),
  designation_id: z.number().nullable(),
  pay_period: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  /** The stored payslip shown (Processed or Overlapping), else null. */
  payslip_id: z.number().nullable(),
  /** The processed period an Overlapping row collides with, 'yyyy-MM-dd to yyyy-MM-dd'. */
  overlapping_period: z.string().nullable(),
  leaves_remaining: z.number(),
  /** Why a Pending row cannot be processed (no salary terms, negative net pay), else null. */
  error: z.string().nullable(),
  /** A year-end shortfall the net pay could not cover (the row can still be processed), else null. */
  warning: z.string().nullable().optional(),
  /** When the payslip is (or will be) paid: the company's pay calendar (issue 21); null when unknown. */
  pay_date: z.string().nullable().optional(),
});
export type PayrollRow = z.infer<typeof payrollRowSchema>;

export const PAYROLL_VOID_REASON_MAX = 500;

/** POST /payroll/void (payroll delete): voids a processed payslip; the reason is required. */
export const payrollVoidSchema = z.object({
  payslip_id: z.number({ error: PAYROLL_MSG.payslipNotFound }).int().positive().max(2_147_483_647),
  reason: z
    .string({ error: PAYROLL_MSG.voidReason })
    .trim()
    .min(1, PAYROLL_MSG.voidReason)
    .max(PAYROLL_VOID_REASON_MAX, PAYROLL_MSG.voidReason),
});
export type PayrollVoid = z.infer<typeof payrollVoidSchema>;

export const payrollCreateResponseSchema = z.object({ message: z.string(), processed: z.number() });
