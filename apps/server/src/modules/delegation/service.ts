/**
 * Delegation while away (issue 27 §2). An approver delegates to another current approver for a
 * date range (Manila dates, inclusive); HR (Approver Assignment update: the screen where approvers
 * are set) sets or ends anyone's. While it runs the delegate sees the approver's waiting
 * applications and decides them in the approver's place (approval.ts asks `placeFor`).
 *
 * Rules: from <= to (400), the end not past (400), the delegate a current approver (400) and not
 * the approver (400); an approver's live ranges never overlap (409, checked under the approver's
 * row lock so two concurrent requests cannot both pass). Ending sets ended_at: the delegation stops
 * at once and its range no longer blocks a new one.
 */
import {
  DELEGATION_MSG,
  type Delegation,
  type DelegationList,
  type MyDelegations,
  manilaToday,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { approverOf } from '../applications/approval.ts';
import * as apps from '../applications/repository.ts';
import { listApprovers } from '../approverassignment/repository.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const todayOf = (deps: Pick<AppDeps, 'clock'>) => manilaToday(deps.clock.now());

async function options(deps: Deps, except: number | null) {
  const approvers = await listApprovers(deps.db);
  return approvers
    .filter((a) => a.status && a.employee_id !== except)
    .map((a) => ({ employee_id: a.employee_id, name: a.name }));
}

export async function myDelegations(deps: Deps, user: AuthUser): Promise<MyDelegations> {
  const me = await approverOf(deps, user);
  const today = todayOf(deps);
  const [delegations, acting, delegates] = await Promise.all([
    repo.listDelegations(deps.db, today, { approverId: me }),
    repo.listDelegations(deps.db, today, { delegateId: me, runningOnly: true }),
    options(deps, me),
  ]);
  return { delegations, delegates, acting_for: acting };
}

export async function allDelegations(deps: Deps): Promise<DelegationList> {
  const today = todayOf(deps);
  const [delegations, approvers] = await Promise.all([
    repo.listDelegations(deps.db, today),
    options(deps, null),
  ]);
  return { delegations, approvers };
}

export async function createDelegation(
  deps: Deps,
  actor: Actor,
  input: { approver_employee_id: number; delegate_employee_id: number; date_from: string; date_to: string },
): Promise<number> {
  const today = todayOf(deps);
  if (input.date_from > input.date_to) throw invalid(DELEGATION_MSG.fromAfterTo);
  if (input.date_to < today) throw invalid(DELEGATION_MSG.toPast);
  if (input.approver_employee_id === input.delegate_employee_id) throw invalid(DELEGATION_MSG.self);
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, [input.approver_employee_id]);
    if (!(await apps.currentApprover(trx, input.approver_employee_id)))
      throw invalid(DELEGATION_MSG.approverNotApprover);
    if (!(await apps.currentApprover(trx, input.delegate_employee_id)))
      throw invalid(DELEGATION_MSG.delegateNotApprover);
    const clash = await repo.overlapping(
      trx,
      input.approver_employee_id,
      input.date_from,
      input.date_to,
      today,
    );
    if (clash) throw conflict(DELEGATION_MSG.overlap(String(clash.date_from), String(clash.date_to)));
    const at = deps.clock.now().toISOString();
    const row = await trx
      .insertInto('approver_delegations')
      .values({ ...input, created_by: actor.userId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'approver_delegation',
      entityId: row.id,
      details: { new: input },
    });
    return row.id;
  });
}

export async function createMine(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  input: { delegate_employee_id: number; date_from: string; date_to: string },
): Promise<number> {
  const me = await approverOf(deps, user);
  return createDelegation(deps, actor, { ...input, approver_employee_id: me });
}

/** Ends a delegation now; `ownerId` limits it to that approver's own (404 for anyone else's). */
export async function endDelegation(deps: Deps, actor: Actor, id: number, ownerId?: number): Promise<void> {
  const today = todayOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    const found: Delegation | undefined = await repo.findDelegation(trx, id, today);
    if (!found || (ownerId !== undefined && found.approver_employee_id !== ownerId))
      throw notFound(DELEGATION_MSG.notFound);
    await lockEmployees(trx, [found.approver_employee_id]);
    if (found.state === 'Ended') throw conflict(DELEGATION_MSG.endedAlready);
    const at = deps.clock.now().toISOString();
    const done = await trx
      .updateTable('approver_delegations')
      .set({ ended_at: at, ended_by: actor.userId })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(DELEGATION_MSG.endedAlready);
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'approver_delegation',
      entityId: id,
      details: { old: found, new: { ended_at: at } },
    });
  });
}

export async function endMine(deps: Deps, user: AuthUser, actor: Actor, id: number): Promise<void> {
  const me = await approverOf(deps, user);
  await endDelegation(deps, actor, id, me);
}
