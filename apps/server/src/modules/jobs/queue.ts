/**
 * The durable job queue (issue 28 §1), one table (`jobs`, migration 0059) on both databases.
 * A worker claims the oldest queued job, or a running one whose lease expired (its process died),
 * by writing its own claim token and a lease; on PostgreSQL the claim picks the row with
 * FOR UPDATE SKIP LOCKED, so two processes never take the same job; on SQLite the one statement
 * is atomic. Only the holder of the current claim can report, finish or fail the job: a worker that
 * lost its lease finds its writes refused (and its payroll transaction rolls back).
 */
import { randomUUID } from 'node:crypto';
import { JOB_MSG, type Job, type JobListItem } from '@sahod/shared';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, JobsTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { withMailProgress } from '../mail/mailJobs.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect'>;
type Db = Kysely<DB> | Transaction<DB>;
type JobRow = Selectable<JobsTable>;

/**
 * How long a claim lasts without a heartbeat; a worker renews it every LEASE_MS / 4. A killed
 * process's job is claimed by another this long after its last heartbeat. HRIS_JOB_LEASE_MS
 * shortens it (the multi-process test uses 3 s); below 1 s is not accepted.
 */
export const LEASE_MS = Math.max(1_000, Number(process.env.HRIS_JOB_LEASE_MS) || 60_000);

/** A second start of a job that is still queued or running (409 with the running job's id). */
export class JobRunningError extends AppError {
  readonly jobId: number;
  constructor(jobId: number) {
    super('CONFLICT', JOB_MSG.running);
    this.jobId = jobId;
  }
}

/** The worker no longer holds the job (its lease expired and another worker claimed it). */
export class LeaseLostError extends Error {
  constructor(id: number) {
    super(`Job ${id}: the lease was lost to another worker`);
    this.name = 'LeaseLostError';
  }
}

export interface ClaimedJob {
  id: number;
  kind: string;
  input: unknown;
  claim: string;
  attempts: number;
  max_attempts: number;
  created_by: number | null;
}

const systemActor: Actor = { userId: null, username: null, requestId: null };

/** The actor of a job's own writes: the user who started it. */
export async function jobActor(db: Db, job: Pick<ClaimedJob, 'id' | 'created_by'>): Promise<Actor> {
  if (job.created_by === null) return { ...systemActor, requestId: `job-${job.id}` };
  const user = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', job.created_by)
    .executeTakeFirst();
  return { userId: job.created_by, username: user?.username ?? null, requestId: `job-${job.id}` };
}

/**
 * Queues a job. `dedupeKey` names what may not run twice at once for this kind (company and
 * period): the partial unique index refuses a second live job, answered as JobRunningError.
 */
export async function enqueueJob(
  deps: Deps,
  actor: Actor,
  job: { kind: string; dedupeKey: string | null; input: unknown; total?: number },
): Promise<number> {
  const at = deps.clock.now().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('jobs')
        .values({
          kind: job.kind,
          dedupe_key: job.dedupeKey,
          state: 'queued',
          input: JSON.stringify(job.input),
          progress_total: job.total ?? 0,
          created_by: actor.userId,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, deps.clock, actor, {
        action: 'queue',
        entity: 'jobs',
        entityId: row.id,
        details: { old: null, new: { kind: job.kind, key: job.dedupeKey } },
      });
      return row.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err) || job.dedupeKey === null) throw err;
    const live = await deps.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', job.kind)
      .where('dedupe_key', '=', job.dedupeKey)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    // The live job finished between the insert and this read: the caller may start again.
    if (!live) throw new AppError('CONFLICT', JOB_MSG.running);
    throw new JobRunningError(live.id);
  }
}

/**
 * Claims the next job: the oldest queued one, or a running one whose lease expired. Jobs whose
 * lease expired after their last attempt fail instead ('The job stopped after several tries').
 */
