/**
 * Applications Approval (spec 2, 4 "Application approval_status", 6, 7; issue 10 §3).
 *
 * Only the application's approver decides, only while it is 'For Approval' (a second decision is
 * 409: the status moves with a conditional update, so two concurrent decisions cannot both win).
 * Type, employee and date come from the stored application, never from the body.
 *
 * Effects of approving, in the decision's transaction:
 * - a leave writes that date's schedule entry to Paid Leave (4) or Unpaid Leave (2) by the type's
 *   is_paid, keeping the ordinary shift it replaced in replaced_shift_id (null: there was none);
 *   a date already on leave is refused (409);
 * - a type with uses_leave_credits takes one day from the ledger (a 'usage' row), refused (400)
 *   when the balance is below one; employees.leave_credits (the cached total) follows. A date that
 *   is a regular holiday or the employee's rest day takes no day and needs no balance (issue 22;
 *   the engine's leaveCreditExemption: the national holiday calendar the payroll uses, and the
 *   employee's work week, their own rest days or the company's, else Sunday);
 * - an approved Time Correction (issue 24) writes the date's timesheet record (meleave/timeCorrection.ts);
 * - Overtime, Official Business and Undertime change nothing here: the payroll engine and the
 *   timesheet tools read the approved applications themselves (see the note in the issue report).
 * Cancelling an approved application (applicationsapproval delete, the approver only) undoes
 * those effects in one transaction: the replaced shift comes back (or the entry goes), the day is
 * returned by a 'reversal' row; refused while a processed payroll covers the date.
 */
