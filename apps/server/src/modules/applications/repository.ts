/** Queries of applications (spec 3 "Application"; log_no is id) and of the leave ledger. */
import {
  type ApplicationRow,
  type ApprovalStatus,
  effectiveRestWeekdays,
  leaveCreditNote,
} from '@sahod/shared';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { notDraftEmployee } from '../employees/repository.ts';

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
    .leftJoin('company_pay_calendar as pc', 'pc.company_id', 'e.company_id')
    .leftJoin('employees as dg', 'dg.id', 'a.delegate_employee_id')
    .select([
      'dg.first_name as delegate_first',
      'dg.last_name as delegate_last',
      'a.id',
      'a.application_type_id',
      't.name as application_type',
      't.is_leave',
      't.uses_leave_credits',
      'a.employee_id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'e.rest_weekdays',
      'pc.rest_weekdays as company_rest_weekdays',
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
    // Issue 27 §2: decided by this delegate in the approver's place ('approved by X for Y').
    delegate: r.delegate_first === null ? null : fullName(r.delegate_first, r.delegate_last),
    // Issue 22: the same rule as approval (approval.ts applyLeave): national holidays, the employee's rest days.
    credit_note:
      r.is_leave === 1 && r.uses_leave_credits === 1
        ? leaveCreditNote(r.effective_date, {
            rest_weekdays: effectiveRestWeekdays(r.rest_weekdays, r.company_rest_weekdays ?? null),
          })
        : null,
  };
}

export async function listApplications(
  db: Db,
  where: { employeeId?: number; approverId?: number },
): Promise<ApplicationRow[]> {
  let q = listQuery(db);
  if (where.employeeId !== undefined) q = q.where('a.employee_id', '=', where.employeeId);
  if (where.approverId !== undefined) {
    // Issue 27: a chained application shows to the approvers of each of its levels.
    const id = where.approverId;
    q = q.where((eb) =>
      eb.or([
        eb('a.approver_employee_id', '=', id),
        sql<SqlBool>`exists (select 1 from application_levels l where l.application_id = a.id and ${inIds(id)})`,
      ]),
    );
  }
  return (await q.execute()).map(toRow);
}

/** The level row's approver_ids (comma-separated) name this employee. */
const inIds = (employeeId: number) =>
  sql<SqlBool>`(',' || l.approver_ids || ',') like ${`%,${employeeId},%`}`;

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
  /** The user who filed it, and that user's employee (null when none). */
  filed_by: number | null;
  filer_employee_id: number | null;
  /** 0049: the chain level it waits at (1 without a chain). */
  current_level: number;
}

