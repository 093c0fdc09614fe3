/**
 * The engine's day records (schedule and timesheet) of many employees over [from, to], in two
 * set-based queries per 1,000 employees whatever the number of days. Each query answers one row per
 * employee with the days packed into one string (string_agg, ordered by date; SQLite 3.44+ and
 * PostgreSQL): handing 10,000 rows to JavaScript instead of half a million row objects is what makes
 * a 10,000-employee fetch fast (issue 12 section 4). The packed forms:
 * - schedule: 'YYYY-MM-DD<shift_id>' per day, e.g. '2026-11-021';
 * - timesheet: 'YYYY-MM-DD<start>/<end>/<lunch_start>/<lunch_end>' per day, an empty part for null.
 * Dates are fixed-width (10 characters) and times are 'HH:MM:SS', so ',' and '/' never occur inside
 * a value.
 */
import type { DayRecord } from '@sahod/payroll';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { inIds } from '../../db/chunks.ts';
import { executeHot } from '../../db/hot-statements.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import type { allShifts } from '../shiftsmanagement/repository.ts';

type Db = Kysely<DB> | Transaction<DB>;
type ShiftRow = Awaited<ReturnType<typeof allShifts>>[number];

const CHUNK = 1000;

/**
 * The date column as 'YYYY-MM-DD' text. PostgreSQL's date output in its default ISO DateStyle, which
 * the connection's date parser already relies on (db/connection.ts); a third of the days' read's
 * server CPU less than to_char (issue 28, measured per 20,000 employees: 110-120 ms against 180 ms).
 */
const dateText = (db: Db, column: string): RawBuilder<string> =>
  isPostgres(db) ? sql`${sql.ref(column)}::text` : sql`${sql.ref(column)}`;

/**
 * Per employee of the chunk, the packed days of `table` in [from, to], joined in date order.
 * SQLite's group_concat (issue 28: a third cheaper than string_agg's ORDER BY, which sorted every
 * employee's days in a temporary b-tree) follows the (employee_id, shift_date) key it searches;
 * PostgreSQL's string_agg takes the days from a subquery sorted by employee and date (a third
 * cheaper than its own ORDER BY, measured per 1,000 employees of a month). days() checks the order.
 */
function packedDays(
  db: Db,
  table: 'schedule_entries' | 'timesheet_records',
  day: RawBuilder<string>,
  chunk: readonly number[],
  from: string,
  to: string,
) {
  if (!isPostgres(db))
    return db
      .selectFrom(table)
      .select(['employee_id', sql<string>`group_concat(${day}, ',')`.as('days')])
      .where(inIds(db, 'employee_id', chunk))
      .where('shift_date', '>=', from)
      .where('shift_date', '<=', to)
      .groupBy('employee_id')
      .execute();
  return executeHot(
    db,
    db
      .selectFrom((eb) =>
        eb
          .selectFrom(table)
          .select(['employee_id', day.as('day')])
          .where(inIds(db, 'employee_id', chunk))
          .where('shift_date', '>=', from)
          .where('shift_date', '<=', to)
          .orderBy('employee_id')
          .orderBy('shift_date')
          .as('d'),
      )
      .select(['d.employee_id', sql<string>`string_agg(${sql.ref('d.day')}, ',')`.as('days')])
      .groupBy('d.employee_id'),
  );
}

/**
 * The packed days of one employee in date order. The dates are unique per employee and fixed-width
 * first, so the texts sort by date; a list out of order (never seen) is sorted.
 */
export function inDateOrder(packed: string): string[] {
  const list = packed.split(',');
  for (let i = 1; i < list.length; i++) if ((list[i - 1] as string) > (list[i] as string)) return list.sort();
  return list;
}

const part = (value: string): string | null => (value === '' ? null : value);

type Log = NonNullable<DayRecord['log']>;

/**
 * The logs of packed timesheet days. Days with the same times share one log object (the engine only
 * reads it): a month of 100,000 employees' days is mostly a few distinct shifts' times.
 */
function parseLogs(packed: string, known: Map<string, Log>): Array<[string, Log]> {
  return inDateOrder(packed).map((day) => {
    const times = day.slice(10);
    let log = known.get(times);
    if (!log) {
      const [start, end, lunchStart, lunchEnd] = times.split('/');
      log = {
        start_time: part(start ?? ''),
        end_time: part(end ?? ''),
        lunch_start: part(lunchStart ?? ''),
        lunch_end: part(lunchEnd ?? ''),
      };
      known.set(times, log);
    }
    return [day.slice(0, 10), log];
  });
}

/** Per employee, the day records (ordered by date) of the dates with a schedule entry or a log. */
export async function dayRecords(
  db: Db,
  ids: readonly number[],
  from: string,
  to: string,
  shifts: readonly ShiftRow[],
): Promise<Map<number, DayRecord[]>> {
  const shiftById = new Map(shifts.map((s) => [s.shift_id, s]));
  // One shift record per shift id, shared by every day that has it (the engine only reads it).
  const shiftRecords = new Map<number, NonNullable<DayRecord['shift']>>();
  const shiftOf = (shiftId: number): NonNullable<DayRecord['shift']> => {
    let record = shiftRecords.get(shiftId);
    if (!record) {
      const known = shiftById.get(shiftId);
      record = {
        shift_id: shiftId,
        start_time: known?.start_time ?? null,
        end_time: known?.end_time ?? null,
        break_minutes: known?.break_minutes ?? null,
        grace_minutes: known?.grace_minutes ?? null,
      };
      shiftRecords.set(shiftId, record);
    }
    return record;
  };
  const schedules = new Map<number, string>();
  const logs = new Map<number, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const entryDate = dateText(db, 'shift_date');
    const [entries, records] = await Promise.all([
      packedDays(
        db,
        'schedule_entries',
        sql<string>`${entryDate} || cast(shift_id as varchar(12))`,
        chunk,
        from,
        to,
      ),
      packedDays(
        db,
        'timesheet_records',
        sql<string>`${entryDate} || coalesce(start_time, '') || '/' || coalesce(end_time, '') || '/' || coalesce(lunch_start, '') || '/' || coalesce(lunch_end, '')`,
        chunk,
        from,
        to,
      ),
    ]);
    for (const r of entries) schedules.set(r.employee_id, r.days);
    for (const r of records) logs.set(r.employee_id, r.days);
  }
  const out = new Map<number, DayRecord[]>();
  const known = new Map<string, Log>();
  for (const id of ids) {
    const packedEntries = schedules.get(id);
    const packedLogs = logs.get(id);
    if (packedEntries === undefined && packedLogs === undefined) continue;
    const entries = packedEntries === undefined ? [] : inDateOrder(packedEntries);
    const dayLogs = packedLogs === undefined ? [] : parseLogs(packedLogs, known);
    const days: DayRecord[] = [];
    // Both lists are ordered by date: merge them into one record per date.
    let e = 0;
    let l = 0;
    while (e < entries.length || l < dayLogs.length) {
      const entry = entries[e];
      const entryDay = entry?.slice(0, 10);
      const log = dayLogs[l];
      const logDay = log?.[0];
      const date = (
        entryDay === undefined ? logDay : logDay === undefined || entryDay <= logDay ? entryDay : logDay
      ) as string;
      let shift: DayRecord['shift'] = null;
      if (entry !== undefined && entryDay === date) {
        shift = shiftOf(Number(entry.slice(10)));
        e++;
      }
      let dayLog: DayRecord['log'] = null;
      if (log !== undefined && logDay === date) {
        dayLog = log[1];
        l++;
      }
      days.push({ date, log: dayLog, shift });
    }
    out.set(id, days);
  }
  return out;
}
