/**
 * Time and attendance request and response schemas (see timeattendance.ts for the calls, texts
 * and time rules).
 */
import { z } from 'zod';
import { businessDate, isCalendarDate } from './dates.ts';
import { normalizeEmployeeCode } from './employees.ts';
import { INPUT_MSG, MAX_ID } from './input.ts';
import {
  checkShiftTimes,
  normalizeTime,
  SCHEDULE_MSG,
  SHIFT_MSG,
  SHIFT_NAME_MAX,
  TA_MAX_BULK_EMPLOYEES,
  TA_MAX_COPY_WEEKS,
  TA_MAX_PAGE_LIMIT,
  TA_MAX_RANGE_DAYS,
  TIMESHEET_MSG,
  TIMESHEET_NOTES_MAX,
  WEEK_PAGE_MSG,
} from './timeattendance.ts';

// Ids stop at MAX_ID (PostgreSQL integer), as every other route's: a larger one is a 400, not a 500.
const idField = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a number.`)
    .max(MAX_ID, INPUT_MSG.idOf(label));
const queryId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a number.`)
    .max(MAX_ID, INPUT_MSG.idOf(label));
const optionalQueryId = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), queryId(label).optional());

export const dateField = businessDate(SCHEDULE_MSG.dateInvalid);

const timeField = (message: string) =>
  z.string({ error: message }).transform((v, ctx) => {
    const t = normalizeTime(v);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return t;
  });

/** An optional time: '' and null are no time. */
const optionalTimeField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  timeField(TIMESHEET_MSG.timeInvalid).nullable(),
);

export const colorHexField = z
  .string({ error: SHIFT_MSG.colorInvalid })
  .regex(/^#[0-9a-fA-F]{6}$/, SHIFT_MSG.colorInvalid)
  .transform((v) => v.toUpperCase());

const shiftFields = {
  shift_name: z
    .string({ error: SHIFT_MSG.nameRequired })
    .trim()
    .min(1, SHIFT_MSG.nameRequired)
    .max(SHIFT_NAME_MAX, SHIFT_MSG.nameTooLong),
  start_time: timeField(SHIFT_MSG.timeRequired),
  end_time: timeField(SHIFT_MSG.timeRequired),
  color_hex: colorHexField,
  /** Ends the next day (a night shift): only then may end_time be earlier than start_time. */
  overnight: z.boolean({ error: 'overnight must be true or false.' }).default(false),
  /** Issue 22: the break (lunch deduction minimum) in minutes; omitted: 60 on create, kept on update. */
  break_minutes: z
    .number({ error: SHIFT_MSG.breakInvalid })
    .int(SHIFT_MSG.breakInvalid)
    .min(0, SHIFT_MSG.breakInvalid)
    .max(240, SHIFT_MSG.breakInvalid)
    .optional(),
  /** Issue 22: minutes late within the grace are shown but not deducted; omitted: 0 on create, kept. */
  grace_minutes: z
    .number({ error: SHIFT_MSG.graceInvalid })
    .int(SHIFT_MSG.graceInvalid)
    .min(0, SHIFT_MSG.graceInvalid)
    .max(60, SHIFT_MSG.graceInvalid)
    .optional(),
};

const withShiftTimes = <T extends { start_time: string; end_time: string; overnight: boolean }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  const message = checkShiftTimes(v.start_time, v.end_time, v.overnight);
  // No path: the spec's message is shown as it is.
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const shiftCreateSchema = z.object(shiftFields).superRefine(withShiftTimes);
export type ShiftCreate = z.infer<typeof shiftCreateSchema>;
export const shiftUpdateSchema = z
  .object({ shift_id: idField('shift_id'), ...shiftFields })
  .superRefine(withShiftTimes);
export type ShiftUpdate = z.infer<typeof shiftUpdateSchema>;
export const shiftDeleteQuerySchema = z.object({ shift_id: queryId('shift_id') });

export const shiftRowSchema = z.object({
  shift_id: z.number().int(),
  shift_name: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  color_hex: z.string(),
  overnight: z.boolean(),
  break_minutes: z.number().int(),
  grace_minutes: z.number().int(),
});
export type ShiftRow = z.infer<typeof shiftRowSchema>;
export const shiftRowsSchema = z.array(shiftRowSchema);
export const shiftCreatedSchema = z.object({ message: z.string(), shift_id: z.number().int() });

const optionalQueryInt = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );

