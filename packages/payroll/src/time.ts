/**
 * Attendance rules of spec section 9, shared by the timesheet screen, the server and the payslip
 * so that they can never disagree: official time, late and early minutes, and the day's status.
 */
import { dayNumber, minutesOfDay } from './dates.ts';

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
  /** The shift's break in minutes (issue 22): the lunch deduction's minimum; default 60. */
  readonly break_minutes?: number | null;
  /**
   * Grace period for tardiness in minutes (issue 22); default 0. Lateness within the grace is shown
   * but not deducted (the day is paid as if on time); beyond it the whole lateness is deducted.
   */
  readonly grace_minutes?: number | null;
}

export interface OfficialTime {
  /** Official (payable) minutes. */
  minutes: number;
  /** Minutes after the shift start (shown even within the shift's grace). */
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
  | 'Unpaid Leave'
  /** A time-in and no time-out, the shift over: a record to correct (issue 22). */
  | 'No time out'
  /** The shift has not ended yet (relative to now, Asia/Manila) and the day is not complete. */
  | 'In progress';

/** Every day status, in the order the screens list them. */
export const DAY_STATUSES: readonly DayStatus[] = [
  'Present',
  'Late',
  'Early Departure',
  'Late & Early',
  'Absent',
  'No time out',
  'In progress',
  'Present - Unassigned Shift',
  'Paid Leave',
  'Unpaid Leave',
];

/** A lunch longer than this many minutes is flagged for review (issue 22: a double tap read as lunch). */
export const LONG_LUNCH_MINUTES = 120;
/** A lunch shorter than this many minutes is flagged for review. */
export const SHORT_LUNCH_MINUTES = 15;

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
  /** Late minutes deducted: 0 within the shift's grace period, else all of `late`. */
  lateDeducted: number;
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
    lateDeducted: 0,
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

/** The shift's break (lunch deduction minimum): its own length, or 60 minutes. */
function breakMinutes(shift: Shift): number {
  const minutes = shift.break_minutes;
  return minutes == null || minutes < 0 ? MINIMUM_LUNCH_MINUTES : minutes;
}

function graceMinutes(shift: Shift): number {
  const minutes = shift.grace_minutes;
  return minutes == null || minutes < 0 ? 0 : minutes;
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
  out.lateDeducted = 0;
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
  const deduction = Math.max(lunch, hasShift ? breakMinutes(shift!) : MINIMUM_LUNCH_MINUTES);
  out.complete = true;
  out.hasShift = hasShift;
  out.logStart = start;
  out.logEnd = end;
  if (hasShift) {
    out.shiftStart = shiftStart;
    out.shiftEnd = shiftEnd;
    out.late = start > shiftStart ? start - shiftStart : 0;
    out.early = end < shiftEnd ? shiftEnd - end : 0;
    if (out.late > shiftEnd - shiftStart) out.late = shiftEnd - shiftStart;
    const withinGrace = out.late > 0 && out.late <= graceMinutes(shift!) && end > shiftStart;
    out.lateDeducted = withinGrace ? 0 : out.late;
    // Within the grace the day is paid from the shift's start, as if on time.
    const windowStart = withinGrace ? shiftStart : Math.max(start, shiftStart);
    const windowEnd = Math.min(end, shiftEnd);
    out.windowStart = windowStart;
    out.windowEnd = Math.max(windowEnd, windowStart);
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

export interface LunchFlag {
  readonly kind: 'long' | 'short';
  /** The recorded lunch in minutes. */
  readonly minutes: number;
}

/**
 * A recorded lunch longer than 2 hours or shorter than 15 minutes, for review (a double tap read as
 * lunch-out and lunch-in, a forgotten lunch punch). null for a lunch in range or none recorded. A
 * lunch across midnight (a night shift's) is measured across it.
 */
export function lunchFlag(log: TimeLog | null | undefined): LunchFlag | null {
  const start = minutesOfDay(log?.lunch_start);
  let end = minutesOfDay(log?.lunch_end);
  if (start < 0 || end < 0) return null;
  if (end < start) end += DAY;
  const minutes = end - start;
  if (minutes > LONG_LUNCH_MINUTES) return { kind: 'long', minutes };
  if (minutes < SHORT_LUNCH_MINUTES) return { kind: 'short', minutes };
  return null;
}

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

/**
 * When the status is read: the day's shift date and the present instant. Without it every day is
 * taken as over (a past period, the payslip).
 */
export interface StatusAt {
  /** The record's shift date, yyyy-MM-dd. */
  readonly date: string;
  readonly now: Date;
}

const MANILA_OFFSET_MINUTES = 480;

/** Now as minutes on the day's axis (0 = midnight of the shift date, Asia/Manila; UTC+8 all year). */
function minutesSinceShiftDate(at: StatusAt): number {
  const manilaMinutes = Math.floor(at.now.getTime() / 60_000) + MANILA_OFFSET_MINUTES;
  return manilaMinutes - dayNumber(at.date) * DAY;
}

/**
 * When the day's work is expected to run on the day's axis: from the shift's start (or an earlier
 * time-in) to the shift's end (the next day for an overnight shift), or without a shift from the
 * time-in for the 8-hour cap and the minimum lunch. [-1, -1] when there is nothing to go by.
 */
function expectedSpan(log: TimeLog | null | undefined, shift: Shift | null | undefined): [number, number] {
  const timeIn = minutesOfDay(log?.start_time);
  if (workingShift(shift)) {
    const start = minutesOfDay(shift!.start_time);
    let end = minutesOfDay(shift!.end_time);
    if (end <= start) end += DAY;
    return [timeIn >= 0 ? Math.min(timeIn, start) : start, end];
  }
  return timeIn < 0 ? [-1, -1] : [timeIn, timeIn + UNASSIGNED_SHIFT_CAP_MINUTES + MINIMUM_LUNCH_MINUTES];
}

/**
 * Spec 4 timesheet status of a day. A day whose log is not complete is 'In progress' while its
 * shift runs (needs `at`; a time-in counts as begun), 'No time out' when it has a time-in and no time-out, and
 * 'Absent' otherwise. The status only names the day: pay still counts an incomplete day as no time
 * (measureDay), until the record is corrected.
 */
export function dayStatus(
  log: TimeLog | null | undefined,
  shift: Shift | null | undefined,
  at?: StatusAt,
): DayStatus {
  if (shift != null && shift.shift_id === PAID_LEAVE_SHIFT_ID) return 'Paid Leave';
  if (shift != null && shift.shift_id === UNPAID_LEAVE_SHIFT_ID) return 'Unpaid Leave';
  measureDay(log, shift, scratch);
  if (!scratch.complete) {
    const timeIn = minutesOfDay(log?.start_time) >= 0;
    const timeOut = minutesOfDay(log?.end_time) >= 0;
    if (at !== undefined && (timeIn || !timeOut)) {
      // Clocked in: running until the expected end. Not clocked in: running only once the shift
      // has begun (before that the day is still to come, as it always read).
      const [start, end] = expectedSpan(log, shift);
      const now = minutesSinceShiftDate(at);
      if (end >= 0 && now < end && (timeIn || now >= start)) return 'In progress';
    }
    return timeIn && !timeOut ? 'No time out' : 'Absent';
  }
  if (!scratch.hasShift) return 'Present - Unassigned Shift';
  if (scratch.late > 0) return scratch.early > 0 ? 'Late & Early' : 'Late';
  return scratch.early > 0 ? 'Early Departure' : 'Present';
}
