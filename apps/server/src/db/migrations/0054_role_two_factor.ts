/**
 * Issue 25 §2: a role setting 'Requires two-factor sign-in'. On for the roles that can see pay or
 * change roles (today's Administrator and Payroll Officer: the Admin or Payroll view, or User Roles
 * update); a user of such a role who has not enrolled is taken to enrolment after the password.
 */
import { sql } from 'kysely';
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('requires_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update roles set requires_two_factor = 1 where id in (
    select rp.role_id from role_permissions rp join modules m on m.id = rp.module_id
    where (m.key in ('admin', 'payroll') and rp.can_view = 1) or (m.key = 'userroles' and rp.can_update = 1))`.execute(
    db,
  );
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('roles').dropColumn('requires_two_factor').execute();
}
