/** Queries of the shifts (spec 3 "Shift"). */
import type { ShiftRow } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'name',
  'start_time',
  'end_time',
  'color_hex',
  'overnight',
  'break_minutes',
  'grace_minutes',
] as const;

type StoredShift = {
  id: number;
  name: string;
  start_time: string | null;
  end_time: string | null;
  color_hex: string;
  overnight: number;
  break_minutes: number;
  grace_minutes: number;
};

export const toShiftRow = (s: StoredShift): ShiftRow => ({
  shift_id: s.id,
  shift_name: s.name,
  start_time: s.start_time,
  end_time: s.end_time,
  color_hex: s.color_hex,
  overnight: Number(s.overnight) === 1,
  break_minutes: Number(s.break_minutes),
  grace_minutes: Number(s.grace_minutes),
});

/** Every shift (leave shifts included), by start time then name. */
export async function allShifts(db: Db): Promise<ShiftRow[]> {
  const rows = await db.selectFrom('shifts').select(COLUMNS).orderBy('start_time').orderBy('name').execute();
  return rows.map(toShiftRow);
}

export async function findShift(db: Db, id: number): Promise<ShiftRow | undefined> {
  const row = await db.selectFrom('shifts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toShiftRow(row) : undefined;
}

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('shifts').select('id').where('name_key', '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface ShiftValues {
  shift_name: string;
  start_time: string;
  end_time: string;
  color_hex: string;
  overnight: boolean;
  /** Omitted: the column's default (60, 0) on insert, unchanged on update. */
  break_minutes?: number | undefined;
  grace_minutes?: number | undefined;
}

const columns = (v: ShiftValues) => ({
  name: v.shift_name,
  name_key: v.shift_name.toLowerCase(),
  start_time: v.start_time,
  end_time: v.end_time,
  color_hex: v.color_hex,
  overnight: v.overnight ? 1 : 0,
  ...(v.break_minutes !== undefined ? { break_minutes: v.break_minutes } : {}),
  ...(v.grace_minutes !== undefined ? { grace_minutes: v.grace_minutes } : {}),
});

export async function insertShift(db: Db, v: ShiftValues, at: string, by: number | null): Promise<number> {
  const row = await db
    .insertInto('shifts')
    .values({ ...columns(v), created_at: at, updated_at: at, updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateShift(db: Db, id: number, v: ShiftValues, at: string, by: number | null) {
  await db
    .updateTable('shifts')
    .set({ ...columns(v), updated_at: at, updated_by: by })
    .where('id', '=', id)
    .execute();
}

/** Schedule entries that use the shift (as their shift or as the shift a leave replaced). */
export async function entriesUsing(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('schedule_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('shift_id', '=', id), eb('replaced_shift_id', '=', id)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteShift(db: Db, id: number): Promise<void> {
  await db.deleteFrom('shifts').where('id', '=', id).execute();
}
