/**
 * Queries of delegation (issue 27 §2). A delegation runs on `today` (a Manila date) when it was not
 * ended and date_from <= today <= date_to; the delegate then takes the approver's place.
 */
import type { Delegation } from '@sahod/shared';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../applications/repository.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function delegationQuery(db: Db) {
  return db
    .selectFrom('approver_delegations as d')
    .innerJoin('employees as a', 'a.id', 'd.approver_employee_id')
    .innerJoin('employees as g', 'g.id', 'd.delegate_employee_id')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select([
      'd.id',
      'd.approver_employee_id',
      'a.first_name as approver_first',
      'a.last_name as approver_last',
      'd.delegate_employee_id',
      'g.first_name as delegate_first',
      'g.last_name as delegate_last',
      'd.date_from',
      'd.date_to',
      'd.ended_at',
      'u.username as created_by',
      'd.created_at',
    ])
    .orderBy('d.date_from', 'desc')
    .orderBy('d.id', 'desc');
}

type Record = Awaited<ReturnType<ReturnType<typeof delegationQuery>['executeTakeFirstOrThrow']>>;

/** PostgreSQL answers a `date` column as a Date or text depending on the driver's parser: always text. */
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

function toDelegation(r: Record, today: string): Delegation {
  const from = day(r.date_from);
  const to = day(r.date_to);
  const state = r.ended_at !== null || to < today ? 'Ended' : from > today ? 'Upcoming' : 'Running';
  return {
    id: r.id,
    approver_employee_id: r.approver_employee_id,
    approver: fullName(r.approver_first, r.approver_last),
    delegate_employee_id: r.delegate_employee_id,
    delegate: fullName(r.delegate_first, r.delegate_last),
    date_from: from,
    date_to: to,
    state,
    created_by: r.created_by,
    created_at: r.created_at,
  };
}

export async function listDelegations(
  db: Db,
  today: string,
  where: { approverId?: number; delegateId?: number; runningOnly?: boolean } = {},
): Promise<Delegation[]> {
  let q = delegationQuery(db);
  if (where.approverId !== undefined) q = q.where('d.approver_employee_id', '=', where.approverId);
  if (where.delegateId !== undefined) q = q.where('d.delegate_employee_id', '=', where.delegateId);
  if (where.runningOnly) q = q.where(running(today));
  return (await q.execute()).map((r) => toDelegation(r, today));
}

export async function findDelegation(db: Db, id: number, today: string): Promise<Delegation | undefined> {
  const row = await delegationQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row && toDelegation(row, today);
}

/** The SQL test of a running delegation (alias d). */
const running = (today: string) =>
  sql<SqlBool>`d.ended_at is null and d.date_from <= ${today} and d.date_to >= ${today}`;

/** The approvers whose place this employee takes today (their running delegations to them). */
export async function actingFor(db: Db, delegateId: number, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('approver_delegations as d')
    .select('d.approver_employee_id')
    .where('d.delegate_employee_id', '=', delegateId)
    .where(running(today))
    .execute();
  return [...new Set(rows.map((r) => r.approver_employee_id))];
}

/** Each approver's running delegate today (an approver has at most one: ranges never overlap). */
export async function delegatesOf(
  db: Db,
  approverIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (approverIds.length === 0) return out;
  const rows = await db
    .selectFrom('approver_delegations as d')
    .select(['d.approver_employee_id', 'd.delegate_employee_id'])
    .where('d.approver_employee_id', 'in', [...new Set(approverIds)])
    .where(running(today))
    .orderBy('d.id')
    .execute();
  for (const r of rows) out.set(r.approver_employee_id, r.delegate_employee_id);
  return out;
}

/** A live (not ended) delegation of this approver whose range meets from..to, if any. */
export function overlapping(db: Db, approverId: number, from: string, to: string, today: string) {
  return db
    .selectFrom('approver_delegations as d')
    .select(['d.id', 'd.date_from', 'd.date_to'])
    .where('d.approver_employee_id', '=', approverId)
    .where('d.ended_at', 'is', null)
    .where('d.date_to', '>=', today)
    .where('d.date_from', '<=', to)
    .where('d.date_to', '>=', from)
    .orderBy('d.date_from')
    .executeTakeFirst();
}

/** The employees among these who are on an approved leave on `date`. */
export async function onLeave(db: Db, employeeIds: readonly number[], date: string): Promise<Set<number>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .select('a.employee_id')
    .where('a.employee_id', 'in', [...new Set(employeeIds)])
    .where('a.effective_date', '=', date)
    .where('a.approval_status', '=', 'Approved')
    .where('t.is_leave', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.employee_id));
}

