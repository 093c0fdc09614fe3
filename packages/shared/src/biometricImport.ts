/**
 * Biometric import (issue 9; spec 2 "Timesheet" Upload Summary / Upload Results, 4 "Biometric
 * import", 7 `/timesheet` verify and uploadBatch): the contract between the upload dialogs and the
 * server, and the classification of the file's day records against the stored ones.
 *
 * - verify { employee_codes, shift_dates } answers the employees the codes match (Active, not
 *   drafts), the codes that match nobody, the stored records and the schedule of those employees on
 *   those dates. The page sends every date of the file's schedule range (the day before the first
 *   punch to the last punch date): the schedule groups overnight shifts on their start date, and the
 *   records of those dates are a superset of the grouped rows' shift dates. One round trip.
 * - uploadBatch { payloadAdd, simplifiedOverwrite } writes in one transaction. A row that breaks a
 *   business rule (unknown employee, times, a leave day, an add whose date got a different record
 *   since verify) fails alone and is listed in failedInserts with its message; every other row is
 *   written (validQueries). A batch that is itself broken (malformed row, the same employee and date
 *   twice, no row at all, too many rows) is refused whole with 400 and writes nothing. A row equal to the stored
 *   record is counted in `unchanged` and not written, so submitting the same file twice changes
 *   nothing the second time.
 */
import { z } from 'zod';
import { isCalendarDate } from './dates.ts';
import { PAYROLL_MSG } from './payroll.ts';
import { normalizeTime, TIMESHEET_MSG, TIMESHEET_NOTES_MAX } from './timeattendance.ts';

/** Rows one uploadBatch may carry (500 employees x 2 months is about 30,500). */
export const BIOMETRIC_MAX_BATCH_ROWS = 100_000;
/** Request body limit of uploadBatch alone (the app's default stays 1 MB): 100,000 rows fit. */
export const BIOMETRIC_BATCH_BODY_LIMIT = 24 * 1024 * 1024;
export const BIOMETRIC_MAX_VERIFY_CODES = 20_000;
export const BIOMETRIC_MAX_VERIFY_DATES = 400;

/**
 * The punch window (issue 22): punches of one employee within this many minutes of each other count
 * once. A company setting; the same default and limit as @sahod/biometric's grouping (a test holds
 * them equal: shared does not load the file reader).
 */
export const PUNCH_WINDOW_DEFAULT_MINUTES = 5;
export const PUNCH_WINDOW_MAX_MINUTES = 30;

export const BIOMETRIC_MSG = {
  punchWindowInvalid: `The punch window must be a whole number of minutes from 0 to ${PUNCH_WINDOW_MAX_MINUTES}.`,
  unknownEmployee: 'No Active employee has this employee code.',
  addExists: 'This employee already has a different timesheet record on this date. Upload the file again.',
  duplicateRow: (code: string, date: string) =>
    `The batch holds ${code} on ${date} more than once. Nothing was saved.`,
  tooManyRows: `A batch holds at most ${BIOMETRIC_MAX_BATCH_ROWS.toLocaleString('en-US')} rows.`,
  emptyBatch: 'There is nothing to submit.',
  codeInvalid: 'employee_code must be 1 to 20 letters, digits, "-", "_" or ".".',
  endTimeNeeded: 'A record without an end time cannot have a lunch break.',
  tooManyCodes: `At most ${BIOMETRIC_MAX_VERIFY_CODES.toLocaleString('en-US')} employee codes at once.`,
  tooManyDates: `At most ${BIOMETRIC_MAX_VERIFY_DATES} dates at once.`,
  unknownCodes: (count: number) =>
    `${count} employee ${count === 1 ? 'code matches' : 'codes match'} no Active employee:`,
  leaveDay: TIMESHEET_MSG.leaveLocked,
} as const;

export const punchWindowSchema = z.object({
  minutes: z
    .number({ error: BIOMETRIC_MSG.punchWindowInvalid })
    .int(BIOMETRIC_MSG.punchWindowInvalid)
    .min(0, BIOMETRIC_MSG.punchWindowInvalid)
    .max(PUNCH_WINDOW_MAX_MINUTES, BIOMETRIC_MSG.punchWindowInvalid),
});
export type PunchWindow = z.infer<typeof punchWindowSchema>;

