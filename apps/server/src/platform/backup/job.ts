/**
 * Backups as jobs (issue 28 §1): the Admin Panel's "Back up now" and the scheduled backups queue a
 * `backup` job; any server process's worker runs it, one at a time (the dedupe key 'backup'), and a
 * backup whose process was killed is run again by another once its lease expires (the archive
 * appears under its final name only when complete, so a killed run leaves no archive). The job's
 * progress is the backup's steps; its result names the archive. `backup_state` keeps the last
 * result for the Admin Panel.
 */
import { JOB_KINDS } from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueJob } from '../../modules/jobs/queue.ts';
import type { JobContext } from '../../modules/jobs/worker.ts';
import type { Actor } from '../audit.ts';
import { AppError } from '../errors.ts';
import { BACKUP_STEPS, createBackup, pruneBackups } from './backup.ts';

/** One backup at a time, manual or scheduled. */
export const BACKUP_DEDUPE_KEY = 'backup';

export interface BackupJobInput {
  /** The scheduled time (ISO) for a scheduled backup; null for "Back up now". */
  slot: string | null;
}

/** The row of backup_state exists (it holds the last result). */
export async function ensureBackupState(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('backup_state')
    .values({
      id: 1,
      slot: null,
      status: 'ok',
      started_at: null,
      finished_at: null,
      file: null,
      size: null,
      message: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Queues a backup (JobRunningError while one is queued or running). */
export function queueBackup(
  deps: Pick<AppDeps, 'db' | 'clock' | 'dialect'>,
  actor: Actor,
  input: BackupJobInput,
): Promise<number> {
  return enqueueJob(deps, actor, {
    kind: JOB_KINDS.backup,
    dedupeKey: BACKUP_DEDUPE_KEY,
    input,
    total: BACKUP_STEPS,
  });
}

/** The backup job queued or running now, or null. */
export async function liveBackupJob(db: Kysely<DB>): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', JOB_KINDS.backup)
    .where('state', 'in', ['queued', 'running'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The job's work: writes the archive into HRIS_BACKUP_DIR and keeps the newest HRIS_BACKUP_KEEP. */
export async function runBackupJob(ctx: JobContext): Promise<Record<string, unknown>> {
  const { deps } = ctx;
  const input = ctx.job.input as BackupJobInput;
  const db = deps.db;
  await ensureBackupState(db);
  await db
    .updateTable('backup_state')
    .set({
      status: 'running',
      started_at: deps.clock.now().toISOString(),
      finished_at: null,
      file: null,
      size: null,
      message: null,
    })
    .where('id', '=', 1)
    .execute();
  try {
    // PostgreSQL: the schema this server works in (public unless its search_path says otherwise).
    const schema =
      deps.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    await ctx.progress(0, BACKUP_STEPS);
    const result = await createBackup({
      databaseUrl: deps.config.databaseUrl,
      dir: deps.config.backupDir,
      now: deps.clock.now(),
      onStep: (done) => ctx.progress(done, BACKUP_STEPS),
      ...(schema ? { schema } : {}),
    });
    const removed = pruneBackups(deps.config.backupDir, deps.config.backupKeep);
    await db
      .updateTable('backup_state')
      .set({
        status: 'ok',
        finished_at: deps.clock.now().toISOString(),
        file: result.file,
        size: result.size,
      })
      .where('id', '=', 1)
      .execute();
    deps.log.info?.({ file: result.file, size: result.size, removed }, 'Backup written');
    const mb = (result.size / 1048576).toFixed(1);
    return {
      message: `Backup written: ${result.file} (${mb} MB).`,
      file: result.file,
      size: result.size,
      removed: removed.length,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error }, `${input.slot ? 'Scheduled backup' : 'Backup'} failed: ${message}`);
    await db
      .updateTable('backup_state')
      .set({ status: 'failed', finished_at: deps.clock.now().toISOString(), message: message.slice(0, 2000) })
      .where('id', '=', 1)
      .execute();
    // A backup that cannot be written (no pg_dump, no database, a full disk) fails with its
    // message rather than being tried again; a killed process's backup is tried again (the lease).
    throw error instanceof AppError ? error : new AppError('INVALID_INPUT', message.slice(0, 2000));
  }
}
