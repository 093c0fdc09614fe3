import type { Kysely } from 'kysely';
import type { DB } from './types.ts';

/** An approved, active demo account linked to an employee (skipped when the username exists). */
export async function insertDemoAccount(
  db: Kysely<DB>,
  now: string,
  account: {
    username: string;
    name: string;
    passwordHash: string;
    roleId: number;
    employee: {
      id: number;
      company_id: number | null;
      department_id: number | null;
      designation_id: number | null;
    };
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      username: account.username,
      username_key: account.username.toLowerCase(),
      name: account.name,
      password_hash: account.passwordHash,
      role_id: account.roleId,
      employee_id: account.employee.id,
      company_id: account.employee.company_id,
      department_id: account.employee.department_id,
      designation_id: account.employee.designation_id,
      status: 1,
      approval_status: 'Approved',
      token_version: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('username_key').doNothing())
    .execute();
}
