/**
 * Punches to day records (spec 9 "Biometric grouping"): per employee and shift date, repeated
 * punches counted once (a punch within the punch window, default 5 minutes, of the last punch kept:
 * a double tap on the device is one punch, not a lunch; issue 22), punches ordered by time (the device's IN/OUT state is never used), then
 * by count: 1 start only, 2 start and end, 3 the middle dropped, 4 complete, more than 4 the first
 * three plus the last.
 *
 * Night shifts: with a schedule, when an employee's shift on date D is overnight, the punches of
 * D+1 that close it (those before the midpoint between the shift's end and the next shift's start,
 * or midnight when D+1 has no shift) belong to D: the 'next-day logout'. Without a schedule, every
 * punch stays on its calendar date.
 */
import { nextDate, normalizeEmployeeCode, previousDate, secondsOf, timeOfSeconds } from './tokens.ts';
import type { BiometricDayRecord, BiometricNote, Punch, ScheduledShift, ScheduleLookup } from './types.ts';

const DAY = 86_400;

export const BIOMETRIC_NOTES = {
  1: 'NO RECORDED TIME OUT AND LUNCH',
  2: 'NO RECORDED LUNCH',
  3: 'MISSING LUNCH RECORD',
  4: 'COMPLETE RECORDS',
  more: 'COMPLETE/TRIMMED RECORDS',
} as const satisfies Record<string, BiometricNote>;

/** Punches of one employee within this many minutes of each other count once (the company's default). */
export const DEFAULT_PUNCH_WINDOW_MINUTES = 5;
/** The longest punch window a company may set: longer would swallow real lunch breaks. */
export const MAX_PUNCH_WINDOW_MINUTES = 30;

export interface GroupOptions {
  /** The schedule, for overnight shifts. Build one with scheduleLookup(entries). */
  schedule?: ScheduleLookup;
  /**
   * Punches within this many minutes of the last punch kept count once (0: only exact duplicates).
   * Default DEFAULT_PUNCH_WINDOW_MINUTES.
   */
  punchWindowMinutes?: number;
}

/** The records and how many punches the punch window (and exact duplicates) folded away. */
export interface GroupedPunches {
  records: BiometricDayRecord[];
  /** Punches dropped because an earlier punch of the same employee lay within the window. */
  repeatedPunches: number;
}

/** Whether a scheduled shift ends on the next day (explicit, or end at or before start). */
export function isOvernight(shift: ScheduledShift | null | undefined): boolean {
  if (!shift?.start_time || !shift.end_time) return false;
  return shift.overnight ?? shift.end_time.slice(0, 8) <= shift.start_time.slice(0, 8);
}

function toSeconds(time: string): number {
  // Schedules may carry HH:MM; punches are always HH:MM:SS.
  return secondsOf(time.length === 5 ? `${time}:00` : time);
}

/** Latest time on D+1 (seconds) that still closes D's overnight shift. */
function nextDayCutoff(shift: ScheduledShift, following: ScheduledShift | null | undefined): number {
  const end = toSeconds(shift.end_time!);
  const nextStart = following?.start_time ? toSeconds(following.start_time) : DAY;
  const limit = nextStart > end ? nextStart : DAY;
  return end + Math.floor((limit - end) / 2);
}

/** One day's distinct punches (seconds, sorted, may exceed a day) as the spec's record. */
export function dayRecord(
  employee_code: string,
  shift_date: string,
  seconds: readonly number[],
): BiometricDayRecord {
  const at = (i: number) => timeOfSeconds(seconds[i]! % DAY);
  const n = seconds.length;
  if (n === 1) {
    return {
      employee_code,
      shift_date,
      start_time: at(0),
      end_time: null,
      lunch_start: null,
      lunch_end: null,
      notes: BIOMETRIC_NOTES[1],
    };
  }
  if (n === 2 || n === 3) {
    return {
      employee_code,
      shift_date,
      start_time: at(0),
      end_time: at(n - 1),
      lunch_start: null,
      lunch_end: null,
      notes: n === 2 ? BIOMETRIC_NOTES[2] : BIOMETRIC_NOTES[3],
    };
  }
  return {
    employee_code,
    shift_date,
    start_time: at(0),
    end_time: at(n - 1),
    lunch_start: at(1),
    lunch_end: at(2),
    notes: n === 4 ? BIOMETRIC_NOTES[4] : BIOMETRIC_NOTES.more,
  };
}

function bucketByEmployeeAndDate(punches: readonly Punch[]): Map<string, Map<string, number[]>> {
  const byEmployee = new Map<string, Map<string, number[]>>();
  for (const punch of punches) {
    let byDate = byEmployee.get(punch.employee_code);
    if (byDate === undefined) {
      byDate = new Map();
      byEmployee.set(punch.employee_code, byDate);
    }
    const seconds = secondsOf(punch.time);
    const day = byDate.get(punch.date);
    if (day === undefined) byDate.set(punch.date, [seconds]);
    else day.push(seconds);
  }
  return byEmployee;
}

