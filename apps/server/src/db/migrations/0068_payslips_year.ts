/**
 * Issue 28 §4: the 1604-C alphalist and BIR 2316 at 100,000 employees on SQLite. The year's sums
 * per employee (compliance/bir2316/figures.ts) read every payslip of the year; through
 * payslips_live_end each one was a visit of its table row (the row holds the snapshot, and the
 * summed columns come after it), in end-date order: 32 s for 2,500,000 payslips. This index holds
 * every column those sums read, by employee, so the sums read the index alone, employee after
 * employee (the queries start from the company's employees: `employees cross join payslips`).
 * SQLite only: PostgreSQL plans the same queries by its statistics (hash join and aggregate) within
 * the target, and its payslip writes keep one index less.
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index payslips_year on payslips (employee_id, status, kind, pay_date, end_date,
    gross_pay, tax_refund, taxable_compensation, basic_earned, mandatories_total, wtax,
    de_minimis_exempt, bucket_exempt, bucket_taxable, hazard_pay, mwe_basic, mwe_premiums)`.execute(db);
}

export async function down(db: AnyDB): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index if exists payslips_year`.execute(db);
}
