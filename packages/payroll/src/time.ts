/**
 * Attendance rules of spec section 9, shared by the timesheet screen, the server and the payslip
 * so that they can never disagree: official time, late and early minutes, and the day's status.
 */
import { minutesOfDay } from './dates.ts';

export const PAID_LEAVE_SHIFT_ID = 4;
export const UNPAID_LEAVE_SHIFT_ID = 2;
/** The lunch deduction is at least this long, or the recorded lunch if longer. */
export const MINIMUM_LUNCH_MINUTES = 60;
/** Without a shift, official time is capped at 8 hours. */
export const UNASSIGNED_SHIFT_CAP_MINUTES = 480;
/**
 * A stretch of up to 4 hours (a half day) has no lunch in it; beyond that the lunch deduction eats
 * the time after the 4th hour first, so working a minute longer never lowers official time.
 */
export const HALF_DAY_MINUTES = 240;

const DAY = 1440;
const HALF_DAY_OFFSET = 720;

/** A day's punches (a timesheet record). Times are `HH:MM:SS`; a missing punch is null. */
export interface TimeLog {
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly lunch_start?: string | null;
  readonly lunch_end?: string | null;
}

/** The shift scheduled for the day. Leave "shifts": 4 Paid Leave, 2 Unpaid Leave. */
export interface Shift {
  readonly shift_id: number;
  readonly start_time?: string | null;
  readonly end_time?: string | null;
}

export interface OfficialTime {
  /** Official (payable) minutes. */
  minutes: number;
  /** Minutes after the shift start. */
  late: number;
  /** Minutes before the shift end. */
  early: number;
  /** Official time in decimal hours, 4 places. */
  hours: number;
}

export type DayStatus =
  | 'Present'
  | 'Late'
  | 'Early Departure'
  | 'Late & Early'
  | 'Absent'
  | 'Present - Unassigned Shift'
  | 'Paid Leave'
  | 'Unpaid Leave';

/**
 * Everything the payslip needs about one day, in minutes on one axis that starts at midnight of the
 * shift date (times after midnight of the next day are > 1440). Filled in place to avoid allocation.
 */
export interface DayMeasure {
  complete: boolean;
  hasShift: boolean;
  logStart: number;
  logEnd: number;
  shiftStart: number;
  shiftEnd: number;
  /** The stretch that counts as regular work: the log inside the shift (or the whole log). */
  windowStart: number;
  windowEnd: number;
  /** Recorded lunch, or -1 when not recorded. */
  lunchStart: number;
  lunchEnd: number;
  official: number;
  /** Minutes worked after the lunch deduction, before the 8-hour cap for unassigned days. */
  uncapped: number;
  late: number;
  early: number;
}

export function newDayMeasure(): DayMeasure {
  return {
    complete: false,
    hasShift: false,
    logStart: 0,
    logEnd: 0,
    shiftStart: 0,
    shiftEnd: 0,
    windowStart: 0,
    windowEnd: 0,
    lunchStart: -1,
    lunchEnd: -1,
    official: 0,
    uncapped: 0,
    late: 0,
    early: 0,
  };
}

/** A working shift with both times; leave shifts and shifts without times count as no shift. */
function workingShift(shift: Shift | null | undefined): boolean {
  return (
    shift != null &&
    shift.shift_id !== PAID_LEAVE_SHIFT_ID &&
    shift.shift_id !== UNPAID_LEAVE_SHIFT_ID &&
    shift.start_time != null &&
    shift.start_time !== '' &&
    shift.end_time != null &&
    shift.end_time !== ''
  );
}

function afterLunch(span: number, lunch: number): number {
  if (span <= HALF_DAY_MINUTES) return span;
  const rest = span - lunch;
  return Math.max(rest, HALF_DAY_MINUTES);
}

