/**
 * Shifts Schedule (spec 2, 4 "Schedule cell", 5, 9). One entry per employee and date; only Active
 * employees (never drafts); the leave shifts (2, 4) are written only by approved leave
 * applications: a leave cell is never changed here ('Cannot edit approved leaves.') and a leave
 * shift is never assigned here. Bulk writes (a range of employees x days, or one week's pattern
 * copied to the next weeks) run in one transaction, leave cells untouched, and answer counts.
 *
 * Rest days (issue 22): each employee row carries the rest days in effect (the employee's work
 * week, else the company's, else Sunday); the grid shows 'Rest Day' on those days without a shift.
 */
import {
  addDaysIso,
  type BulkAssign,
  type BulkResult,
  type CopyWeek,
  daysBetween,
  isLeaveShift,
  type ModuleKey,
  PAYROLL_MSG,
  type RangeQuery,
  SCHEDULE_MSG,
  type ScheduleCreate,
  type ScheduleUpdate,
  SHIFT_MSG,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { permissionsFor } from '../../platform/permissions.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { processedPeriodAmong, processedPeriodCovering } from '../paylock/processedPeriod.ts';
import { allShifts, findShift } from '../shiftsmanagement/repository.ts';
import { gridEmployeeIds, gridEmployeesJson, isGridEmployee } from './grid.ts';
import * as repo from './repository.ts';
import {
  countGridEmployees,
  filterOf,
  pageEmployeeIds,
  pageOf,
  scheduleCoverageOf,
  shiftUsageOf,
} from './weekPage.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** 409 when a processed payroll of the employee covers the date (issue 12 "Locking"). */
async function refuseLocked(db: Deps['db'], employeeId: number, from: string, to: string = from) {
  const period = await processedPeriodCovering(db, employeeId, from, to);
  if (period !== null) throw conflict(PAYROLL_MSG.locked(period));
}

/**
 * The entry, read after its employee's payroll lock is taken (issue 20): an entry never changes
 * employee, so the first read names whom to lock and the second sees the committed state.
 */
async function lockedEntry(trx: Deps['db'], logNo: number) {
  const first = await repo.findEntry(trx, logNo);
  if (!first) throw notFound(SCHEDULE_MSG.notFound);
  await lockEmployees(trx, [first.employee_id]);
  const old = await repo.findEntry(trx, logNo);
  if (!old) throw notFound(SCHEDULE_MSG.notFound);
  return old;
}

async function refuseLockedAmong(db: Deps['db'], employeeIds: readonly number[], from: string, to: string) {
  const hit = await processedPeriodAmong(db, employeeIds, from, to);
  if (hit !== null) throw conflict(PAYROLL_MSG.locked(hit.period));
}

/**
 * The week's grid as JSON text: { employees, entries, shifts } (one request per week); with
 * `limit` (issue 28) one page of employees and their entries, plus the filter's total and the
 * cards counted over the whole filter: { ..., total, page, limit, summary: { coverage, usage } };
 * summary=false leaves the cards out.
 */
export async function fetchSchedule(deps: Deps, q: RangeQuery): Promise<string> {
  const filter = filterOf(q);
  const paging = pageOf(q);
  if (paging === null) {
    const [employees, entries, shifts] = await Promise.all([
      gridEmployeesJson(deps.db, filter),
      repo.entriesJson(deps.db, filter, q.start_date, q.end_date),
      allShifts(deps.db),
    ]);
    return `{"employees":${employees},"entries":${entries},"shifts":${JSON.stringify(shifts)}}`;
  }
  const ids = await pageEmployeeIds(deps.db, filter, paging);
  const onPage = { ...filter, employee_ids: ids };
  const shifts = await allShifts(deps.db);
  const withSummary = q.summary !== 'false';
  const [employees, entries, total, coverage, usage] = await Promise.all([
    gridEmployeesJson(deps.db, onPage),
    repo.entriesJson(deps.db, onPage, q.start_date, q.end_date),
    countGridEmployees(deps.db, filter),
    withSummary ? scheduleCoverageOf(deps.db, filter, q.start_date, q.end_date) : null,
    withSummary ? shiftUsageOf(deps.db, filter, q.start_date, q.end_date, shifts) : null,
  ]);
  const page = `"total":${total},"page":${paging.page},"limit":${paging.limit}`;
  const head = `{"employees":${employees},"entries":${entries},"shifts":${JSON.stringify(shifts)},${page}`;
  // summary=false (issue 28): later pages do not recount the whole filter's cards.
  if (!withSummary) return `${head}}`;
  return `${head},"summary":${JSON.stringify({ coverage, usage })}}`;
}

/** A shift that may be assigned from the schedule: exists and is not a leave. */
async function assignableShift(db: Deps['db'], shiftId: number): Promise<void> {
  if (isLeaveShift(shiftId)) throw conflict(SHIFT_MSG.leaveLocked);
  if (!(await findShift(db, shiftId))) throw notFound(SCHEDULE_MSG.shiftNotFound);
}

export async function createEntry(deps: Deps, actor: Actor, input: ScheduleCreate): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, [input.employee_id]);
    await assignableShift(trx, input.shift_id);
    if (!(await isGridEmployee(trx, input.employee_id))) throw notFound(SCHEDULE_MSG.employeeNotFound);
    await refuseLocked(trx, input.employee_id, input.shift_date);
    const existing = await repo.entryOn(trx, input.employee_id, input.shift_date);
    if (existing)
      throw conflict(isLeaveShift(existing.shift_id) ? SCHEDULE_MSG.leaveLocked : SCHEDULE_MSG.duplicate);
    const id = await repo.insertEntry(trx, input, { at: deps.clock.now().toISOString(), by: actor.userId });
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'schedule_entry',
      entityId: id,
      details: { old: null, new: input },
    });
    return id;
  });
}

