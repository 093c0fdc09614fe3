/**
 * The Timesheet cards' biggest read (issue 28): the week's days of the filter's employees grouped by
 * everything the payroll's day status reads (date, shift, whether there is a record, its four
 * times), each group with its count (weekSummary.ts classifies each group once). The groups are
 * counts, so they add up across employees: on SQLite, over many employees (CARDS_SPLIT_MIN) the
 * employees are split into ranges of ids and each range is counted on its own connection, on the
 * payroll's worker threads (payroll/fetchWorkers.ts: SQLite's synchronous driver then runs on several
 * cores); weekSummary adds the parts' groups.
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import { cardsPartOnWorker, cardsWorkersFor } from '../payroll/fetchWorkers.ts';
import { employeeScope, type GridFilter } from '../shiftsschedule/grid.ts';

type Db = Kysely<DB> | Transaction<DB>;
type Count = number | string;

export interface DayRow {
  d: string;
  shift_id: number | null;
  has_record: number | string | boolean;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
}

/** A group of days and how many (plain data: it crosses from a worker thread). */
export interface DayGroup {
  d: string;
  shift_id: number | null;
  has_record: 0 | 1;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  n: number;
}

/** What one part counts: the filter's employees (those with ids from `from` to `to` when given). */
export interface CardsPart {
  filter: GridFilter;
  start: string;
  end: string;
  from?: number;
  to?: number;
}

/** Employees under the filter from which the groups are counted in parts on the worker threads. */
export const CARDS_SPLIT_MIN = 20_000;
let splitMin = CARDS_SPLIT_MIN;

/** Tests: count in parts from this many employees (the default again without an argument). */
export function configureCardsSplit(min = CARDS_SPLIT_MIN): void {
  splitMin = min;
}

export const dateText = (v: unknown) => String(v).slice(0, 10);
export const hasRecord = (v: DayRow['has_record']) => Number(v) === 1 || v === true;

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
    if (hasRecord(g.has_record)) taken.set(recordKey(g), (taken.get(recordKey(g)) ?? 0) + Number(g.n));
  return records.flatMap((r) => {
    const n = Number(r.n) - (taken.get(recordKey(r)) ?? 0);
    return n > 0 ? [{ ...r, shift_id: null, has_record: 1, n }] : [];
  });
}

const plain = (g: DayRow & { n: Count }): DayGroup => ({
  d: dateText(g.d),
  shift_id: g.shift_id === null ? null : Number(g.shift_id),
  has_record: hasRecord(g.has_record) ? 1 : 0,
  start_time: g.start_time,
  end_time: g.end_time,
  lunch_start: g.lunch_start,
  lunch_end: g.lunch_end,
  n: Number(g.n),
});

