/**
 * Applications and leave credits (issue 10).
 *
 * - applications: one per employee, type and date (a range filing becomes one row per date). The
 *   spec's log_no is id. approval_status 'For Approval' -> 'Approved' | 'Rejected'; an approved one
 *   may later be 'Canceled' (its effects undone). filed_by is the user who filed it (the applicant
 *   or a proxy); decided_* the approver's decision and remarks. A partial unique index refuses a
 *   second live (For Approval or Approved) application of the same type for the same date.
 * - leave_ledger: the truth of leave credits, per employee and application type: grant, accrual
 *   (accrual_year set: Service Incentive Leave, unique per employee, type and year so the yearly
 *   action grants once), usage (an approved leave, -1), adjustment (HR, with a reason), reversal
 *   (a canceled leave, +1). employees.leave_credits stays as the cached total of the ledger,
 *   rewritten in the same transaction as every ledger row, so the list, the profile card and the
 *   payroll keep reading one column. The existing value becomes an opening 'grant' to Vacation
 *   Leave.
 * Both go with their employee (ON DELETE CASCADE; EMPLOYEE_DEPENDENT_TABLES deletes them first);
 * an employee who is the approver of applications cannot be deleted (RESTRICT, 409).
 */
import { sql } from 'kysely';
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  const date = dateType(db);

  await withId(db, db.schema.createTable('applications'))
    .addColumn('application_type_id', 'integer', (c) =>
      c.notNull().references('application_types.id').onDelete('restrict'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('effective_date', date, notNull)
    .addColumn('start_time', 'varchar(8)', notNull)
    .addColumn('end_time', 'varchar(8)', notNull)
    .addColumn('particulars', 'varchar(500)', notNull)
    .addColumn('remarks', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('approver_employee_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('restrict'),
    )
    .addColumn('approval_status', 'varchar(20)', (c) => c.notNull().defaultTo('For Approval'))
    .addColumn('filed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', ts)
    .addColumn('decision_remarks', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('canceled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('canceled_at', ts)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema
    .createIndex('applications_employee_date')
    .on('applications')
    .columns(['employee_id', 'effective_date'])
    .execute();
  await db.schema
    .createIndex('applications_approver_status')
    .on('applications')
    .columns(['approver_employee_id', 'approval_status'])
    .execute();
  await db.schema
    .createIndex('applications_live_unique')
    .on('applications')
    .columns(['employee_id', 'application_type_id', 'effective_date'])
    .unique()
    .where(sql.ref('approval_status'), 'in', ['For Approval', 'Approved'])
    .execute();

  await withId(db, db.schema.createTable('leave_ledger'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('application_type_id', 'integer', (c) =>
      c.notNull().references('application_types.id').onDelete('restrict'),
    )
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('days', sql`numeric(6,2)`, notNull)
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('accrual_year', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .addUniqueConstraint('leave_ledger_accrual_once', ['employee_id', 'application_type_id', 'accrual_year'])
    .execute();
  await db.schema
    .createIndex('leave_ledger_employee_type')
    .on('leave_ledger')
    .columns(['employee_id', 'application_type_id'])
    .execute();

  // The existing single number becomes an opening grant (only where the types are seeded already).
  const vacation = await db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', 'Vacation Leave')
    .executeTakeFirst();
  if (vacation) {
    const at = new Date().toISOString();
    await sql`insert into leave_ledger (employee_id, application_type_id, kind, days, reason, created_at)
      select id, ${vacation.id}, 'grant', leave_credits, 'Opening balance', ${at}
      from employees where leave_credits <> 0`.execute(db);
  }
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('leave_ledger').execute();
  await db.schema.dropTable('applications').execute();
}
