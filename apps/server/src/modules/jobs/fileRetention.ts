/**
 * Retention of job files (issue 28 §1): the result file of a job that finished more than
 * HRIS_JOB_FILE_DAYS days ago (default 30) is removed from the database (its `files` row and its
 * pieces in `file_chunks`); the job keeps its row, with file_expired_at, and GET /api/jobs/:id/file
 * answers 410. What the file was stays on record: the job's result (name, size, SHA-256) and the
 * Generated Files row of the 2316 ZIP and the alphalist keep the record; only the bytes go.
 *
 * Every server process sweeps once an hour (and at start). Two sweeps at once are safe: each file
 * is taken by a conditional update of its job (`file_id = the file`), so on PostgreSQL the second
 * process waits for the first's row lock, then finds the file gone and skips it; neither fails and
 * each file is counted once.
 */
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../../platform/audit.ts';
import { startPollLoop } from '../../platform/pollLoop.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'> & { config: Pick<AppDeps['config'], 'jobFileDays'> };

export const SWEEP_MS = 60 * 60_000;
const DAY_MS = 86_400_000;
const BATCH = 100;

const sweepActor = { userId: null, username: null, requestId: 'job-file-sweep' };

/** Removes the files of jobs finished more than config.jobFileDays days ago; how many this call removed. */
export async function sweepJobFiles(deps: Deps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const before = new Date(now.getTime() - deps.config.jobFileDays * DAY_MS).toISOString();
  let removed = 0;
  let after = 0;
  for (;;) {
    const due = await db
      .selectFrom('jobs')
      .select(['id', 'file_id', 'kind'])
      .where('file_id', 'is not', null)
      .where('finished_at', '<', before)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const job of due) {
      after = job.id;
      const fileId = job.file_id as number;
      const took = await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('jobs')
          .set({ file_id: null, file_expired_at: now.toISOString() })
          .where('id', '=', job.id)
          .where('file_id', '=', fileId)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('file_chunks').where('file_id', '=', fileId).execute();
        await trx.deleteFrom('files').where('id', '=', fileId).execute();
        await recordAudit(trx, clock, sweepActor, {
          action: 'expire',
          entity: 'jobs',
          entityId: job.id,
          details: { old: { file_id: fileId }, new: { file_id: null, kind: job.kind } },
        });
        return true;
      });
      if (took) removed += 1;
    }
    if (due.length < BATCH) return removed;
  }
}

/** Sweeps every SWEEP_MS (and at start) on this process. */
export function startJobFileSweep(
  deps: Deps & { log: { error(obj: unknown, msg: string): void } },
  everyMs = SWEEP_MS,
): { stop(): Promise<void> } {
  const loop = startPollLoop(() => sweepJobFiles(deps), {
    pollMs: everyMs,
    log: deps.log,
    failure: 'Job file sweep failed',
  });
  return { stop: loop.stop };
}
