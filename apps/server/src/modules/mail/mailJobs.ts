/**
 * 'E-mail payslips' on Settings > Jobs (issue 28 §1). Each click that queues payslips gets a row
 * in `jobs` (kind payslips.email) recording who started it, when and which run; the items it
 * queued carry its id (payslip_mail.job_id). Its state and progress are never stored in the job:
 * they are counted from those items each time the job is read, so the e-mail queue stays the one
 * record of what was sent. The row's own state stays 'done' so no job worker ever claims it.
 *
 * An item queued again by a later click ('Send again', or a retry of the failed ones) belongs to
 * that later job from then on, so the earlier job's total drops by it.
 */
import { JOB_KINDS, type Job, type PayslipMailRun } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Actor } from '../../platform/audit.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Records one click of 'E-mail payslips' as a job; its id goes on every item the click queues. */
export async function createMailJob(trx: Db, at: string, actor: Actor, run: PayslipMailRun): Promise<number> {
  const row = await trx
    .insertInto('jobs')
    .values({
      kind: JOB_KINDS.payslipsEmail,
      dedupe_key: null,
      state: 'done',
      input: JSON.stringify(run),
      created_by: actor.userId,
      created_at: at,
      started_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Counts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  no_address: number;
  /** Whether the worker has tried any item yet (an item waiting for its retry has). */
  tried: boolean;
  last: string | null;
}

const STATUSES = ['queued', 'sending', 'sent', 'failed', 'no_address'] as const;
const NONE: Counts = { queued: 0, sending: 0, sent: 0, failed: 0, no_address: 0, tried: false, last: null };

/** The message of an e-mail job that ended, in the words of the E-mail payslips window. */
export const mailJobMessage = (c: Pick<Counts, 'sent' | 'failed' | 'no_address'>) =>
  `${c.sent} sent · ${c.failed} failed · ${c.no_address} without e-mail address`;

/** An e-mail job as its items tell it: state, done / total, and the outcome once none is left to send. */
function fromItems<T extends Job>(job: T, c: Counts): T {
  const total = c.queued + c.sending + c.sent + c.failed + c.no_address;
  const done = c.sent + c.failed + c.no_address;
  const live = c.queued + c.sending > 0;
  const message = mailJobMessage(c);
  const allFailed = !live && c.sent === 0 && done > 0;
  return {
    ...job,
    state: live
      ? done === 0 && c.sending === 0 && !c.tried
        ? 'queued'
        : 'running'
      : allFailed
        ? 'failed'
        : 'done',
    done,
    total,
    result: live || allFailed ? null : { message, sent: c.sent, failed: c.failed, no_address: c.no_address },
    error: allFailed ? message : null,
    progress_at: c.last,
    finished_at: live ? null : (c.last ?? job.created_at),
  };
}

/** Puts each e-mail job's state and progress, counted from its items, on the jobs read. */
export async function withMailProgress<T extends Job>(db: Db, jobs: T[]): Promise<T[]> {
  const ids = jobs.filter((j) => j.kind === JOB_KINDS.payslipsEmail).map((j) => j.id);
  if (ids.length === 0) return jobs;
  const rows = await db
    .selectFrom('payslip_mail')
    .select(['job_id', 'status'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max('sent_at').as('last'),
      eb.fn.max('attempts').as('tries'),
    ])
    .where('job_id', 'in', ids)
    .groupBy(['job_id', 'status'])
    .execute();
  const counts = new Map<number, Counts>();
  for (const r of rows) {
    if (r.job_id === null) continue;
    const c = counts.get(r.job_id) ?? { ...NONE };
    const status = r.status as (typeof STATUSES)[number];
    if (STATUSES.includes(status)) c[status] += Number(r.n);
    if (Number(r.tries) > 0) c.tried = true;
    if (r.last && (c.last === null || r.last > c.last)) c.last = r.last;
    counts.set(r.job_id, c);
  }
  return jobs.map((j) => (j.kind === JOB_KINDS.payslipsEmail ? fromItems(j, counts.get(j.id) ?? NONE) : j));
}
