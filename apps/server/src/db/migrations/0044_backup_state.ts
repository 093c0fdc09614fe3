/**
 * Scheduled backups (issue 25 §1): one row (id 1) shared by every server process.
 * - slot: the scheduled time the last run was for. A process runs a scheduled backup only when
 *   its conditional update moves `slot` forward, so with several processes exactly one runs it.
 * - status 'running' | 'ok' | 'failed', with the times, the archive's file and size, and the
 *   error message of a failed run: what the Admin Panel shows.
 */
import { type AnyDB, notNull, timestampType } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createTable('backup_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slot', timestampType(db))
    .addColumn('status', 'varchar(10)', notNull)
    .addColumn('started_at', timestampType(db))
    .addColumn('finished_at', timestampType(db))
    .addColumn('file', 'varchar(1000)')
    .addColumn('size', 'bigint')
    .addColumn('message', 'varchar(2000)')
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('backup_state').execute();
}
