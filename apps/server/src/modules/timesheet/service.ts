/**
 * Timesheet (spec 2 "Timesheet", 3 "Timesheet record", 4 "Timesheet day status", 5, 9). One record
 * per employee and date, on Active employees. A date whose schedule holds a leave (shift 2 or 4) is
 * not edited here ('Cannot edit approved leaves.'). Times follow spec 5; with an overnight shift the
 * day's times run past midnight on one axis starting at the shift date (as the engine reads them).
 * Official time, late, early, overtime and night minutes and the status come from @sahod/payroll.
 */
import {
  dayAttendance,
  dayStatus,
  excuseUndertime,
  officialTime,
  withOfficialBusiness,
} from '@sahod/payroll';
import {
  addDaysIso,
  type CalculatedDay,
  type CalculateHours,
  type CalculateList,
  checkTimesheetTimes,
  type DevToolQuery,
  daysBetween,
  isLeaveShift,
  PAYROLL_MSG,
  type RangeQuery,
  type ShiftRow,
  TIMESHEET_MSG,
  type TimesheetCreate,
  type TimesheetSummaryAnswer,
  type TimesheetUpdate,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { approvedOf } from '../applications/repository.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { processedPeriodCovering } from '../paylock/processedPeriod.ts';
import { allShifts, findShift } from '../shiftsmanagement/repository.ts';
import { gridEmployeesJson, isGridEmployee } from '../shiftsschedule/grid.ts';
import { entriesJson, entriesOf, entryOn } from '../shiftsschedule/repository.ts';
import { countGridEmployees, filterOf, pageEmployeeIds, pageOf } from '../shiftsschedule/weekPage.ts';
import { noTimeOutDays } from './noTimeOut.ts';
import * as repo from './repository.ts';
import { timesheetSummary } from './weekSummary.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Deps['db'];

/**
 * The week's grid as JSON text: { employees, records, entries, shifts, applications } (one request
 * per week); with `limit` (issue 28) one page of employees and their days, plus the filter's total
 * and the cards over the whole filter: { ..., total, page, limit, summary: { rate, distribution } }.
 */
export async function fetchTimesheet(deps: Deps, q: RangeQuery): Promise<string> {
  const filter = filterOf(q);
  const paging = pageOf(q);
  const ids = paging === null ? undefined : await pageEmployeeIds(deps.db, filter, paging);
  const onPage = { ...filter, employee_ids: ids };
  const [employees, records, entries, shifts, applications] = await Promise.all([
    gridEmployeesJson(deps.db, onPage),
    repo.recordsJson(deps.db, onPage, q.start_date, q.end_date),
    entriesJson(deps.db, onPage, q.start_date, q.end_date),
    allShifts(deps.db),
    repo.businessJson(deps.db, onPage, q.start_date, q.end_date),
  ]);
  const week = `{"employees":${employees},"records":${records},"entries":${entries},"shifts":${JSON.stringify(shifts)},"applications":${applications}`;
  if (paging === null) return `${week}}`;
  const total = await countGridEmployees(deps.db, filter);
  const head = `${week},"total":${total},"page":${paging.page},"limit":${paging.limit}`;
  if (q.summary === 'false') return `${head}}`;
  const summary = await timesheetSummary(
    deps.db,
    filter,
    q.start_date,
    q.end_date,
    total,
    shifts,
    deps.clock.now(),
  );
  return `${head},"summary":${JSON.stringify(summary)}}`;
}

/** Days of 'No time out' listed with the cards (the screen shows 30 and the count). */
export const NO_TIME_OUT_LISTED = 30;

/**
 * The Timesheet's cards over the whole filter, asked apart from the grid's pages so the page
 * answers first (issue 28): total, Attendance Rate, the Attendance Distribution and the first days
 * of 'No time out' (whole filter, the grid's order).
 */
export async function fetchTimesheetSummary(deps: Deps, q: RangeQuery): Promise<TimesheetSummaryAnswer> {
  const filter = filterOf(q);
  const now = deps.clock.now();
  const [total, shifts] = await Promise.all([countGridEmployees(deps.db, filter), allShifts(deps.db)]);
  const [summary, noTimeOut] = await Promise.all([
    timesheetSummary(deps.db, filter, q.start_date, q.end_date, total, shifts, now),
    noTimeOutDays(deps.db, filter, q.start_date, q.end_date, shifts, now, NO_TIME_OUT_LISTED),
  ]);
  return { total, ...summary, no_time_out: noTimeOut };
}

/** 409 when a processed payroll of the employee covers the dates (issue 12 "Locking"). */
async function refuseLocked(db: Db, employeeId: number, from: string, to: string = from) {
  const period = await processedPeriodCovering(db, employeeId, from, to);
  if (period !== null) throw conflict(PAYROLL_MSG.locked(period));
}

/**
 * The record, read after its employee's payroll lock is taken (issue 20): a record never changes
 * employee, so the first read names whom to lock and the second sees the committed state.
 */
async function lockedRecord(trx: Db, logNo: number) {
  const first = await repo.findRecord(trx, logNo);
  if (!first) throw notFound(TIMESHEET_MSG.notFound);
  await lockEmployees(trx, [first.employee_id]);
  const old = await repo.findRecord(trx, logNo);
  if (!old) throw notFound(TIMESHEET_MSG.notFound);
  return old;
}

/** The day's scheduled shift; refuses a leave day. */
async function workingDayShift(db: Db, employeeId: number, date: string): Promise<ShiftRow | null> {
  const entry = await entryOn(db, employeeId, date);
  if (!entry) return null;
  if (isLeaveShift(entry.shift_id)) throw conflict(TIMESHEET_MSG.leaveLocked);
  return (await findShift(db, entry.shift_id)) ?? null;
}

function checkTimes(values: repo.RecordValues, shift: ShiftRow | null): void {
  const message = checkTimesheetTimes(values, shift?.overnight ? shift : null);
  if (message) throw invalid(message);
}

const valuesOf = (v: TimesheetCreate | TimesheetUpdate): repo.RecordValues => ({
  start_time: v.start_time,
  end_time: v.end_time,
  lunch_start: v.lunch_start,
  lunch_end: v.lunch_end,
  notes: v.notes,
});

export async function createRecord(deps: Deps, actor: Actor, input: TimesheetCreate): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, [input.employee_id]);
    if (!(await isGridEmployee(trx, input.employee_id))) throw notFound(TIMESHEET_MSG.employeeNotFound);
    await refuseLocked(trx, input.employee_id, input.shift_date);
    const shift = await workingDayShift(trx, input.employee_id, input.shift_date);
    const values = valuesOf(input);
    checkTimes(values, shift);
    if (await repo.recordOn(trx, input.employee_id, input.shift_date))
      throw conflict(TIMESHEET_MSG.duplicate);
    const id = await repo.insertRecord(
      trx,
      { ...values, employee_id: input.employee_id, shift_date: input.shift_date },
      { at: deps.clock.now().toISOString(), by: actor.userId },
    );
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'timesheet_record',
      entityId: id,
      details: { old: null, new: input },
    });
    return id;
  });
}

