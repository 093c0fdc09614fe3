/**
 * Issue 28: the Timesheet's 'No time out' list over the whole filter, not only the shown page: the
 * days with a time-in and no time-out whose status is 'No time out' (the shared dayBucket, as the
 * cards count them), in the grid's order (last name, first name, id; then the date), at most
 * `limit`, each with its record and shift so the screen opens it wherever its employee's page is.
 */
import {
  type DayApplication,
  dayBucket,
  type GridEmployee,
  type ShiftRow,
  type TimesheetRecord,
} from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { employeeScope, type GridFilter, gridEmployeesJson } from '../shiftsschedule/grid.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface NoTimeOutDay {
  employee: GridEmployee;
  date: string;
  record: TimesheetRecord;
  shift_id: number | null;
}

interface Candidate {
  log_no: number | string;
  employee_id: number | string;
  shift_date: string | Date;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: string | null;
  shift_id: number | string | null;
}

/** Records read to find `limit` days: a shift still running today is 'In progress', not listed. */
const CANDIDATES_PER_DAY = 4;
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

export async function noTimeOutDays(
  db: Db,
  filter: GridFilter,
  start: string,
  end: string,
  shifts: readonly ShiftRow[],
  now: Date,
  limit: number,
): Promise<NoTimeOutDay[]> {
  const scope = employeeScope(filter);
  // The records first, through the partial index of those with no time-out (migration 0069): SQLite
  // keeps a cross join's order, else it walks every employee and probes each one's week.
  const { rows } = await sql<Candidate>`select t.id as log_no, t.employee_id, t.shift_date, t.start_time,
      t.end_time, t.lunch_start, t.lunch_end, t.notes, se.shift_id
    from timesheet_records t cross join employees e
      left join schedule_entries se on se.employee_id = t.employee_id and se.shift_date = t.shift_date
    where e.id = t.employee_id and t.shift_date >= ${start} and t.shift_date <= ${end} and t.start_time is not null
      and t.end_time is null and ${scope}
    order by e.last_name, e.first_name, e.id, t.shift_date
    limit ${limit * CANDIDATES_PER_DAY}`.execute(db);
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => Number(r.employee_id)))];
  // Approved Official Business and Undertime of those employees: an Official Business can close the
  // day's log (the day is then not 'No time out'), as the cards and the grid read it.
  const apps = await sql<DayApplication>`select a.id as application_id, a.employee_id, a.effective_date,
      ty.name as application_type, a.start_time, a.end_time
    from applications a join application_types ty on ty.id = a.application_type_id
    where a.approval_status = 'Approved' and lower(trim(ty.name)) in ('official business', 'undertime')
      and a.effective_date >= ${start} and a.effective_date <= ${end}
      and a.employee_id in (${sql.join(ids)})`.execute(db);
  const appsOf = new Map<string, DayApplication[]>();
  for (const a of apps.rows) {
    const key = `${Number(a.employee_id)}|${dateText(a.effective_date)}`;
    const day = { ...a, employee_id: Number(a.employee_id), effective_date: dateText(a.effective_date) };
    appsOf.set(key, [...(appsOf.get(key) ?? []), day]);
  }
  const byId = new Map(shifts.map((s) => [s.shift_id, s]));
  const days = rows
    .map((r) => {
      const date = dateText(r.shift_date);
      const record: TimesheetRecord = {
        log_no: Number(r.log_no),
        employee_id: Number(r.employee_id),
        shift_date: date,
        start_time: r.start_time,
        end_time: r.end_time,
        lunch_start: r.lunch_start,
        lunch_end: r.lunch_end,
        notes: r.notes,
      };
      const shiftId = r.shift_id === null ? null : Number(r.shift_id);
      return { date, record, shift_id: shiftId, applications: appsOf.get(`${record.employee_id}|${date}`) };
    })
    .filter(
      (d) =>
        dayBucket(
          {
            record: d.record,
            shift: d.shift_id === null ? undefined : byId.get(d.shift_id),
            applications: d.applications,
          },
          d.date,
          now,
        ) === 'No time out',
    )
    .slice(0, limit);
  const listed = [...new Set(days.map((d) => d.record.employee_id))];
  const employees = JSON.parse(
    await gridEmployeesJson(db, { ...filter, employee_ids: listed }),
  ) as GridEmployee[];
  const employeeOf = new Map(employees.map((e) => [e.employee_id, e]));
  return days.flatMap(({ date, record, shift_id }) => {
    const employee = employeeOf.get(record.employee_id);
    return employee ? [{ employee, date, record, shift_id }] : [];
  });
}
