/**
 * Shifts Management (spec 2, 3 "Shift", 5 "Shift save"). The leave shifts (2 Unpaid Leave, 4 Paid
 * Leave) are written only by approved leave applications: they are left out of the list and every
 * write to them is refused. A shift still used by a schedule entry cannot be deleted (409 with the
 * count). Names are unique, case-insensitive.
 */
import { isLeaveShift, SHIFT_MSG, type ShiftCreate, type ShiftRow, type ShiftUpdate } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function fetchShifts(deps: Deps): Promise<ShiftRow[]> {
  return (await repo.allShifts(deps.db)).filter((s) => !isLeaveShift(s.shift_id));
}

export async function createShift(deps: Deps, actor: Actor, input: ShiftCreate): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.nameTaken(trx, input.shift_name)) throw conflict(SHIFT_MSG.duplicateName);
    const id = await repo.insertShift(trx, input, deps.clock.now().toISOString(), actor.userId);
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'shift',
      entityId: id,
      details: { old: null, new: input },
    });
    return id;
  });
}

export async function updateShift(deps: Deps, actor: Actor, input: ShiftUpdate): Promise<void> {
  if (isLeaveShift(input.shift_id)) throw conflict(SHIFT_MSG.leaveLocked);
  await deps.db.transaction().execute(async (trx) => {
    const old = await repo.findShift(trx, input.shift_id);
    if (!old) throw notFound(SHIFT_MSG.notFound);
    if (await repo.nameTaken(trx, input.shift_name, input.shift_id)) throw conflict(SHIFT_MSG.duplicateName);
    const { shift_id, ...values } = input;
    await repo.updateShift(trx, shift_id, values, deps.clock.now().toISOString(), actor.userId);
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'shift',
      entityId: shift_id,
      details: { old, new: input },
    });
  });
}

export async function deleteShift(deps: Deps, actor: Actor, id: number): Promise<void> {
  if (isLeaveShift(id)) throw conflict(SHIFT_MSG.leaveLocked);
  await deps.db.transaction().execute(async (trx) => {
    const old = await repo.findShift(trx, id);
    if (!old) throw notFound(SHIFT_MSG.notFound);
    const used = await repo.entriesUsing(trx, id);
    if (used > 0) throw conflict(SHIFT_MSG.inUse(used));
    await repo.deleteShift(trx, id);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'shift',
      entityId: id,
      details: { old, new: null },
    });
  });
}