export function findApplication(db: Db, id: number): Promise<StoredApplication | undefined> {
  return db
    .selectFrom('applications as a')
    .leftJoin('users as f', 'f.id', 'a.filed_by')
    .select([
      'a.id',
      'a.application_type_id',
      'a.employee_id',
      'a.effective_date',
      'a.start_time',
      'a.end_time',
      'a.approver_employee_id',
      'a.approval_status',
      'a.decision_remarks',
      'a.filed_by',
      'f.employee_id as filer_employee_id',
      'a.current_level',
    ])
    .where('a.id', '=', id)
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

/**
 * The applications waiting for this approver (the table is `applications`, unaliased): their own
 * without levels, or a chained one whose current level names them and they have not decided.
 */
export const waitingFor = (approverId: number) => (eb: ExpressionBuilder<DB, 'applications'>) =>
  eb.and([
    eb('applications.approval_status', '=', 'For Approval'),
    eb.or([
      eb.and([
        eb('applications.approver_employee_id', '=', approverId),
        sql<SqlBool>`not exists (select 1 from application_levels l where l.application_id = applications.id)`,
      ]),
      // Issue 27: a chained one waits for the approvers of its current level who have not decided.
      sql<SqlBool>`exists (select 1 from application_levels l where l.application_id = applications.id
          and l.level = applications.current_level and ${inIds(approverId)}
          and not exists (select 1 from application_decisions d where d.application_id = applications.id
            and d.level = l.level and d.approver_employee_id = ${approverId}))`,
    ]),
  ]);

/** How many applications wait for this approver: one indexed count. */
export async function pendingCount(db: Db, approverId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(waitingFor(approverId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of the approver's applications that wait for their decision now: pendingCount's rule
 * (issue 27) read per application, for the approver's list.
 */
export async function waitingForApprover(
  db: Db,
  approverId: number,
  /** A delegate's own applications never wait on them (issue 27 §2). */
  exceptEmployeeId?: number,
): Promise<Set<number>> {
  let q = db.selectFrom('applications').select('id');
  if (exceptEmployeeId !== undefined) q = q.where('employee_id', '<>', exceptEmployeeId);
  const rows = await q
    .where('approval_status', '=', 'For Approval')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('approver_employee_id', '=', approverId),
          sql<SqlBool>`not exists (select 1 from application_levels l where l.application_id = applications.id)`,
        ]),
        sql<SqlBool>`exists (select 1 from application_levels l where l.application_id = applications.id
          and l.level = applications.current_level and ${inIds(approverId)}
          and not exists (select 1 from application_decisions d where d.application_id = applications.id
            and d.level = l.level and d.approver_employee_id = ${approverId}))`,
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
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
/** A current approver (flagged, with an active account): their company and company-wide flag. */
export async function currentApprover(
  db: Db,
  employeeId: number,
): Promise<{ company_id: number | null; company_wide: boolean } | undefined> {
  const row = await db
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.employee_id', 'e.id')
    .select(['e.company_id', 'e.approver_company_wide'])
    .where('e.id', '=', employeeId)
    .where('e.is_approver', '=', 1)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  return row && { company_id: row.company_id, company_wide: row.approver_company_wide === 1 };
}

/** The employee's company (null without one or for an unknown employee). */
export async function companyOfEmployee(db: Db, employeeId: number): Promise<number | null> {
  const row = await db
    .selectFrom('employees')
    .select('company_id')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

const ACTIVE_STATUS = sql<SqlBool>`e.status_id in (select s.id from employment_statuses s where s.name = 'Active')`;

/** Whether a proxy may file for the employee: Active and not a draft, as `proxyEmployees` lists. */
export async function isProxyEmployee(db: Db, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.id', '=', employeeId)
    .where(notDraftEmployee('e'))
    .where(ACTIVE_STATUS)
    .executeTakeFirst();
  return row !== undefined;
}

/** Employees a proxy may file for: Active and not drafts (the shared `notDraftEmployee`). */
export async function proxyEmployees(db: Db) {
  const { rows } = await sql<{
    employee_id: number;
    employee_code: string | null;
    first_name: string;
    last_name: string;
    company_id: number | null;
    department_id: number | null;
    designation_id: number | null;
    company: string | null;
    department: string | null;
    designation: string | null;
  }>`select e.id as employee_id, e.employee_code, e.first_name, e.last_name, e.company_id,
      e.department_id, e.designation_id, c.name as company, d.name as department, g.name as designation
    from employees e
    left join companies c on c.id = e.company_id
    left join departments d on d.id = e.department_id
    left join designations g on g.id = e.designation_id
    where ${notDraftEmployee('e')} and ${ACTIVE_STATUS}
    order by e.last_name, e.first_name, e.id`.execute(db);
  return rows.map((r) => ({
    employee_id: Number(r.employee_id),
    employee_code: r.employee_code ?? '',
    name: `${r.last_name}, ${r.first_name}`,
    company_id: r.company_id === null ? null : Number(r.company_id),
    department_id: r.department_id === null ? null : Number(r.department_id),
    designation_id: r.designation_id === null ? null : Number(r.designation_id),
    company: r.company,
    department: r.department,
    designation: r.designation,
  }));
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
