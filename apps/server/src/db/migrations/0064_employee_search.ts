/**
 * Issue 28 §4: the Employee List's search at 100,000 employees. An index on employees.gender_id
 * (the other name columns have theirs since 0005), so a search matching a gender's name is an index
 * read like the others. On PostgreSQL, a trigram index (pg_trgm) on the employee's own searched
 * texts joined (`SEARCH_TEXT` in modules/employees/listPage.ts, the same expression), which ILIKE
 * '%text%' uses. pg_trgm is a trusted extension, created by the database owner in `public`; where it
 * cannot be created (or its schema is not usable) the migration goes on without the trigram index
 * and the search reads every employee as before.
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres } from '../schema-helpers.ts';

const SEARCH_TEXT = sql`(coalesce(employee_code, '') || ' ' || coalesce(last_name, '') || ' '
  || coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(suffix, ''))`;

export async function up(db: AnyDB): Promise<void> {
  await db.schema.createIndex('employees_gender_id').on('employees').column('gender_id').execute();
  if (!isPostgres(db)) return;
  // A savepoint, so that a refused extension leaves the migration's transaction usable.
  await sql`savepoint trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension x
      join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm'`.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    await sql`create index employees_search_trgm on employees
      using gin (${SEARCH_TEXT} ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
    await sql`release savepoint trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint trgm`.execute(db);
  }
}

export async function down(db: AnyDB): Promise<void> {
  await sql`drop index if exists employees_search_trgm`.execute(db);
  await db.schema.dropIndex('employees_gender_id').execute();
}
