/**
 * Applications, Applications Proxy, Applications Approval and leave credits (spec 2, 3
 * "Application", 4 "Application approval_status", 5 "Application form", 6, 7; issue 10).
 *
 *   GET    /applications/fetch?UID            -> ApplicationRow[] (the session's employee only)
 *   POST   /applications/create               ApplicationCreate -> { message, log_nos }
 *   DELETE /applications/delete?log_no        -> { message } (own, For Approval only)
 *   GET    /applications/fetchApprovers       -> approvers for the form's cascade
 *   GET    /applications/fetchCredits         -> CreditBalance[] of the session's employee
 *   GET    /applicationsProxy/fetch|fetchEmployees|fetchApprovers|fetchCredits?UID
 *   POST   /applicationsProxy/create, DELETE /applicationsProxy/delete?log_no
 *   GET    /applicationsApproval/fetch?UID    -> ApplicationRow[] whose approver is the caller
 *   GET    /applicationsApproval/pendingCount -> { count }
 *   PUT    /applicationsApproval/approve|reject  { log_no, remarks, ... } -> { message }
 *   DELETE /applicationsApproval/delete?log_no   cancels an approved application
 *   GET    /leaveCredits/fetch?UID            -> { balances, ledger }
 *   POST   /leaveCredits/adjust               { employee_id, application_type_id, kind, days, reason }
 *   POST   /leaveCredits/accrueSil            { year } -> { message, granted }
 */
import { z } from 'zod';
import { businessDate } from './dates.ts';
import { normalizeTime } from './timeattendance.ts';

export const APPLICATION_STATUSES = ['For Approval', 'Approved', 'Rejected', 'Canceled'] as const;
export type ApprovalStatus = (typeof APPLICATION_STATUSES)[number];
export const LEDGER_KINDS = ['grant', 'accrual', 'usage', 'adjustment', 'reversal', 'conversion'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Longest range one filing covers (one application per date). */
export const APPLICATION_MAX_RANGE_DAYS = 31;
export const APPLICATION_TEXT_MAX = 500;
/** Service Incentive Leave (Labor Code Art. 95): days a year after one year of service. */
export const SIL_DAYS_PER_YEAR = 5;
export const SIL_TYPE_NAME = 'Service Incentive Leave';
export const OVERTIME_TYPE_NAME = 'Overtime';

export const APP_MSG = {
  noEmployee: 'No employee assigned to this user account.',
  notApprover: 'Linked employee is not an approver.',
  invalidTime: 'Invalid time entry. Start Time must be before End Time',
  confirmSave: 'Are you sure you want to save?',
  created: (n: number) => (n === 1 ? 'Application filed.' : `${n} applications filed, one per date.`),
  deleted: 'Application deleted.',
  approved: 'Application approved.',
  rejected: 'Application rejected.',
  canceled: 'Approved application canceled; its effects were undone.',
  ownOnly: 'You can only file, view and delete your own applications here.',
  notFound: 'Application not found.',
  deleteOnlyPending: 'Only applications that are For Approval can be deleted.',
  alreadyDecided: 'This application has already been decided.',
  cancelOnlyApproved: 'Only approved applications can be canceled.',
  notYourApproval: 'You are not the approver of this application.',
  typeRequired: 'Application type is required.',
  typeUnknown: 'Unknown application type.',
  employeeRequired: 'Employee is required.',
  employeeUnknown: 'Employee not found, or still a draft.',
  approverRequired: 'Approver is required.',
  approverInvalid: 'The chosen approver is not a current approver.',
  approverSelf: 'An employee cannot approve their own application.',
  /** Issue 20: the approver must be of the employee's company, or approve for all companies. */
  approverOtherCompany:
    "The chosen approver does not approve for the employee's company. Choose an approver of the same company.",
  /** Applications Proxy: the user filing for another employee cannot name themselves as approver. */
  approverIsFiler: 'The approver cannot be the filer: choose another approver.',
  /** Deciding an application one filed through Applications Proxy. */
  deciderIsFiler: 'You filed this application, so you cannot decide it: the decider cannot be the filer.',
  particularsRequired: 'Particulars are required.',
  dateInvalid: 'Enter a valid date (yyyy-MM-dd).',
  timeRequired: 'Start Time and End Time are required.',
  fullDayNote:
    'Full day: leave Start Time and End Time empty and they are taken from your shift on each date.',
  noShiftForFullDay: (date: string) =>
    `No shift is scheduled on ${date}: enter the Start Time and End Time of the leave.`,
  rangeBackwards: 'The end date must be on or after the effective date.',
  rangeTooLong: `A filing covers at most ${APPLICATION_MAX_RANGE_DAYS} days.`,
  rangeOnlyLeaveOvertime: 'Only leaves and overtime can be filed for a date range.',
  duplicate: (date: string) =>
    `An application of this type for ${date} already exists (For Approval or Approved).`,
  notEnoughCredits: (type: string, balance: number) => `Not enough ${type} credits: ${balance} day(s) left.`,
  alreadyOnLeave: (date: string) => `The employee is already on leave on ${date}.`,
  /** Filing for a date inside a processed payroll (the dates are locked for that employee). */
  payrollCoversFiling: (period: string) =>
    `A processed payroll (${period}) covers these dates; an application cannot be filed for them.`,
  payrollCovers: (period: string) =>
    `A processed payroll (${period}) covers this date; it cannot be canceled.`,
  creditsAdjusted: 'Leave credits updated.',
  creditsNegative: 'Leave credits cannot go below zero.',
  creditsTypeInvalid: 'This application type does not use leave credits.',
  reasonRequired: 'A reason is required.',
  daysInvalid: 'Days must be a non-zero number with at most 2 decimals.',
  silGranted: (n: number, year: number) => `Service Incentive Leave ${year}: ${n} employee(s) granted.`,
  silFutureYear: 'Service Incentive Leave can be accrued for the current or a past year only.',
  silMissing: 'The Service Incentive Leave application type does not exist.',
} as const;

export const APP_TEXT = {
  applicationsHeading: 'Applications',
  proxyHeading: 'Applications Proxy',
  approvalHeading: 'Applications Approval',
  createNew: 'Create New',
  view: 'View',
  review: 'Review',
  forApproval: 'For Approval',
  rejected: 'Rejected',
  approved: 'Approved',
  decision: 'Decision',
  approve: 'Approve',
  reject: 'Reject',
  cancelApproved: 'Cancel approved',
  remainingCredits: 'Remaining credits',
  leaveCredits: 'Leave Credits',
  grantAdjust: 'Grant / Adjust',
  accrueSil: 'Accrue Service Incentive Leave',
} as const;

const idField = (label: string, message?: string) =>
  z.coerce
    .number({ error: message ?? `${label} must be a number.` })
    .int(message ?? `${label} must be a whole number.`)
    .positive(message ?? `${label} must be a number.`)
    .max(2_147_483_647, message ?? `${label} must be a number.`);
const optionalId = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), idField(label).optional());