export async function updateRecord(deps: Deps, actor: Actor, input: TimesheetUpdate): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await lockedRecord(trx, input.log_no);
    await refuseLocked(trx, old.employee_id, old.shift_date);
    const shift = await workingDayShift(trx, old.employee_id, old.shift_date);
    const values = valuesOf(input);
    checkTimes(values, shift);
    await repo.updateRecord(trx, old.id, values, { at: deps.clock.now().toISOString(), by: actor.userId });
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'timesheet_record',
      entityId: old.id,
      details: { old, new: { ...old, ...values } },
    });
  });
}

export async function deleteRecord(deps: Deps, actor: Actor, logNo: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await lockedRecord(trx, logNo);
    await refuseLocked(trx, old.employee_id, old.shift_date);
    await workingDayShift(trx, old.employee_id, old.shift_date);
    await repo.deleteRecords(trx, [old.id]);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'timesheet_record',
      entityId: old.id,
      details: { old, new: null },
    });
  });
}

/**
 * Writes a day's time-in and time-out (an approved Time Correction, issue 24): updates the date's
 * record keeping its lunch and notes, or adds one. The caller holds the employee's payroll lock and
 * has refused a processed period. The spec 5 rules and 'Cannot edit approved leaves.' apply.
 */
export async function writeDayTimes(
  trx: Db,
  clock: Deps['clock'],
  actor: Actor,
  day: { employee_id: number; shift_date: string; start_time: string; end_time: string },
): Promise<void> {
  const at = clock.now().toISOString();
  const shift = await workingDayShift(trx, day.employee_id, day.shift_date);
  const old = await repo.recordOn(trx, day.employee_id, day.shift_date);
  const values: repo.RecordValues = {
    start_time: day.start_time,
    end_time: day.end_time,
    lunch_start: old?.lunch_start ?? null,
    lunch_end: old?.lunch_end ?? null,
    notes: old?.notes ?? null,
  };
  checkTimes(values, shift);
  const stamp = { at, by: actor.userId };
  let id = old?.id;
  if (id !== undefined) await repo.updateRecord(trx, id, values, stamp);
  else
    id = await repo.insertRecord(
      trx,
      { ...values, employee_id: day.employee_id, shift_date: day.shift_date },
      stamp,
    );
  await recordAudit(trx, clock, actor, {
    action: old ? 'update' : 'create',
    entity: 'timesheet_record',
    entityId: id,
    details: { old: old ?? null, new: { ...day, ...values } },
  });
}

