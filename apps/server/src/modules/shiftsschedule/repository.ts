/** Queries of the schedule entries (spec 3 "Schedule entry"). log_no is the entry's id. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { employeeScope, type GridFilter, jsonArray } from './grid.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredEntry {
  id: number;
  employee_id: number;
  shift_date: string;
  shift_id: number;
  replaced_shift_id: number | null;
}

const COLUMNS = ['id', 'employee_id', 'shift_date', 'shift_id', 'replaced_shift_id'] as const;

/** The range's entries of the grid's employees, as JSON text { log_no, employee_id, shift_date, shift_id }. */
export function entriesJson(db: Db, filter: GridFilter, start: string, end: string): Promise<string> {
  return jsonArray(
    db,
    [
      ['log_no', sql`se.id`],
      ['employee_id', sql`se.employee_id`],
      ['shift_date', sql`se.shift_date`],
      ['shift_id', sql`se.shift_id`],
    ],
    sql`from schedule_entries se join employees e on e.id = se.employee_id
      where se.shift_date >= ${start} and se.shift_date <= ${end} and ${employeeScope(filter)}`,
  );
}

export function findEntry(db: Db, id: number): Promise<StoredEntry | undefined> {
  return db.selectFrom('schedule_entries').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function entryOn(db: Db, employeeId: number, date: string): Promise<StoredEntry | undefined> {
  return db
    .selectFrom('schedule_entries')
    .select(COLUMNS)
    .where('employee_id', '=', employeeId)
    .where('shift_date', '=', date)
    .executeTakeFirst();
}

/** The entries of these employees in [start, end]. */
export async function entriesOf(
  db: Db,
  employeeIds: readonly number[],
  start: string,
  end: string,
): Promise<StoredEntry[]> {
  const out: StoredEntry[] = [];
  for (let i = 0; i < employeeIds.length; i += 1000) {
    const rows = await db
      .selectFrom('schedule_entries')
      .select(COLUMNS)
      .where('employee_id', 'in', employeeIds.slice(i, i + 1000))
      .where('shift_date', '>=', start)
      .where('shift_date', '<=', end)
      .execute();
    out.push(...rows);
  }
  return out;
}

export interface Stamp {
  at: string;
  by: number | null;
}

export async function insertEntry(
  db: Db,
  v: { employee_id: number; shift_date: string; shift_id: number },
  stamp: Stamp,
): Promise<number> {
  const row = await db
    .insertInto('schedule_entries')
    .values({
      ...v,
      replaced_shift_id: null,
      created_at: stamp.at,
      updated_at: stamp.at,
      updated_by: stamp.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts many entries, 500 rows a statement. */
export async function insertEntries(
  db: Db,
  rows: ReadonlyArray<{ employee_id: number; shift_date: string; shift_id: number }>,
  stamp: Stamp,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('schedule_entries')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          ...r,
          replaced_shift_id: null,
          created_at: stamp.at,
          updated_at: stamp.at,
          updated_by: stamp.by,
        })),
      )
      .execute();
  }
}

/** Sets one shift on many entries. */
export async function setShift(db: Db, ids: readonly number[], shiftId: number, stamp: Stamp): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .updateTable('schedule_entries')
      .set({ shift_id: shiftId, updated_at: stamp.at, updated_by: stamp.by })
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
}

export async function deleteEntries(db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .deleteFrom('schedule_entries')
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
}