const dateField = businessDate(APP_MSG.dateInvalid);
const timeField = z.string({ error: APP_MSG.timeRequired }).transform((v, ctx) => {
  const t = normalizeTime(v);
  if (t === null) {
    ctx.addIssue({ code: 'custom', message: APP_MSG.timeRequired });
    return z.NEVER;
  }
  return t;
});
const text = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(APPLICATION_TEXT_MAX, `At most ${APPLICATION_TEXT_MAX} characters.`);
const optionalText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string().trim().max(APPLICATION_TEXT_MAX, `At most ${APPLICATION_TEXT_MAX} characters.`),
);

/** The form's own check (spec 5): start must be before end. */
export function checkApplicationTimes(start: string, end: string): string | null {
  const s = normalizeTime(start);
  const e = normalizeTime(end);
  if (s === null || e === null) return APP_MSG.timeRequired;
  return s >= e ? APP_MSG.invalidTime : null;
}

/** Days from a to b (yyyy-MM-dd), b - a. */
export function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const applicationFields = {
  application_type_id: idField('application_type_id', APP_MSG.typeRequired),
  effective_date: dateField,
  /** Optional last date of a range (leaves and overtime): one application per date. */
  end_date: z.preprocess((v) => (v === '' || v === null ? undefined : v), dateField.optional()),
  /**
   * Issue 22: a leave may leave out both times (or send full_day: true): a full day takes its start
   * and end from each date's scheduled shift. Every other application needs both.
   */
  start_time: z.preprocess((v) => (v === '' || v === null ? undefined : v), timeField.optional()),
  end_time: z.preprocess((v) => (v === '' || v === null ? undefined : v), timeField.optional()),
  full_day: z.boolean({ error: 'full_day must be true or false.' }).optional(),
  particulars: text(APP_MSG.particularsRequired),
  remarks: optionalText,
  approver_employee_id: idField('approver_employee_id', APP_MSG.approverRequired),
};