/** Measures a day into `out` (reused between calls by the payslip loop). */
export function measureDay(
  log: TimeLog | null | undefined,
  shift: Shift | null | undefined,
  out: DayMeasure,
): void {
  out.complete = false;
  out.hasShift = false;
  out.official = 0;
  out.uncapped = 0;
  out.late = 0;
  out.early = 0;
  out.lunchStart = -1;
  out.lunchEnd = -1;
  if (log == null) return;
  let start = minutesOfDay(log.start_time);
  let end = minutesOfDay(log.end_time);
  if (start < 0 || end < 0) return;
  if (end < start) end += DAY; // worked past midnight
  const hasShift = workingShift(shift);
  let shiftStart = 0;
  let shiftEnd = 0;
  if (hasShift) {
    shiftStart = minutesOfDay(shift!.start_time);
    shiftEnd = minutesOfDay(shift!.end_time);
    if (shiftEnd <= shiftStart) shiftEnd += DAY; // overnight shift
    // A night shift's log that starts after midnight belongs to the next calendar morning.
    if (shiftEnd > DAY && start + HALF_DAY_OFFSET < shiftStart) {
      start += DAY;
      end += DAY;
    }
  }
  let lunchStart = minutesOfDay(log.lunch_start);
  let lunchEnd = minutesOfDay(log.lunch_end);
  let lunch = 0;
  if (lunchStart >= 0 && lunchEnd >= 0) {
    while (lunchStart < start && lunchStart + DAY <= end) lunchStart += DAY;
    if (lunchEnd < lunchStart) lunchEnd += DAY;
    lunch = lunchEnd - lunchStart;
    out.lunchStart = lunchStart;
    out.lunchEnd = lunchEnd;
  }
  const deduction = Math.max(lunch, MINIMUM_LUNCH_MINUTES);
  out.complete = true;
  out.hasShift = hasShift;
  out.logStart = start;
  out.logEnd = end;
  if (hasShift) {
    out.shiftStart = shiftStart;
    out.shiftEnd = shiftEnd;
    const windowStart = Math.max(start, shiftStart);
    const windowEnd = Math.min(end, shiftEnd);
    out.windowStart = windowStart;
    out.windowEnd = Math.max(windowEnd, windowStart);
    out.late = start > shiftStart ? start - shiftStart : 0;
    out.early = end < shiftEnd ? shiftEnd - end : 0;
    if (out.late > shiftEnd - shiftStart) out.late = shiftEnd - shiftStart;
    if (out.early > shiftEnd - shiftStart) out.early = shiftEnd - shiftStart;
    const worked = afterLunch(out.windowEnd - windowStart, deduction);
    out.official = worked;
    out.uncapped = afterLunch(end - start, deduction);
  } else {
    out.windowStart = start;
    out.windowEnd = end;
    const worked = afterLunch(end - start, deduction);
    out.uncapped = worked;
    out.official = Math.min(worked, UNASSIGNED_SHIFT_CAP_MINUTES);
  }
}

const scratch = newDayMeasure();

/** Spec 9 official time of a day: payable minutes, late and early minutes, decimal hours (4 places). */
export function officialTime(log: TimeLog | null | undefined, shift: Shift | null | undefined): OfficialTime {
  measureDay(log, shift, scratch);
  const minutes = scratch.official;
  return {
    minutes,
    late: scratch.late,
    early: scratch.early,
    hours: Math.round((minutes / 60) * 10_000) / 10_000,
  };
}

/** Spec 4 timesheet status of a day. */
export function dayStatus(log: TimeLog | null | undefined, shift: Shift | null | undefined): DayStatus {
  if (shift != null && shift.shift_id === PAID_LEAVE_SHIFT_ID) return 'Paid Leave';
  if (shift != null && shift.shift_id === UNPAID_LEAVE_SHIFT_ID) return 'Unpaid Leave';
  measureDay(log, shift, scratch);
  if (!scratch.complete) return 'Absent';
  if (!scratch.hasShift) return 'Present - Unassigned Shift';
  if (scratch.late > 0) return scratch.early > 0 ? 'Late & Early' : 'Late';
  return scratch.early > 0 ? 'Early Departure' : 'Present';
}
