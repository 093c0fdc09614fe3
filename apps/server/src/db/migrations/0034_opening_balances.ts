/**
 * Opening balances (issue 23 section 1): an employee's year-to-date figures from the previous
 * payroll system, up to the day before the company went live on Sahod. One row per employee and
 * year, amounts in centavos (see OPENING_BALANCE_AMOUNT_FIELDS in @sahod/shared for each field's
 * meaning). go_live_date is the first day Sahod pays: the row covers 1 January .. go_live_date - 1.
 */
import { sql } from 'kysely';
import type { AnyDB } from '../schema-helpers.ts';
import { dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export const OPENING_BALANCE_AMOUNTS = [
  'basic_pay',
  'gross_compensation',
  'non_taxable_benefits',
  'de_minimis',
  'mwe_pay',
  'sss_ee',
  'philhealth_ee',
  'pagibig_ee',
  'taxable_compensation',
  'tax_withheld',
  'thirteenth_paid',
] as const;

export async function up(db: AnyDB): Promise<void> {
  let table = withId(db, db.schema.createTable('employee_opening_balances'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('year', 'integer', notNull)
    .addColumn('go_live_date', dateType(db), notNull);
  for (const column of OPENING_BALANCE_AMOUNTS) {
    table = table.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0).check(sqlNonNegative(column)));
  }
  await table
    .addColumn('updated_at', timestampType(db), notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('employee_opening_balances_year', ['employee_id', 'year'])
    .execute();
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('employee_opening_balances').execute();
}