export async function updateEntry(deps: Deps, actor: Actor, input: ScheduleUpdate): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await lockedEntry(trx, input.log_no);
    if (isLeaveShift(old.shift_id)) throw conflict(SCHEDULE_MSG.leaveLocked);
    await refuseLocked(trx, old.employee_id, old.shift_date);
    await assignableShift(trx, input.shift_id);
    await repo.setShift(trx, [old.id], input.shift_id, {
      at: deps.clock.now().toISOString(),
      by: actor.userId,
    });
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'schedule_entry',
      entityId: old.id,
      details: { old, new: { ...old, shift_id: input.shift_id } },
    });
  });
}

export async function deleteEntry(deps: Deps, actor: Actor, logNo: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await lockedEntry(trx, logNo);
    if (isLeaveShift(old.shift_id)) throw conflict(SCHEDULE_MSG.leaveLocked);
    await refuseLocked(trx, old.employee_id, old.shift_date);
    await repo.deleteEntries(trx, [old.id]);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'schedule_entry',
      entityId: old.id,
      details: { old, new: null },
    });
  });
}

/** Bulk writes need every flag they use: the route checks one, the rest are checked here. */
async function requireFlags(
  deps: Deps,
  user: AuthUser,
  flags: ReadonlyArray<'create' | 'update' | 'delete'>,
) {
  const key: ModuleKey = 'shiftsschedule';
  const perms = (await permissionsFor(deps.db, user.roleId, [key])).get(key);
  if (!flags.every((f) => perms?.[f] === true)) throw forbidden(SCHEDULE_MSG.bulkNeedsFlags);
}

async function checkEmployees(db: Deps['db'], ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await gridEmployeeIds(db, unique);
  if (found.size !== unique.length) throw notFound(SCHEDULE_MSG.employeeNotFound);
  return unique;
}

interface Plan {
  inserts: Array<{ employee_id: number; shift_date: string; shift_id: number }>;
  /** Entry ids by the shift they get. */
  updates: Map<number, number[]>;
  deletes: number[];
  unchanged: number;
  skipped_leaves: number;
}

const newPlan = (): Plan => ({
  inserts: [],
  updates: new Map(),
  deletes: [],
  unchanged: 0,
  skipped_leaves: 0,
});

/** Plans one cell: the shift it should get (null: none), against what it holds. */
function planCell(
  plan: Plan,
  existing: repo.StoredEntry | undefined,
  cell: { employee_id: number; shift_date: string },
  shiftId: number | null,
) {
  if (existing && isLeaveShift(existing.shift_id)) {
    plan.skipped_leaves++;
  } else if (shiftId === null) {
    if (existing) plan.deletes.push(existing.id);
    else plan.unchanged++;
  } else if (!existing) {
    plan.inserts.push({ ...cell, shift_id: shiftId });
  } else if (existing.shift_id === shiftId) {
    plan.unchanged++;
  } else {
    const ids = plan.updates.get(shiftId) ?? [];
    ids.push(existing.id);
    plan.updates.set(shiftId, ids);
  }
}

