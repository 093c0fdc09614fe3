/**
 * Issue 28: a stored file's size in bytes (`files.size`) as a bigint on PostgreSQL, where an integer
 * stops at 2 GiB - 1 byte: the 2316 ZIP of 100,000 employees is 2.03 GB, and a bigger company's ZIP
 * failed to be stored at the end of its job. SQLite's integer holds 64 bits already.
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  if (isPostgres(db)) await sql`alter table files alter column size type bigint`.execute(db);
}

export async function down(db: AnyDB): Promise<void> {
  if (isPostgres(db)) await sql`alter table files alter column size type integer`.execute(db);
}
