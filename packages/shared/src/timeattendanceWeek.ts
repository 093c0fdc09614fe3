/**
 * Pure helpers of the weekly schedule and timesheet grids (spec 2, 4 "Attendance distribution
 * buckets", 9): the Monday-start week, headings, shift coverage and usage, attendance rate and the
 * attendance distribution. The day status comes from the payroll engine, never from a copy here.
 */
import {
  type DayStatus,
  dayStatus,
  LONG_LUNCH_MINUTES,
  type LunchFlag,
  SHORT_LUNCH_MINUTES,
  type StatusAt,
} from '@sahod/payroll';
import { manilaDateOf } from './employeeRecords.ts';
import { hhmm, PAID_LEAVE_SHIFT, UNPAID_LEAVE_SHIFT } from './timeattendance.ts';
import { effectiveRestWeekdays } from './workWeek.ts';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** date + n days ('yyyy-MM-dd'). */
export function addDaysIso(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The Monday on or before `date` (spec 9: the week starts on Monday). */
export function weekStartOf(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return addDaysIso(date, -((weekday + 6) % 7));
}

/** The 7 dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** Column header, e.g. 'Mon 05'. */
export function dayHeader(date: string): string {
  return `${WEEKDAYS[new Date(toUtc(date)).getUTCDay()]} ${date.slice(8, 10)}`;
}

/** The week's month-year heading: 'November 2026', or 'November - December 2026' across a month end. */
export function weekHeading(monday: string): string {
  const sunday = addDaysIso(monday, 6);
  const m1 = MONTHS[Number(monday.slice(5, 7)) - 1];
  const m2 = MONTHS[Number(sunday.slice(5, 7)) - 1];
  const y1 = monday.slice(0, 4);
  const y2 = sunday.slice(0, 4);
  if (m1 === m2) return `${m1} ${y1}`;
  return y1 === y2 ? `${m1} - ${m2} ${y1}` : `${m1} ${y1} - ${m2} ${y2}`;
}

/** Row label 'last, first'. */
export const employeeRowName = (e: { last_name: string; first_name: string }) =>
  `${e.last_name}, ${e.first_name}`;

export interface Coverage {
  assigned: number;
  total: number;
  percent: number;
  text: string;
}

/**
 * Shift Coverage (spec 2, 9): entries in the week with a shift over employees x 7, rounded to a
 * whole percent: 'N% assigned (assigned/total)'.
 */
export function shiftCoverage(assigned: number, employees: number, days = 7): Coverage {
  const total = employees * days;
  const percent = total === 0 ? 0 : Math.round((assigned / total) * 100);
  return { assigned, total, percent, text: `${percent}% assigned (${assigned}/${total})` };
}

/**
 * Shift Coverage with work weeks (issue 22): a rest day without an entry is neither assigned nor
 * unassigned (left out of the total); a rest day with a shift counts as assigned.
 */
export function scheduleCoverage(
  employees: ReadonlyArray<{ employee_id: number; rest_weekdays?: string | null | undefined }>,
  entries: ReadonlyArray<{ employee_id: number; shift_date: string }>,
  dates: readonly string[],
): Coverage {
  const withEntry = new Set(entries.map((e) => `${e.employee_id}|${e.shift_date}`));
  let assigned = 0;
  let total = 0;
  for (const employee of employees) {
    const rest = effectiveRestWeekdays(employee.rest_weekdays ?? null, null);
    for (const date of dates) {
      if (withEntry.has(`${employee.employee_id}|${date}`)) {
        assigned++;
        total++;
      } else if (!rest.includes(weekdayOf(date))) total++;
    }
  }
  const percent = total === 0 ? 0 : Math.round((assigned / total) * 100);
  return { assigned, total, percent, text: `${percent}% assigned (${assigned}/${total})` };
}

/** 0 Sunday .. 6 Saturday of a yyyy-MM-dd date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export interface ShiftUsage {
  shift_id: number;
  shift_name: string;
  color_hex: string;
  count: number;
}

/** Shift Usage: per shift used in the week, its entries, in the order of `shifts`. */
export function shiftUsage(
  entries: ReadonlyArray<{ shift_id: number }>,
  shifts: ReadonlyArray<{ shift_id: number; shift_name: string; color_hex: string }>,
): ShiftUsage[] {
  const counts = new Map<number, number>();
  for (const e of entries) counts.set(e.shift_id, (counts.get(e.shift_id) ?? 0) + 1);
  return shifts
    .filter((s) => (counts.get(s.shift_id) ?? 0) > 0)
    .map((s) => ({ ...s, count: counts.get(s.shift_id) ?? 0 }));
}

/** Attendance Rate (spec 2): records with a log over employees x 7, as a percent (2 decimals) with counts. */
export function attendanceRate(withLog: number, employees: number, days = 7): Coverage {
  const total = employees * days;
  const percent = total === 0 ? 0 : Math.round((withLog / total) * 10_000) / 100;
  return { assigned: withLog, total, percent, text: `${percent.toFixed(2)}% (${withLog}/${total})` };
}

/** The buckets of spec 4, in order. */
export const DISTRIBUTION_BUCKETS = [
  'Paid Leave Shifts',
  'Unpaid Leave Shifts',
  'Unassigned Employees',
  'Present/Unassigned',
  'Present',
  'Late & Early',
  'Late',
  'Early Departure',
  'No time out',
  'In progress',
  'Absent Shifts',
] as const;
export type DistributionBucket = (typeof DISTRIBUTION_BUCKETS)[number];

/** Status colours (spec 9: Absent red, Present green, Late yellow, Early Departure blue, Late & Early orange). */
export const STATUS_COLORS: Readonly<Record<DayStatus, string>> = {
  Present: '#2F9E44',
  Late: '#F59F00',
  'Early Departure': '#1971C2',
  'Late & Early': '#E8590C',
  Absent: '#E03131',
  'Present - Unassigned Shift': '#66A80F',
  'Paid Leave': '#7048E8',
  'Unpaid Leave': '#868E96',
  // Issue 22: a forgotten time-out is a record to correct (magenta), not an absence (red);
  // a shift still running is neutral (cyan).
  'No time out': '#C2255C',
  'In progress': '#1098AD',
};

export const BUCKET_COLORS: Readonly<Record<DistributionBucket, string>> = {
  'Paid Leave Shifts': STATUS_COLORS['Paid Leave'],
  'Unpaid Leave Shifts': STATUS_COLORS['Unpaid Leave'],
  'Unassigned Employees': '#CED4DA',
  'Present/Unassigned': STATUS_COLORS['Present - Unassigned Shift'],
  Present: STATUS_COLORS.Present,
  'Late & Early': STATUS_COLORS['Late & Early'],
  Late: STATUS_COLORS.Late,
  'Early Departure': STATUS_COLORS['Early Departure'],
  'No time out': STATUS_COLORS['No time out'],
  'In progress': STATUS_COLORS['In progress'],
  'Absent Shifts': STATUS_COLORS.Absent,
};

export interface DayCell {
  log: {
    start_time: string | null;
    end_time: string | null;
    lunch_start: string | null;
    lunch_end: string | null;
  } | null;
  shift: { shift_id: number; start_time: string | null; end_time: string | null } | null;
}

/**
 * The status a timesheet cell shows, or null for an empty cell (no shift and no record). Leave
 * shifts show as leave; everything else is the engine's dayStatus. With `at` (the cell's date and
 * now), a shift not yet ended is 'In progress'.
 */
export function cellStatus(cell: DayCell, at?: StatusAt): DayStatus | null {
  if (cell.shift === null && cell.log === null) return null;
  return dayStatus(cell.log, cell.shift, at);
}

/**
 * A day's time-in and time-out as the grid shows them ('08:00-17:00'); a missing punch is named
 * ('21:47, no time out') instead of the dashes that read as '21:47---:--' (issue 22).
 */
export function punchesText(
  log: { start_time: string | null; end_time: string | null },
  status?: DayStatus | null,
): string {
  const hm = (t: string | null) => (t ? t.slice(0, 5) : '');
  const start = hm(log.start_time);
  const end = hm(log.end_time);
  if (start && end) return `${start}-${end}`;
  if (start) return status === 'In progress' ? `${start}, not out yet` : `${start}, no time out`;
  if (end) return `No time in, ${end}`;
  return 'No times';
}

const durationText = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`;

/** The review note of a flagged lunch (issue 22), e.g. 'Lunch 4h 10m: longer than 2 hours'. */
export function lunchFlagText(flag: LunchFlag): string {
  return flag.kind === 'long'
    ? `Lunch ${durationText(flag.minutes)}: longer than ${LONG_LUNCH_MINUTES / 60} hours`
    : `Lunch ${durationText(flag.minutes)}: shorter than ${SHORT_LUNCH_MINUTES} minutes`;
}

/** The flag as a grid cell fits it: 'Long lunch 4h 10m', 'Short lunch 8m'. */
export function lunchFlagLabel(flag: LunchFlag): string {
  return `${flag.kind === 'long' ? 'Long' : 'Short'} lunch ${durationText(flag.minutes)}`;
}

/** The Upload Summary's note on the punch window (issue 22). */
export function punchWindowNote(minutes: number, repeated: number): string {
  const rule =
    minutes > 0
      ? `Punches of one employee within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of each other count once`
      : 'Only identical punches of one employee count once';
  return `${rule}: ${repeated} repeated ${repeated === 1 ? 'punch' : 'punches'} not counted.`;
}

/**
 * A working shift not begun yet with no record: a later day, or today before its start (Asia/Manila).
 * The Timesheet shows it as scheduled, not absent; Home's attendance card counts it as not yet in.
 */
export function shiftNotBegun(
  hasRecord: boolean,
  shift: { shift_id: number; start_time: string | null } | null | undefined,
  date: string,
  now: Date,
): boolean {
  if (hasRecord || !shift || shift.shift_id === PAID_LEAVE_SHIFT || shift.shift_id === UNPAID_LEAVE_SHIFT)
    return false;
  const today = manilaDateOf(now);
  const clock = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
  return date > today || (date === today && hhmm(shift.start_time) > clock);
}

/** The bucket of one employee-day (spec 4). */
export function distributionBucket(
  cell: DayCell,
  at?: StatusAt,
  status: DayStatus | null = cellStatus(cell, at),
): DistributionBucket {
  if (cell.shift?.shift_id === PAID_LEAVE_SHIFT) return 'Paid Leave Shifts';
  if (cell.shift?.shift_id === UNPAID_LEAVE_SHIFT) return 'Unpaid Leave Shifts';
  switch (status) {
    case null:
      return 'Unassigned Employees';
    case 'Present - Unassigned Shift':
      return 'Present/Unassigned';
    case 'Present':
    case 'Late & Early':
    case 'Late':
    case 'Early Departure':
    case 'No time out':
    case 'In progress':
      return status;
    default:
      return 'Absent Shifts';
  }
}

/**
 * Counts per bucket over every employee-day of the grid (employees x days cells), all buckets
 * present. A cell's status, when given, is the one shown (an approved Undertime excuses, issue 27).
 */
export function attendanceDistribution(
  cells: Iterable<DayCell & { at?: StatusAt; status?: DayStatus | null }>,
): Record<DistributionBucket, number> {
  const counts = Object.fromEntries(DISTRIBUTION_BUCKETS.map((b) => [b, 0])) as Record<
    DistributionBucket,
    number
  >;
  for (const cell of cells)
    counts[
      distributionBucket(cell, cell.at, cell.status === undefined ? cellStatus(cell, cell.at) : cell.status)
    ]++;
  return counts;
}