export const rangeQuerySchema = z
  .object({
    start_date: dateField,
    end_date: dateField,
    company_id: optionalQueryId('company_id'),
    department_id: optionalQueryId('department_id'),
    designation_id: optionalQueryId('designation_id'),
    /** Issue 28: part of a name or code (case-insensitive); narrows the rows, the total and the summary. */
    search: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string({ error: WEEK_PAGE_MSG.searchInvalid }).max(100, WEEK_PAGE_MSG.searchInvalid).optional(),
    ),
    /** Issue 28: a page of employees (1-based) of `limit` rows; without limit, every employee. */
    page: optionalQueryInt(WEEK_PAGE_MSG.pageInvalid, MAX_ID),
    limit: optionalQueryInt(WEEK_PAGE_MSG.limitInvalid, TA_MAX_PAGE_LIMIT),
    /** Issue 28: summary=false leaves the whole-filter cards out of a page (the web asks them once). */
    summary: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? undefined : v),
      z.enum(['true', 'false'], { error: WEEK_PAGE_MSG.summaryInvalid }).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    checkRange(v.start_date, v.end_date, ctx);
    if (v.page !== undefined && v.limit === undefined)
      ctx.addIssue({ code: 'custom', message: WEEK_PAGE_MSG.pageNeedsLimit, path: ['limit'] });
  });
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

/** Days from a to b ('yyyy-MM-dd'), b - a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function checkRange(start: string, end: string, ctx: z.RefinementCtx): void {
  if (!isCalendarDate(start) || !isCalendarDate(end)) return;
  const days = daysBetween(start, end);
  if (days < 0) ctx.addIssue({ code: 'custom', message: SCHEDULE_MSG.rangeInvalid, path: ['end_date'] });
  else if (days + 1 > TA_MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', message: SCHEDULE_MSG.rangeTooLong, path: ['end_date'] });
}

/** An employee row of the schedule and timesheet grids. */
export const gridEmployeeSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  designation_id: z.number().int().nullable(),
  designation: z.string().nullable(),
  /** Issue 22: the rest days in effect as stored ('6,0'; null: Sunday); see parseRestWeekdays. */
  rest_weekdays: z.string().nullable().optional(),
});
export type GridEmployee = z.infer<typeof gridEmployeeSchema>;

export const scheduleEntrySchema = z.object({
  log_no: z.number().int(),
  employee_id: z.number().int(),
  shift_date: z.string(),
  shift_id: z.number().int(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/**
 * A week of 10,000 employees has 70,000 cells: entries and records travel as a table (the column
 * names once, then one array of values per row), less than half the bytes of objects.
 * `tableRows` turns a table back into objects.
 */
export const jsonTableSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.number(), z.string(), z.null()]))),
});
export type JsonTable = z.infer<typeof jsonTableSchema>;

export function tableRows<T>(table: JsonTable): T[] {
  const { columns, rows } = table;
  const out = new Array<T>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r] as unknown[];
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) row[columns[c] as string] = values[c];
    out[r] = row as T;
  }
  return out;
}

export const scheduleFetchSchema = z.object({
  employees: z.array(gridEmployeeSchema),
  /** Table of ScheduleEntry: columns log_no, employee_id, shift_date, shift_id. */
  entries: jsonTableSchema,
  shifts: shiftRowsSchema,
});
export type ScheduleFetch = z.infer<typeof scheduleFetchSchema>;

const coverageSchema = z.object({
  assigned: z.number().int(),
  total: z.number().int(),
  percent: z.number(),
  text: z.string(),
});

