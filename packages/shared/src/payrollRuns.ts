/**
 * What the payroll officer sees before and around processing (issue 22 section 2):
 *
 *   GET /payroll/exceptions  the fetch query -> PayrollException[] (view payroll): the period's days
 *       to look at before Calculate Payroll, read with the engine's day rules (dayStatus, lunchFlag).
 *   GET /payroll/runs?company_id= -> { next, runs } (view payroll): the company's next unprocessed
 *       period from its pay calendar, and its past runs (live regular payslips grouped by period).
 */
import { z } from 'zod';
import { dayMonthYear } from './leaveCreditNotes.ts';
import { PAYROLL_PERIODS } from './payroll.ts';

export const PAYROLL_EXCEPTION_KINDS = [
  'no_time_out',
  'lunch_flag',
  'no_log',
  'no_shift',
  'no_schedule',
] as const;
export type PayrollExceptionKind = (typeof PAYROLL_EXCEPTION_KINDS)[number];

export const PAYROLL_EXCEPTION_LABELS: Readonly<Record<PayrollExceptionKind, string>> = {
  no_time_out: 'Missing time-out',
  lunch_flag: 'Flagged lunch',
  no_log: 'No log, no leave',
  no_shift: 'Log without a shift',
  no_schedule: 'No schedule',
};

export const payrollExceptionSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  kind: z.enum(PAYROLL_EXCEPTION_KINDS),
  /** The day (yyyy-MM-dd); the period's start for 'no_schedule'. */
  date: z.string(),
  /** What the day shows, e.g. 'In 21:47, no time out' or 'Lunch 12:51–17:01 (250 min)'. */
  detail: z.string(),
});
export type PayrollException = z.infer<typeof payrollExceptionSchema>;

export const payrollRunsQuerySchema = z.object({
  company_id: z.coerce
    .number({ error: 'Please choose a company.' })
    .int('Please choose a company.')
    .positive('Please choose a company.')
    .max(2_147_483_647, 'Please choose a company.'),
});

export const payrollRunSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  pay_period: z.enum(PAYROLL_PERIODS).nullable(),
  pay_date: z.string().nullable(),
  employees: z.number().int(),
  /** Pesos, 2 decimals. */
  gross_pay: z.number(),
  total_deductions: z.number(),
  net_pay: z.number(),
  processed_by: z.string().nullable(),
  /** The latest processing time of the run (ISO instant). */
  processed_at: z.string(),
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;

export const payrollRunsResponseSchema = z.object({
  next: z
    .object({ pay_period: z.enum(PAYROLL_PERIODS), start_date: z.string(), end_date: z.string() })
    .nullable(),
  runs: z.array(payrollRunSchema),
});
export type PayrollRunsResponse = z.infer<typeof payrollRunsResponseSchema>;

export const PAYROLL_RUNS_TEXT = {
  exceptionsTitle: (n: number) => `Exceptions before processing (${n})`,
  noExceptions: 'No exceptions for this period.',
  exceptionsHint: 'Each opens the day on the Timesheet; correct it there, then fetch again.',
  pastRuns: 'Past runs',
  noRuns: 'No payroll processed yet for this company.',
  openRun: 'Open',
  notEndedTitle: 'The period has not ended',
  processAnyway: 'Process anyway',
};

/** 28–30 Nov, 30 Nov, or 29 Nov–2 Dec (the year is in the sentence's period end). */
function dayRange(from: string, to: string): string {
  const [fd, fm] = dayMonthYear(from).split(' ');
  const [td, tm] = dayMonthYear(to).split(' ');
  if (from === to) return `${td} ${tm}`;
  return fm === tm ? `${fd}–${td} ${tm}` : `${fd} ${fm}–${td} ${tm}`;
}

/**
 * The confirmation asked before processing a period that has not ended yet (today, Asia/Manila,
 * on or before its end), e.g. 'The period ends on 30 Nov 2026; attendance for 28–30 Nov is not in
 * yet.'; null once the period is over.
 */
export function periodNotEndedWarning(start: string, end: string, today: string): string | null {
  if (today > end) return null;
  const from = today > start ? today : start;
  return `The period ends on ${dayMonthYear(end)}; attendance for ${dayRange(from, end)} is not in yet.`;
}
