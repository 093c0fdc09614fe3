/** Queries of Approver Assignment: accounts with their linked employee, and the approver flag. */
import type { Approver, ApproverAssignment } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { notDraftEmployee } from '../employees/repository.ts';
import { accountQuery } from '../useraccounts/repository.ts';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** Accounts linked to an employee (only those can be approvers), with the approver flag. */
function assignmentQuery(db: Kysely<DB>) {
  return accountQuery(db)
    .where('u.employee_id', 'is not', null)
    .select(['e.is_approver', 'e.approver_company_wide']);
}

type AssignmentRecord = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['executeTakeFirstOrThrow']>>;

/** Null only for an account without an employee, which the query already leaves out. */
function toAssignment(row: AssignmentRecord): ApproverAssignment | null {
  if (row.employee_id === null) return null;
  return {
    user_id: row.id,
    username: row.username,
    name: row.name,
    role_id: row.role_id,
    role: row.role,
    status: row.status === 1,
    company_id: row.company_id,
    company: row.company,
    department_id: row.department_id,
    department: row.department,
    designation_id: row.designation_id,
    designation: row.designation,
    employee_id: row.employee_id,
    employee_code: row.employee_code,
    employee_name: fullName(row.first_name ?? '', row.last_name ?? ''),
    approver_status: row.is_approver === 1,
    company_wide: row.approver_company_wide === 1,
  };
}

export async function listAssignments(db: Kysely<DB>): Promise<ApproverAssignment[]> {
  const rows = await assignmentQuery(db).orderBy('u.username_key').execute();
  return rows.map(toAssignment).filter((row): row is ApproverAssignment => row !== null);
}

export async function findAssignment(
  db: Kysely<DB>,
  userId: number,
): Promise<ApproverAssignment | undefined> {
  const row = await assignmentQuery(db).where('u.id', '=', userId).executeTakeFirst();
  return (row && toAssignment(row)) ?? undefined;
}

/** Employees flagged as approver that have an account, by last then first name. */
export async function listApprovers(db: Kysely<DB>): Promise<Approver[]> {
  const rows = await db
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.employee_id', 'e.id')
    .leftJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('designations as g', 'g.id', 'e.designation_id')
    .select([
      'e.id as employee_id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'e.company_id',
      'c.name as company',
      'e.department_id',
      'd.name as department',
      'e.designation_id',
      'g.name as designation',
      'u.id as user_id',
      'u.username',
      'u.status',
      'e.approver_company_wide',
    ])
    .where('e.is_approver', '=', 1)
    .where(notDraftEmployee('e'))
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  return rows.map(({ approver_company_wide, ...row }) => ({
    ...row,
    name: fullName(row.first_name, row.last_name),
    status: row.status === 1,
    company_wide: approver_company_wide === 1,
  }));
}

/** The account's link, read inside the update's transaction. */
export function findUserLink(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select(['u.id', 'u.username', 'e.id as employee_id', 'e.is_approver', 'e.approver_company_wide'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function setApproverFlag(
  db: Kysely<DB>,
  employeeId: number,
  flags: { approver: boolean; companyWide: boolean },
  now: string,
): Promise<void> {
  await db
    .updateTable('employees')
    .set({
      is_approver: flags.approver ? 1 : 0,
      approver_company_wide: flags.companyWide ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', employeeId)
    .execute();
}
