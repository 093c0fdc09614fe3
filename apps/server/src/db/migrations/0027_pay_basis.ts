/**
 * Pay basis (issue 21 section 2): each salary group is Monthly-rated or Daily-rated, with its
 * annual factor (day rate = monthly x 12 / factor). Existing groups become Monthly-rated with
 * factor = days x 12 (the same day rate as monthly / days). A Daily-rated group states its day rate
 * (centavos); its monthly_salary is the monthly equivalent, day rate x factor / 12.
 */
import { sql } from 'kysely';
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('salary_groups')
    .addColumn('pay_basis', 'varchar(10)', (c) => c.notNull().defaultTo('Monthly'))
    .execute();
  await db.schema.alterTable('salary_groups').addColumn('annual_factor', sql`double precision`).execute();
  await db.schema.alterTable('salary_groups').addColumn('day_rate', 'bigint').execute();
  await db.updateTable('salary_groups').set({ annual_factor: sql`days * 12` }).execute();
}

export async function down(db: AnyDB): Promise<void> {
  for (const column of ['day_rate', 'annual_factor', 'pay_basis'])
    await db.schema.alterTable('salary_groups').dropColumn(column).execute();
}
