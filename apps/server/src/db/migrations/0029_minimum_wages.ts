/**
 * Minimum wage earners (issue 21 section 4):
 * - minimum_wages: the dated regional minimum wage table (wage order, effective date, non-agriculture
 *   daily rate in centavos), keyed by the region's PSGC code; NCR seeded from ph-statutory 7;
 * - companies.work_region_code: the company's work region (null: from its employer address);
 * - employees.work_region_code: an employee's own work region (null: the company's);
 * - payslips.mwe_basic / mwe_premiums: a minimum wage earner's exempt statutory minimum wage and
 *   holiday/overtime/night premiums on that payslip (centavos; 0 for everyone else), which the
 *   1601-C (items 15, 16), the 2316 and the alphalist read.
 */
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export const NCR_PSGC = '1300000000';

export async function up(db: AnyDB): Promise<void> {
  await withId(db, db.schema.createTable('minimum_wages'))
    .addColumn('region_code', 'varchar(10)', notNull)
    .addColumn('wage_order', 'varchar(50)', notNull)
    .addColumn('effective_from', dateType(db), notNull)
    .addColumn('daily_rate', 'bigint', notNull)
    .addColumn('created_at', timestampType(db), notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('minimum_wages_region_date', ['region_code', 'effective_from'])
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('minimum_wages')
    .values([
      {
        region_code: NCR_PSGC,
        wage_order: 'NCR-25',
        effective_from: '2024-07-17',
        daily_rate: 64_500,
        created_at: at,
      },
      {
        region_code: NCR_PSGC,
        wage_order: 'NCR-26',
        effective_from: '2025-07-18',
        daily_rate: 69_500,
        created_at: at,
      },
    ])
    .execute();
  await db.schema.alterTable('companies').addColumn('work_region_code', 'varchar(10)').execute();
  await db.schema.alterTable('employees').addColumn('work_region_code', 'varchar(10)').execute();
  await db.schema
    .alterTable('payslips')
    .addColumn('mwe_basic', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payslips')
    .addColumn('mwe_premiums', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('payslips').dropColumn('mwe_premiums').execute();
  await db.schema.alterTable('payslips').dropColumn('mwe_basic').execute();
  await db.schema.alterTable('employees').dropColumn('work_region_code').execute();
  await db.schema.alterTable('companies').dropColumn('work_region_code').execute();
  await db.schema.dropTable('minimum_wages').execute();
}
