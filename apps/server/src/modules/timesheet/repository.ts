/** Queries of the timesheet records (spec 3 "Timesheet record"). log_no is the record's id. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { employeeScope, type GridFilter, jsonTable } from '../shiftsschedule/grid.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredRecord {
  id: number;
  employee_id: number;
  shift_date: string;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: string | null;
}

const COLUMNS = [
  'id',
  'employee_id',
  'shift_date',
  'start_time',
  'end_time',
  'lunch_start',
  'lunch_end',
  'notes',
] as const;

export type RecordValues = Omit<StoredRecord, 'id' | 'employee_id' | 'shift_date'>;

/** The range's records of the grid's employees as a JSON table. */
export function recordsJson(db: Db, filter: GridFilter, start: string, end: string): Promise<string> {
  return jsonTable(
    db,
    [
      ['log_no', sql`t.id`, 'int'],
      ['employee_id', sql`t.employee_id`, 'int'],
      ['shift_date', sql`t.shift_date`, 'date'],
      ['start_time', sql`t.start_time`, 'time'],
      ['end_time', sql`t.end_time`, 'time'],
      ['lunch_start', sql`t.lunch_start`, 'time'],
      ['lunch_end', sql`t.lunch_end`, 'time'],
      ['notes', sql`t.notes`, 'text'],
    ],
    sql`from timesheet_records t join employees e on e.id = t.employee_id
      where t.shift_date >= ${start} and t.shift_date <= ${end} and ${employeeScope(filter)}`,
  );
}

/**
 * The range's approved Official Business and Undertime of the grid's employees as a JSON table
 * (issue 27 section 3): the grid shows them on their days, the way the payroll counts them.
 */
export function businessJson(db: Db, filter: GridFilter, start: string, end: string): Promise<string> {
  return jsonTable(
    db,
    [
      ['application_id', sql`a.id`, 'int'],
      ['employee_id', sql`a.employee_id`, 'int'],
      ['effective_date', sql`a.effective_date`, 'date'],
      ['application_type', sql`t.name`, 'text'],
      ['start_time', sql`a.start_time`, 'text'],
      ['end_time', sql`a.end_time`, 'text'],
    ],
    sql`from applications a join application_types t on t.id = a.application_type_id
      join employees e on e.id = a.employee_id
      where a.approval_status = 'Approved' and a.effective_date >= ${start} and a.effective_date <= ${end}
      and lower(trim(t.name)) in ('official business', 'undertime') and ${employeeScope(filter)}`,
    sql`a.effective_date, a.id`,
  );
}

export function findRecord(db: Db, id: number): Promise<StoredRecord | undefined> {
  return db.selectFrom('timesheet_records').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function recordOn(db: Db, employeeId: number, date: string): Promise<StoredRecord | undefined> {
  return db
    .selectFrom('timesheet_records')
    .select(COLUMNS)
    .where('employee_id', '=', employeeId)
    .where('shift_date', '=', date)
    .executeTakeFirst();
}

export function recordsOf(db: Db, employeeId: number, start: string, end: string): Promise<StoredRecord[]> {
  return db
    .selectFrom('timesheet_records')
    .select(COLUMNS)
    .where('employee_id', '=', employeeId)
    .where('shift_date', '>=', start)
    .where('shift_date', '<=', end)
    .orderBy('shift_date')
    .execute();
}

export interface Stamp {
  at: string;
  by: number | null;
}

export async function insertRecord(
  db: Db,
  v: RecordValues & { employee_id: number; shift_date: string },
  stamp: Stamp,
): Promise<number> {
  const row = await db
    .insertInto('timesheet_records')
    .values({ ...v, created_at: stamp.at, updated_at: stamp.at, updated_by: stamp.by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRecord(db: Db, id: number, v: RecordValues, stamp: Stamp): Promise<void> {
  await db
    .updateTable('timesheet_records')
    .set({ ...v, updated_at: stamp.at, updated_by: stamp.by })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecords(db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .deleteFrom('timesheet_records')
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
}

/** An employee (drafts excluded) by code, for the dev tools. */
export function employeeByCode(db: Db, code: string) {
  return db
    .selectFrom('employees')
    .select(['id', 'employee_code', 'first_name', 'last_name'])
    .where('employee_code', '=', code)
    .executeTakeFirst();
}