export const BIOMETRIC_TEXT = {
  notes: 'Notes',
  punchWindow: 'Punch window (minutes)',
  flaggedLunches: (count: number) => `${count} ${count === 1 ? 'lunch' : 'lunches'} to review:`,
  uploadSummary: 'Upload Summary',
  uploadResults: 'Upload Results',
  datesHeading: 'Date / Number of Employees',
  date: 'Date',
  employees: 'Number of Employees',
  forAdding: 'For Adding',
  forOverwriting: 'For Overwriting',
  skipping: 'Skipping entries with no changes',
  errors: 'Errors',
  successful: 'Successful changes',
  cancel: 'Cancel',
  submit: 'Submit',
  close: 'Close',
  overwrite: 'Overwrite',
  oldData: 'Old',
  newData: 'New',
  reading: 'Reading file...',
  checking: 'Checking existing records...',
  none: 'None',
} as const;

const codeField = z
  .string({ error: BIOMETRIC_MSG.codeInvalid })
  .regex(/^[A-Za-z0-9._-]{1,20}$/, BIOMETRIC_MSG.codeInvalid);

const dateField = z
  .string({ error: 'shift_date must be a date (yyyy-MM-dd).' })
  .refine(isCalendarDate, 'shift_date must be a date (yyyy-MM-dd).');

const timeValue = (name: string, nullable: boolean) => {
  const base = z.string({ error: `${name} must be a time (HH:MM or HH:MM:SS).` }).transform((v, ctx) => {
    const t = normalizeTime(v);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a time (HH:MM or HH:MM:SS).` });
      return z.NEVER;
    }
    return t;
  });
  return nullable ? base.nullable().default(null) : base;
};

/** Spec 3 "Biometric upload row". */
export const biometricRowSchema = z.object({
  employee_code: codeField,
  shift_date: dateField,
  start_time: timeValue('start_time', false),
  end_time: timeValue('end_time', true),
  lunch_start: timeValue('lunch_start', true),
  lunch_end: timeValue('lunch_end', true),
  notes: z.string().max(TIMESHEET_NOTES_MAX, TIMESHEET_MSG.notesTooLong).nullable().default(null),
});
export type BiometricRow = z.infer<typeof biometricRowSchema>;

export const uploadBatchSchema = z
  .object({
    payloadAdd: z.array(biometricRowSchema).max(BIOMETRIC_MAX_BATCH_ROWS, BIOMETRIC_MSG.tooManyRows),
    simplifiedOverwrite: z.array(biometricRowSchema).max(BIOMETRIC_MAX_BATCH_ROWS, BIOMETRIC_MSG.tooManyRows),
  })
  .superRefine((v, ctx) => {
    if (v.payloadAdd.length + v.simplifiedOverwrite.length === 0) {
      ctx.addIssue({ code: 'custom', message: BIOMETRIC_MSG.emptyBatch });
      return;
    }
    if (v.payloadAdd.length + v.simplifiedOverwrite.length > BIOMETRIC_MAX_BATCH_ROWS) {
      ctx.addIssue({ code: 'custom', message: BIOMETRIC_MSG.tooManyRows });
      return;
    }
    const seen = new Set<string>();
    for (const row of [...v.payloadAdd, ...v.simplifiedOverwrite]) {
      const key = `${row.employee_code.toUpperCase()}|${row.shift_date}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: BIOMETRIC_MSG.duplicateRow(row.employee_code, row.shift_date),
        });
        return;
      }
      seen.add(key);
    }
  });
export type UploadBatch = z.infer<typeof uploadBatchSchema>;

export const biometricVerifySchema = z.object({
  employee_codes: z
    .array(codeField)
    .min(1, 'employee_codes must list at least one code.')
    .max(BIOMETRIC_MAX_VERIFY_CODES, BIOMETRIC_MSG.tooManyCodes),
  shift_dates: z
    .array(dateField)
    .min(1, 'shift_dates must list at least one date.')
    .max(BIOMETRIC_MAX_VERIFY_DATES, BIOMETRIC_MSG.tooManyDates),
});
export type BiometricVerifyRequest = z.infer<typeof biometricVerifySchema>;

const nullableText = z.string().nullable();
export const storedBiometricRecordSchema = z.object({
  log_no: z.number().int(),
  employee_code: z.string(),
  shift_date: z.string(),
  start_time: nullableText,
  end_time: nullableText,
  lunch_start: nullableText,
  lunch_end: nullableText,
  notes: nullableText,
});
export type StoredBiometricRecord = z.infer<typeof storedBiometricRecordSchema>;