import { leaveCreditExemption } from '@sahod/payroll';
import {
  APP_MSG,
  type ApplicationRow,
  type Decision,
  isLeaveShift,
  manilaToday,
  PAID_LEAVE_SHIFT,
  UNPAID_LEAVE_SHIFT,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { placeFor } from '../delegation/place.ts';
import { actingFor } from '../delegation/repository.ts';
import { applyTimeCorrection } from '../meleave/timeCorrection.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { processedPeriodCovering } from '../paylock/processedPeriod.ts';
import { entryOn } from '../shiftsschedule/repository.ts';
import { restWeekdaysOf } from '../workweek/repository.ts';
import * as chains from './chains.ts';
import * as ledger from './ledger.ts';
import * as repo from './repository.ts';
import { ownEmployee } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The session's employee, who must be an approver ('Linked employee is not an approver.'). */
export async function approverOf(deps: Deps, user: AuthUser, uid?: number): Promise<number> {
  const own = ownEmployee(user);
  if (uid !== undefined && uid !== own) throw invalid(APP_MSG.ownOnly);
  const employee = await repo.employeeFlags(deps.db, own);
  if (employee?.is_approver !== 1) throw invalid(APP_MSG.notApprover);
  return own;
}

export async function fetchForApprover(deps: Deps, user: AuthUser, uid?: number): Promise<ApplicationRow[]> {
  const me = await approverOf(deps, user, uid);
  const rows: ApplicationRow[] = await repo.listApplications(deps.db, { approverId: me });
  const waiting = await repo.waitingForApprover(deps.db, me);
  // Issue 27 §2: a delegate also sees what waits on the approvers whose place they take today.
  const seen = new Set(rows.map((r) => r.log_no));
  for (const approverId of await actingFor(deps.db, me, manilaToday(deps.clock.now()))) {
    const theirs = await repo.waitingForApprover(deps.db, approverId, me);
    const approver = await repo.employeeFlags(deps.db, approverId);
    const name = [approver?.first_name, approver?.last_name].filter(Boolean).join(' ');
    // Never the delegate's own application (waitingForApprover leaves it out).
    for (const r of await repo.listApplications(deps.db, { approverId }))
      if (theirs.has(r.log_no) && !seen.has(r.log_no)) {
        seen.add(r.log_no);
        waiting.add(r.log_no);
        rows.push({ ...r, waiting_for: name });
      }
  }
  // The requester's remaining credits of each row's type (issue 22): the review card shows them.
  const byEmployee = new Map<number, Map<number, number>>();
  for (const id of new Set(rows.map((r) => r.employee_id))) {
    const own = await ledger.balances(deps.db, id);
    byEmployee.set(id, new Map(own.map((b) => [b.application_type_id, b.balance])));
  }
  return rows.map((r) => ({
    ...r,
    remaining_credits: byEmployee.get(r.employee_id)?.get(r.application_type_id) ?? null,
    waiting_for_me: waiting.has(r.log_no),
  }));
}

/** The approver's badge: 0 for a user without an employee or who is not an approver. */
export async function pendingFor(deps: Deps, user: AuthUser): Promise<number> {
  if (user.employeeId === null) return 0;
  const me = user.employeeId;
  let count = await repo.pendingCount(deps.db, me);
  // Issue 27 §2: and what waits on the approvers whose place the employee takes today.
  const acting = await actingFor(deps.db, me, manilaToday(deps.clock.now()));
  if (acting.length > 0) {
    const own = await repo.waitingForApprover(deps.db, me);
    const extra = new Set<number>();
    for (const id of acting)
      for (const logNo of await repo.waitingForApprover(deps.db, id, me))
        if (!own.has(logNo)) extra.add(logNo);
    count += extra.size;
  }
  return count;
}

/**
 * The processed payroll period that covers this employee's date, e.g. '2026-11-01 to 2026-11-15',
 * or null (the payroll module's one lock query); the callers refuse on a non-null answer.
 */
export function processedPayrollCovering(
  db: repo.Db,
  employeeId: number,
  date: string,
): Promise<string | null> {
  return processedPeriodCovering(db, employeeId, date);
}

/**
 * The payroll lock of the application's employee (issue 20), taken before the application is read
 * for the decision: an application never changes employee.
 */
async function lockApplicant(trx: repo.Db, logNo: number): Promise<void> {
  const app = await repo.findApplication(trx, logNo);
  if (app) await lockEmployees(trx, [app.employee_id]);
}

async function decidable(
  trx: repo.Db,
  logNo: number,
  approverId: number,
  deciderUserId: number | null,
  chained: boolean,
) {
  const app = await repo.findApplication(trx, logNo);
  if (!app) throw notFound(APP_MSG.notFound);
  // A chained application (issue 27): chains.recordAtLevel checks the level's approvers.
  if (!chained && app.approver_employee_id !== approverId) throw invalid(APP_MSG.notYourApproval);
  // The user who filed it (through Applications Proxy), or another account of the same employee.
  if (app.filed_by !== null && (app.filed_by === deciderUserId || app.filer_employee_id === approverId))
    throw invalid(APP_MSG.deciderIsFiler);
  if (app.approval_status !== 'For Approval') throw conflict(APP_MSG.alreadyDecided);
  return app;
}

export async function applyLeave(trx: repo.Db, app: repo.StoredApplication, actor: Actor, at: string) {
  const type = await repo.findType(trx, app.application_type_id);
  if (type?.is_leave !== 1) return;
  const rest_weekdays = await restWeekdaysOf(trx, app.employee_id);
  if (type.uses_leave_credits === 1 && leaveCreditExemption(app.effective_date, { rest_weekdays }) === null) {
    const balance = await ledger.balanceOf(trx, app.employee_id, type.id);
    if (balance < 1) throw invalid(APP_MSG.notEnoughCredits(type.name, balance));
    await ledger.addLedger(
      trx,
      {
        employee_id: app.employee_id,
        application_type_id: type.id,
        kind: 'usage',
        days: -1,
        reason: `${type.name} ${app.effective_date}`,
        application_id: app.id,
      },
      actor.userId,
      at,
    );
    await ledger.refreshCachedTotal(trx, [app.employee_id]);
  }
  const leaveShift = type.is_paid === 1 ? PAID_LEAVE_SHIFT : UNPAID_LEAVE_SHIFT;
  const entry = await entryOn(trx, app.employee_id, app.effective_date);
  if (entry && isLeaveShift(entry.shift_id)) throw conflict(APP_MSG.alreadyOnLeave(app.effective_date));
  if (entry) {
    await trx
      .updateTable('schedule_entries')
      .set({
        shift_id: leaveShift,
        replaced_shift_id: entry.shift_id,
        updated_at: at,
        updated_by: actor.userId,
      })
      .where('id', '=', entry.id)
      .execute();
  } else {
    await trx
      .insertInto('schedule_entries')
      .values({
        employee_id: app.employee_id,
        shift_date: app.effective_date,
        shift_id: leaveShift,
        replaced_shift_id: null,
        created_at: at,
        updated_at: at,
        updated_by: actor.userId,
      })
      .execute();
  }
}

export async function decide(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  input: Decision,
  decision: 'Approved' | 'Rejected',
): Promise<void> {
  const me = await approverOf(deps, user);
  await deps.db.transaction().execute(async (trx) => {
    await lockApplicant(trx, input.log_no);
    const levels = await chains.levelsOf(trx, input.log_no);
    // Issue 27 §2: a delegate decides in the place of the approver whose delegation runs today.
    const stored = await repo.findApplication(trx, input.log_no);
    const current = levels.find((l) => l.level === stored?.current_level)?.approverIds ?? null;
    const place = stored
      ? await placeFor(
          trx,
          stored,
          levels.length > 0 ? (current ?? []) : null,
          me,
          manilaToday(deps.clock.now()),
        )
      : { approverId: me, delegateId: null };
    const approverId = place.approverId;
    const app = await decidable(trx, input.log_no, approverId, actor.userId, levels.length > 0);
    if (place.delegateId !== null && app.employee_id === place.delegateId)
      throw invalid(APP_MSG.approverSelf);
    if (place.delegateId !== null && app.filer_employee_id === place.delegateId)
      throw invalid(APP_MSG.deciderIsFiler);
    if (decision === 'Approved') {
      // Issue 27 §5: refused at any level when the date now falls in a processed period.
      const period = await processedPayrollCovering(trx, app.employee_id, app.effective_date);
      if (period !== null) throw conflict(APP_MSG.payrollCovers(period));
    }
    const at = deps.clock.now().toISOString();
    if (levels.length > 0) {
      const step = await chains.recordAtLevel(
        trx,
        app,
        levels,
        approverId,
        decision,
        input.remarks,
        actor.userId,
        at,
        place.delegateId,
      );
      if (!step.final) {
        await recordAudit(trx, deps.clock, actor, {
          action: 'approve',
          entity: 'application',
          entityId: app.id,
          details: { old: app, new: { level: app.current_level, decision_remarks: input.remarks } },
        });
        return;
      }
    }
    const won = await repo.transition(
      trx,
      app.id,
      'For Approval',
      {
        approval_status: decision,
        decided_by: actor.userId,
        decided_at: at,
        decision_remarks: input.remarks,
      },
      at,
    );
    if (!won) throw conflict(APP_MSG.alreadyDecided);
    if (place.delegateId !== null)
      await trx
        .updateTable('applications')
        .set({ delegate_employee_id: place.delegateId })
        .where('id', '=', app.id)
        .execute();
    if (decision === 'Approved') {
      await applyLeave(trx, app, actor, at);
      await applyTimeCorrection(trx, deps.clock, app, actor);
    }
    await recordAudit(trx, deps.clock, actor, {
      action: decision === 'Approved' ? 'approve' : 'reject',
      entity: 'application',
      entityId: app.id,
      details: {
        old: app,
        new: {
          approval_status: decision,
          decision_remarks: input.remarks,
          delegate_employee_id: place.delegateId,
        },
      },
    });
  });
}

async function undoLeave(trx: repo.Db, app: repo.StoredApplication, actor: Actor, at: string) {
  const type = await repo.findType(trx, app.application_type_id);
  if (type?.is_leave !== 1) return;
  const entry = await entryOn(trx, app.employee_id, app.effective_date);
  if (entry && isLeaveShift(entry.shift_id)) {
    if (entry.replaced_shift_id !== null) {
      await trx
        .updateTable('schedule_entries')
        .set({
          shift_id: entry.replaced_shift_id,
          replaced_shift_id: null,
          updated_at: at,
          updated_by: actor.userId,
        })
        .where('id', '=', entry.id)
        .execute();
    } else {
      await trx.deleteFrom('schedule_entries').where('id', '=', entry.id).execute();
    }
  }
  const usage = await ledger.usageOf(trx, app.id);
  if (usage) {
    await ledger.addLedger(
      trx,
      {
        employee_id: usage.employee_id,
        application_type_id: usage.application_type_id,
        kind: 'reversal',
        days: -Number(usage.days),
        reason: `Canceled ${type.name} ${app.effective_date}`,
        application_id: app.id,
      },
      actor.userId,
      at,
    );
    await ledger.refreshCachedTotal(trx, [usage.employee_id]);
  }
}

export async function cancelApproved(deps: Deps, user: AuthUser, actor: Actor, logNo: number): Promise<void> {
  const approverId = await approverOf(deps, user);
  await deps.db.transaction().execute(async (trx) => {
    await lockApplicant(trx, logNo);
    const app = await repo.findApplication(trx, logNo);
    if (!app) throw notFound(APP_MSG.notFound);
    if (app.approver_employee_id !== approverId) throw invalid(APP_MSG.notYourApproval);
    if (app.approval_status !== 'Approved') throw conflict(APP_MSG.cancelOnlyApproved);
    const period = await processedPayrollCovering(trx, app.employee_id, app.effective_date);
    if (period !== null) throw conflict(APP_MSG.payrollCovers(period));
    const at = deps.clock.now().toISOString();
    const won = await repo.transition(
      trx,
      app.id,
      'Approved',
      { approval_status: 'Canceled', canceled_by: actor.userId, canceled_at: at },
      at,
    );
    if (!won) throw conflict(APP_MSG.cancelOnlyApproved);
    await undoLeave(trx, app, actor, at);
    await recordAudit(trx, deps.clock, actor, {
      action: 'cancel',
      entity: 'application',
      entityId: app.id,
      details: { old: app, new: { approval_status: 'Canceled' } },
    });
  });
}
