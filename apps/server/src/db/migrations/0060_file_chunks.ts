/**
 * Issue 28 §2: a job's result file too large to hold in memory (the 2316 ZIP of 100,000 employees)
 * is kept in the database in pieces of at most 1 MiB, written and read one piece at a time, so any
 * server process can serve it. Its `files` row holds the name, size and SHA-256 (and empty data).
 */
import { type AnyDB, blobType } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createTable('file_chunks')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', blobType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('file_chunks').execute();
}
