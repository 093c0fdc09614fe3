/**
 * Year-end and separation (issue 17), the columns every part of it shares:
 * - payslips.kind: 'regular' (a payroll period), 'thirteenth' (the 13th-month pay of a year) or
 *   'finalpay' (a separated employee's final pay); payslips.pay_date: the day it is paid (13th
 *   month and final pay; a regular payslip's month is its period's end date). One live payslip per
 *   (employee, kind, start, end).
 * - employees.separation_date / separation_reason: the last day of employment and the BIR reason
 *   code (alphalist field 47), saved with the Employment Details.
 */
import { sql } from 'kysely';
import type { AnyDB } from '../schema-helpers.ts';
import { dateType } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const date = dateType(db);
  await db.schema
    .alterTable('payslips')
    .addColumn('kind', 'varchar(20)', (c) =>
      c.notNull().defaultTo('regular').check(sql`kind in ('regular', 'thirteenth', 'finalpay')`),
    )
    .execute();
  await db.schema.alterTable('payslips').addColumn('pay_date', date).execute();
  await db.schema.dropIndex('payslips_live_unique').execute();
  await db.schema
    .createIndex('payslips_live_unique')
    .on('payslips')
    .columns(['employee_id', 'kind', 'start_date', 'end_date'])
    .unique()
    .where(sql.ref('status'), '=', 'processed')
    .execute();
  await db.schema.alterTable('employees').addColumn('separation_date', date).execute();
  await db.schema.alterTable('employees').addColumn('separation_reason', 'varchar(10)').execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('separation_reason').execute();
  await db.schema.alterTable('employees').dropColumn('separation_date').execute();
  await db.schema.dropIndex('payslips_live_unique').execute();
  await db.schema
    .createIndex('payslips_live_unique')
    .on('payslips')
    .columns(['employee_id', 'start_date', 'end_date'])
    .unique()
    .where(sql.ref('status'), '=', 'processed')
    .execute();
  await db.schema.alterTable('payslips').dropColumn('pay_date').execute();
  await db.schema.alterTable('payslips').dropColumn('kind').execute();
}
