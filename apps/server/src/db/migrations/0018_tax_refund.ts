/**
 * Year-end adjustment (issue 17 section 2): payslips.tax_refund, the over-withheld tax given back on
 * a payslip (centavos, its 'Tax Refund' earning line). It is not compensation: the year's gross
 * compensation is sum(gross_pay - tax_refund) and the tax withheld is sum(wtax - tax_refund).
 */
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('payslips')
    .addColumn('tax_refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.alterTable('payslips').dropColumn('tax_refund').execute();
}
