/**
 * My Sahod: the employee's own Leave, Attendance (with Time Correction) and Approvals (issue 24 §2).
 * Every route acts for the signed-in account's employee only; any other employee's id answers 404.
 *
 *   GET    /me/leave                          -> MeLeave (balances, ledger, own applications)
 *   GET    /me/leave/options                  -> { types, approvers } for the filing form
 *   POST   /me/leave                          ApplicationCreate (a leave type) -> { message, log_nos }
 *   DELETE /me/leave/:log_no                  cancels (deletes) a pending application of one's own
 *   GET    /me/attendance?month=yyyy-MM       -> MeAttendance (one row per date of the month)
 *   POST   /me/attendance/corrections         TimeCorrectionCreate -> { message, log_nos }
 *   GET    /me/approvals                      -> ApplicationRow[] waiting for the employee (approver)
 *   PUT    /me/approvals/:log_no/approve|reject  { remarks } -> { message }
 */
import type { DayStatus } from '@sahod/payroll';
import { z } from 'zod';
import { APP_MSG, applicationRowSchema, creditBalanceSchema, ledgerRowSchema } from './applications.ts';
import { businessDate } from './dates.ts';
import { normalizeTime } from './timeattendance.ts';
import { STATUS_COLORS } from './timeattendanceWeek.ts';

/** The application type of a request to correct a day's logs (seeded; migration 0042). */
export const TIME_CORRECTION_TYPE_NAME = 'Time Correction';

export const ME_LEAVE_MSG = {
  monthInvalid: 'Enter a valid month (yyyy-MM).',
  timeInRequired: 'Time in is required.',
  timeOutRequired: 'Time out is required.',
  reasonRequired: 'A reason is required.',
  notLeaveType: 'Choose a leave type.',
  correctionFiled: 'Time Correction filed.',
  leaveCanceled: 'Application canceled.',
  noTimeCorrectionType: 'The Time Correction application type does not exist.',
} as const;

export const ME_LEAVE_TEXT = {
  leave: 'Leave',
  attendance: 'Attendance',
  approvals: 'Approvals',
  balances: 'Balances',
  ledger: 'Ledger',
  myApplications: 'My applications',
  fileLeave: 'File leave',
  cancel: 'Cancel',
  requestCorrection: 'Request a time correction',
  timeCorrection: TIME_CORRECTION_TYPE_NAME,
  restDay: 'Rest Day',
  holiday: 'Holiday',
  noShift: 'No shift',
  nothingToApprove: 'Nothing waits for your approval.',
} as const;

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a number.`)
    .max(2_147_483_647, `${label} must be a number.`);
const optionalEmployeeId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  positiveId('employee_id').optional(),
);

export const meLogNoParams = z.object({ log_no: positiveId('log_no') });
/** Any query may name the employee, who must be the session's own (404 otherwise). */
export const meEmployeeQuery = z.object({ employee_id: optionalEmployeeId });

export const meLeaveSchema = z.object({
  balances: z.array(creditBalanceSchema),
  ledger: z.array(ledgerRowSchema),
  applications: z.array(applicationRowSchema),
});
export type MeLeave = z.infer<typeof meLeaveSchema>;

export const meLeaveTypeSchema = z.object({
  application_type_id: z.number().int(),
  name: z.string(),
  is_leave: z.boolean(),
  uses_leave_credits: z.boolean(),
});
/** An approver as the employee's form names them: no account details. */
export const meApproverSchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
});
export const meLeaveOptionsSchema = z.object({
  types: z.array(meLeaveTypeSchema),
  approvers: z.array(meApproverSchema),
});
export type MeLeaveOptions = z.infer<typeof meLeaveOptionsSchema>;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const meMonthQuery = z.object({
  month: z.string({ error: ME_LEAVE_MSG.monthInvalid }).regex(MONTH_PATTERN, ME_LEAVE_MSG.monthInvalid),
  employee_id: optionalEmployeeId,
});

/** What the calendar shows for a date: the engine's status, or a rest day / holiday without a log. */
export type CalendarStatus = DayStatus | 'Rest Day' | 'Holiday';

export const meAttendanceDaySchema = z.object({
  date: z.string(),
  shift_name: z.string().nullable(),
  shift_start: z.string().nullable(),
  shift_end: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  lunch_start: z.string().nullable(),
  lunch_end: z.string().nullable(),
  /** Null: nothing to show (a day still to come, or no shift and no log on a workday). */
  status: z.string().nullable(),
  holiday: z.string().nullable(),
  rest_day: z.boolean(),
  /** The status of this date's latest Time Correction, if any. */
  correction: z.string().nullable(),
});
export type MeAttendanceDay = z.infer<typeof meAttendanceDaySchema>;
export const meAttendanceSchema = z.object({ month: z.string(), days: z.array(meAttendanceDaySchema) });
export type MeAttendance = z.infer<typeof meAttendanceSchema>;

/** Colours of the calendar: the spec's status colours; rest days and holidays their own. */
export const CALENDAR_COLORS: Readonly<Record<CalendarStatus, string>> = {
  ...STATUS_COLORS,
  'Rest Day': '#ADB5BD',
  Holiday: '#A0522D',
};

const requiredTime = (message: string) =>
  z.string({ error: message }).transform((v, ctx) => {
    const t = normalizeTime(v);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return t;
  });

/**
 * A request to correct one day's logs: the requested time-in and time-out (an overnight shift's
 * time-out may be before its time-in), a reason and the approver. Filed as an application of type
 * 'Time Correction' with the Applications rules.
 */
export const timeCorrectionCreateSchema = z.object({
  date: businessDate(APP_MSG.dateInvalid),
  time_in: requiredTime(ME_LEAVE_MSG.timeInRequired),
  time_out: requiredTime(ME_LEAVE_MSG.timeOutRequired),
  reason: z
    .string({ error: ME_LEAVE_MSG.reasonRequired })
    .trim()
    .min(1, ME_LEAVE_MSG.reasonRequired)
    .max(500, 'At most 500 characters.'),
  approver_employee_id: z.coerce
    .number({ error: APP_MSG.approverRequired })
    .int(APP_MSG.approverRequired)
    .positive(APP_MSG.approverRequired)
    .max(2_147_483_647, APP_MSG.approverRequired),
  employee_id: optionalEmployeeId,
});
export type TimeCorrectionCreate = z.infer<typeof timeCorrectionCreateSchema>;

export const meDecisionSchema = z.object({
  remarks: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().trim().max(500, 'At most 500 characters.'),
  ),
});
export type MeDecision = z.infer<typeof meDecisionSchema>;