/** Issue 28: a page of the schedule week, with the whole filter's total and cards. */
export const schedulePageSchema = scheduleFetchSchema.extend({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Absent when the request said summary=false. */
  summary: z
    .object({
      coverage: coverageSchema,
      usage: z.array(
        z.object({
          shift_id: z.number().int(),
          shift_name: z.string(),
          color_hex: z.string(),
          count: z.number().int(),
        }),
      ),
    })
    .optional(),
});
export type SchedulePage = z.infer<typeof schedulePageSchema>;
/** The answer of /shiftsSchedule/fetch: the whole week, or a page of it when `limit` is given. */
export const scheduleFetchAnswerSchema = z.union([schedulePageSchema, scheduleFetchSchema]);
/** The schedule week with its entries as objects (what the screen works with). */
export type ScheduleWeek = Omit<ScheduleFetch, 'entries'> & { entries: ScheduleEntry[] };

export const scheduleCreateSchema = z.object({
  employee_id: idField('employee_id'),
  shift_date: dateField,
  shift_id: idField('shift_id'),
});
export type ScheduleCreate = z.infer<typeof scheduleCreateSchema>;
export const scheduleUpdateSchema = z.object({ log_no: idField('log_no'), shift_id: idField('shift_id') });
export type ScheduleUpdate = z.infer<typeof scheduleUpdateSchema>;
export const logNoQuerySchema = z.object({ log_no: queryId('log_no') });
export const logNoCreatedSchema = z.object({ message: z.string(), log_no: z.number().int() });

const employeeIdsField = z
  .array(idField('employee_ids'), { error: SCHEDULE_MSG.employeesRequired })
  .min(1, SCHEDULE_MSG.employeesRequired)
  .max(TA_MAX_BULK_EMPLOYEES, SCHEDULE_MSG.tooManyEmployees);

export const bulkAssignSchema = z
  .object({
    employee_ids: employeeIdsField,
    start_date: dateField,
    end_date: dateField,
    /** Weekdays to fill, 0 Sunday to 6 Saturday; all when absent. */
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    /** The shift to assign; null removes the shifts in the range (leaves stay). */
    shift_id: idField('shift_id').nullable(),
  })
  .superRefine((v, ctx) => checkRange(v.start_date, v.end_date, ctx));
export type BulkAssign = z.infer<typeof bulkAssignSchema>;

export const copyWeekSchema = z.object({
  employee_ids: employeeIdsField,
  /** The Monday of the week whose pattern is copied. */
  week_start: dateField.refine(
    (v) => new Date(`${v}T00:00:00Z`).getUTCDay() === 1,
    SCHEDULE_MSG.weekStartMonday,
  ),
  weeks: z
    .number({ error: SCHEDULE_MSG.weeksInvalid })
    .int(SCHEDULE_MSG.weeksInvalid)
    .min(1, SCHEDULE_MSG.weeksInvalid)
    .max(TA_MAX_COPY_WEEKS, SCHEDULE_MSG.weeksInvalid),
});
export type CopyWeek = z.infer<typeof copyWeekSchema>;

export const bulkResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  unchanged: z.number().int(),
  skipped_leaves: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ---- timesheet ----

