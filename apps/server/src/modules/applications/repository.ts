/** Queries of applications (spec 3 "Application"; log_no is id) and of the leave ledger. */
import type { ApplicationRow, ApprovalStatus, CreditBalance, LedgerKind, LedgerRow } from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

export type Db = Kysely<DB> | Transaction<DB>;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function listQuery(db: Db) {
  return db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .innerJoin('employees as ap', 'ap.id', 'a.approver_employee_id')
    .leftJoin('users as fu', 'fu.id', 'a.filed_by')
    .leftJoin('users as du', 'du.id', 'a.decided_by')
    .select([
      'a.id',
      'a.application_type_id',
      't.name as application_type',
      't.is_leave',
      'a.employee_id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'a.created_at',
      'a.effective_date',
      'a.start_time',
      'a.end_time',
      'a.particulars',
      'a.remarks',
      'a.approver_employee_id',
      'ap.first_name as approver_first',
      'ap.last_name as approver_last',
      'a.approval_status',
      'fu.username as filed_by',
      'du.username as decided_by',
      'a.decided_at',
      'a.decision_remarks',
    ])
    .orderBy('a.effective_date', 'desc')
    .orderBy('a.id', 'desc');
}

type ListRecord = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

function toRow(r: ListRecord): ApplicationRow {
  return {
    log_no: r.id,
    application_type_id: r.application_type_id,
    application_type: r.application_type,
    is_leave: r.is_leave === 1,
    employee_id: r.employee_id,
    employee_code: r.employee_code ?? '',
    employee_name: fullName(r.first_name, r.last_name),
    date_created: r.created_at,
    effective_date: r.effective_date,
    start_time: r.start_time,
    end_time: r.end_time,
    particulars: r.particulars,
    remarks: r.remarks,
    approver_employee_id: r.approver_employee_id,
    approver: fullName(r.approver_first, r.approver_last),
    status: r.approval_status,
    approval_status: r.approval_status as ApprovalStatus,
    filed_by: r.filed_by,
    decided_by: r.decided_by,
    decided_at: r.decided_at,
    decision_remarks: r.decision_remarks,
  };
}

export async function listApplications(
  db: Db,
  where: { employeeId?: number; approverId?: number },
): Promise<ApplicationRow[]> {
  let q = listQuery(db);
  if (where.employeeId !== undefined) q = q.where('a.employee_id', '=', where.employeeId);
  if (where.approverId !== undefined) q = q.where('a.approver_employee_id', '=', where.approverId);
  return (await q.execute()).map(toRow);
}

export interface StoredApplication {
  id: number;
  application_type_id: number;
  employee_id: number;
  effective_date: string;
  start_time: string;
  end_time: string;
  approver_employee_id: number;
  approval_status: string;
  decision_remarks: string;
}

