/** Small pieces of the benchmarks that write their data directly into a prepared database. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../apps/server/src/db/schema-helpers.ts';
import type { DB } from '../../apps/server/src/db/types.ts';

/** A numeric command-line option (`--name value`), or the fallback. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Every date from..to (YYYY-MM-DD, both included) but Sundays. */
export function workdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** Inserts the rows `size` at a time (one statement per chunk keeps within the bind-parameter limits). */
export async function insertChunks<T>(db: Kysely<DB>, table: keyof DB, rows: T[], size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
}

/** The ids every benchmark employee gets: the 'Active' employment status (made when missing) and the statutory tax group. */
export async function employeeDefaults(
  db: Kysely<DB>,
  now: string,
): Promise<{ statusId: number; taxGroupId: number }> {
  let status = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', 'Active')
    .executeTakeFirst();
  if (!status)
    status = await db
      .insertInto('employment_statuses')
      .values({ name: 'Active', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  const tax = await db
    .selectFrom('w_tax_groups')
    .select('id')
    .where('tax_mode', '=', 'statutory')
    .executeTakeFirstOrThrow();
  return { statusId: status.id, taxGroupId: tax.id };
}

/**
 * PostgreSQL: the seeded tables vacuumed and analysed, as autovacuum leaves them within minutes of
 * a bulk insert (statistics for the planner, pages marked all-visible for index-only scans). A
 * benchmark that ran at once would measure a database no company keeps for long. SQLite: nothing.
 */
export async function settle(db: Kysely<DB>): Promise<void> {
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
}
