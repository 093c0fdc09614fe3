/**
 * Home dashboard (issue 26 section 1): the Payroll card (GET /api/dashboard/payroll) and the Filing
 * calendar card (GET /api/dashboard/filings). Both take `company_id` (absent: All Companies).
 * Money in pesos with 2 decimals, as every API speaks.
 */
import { z } from 'zod';

const COMPANY = 'Please choose a company.';

export const dashboardPayQuerySchema = z.object({
  company_id: z.coerce
    .number({ error: COMPANY })
    .int(COMPANY)
    .positive(COMPANY)
    .max(2_147_483_647, COMPANY)
    .optional(),
});
export type DashboardPayQuery = z.infer<typeof dashboardPayQuerySchema>;

const date = z.string();

/** A company's next payroll: the pay calendar's period after its last run, and the employees' statuses for it. */
export const dashboardNextPayrollSchema = z.object({
  company_id: z.number(),
  company: z.string(),
  pay_period: z.string(),
  start_date: date,
  end_date: date,
  pay_date: date,
  pending: z.number(),
  processed: z.number(),
  overlapping: z.number(),
});
export type DashboardNextPayroll = z.infer<typeof dashboardNextPayrollSchema>;

const costSchema = z.object({
  gross_pay: z.number(),
  employer_contributions: z.number(),
  net_pay: z.number(),
});

/** One month (yyyy-MM, by pay date) of the stored payslips' sums, the same month a year earlier, and the change of the cost (gross + employer contributions) in percent (null without last year's). */
export const dashboardPayrollMonthSchema = costSchema.extend({
  month: z.string(),
  total_deductions: z.number(),
  last_year: costSchema,
  change_pct: z.number().nullable(),
});
export type DashboardPayrollMonth = z.infer<typeof dashboardPayrollMonthSchema>;

export const dashboardPayrollSchema = z.object({
  next: z.array(dashboardNextPayrollSchema),
  months: z.array(dashboardPayrollMonthSchema),
});
export type DashboardPayroll = z.infer<typeof dashboardPayrollSchema>;

export const FILING_LABELS = {
  sss: 'SSS',
  philhealth: 'PhilHealth',
  pagibig: 'Pag-IBIG',
  bir1601c: '1601-C',
  thirteenth: '13th month',
  bir2316: '2316',
  bir1604c: '1604-C/alphalist',
} as const;

const filingCompanySchema = z.object({
  company_id: z.number(),
  company: z.string(),
  due_date: date,
  generated: z.boolean(),
  overdue: z.boolean(),
});

/** A deadline of this month or the next; with All Companies due_date is the earliest, generated when every company's is, overdue when any is. */
export const dashboardFilingSchema = z.object({
  output: z.enum(['sss', 'philhealth', 'pagibig', 'bir1601c', 'thirteenth', 'bir2316', 'bir1604c']),
  label: z.string(),
  period: z.string(),
  due_date: date,
  generated: z.boolean(),
  overdue: z.boolean(),
  companies: z.array(filingCompanySchema),
});
export type DashboardFiling = z.infer<typeof dashboardFilingSchema>;

export const dashboardFilingsSchema = z.object({ today: date, filings: z.array(dashboardFilingSchema) });
export type DashboardFilings = z.infer<typeof dashboardFilingsSchema>;

/** The cards' texts. */
export const DASHBOARD_PAY_TEXT = {
  payroll: 'Payroll',
  openPayroll: 'Open Payroll',
  nextCutOff: 'Next cut-off',
  nextCutOffs: 'Next cut-off per company',
  payDate: 'Pay date',
  pending: 'Pending',
  processed: 'Processed',
  overlapping: 'Overlapping',
  noNextPayroll: 'No Active employee with a pay period.',
  cost: 'Payroll cost, last 12 months',
  gross: 'Gross pay',
  employer: 'Employer contributions',
  net: 'Net pay',
  deductions: 'Deductions',
  month: 'Month',
  change: 'Change from the same month last year',
  noChange: 'no payroll a year earlier',
  changeShort: 'Change from last year',
  chartLabel:
    'Stacked bar chart of the payroll cost by month: net pay, deductions and employer contributions; the figures are in the table below.',
  costTable: 'Payroll cost by month (table)',
  filings: 'Filing calendar',
  openCompliance: 'Open Compliance',
  filing: 'Filing',
  period: 'Period',
  due: 'Deadline',
  status: 'Output',
  generated: 'Generated',
  notGenerated: 'Not generated',
  overdue: 'Overdue',
  noFilings: 'No filing due this month or next.',
  companiesGenerated: (done: number, all: number) => `${done} of ${all} companies`,
} as const;