export function findApplication(db: Db, id: number): Promise<StoredApplication | undefined> {
  return db
    .selectFrom('applications')
    .select([
      'id',
      'application_type_id',
      'employee_id',
      'effective_date',
      'start_time',
      'end_time',
      'approver_employee_id',
      'approval_status',
      'decision_remarks',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface ApplicationType {
  id: number;
  name: string;
  is_leave: number;
  is_paid: number;
  uses_leave_credits: number;
}

export function findType(db: Db, id: number): Promise<ApplicationType | undefined> {
  return db
    .selectFrom('application_types')
    .select(['id', 'name', 'is_leave', 'is_paid', 'uses_leave_credits'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function typeByName(db: Db, name: string): Promise<ApplicationType | undefined> {
  return db
    .selectFrom('application_types')
    .select(['id', 'name', 'is_leave', 'is_paid', 'uses_leave_credits'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Live (For Approval or Approved) applications of the employee and type on these dates. */
export async function liveDuplicates(
  db: Db,
  employeeId: number,
  typeId: number,
  dates: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('applications')
    .select('effective_date')
    .where('employee_id', '=', employeeId)
    .where('application_type_id', '=', typeId)
    .where('effective_date', 'in', dates)
    .where('approval_status', 'in', ['For Approval', 'Approved'])
    .orderBy('effective_date')
    .execute();
  return rows.map((r) => r.effective_date);
}

export interface NewApplication {
  application_type_id: number;
  employee_id: number;
  start_time: string;
  end_time: string;
  particulars: string;
  remarks: string;
  approver_employee_id: number;
}

export async function insertApplications(
  db: Db,
  values: NewApplication,
  dates: readonly string[],
  filedBy: number | null,
  at: string,
): Promise<number[]> {
  const rows = await db
    .insertInto('applications')
    .values(
      dates.map((effective_date) => ({
        ...values,
        effective_date,
        filed_by: filedBy,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Moves an application from one status to another, only if it still has the first: the number of
 * rows changed tells whether this request won (a concurrent second decision changes none).
 */
export async function transition(
  db: Db,
  id: number,
  from: ApprovalStatus,
  set: {
    approval_status: ApprovalStatus;
    decided_by?: number | null;
    decided_at?: string;
    decision_remarks?: string;
    canceled_by?: number | null;
    canceled_at?: string;
  },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .where('approval_status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteApplication(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('applications')
    .where('id', '=', id)
    .where('approval_status', '=', 'For Approval')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** How many applications wait for this approver: one indexed count. */
export async function pendingCount(db: Db, approverId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('approver_employee_id', '=', approverId)
    .where('approval_status', '=', 'For Approval')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- people ----

export function employeeFlags(db: Db, employeeId: number) {
  return db
    .selectFrom('employees')
    .select(['id', 'employee_code', 'first_name', 'last_name', 'is_approver', 'date_hired'])
    .where('id', '=', employeeId)
    .executeTakeFirst();
}

/** Whether the employee is a current approver: flagged and with an active account. */
export async function isCurrentApprover(db: Db, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.employee_id', 'e.id')
    .select('e.id')
    .where('e.id', '=', employeeId)
    .where('e.is_approver', '=', 1)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Employees a proxy may file for: Active and not drafts. Drafts (no code and names yet) are kept
 * out with a local condition until the shared notion of a draft lands (firstrun branch).
 */
export async function proxyEmployees(db: Db) {
  const { rows } = await sql<{
    employee_id: number;
    employee_code: string;
    first_name: string;
    last_name: string;
    company_id: number | null;
    department_id: number | null;
    designation_id: number | null;
  }>`select e.id as employee_id, e.employee_code, e.first_name, e.last_name, e.company_id,
      e.department_id, e.designation_id
    from employees e
    where e.employee_code is not null and e.employee_code <> '' and e.first_name <> '' and e.last_name <> ''
      and e.status_id in (select s.id from employment_statuses s where s.name = 'Active')
    order by e.last_name, e.first_name, e.id`.execute(db);
  return rows.map((r) => ({
    employee_id: Number(r.employee_id),
    employee_code: r.employee_code,
    name: `${r.last_name}, ${r.first_name}`,
    company_id: r.company_id === null ? null : Number(r.company_id),
    department_id: r.department_id === null ? null : Number(r.department_id),
    designation_id: r.designation_id === null ? null : Number(r.designation_id),
  }));
}

// ---- leave ledger ----

export async function balanceOf(db: Db, employeeId: number, typeId: number): Promise<number> {
  const row = await db
    .selectFrom('leave_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('days'), sql<number>`0`).as('total'))
    .where('employee_id', '=', employeeId)
    .where('application_type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return Math.round(Number(row.total) * 100) / 100;
}

/** Balances of every type that uses leave credits (0 where nothing was granted). */
export async function balances(db: Db, employeeId: number): Promise<CreditBalance[]> {
  const rows = await db
    .selectFrom('application_types as t')
    .leftJoin('leave_ledger as l', (join) =>
      join.onRef('l.application_type_id', '=', 't.id').on('l.employee_id', '=', employeeId),
    )
    .select((eb) => [
      't.id',
      't.name',
      eb.fn.coalesce(eb.fn.sum<number>('l.days'), sql<number>`0`).as('total'),
    ])
    .where('t.uses_leave_credits', '=', 1)
    .groupBy(['t.id', 't.name', 't.sort_order'])
    .orderBy('t.sort_order')
    .execute();
  return rows.map((r) => ({
    application_type_id: r.id,
    application_type: r.name,
    balance: Math.round(Number(r.total) * 100) / 100,
  }));
}

export async function ledgerRows(db: Db, employeeId: number): Promise<LedgerRow[]> {
  const rows = await db
    .selectFrom('leave_ledger as l')
    .innerJoin('application_types as t', 't.id', 'l.application_type_id')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.application_type_id',
      't.name as application_type',
      'l.kind',
      'l.days',
      'l.reason',
      'l.application_id',
      'l.accrual_year',
      'u.username as created_by',
      'l.created_at',
    ])
    .where('l.employee_id', '=', employeeId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((r) => ({
    log_no: r.id,
    application_type_id: r.application_type_id,
    application_type: r.application_type,
    kind: r.kind as LedgerKind,
    days: Number(r.days),
    reason: r.reason,
    application_id: r.application_id,
    accrual_year: r.accrual_year,
    created_by: r.created_by,
    created_at: r.created_at,
  }));
}

export interface LedgerEntry {
  employee_id: number;
  application_type_id: number;
  kind: LedgerKind;
  days: number;
  reason: string;
  application_id?: number | null;
  accrual_year?: number | null;
}

export async function addLedger(db: Db, entry: LedgerEntry, by: number | null, at: string): Promise<void> {
  await db
    .insertInto('leave_ledger')
    .values({
      application_id: null,
      accrual_year: null,
      ...entry,
      created_by: by,
      created_at: at,
    })
    .execute();
}

/** The ledger row that took a day for this application, if any. */
export function usageOf(db: Db, applicationId: number) {
  return db
    .selectFrom('leave_ledger')
    .select(['id', 'employee_id', 'application_type_id', 'days'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'usage')
    .executeTakeFirst();
}

/** Rewrites the cached total (employees.leave_credits) from the ledger. */
export async function refreshCachedTotal(db: Db, employeeIds: readonly number[]): Promise<void> {
  for (let i = 0; i < employeeIds.length; i += 500) {
    const chunk = employeeIds.slice(i, i + 500);
    await db
      .updateTable('employees')
      .set({
        leave_credits: sql<number>`coalesce((select sum(l.days) from leave_ledger l where l.employee_id = employees.id), 0)`,
      })
      .where('id', 'in', chunk)
      .execute();
  }
}

/** Approved applications of an employee in [start, end], as the payroll engine takes them. */
export async function approvedOf(db: Db, employeeId: number, start: string, end: string) {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .select(['a.id', 't.name', 'a.effective_date', 'a.start_time', 'a.end_time', 'a.particulars'])
    .where('a.employee_id', '=', employeeId)
    .where('a.approval_status', '=', 'Approved')
    .where('a.effective_date', '>=', start)
    .where('a.effective_date', '<=', end)
    .orderBy('a.effective_date')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    log_no: r.id,
    application_type: r.name,
    effective_date: r.effective_date,
    start_time: r.start_time,
    end_time: r.end_time,
    particulars: r.particulars,
    approval_status: 'Approved' as const,
  }));
}
