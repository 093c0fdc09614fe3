/**
 * Issue 28: the Timesheet's cards over the whole filter, counted by the database instead of sent
 * row by row. Attendance Rate counts the records with a time in, read from the same groups. The Attendance Distribution needs the payroll's day
 * status, so the database groups the week's days by everything the status reads (date, shift,
 * whether there is a record, its four times) and counts each group; the shared dayBucket (the
 * engine's rule, as the screen uses it) classifies each distinct group once, weighted by its count.
 * Days with an approved Official Business or Undertime (few) are read one by one and classified
 * with their applications; days with neither a shift, a record nor an application are 'Unassigned
 * Employees' (employees x days minus the days read).
 */
import {
  attendanceRate,
  type Coverage,
  type DayApplication,
  type DayInputs,
  DISTRIBUTION_BUCKETS,
  type DistributionBucket,
  dayBucket,
  type ShiftRow,
} from '@sahod/shared';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { employeeScope, type GridFilter } from '../shiftsschedule/grid.ts';
import { rangeDates } from '../shiftsschedule/weekPage.ts';
import { type DayRow, dateText, hasRecord, weekDayGroups } from './dayGroups.ts';

type Db = Kysely<DB> | Transaction<DB>;

const BUSINESS = sql`a.approval_status = 'Approved' and lower(trim(ty.name)) in ('official business', 'undertime')`;

function inputsOf(row: DayRow, shifts: ReadonlyMap<number, ShiftRow>, apps?: DayApplication[]): DayInputs {
  return {
    record: hasRecord(row.has_record)
      ? {
          start_time: row.start_time,
          end_time: row.end_time,
          lunch_start: row.lunch_start,
          lunch_end: row.lunch_end,
        }
      : undefined,
    shift: row.shift_id === null ? undefined : shifts.get(Number(row.shift_id)),
    applications: apps,
  };
}

export interface TimesheetSummary {
  rate: Coverage;
  distribution: Record<DistributionBucket, number>;
}

/** Attendance Rate and Attendance Distribution of the employees under the filter, at `now`. */
export async function timesheetSummary(
  db: Db,
  filter: GridFilter,
  start: string,
  end: string,
  employees: number,
  shifts: readonly ShiftRow[],
  now: Date,
): Promise<TimesheetSummary> {
  const scope = employeeScope(filter);
  const inRange = (column: RawBuilder<unknown>) => sql`${column} >= ${start} and ${column} <= ${end}`;
  const [groups, businessDays, applications] = await Promise.all([
    weekDayGroups(db, filter, start, end, employees),
    sql<DayRow & { employee_id: number }>`select k.employee_id, k.d, se.shift_id,
        case when t.id is null then 0 else 1 end as has_record,
        t.start_time, t.end_time, t.lunch_start, t.lunch_end
      from (select distinct a.employee_id, a.effective_date as d from applications a
          join application_types ty on ty.id = a.application_type_id join employees e on e.id = a.employee_id
          where ${BUSINESS} and ${inRange(sql`a.effective_date`)} and ${scope}) k
        left join schedule_entries se on se.employee_id = k.employee_id and se.shift_date = k.d
        left join timesheet_records t on t.employee_id = k.employee_id and t.shift_date = k.d`.execute(db),
    sql<DayApplication>`select a.id as application_id, a.employee_id, a.effective_date,
        ty.name as application_type, a.start_time, a.end_time
      from applications a join application_types ty on ty.id = a.application_type_id
        join employees e on e.id = a.employee_id
      where ${BUSINESS} and ${inRange(sql`a.effective_date`)} and ${scope}`.execute(db),
  ]);
  const byId = new Map(shifts.map((s) => [s.shift_id, s]));
  const counts = Object.fromEntries(DISTRIBUTION_BUCKETS.map((b) => [b, 0])) as Record<
    DistributionBucket,
    number
  >;
  const add = (bucket: DistributionBucket | null, n: number) => {
    if (bucket !== null) counts[bucket] += n;
  };
  let days = 0;
  // Attendance Rate's logs: the records with a time in, each in exactly one group (the record of a
  // day with a shift, or a day with a record and no shift).
  let logs = 0;
  for (const g of groups) {
    days += g.n;
    if (g.has_record === 1 && g.start_time !== null) logs += g.n;
    add(dayBucket(inputsOf(g, byId), g.d, now), g.n);
  }
  const appsOf = new Map<string, DayApplication[]>();
  for (const a of applications.rows) {
    const key = `${Number(a.employee_id)}|${dateText(a.effective_date)}`;
    const list = appsOf.get(key) ?? [];
    list.push({ ...a, employee_id: Number(a.employee_id), effective_date: dateText(a.effective_date) });
    appsOf.set(key, list);
  }
  // A day with an application was counted above without it (when it has a shift or a record):
  // take that back, then count it with its applications.
  for (const day of businessDays.rows) {
    const date = dateText(day.d);
    const counted = day.shift_id !== null || hasRecord(day.has_record);
    if (counted) add(dayBucket(inputsOf(day, byId), date, now), -1);
    else days += 1;
    add(dayBucket(inputsOf(day, byId, appsOf.get(`${Number(day.employee_id)}|${date}`)), date, now), 1);
  }
  const width = rangeDates(start, end).length;
  counts['Unassigned Employees'] += employees * width - days;
  return { rate: attendanceRate(logs, employees, width), distribution: counts };
}