export const timesheetRecordSchema = z.object({
  log_no: z.number().int(),
  employee_id: z.number().int(),
  shift_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  lunch_start: z.string().nullable(),
  lunch_end: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TimesheetRecord = z.infer<typeof timesheetRecordSchema>;

/** The week's grid: employees, their records and the scheduled shifts (entries) of the range. */
export const timesheetFetchSchema = z.object({
  employees: z.array(gridEmployeeSchema),
  /** Table of TimesheetRecord. */
  records: jsonTableSchema,
  /** Table of ScheduleEntry. */
  entries: jsonTableSchema,
  shifts: shiftRowsSchema,
  /** Table of TimesheetApplication: the approved Official Business and Undertime (issue 27). */
  applications: jsonTableSchema,
});
export type TimesheetFetch = z.infer<typeof timesheetFetchSchema>;

/** Issue 28: a page of the timesheet week, with the whole filter's total and cards. */
export const timesheetPageSchema = timesheetFetchSchema.extend({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Absent when the request said summary=false. */
  summary: z
    .object({
      rate: coverageSchema,
      /** Counts per bucket of spec 4 (every bucket present). */
      distribution: z.record(z.string(), z.number().int()),
    })
    .optional(),
});
export type TimesheetPage = z.infer<typeof timesheetPageSchema>;
/**
 * Issue 28: the Timesheet's cards over the whole filter, asked apart from the grid's pages (the page
 * answers first): total (employees under the filter), Attendance Rate, the Attendance Distribution,
 * and the first days of 'No time out' over the whole filter (its count is the distribution's), each
 * with its record and shift so the screen opens it on any page.
 */
export const timesheetSummaryAnswerSchema = z.object({
  total: z.number().int(),
  rate: coverageSchema,
  distribution: z.record(z.string(), z.number().int()),
  no_time_out: z.array(
    z.object({
      employee: gridEmployeeSchema,
      date: z.string(),
      record: timesheetRecordSchema,
      shift_id: z.number().int().nullable(),
    }),
  ),
});
export type TimesheetSummaryAnswer = z.infer<typeof timesheetSummaryAnswerSchema>;
/** The answer of /timesheet/fetch: the whole week, or a page of it when `limit` is given. */
export const timesheetFetchAnswerSchema = z.union([timesheetPageSchema, timesheetFetchSchema]);
/** An approved Official Business or Undertime on the grid; times 'HH:MM' or 'HH:MM:SS'. */
export interface TimesheetApplication {
  application_id: number;
  employee_id: number;
  effective_date: string;
  application_type: string;
  start_time: string;
  end_time: string;
}
export type TimesheetWeek = Omit<TimesheetFetch, 'entries' | 'records' | 'applications'> & {
  entries: ScheduleEntry[];
  records: TimesheetRecord[];
  applications: TimesheetApplication[];
};

const notesField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v === undefined ? null : v),
  z
    .string({ error: TIMESHEET_MSG.notesTooLong })
    .max(TIMESHEET_NOTES_MAX, TIMESHEET_MSG.notesTooLong)
    .nullable(),
);

const timesheetFields = {
  start_time: optionalTimeField,
  end_time: optionalTimeField,
  lunch_start: optionalTimeField,
  lunch_end: optionalTimeField,
  notes: notesField,
};

export const timesheetCreateSchema = z.object({
  employee_id: idField('employee_id'),
  shift_date: dateField,
  ...timesheetFields,
});
export type TimesheetCreate = z.infer<typeof timesheetCreateSchema>;
export const timesheetUpdateSchema = z.object({ log_no: idField('log_no'), ...timesheetFields });
export type TimesheetUpdate = z.infer<typeof timesheetUpdateSchema>;

export const employeeCodeField = z
  .string({ error: TIMESHEET_MSG.employeeCodeInvalid })
  .transform((v) => normalizeEmployeeCode(v))
  .refine((v) => /^[A-Z0-9]{5}$/.test(v), TIMESHEET_MSG.employeeCodeInvalid);

export const devToolQuerySchema = z
  .object({ employee_code: employeeCodeField, start_date: dateField, end_date: dateField })
  .superRefine((v, ctx) => checkRange(v.start_date, v.end_date, ctx));
export type DevToolQuery = z.infer<typeof devToolQuerySchema>;

export const calculatedDaySchema = z.object({
  shift_date: z.string(),
  shift_id: z.number().int().nullable(),
  shift_name: z.string().nullable(),
  shift_start: z.string().nullable(),
  shift_end: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  lunch_start: z.string().nullable(),
  lunch_end: z.string().nullable(),
  official_minutes: z.number().int(),
  official_hours: z.number(),
  late_minutes: z.number().int(),
  early_minutes: z.number().int(),
  overtime_minutes: z.number().int(),
  night_minutes: z.number().int(),
  status: z.string(),
});
export type CalculatedDay = z.infer<typeof calculatedDaySchema>;
export const calculateHoursSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  days: z.array(calculatedDaySchema),
});
export type CalculateHours = z.infer<typeof calculateHoursSchema>;
/** Applications, earnings and deductions in range: their own issues fill these lists. */
export const calculateListSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  items: z.array(z.record(z.string(), z.unknown())),
});
export type CalculateList = z.infer<typeof calculateListSchema>;
export const batchDeletedSchema = z.object({ message: z.string(), deleted: z.number().int() });