function refineApplication(
  v: {
    effective_date: string;
    end_date?: string | undefined;
    start_time?: string | undefined;
    end_time?: string | undefined;
    full_day?: boolean | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (v.full_day !== true) {
    if ((v.start_time === undefined) !== (v.end_time === undefined))
      ctx.addIssue({ code: 'custom', message: APP_MSG.timeRequired, path: ['start_time'] });
    else if (v.start_time !== undefined && v.end_time !== undefined && v.start_time >= v.end_time)
      ctx.addIssue({ code: 'custom', message: APP_MSG.invalidTime, path: ['end_time'] });
  }
  if (v.end_date !== undefined) {
    const days = dayDiff(v.effective_date, v.end_date);
    if (days < 0) ctx.addIssue({ code: 'custom', message: APP_MSG.rangeBackwards, path: ['end_date'] });
    else if (days >= APPLICATION_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', message: APP_MSG.rangeTooLong, path: ['end_date'] });
  }
}

/** /applications/create: employee_id may be sent (spec 7) but must be the session's own. */
export const applicationCreateSchema = z
  .object({ ...applicationFields, employee_id: optionalId('employee_id') })
  .superRefine(refineApplication);
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;

/** /applicationsProxy/create: the employee is chosen. */
export const proxyCreateSchema = z
  .object({ ...applicationFields, employee_id: idField('employee_id', APP_MSG.employeeRequired) })
  .superRefine(refineApplication);
export type ProxyCreate = z.infer<typeof proxyCreateSchema>;

export const uidQuerySchema = z.object({ UID: optionalId('UID') });
export const uidRequiredQuery = z.object({ UID: idField('UID') });
/** Applications Proxy's approver list: for the chosen employee's company when employee_id is sent. */
export const proxyApproversQuery = z.object({ employee_id: optionalId('employee_id') });
export const logNoQuery = z.object({ log_no: idField('log_no') });

/** approve/reject body (spec 7): only log_no and remarks are used; the rest comes from the stored row. */
export const decisionSchema = z.object({
  log_no: idField('log_no'),
  remarks: optionalText,
  application_type: z.unknown().optional(),
  employee_id: z.unknown().optional(),
  shift_date: z.unknown().optional(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const applicationRowSchema = z.object({
  log_no: z.number().int(),
  application_type_id: z.number().int(),
  application_type: z.string(),
  is_leave: z.boolean(),
  employee_id: z.number().int(),
  employee_code: z.string(),
  employee_name: z.string(),
  date_created: z.string(),
  effective_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  particulars: z.string(),
  remarks: z.string(),
  approver_employee_id: z.number().int(),
  approver: z.string(),
  status: z.string(),
  approval_status: z.enum(APPLICATION_STATUSES),
  filed_by: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_remarks: z.string(),
  /**
   * A leave of a type that uses credits on a regular holiday or rest day: why it uses no credit
   * ('30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.'); null otherwise.
   */
  credit_note: z.string().nullable().optional(),
  /**
   * On the approver's list (issue 22): the requester's remaining credits of the application's
   * type, when the type uses leave credits; absent elsewhere.
   */
  remaining_credits: z.number().nullable().optional(),
  /**
   * On the approver's list (issue 27): true when the application waits for this approver's decision
   * now (false: a chained one at another level, or one they already decided at this level).
   */
  waiting_for_me: z.boolean().optional(),
  /** Issue 27 §2: the delegate who decided in the approver's place ('approved by X for Y'). */
  delegate: z.string().nullable().optional(),
  /** Issue 27 §2: on a delegate's list, the approver whose place the delegate takes. */
  waiting_for: z.string().nullable().optional(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const createdApplicationsSchema = z.object({
  message: z.string(),
  log_nos: z.array(z.number().int()),
});
export const pendingCountSchema = z.object({ count: z.number().int() });

export const proxyEmployeeSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  company_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  designation_id: z.number().int().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
});
export type ProxyEmployee = z.infer<typeof proxyEmployeeSchema>;

export const creditBalanceSchema = z.object({
  application_type_id: z.number().int(),
  application_type: z.string(),
  balance: z.number(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const ledgerRowSchema = z.object({
  log_no: z.number().int(),
  application_type_id: z.number().int(),
  application_type: z.string(),
  kind: z.enum(LEDGER_KINDS),
  days: z.number(),
  reason: z.string(),
  application_id: z.number().int().nullable(),
  accrual_year: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
export const leaveCreditsSchema = z.object({
  employee_id: z.number().int(),
  total: z.number(),
  balances: z.array(creditBalanceSchema),
  ledger: z.array(ledgerRowSchema),
});
export type LeaveCredits = z.infer<typeof leaveCreditsSchema>;

export const creditAdjustSchema = z.object({
  employee_id: idField('employee_id', APP_MSG.employeeRequired),
  application_type_id: idField('application_type_id', APP_MSG.typeRequired),
  kind: z.enum(['grant', 'adjustment'], { error: 'kind must be grant or adjustment.' }),
  days: z.coerce
    .number({ error: APP_MSG.daysInvalid })
    .refine((v) => Number.isFinite(v) && v !== 0 && Math.abs(v) <= 365, APP_MSG.daysInvalid)
    .refine((v) => Math.round(v * 100) === v * 100, APP_MSG.daysInvalid),
  reason: text(APP_MSG.reasonRequired),
});
export type CreditAdjust = z.infer<typeof creditAdjustSchema>;

export const silAccrualSchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a number.' })
    .int('year must be a whole number.')
    .min(2000)
    .max(2100),
});
export const silResultSchema = z.object({ message: z.string(), granted: z.number().int() });
