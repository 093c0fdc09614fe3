/**
 * Issue 20 "The races": database guards that make doubled pay and a drifting loan ledger impossible
 * whatever the code does (the per-employee payroll lock in modules/paylock is the first line; these
 * are the last).
 *
 * - No two live regular payslips of one employee overlap. PostgreSQL: an exclusion constraint over
 *   (employee_id, daterange(start_date, end_date, '[]')) on processed regular payslips; it needs the
 *   btree_gist extension (trusted since PostgreSQL 13: the database owner may create it; otherwise a
 *   superuser creates it once, see the README). It is created in `public` so every schema of the
 *   database sees it (the server tests run each file in its own schema). SQLite: BEFORE INSERT and
 *   BEFORE UPDATE triggers that abort with PAYSLIP_OVERLAP. Both errors answer 409
 *   (platform/db-errors.ts isOverlapViolation).
 *   Only regular payslips: a 13th-month payslip spans the whole year, and a final pay may
 *   legitimately sit on the separation date inside the last regular period when the regular payroll
 *   already paid up to it (finalpay/statement.ts unpaidPeriod); a regular payslip overlapping a
 *   final pay is refused by the payroll's own check (Overlapping) under the lock.
 * - A loan's total_amount_paid stays between 0 and its loan_amount (check constraint on PostgreSQL,
 *   triggers on SQLite).
 * Existing data that breaks either rule stops the migration with a readable list (void the doubled
 * payslip, correct the loan), never a half-applied schema.
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres } from '../schema-helpers.ts';

async function refuseBrokenData(db: AnyDB): Promise<void> {
  const overlaps = await sql<{ employee_id: number; a: string; b: string }>`
    select p.employee_id, p.start_date || ' to ' || p.end_date as a, q.start_date || ' to ' || q.end_date as b
    from payslips p join payslips q
      on q.employee_id = p.employee_id and q.id > p.id
     and q.start_date <= p.end_date and q.end_date >= p.start_date
    where p.status = 'processed' and q.status = 'processed' and p.kind = 'regular' and q.kind = 'regular'
    limit 20`.execute(db);
  const loans = await sql<{ id: number }>`
    select id from salary_loans where total_amount_paid < 0 or total_amount_paid > loan_amount limit 20`.execute(
    db,
  );
  const problems = [
    ...overlaps.rows.map((r) => `employee ${r.employee_id}: live payslips ${r.a} and ${r.b} overlap`),
    ...loans.rows.map((r) => `salary loan ${r.id}: total paid outside 0..loan amount`),
  ];
  if (problems.length > 0)
    throw new Error(`Fix these before upgrading (void one of each pair of payslips): ${problems.join('; ')}`);
}

export async function up(db: AnyDB): Promise<void> {
  await refuseBrokenData(db);
  if (isPostgres(db)) {
    // Two migrating processes (or test files) may create it at once: the loser's duplicate is fine.
    await sql`do $$ begin
        create extension if not exists btree_gist with schema public;
      exception when unique_violation or duplicate_object then null;
      end $$`.execute(db);
    await sql`alter table payslips add constraint payslips_no_overlap
      exclude using gist (employee_id with =, daterange(start_date, end_date, '[]') with &&)
      where (status = 'processed' and kind = 'regular')`.execute(db);
    await sql`alter table salary_loans add constraint salary_loans_paid_range
      check (total_amount_paid >= 0 and total_amount_paid <= loan_amount)`.execute(db);
    return;
  }
  const overlapping = (row: string) =>
    sql.raw(`exists (select 1 from payslips p
      where p.employee_id = new.employee_id and p.status = 'processed' and p.kind = 'regular'
        and p.start_date <= new.end_date and p.end_date >= new.start_date${row})`);
  await sql`create trigger payslips_no_overlap_insert before insert on payslips
    when new.status = 'processed' and new.kind = 'regular' and ${overlapping('')}
    begin select raise(abort, 'PAYSLIP_OVERLAP: a live payslip of this employee overlaps the period'); end`.execute(
    db,
  );
  await sql`create trigger payslips_no_overlap_update before update on payslips
    when new.status = 'processed' and new.kind = 'regular' and ${overlapping(' and p.id <> new.id')}
    begin select raise(abort, 'PAYSLIP_OVERLAP: a live payslip of this employee overlaps the period'); end`.execute(
    db,
  );
  for (const event of ['insert', 'update']) {
    await sql`create trigger ${sql.raw(`salary_loans_paid_range_${event}`)} before ${sql.raw(event)} on salary_loans
      when new.total_amount_paid < 0 or new.total_amount_paid > new.loan_amount
      begin select raise(abort, 'LOAN_PAID_RANGE: total paid outside 0..loan amount'); end`.execute(db);
  }
}

export async function down(db: AnyDB): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table payslips drop constraint payslips_no_overlap`.execute(db);
    await sql`alter table salary_loans drop constraint salary_loans_paid_range`.execute(db);
    return;
  }
  for (const name of [
    'payslips_no_overlap_insert',
    'payslips_no_overlap_update',
    'salary_loans_paid_range_insert',
    'salary_loans_paid_range_update',
  ])
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
}
