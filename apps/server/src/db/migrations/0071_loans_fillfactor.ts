/**
 * Issue 28 §4: Process Payroll fills one payment row of every Active loan and adds to the loan's
 * total paid, every period. With full pages (fillfactor 100) PostgreSQL writes each new row version
 * on another page and a new entry in each of the table's indexes (2 each): per 20,000 loans about
 * 80,000 WAL records and 14-36 MB of WAL. With room left on the page the update stays on it (a HOT
 * update: no index entry, the old version pruned later): 20,000 WAL records and 2 MB. A loan's
 * payment rows sit together, about one in ten is filled a period, so 10% free suffices there; every
 * Active loan's own row is updated every period, so salary_loans keeps half its pages free (its
 * rows are few: 21 MB at 100,000 loans). New pages follow the setting at once; pages already full
 * follow it once rewritten (VACUUM FULL) or as their rows move. PostgreSQL only: SQLite has no
 * such setting.
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table loan_payments set (fillfactor = 90)`.execute(db);
  await sql`alter table salary_loans set (fillfactor = 50)`.execute(db);
}

export async function down(db: AnyDB): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table loan_payments reset (fillfactor)`.execute(db);
  await sql`alter table salary_loans reset (fillfactor)`.execute(db);
}
