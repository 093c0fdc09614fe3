/**
 * Whose place a decision is made in (issue 27 §2), for approval.ts and My Sahod Approvals: kept apart
 * from service.ts so the applications module imports only these queries.
 */
import type * as apps from '../applications/repository.ts';
import * as repo from './repository.ts';

/**
 * Whose place `me` decides in (approval.ts): their own when the application waits on them (or
 * names them at its current level); else the place of an approver it waits on whose delegation to
 * `me` runs today (delegateId = me); else their own, and the usual checks refuse it.
 */
export async function placeFor(
  db: apps.Db,
  app: { id: number; approver_employee_id: number; current_level: number },
  levelApprovers: readonly number[] | null,
  me: number,
  today: string,
): Promise<{ approverId: number; delegateId: number | null }> {
  const own = { approverId: me, delegateId: null };
  if (levelApprovers === null && app.approver_employee_id === me) return own;
  // A chain level that names them: their own place first; once decided there, a delegated one
  // (an 'all' level naming both an approver and that approver's delegate).
  const waiting = levelApprovers === null ? [app.approver_employee_id] : await repo.waitingOn(db, app);
  if (levelApprovers?.includes(me) && waiting.includes(me)) return own;
  const acting = new Set(await repo.actingFor(db, me, today));
  if (acting.size === 0) return own;
  const place = waiting.find((id) => acting.has(id)) ?? (levelApprovers ?? []).find((id) => acting.has(id));
  return place === undefined ? own : { approverId: place, delegateId: me };
}

/** Whether `me` may open this application on My Sahod Approvals (else it answers 404 there). */
export async function mayReach(
  db: apps.Db,
  app: { id: number; approver_employee_id: number },
  me: number,
  today: string,
): Promise<boolean> {
  const named = await repo.namedApprovers(db, app);
  if (named.includes(me)) return true;
  const acting = await repo.actingFor(db, me, today);
  return acting.some((id) => named.includes(id));
}
