/**
 * Applications and Applications Proxy (spec 2, 5 "Application form", 6, 7; issue 10 §1-2).
 *
 * - /applications acts only for the session's employee (the first entry of the token's employee
 *   array): a UID or employee_id naming anyone else is refused with 400 and nothing is written.
 * - /applicationsProxy acts for any Active, non-draft employee and records the proxy user as filer.
 * - A filing with end_date (leaves and overtime) becomes one application per date, in one
 *   transaction; a date that already has a live (For Approval or Approved) application of the
 *   same type refuses the whole filing (409), and the partial unique index backs that up against
 *   concurrent filings.
 * - A filing whose dates fall in a period already processed for that employee is refused (409
 *   naming the period), the payroll module's one lock query.
 * - Delete only while 'For Approval' (409 otherwise).
 */
import {
  APP_MSG,
  type ApplicationCreate,
  type ApplicationRow,
  addDaysIso,
  approvesForCompany,
  dayDiff,
  OVERTIME_TYPE_NAME,
  type ProxyCreate,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { processedPeriodCovering } from '../paylock/processedPeriod.ts';
import * as chains from './chains.ts';
import { type DayTimes, scheduledTimes } from './fullDay.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The session's employee, or 400 'No employee assigned to this user account.' */
export function ownEmployee(user: AuthUser): number {
  if (user.employeeId === null) throw invalid(APP_MSG.noEmployee);
  return user.employeeId;
}

/** A UID or employee_id sent to /applications must be the session's own employee. */
function checkOwn(user: AuthUser, sent: number | undefined): number {
  const own = ownEmployee(user);
  if (sent !== undefined && sent !== own) throw invalid(APP_MSG.ownOnly);
  return own;
}

export async function fetchOwn(
  deps: Deps,
  user: AuthUser,
  uid: number | undefined,
): Promise<ApplicationRow[]> {
  return repo.listApplications(deps.db, { employeeId: checkOwn(user, uid) });
}

export function fetchAll(deps: Deps): Promise<ApplicationRow[]> {
  return repo.listApplications(deps.db, {});
}

function datesOf(input: { effective_date: string; end_date?: string | undefined }): string[] {
  const last = input.end_date ?? input.effective_date;
  const dates: string[] = [];
  for (let i = 0; i <= dayDiff(input.effective_date, last); i++)
    dates.push(addDaysIso(input.effective_date, i));
  return dates;
}

async function file(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  input: ApplicationCreate | ProxyCreate,
  filerEmployeeId: number | null,
): Promise<number[]> {
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, [employeeId]);
    const type = await repo.findType(trx, input.application_type_id);
    if (!type) throw invalid(APP_MSG.typeUnknown);
    const dates = datesOf(input);
    if (dates.length > 1 && type.is_leave !== 1 && type.name !== OVERTIME_TYPE_NAME)
      throw invalid(APP_MSG.rangeOnlyLeaveOvertime);
    if (input.approver_employee_id === employeeId) throw invalid(APP_MSG.approverSelf);
    // A proxy filer naming themselves would approve with nobody else involved.
    if (filerEmployeeId !== null && input.approver_employee_id === filerEmployeeId)
      throw invalid(APP_MSG.approverIsFiler);
    const approver = await repo.currentApprover(trx, input.approver_employee_id);
    if (!approver) throw invalid(APP_MSG.approverInvalid);
    if (!approvesForCompany(approver, await repo.companyOfEmployee(trx, employeeId)))
      throw invalid(APP_MSG.approverOtherCompany);
    // The dates of a processed payroll are locked for the employee: refused at filing, not only at approval.
    const period = await processedPeriodCovering(trx, employeeId, dates[0] as string, dates.at(-1));
    if (period !== null) throw conflict(APP_MSG.payrollCoversFiling(period));
    const duplicates = await repo.liveDuplicates(trx, employeeId, type.id, dates);
    if (duplicates.length > 0) throw conflict(APP_MSG.duplicate(duplicates.join(', ')));
    const at = deps.clock.now().toISOString();
    // Issue 22: a leave without times (or marked full day) takes each date's shift times.
    const fullDay = input.full_day === true || input.start_time === undefined || input.end_time === undefined;
    if (fullDay && type.is_leave !== 1) throw invalid(APP_MSG.timeRequired);
    const times: DayTimes[] = fullDay
      ? await scheduledTimes(trx, employeeId, dates)
      : dates.map((date) => ({ date, start_time: input.start_time ?? '', end_time: input.end_time ?? '' }));
    const values: repo.NewApplication = {
      application_type_id: type.id,
      employee_id: employeeId,
      start_time: times[0]?.start_time ?? '',
      end_time: times[0]?.end_time ?? '',
      particulars: input.particulars,
      remarks: input.remarks,
      approver_employee_id: input.approver_employee_id,
    };
    const ids: number[] = [];
    for (const day of times)
      ids.push(
        ...(await repo.insertApplications(
          trx,
          { ...values, start_time: day.start_time, end_time: day.end_time },
          [day.date],
          actor.userId,
          at,
        )),
      );
    await chains.snapshot(trx, ids, await chains.chainFor(trx, type.id, employeeId));
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'application',
      entityId: ids[0] ?? null,
      details: { old: null, new: { ...values, dates, log_nos: ids } },
    });
    return ids;
  });
}

export function createOwn(deps: Deps, user: AuthUser, actor: Actor, input: ApplicationCreate) {
  return file(deps, actor, checkOwn(user, input.employee_id), input, user.employeeId);
}

export async function createProxy(deps: Deps, user: AuthUser, actor: Actor, input: ProxyCreate) {
  if (!(await repo.isProxyEmployee(deps.db, input.employee_id))) throw invalid(APP_MSG.employeeUnknown);
  return file(deps, actor, input.employee_id, input, user.employeeId);
}

async function remove(deps: Deps, actor: Actor, logNo: number, ownerOnly: number | null): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await repo.findApplication(trx, logNo);
    if (!old) throw notFound(APP_MSG.notFound);
    if (ownerOnly !== null && old.employee_id !== ownerOnly) throw invalid(APP_MSG.ownOnly);
    if (old.approval_status !== 'For Approval') throw conflict(APP_MSG.deleteOnlyPending);
    if (!(await repo.deleteApplication(trx, logNo))) throw conflict(APP_MSG.deleteOnlyPending);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'application',
      entityId: logNo,
      details: { old, new: null },
    });
  });
}

export function deleteOwn(deps: Deps, user: AuthUser, actor: Actor, logNo: number) {
  return remove(deps, actor, logNo, ownEmployee(user));
}

export function deleteProxy(deps: Deps, actor: Actor, logNo: number) {
  return remove(deps, actor, logNo, null);
}
