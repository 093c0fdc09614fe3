/**
 * Scheduled backups inside the server (issue 25 §1): HRIS_BACKUP_CRON in Manila time (default
 * daily at 02:00), into HRIS_BACKUP_DIR, keeping the newest HRIS_BACKUP_KEEP archives. Every
 * process has the timer; the `backup_state` row decides which one queues each scheduled backup, and
 * any process's job worker runs it (job.ts).
 */
import type { BackupStatus } from '@sahod/shared';
import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/types.ts';
import { JobRunningError } from '../../modules/jobs/queue.ts';
import { wakeJobWorkers } from '../../modules/jobs/worker.ts';
import type { Actor } from '../audit.ts';
import type { Clock } from '../clock.ts';
import { ensureBackupState, liveBackupJob, queueBackup } from './job.ts';

export const BACKUP_TIMEZONE = 'Asia/Manila';

export interface ScheduleDeps {
  db: Kysely<DB>;
  clock: Clock;
  dialect: Dialect;
  config: Pick<Config, 'databaseUrl' | 'backupCron' | 'backupDir' | 'backupKeep'>;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** The actor of a scheduled backup's job: the server itself. */
const SCHEDULER: Actor = { userId: null, username: null, requestId: 'backup-schedule' };

/**
 * Claims the scheduled run `slot` for this process: true for exactly one process per slot (the
 * conditional update moves `slot` forward only once).
 */
async function claim(deps: ScheduleDeps, slot: string): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  await ensureBackupState(deps.db);
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
 * Queues the backup of one scheduled time unless another process already claimed it (any process's
 * job worker then runs it, job.ts). Returns false when it was not this process's turn. While a
 * backup is already queued or running (Back up now), that one serves this time.
 */
export async function runScheduledBackup(deps: ScheduleDeps, slot: Date): Promise<boolean> {
  if (!(await claim(deps, slot.toISOString()))) return false;
  try {
    const id = await queueBackup(deps, SCHEDULER, { slot: slot.toISOString() });
    deps.log.info({ job: id, slot }, 'Scheduled backup queued');
    wakeJobWorkers();
  } catch (error) {
    if (!(error instanceof JobRunningError)) throw error;
    deps.log.info({ job: error.jobId, slot }, 'Scheduled backup: a backup is already running');
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
    job_id: await liveBackupJob(deps.db),
  };
}
