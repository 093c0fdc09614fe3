/**
 * The job worker of a server process (issue 28 §1): it claims one job at a time (queue.ts), renews
 * its lease while the job runs and finishes or fails it. Every process runs one; any process can
 * run any job, and a job whose process died is claimed again once its lease expires.
 */
import { JOB_MSG } from '@sahod/shared';
import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { startPollLoop } from '../../platform/pollLoop.ts';
import { JOB_HANDLERS } from './kinds.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  failJob,
  heartbeat,
  JobRunningError,
  LEASE_MS,
  LeaseLostError,
  reportProgress,
} from './queue.ts';

export const POLL_MS = 2_000;

export type Log = {
  error(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  info?(obj: unknown, msg: string): void;
};
export type WorkerDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'dialect'> &
  Partial<Pick<AppDeps, 'pushAgent'>> & { log: Log };

export interface JobContext {
  job: ClaimedJob;
  deps: WorkerDeps;
  /**
   * Records done of total. Inside the job's transaction pass it: SQLite has one connection (the
   * progress is written with the work); PostgreSQL writes it at once on another connection.
   */
  progress(done: number, total: number, trx?: Transaction<DB>): Promise<void>;
  /** Finishes the job inside its transaction, so the finish commits with the work or not at all. */
  complete(
    trx: Transaction<DB>,
    result: Record<string, unknown> | null,
    fileId?: number | null,
  ): Promise<void>;
}

/** A kind's work: returns the result unless it called ctx.complete itself. */
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | null>;

/** Runs a claimed job to its end (done, failed, or back in the queue for another try). */
export async function runJob(deps: WorkerDeps, job: ClaimedJob): Promise<void> {
  let completed = false;
  const beat = setInterval(() => {
    heartbeat(deps, job).catch((err) => deps.log.warn({ err, job: job.id }, 'Job heartbeat failed'));
  }, LEASE_MS / 4);
  beat.unref();
  const ctx: JobContext = {
    job,
    deps,
    progress: (done, total, trx) =>
      reportProgress(trx && deps.dialect === 'sqlite' ? trx : deps.db, deps.clock, job, done, total),
    complete: async (trx, result, fileId = null) => {
      await completeJob(trx, deps.clock, job, result, fileId);
      completed = true;
    },
  };
  try {
    const handler = JOB_HANDLERS[job.kind];
    if (!handler) throw new AppError('INVALID_INPUT', `Unknown job kind ${job.kind}`);
    const result = await handler(ctx);
    if (!completed) await completeJob(deps.db, deps.clock, job, result);
  } catch (err) {
    if (completed) {
      // The work committed; only what follows it (notifications) failed.
      deps.log.error({ err, job: job.id }, 'Job finished, its follow-up failed');
    } else if (err instanceof LeaseLostError) {
      deps.log.warn({ job: job.id }, err.message);
    } else if (err instanceof AppError) {
      await failJob(deps, job, err.message, false);
    } else {
      deps.log.error({ err, job: job.id }, 'Job failed');
      await failJob(deps, job, JOB_MSG.crashed, true);
    }
  } finally {
    clearInterval(beat);
  }
}

/** Claims and runs the next job; its id, or null when there was none. */
export async function runNextJob(deps: WorkerDeps): Promise<number | null> {
  const job = await claimJob(deps);
  if (!job) return null;
  await runJob(deps, job);
  return job.id;
}

const workers = new Set<() => void>();

/** Wakes this process's workers (after a job was queued). */
export function wakeJobWorkers(): void {
  for (const wake of workers) wake();
}

/**
 * A route's answer to starting a job: 202 with its id once queued (this process's workers woken), or
 * 409 with the id of the same job already queued or running (JobRunningError).
 */
export async function sendJobStarted(
  reply: FastifyReply,
  start: () => Promise<number>,
): Promise<FastifyReply> {
  try {
    const job_id = await start();
    wakeJobWorkers();
    return reply.status(202).send({ job_id });
  } catch (err) {
    if (err instanceof JobRunningError)
      return reply.status(409).send({ error: err.message, job_id: err.jobId });
    throw err;
  }
}

/** Polls the queue every pollMs (and at once when woken) and runs what it claims. */
export function startJobWorker(deps: WorkerDeps, pollMs = POLL_MS): { stop(): Promise<void> } {
  const loop = startPollLoop(
    async (stopped) => {
      while (!stopped() && (await runNextJob(deps)) !== null);
    },
    { pollMs, log: deps.log, failure: 'Job queue failed' },
  );
  workers.add(loop.wake);
  return {
    async stop() {
      workers.delete(loop.wake);
      await loop.stop();
    },
  };
}
