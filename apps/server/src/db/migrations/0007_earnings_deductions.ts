/**
 * Earnings and deductions categories and records, salary loans and their payment schedules
 * (issue 11). Money is integer centavos. An earnings line's amount and a record's total are the
 * figures as entered (pesos, pieces or hours) kept as integer hundredths; a category's rate is kept
 * as integer ten-thousandths. The starting categories are seeded by the reference seed, once.
 */
import { sql } from 'kysely';
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  const date = dateType(db);
  const flag = (c: Parameters<typeof notNull>[0]) => c.notNull().defaultTo(0);
  const updatedBy = (c: Parameters<typeof notNull>[0]) => c.references('users.id').onDelete('set null');

  await withId(db, db.schema.createTable('earnings_categories'))
    .addColumn('category_name', 'varchar(100)', notNull)
    .addColumn('descr', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('calc_id', 'integer', notNull)
    .addColumn('rate', 'bigint', notNull)
    .addColumn('operand_id', 'integer', notNull)
    .addColumn('input_column', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('taxable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('de_minimis', 'integer', flag)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', updatedBy)
    .addCheckConstraint('earnings_categories_calc', sql`calc_id in (0, 1, 2)`)
    .addCheckConstraint('earnings_categories_operand', sql`operand_id in (0, 1, 2, 3)`)
    .addCheckConstraint('earnings_categories_divide', sql`not (operand_id = 3 and rate = 0)`)
    .execute();
  await sql`create unique index earnings_categories_name_ci on earnings_categories (lower(category_name))`.execute(
    db,
  );

  await withId(db, db.schema.createTable('deductions_categories'))
    .addColumn('category_name', 'varchar(100)', notNull)
    .addColumn('descr', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('calc_deduc', 'varchar(20)', (c) => c.notNull().defaultTo('by Amount'))
    .addColumn('pre_tax', 'integer', flag)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', updatedBy)
    .addCheckConstraint('deductions_categories_calc', sql`calc_deduc in ('by Amount')`)
    .execute();
  await sql`create unique index deductions_categories_name_ci on deductions_categories (lower(category_name))`.execute(
    db,
  );

  for (const kind of ['earnings', 'deductions'] as const) {
    const records = `${kind}_records`;
    const lines = `${kind}_record_lines`;
    await withId(db, db.schema.createTable(records))
      // A category used by a record cannot be deleted (no cascade).
      .addColumn('category_id', 'integer', (c) => c.notNull().references(`${kind}_categories.id`))
      .addColumn('effective_date', date, notNull)
      // Earnings By Work - Group: the record's figure (hundredths); other records read the sum of their lines.
      .addColumn('total_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, notNull)
      .addColumn('updated_at', ts, notNull)
      .addColumn('updated_by', 'integer', updatedBy)
      .execute();
    await db.schema.createIndex(`${records}_category`).on(records).column('category_id').execute();
    await db.schema.createIndex(`${records}_date`).on(records).column('effective_date').execute();

    await withId(db, db.schema.createTable(lines))
      .addColumn('record_id', 'integer', (c) => c.notNull().references(`${records}.id`).onDelete('cascade'))
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
      .addColumn('amount', 'bigint', notNull)
      .addColumn('input_column', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', ts, notNull)
      .addColumn('updated_at', ts, notNull)
      .addUniqueConstraint(`${lines}_employee`, ['record_id', 'employee_id'])
      .execute();
    await db.schema.createIndex(`${lines}_employee_id`).on(lines).column('employee_id').execute();
  }

  await withId(db, db.schema.createTable('salary_loans'))
    // Refused, not cascaded: an employee who holds a loan is not deleted (money lent is kept).
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('loan_type_id', 'integer', (c) => c.notNull().references('loan_types.id'))
    .addColumn('release_date', date, notNull)
    .addColumn('deduction_start_date', date, notNull)
    .addColumn('loan_amount', 'bigint', notNull)
    .addColumn('payment_terms', 'integer', notNull)
    .addColumn('comments', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Active'))
    .addColumn('total_amount_paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', updatedBy)
    .addCheckConstraint('salary_loans_status', sql`status in ('Active', 'Cleared', 'Canceled')`)
    .addCheckConstraint('salary_loans_amount', sql`loan_amount > 0 and payment_terms > 0`)
    .execute();
  await db.schema.createIndex('salary_loans_employee').on('salary_loans').column('employee_id').execute();

  await withId(db, db.schema.createTable('loan_payments'))
    .addColumn('loan_id', 'integer', (c) => c.notNull().references('salary_loans.id').onDelete('cascade'))
    .addColumn('payment_number', 'integer', notNull)
    .addColumn('amount_due', 'bigint', notNull)
    .addColumn('amount_paid', 'bigint')
    .addColumn('date_paid', date)
    .addColumn('outstanding', 'bigint', notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', updatedBy)
    .addUniqueConstraint('loan_payments_number', ['loan_id', 'payment_number'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  for (const t of [
    'loan_payments',
    'salary_loans',
    'deductions_record_lines',
    'deductions_records',
    'earnings_record_lines',
    'earnings_records',
    'deductions_categories',
    'earnings_categories',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
