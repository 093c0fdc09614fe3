/**
 * Approvers of another company (issue 20): an application names an approver of the employee's own
 * company, or one HR marks on Approver Assignment as company-wide (approves for every company).
 * The flag is the employee's, like is_approver; 0 for everyone at first.
 */
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('employees')
    .addColumn('approver_company_wide', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('approver_company_wide').execute();
}
