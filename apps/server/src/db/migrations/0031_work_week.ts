/**
 * Work weeks and shift rules (issue 22 section 3):
 * - employees.rest_weekdays: the employee's rest days as weekday numbers (0 Sunday .. 6 Saturday)
 *   joined by commas, e.g. '0' or '6,0'; null: the company's;
 * - company_pay_calendar.rest_weekdays: the company's default work week, same form; null (or no
 *   pay calendar saved): Sunday, the rule before work weeks;
 * - shifts.break_minutes (default 60, the fixed lunch before) and shifts.grace_minutes (default 0):
 *   the lunch deduction's minimum and the grace period for tardiness.
 */
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema.alterTable('employees').addColumn('rest_weekdays', 'varchar(20)').execute();
  await db.schema.alterTable('company_pay_calendar').addColumn('rest_weekdays', 'varchar(20)').execute();
  await db.schema
    .alterTable('shifts')
    .addColumn('break_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
  await db.schema
    .alterTable('shifts')
    .addColumn('grace_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('shifts').dropColumn('grace_minutes').execute();
  await db.schema.alterTable('shifts').dropColumn('break_minutes').execute();
  await db.schema.alterTable('company_pay_calendar').dropColumn('rest_weekdays').execute();
  await db.schema.alterTable('employees').dropColumn('rest_weekdays').execute();
}
