/** Column helpers that hide the few places where the two dialects' DDL differs. */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema.
export type AnyDB = Kysely<any>;

export function isPostgres(db: AnyDB): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key named `id`. */
export function withId<T extends string>(db: AnyDB, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** timestamptz on PostgreSQL, ISO text on SQLite. */
export function timestampType(db: AnyDB) {
  return isPostgres(db) ? sql`timestamptz` : sql`text`;
}

/** Binary file content. */
export function blobType(db: AnyDB) {
  return isPostgres(db) ? sql`bytea` : sql`blob`;
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** A calendar date: `date` on PostgreSQL (returned as 'yyyy-MM-dd'), 'yyyy-MM-dd' text on SQLite. */
export function dateType(db: AnyDB) {
  return isPostgres(db) ? sql`date` : sql`text`;
}