/** The spec 5 check of a day's requested times against its shift, without writing (filing a correction). */
export async function checkDayTimes(
  db: Db,
  day: { employee_id: number; shift_date: string; start_time: string; end_time: string },
): Promise<void> {
  const shift = await workingDayShift(db, day.employee_id, day.shift_date);
  const old = await repo.recordOn(db, day.employee_id, day.shift_date);
  checkTimes(
    {
      start_time: day.start_time,
      end_time: day.end_time,
      lunch_start: old?.lunch_start ?? null,
      lunch_end: old?.lunch_end ?? null,
      notes: null,
    },
    shift,
  );
}

async function devToolEmployee(db: Db, code: string) {
  const employee = await repo.employeeByCode(db, code);
  if (!employee) throw notFound(TIMESHEET_MSG.employeeCodeUnknown);
  return employee;
}

/**
 * What the payroll would count, day by day, for one employee: shift, punches, official/late/early/
 * overtime/night minutes, status. Days without a shift and without a record are left out. The
 * Calculate Hours dev tool and My Sahod's attendance calendar (issue 24) both read it.
 */
export async function attendanceDays(
  deps: Deps,
  employeeId: number,
  start: string,
  end: string,
): Promise<CalculatedDay[]> {
  const [records, entries, shifts, applications] = await Promise.all([
    repo.recordsOf(deps.db, employeeId, start, end),
    entriesOf(deps.db, [employeeId], start, end),
    allShifts(deps.db),
    approvedOf(deps.db, employeeId, start, end),
  ]);
  const shiftById = new Map(shifts.map((s) => [s.shift_id, s]));
  const recordByDate = new Map(records.map((r) => [r.shift_date, r]));
  const entryByDate = new Map(entries.map((e) => [e.shift_date, e]));
  const days: CalculatedDay[] = [];
  for (let i = 0; i <= daysBetween(start, end); i++) {
    const date = addDaysIso(start, i);
    const punches = recordByDate.get(date) ?? null;
    const entry = entryByDate.get(date);
    const shift = entry ? (shiftById.get(entry.shift_id) ?? null) : null;
    // Approved applications (issue 10): Official Business widens the log, Undertime excuses the status.
    const covered = withOfficialBusiness(date, punches, applications);
    const record = covered && punches ? { ...punches, ...covered } : covered;
    if (!record && !shift) continue;
    const engineShift = shift
      ? { shift_id: shift.shift_id, start_time: shift.start_time, end_time: shift.end_time }
      : null;
    const minutes = dayAttendance({ date, log: punches, shift: engineShift, applications });
    days.push({
      shift_date: date,
      shift_id: shift?.shift_id ?? null,
      shift_name: shift?.shift_name ?? null,
      shift_start: shift?.start_time ?? null,
      shift_end: shift?.end_time ?? null,
      start_time: record?.start_time ?? null,
      end_time: record?.end_time ?? null,
      lunch_start: record?.lunch_start ?? null,
      lunch_end: record?.lunch_end ?? null,
      official_minutes: minutes.official_minutes,
      official_hours: officialTime(record, engineShift).hours,
      late_minutes: minutes.late_minutes,
      early_minutes: minutes.early_minutes,
      overtime_minutes: minutes.overtime_minutes,
      night_minutes: minutes.night_minutes,
      // Issue 22: a shift still running (Manila now) is 'In progress', a missing time-out 'No time out'.
      status: excuseUndertime(
        date,
        dayStatus(record, engineShift, { date, now: deps.clock.now() }),
        applications,
      ),
    });
  }
  return days;
}

