/**
 * A full-day leave (issue 22 section 3): its start and end come from each date's scheduled shift,
 * so the employee does not type 08:00-17:00. Used when a leave leaves out both times or says
 * full_day: true; a date without a working shift (none, or a leave already) is refused (400).
 * The form reads the same shifts before filing (leaveDays.ts).
 */
import { APP_MSG, isLeaveShift } from '@sahod/shared';
import { invalid } from '../../platform/errors.ts';
import type { Db } from './repository.ts';

export interface DayTimes {
  date: string;
  start_time: string;
  end_time: string;
}

export interface DayShift extends DayTimes {
  name: string;
}

/** The working shift scheduled on each date (null: none, or a leave shift), in the order given. */
export async function scheduledShifts(
  db: Db,
  employeeId: number,
  dates: readonly string[],
): Promise<Array<DayShift | null>> {
  if (dates.length === 0) return [];
  const rows = await db
    .selectFrom('schedule_entries as se')
    .innerJoin('shifts as s', 's.id', 'se.shift_id')
    .select(['se.shift_date', 's.id', 's.name', 's.start_time', 's.end_time'])
    .where('se.employee_id', '=', employeeId)
    .where('se.shift_date', 'in', [...dates])
    .execute();
  const byDate = new Map(rows.map((r) => [String(r.shift_date), r]));
  return dates.map((date) => {
    const row = byDate.get(date);
    if (!row || isLeaveShift(row.id) || !row.start_time || !row.end_time) return null;
    return { date, name: row.name, start_time: row.start_time, end_time: row.end_time };
  });
}

/** The scheduled shift's times of each date, in the order given; a date without one is refused. */
export async function scheduledTimes(
  db: Db,
  employeeId: number,
  dates: readonly string[],
): Promise<DayTimes[]> {
  const shifts = await scheduledShifts(db, employeeId, dates);
  return dates.map((date, i) => {
    const shift = shifts[i];
    if (!shift) throw invalid(APP_MSG.noShiftForFullDay(date));
    return { date, start_time: shift.start_time, end_time: shift.end_time };
  });
}
