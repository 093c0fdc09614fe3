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
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import { employeeScope, type GridFilter } from '../shiftsschedule/grid.ts';
import { rangeDates } from '../shiftsschedule/weekPage.ts';

type Db = Kysely<DB> | Transaction<DB>;
type Count = number | string;

interface DayRow {
  d: string;
  shift_id: number | null;
  has_record: number | string | boolean;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
}

const BUSINESS = sql`a.approval_status = 'Approved' and lower(trim(ty.name)) in ('official business', 'undertime')`;

function inputsOf(row: DayRow, shifts: ReadonlyMap<number, ShiftRow>, apps?: DayApplication[]): DayInputs {
  const hasRecord = Number(row.has_record) === 1 || row.has_record === true;
  return {
    record: hasRecord
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

const dateText = (v: unknown) => String(v).slice(0, 10);

const recordKey = (r: Omit<DayRow, 'shift_id' | 'has_record'>) =>
  JSON.stringify([dateText(r.d), r.start_time, r.end_time, r.lunch_start, r.lunch_end]);

/**
 * The groups of days with a record and no shift: every record's group (date and times) less the
 * records of days with a shift in that group.
 */
function recordsWithoutShift(
  shifted: readonly (DayRow & { n: Count })[],
  records: readonly (Omit<DayRow, 'shift_id' | 'has_record'> & { n: Count })[],
): (DayRow & { n: number })[] {
  const taken = new Map<string, number>();
  for (const g of shifted)
    if (Number(g.has_record) === 1 || g.has_record === true)
      taken.set(recordKey(g), (taken.get(recordKey(g)) ?? 0) + Number(g.n));
  return records.flatMap((r) => {
    const n = Number(r.n) - (taken.get(recordKey(r)) ?? 0);
    return n > 0 ? [{ ...r, shift_id: null, has_record: 1, n }] : [];
  });
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
  const pg = isPostgres(db);
  const withShift = sql`select se.shift_date as d, se.shift_id,
        case when t.id is null then 0 else 1 end as has_record,
        t.start_time, t.end_time, t.lunch_start, t.lunch_end, count(*) as n
      from schedule_entries se join employees e on e.id = se.employee_id
        left join timesheet_records t on t.employee_id = se.employee_id and t.shift_date = se.shift_date
      where ${inRange(sql`se.shift_date`)} and ${scope}
      group by se.shift_date, se.shift_id, case when t.id is null then 0 else 1 end,
        t.start_time, t.end_time, t.lunch_start, t.lunch_end`;
  const [groups, businessDays, applications] = await Promise.all([
    // Days with a shift (and their record if any), then days with a record and no shift.
    // SQLite: each read through the (employee_id, shift_date) unique index of the other table.
    // PostgreSQL: its anti-join of the records against the entries cost more than grouping every
    // record and taking away those of days with a shift (recordsWithoutShift).
    pg
      ? Promise.all([
          sql<DayRow & { n: Count }>`${withShift}`.execute(db),
          sql<DayRow & { n: Count }>`select t.shift_date as d, t.start_time, t.end_time, t.lunch_start,
              t.lunch_end, count(*) as n
            from timesheet_records t join employees e on e.id = t.employee_id
            where ${inRange(sql`t.shift_date`)} and ${scope}
            group by t.shift_date, t.start_time, t.end_time, t.lunch_start, t.lunch_end`.execute(db),
        ]).then(([shifted, records]) => ({
          rows: [...shifted.rows, ...recordsWithoutShift(shifted.rows, records.rows)],
        }))
      : sql<DayRow & { n: Count }>`${withShift}
      union all
      select t.shift_date as d, null as shift_id, 1 as has_record,
        t.start_time, t.end_time, t.lunch_start, t.lunch_end, count(*) as n
      from timesheet_records t join employees e on e.id = t.employee_id
      where ${inRange(sql`t.shift_date`)} and ${scope} and not exists (select 1 from schedule_entries x
        where x.employee_id = t.employee_id and x.shift_date = t.shift_date)
      group by t.shift_date, t.start_time, t.end_time, t.lunch_start, t.lunch_end`.execute(db),
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
  for (const g of groups.rows) {
    const n = Number(g.n);
    days += n;
    if ((Number(g.has_record) === 1 || g.has_record === true) && g.start_time !== null) logs += n;
    const date = dateText(g.d);
    add(dayBucket(inputsOf(g, byId), date, now), n);
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
    const counted = day.shift_id !== null || Number(day.has_record) === 1 || day.has_record === true;
    if (counted) add(dayBucket(inputsOf(day, byId), date, now), -1);
    else days += 1;
    add(dayBucket(inputsOf(day, byId, appsOf.get(`${Number(day.employee_id)}|${date}`)), date, now), 1);
  }
  const width = rangeDates(start, end).length;
  counts['Unassigned Employees'] += employees * width - days;
  return { rate: attendanceRate(logs, employees, width), distribution: counts };
}