/** The day groups of one part (or of the whole filter), on this connection. */
export async function dayGroups(db: Db, part: CardsPart): Promise<DayGroup[]> {
  const { start, end } = part;
  const inRange = (column: RawBuilder<unknown>) => sql`${column} >= ${start} and ${column} <= ${end}`;
  // A range of employees: on the employee column of each table, so either side can be read by it.
  const ids = (column: RawBuilder<unknown>) =>
    part.from === undefined || part.to === undefined
      ? sql`1 = 1`
      : sql`${column} >= ${part.from} and ${column} <= ${part.to}`;
  const scope = sql`${employeeScope(part.filter)} and ${ids(sql`e.id`)}`;
  const withShift = sql`select se.shift_date as d, se.shift_id,
        case when t.id is null then 0 else 1 end as has_record,
        t.start_time, t.end_time, t.lunch_start, t.lunch_end, count(*) as n
      from schedule_entries se join employees e on e.id = se.employee_id
        left join timesheet_records t on t.employee_id = se.employee_id and t.shift_date = se.shift_date
      where ${inRange(sql`se.shift_date`)} and ${ids(sql`se.employee_id`)} and ${scope}
      group by se.shift_date, se.shift_id, case when t.id is null then 0 else 1 end,
        t.start_time, t.end_time, t.lunch_start, t.lunch_end`;
  // Days with a shift (and their record if any), then days with a record and no shift.
  // SQLite: each read through the (employee_id, shift_date) unique index of the other table.
  // PostgreSQL: its anti-join of the records against the entries cost more than grouping every
  // record and taking away those of days with a shift (recordsWithoutShift).
  if (isPostgres(db)) {
    const [shifted, records] = await Promise.all([
      sql<DayRow & { n: Count }>`${withShift}`.execute(db),
      sql<DayRow & { n: Count }>`select t.shift_date as d, t.start_time, t.end_time, t.lunch_start,
          t.lunch_end, count(*) as n
        from timesheet_records t join employees e on e.id = t.employee_id
        where ${inRange(sql`t.shift_date`)} and ${ids(sql`t.employee_id`)} and ${scope}
        group by t.shift_date, t.start_time, t.end_time, t.lunch_start, t.lunch_end`.execute(db),
    ]);
    return [...shifted.rows, ...recordsWithoutShift(shifted.rows, records.rows)].map(plain);
  }
  // SQLite: the days' fields as one text key a day, grouped by that key. Its sorter compared the
  // seven columns of each of the week's 700,000 days at 100,000 employees (about 1.5 s of CPU); one
  // text column sorts in about half. Parts are joined by char(31); a null is '' and a value is
  // '=' and its text, so the key reads back exactly (keyRow).
  const opt = (column: RawBuilder<unknown>) => sql`coalesce('=' || ${column}, '')`;
  const times = sql`${opt(sql`t.start_time`)} || char(31) || ${opt(sql`t.end_time`)} || char(31)
    || ${opt(sql`t.lunch_start`)} || char(31) || ${opt(sql`t.lunch_end`)}`;
  const groups = await sql<{ k: string; n: Count }>`select k, count(*) as n from (
      select se.shift_date || char(31) || ${opt(sql`se.shift_id`)} || char(31)
          || case when t.id is null then '0' else '1' end || char(31) || ${times} as k
        from schedule_entries se join employees e on e.id = se.employee_id
          left join timesheet_records t on t.employee_id = se.employee_id and t.shift_date = se.shift_date
        where ${inRange(sql`se.shift_date`)} and ${ids(sql`se.employee_id`)} and ${scope}
      union all
      select t.shift_date || char(31) || '' || char(31) || '1' || char(31) || ${times} as k
        from timesheet_records t join employees e on e.id = t.employee_id
        where ${inRange(sql`t.shift_date`)} and ${ids(sql`t.employee_id`)} and ${scope}
          and not exists (select 1 from schedule_entries x
            where x.employee_id = t.employee_id and x.shift_date = t.shift_date)
    ) days group by k`.execute(db);
  return groups.rows.map(keyRow);
}

const value = (part: string | undefined) => (part === undefined || part === '' ? null : part.slice(1));

/** A group of the SQLite key (date, shift, has record, four times) with its count. */
function keyRow(row: { k: string; n: Count }): DayGroup {
  const [d, shift, has, start_time, end_time, lunch_start, lunch_end] = row.k.split('\x1f');
  const shiftId = value(shift);
  return {
    d: dateText(d),
    shift_id: shiftId === null ? null : Number(shiftId),
    has_record: has === '1' ? 1 : 0,
    start_time: value(start_time),
    end_time: value(end_time),
    lunch_start: value(lunch_start),
    lunch_end: value(lunch_end),
    n: Number(row.n),
  };
}

/**
 * The day groups of the filter's `employees`: on the request's connection, or (CARDS_SPLIT_MIN
 * employees or more, worker threads configured, a database another connection can open) in one
 * range of employee ids per worker, counted at once; a group the parts share comes once, its counts
 * added.
 */
export async function weekDayGroups(
  db: Db,
  filter: GridFilter,
  start: string,
  end: string,
  employees: number,
): Promise<DayGroup[]> {
  // PostgreSQL reads the two halves of the groups on two connections already (dayGroups); in parts
  // on the workers it was slower at 100,000 (bench/README.md), so it stays in one part.
  const workers = isPostgres(db) ? 0 : cardsWorkersFor(db);
  if (workers < 2 || employees < splitMin) return dayGroups(db, { filter, start, end });
  const bounds = await db
    .selectFrom('employees')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .executeTakeFirst();
  const low = Number(bounds?.low ?? 0);
  const high = Number(bounds?.high ?? 0);
  const width = Math.ceil((high - low + 1) / workers);
  const parts: CardsPart[] = [];
  for (let from = low; from <= high; from += width)
    parts.push({ filter, start, end, from, to: Math.min(high, from + width - 1) });
  return mergedGroups((await Promise.all(parts.map((part) => cardsPartOnWorker(db, part)))).flat());
}

/** The groups with each repeated group (same date, shift, record and times) once, its counts added. */
function mergedGroups(groups: readonly DayGroup[]): DayGroup[] {
  const merged = new Map<string, DayGroup>();
  for (const g of groups) {
    const key = JSON.stringify([
      g.d,
      g.shift_id,
      g.has_record,
      g.start_time,
      g.end_time,
      g.lunch_start,
      g.lunch_end,
    ]);
    const seen = merged.get(key);
    if (seen) seen.n += g.n;
    else merged.set(key, { ...g });
  }
  return [...merged.values()];
}
