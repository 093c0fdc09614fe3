/**
 * Issue 28 §1: long operations as durable jobs kept in the database (one table on both dialects).
 * A worker claims a queued job (or a running one whose lease expired: its process died) by writing
 * its own claim token and a lease; only the holder of the current claim can finish it. The partial
 * unique index makes a second live job of the same kind and key (company and period) impossible.
 */
import { sql } from 'kysely';
import { type AnyDB, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    /** What may not run twice at once for one kind, e.g. 'company 3 2026-11-01..2026-11-15'. */
    .addColumn('dedupe_key', 'varchar(200)')
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('claim', 'varchar(64)')
    .addColumn('locked_until', timestampType(db))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addColumn('started_at', timestampType(db))
    .addColumn('progress_at', timestampType(db))
    .addColumn('finished_at', timestampType(db))
    .addCheckConstraint('jobs_state_check', sql`state in ('queued', 'running', 'done', 'failed')`)
    .execute();
  await db.schema
    .createIndex('jobs_live_unique')
    .on('jobs')
    .columns(['kind', 'dedupe_key'])
    .unique()
    .where(sql<boolean>`state in ('queued', 'running')`)
    .execute();
  await db.schema.createIndex('jobs_state_idx').on('jobs').columns(['state', 'locked_until']).execute();
  await db.schema.createIndex('jobs_created_by_idx').on('jobs').columns(['created_by', 'id']).execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
