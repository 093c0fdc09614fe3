/**
 * Scheduled backups inside the server (issue 25 §1): HRIS_BACKUP_CRON in Manila time (default
 * daily at 02:00), into HRIS_BACKUP_DIR, keeping the newest HRIS_BACKUP_KEEP archives. Every
 * process has the timer; the `backup_state` row decides which one runs each scheduled backup.
 */
import type { BackupStatus } from '@sahod/shared';
import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../clock.ts';
import { createBackup, pruneBackups } from './backup.ts';

export const BACKUP_TIMEZONE = 'Asia/Manila';

export interface ScheduleDeps {
  db: Kysely<DB>;
  clock: Clock;
  config: Pick<Config, 'databaseUrl' | 'backupCron' | 'backupDir' | 'backupKeep'>;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** PostgreSQL schema to dump (tests); default public. */
  schema?: string;
}

/**
 * Claims the scheduled run `slot` for this process: true for exactly one process per slot (the
 * conditional update moves `slot` forward only once).
 */
async function claim(deps: ScheduleDeps, slot: string): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  await deps.db
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
  const result = await deps.db
    .updateTable('backup_state')
    .set({
      slot,
      status: 'running',
      started_at: now,
      finished_at: null,
      file: null,
      size: null,
      message: null,
    })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('slot', 'is', null), eb('slot', '<', slot)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Runs the backup of one scheduled time unless another process already claimed it. Returns
 * false when it was not this process's turn. A failure is stored and logged as an error.
 */
export async function runScheduledBackup(deps: ScheduleDeps, slot: Date): Promise<boolean> {
  if (!(await claim(deps, slot.toISOString()))) return false;
  try {
    const result = await createBackup({
      databaseUrl: deps.config.databaseUrl,
      dir: deps.config.backupDir,
      now: deps.clock.now(),
      ...(deps.schema ? { schema: deps.schema } : {}),
    });
    const removed = pruneBackups(deps.config.backupDir, deps.config.backupKeep);
    await deps.db
      .updateTable('backup_state')
      .set({
        status: 'ok',
        finished_at: deps.clock.now().toISOString(),
        file: result.file,
        size: result.size,
      })
      .where('id', '=', 1)
      .execute();
    deps.log.info({ file: result.file, size: result.size, removed }, 'Scheduled backup written');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error }, `Scheduled backup failed: ${message}`);
    await deps.db
      .updateTable('backup_state')
      .set({ status: 'failed', finished_at: deps.clock.now().toISOString(), message: message.slice(0, 2000) })
      .where('id', '=', 1)
      .execute();
  }
  return true;
}

/** Starts the timer (nothing when HRIS_BACKUP_CRON=off); stop it when the server closes. */
export function startBackupSchedule(deps: ScheduleDeps): { stop(): void } {
  const cron = deps.config.backupCron;
  if (!cron) return { stop: () => {} };
  const job = new Cron(cron, { timezone: BACKUP_TIMEZONE, protect: true }, async () => {
    // The slot is the scheduled minute, the same in every process whatever its timer's lag.
    const slot = new Date(Math.floor(deps.clock.now().getTime() / 60_000) * 60_000);
    await runScheduledBackup(deps, slot);
  });
  return { stop: () => job.stop() };
}

/** What the Admin Panel shows: the schedule, the next run and the last result. */
export async function backupStatus(deps: Omit<ScheduleDeps, 'log'>): Promise<BackupStatus> {
  const cron = deps.config.backupCron;
  const row = await deps.db.selectFrom('backup_state').selectAll().where('id', '=', 1).executeTakeFirst();
  const next = cron
    ? new Cron(cron, { timezone: BACKUP_TIMEZONE, paused: true }).nextRun(deps.clock.now())
    : null;
  return {
    schedule: cron,
    timezone: BACKUP_TIMEZONE,
    nextRun: next ? next.toISOString() : null,
    dir: deps.config.backupDir,
    keep: deps.config.backupKeep,
    last: row?.started_at
      ? {
          status: row.status as 'running' | 'ok' | 'failed',
          startedAt: row.started_at,
          finishedAt: row.finished_at,
          file: row.file,
          size: row.size,
          message: row.message,
        }
      : null,
  };
}
