/**
 * Approval chains (issue 27 §1): which chain applies at filing, its snapshot on the application,
 * and a decision at a level before the last.
 *
 * The most specific chain applies: one naming the type beats one for every type; then department
 * beats company beats every company. No chain: the application keeps today's single approver
 * (no application_levels rows), so existing data behaves exactly as before.
 *
 * A decision on a chained application is recorded in application_decisions (unique per
 * application, level and approver: a second recording is impossible) and the level moves with a
 * conditional update of applications.current_level, so of two concurrent decisions at one level
 * exactly one is recorded; the other gets 409 'already decided'. The last level's approval goes
 * through the ordinary approve path (approval.ts decide).
 */
import { APP_MSG } from '@sahod/shared';
import { conflict, invalid } from '../../platform/errors.ts';
import type * as repo from './repository.ts';

export type Level = { level: number; mode: 'any' | 'all'; approverIds: number[] };

const ids = (text: string) =>
  text
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);

/** The levels of the most specific chain for this type and employee, or [] (single approver). */
export async function chainFor(db: repo.Db, typeId: number, employeeId: number): Promise<Level[]> {
  const emp = await db
    .selectFrom('employees')
    .select(['company_id', 'department_id'])
    .where('id', '=', employeeId)
    .executeTakeFirst();
  const chains = await db.selectFrom('approval_chains').selectAll().execute();
  const score = (c: (typeof chains)[number]) => {
    if (c.application_type_id !== null && c.application_type_id !== typeId) return -1;
    if (c.department_id !== null && c.department_id !== emp?.department_id) return -1;
    if (c.company_id !== null && c.company_id !== emp?.company_id) return -1;
    return (
      (c.application_type_id !== null ? 4 : 0) +
      (c.department_id !== null ? 2 : 0) +
      (c.company_id !== null ? 1 : 0)
    );
  };
  const best = chains
    .map((c) => ({ c, s: score(c) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => b.s - a.s || a.c.id - b.c.id)[0];
  if (!best) return [];
  const rows = await db
    .selectFrom('approval_chain_levels')
    .selectAll()
    .where('chain_id', '=', best.c.id)
    .orderBy('level')
    .execute();
  return rows.map((r, i) => ({
    level: i + 1,
    mode: r.mode === 'all' ? 'all' : 'any',
    approverIds: ids(r.approver_ids),
  }));
}

/** Stores the chain's snapshot on each new application (nothing for no chain). */
export async function snapshot(db: repo.Db, applicationIds: number[], levels: Level[]): Promise<void> {
  if (levels.length === 0 || applicationIds.length === 0) return;
  await db
    .insertInto('application_levels')
    .values(
      applicationIds.flatMap((application_id) =>
        levels.map((l) => ({
          application_id,
          level: l.level,
          mode: l.mode,
          approver_ids: l.approverIds.join(','),
        })),
      ),
    )
    .execute();
}

export async function levelsOf(db: repo.Db, applicationId: number): Promise<Level[]> {
  const rows = await db
    .selectFrom('application_levels')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('level')
    .execute();
  return rows.map((r) => ({
    level: r.level,
    mode: r.mode === 'all' ? 'all' : 'any',
    approverIds: ids(r.approver_ids),
  }));
}

export async function decisionsOf(db: repo.Db, applicationId: number) {
  return db
    .selectFrom('application_decisions')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('level')
    .orderBy('id')
    .execute();
}

type Decided = { final: boolean };

/**
 * Records a decision at the application's current level. Answers final: true when the
 * application must now go through the ordinary approve/reject path (a rejection, or the approval
 * that completes the last level); false when it moved to the next level or waits for others of
 * an 'all' level.
 */
export async function recordAtLevel(
  trx: repo.Db,
  app: repo.StoredApplication & { current_level: number },
  levels: Level[],
  approverId: number,
  decision: 'Approved' | 'Rejected',
  remarks: string,
  deciderUserId: number | null,
  at: string,
  /** Issue 27 §2: the delegate deciding in approverId's place (null: the approver). */
  delegateId: number | null = null,
): Promise<Decided> {
  const level = levels.find((l) => l.level === app.current_level);
  if (!level?.approverIds.includes(approverId)) {
    // An approver of a level already passed: a concurrent or late decision (409, not 400).
    const passed = levels.some((l) => l.level < app.current_level && l.approverIds.includes(approverId));
    throw passed ? conflict(APP_MSG.alreadyDecided) : invalid(APP_MSG.notYourApproval);
  }
  const before = await trx
    .selectFrom('application_decisions')
    .select(['approver_employee_id', 'decision'])
    .where('application_id', '=', app.id)
    .where('level', '=', level.level)
    .execute();
  if (
    before.some((d) => d.approver_employee_id === approverId) ||
    (level.mode === 'any' && before.length > 0)
  )
    throw conflict(APP_MSG.alreadyDecided);
  try {
    await trx
      .insertInto('application_decisions')
      .values({
        application_id: app.id,
        level: level.level,
        approver_employee_id: approverId,
        decision,
        remarks,
        decided_by: deciderUserId,
        decided_at: at,
        delegate_employee_id: delegateId,
      })
      .execute();
  } catch {
    throw conflict(APP_MSG.alreadyDecided);
  }
  if (decision === 'Rejected') return { final: true };
  const approvals = before.filter((d) => d.decision === 'Approved').length + 1;
  const levelDone = level.mode === 'any' || approvals >= level.approverIds.length;
  if (!levelDone) return { final: false };
  const last = level.level === Math.max(...levels.map((l) => l.level));
  if (last) return { final: true };
  const moved = await trx
    .updateTable('applications')
    .set({ current_level: level.level + 1, updated_at: at })
    .where('id', '=', app.id)
    .where('current_level', '=', level.level)
    .where('approval_status', '=', 'For Approval')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw conflict(APP_MSG.alreadyDecided);
  return { final: false };
}
