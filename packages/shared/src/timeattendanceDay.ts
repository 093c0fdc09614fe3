/**
 * One employee-day of the Timesheet as the payroll reads it (issue 27 section 3, issue 28): approved
 * Official Business widens the day's log, an approved Undertime excuses the early departure, a
 * shift not begun yet is left out of the Attendance Distribution. The screen (per cell) and the
 * server (per group of equal days, issue 28) both count with these, never with a copy.
 */
import { type ApplicationInput, type DayStatus, excuseUndertime, withOfficialBusiness } from '@sahod/payroll';
import {
  cellStatus,
  type DayCell,
  type DistributionBucket,
  distributionBucket,
  shiftNotBegun,
} from './timeattendanceWeek.ts';

/** An approved Official Business or Undertime on the grid; times 'HH:MM' or 'HH:MM:SS'. */
export interface DayApplication {
  application_id: number;
  employee_id: number;
  effective_date: string;
  application_type: string;
  start_time: string;
  end_time: string;
}

const input = (a: DayApplication): ApplicationInput => ({ ...a, approval_status: 'Approved' });

/** The day's log as the payroll counts it: approved Official Business windows merged in. */
export function businessLog(
  date: string,
  log: DayCell['log'],
  applications: readonly DayApplication[],
): DayCell['log'] {
  if (applications.length === 0) return log;
  const merged = withOfficialBusiness(date, log, applications.map(input));
  return (
    merged && { ...merged, lunch_start: merged.lunch_start ?? null, lunch_end: merged.lunch_end ?? null }
  );
}

/** The day's status once an approved Undertime excuses the early departure. */
export function businessStatus(
  date: string,
  status: DayStatus | null,
  applications: readonly DayApplication[],
): DayStatus | null {
  if (status === null || applications.length === 0) return status;
  return excuseUndertime(date, status, applications.map(input));
}

/** One day's inputs: its record's times, its scheduled shift and its approved applications. */
export interface DayInputs {
  record:
    | {
        start_time: string | null;
        end_time: string | null;
        lunch_start: string | null;
        lunch_end: string | null;
      }
    | undefined;
  shift: { shift_id: number; start_time: string | null; end_time: string | null } | undefined;
  applications?: readonly DayApplication[] | undefined;
}

const NONE: readonly DayApplication[] = [];

/** The day as the payroll counts it (its log widened by Official Business). */
export function dayCellOf(c: DayInputs, date: string): DayCell {
  return {
    log: businessLog(date, c.record ?? null, c.applications ?? NONE),
    shift: c.shift
      ? { shift_id: c.shift.shift_id, start_time: c.shift.start_time, end_time: c.shift.end_time }
      : null,
  };
}

/** The status the cell shows at `now` (Asia/Manila); null for an empty cell. */
export function dayStatusOf(c: DayInputs, date: string, now: Date): DayStatus | null {
  return businessStatus(date, cellStatus(dayCellOf(c, date), { date, now }), c.applications ?? NONE);
}

/** A scheduled day still to come (no record, shift not begun): not an absence yet. */
export const dayUpcoming = (c: DayInputs, date: string, now: Date): boolean =>
  shiftNotBegun(c.record !== undefined, c.shift, date, now);

/** The day's Attendance Distribution bucket at `now`, or null when it is still to come. */
export function dayBucket(c: DayInputs, date: string, now: Date): DistributionBucket | null {
  if (dayUpcoming(c, date, now)) return null;
  const at = { date, now };
  return distributionBucket(dayCellOf(c, date), at, dayStatusOf(c, date, now));
}
