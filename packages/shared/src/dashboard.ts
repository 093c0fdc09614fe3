/**
 * Home dashboard (issue 26 section 1): the Waiting for action card (GET /api/dashboard/waiting) and
 * the People card (GET /api/dashboard/people). Both take `company_id` (absent: All Companies), as
 * the Payroll card does. Money in pesos with 2 decimals.
 */
import { z } from 'zod';
import { dashboardPayQuerySchema } from './dashboardPay.ts';

export const dashboardQuerySchema = dashboardPayQuerySchema;
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** How many lists show at most; the counts are always whole. */
export const DASHBOARD_LIST_LIMIT = 10;

const date = z.string();

export const waitingApplicationSchema = z.object({
  log_no: z.number(),
  application_type: z.string(),
  employee_id: z.number(),
  employee_name: z.string(),
  effective_date: date,
  date_created: z.string(),
  /** Whole days since it was filed (Asia/Manila). */
  age_days: z.number(),
});
export type WaitingApplication = z.infer<typeof waitingApplicationSchema>;

export const waitingAccountSchema = z.object({ id: z.number(), username: z.string(), name: z.string() });
export type WaitingAccount = z.infer<typeof waitingAccountSchema>;

export const waitingLoanSchema = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee_name: z.string(),
  loan_type: z.string(),
  deduction_start_date: date,
  loan_amount: z.number(),
});
export type WaitingLoan = z.infer<typeof waitingLoanSchema>;

/** Each section is present only when the role may view its source. */
export const dashboardWaitingSchema = z.object({
  today: date,
  /** 'approver': the ones waiting for the session's employee; 'all': every pending one (HR). Oldest first. */
  applications: z
    .object({
      scope: z.enum(['approver', 'all']),
      count: z.number(),
      rows: z.array(waitingApplicationSchema),
    })
    .optional(),
  accounts: z.object({ count: z.number(), rows: z.array(waitingAccountSchema) }).optional(),
  /** Active loans whose first deduction falls in the semi-monthly cut-off holding today (the company's pay calendar). */
  loans: z
    .object({ start_date: date, end_date: date, count: z.number(), rows: z.array(waitingLoanSchema) })
    .optional(),
});
export type DashboardWaiting = z.infer<typeof dashboardWaitingSchema>;

const person = {
  employee_id: z.number(),
  employee_name: z.string(),
  company: z.string(),
};

export const headcountSchema = z.object({
  company_id: z.number(),
  company: z.string(),
  department: z.string(),
  count: z.number(),
});
export type Headcount = z.infer<typeof headcountSchema>;

export const datedPersonSchema = z.object({ ...person, date: date });
export type DatedPerson = z.infer<typeof datedPersonSchema>;

export const probationSchema = z.object({ ...person, date_hired: date, probation_end: date });
export type ProbationEnding = z.infer<typeof probationSchema>;

export const expiringDocumentSchema = z.object({
  ...person,
  document_type: z.string(),
  reference_no: z.string(),
  date_expiry: date,
  expired: z.boolean(),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

export const anniversarySchema = z.object({ ...person, date_hired: date, years: z.number() });
export type Anniversary = z.infer<typeof anniversarySchema>;

const list = <T extends z.ZodType>(row: T) => z.object({ count: z.number(), rows: z.array(row) });

export const dashboardPeopleSchema = z.object({
  today: date,
  /** Active employees by company and department (department '' when none). */
  headcount: z.array(headcountSchema),
  total: z.number(),
  hires: list(datedPersonSchema),
  separations: list(datedPersonSchema),
  probation: list(probationSchema),
  documents: list(expiringDocumentSchema),
  birthdays: list(datedPersonSchema),
  anniversaries: list(anniversarySchema),
});
export type DashboardPeople = z.infer<typeof dashboardPeopleSchema>;

export const DASHBOARD_TEXT = {
  waiting: 'Waiting for action',
  openApprovals: 'Open Applications Approval',
  openProxy: 'Open Applications Proxy',
  openAccounts: 'Open User Accounts',
  openLoans: 'Open Salary Loan',
  applicationsMine: 'Applications waiting for your approval',
  applicationsAll: 'Applications pending',
  accounts: "User accounts 'For Approval'",
  loans: 'Salary loans starting this cut-off',
  nothingWaiting: 'Nothing waits for action.',
  daysOld: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  more: (shown: number, all: number) => `Showing ${shown} of ${all}.`,
  people: 'People',
  openEmployees: 'Open Employee List',
  headcount: 'Headcount',
  company: 'Company',
  department: 'Department',
  noDepartment: 'No department',
  employees: 'Employees',
  chartLabel: 'Bar chart of the headcount by company and department; the figures are in the table below.',
  headcountTable: 'Headcount by company and department (table)',
  hires: 'Hires this month',
  separations: 'Separations this month',
  probation: 'Probation ending in the next 30 days',
  documents: 'Documents expiring in the next 30 days or expired',
  expired: 'Expired',
  birthdays: 'Birthdays this month',
  anniversaries: 'Work anniversaries this month',
  years: (n: number) => (n === 1 ? '1 year' : `${n} years`),
  none: 'None',
} as const;