/** Moves next-day logouts of overnight shifts onto the shift date (as seconds past midnight + 1 day). */
function applyOvernightShifts(code: string, byDate: Map<string, number[]>, schedule: ScheduleLookup): void {
  const candidates = new Set<string>();
  for (const date of byDate.keys()) {
    candidates.add(date);
    candidates.add(previousDate(date));
  }
  for (const date of [...candidates].sort()) {
    const shift = schedule(code, date);
    if (!isOvernight(shift)) continue;
    const next = nextDate(date);
    const following = byDate.get(next);
    if (following === undefined) continue;
    const cutoff = nextDayCutoff(shift!, schedule(code, next));
    const closing: number[] = [];
    const staying: number[] = [];
    for (const s of following) (s <= cutoff ? closing : staying).push(s);
    if (closing.length === 0) continue;
    const own = byDate.get(date) ?? [];
    for (const s of closing) own.push(s + DAY);
    byDate.set(date, own);
    if (staying.length === 0) byDate.delete(next);
    else byDate.set(next, staying);
  }
}

/**
 * Sorts in place and keeps a punch only when it lies more than `windowSeconds` after the last punch
 * kept (measured from the kept one, so a run of taps 4 minutes apart does not chain into one).
 * Answers how many were dropped.
 */
export function collapseRepeatedPunches(seconds: number[], windowSeconds: number): number {
  seconds.sort((a, b) => a - b);
  let w = 0;
  for (let r = 0; r < seconds.length; r++) {
    if (r === 0 || seconds[r]! - seconds[w - 1]! > windowSeconds) seconds[w++] = seconds[r]!;
  }
  const dropped = seconds.length - w;
  seconds.length = w;
  return dropped;
}

function windowSecondsOf(minutes: number | undefined): number {
  const m = minutes ?? DEFAULT_PUNCH_WINDOW_MINUTES;
  if (!Number.isFinite(m) || m <= 0) return 0;
  return Math.round(Math.min(m, MAX_PUNCH_WINDOW_MINUTES) * 60);
}

/**
 * Groups punches into one record per employee and shift date, sorted by employee code then date,
 * and counts the repeated punches the window dropped. Order-independent: the same punches in any
 * order give the same records.
 */
export function groupPunchesWithCounts(
  punches: readonly Punch[],
  options: GroupOptions = {},
): GroupedPunches {
  const byEmployee = bucketByEmployeeAndDate(punches);
  const window = windowSecondsOf(options.punchWindowMinutes);
  const records: BiometricDayRecord[] = [];
  let repeatedPunches = 0;
  for (const code of [...byEmployee.keys()].sort()) {
    const byDate = byEmployee.get(code)!;
    if (options.schedule) applyOvernightShifts(code, byDate, options.schedule);
    for (const date of [...byDate.keys()].sort()) {
      const seconds = byDate.get(date)!;
      repeatedPunches += collapseRepeatedPunches(seconds, window);
      records.push(dayRecord(code, date, seconds));
    }
  }
  return { records, repeatedPunches };
}

/** groupPunchesWithCounts without the counts. */
export function groupPunches(punches: readonly Punch[], options: GroupOptions = {}): BiometricDayRecord[] {
  return groupPunchesWithCounts(punches, options).records;
}

export interface ScheduleEntry {
  employee_code: string;
  shift_date: string;
  start_time: string | null;
  end_time: string | null;
  overnight?: boolean;
}

/** A ScheduleLookup over schedule rows (as the web worker fetches them for the file's range). */
export function scheduleLookup(entries: Iterable<ScheduleEntry>): ScheduleLookup {
  const shifts = new Map<string, ScheduledShift>();
  for (const entry of entries) {
    const code = normalizeEmployeeCode(entry.employee_code) ?? entry.employee_code;
    shifts.set(`${code}|${entry.shift_date.slice(0, 10)}`, entry);
  }
  return (employeeCode, shiftDate) => shifts.get(`${employeeCode}|${shiftDate}`);
}

/** The dates whose schedule the grouping may consult: the day before the first punch to the last. */
export function scheduleRange(parsed: { firstDate: string; lastDate: string }): {
  start_date: string;
  end_date: string;
} {
  return { start_date: previousDate(parsed.firstDate), end_date: parsed.lastDate };
}

/** The Upload Summary's 'Date / Number of Employees': distinct employees per shift date. */
export function employeesPerDate(
  records: readonly BiometricDayRecord[],
): { shift_date: string; employees: number }[] {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.shift_date, (counts.get(record.shift_date) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([shift_date, employees]) => ({ shift_date, employees }));
}
