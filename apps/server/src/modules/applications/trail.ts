/**
 * An application's approval trail (issue 27 §1: "The employee and the filer see the whole trail
 * and who it waits for now"). A chained application reads its snapshot (application_levels) and
 * its decisions; a single-approver application shows as one level of one approver, its decision
 * from the application itself. Seen by the application's employee, its filer and its approvers;
 * anyone else gets 404 (its existence is not told).
 */
import {
  APP_MSG,
  type ApplicationTrail,
  applicationTrailSchema,
  logNoQuery,
  manilaToday,
  type TrailLevel,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { namesOf } from '../approverassignment/chains.ts';
import { actingFor } from '../delegation/repository.ts';
import * as chains from './chains.ts';
import type * as repo from './repository.ts';
import { userOf } from './routes.ts';

const person = (names: Map<number, string>) => (employee_id: number) => ({
  employee_id,
  name: names.get(employee_id) ?? `#${employee_id}`,
});

export async function trailOf(
  db: repo.Db,
  user: AuthUser,
  logNo: number,
  /** Today in Manila (YYYY-MM-DD): whose place a delegate takes. */
  today: string,
): Promise<ApplicationTrail> {
  const app = await db
    .selectFrom('applications')
    .select([
      'id',
      'employee_id',
      'filed_by',
      'approver_employee_id',
      'approval_status',
      'decision_remarks',
      'decided_at',
      'current_level',
      'delegate_employee_id',
    ])
    .where('id', '=', logNo)
    .executeTakeFirst();
  if (!app) throw notFound(APP_MSG.notFound);
  const levels = await chains.levelsOf(db, app.id);
  const chained = levels.length > 0;
  const approverIds = chained ? levels.flatMap((l) => l.approverIds) : [app.approver_employee_id];
  const own = user.employeeId !== null && user.employeeId === app.employee_id;
  const filer = app.filed_by !== null && app.filed_by === user.id;
  const approver = user.employeeId !== null && approverIds.includes(user.employeeId);
  if (!own && !filer && !approver && !(await delegateOf(db, user, app, approverIds, today)))
    throw notFound(APP_MSG.notFound);

  const pending = app.approval_status === 'For Approval';
  const decisions = chained
    ? await chains.decisionsOf(db, app.id)
    : app.decided_at !== null && app.approval_status !== 'For Approval'
      ? [
          {
            level: 1,
            approver_employee_id: app.approver_employee_id,
            // A canceled application was approved first.
            decision: app.approval_status === 'Rejected' ? 'Rejected' : 'Approved',
            remarks: app.decision_remarks,
            decided_at: app.decided_at,
            delegate_employee_id: app.delegate_employee_id,
          },
        ]
      : [];
  const names = await namesOf(db, [
    ...approverIds,
    ...decisions.flatMap((d) => [d.approver_employee_id, d.delegate_employee_id ?? d.approver_employee_id]),
  ]);
  const who = person(names);
  const steps = chained ? levels : [{ level: 1, mode: 'any' as const, approverIds }];
  const current = chained ? app.current_level : 1;
  const out: TrailLevel[] = steps.map((l) => {
    const mine = decisions.filter((d) => d.level === l.level);
    const rejected = mine.some((d) => d.decision === 'Rejected');
    const approvals = mine.filter((d) => d.decision === 'Approved').length;
    const done = l.mode === 'any' ? approvals > 0 : approvals >= l.approverIds.length;
    const state: TrailLevel['state'] = rejected
      ? 'Rejected'
      : done
        ? 'Approved'
        : pending && l.level === current
          ? 'Waiting'
          : 'Not reached';
    return {
      level: l.level,
      mode: l.mode,
      approvers: l.approverIds.map(who),
      decisions: mine.map((d) => ({
        ...who(d.approver_employee_id),
        decision: d.decision === 'Rejected' ? 'Rejected' : 'Approved',
        remarks: d.remarks,
        decided_at: d.decided_at,
        delegate: d.delegate_employee_id ? who(d.delegate_employee_id) : null,
      })),
      state,
    };
  });
  const at = out.find((l) => l.state === 'Waiting');
  const decided = new Set(at?.decisions.map((d) => d.employee_id));
  return {
    log_no: app.id,
    approval_status: app.approval_status,
    chained,
    levels: out,
    waiting:
      pending && at
        ? {
            level: at.level,
            mode: at.mode,
            approvers: at.approvers.filter((a) => !decided.has(a.employee_id)),
          }
        : null,
  };
}

/**
 * A delegate (issue 27 §2) reads the trail of an application they decided for an approver, or of
 * one waiting on an approver whose place they take today.
 */
async function delegateOf(
  db: repo.Db,
  user: AuthUser,
  app: { id: number; approver_employee_id: number; delegate_employee_id: number | null },
  approverIds: number[],
  today: string,
): Promise<boolean> {
  const me = user.employeeId;
  if (me === null) return false;
  if (app.delegate_employee_id === me) return true;
  const decided = await db
    .selectFrom('application_decisions')
    .select('id')
    .where('application_id', '=', app.id)
    .where('delegate_employee_id', '=', me)
    .executeTakeFirst();
  if (decided) return true;
  const acting = await actingFor(db, me, today);
  return acting.some((id) => approverIds.includes(id));
}

/** GET /api/applications/trail?log_no: signed-in only; the service decides who may see it. */
export function trailRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/applications/trail',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['applications'],
        summary:
          "An application's approval trail: each level with its approvers, mode (any one or all) and decisions (who, when, remarks), and who it waits for now. A single-approver application shows one level. For the application's employee, its filer and its approvers; 404 for anyone else.",
        querystring: logNoQuery,
        response: { 200: applicationTrailSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => trailOf(deps.db, userOf(request), request.query.log_no, manilaToday(deps.clock.now())),
  );
}
