/**
 * Leave cells of the schedule, for the applications issue: approving a leave application puts the
 * leave shift (4 Paid Leave, 2 Unpaid Leave) on the date and keeps the shift it replaced in
 * `replaced_shift_id`; withdrawing or rejecting it afterwards restores that shift (or clears the
 * cell when there was none). Run inside the caller's transaction; the caller audits.
 */
import { isLeaveShift } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { entryOn, type Stamp } from './repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export async function placeLeave(
  db: Db,
  cell: { employee_id: number; shift_date: string; leave_shift_id: number },
  stamp: Stamp,
): Promise<void> {
  if (!isLeaveShift(cell.leave_shift_id)) throw new RangeError(`shift ${cell.leave_shift_id} is not a leave`);
  const existing = await entryOn(db, cell.employee_id, cell.shift_date);
  if (!existing) {
    await db
      .insertInto('schedule_entries')
      .values({
        employee_id: cell.employee_id,
        shift_date: cell.shift_date,
        shift_id: cell.leave_shift_id,
        replaced_shift_id: null,
        created_at: stamp.at,
        updated_at: stamp.at,
        updated_by: stamp.by,
      })
      .execute();
    return;
  }
  await db
    .updateTable('schedule_entries')
    .set({
      shift_id: cell.leave_shift_id,
      // A leave replacing a leave keeps the working shift found under the first one.
      replaced_shift_id: isLeaveShift(existing.shift_id) ? existing.replaced_shift_id : existing.shift_id,
      updated_at: stamp.at,
      updated_by: stamp.by,
    })
    .where('id', '=', existing.id)
    .execute();
}

/** Takes a leave off the date: the replaced shift comes back, or the cell is emptied. */
export async function removeLeave(
  db: Db,
  cell: { employee_id: number; shift_date: string },
  stamp: Stamp,
): Promise<void> {
  const existing = await entryOn(db, cell.employee_id, cell.shift_date);
  if (!existing || !isLeaveShift(existing.shift_id)) return;
  if (existing.replaced_shift_id === null) {
    await db.deleteFrom('schedule_entries').where('id', '=', existing.id).execute();
    return;
  }
  await db
    .updateTable('schedule_entries')
    .set({
      shift_id: existing.replaced_shift_id,
      replaced_shift_id: null,
      updated_at: stamp.at,
      updated_by: stamp.by,
    })
    .where('id', '=', existing.id)
    .execute();
}