export async function claimJob(deps: Deps, kinds?: readonly string[]): Promise<ClaimedJob | null> {
  const now = deps.clock.now().toISOString();
  await deps.db
    .updateTable('jobs')
    .set({ state: 'failed', error: JOB_MSG.lostWorker, finished_at: now, claim: null })
    .where('state', '=', 'running')
    .where('locked_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .execute();
  const claim = randomUUID();
  const until = new Date(deps.clock.now().getTime() + LEASE_MS).toISOString();
  const kindFilter = kinds && kinds.length > 0 ? sql`and kind in (${sql.join(kinds)})` : sql``;
  const lock = deps.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<JobRow>`
    update jobs set state = 'running', claim = ${claim}, locked_until = ${until},
      attempts = attempts + 1, started_at = ${now}, progress_done = 0, progress_at = ${now}
    where id = (
      select id from jobs
      where (state = 'queued' or (state = 'running' and locked_until < ${now}))
        and attempts < max_attempts ${kindFilter}
      order by id limit 1 ${lock})
    returning id, kind, input, claim, attempts, max_attempts, created_by`.execute(deps.db);
  const row = result.rows[0];
  if (!row) return null;
  const job: ClaimedJob = {
    id: row.id,
    kind: row.kind,
    input: JSON.parse(row.input),
    claim,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    created_by: row.created_by,
  };
  await recordAudit(deps.db, deps.clock, await jobActor(deps.db, job), {
    action: 'start',
    entity: 'jobs',
    entityId: job.id,
    details: { old: null, new: { kind: job.kind, attempt: job.attempts } },
  });
  return job;
}

/** Renews the lease; false when the job is no longer this worker's. */
export async function heartbeat(deps: Deps, job: ClaimedJob): Promise<boolean> {
  const until = new Date(deps.clock.now().getTime() + LEASE_MS).toISOString();
  const r = await deps.db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', '=', job.id)
    .where('claim', '=', job.claim)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records progress (done of total); throws LeaseLostError when the job is no longer this worker's. */
export async function reportProgress(
  db: Db,
  clock: Deps['clock'],
  job: ClaimedJob,
  done: number,
  total: number,
): Promise<void> {
  const r = await db
    .updateTable('jobs')
    .set({ progress_done: done, progress_total: total, progress_at: clock.now().toISOString() })
    .where('id', '=', job.id)
    .where('claim', '=', job.claim)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new LeaseLostError(job.id);
}

/**
 * Finishes the job with its result. Called inside the job's own transaction, the finish commits
 * with the work (or neither does): a worker that lost its claim throws and rolls its work back.
 */
export async function completeJob(
  db: Db,
  clock: Deps['clock'],
  job: ClaimedJob,
  result: Record<string, unknown> | null,
  fileId: number | null = null,
): Promise<void> {
  const at = clock.now().toISOString();
  const r = await db
    .updateTable('jobs')
    .set({
      state: 'done',
      result: JSON.stringify(result ?? null),
      file_id: fileId,
      finished_at: at,
      claim: null,
      locked_until: null,
      progress_done: sql<number>`progress_total`,
    })
    .where('id', '=', job.id)
    .where('claim', '=', job.claim)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new LeaseLostError(job.id);
  await recordAudit(db, clock, await jobActor(db, job), {
    action: 'finish',
    entity: 'jobs',
    entityId: job.id,
    details: { old: null, new: { kind: job.kind, state: 'done' } },
  });
}

/**
 * A job that failed: a business refusal (AppError) or the last attempt fails it with the message;
 * any other error puts it back in the queue for another try.
 */
export async function failJob(deps: Deps, job: ClaimedJob, message: string, retry: boolean): Promise<void> {
  const at = deps.clock.now().toISOString();
  const again = retry && job.attempts < job.max_attempts;
  const r = await deps.db
    .updateTable('jobs')
    .set(
      again
        ? { state: 'queued', claim: null, locked_until: null, error: message }
        : { state: 'failed', claim: null, locked_until: null, error: message, finished_at: at },
    )
    .where('id', '=', job.id)
    .where('claim', '=', job.claim)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1 || again) return;
  await recordAudit(deps.db, deps.clock, await jobActor(deps.db, job), {
    action: 'fail',
    entity: 'jobs',
    entityId: job.id,
    details: { old: null, new: { kind: job.kind, state: 'failed', error: message } },
  });
}

const JOB_COLUMNS = [
  'id',
  'kind',
  'state',
  'progress_done',
  'progress_total',
  'result',
  'error',
  'file_id',
  'attempts',
  'created_by',
  'created_at',
  'started_at',
  'progress_at',
  'finished_at',
  'file_expired_at',
] as const;

type JobSelect = Pick<JobRow, (typeof JOB_COLUMNS)[number]>;

function jobOf(row: JobSelect): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    done: row.progress_done,
    total: row.progress_total,
    result: row.result === null ? null : JSON.parse(row.result),
    error: row.state === 'failed' || row.state === 'queued' ? row.error : null,
    has_file: row.file_id !== null,
    file_expired: row.file_expired_at !== null,
    attempts: row.attempts,
    created_by: row.created_by,
    created_at: row.created_at,
    started_at: row.started_at,
    progress_at: row.progress_at,
    finished_at: row.finished_at,
  };
}

/** One job, or undefined. */
export async function readJob(db: Db, id: number): Promise<(Job & { file_id: number | null }) | undefined> {
  const row = await db.selectFrom('jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [job] = await withMailProgress(db, [jobOf(row)]);
  return { ...(job as Job), file_id: row.file_id };
}

/** The newest jobs (of one user, or everyone's), each with the username of who started it. */
export async function listJobs(db: Db, userId: number | null, limit = 50): Promise<JobListItem[]> {
  let q = db
    .selectFrom('jobs')
    .leftJoin('users', 'users.id', 'jobs.created_by')
    .select(JOB_COLUMNS.map((c) => `jobs.${c}` as const))
    .select('users.username as created_by_name')
    .orderBy('jobs.id', 'desc')
    .limit(limit);
  if (userId !== null) q = q.where('jobs.created_by', '=', userId);
  return withMailProgress(
    db,
    (await q.execute()).map((row) => ({ ...jobOf(row), created_by_name: row.created_by_name ?? null })),
  );
}
