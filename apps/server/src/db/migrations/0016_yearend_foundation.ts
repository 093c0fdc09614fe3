/**
 * Year-end and separation (issue 17), the columns every part of it shares:
 * - payslips.kind: 'regular' (a payroll period), 'thirteenth' (the 13th-month pay of a year) or
 *   'finalpay' (a separated employee's final pay); payslips.pay_date: the day it is paid (13th
 *   month and final pay; a regular payslip's month is its period's end date). One live payslip per
 *   (employee, kind, start, end).
 * - payslips.basic_earned / taxable_compensation / benefits_total (centavos, from the snapshot):
 *   what the year's sums need (13th month, annualization, 2316, alphalist) without parsing a
 *   year of snapshots; filled for the payslips already stored.
 * - employee_previous_employers: the previous employer's 2316 of an employee hired during a year
 *   (2316 Part III and items 22/25B; alphalist fields 13 to 23 and 40), one row per employee and
 *   year, amounts in centavos.
 * - employees.separation_date / separation_reason: the last day of employment and the BIR reason
 *   code (alphalist field 47), saved with the Employment Details.
 */
import { basicEarned } from '@sahod/payroll';
import { type Kysely, sql } from 'kysely';
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

const YEAR_FIGURES = ['basic_earned', 'taxable_compensation', 'benefits_total'] as const;

/** Previous-employer amounts (centavos): alphalist D1 fields 13 to 23 and 40, in that order. */
export const PREVIOUS_EMPLOYER_AMOUNTS = [
  'gross_compensation',
  'non_taxable_basic',
  'non_taxable_benefits',
  'de_minimis',
  'contributions',
  'non_taxable_other',
  'taxable_basic',
  'taxable_benefits',
  'taxable_other',
  'tax_withheld',
] as const;

/** The year figures of one stored snapshot (the engine's payslip, centavos). */
export function yearFiguresOf(snapshot: string): Record<(typeof YEAR_FIGURES)[number], number> {
  const p = (JSON.parse(snapshot) as { payslip?: Record<string, unknown> }).payslip ?? {};
  const gross = (p.gross_breakdown ?? {}) as Record<string, number>;
  return {
    basic_earned: basicEarned([gross]),
    taxable_compensation: Number(p.taxable_compensation ?? 0),
    benefits_total: Number(p.benefitsTotal ?? 0),
  };
}

export async function up(db: AnyDB): Promise<void> {
  const date = dateType(db);
  await db.schema
    .alterTable('payslips')
    .addColumn('kind', 'varchar(20)', (c) =>
      c.notNull().defaultTo('regular').check(sql`kind in ('regular', 'thirteenth', 'finalpay')`),
    )
    .execute();
  await db.schema.alterTable('payslips').addColumn('pay_date', date).execute();
  for (const column of YEAR_FIGURES) {
    await db.schema
      .alterTable('payslips')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const k = db as unknown as Kysely<{ payslips: { id: number; snapshot: string } & Record<string, number> }>;
  for (let after = 0; ; ) {
    const chunk = await k
      .selectFrom('payslips')
      .select(['id', 'snapshot'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (chunk.length === 0) break;
    for (const row of chunk) {
      await k.updateTable('payslips').set(yearFiguresOf(row.snapshot)).where('id', '=', row.id).execute();
    }
    after = chunk[chunk.length - 1]?.id ?? after;
  }
  await db.schema.dropIndex('payslips_live_unique').execute();
  await db.schema
    .createIndex('payslips_live_unique')
    .on('payslips')
    .columns(['employee_id', 'kind', 'start_date', 'end_date'])
    .unique()
    .where(sql.ref('status'), '=', 'processed')
    .execute();
  let previous = withId(db, db.schema.createTable('employee_previous_employers'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('year', 'integer', notNull)
    .addColumn('tin', 'varchar(20)')
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('address', 'varchar(500)')
    .addColumn('zip', 'varchar(4)');
  for (const column of PREVIOUS_EMPLOYER_AMOUNTS) {
    previous = previous.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  }
  await previous
    .addColumn('updated_at', timestampType(db), notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('employee_previous_employers_year', ['employee_id', 'year'])
    .execute();
  await db.schema.alterTable('employees').addColumn('separation_date', date).execute();
  await db.schema.alterTable('employees').addColumn('separation_reason', 'varchar(10)').execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('separation_reason').execute();
  await db.schema.alterTable('employees').dropColumn('separation_date').execute();
  await db.schema.dropTable('employee_previous_employers').execute();
  await db.schema.dropIndex('payslips_live_unique').execute();
  await db.schema
    .createIndex('payslips_live_unique')
    .on('payslips')
    .columns(['employee_id', 'start_date', 'end_date'])
    .unique()
    .where(sql.ref('status'), '=', 'processed')
    .execute();
  for (const column of YEAR_FIGURES) await db.schema.alterTable('payslips').dropColumn(column).execute();
  await db.schema.alterTable('payslips').dropColumn('pay_date').execute();
  await db.schema.alterTable('payslips').dropColumn('kind').execute();
}
