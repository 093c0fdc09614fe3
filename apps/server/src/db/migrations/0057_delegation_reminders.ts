/**
 * Delegation while away and approval reminders (issue 27 §2).
 * - approver_delegations: an approver's delegate (another approver) for date_from..date_to
 *   (Manila dates, inclusive); ended_at set when it was ended early (it no longer runs, and no
 *   longer counts for the overlap rule). created_by: the user who set it.
 * - application_decisions.delegate_employee_id and applications.delegate_employee_id: the delegate
 *   who decided in the approver's place (null: the approver decided). approver_employee_id stays
 *   the approver whose place was filled, so 0049's unique (application, level, approver) still
 *   allows one decision per place: an approver and their delegate can never both decide for it.
 * - companies.approval_reminder_days: 'remind approvers after N working days' (default 2).
 * - approval_notices: every reminder or 'approver away' notice sent, by key (unique): claimed
 *   before sending, so each is sent at most once, across restarts and processes.
 */
import { type AnyDB, dateType, notNull, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await withId(db, db.schema.createTable('approver_delegations'))
    .addColumn('approver_employee_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('delegate_employee_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('date_from', dateType(db), notNull)
    .addColumn('date_to', dateType(db), notNull)
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(30)', notNull)
    .addColumn('ended_at', 'varchar(30)')
    .addColumn('ended_by', 'integer')
    .execute();
  await db.schema
    .createIndex('approver_delegations_approver')
    .on('approver_delegations')
    .columns(['approver_employee_id', 'date_from'])
    .execute();
  await db.schema
    .createIndex('approver_delegations_delegate')
    .on('approver_delegations')
    .columns(['delegate_employee_id', 'date_from'])
    .execute();
  await db.schema.alterTable('application_decisions').addColumn('delegate_employee_id', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('delegate_employee_id', 'integer').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('approval_reminder_days', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await withId(db, db.schema.createTable('approval_notices'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('sent_at', 'varchar(30)', notNull)
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('approval_notices').execute();
  await db.schema.alterTable('companies').dropColumn('approval_reminder_days').execute();
  await db.schema.alterTable('applications').dropColumn('delegate_employee_id').execute();
  await db.schema.alterTable('application_decisions').dropColumn('delegate_employee_id').execute();
  await db.schema.dropTable('approver_delegations').execute();
}
