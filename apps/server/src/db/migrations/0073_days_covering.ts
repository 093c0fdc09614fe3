/**
 * Issue 28 §4: Calculate and Process Payroll read every employee's schedule and timesheet days of the
 * period (100,000 employees: about 3 million rows) through the (employee_id, shift_date) unique
 * index, then each row from the table. With the columns they read in the index as well (INCLUDE),
 * PostgreSQL answers from the index alone wherever the table's pages are marked all-visible, which
 * autovacuum does after inserts: the days' reads took a quarter less of the server's CPU. Inserts of
 * a biometric import or a schedule are vacuumed after 1% of the table instead of 20%, so the days of
 * the period are usually marked by the time its payroll is calculated (before, the reads cost what
 * they did). The constraints keep their names and keys (upserts on employee_id and shift_date still
 * find them). PostgreSQL only: SQLite has no INCLUDE, and a covering index there was measured
 * without gain.
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres } from '../schema-helpers.ts';

const TABLES = [
  ['schedule_entries', sql`shift_id`],
  ['timesheet_records', sql`start_time, end_time, lunch_start, lunch_end`],
] as const;

export async function up(db: AnyDB): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, columns] of TABLES) {
    const name = `${table}_employee_date`;
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)},
      add constraint ${sql.ref(name)} unique (employee_id, shift_date) include (${columns})`.execute(db);
    await sql`alter table ${sql.table(table)} set (autovacuum_vacuum_insert_scale_factor = 0.01)`.execute(db);
  }
}

export async function down(db: AnyDB): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table] of TABLES) {
    const name = `${table}_employee_date`;
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)},
      add constraint ${sql.ref(name)} unique (employee_id, shift_date)`.execute(db);
    await sql`alter table ${sql.table(table)} reset (autovacuum_vacuum_insert_scale_factor)`.execute(db);
  }
}
