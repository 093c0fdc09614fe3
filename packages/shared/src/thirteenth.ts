/**
 * 13th-month pay (PD 851; issue 17 section 1): the preview of a company's year and its processing
 * into payslips of kind 'thirteenth'. Amounts in pesos with two decimals.
 *
 *   GET  /api/compliance/thirteenth?company_id=&period=YYYY   -> ThirteenthPreview   (compliance view)
 *   POST /api/compliance/thirteenth/process ThirteenthProcess -> ThirteenthProcessed (compliance create)
 *   GET  /api/compliance/thirteenth/payslips.pdf?company_id=&period=YYYY             (compliance view)
 *   GET  /api/compliance/thirteenth/register.xlsx?company_id=&period=YYYY            (compliance view)
 */
import { z } from 'zod';
import { businessDate } from './dates.ts';

/** The payslip line (benefits) a 13th-month payslip carries; a final pay's pro-rated 13th month too. */
export const THIRTEENTH_LINE = '13th Month Pay';

export const THIRTEENTH_MSG = {
  badCompanyId: 'company_id must be the number of a company.',
  badYear: 'period must be a year (YYYY).',
  badBodyYear: 'year must be a year (YYYY).',
  badPayDate: 'pay_date must be a date (YYYY-MM-DD).',
  noPayroll: 'No processed payroll for this period.',
  alreadyProcessed: (year: number) =>
    `The 13th month of ${year} was already processed. Void its payslips to run it again.`,
  nothingDue: (year: number) => `No 13th month is due for ${year}.`,
  concurrent: 'The 13th month was processed by another request.',
  processed: (n: number) => `13th month processed for ${n} employee${n === 1 ? '' : 's'}.`,
} as const;

export const THIRTEENTH_TEXT = {
  title: 'Pay 13th month',
  year: 'Year',
  preview: 'Preview',
  process: 'Process 13th month',
  payDate: 'Pay Date',
  confirmTitle: 'Process 13th month',
  confirm: (year: number, n: number, total: string) =>
    `Store the ${year} 13th-month pay of ${n} employee${n === 1 ? '' : 's'} (total ${total}) as processed payslips? It can only be run again after its payslips are voided.`,
  cancel: 'Cancel',
  processed: 'Processed',
  payslips: 'Payslips PDF',
  register: 'Payroll Register (Excel)',
  columns: {
    employee_code: 'Employee ID',
    name: 'Name',
    basic_earned: 'Basic Earned',
    thirteenth: '13th Month',
    already_paid: 'Already Paid',
    due: 'Due',
    taxable: 'Taxable Excess',
    wtax: 'Tax Withheld',
  },
  /** The 'Before Sahod' part shown under a row's Basic Earned and Already Paid. */
  beforeSahod: (basic: string, paid: string) => `Before Sahod: ${basic} basic earned, ${paid} already paid`,
  note: 'Basic salary earned on the year’s processed payslips / 12; non-taxable up to what is left of ₱90,000 after the year’s other 13th-month payments, other benefits and de minimis above their ceilings; tax on the excess is withheld on the 13th month’s payslip.',
} as const;

const YEAR_MIN = 1900;
const YEAR_MAX = 9998;

/** A year from a query string or a body number, or null. */
export function parseYear(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= YEAR_MIN && n <= YEAR_MAX ? n : null;
}

const q = z.string().max(200).optional();
export const thirteenthQuerySchema = z.object({ company_id: q, period: q });
export type ThirteenthQuery = z.infer<typeof thirteenthQuerySchema>;

export const thirteenthProcessSchema = z.object({
  company_id: z.union([z.number(), z.string().max(20)]).optional(),
  year: z.union([z.number(), z.string().max(20)]).optional(),
  pay_date: businessDate(THIRTEENTH_MSG.badPayDate),
  /** True to process although employees hired before the year's first payroll have no opening balance (issue 23). */
  confirm_missing_opening: z.boolean().optional(),
});
export type ThirteenthProcess = z.infer<typeof thirteenthProcessSchema>;

export const thirteenthRowSchema = z.object({
  employee_id: z.number(),
  employee_code: z.string().nullable(),
  name: z.string(),
  basic_earned: z.number(),
  thirteenth: z.number(),
  already_paid: z.number(),
  due: z.number(),
  /** Part of `due` within the ₱90,000 yearly exemption, and the taxable excess. */
  non_taxable: z.number(),
  taxable: z.number(),
  /** Tax withheld on the 13th month's own payslip: its taxable part over the ₱90,000 bucket (issue 21). */
  wtax: z.number(),
  /** The opening balance's part of basic_earned and already_paid ('Before Sahod', issue 23), null without one. */
  before_sahod: z.object({ basic_earned: z.number(), already_paid: z.number() }).nullable(),
  /** 'No opening balance for YYYY: ...' (issue 23), null when the year is whole or has an opening balance. */
  warning: z.string().nullable(),
});
export type ThirteenthRow = z.infer<typeof thirteenthRowSchema>;

export const thirteenthPreviewSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  period: z.string(),
  rows: z.array(thirteenthRowSchema),
  totals: z.object({
    employees: z.number(),
    basic_earned: z.number(),
    thirteenth: z.number(),
    already_paid: z.number(),
    due: z.number(),
    non_taxable: z.number(),
    taxable: z.number(),
    wtax: z.number(),
    /** Employees with the warning (processing asks for confirm_missing_opening). */
    missing_opening: z.number(),
  }),
  /** Live 13th-month payslips of the year (0 before processing or after every one was voided). */
  processed: z.number(),
  due_date: z.string(),
  due_status: z.object({ days: z.number(), overdue: z.boolean() }),
});
export type ThirteenthPreview = z.infer<typeof thirteenthPreviewSchema>;

export const thirteenthProcessedSchema = z.object({
  message: z.string(),
  processed: z.number(),
  total: z.number(),
});
export type ThirteenthProcessed = z.infer<typeof thirteenthProcessedSchema>;
