/**
 * De minimis ceilings and the ₱90,000 bucket (issue 21 section 3):
 * - earnings_categories.tax_treatment ('taxable' | 'de_minimis' | 'other_benefits' | 'non_taxable'
 *   | 'hazard') and de_minimis_kind (the dated list's kind, for 'de_minimis'). Existing categories
 *   keep what they mean today: taxable ones stay Taxable; one flagged non-taxable or de minimis
 *   becomes Non-taxable (other), unless its name clearly names a kind of the list ('Rice Subsidy'
 *   -> de minimis rice) or a benefit of the bucket ('Christmas Bonus' -> Other benefits).
 *   The old taxable / de_minimis flags stay, kept in step on every save (older clients read them).
 * - payslips: the tax split of each payslip (centavos), so the year's sums stay one SQL sum:
 *   de_minimis_exempt (2316 item 35, 1601-C item 18), bucket_exempt (item 34 / 17: 13th month, other
 *   benefits and de minimis excess inside ₱90,000), bucket_taxable (item 48: the overflow),
 *   non_taxable_other (item 37 / 20) and hazard_pay (item 33 for an MWE, 49 otherwise). Stored 13th
 *   month payslips are filled: their non-taxable part is the bucket's, their taxable part its
 *   overflow.
 * - payslip_de_minimis: the exempt de minimis of a payslip by kind, for the ceilings' month,
 *   semester and year windows of later payslips (live payslips only, by their pay date).
 */
import { treatmentFromFlags } from '@sahod/shared';
import { sql } from 'kysely';
import { type AnyDB, notNull, withId } from '../schema-helpers.ts';

const SPLIT_COLUMNS = [
  'de_minimis_exempt',
  'bucket_exempt',
  'bucket_taxable',
  'non_taxable_other',
  'hazard_pay',
] as const;

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('earnings_categories')
    .addColumn('tax_treatment', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('taxable')
        .check(sql`tax_treatment in ('taxable', 'de_minimis', 'other_benefits', 'non_taxable', 'hazard')`),
    )
    .execute();
  await db.schema.alterTable('earnings_categories').addColumn('de_minimis_kind', 'varchar(30)').execute();
  const categories = await db
    .selectFrom('earnings_categories')
    .select(['id', 'category_name', 'taxable', 'de_minimis'])
    .execute();
  for (const c of categories) {
    const mapped = treatmentFromFlags(
      String(c.category_name),
      Number(c.taxable) === 1,
      Number(c.de_minimis) === 1,
    );
    if (mapped.tax_treatment === 'taxable') continue;
    await db.updateTable('earnings_categories').set(mapped).where('id', '=', c.id).execute();
  }
  for (const column of SPLIT_COLUMNS) {
    await db.schema
      .alterTable('payslips')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db
    .updateTable('payslips')
    .set({
      bucket_exempt: sql`gross_pay - taxable_compensation`,
      bucket_taxable: sql`taxable_compensation`,
    })
    .where('kind', '=', 'thirteenth')
    .execute();
  await withId(db, db.schema.createTable('payslip_de_minimis'))
    .addColumn('payslip_id', 'integer', (c) => c.notNull().references('payslips.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', notNull)
    .addColumn('kind', 'varchar(30)', notNull)
    .addColumn('amount', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('payslip_de_minimis_employee')
    .on('payslip_de_minimis')
    .columns(['employee_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('payslip_de_minimis_payslip')
    .on('payslip_de_minimis')
    .column('payslip_id')
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('payslip_de_minimis').execute();
  for (const column of SPLIT_COLUMNS) await db.schema.alterTable('payslips').dropColumn(column).execute();
  await db.schema.alterTable('earnings_categories').dropColumn('de_minimis_kind').execute();
  await db.schema.alterTable('earnings_categories').dropColumn('tax_treatment').execute();
}
