/**
 * My Sahod's Leave, Attendance and Approvals (issue 24 §1-2): the signed-in account's own employee
 * only. Every rule is the Applications service's (filing, deleting, deciding); this module only
 * scopes it to the session's employee and answers 404 for any other employee's id or application,
 * so nothing of another person is confirmed or leaked.
 */
import { holidaysBetween, weekday } from '@sahod/payroll';
import {
  APP_MSG,
  type ApplicationCreate,
  type ApplicationRow,
  addDaysIso,
  type CalendarStatus,
  isLeaveShift,
  ME_LEAVE_MSG,
  type MeAttendance,
  type MeAttendanceDay,
  type MeDecision,
  type MeLeave,
  type MeLeaveOptions,
  manilaToday,
  TIME_CORRECTION_TYPE_NAME,
  type TimeCorrectionCreate,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { approverOf, decide, fetchForApprover } from '../applications/approval.ts';
import * as ledger from '../applications/ledger.ts';
import * as repo from '../applications/repository.ts';
import { activeApprovers } from '../applications/routes.ts';
import { createOwn, deleteOwn, ownEmployee } from '../applications/service.ts';
import { mayReach } from '../delegation/place.ts';
import { attendanceDays, checkDayTimes } from '../timesheet/service.ts';
import { restWeekdaysOf } from '../workweek/repository.ts';

type Deps = AppDeps;

/** The session's employee; an employee id that names anyone else answers 404. */
export function me(user: AuthUser, sent?: number): number {
  const own = ownEmployee(user);
  if (sent !== undefined && sent !== own) throw notFound(APP_MSG.employeeUnknown);
  return own;
}

/** An application of the session's employee, or 404 (another person's answers as unknown). */
async function ownApplication(deps: Deps, employeeId: number, logNo: number) {
  const app = await repo.findApplication(deps.db, logNo);
  if (!app || app.employee_id !== employeeId) throw notFound(APP_MSG.notFound);
  return app;
}

export async function leaveOf(deps: Deps, user: AuthUser, sent?: number): Promise<MeLeave> {
  const employeeId = me(user, sent);
  const [balances, rows, applications] = await Promise.all([
    ledger.balances(deps.db, employeeId),
    ledger.ledgerRows(deps.db, employeeId),
    repo.listApplications(deps.db, { employeeId }),
  ]);
  return { balances, ledger: rows, applications: applications.filter((a) => a.is_leave) };
}

export async function leaveOptions(deps: Deps, user: AuthUser, sent?: number): Promise<MeLeaveOptions> {
  const employeeId = me(user, sent);
  const [types, approvers] = await Promise.all([
    deps.db
      .selectFrom('application_types')
      .select(['id', 'name', 'is_leave', 'uses_leave_credits'])
      .where('is_leave', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    activeApprovers(deps, employeeId, employeeId),
  ]);
  return {
    types: types.map((t) => ({
      application_type_id: t.id,
      name: t.name,
      is_leave: t.is_leave === 1,
      uses_leave_credits: t.uses_leave_credits === 1,
    })),
    approvers: approvers.map((a) => ({ employee_id: a.employee_id, name: a.name, company: a.company })),
  };
}

/** Files a leave with the Applications rules and messages; only leave types are filed here. */
export async function fileLeave(deps: Deps, user: AuthUser, actor: Actor, input: ApplicationCreate) {
  me(user, input.employee_id);
  const type = await repo.findType(deps.db, input.application_type_id);
  if (type && type.is_leave !== 1) throw invalid(ME_LEAVE_MSG.notLeaveType);
  return createOwn(deps, user, actor, { ...input, employee_id: undefined });
}

export async function cancelLeave(deps: Deps, user: AuthUser, actor: Actor, logNo: number): Promise<void> {
  await ownApplication(deps, me(user), logNo);
  await deleteOwn(deps, user, actor, logNo);
}

/**
 * Files a Time Correction: the requested times are checked against the day's shift with the
 * timesheet's rules (and a leave day is refused) before the Applications service files it.
 */
export async function fileCorrection(deps: Deps, user: AuthUser, actor: Actor, input: TimeCorrectionCreate) {
  const employeeId = me(user, input.employee_id);
  const type = await repo.typeByName(deps.db, TIME_CORRECTION_TYPE_NAME);
  if (!type) throw invalid(ME_LEAVE_MSG.noTimeCorrectionType);
  await checkDayTimes(deps.db, {
    employee_id: employeeId,
    shift_date: input.date,
    start_time: input.time_in,
    end_time: input.time_out,
  });
  return createOwn(deps, user, actor, {
    application_type_id: type.id,
    effective_date: input.date,
    end_date: undefined,
    start_time: input.time_in,
    end_time: input.time_out,
    full_day: false,
    particulars: input.reason,
    remarks: '',
    approver_employee_id: input.approver_employee_id,
    employee_id: undefined,
  });
}

const lastDayOf = (month: string) => addDaysIso(`${addDaysIso(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * The month's calendar: per date the shift, the logs and the timesheet's own status (Calculate
 * Hours: the engine's dayStatus with approved applications); a date without a shift or a log reads
 * 'Holiday' (a national holiday of the payroll's calendar) or 'Rest Day' (the employee's work week).
 * A date still to come (or today before any log) shows no status yet.
 */
export async function attendanceOf(
  deps: Deps,
  user: AuthUser,
  month: string,
  sent?: number,
): Promise<MeAttendance> {
  const employeeId = me(user, sent);
  const start = `${month}-01`;
  const end = lastDayOf(month);
  const [days, rest, corrections] = await Promise.all([
    attendanceDays(deps, employeeId, start, end),
    restWeekdaysOf(deps.db, employeeId),
    deps.db
      .selectFrom('applications as a')
      .innerJoin('application_types as t', 't.id', 'a.application_type_id')
      .select(['a.effective_date', 'a.approval_status'])
      .where('a.employee_id', '=', employeeId)
      .where('t.name', '=', TIME_CORRECTION_TYPE_NAME)
      .where('a.effective_date', '>=', start)
      .where('a.effective_date', '<=', end)
      .orderBy('a.id')
      .execute(),
  ]);
  const byDate = new Map(days.map((d) => [d.shift_date, d]));
  const correctionOn = new Map(corrections.map((c) => [c.effective_date, c.approval_status]));
  const holidays = holidaysBetween(start, end).filter((h) => h.type !== 'special_working');
  const today = manilaToday(deps.clock.now());
  const out: MeAttendanceDay[] = [];
  for (let date = start; date <= end; date = addDaysIso(date, 1)) {
    const day = byDate.get(date);
    const holiday =
      holidays
        .filter((h) => h.date === date)
        .map((h) => h.name)
        .join(', ') || null;
    const restDay = rest.includes(weekday(date));
    const noLog = !day || (day.start_time === null && day.end_time === null);
    const onLeave = day?.shift_id != null && isLeaveShift(day.shift_id);
    let status: CalendarStatus | null = (day?.status as CalendarStatus | undefined) ?? null;
    if (noLog && !onLeave) {
      if (holiday) status = 'Holiday';
      else if (!day || day.shift_id === null) status = restDay ? 'Rest Day' : null;
      else if (date > today || (date === today && status === 'Absent')) status = null;
    }
    out.push({
      date,
      shift_name: day?.shift_name ?? null,
      shift_start: day?.shift_start ?? null,
      shift_end: day?.shift_end ?? null,
      start_time: day?.start_time ?? null,
      end_time: day?.end_time ?? null,
      lunch_start: day?.lunch_start ?? null,
      lunch_end: day?.lunch_end ?? null,
      status,
      holiday,
      rest_day: restDay,
      correction: correctionOn.get(date) ?? null,
    });
  }
  return { month, days: out };
}

/** The applications waiting for the session's employee (an approver: 400 otherwise). */
export async function waitingFor(deps: Deps, user: AuthUser): Promise<ApplicationRow[]> {
  const rows = await fetchForApprover(deps, user);
  // Issue 27: a chained application only while it waits at this approver's level.
  return rows.filter((r) => r.approval_status === 'For Approval' && r.waiting_for_me !== false);
}

/**
 * Approves or rejects with the Applications Approval rules. An application whose approver is
 * someone else answers 404 here (it is another person's), before the shared rules run.
 */
export async function decideMine(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  logNo: number,
  input: MeDecision,
  decision: 'Approved' | 'Rejected',
): Promise<void> {
  const approverId = await approverOf(deps, user);
  const app = await repo.findApplication(deps.db, logNo);
  // Issue 27 §2: or an approver whose place the employee takes today (a running delegation).
  if (!app || !(await mayReach(deps.db, app, approverId, manilaToday(deps.clock.now()))))
    throw notFound(APP_MSG.notFound);
  await decide(deps, user, actor, { log_no: logNo, remarks: input.remarks }, decision);
}
