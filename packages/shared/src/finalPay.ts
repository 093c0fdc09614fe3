/**
 * Final pay and Certificate of Employment (issue 17 section 4; ph-compliance-outputs 7): the API
 * shapes (pesos, two decimals) and texts of the statement, its processing, the separated
 * employees' list and the COE.
 */
import { z } from 'zod';
import { idSchema } from './input.ts';

/** DOLE Labor Advisory 06-2020: final pay within 30 days of separation. */
export const FINAL_PAY_DEADLINE_DAYS = 30;

export const FINAL_PAY_MSG = {
  badEmployeeId: 'employee_id must be a positive whole number.',
  employeeNotFound: 'Employee not found.',
  notSeparated: 'This employee has no Separation Date: set it in Employment Details first.',
  alreadyProcessed:
    'Final pay for this employee is already processed. Void it in Payroll to process it again.',
  payDate: 'pay_date must be a valid date (yyyy-MM-dd) not before the Separation Date.',
  noSalary: 'This employee has no salary terms (monthly salary, days, hours and pay period).',
  noSignatory: (label: string, field: string) =>
    `The company has no ${label} (${field}) configured: set it in the Compliance screen's Employer details.`,
  noCompany: 'This employee has no company: set it in Employment Details first.',
  badFormat: "format must be 'json' or 'pdf'.",
  processed: 'Final pay processed.',
  /** Issue 23 section 3: neither a schedule/timesheet nor a monthly pay basis for the unpaid days. */
  noBasis: (start: string, end: string) =>
    `The unpaid salary from ${start} to ${end} cannot be computed: there is no schedule or timesheet for these days and the employee's salary group is not monthly-rated. Enter the schedule and timesheet (or set the pay basis) first.`,
} as const;

/** Where the unpaid salary's days come from (issue 23 section 3). */
export const UNPAID_SOURCES = ['schedule', 'pay_basis', 'none'] as const;
export type UnpaidSource = (typeof UNPAID_SOURCES)[number];

export const FINAL_PAY_TEXT = {
  cardTitle: 'Separated employees',
  empty: 'No separated employees.',
  name: 'Name',
  separationDate: 'Separation Date',
  reason: 'Reason',
  deadline: 'Final pay due',
  status: 'Final pay',
  processed: 'Processed',
  notProcessed: 'Not processed',
  due: (days: number) => (days === 0 ? 'Due today' : `Due in ${days} day${days === 1 ? '' : 's'}`),
  overdue: (days: number) => `Overdue by ${days} day${days === 1 ? '' : 's'}`,
  openFinalPay: 'View final pay',
  coe: 'COE',
  statementTitle: 'Final Pay Statement',
  earnings: 'Earnings',
  deductions: 'Deductions',
  gross: 'Gross final pay',
  totalDeductions: 'Total deductions',
  unrecovered: 'Not recovered (pay too small)',
  net: 'Net final pay',
  payDate: 'Pay date',
  process: 'Process final pay',
  confirm: 'Store this final pay as a locked payslip and close the open loans from it?',
  pdf: 'PDF',
  daysCounted: 'Days counted',
  source: 'Source',
  sourceLabel: {
    schedule: 'Schedule and timesheet',
    pay_basis: 'Pay basis (working days x day rate)',
    none: 'None',
  },
  beforeSahod: 'Before Sahod',
  beforeSahodThirteenth: (basic: string, paid: string) =>
    `13th month, Before Sahod: ${basic} basic pay, ${paid} already paid (counted above).`,
  perDay: 'a day',
  leaveDays: (type: string, days: number, rate: string) =>
    `${type}: ${days} day${days === 1 ? '' : 's'} x ${rate}`,
  conversions: 'Leave converted to cash',
  coeTitle: 'CERTIFICATE OF EMPLOYMENT',
} as const;

export const finalPayQuerySchema = z.object({
  employee_id: idSchema('employee_id must be a positive whole number.'),
  format: z.string().max(10).optional(),
});
export type FinalPayQuery = z.infer<typeof finalPayQuerySchema>;

export const separatedQuerySchema = z.object({ company_id: z.string().max(20).optional() });

