/**
 * Set-based queries of the biometric import: a handful of queries per request whatever the number
 * of rows (employees by code, records and schedule of those employees over a date span, and one
 * multi-row upsert per 1,000 rows).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import { ACTIVE_STATUS } from '../shiftsschedule/grid.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per statement: 10 bound values each stays far below SQLite's and PostgreSQL's limits. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ImportEmployee {
  id: number;
  employee_code: string;
  first_name: string;
  last_name: string;
}

/** The Active, non-draft employees among the codes (codes compared upper-cased). */
export async function activeEmployeesByCode(db: Db, codes: readonly string[]): Promise<ImportEmployee[]> {
  const out: ImportEmployee[] = [];
  for (const part of chunks(codes)) {
    const rows = await db
      .selectFrom('employees as e')
      .select(['e.id', 'e.employee_code', 'e.first_name', 'e.last_name'])
      .where(sql<string>`upper(e.employee_code)`, 'in', part)
      .where('e.employee_code', '<>', '')
      .where('e.status_id', 'in', (q) =>
        q.selectFrom('employment_statuses as s').select('s.id').where('s.name', '=', ACTIVE_STATUS),
      )
      .execute();
    for (const r of rows) {
      if (r.employee_code) out.push({ ...r, employee_code: r.employee_code.toUpperCase() });
    }
  }
  return out;
}

export interface ExistingRecord {
  id: number;
  employee_id: number;
  shift_date: string;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: string | null;
}

/** The employees' records from start to end (inclusive). */
export async function recordsIn(
  db: Db,
  employeeIds: readonly number[],
  start: string,
  end: string,
): Promise<ExistingRecord[]> {
  const out: ExistingRecord[] = [];
  for (const part of chunks(employeeIds)) {
    const rows = await db
      .selectFrom('timesheet_records')
      .select([
        'id',
        'employee_id',
        'shift_date',
        'start_time',
        'end_time',
        'lunch_start',
        'lunch_end',
        'notes',
      ])
      .where('employee_id', 'in', part)
      .where('shift_date', '>=', start)
      .where('shift_date', '<=', end)
      .execute();
    out.push(...rows);
  }
  return out;
}

export interface ScheduledDay {
  employee_id: number;
  shift_date: string;
  shift_id: number;
  shift_name: string;
  start_time: string | null;
  end_time: string | null;
  overnight: number;
}

/** The employees' schedule entries (with their shift) from start to end (inclusive). */
export async function scheduleIn(
  db: Db,
  employeeIds: readonly number[],
  start: string,
  end: string,
): Promise<ScheduledDay[]> {
  const out: ScheduledDay[] = [];
  for (const part of chunks(employeeIds)) {
    const rows = await db
      .selectFrom('schedule_entries as se')
      .innerJoin('shifts as s', 's.id', 'se.shift_id')
      .select([
        'se.employee_id',
        'se.shift_date',
        'se.shift_id',
        's.name as shift_name',
        's.start_time',
        's.end_time',
        's.overnight',
      ])
      .where('se.employee_id', 'in', part)
      .where('se.shift_date', '>=', start)
      .where('se.shift_date', '<=', end)
      .execute();
    out.push(...rows);
  }
  return out;
}

export interface UpsertRow {
  employee_id: number;
  shift_date: string;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: string | null;
}

/**
 * Adds or overwrites the rows, one multi-row `insert ... on conflict (employee_id, shift_date) do
 * update` per 1,000 rows (the same statement on SQLite and PostgreSQL). An overwrite keeps the
 * record's log_no.
 */
export async function upsertRecords(
  db: Db,
  rows: readonly UpsertRow[],
  stamp: { at: string; by: number | null },
): Promise<void> {
  if (isPostgres(db)) return upsertPostgres(db, rows, stamp);
  for (const part of chunks(rows)) {
    await db
      .insertInto('timesheet_records')
      .values(part.map((r) => ({ ...r, created_at: stamp.at, updated_at: stamp.at, updated_by: stamp.by })))
      .onConflict((oc) =>
        oc.columns(['employee_id', 'shift_date']).doUpdateSet((eb) => ({
          start_time: eb.ref('excluded.start_time'),
          end_time: eb.ref('excluded.end_time'),
          lunch_start: eb.ref('excluded.lunch_start'),
          lunch_end: eb.ref('excluded.lunch_end'),
          notes: eb.ref('excluded.notes'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .execute();
  }
}

/**
 * PostgreSQL: the same upsert with one array parameter per column (`unnest`), 10,000 rows per
 * statement, instead of ten bound values per row.
 */
async function upsertPostgres(
  db: Db,
  rows: readonly UpsertRow[],
  stamp: { at: string; by: number | null },
): Promise<void> {
  for (const part of chunks(rows, 10_000)) {
    const column = <K extends keyof UpsertRow>(k: K) => part.map((r) => r[k]);
    await sql`insert into timesheet_records
        (employee_id, shift_date, start_time, end_time, lunch_start, lunch_end, notes, created_at, updated_at, updated_by)
      select u.employee_id, u.shift_date, u.start_time, u.end_time, u.lunch_start, u.lunch_end, u.notes,
        ${stamp.at}::timestamptz, ${stamp.at}::timestamptz, ${stamp.by}::integer
      from unnest(${column('employee_id')}::integer[], ${column('shift_date')}::date[],
        ${column('start_time')}::varchar[], ${column('end_time')}::varchar[], ${column('lunch_start')}::varchar[],
        ${column('lunch_end')}::varchar[], ${column('notes')}::varchar[])
        as u(employee_id, shift_date, start_time, end_time, lunch_start, lunch_end, notes)
      on conflict (employee_id, shift_date) do update set
        start_time = excluded.start_time, end_time = excluded.end_time, lunch_start = excluded.lunch_start,
        lunch_end = excluded.lunch_end, notes = excluded.notes, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by`.execute(db);
  }
}
