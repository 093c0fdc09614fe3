/**
 * Government and company loans as they really are (issue 23 section 2):
 * - salary_loans.cut_off: which cut-offs a semi-monthly employee's loan is deducted on ('first',
 *   'second', 'both' = half on each); NULL for the loans made before, deducted on every payroll
 *   as they always were (their schedule rows are one per payroll).
 * - salary_loans.monthly_amortization: centavos a month (loan_amount / payment_terms, or the
 *   agency's billing); NULL for the loans made before (shown as loan_amount / payment_terms).
 * - loan_payments.kind: 'schedule' (a deduction of the schedule or a payment made outside payroll)
 *   or 'opening' (what was paid before Sahod, never deducted again by payroll).
 * - loan_amortization_changes: each later billing that changed the remaining amortization.
 * - company_loan_settings: per company, the cut-off SSS and Pag-IBIG loans are deducted on (default
 *   'second'); a company without a row uses the default.
 */
import type { AnyDB } from '../schema-helpers.ts';
import { dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema.alterTable('salary_loans').addColumn('cut_off', 'varchar(10)').execute();
  await db.schema.alterTable('salary_loans').addColumn('monthly_amortization', 'bigint').execute();
  await db.schema
    .alterTable('loan_payments')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('schedule'))
    .execute();
  await withId(db, db.schema.createTable('loan_amortization_changes'))
    .addColumn('loan_id', 'integer', (c) => c.notNull().references('salary_loans.id').onDelete('cascade'))
    .addColumn('billing_date', dateType(db), notNull)
    .addColumn('old_amortization', 'bigint', notNull)
    .addColumn('new_amortization', 'bigint', notNull)
    .addColumn('created_at', timestampType(db), notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('loan_amortization_changes_loan')
    .on('loan_amortization_changes')
    .column('loan_id')
    .execute();
  await db.schema
    .createTable('company_loan_settings')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('agency_loan_cut_off', 'varchar(10)', (c) => c.notNull().defaultTo('second'))
    .addColumn('updated_at', timestampType(db), notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('company_loan_settings').execute();
  await db.schema.dropTable('loan_amortization_changes').execute();
  await db.schema.alterTable('loan_payments').dropColumn('kind').execute();
  await db.schema.alterTable('salary_loans').dropColumn('monthly_amortization').execute();
  await db.schema.alterTable('salary_loans').dropColumn('cut_off').execute();
}