/**
 * The approvers an application waits on now: its approver (no chain), or the approvers of its
 * current level who have not decided there yet (a chain, 0049).
 */
export async function waitingOn(
  db: Db,
  app: { id: number; approver_employee_id: number; current_level: number },
): Promise<number[]> {
  const level = await db
    .selectFrom('application_levels')
    .select('approver_ids')
    .where('application_id', '=', app.id)
    .where('level', '=', app.current_level)
    .executeTakeFirst();
  if (!level) return [app.approver_employee_id];
  const decided = await db
    .selectFrom('application_decisions')
    .select('approver_employee_id')
    .where('application_id', '=', app.id)
    .where('level', '=', app.current_level)
    .execute();
  return undecided(
    level.approver_ids,
    decided.map((d) => d.approver_employee_id),
  );
}

/** A level's approvers (its comma-separated ids) who have not decided yet. */
function undecided(approverIds: string, decided: readonly number[]): number[] {
  const done = new Set(decided);
  return approverIds
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && !done.has(n));
}

/**
 * Every pending application (For Approval) at once, three statements whatever their count: for those
 * at a chain level, who has not decided yet (`waiting`; an application without levels waits on its
 * approver), and for those past level 1, when the level before was last decided (`previousAt`).
 */
export async function pendingLevels(
  db: Db,
): Promise<{ waiting: Map<number, number[]>; previousAt: Map<number, string> }> {
  const pending = db
    .selectFrom('applications')
    .select(['id', 'current_level'])
    .where('approval_status', '=', 'For Approval');
  const [levels, decisions, previous] = await Promise.all([
    db
      .selectFrom('application_levels as l')
      .innerJoin(pending.as('a'), (j) =>
        j.onRef('a.id', '=', 'l.application_id').onRef('a.current_level', '=', 'l.level'),
      )
      .select(['l.application_id', 'l.approver_ids'])
      .execute(),
    db
      .selectFrom('application_decisions as d')
      .innerJoin(pending.as('a'), (j) =>
        j.onRef('a.id', '=', 'd.application_id').onRef('a.current_level', '=', 'd.level'),
      )
      .select(['d.application_id', 'd.approver_employee_id'])
      .execute(),
    db
      .selectFrom('application_decisions as d')
      .innerJoin(pending.as('a'), 'a.id', 'd.application_id')
      .where(sql<SqlBool>`d.level = a.current_level - 1`)
      .select((eb) => ['d.application_id', eb.fn.max('d.decided_at').as('at')])
      .groupBy('d.application_id')
      .execute(),
  ]);
  const decided = new Map<number, number[]>();
  for (const d of decisions)
    decided.set(d.application_id, [...(decided.get(d.application_id) ?? []), d.approver_employee_id]);
  const waiting = new Map<number, number[]>();
  for (const l of levels)
    waiting.set(l.application_id, undecided(l.approver_ids, decided.get(l.application_id) ?? []));
  const previousAt = new Map<number, string>();
  for (const p of previous) if (p.at != null) previousAt.set(p.application_id, String(p.at));
  return { waiting, previousAt };
}

/** Every approver named on the application: its approver and each chain level's. */
export async function namedApprovers(
  db: Db,
  app: { id: number; approver_employee_id: number },
): Promise<number[]> {
  const levels = await db
    .selectFrom('application_levels')
    .select('approver_ids')
    .where('application_id', '=', app.id)
    .execute();
  const ids = levels.flatMap((l) => l.approver_ids.split(',').map(Number));
  return [...new Set([app.approver_employee_id, ...ids.filter((n) => Number.isInteger(n) && n > 0)])];
}

/**
 * HR, for notices: active, approved accounts whose role may update Approver Assignment (where
 * approvers and their delegates are set). Not Applications Approval update: every approver's role
 * has that (the demo's Employee role does), so it would tell every approver.
 */
export async function hrUsers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'u.role_id')
    .innerJoin('modules as m', 'm.id', 'rp.module_id')
    .select('u.id')
    .where('m.key', '=', 'approverassignment')
    .where('rp.can_update', '=', 1)
    .where('u.status', '=', 1)
    .where('u.approval_status', '=', 'Approved')
    .execute();
  return [...new Set(rows.map((r) => r.id))];
}
