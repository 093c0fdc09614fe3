/**
 * Payroll (issue 12): the stored payslips. One row per employee and processed period holds the
 * engine's payslip as computed ("final and locked"): every breakdown, the employer shares and the
 * attendance figures as JSON text (`snapshot`, centavos), plus the key totals in centavo columns
 * for the reports. status 'processed' | 'void'; a voided payslip keeps its snapshot and its reason
 * and never counts as Processed or Overlapping. A partial unique index allows one live payslip per
 * (employee, start, end): a double submit cannot store two. The employee is RESTRICT: an employee
 * with payroll history is never deleted.
 */
import { sql } from 'kysely';
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  const date = dateType(db);
  await withId(db, db.schema.createTable('payslips'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('restrict'))
    .addColumn('start_date', date, notNull)
    .addColumn('end_date', date, notNull)
    .addColumn('pay_period', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('processed'))
    .addColumn('void_reason', 'varchar(500)')
    .addColumn('gross_base', 'bigint', notNull)
    .addColumn('gross_pay', 'bigint', notNull)
    .addColumn('mandatories_total', 'bigint', notNull)
    .addColumn('wtax', 'bigint', notNull)
    .addColumn('deductions_total', 'bigint', notNull)
    .addColumn('loans_total', 'bigint', notNull)
    .addColumn('total_deductions', 'bigint', notNull)
    .addColumn('net_pay', 'bigint', notNull)
    .addColumn('employer_total', 'bigint', notNull)
    .addColumn('snapshot', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .addColumn('voided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('voided_at', ts)
    .addCheckConstraint('payslips_status', sql`status in ('processed', 'void')`)
    .addCheckConstraint('payslips_period', sql`start_date <= end_date`)
    .execute();
  await db.schema
    .createIndex('payslips_live_unique')
    .on('payslips')
    .columns(['employee_id', 'start_date', 'end_date'])
    .unique()
    .where(sql.ref('status'), '=', 'processed')
    .execute();
  await db.schema.createIndex('payslips_period').on('payslips').columns(['start_date', 'end_date']).execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('payslips').execute();
}
