/** Queries of the user accounts area. Never selects the password hash into an API shape. */
import type { Account, LinkableEmployee, RoleOption } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB, UserUpdate } from '../../db/types.ts';
import { isDraftEmployee, notDraftEmployee } from '../employees/repository.ts';

/** Accounts with their role, organisation and linked employee (shared with Approver Assignment). */
export function accountQuery(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .leftJoin('designations as g', 'g.id', 'u.designation_id')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.role_id',
      'r.name as role',
      'u.company_id',
      'c.name as company',
      'u.department_id',
      'd.name as department',
      'u.designation_id',
      'g.name as designation',
      'u.status',
      'u.employee_id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'u.approval_status',
      'u.created_at',
      'u.updated_at',
    ]);
}

type AccountRecord = Awaited<ReturnType<ReturnType<typeof accountQuery>['executeTakeFirstOrThrow']>>;

function toAccount(row: AccountRecord): Account {
  const employeeName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    user_id: row.id,
    username: row.username,
    name: row.name,
    role_id: row.role_id,
    role: row.role,
    company_id: row.company_id,
    company: row.company,
    department_id: row.department_id,
    department: row.department,
    designation_id: row.designation_id,
    designation: row.designation,
    status: row.status === 1,
    employee_id: row.employee_id,
    employee_code: row.employee_code,
    employee_name: row.employee_id === null ? null : employeeName,
    approval_status: row.approval_status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listAccounts(db: Kysely<DB>): Promise<Account[]> {
  const rows = await accountQuery(db).orderBy('u.username_key').execute();
  return rows.map(toAccount);
}

export async function findAccount(db: Kysely<DB>, userId: number): Promise<Account | undefined> {
  const row = await accountQuery(db).where('u.id', '=', userId).executeTakeFirst();
  return row && toAccount(row);
}

export async function findAccountByEmployee(db: Kysely<DB>, employeeId: number): Promise<Account | null> {
  const row = await accountQuery(db).where('u.employee_id', '=', employeeId).executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** The stored row the rules work on (with the hash, which never leaves the service). */
export function findUserRow(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function usernameTaken(
  db: Kysely<DB>,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('username_key', '=', username.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function roleExists(db: Kysely<DB>, roleId: number): Promise<boolean> {
  return (
    (await db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst()) !== undefined
  );
}

export function findCompany(db: Kysely<DB>, id: number) {
  return db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
}

export function findDepartment(db: Kysely<DB>, id: number) {
  return db.selectFrom('departments').select(['id', 'company_id']).where('id', '=', id).executeTakeFirst();
}

export function findDesignation(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('designations')
    .select(['id', 'department_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findEmployee(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('employees')
    .select('id')
    .select(isDraftEmployee('employees').as('draft'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The account linked to an employee, other than the given one. */
export function accountLinkedTo(db: Kysely<DB>, employeeId: number, exceptUserId?: number) {
  let query = db.selectFrom('users').select('id').where('employee_id', '=', employeeId);
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return query.executeTakeFirst();
}

export interface NewAccountRow {
  username: string;
  name: string;
  password_hash: string;
  role_id: number;
  employee_id: number | null;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  status: number;
  approval_status: Account['approval_status'];
}

export async function insertAccount(db: Kysely<DB>, row: NewAccountRow, now: string): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values({
      ...row,
      username_key: row.username.toLowerCase(),
      token_version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Saves the account and bumps its token version: the user's tokens stop working at once, and their
 * sign-in sessions end (a password reset by an administrator ends all of them).
 */
export async function updateAccountRow(db: Kysely<DB>, userId: number, changes: UserUpdate): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
  await db
    .updateTable('users')
    .set((eb) => ({ ...changes, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function deleteAccountRow(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function listRoleOptions(db: Kysely<DB>): Promise<RoleOption[]> {
  const rows = await db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
  return rows.map((r) => ({ role_id: r.id, role_name: r.name }));
}

export async function listLinkableEmployees(db: Kysely<DB>): Promise<LinkableEmployee[]> {
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.id')
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'e.middle_name',
      'e.company_id',
      'e.department_id',
      'e.designation_id',
      'u.id as user_id',
    ])
    // Drafts (Create New never saved) are nobody yet: they cannot get an account.
    .where(notDraftEmployee('e'))
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  return rows.map(({ id, ...rest }) => ({ employee_id: id, ...rest }));
}
