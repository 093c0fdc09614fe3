/**
 * Approval chains (issue 27 §1).
 * - approval_chains: a chain assigned to an application type (null: every type) and a company or
 *   department (null: every one); the most specific applies when an application is filed.
 * - approval_chain_levels: its ordered levels; approver_ids the employees (comma-separated ids),
 *   mode 'any' (one of them decides) or 'all' (each must approve).
 * - application_levels: the snapshot of the chain an application was filed under (editing a chain
 *   changes later filings only). An application without rows here has today's single approver.
 * - application_decisions: every decision on a chained application (who, when, remarks, level);
 *   unique (application, level, approver) so one approver can never be recorded twice at a level.
 * - applications.current_level: the level it waits at (1 for every existing application).
 */
import { type AnyDB, notNull, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await withId(db, db.schema.createTable('approval_chains'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('application_type_id', 'integer')
    .addColumn('company_id', 'integer')
    .addColumn('department_id', 'integer')
    .addColumn('created_at', 'varchar(30)', notNull)
    .addColumn('updated_at', 'varchar(30)', notNull)
    .execute();
  await withId(db, db.schema.createTable('approval_chain_levels'))
    .addColumn('chain_id', 'integer', (c) => c.notNull().references('approval_chains.id').onDelete('cascade'))
    .addColumn('level', 'integer', notNull)
    .addColumn('mode', 'varchar(3)', notNull)
    .addColumn('approver_ids', 'varchar(500)', notNull)
    .addUniqueConstraint('approval_chain_levels_level', ['chain_id', 'level'])
    .execute();
  await withId(db, db.schema.createTable('application_levels'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('level', 'integer', notNull)
    .addColumn('mode', 'varchar(3)', notNull)
    .addColumn('approver_ids', 'varchar(500)', notNull)
    .addUniqueConstraint('application_levels_level', ['application_id', 'level'])
    .execute();
  await withId(db, db.schema.createTable('application_decisions'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('level', 'integer', notNull)
    .addColumn('approver_employee_id', 'integer', notNull)
    .addColumn('decision', 'varchar(10)', notNull)
    .addColumn('remarks', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'varchar(30)', notNull)
    .addUniqueConstraint('application_decisions_once', ['application_id', 'level', 'approver_employee_id'])
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('current_level', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('current_level').execute();
  await db.schema.dropTable('application_decisions').execute();
  await db.schema.dropTable('application_levels').execute();
  await db.schema.dropTable('approval_chain_levels').execute();
  await db.schema.dropTable('approval_chains').execute();
}