/** What the payroll would count, day by day: shift, punches, official/late/early/overtime/night minutes, status. */
export async function calculateHours(deps: Deps, q: DevToolQuery): Promise<CalculateHours> {
  const employee = await devToolEmployee(deps.db, q.employee_code);
  return {
    employee_id: employee.id,
    employee_code: employee.employee_code ?? '',
    name: `${employee.last_name}, ${employee.first_name}`,
    days: await attendanceDays(deps, employee.id, q.start_date, q.end_date),
  };
}

/**
 * Approved applications, earnings and deduction lines in range: the applications and earnings and
 * deductions issues fill these; until then they are empty lists, not errors.
 */
export async function calculateList(deps: Deps, q: DevToolQuery): Promise<CalculateList> {
  const employee = await devToolEmployee(deps.db, q.employee_code);
  return { employee_id: employee.id, employee_code: employee.employee_code ?? '', items: [] };
}

/** The approved applications in range (issue 10), as the payroll engine reads them. */
export async function calculateApplications(deps: Deps, q: DevToolQuery): Promise<CalculateList> {
  const employee = await devToolEmployee(deps.db, q.employee_code);
  const items = await approvedOf(deps.db, employee.id, q.start_date, q.end_date);
  return { employee_id: employee.id, employee_code: employee.employee_code ?? '', items };
}

/** Deletes the employee's records in the range in one transaction; dates on leave are kept. */
export async function deleteBatch(deps: Deps, actor: Actor, q: DevToolQuery): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const employee = await devToolEmployee(trx, q.employee_code);
    await lockEmployees(trx, [employee.id]);
    await refuseLocked(trx, employee.id, q.start_date, q.end_date);
    const records = await repo.recordsOf(trx, employee.id, q.start_date, q.end_date);
    const leaveDates = new Set(
      (await entriesOf(trx, [employee.id], q.start_date, q.end_date))
        .filter((e) => isLeaveShift(e.shift_id))
        .map((e) => e.shift_date),
    );
    const ids = records.filter((r) => !leaveDates.has(r.shift_date)).map((r) => r.id);
    await repo.deleteRecords(trx, ids);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete_batch',
      entity: 'timesheet_record',
      entityId: employee.id,
      details: { request: q, deleted: ids.length },
    });
    return ids.length;
  });
}