async function applyPlan(
  trx: Deps['db'],
  plan: Plan,
  stamp: repo.Stamp,
): Promise<Omit<BulkResult, 'message'>> {
  await repo.deleteEntries(trx, plan.deletes);
  for (const [shiftId, ids] of plan.updates) await repo.setShift(trx, ids, shiftId, stamp);
  await repo.insertEntries(trx, plan.inserts, stamp);
  let updated = 0;
  for (const ids of plan.updates.values()) updated += ids.length;
  return {
    created: plan.inserts.length,
    updated,
    deleted: plan.deletes.length,
    unchanged: plan.unchanged,
    skipped_leaves: plan.skipped_leaves,
  };
}

const key = (employeeId: number, date: string) => `${employeeId}|${date}`;

export async function bulkAssign(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  input: BulkAssign,
): Promise<BulkResult> {
  await requireFlags(deps, user, input.shift_id === null ? ['delete'] : ['create', 'update']);
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, input.employee_ids);
    if (input.shift_id !== null) await assignableShift(trx, input.shift_id);
    const employees = await checkEmployees(trx, input.employee_ids);
    await refuseLockedAmong(trx, employees, input.start_date, input.end_date);
    const weekdays = input.weekdays ? new Set(input.weekdays) : null;
    const dates: string[] = [];
    for (let i = 0; i <= daysBetween(input.start_date, input.end_date); i++) {
      const date = addDaysIso(input.start_date, i);
      if (!weekdays || weekdays.has(new Date(`${date}T00:00:00Z`).getUTCDay())) dates.push(date);
    }
    const existing = new Map(
      (await repo.entriesOf(trx, employees, input.start_date, input.end_date)).map((e) => [
        key(e.employee_id, e.shift_date),
        e,
      ]),
    );
    const plan = newPlan();
    for (const employee_id of employees) {
      for (const shift_date of dates) {
        planCell(
          plan,
          existing.get(key(employee_id, shift_date)),
          { employee_id, shift_date },
          input.shift_id,
        );
      }
    }
    const counts = await applyPlan(trx, plan, { at: deps.clock.now().toISOString(), by: actor.userId });
    await recordAudit(trx, deps.clock, actor, {
      action: 'bulk_assign',
      entity: 'schedule_entry',
      details: { request: input, result: counts },
    });
    return { message: SCHEDULE_MSG.bulkDone(counts), ...counts };
  });
}

export async function copyWeek(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  input: CopyWeek,
): Promise<BulkResult> {
  await requireFlags(deps, user, ['create', 'update']);
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, input.employee_ids);
    const employees = await checkEmployees(trx, input.employee_ids);
    const sourceEnd = addDaysIso(input.week_start, 6);
    const source = (await repo.entriesOf(trx, employees, input.week_start, sourceEnd)).filter(
      (e) => !isLeaveShift(e.shift_id),
    );
    const targetStart = addDaysIso(input.week_start, 7);
    const targetEnd = addDaysIso(input.week_start, 7 * input.weeks + 6);
    await refuseLockedAmong(trx, employees, targetStart, targetEnd);
    const existing = new Map(
      (await repo.entriesOf(trx, employees, targetStart, targetEnd)).map((e) => [
        key(e.employee_id, e.shift_date),
        e,
      ]),
    );
    const plan = newPlan();
    for (let week = 1; week <= input.weeks; week++) {
      for (const entry of source) {
        const shift_date = addDaysIso(entry.shift_date, 7 * week);
        const cell = { employee_id: entry.employee_id, shift_date };
        planCell(plan, existing.get(key(cell.employee_id, shift_date)), cell, entry.shift_id);
      }
    }
    const counts = await applyPlan(trx, plan, { at: deps.clock.now().toISOString(), by: actor.userId });
    await recordAudit(trx, deps.clock, actor, {
      action: 'copy_week',
      entity: 'schedule_entry',
      details: { request: input, result: counts },
    });
    return { message: SCHEDULE_MSG.bulkDone(counts), ...counts };
  });
}