export const finalPayProcessSchema = z.object({
  employee_id: idSchema(),
  pay_date: z.string().max(20),
});
export type FinalPayProcess = z.infer<typeof finalPayProcessSchema>;

const line = z.object({ name: z.string(), amount: z.number() });

export const finalPayStatementSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  date_hired: z.string().nullable(),
  separation_date: z.string(),
  separation_reason: z.string().nullable(),
  /** Separation date + 30 days. */
  deadline: z.string(),
  /** The unpaid period: the day after the last processed regular payslip to the separation date. */
  period: z.object({ start: z.string(), end: z.string() }).nullable(),
  earnings: z.array(line),
  gross_final_pay: z.number(),
  deductions: z.array(z.object({ name: z.string(), kind: z.string(), due: z.number(), amount: z.number() })),
  total_deductions: z.number(),
  unrecovered: z.number(),
  net_pay: z.number(),
  thirteenth: z.object({
    basic_earned: z.number(),
    thirteenth: z.number(),
    already_paid: z.number(),
    /** The opening balance's basic pay and 13th month already paid ('Before Sahod'), counted above. */
    before_sahod: z.object({ basic_pay: z.number(), thirteenth_paid: z.number() }).nullable().optional(),
  }),
  /** Issue 23: 'No opening balance for 2026: ...' when the year counts only Sahod's payrolls. */
  opening_warning: z.string().nullable().optional(),
  /** Issue 23: the unpaid days counted, where they come from and, when none, why nothing is paid. */
  unpaid: z
    .object({
      source: z.enum(UNPAID_SOURCES),
      days: z.number(),
      day_rate: z.number(),
      message: z.string().nullable(),
    })
    .optional(),
  leave: z.object({
    days: z.number(),
    daily_rate: z.number(),
    amount: z.number(),
    /** Each converting leave type's unused credits (issue 23). */
    lines: z
      .array(
        z.object({ application_type: z.string(), name: z.string(), days: z.number(), amount: z.number() }),
      )
      .optional(),
  }),
  year_end: z.object({
    taxable_compensation: z.number(),
    tax_due: z.number(),
    withheld: z.number(),
    adjustment: z.number(),
  }),
  /** The stored final pay, when processed (the statement then shows what was stored). */
  payslip_id: z.number().int().nullable(),
  pay_date: z.string().nullable(),
});
export type FinalPayStatementView = z.infer<typeof finalPayStatementSchema>;

export const finalPayProcessResponseSchema = z.object({
  message: z.string(),
  payslip_id: z.number().int(),
  net_pay: z.number(),
  loans_closed: z.number().int(),
});

export const separatedEmployeeSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  separation_date: z.string(),
  separation_reason: z.string().nullable(),
  deadline: z.string(),
  /** Days left to the deadline (negative: overdue), from today in Manila. */
  days_left: z.number().int(),
  overdue: z.boolean(),
  payslip_id: z.number().int().nullable(),
  pay_date: z.string().nullable(),
});
export type SeparatedEmployee = z.infer<typeof separatedEmployeeSchema>;

/** Issue 23: whether an application type's unused credits convert to cash at separation. */
export const LEAVE_CONVERSION_TEXT = {
  title: 'Application types',
  intro:
    'Unused leave credits of the types marked here are converted to cash at the day rate in the final pay. Service Incentive Leave always converts, by law.',
  type: 'Application type',
  converts: 'Converts to cash at separation',
  saved: 'Application type saved.',
} as const;

export const LEAVE_CONVERSION_MSG = {
  silAlways: 'Service Incentive Leave always converts to cash at separation (Labor Code Art. 95).',
  noCredits: 'Only an application type that uses leave credits can convert them to cash at separation.',
  notFound: 'The application type was not found. It may have been deleted.',
} as const;

export const applicationTypeConversionSchema = z.object({
  id: idSchema('id must be a positive whole number.'),
  converts_at_separation: z.boolean({ error: 'converts_at_separation must be true or false.' }),
});
export type ApplicationTypeConversion = z.infer<typeof applicationTypeConversionSchema>;