export const biometricVerifyResponseSchema = z.object({
  /** The company's punch window (minutes) the grouping applies. */
  punch_window_minutes: z.number().int(),
  employees: z.array(
    z.object({ employee_code: z.string(), employee_id: z.number().int(), name: z.string() }),
  ),
  unknown_codes: z.array(z.string()),
  records: z.array(storedBiometricRecordSchema),
  schedule: z.array(
    z.object({
      employee_code: z.string(),
      shift_date: z.string(),
      shift_id: z.number().int(),
      shift_name: z.string(),
      start_time: nullableText,
      end_time: nullableText,
      overnight: z.boolean(),
    }),
  ),
  /** Processed payroll periods of these employees over the dates: their rows are refused (issue 20). */
  processed: z.array(z.object({ employee_code: z.string(), start_date: z.string(), end_date: z.string() })),
});
export type BiometricVerifyResponse = z.infer<typeof biometricVerifyResponseSchema>;

export const uploadResultSchema = z.object({
  message: z.string(),
  failedInserts: z.array(z.object({ employee_code: z.string(), shift_date: z.string(), error: z.string() })),
  validQueries: z.array(
    z.object({
      employee_code: z.string(),
      shift_date: z.string(),
      action: z.enum(['added', 'overwritten']),
    }),
  ),
  unchanged: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadDoneMessage = (r: {
  added: number;
  overwritten: number;
  failed: number;
  unchanged: number;
}) => `${r.added} added, ${r.overwritten} overwritten, ${r.unchanged} unchanged, ${r.failed} failed.`;

// ---- classification (spec 4 "Biometric import") ----

export interface TimeValues {
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: string | null;
}

/** Whether an uploaded row would change the stored record (times and notes). */
export function sameTimes(a: TimeValues, b: TimeValues): boolean {
  return (
    (a.start_time ?? null) === (b.start_time ?? null) &&
    (a.end_time ?? null) === (b.end_time ?? null) &&
    (a.lunch_start ?? null) === (b.lunch_start ?? null) &&
    (a.lunch_end ?? null) === (b.lunch_end ?? null) &&
    (a.notes ?? null) === (b.notes ?? null)
  );
}

export interface Classified<R> {
  adding: R[];
  overwriting: { row: R; old: StoredBiometricRecord }[];
  skipping: R[];
  /** Rows of codes that match no employee, and rows on leave days: never sent. */
  errors: { row: R; error: string }[];
}

/**
 * The processed payroll period (as 'start to end') holding an employee's date, or null: a lookup
 * built once over the verify answer's processed periods.
 */
export function processedPeriodLookup(
  processed: BiometricVerifyResponse['processed'],
): (employeeCode: string, date: string) => string | null {
  const byCode = new Map<string, { start_date: string; end_date: string }[]>();
  for (const p of processed) {
    const list = byCode.get(p.employee_code);
    if (list) list.push(p);
    else byCode.set(p.employee_code, [p]);
  }
  return (code, date) => {
    const hit = byCode.get(code)?.find((p) => p.start_date <= date && p.end_date >= date);
    return hit ? `${hit.start_date} to ${hit.end_date}` : null;
  };
}

/**
 * Spec 4: For adding (no record on that date), For overwriting (a record that differs), skipped
 * (identical). Rows of unknown codes, rows on leave days and rows on a date of a processed payroll
 * (issue 20, naming the period) are errors, listed, never sent.
 */
export function classifyRows<R extends TimeValues & { employee_code: string; shift_date: string }>(
  rows: readonly R[],
  verify: Pick<BiometricVerifyResponse, 'unknown_codes' | 'records' | 'schedule' | 'processed'>,
  isLeaveShift: (shiftId: number) => boolean,
): Classified<R> {
  const unknown = new Set(verify.unknown_codes);
  const key = (code: string, date: string) => `${code}|${date}`;
  const stored = new Map(verify.records.map((r) => [key(r.employee_code, r.shift_date), r]));
  const leave = new Set(
    verify.schedule.filter((s) => isLeaveShift(s.shift_id)).map((s) => key(s.employee_code, s.shift_date)),
  );
  const lockedPeriod = processedPeriodLookup(verify.processed);
  const out: Classified<R> = { adding: [], overwriting: [], skipping: [], errors: [] };
  for (const row of rows) {
    const k = key(row.employee_code, row.shift_date);
    const period = lockedPeriod(row.employee_code, row.shift_date);
    if (unknown.has(row.employee_code)) out.errors.push({ row, error: BIOMETRIC_MSG.unknownEmployee });
    else if (leave.has(k)) out.errors.push({ row, error: BIOMETRIC_MSG.leaveDay });
    else if (period !== null) out.errors.push({ row, error: PAYROLL_MSG.lockedDate(row.shift_date, period) });
    else {
      const old = stored.get(k);
      if (!old) out.adding.push(row);
      else if (sameTimes(row, old)) out.skipping.push(row);
      else out.overwriting.push({ row, old });
    }
  }
  return out;
}
