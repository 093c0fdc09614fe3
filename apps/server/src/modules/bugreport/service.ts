/**
 * Bug reports (spec 3 "Bug report", 6). The reporter and the time come from the token and the
 * clock. Who may change what:
 *   - update permission: any report's text and status;
 *   - the reporter (with create permission): their own report's text while it is Open, status
 *     unchanged (spec 6: status is editable only with update).
 */
import {
  BUG_MSG,
  type BugReportCreate,
  type BugReportRow,
  type BugReportUpdate,
  MSG,
  type PermissionSet,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { permissionsFor } from '../../platform/permissions.ts';
import {
  allReports,
  deleteReport,
  findReport,
  insertReport,
  type StoredBugReport,
  updateReport,
} from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function bugReportPermissions(deps: Deps, user: AuthUser): Promise<PermissionSet> {
  const perms = await permissionsFor(deps.db, user.roleId, ['bugreport']);
  return perms.get('bugreport') ?? { view: false, create: false, update: false, delete: false };
}

function canEditText(perms: PermissionSet, user: AuthUser, report: StoredBugReport): boolean {
  return perms.update || (perms.create && report.user_id === user.id && report.status === 'Open');
}

export async function fetchReports(deps: Deps, user: AuthUser): Promise<BugReportRow[]> {
  const [perms, reports] = await Promise.all([bugReportPermissions(deps, user), allReports(deps.db)]);
  return reports.map((r) => ({
    log_no: r.id,
    user: r.reported_by,
    affected_module: r.affected_module,
    descr: r.descr,
    status: r.status,
    date_reported: r.created_at,
    last_updated: r.updated_at,
    can_edit: canEditText(perms, user, r),
  }));
}

export async function createReport(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  input: BugReportCreate,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertReport(trx, {
      user_id: user.id,
      reported_by: user.name || user.username,
      affected_module: input.affected_module,
      descr: input.descr,
      at: deps.clock.now().toISOString(),
    });
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'bug_report',
      entityId: id,
      details: { old: null, new: { ...input, status: 'Open' } },
    });
    return id;
  });
}

export async function editReport(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  input: BugReportUpdate,
): Promise<void> {
  const perms = await bugReportPermissions(deps, user);
  // Permission first: a role that may not edit reports learns nothing about which numbers exist.
  if (!perms.update && !perms.create) throw forbidden(MSG.noPermission);
  await deps.db.transaction().execute(async (trx) => {
    const old = await findReport(trx, input.log_no);
    // Only those who can list every report (view) or edit any (update) hear that one is gone.
    if (!old) throw perms.update || perms.view ? notFound(BUG_MSG.notFound) : forbidden(MSG.noPermission);
    if (!perms.update) {
      if (!perms.create || old.user_id !== user.id) throw forbidden(MSG.noPermission);
      // Checked before the status: a reporter's form may still hold the status they first saw.
      if (old.status !== 'Open') throw conflict(BUG_MSG.editNotAllowed);
      if (input.status !== old.status) throw forbidden(BUG_MSG.statusNeedsUpdate);
    }
    await updateReport(trx, input.log_no, {
      affected_module: input.affected_module,
      descr: input.descr,
      status: input.status,
      at: deps.clock.now().toISOString(),
      by: user.id,
    });
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'bug_report',
      entityId: input.log_no,
      details: {
        old: { affected_module: old.affected_module, descr: old.descr, status: old.status },
        new: { affected_module: input.affected_module, descr: input.descr, status: input.status },
      },
    });
  });
}

export async function removeReport(deps: Deps, actor: Actor, logNo: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await findReport(trx, logNo);
    if (!old) throw notFound(BUG_MSG.notFound);
    await deleteReport(trx, logNo);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'bug_report',
      entityId: logNo,
      details: { old, new: null },
    });
  });
}
