/**
 * The 13th-month process as a job (issue 28 §1): POST /api/compliance/thirteenth/process/jobs checks
 * the company and the year up front (400/404 with the synchronous call's messages) and queues; the
 * job runs processThirteenth (every other check, one transaction) and finishes inside it.
 */
import { JOB_KINDS, parseYear, THIRTEENTH_MSG, type ThirteenthProcess } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { invalid } from '../../platform/errors.ts';
import { enqueueJob, jobActor } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { thirteenthReady } from '../notifications/events.ts';
import { companyIdOf, companyOf, processThirteenth } from './thirteenth.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect'>;

/** The year as the synchronous call reads it (400 when it is not one). */
const yearOf = (body: ThirteenthProcess) => {
  const year = parseYear(body.year);
  if (year === null) throw invalid(THIRTEENTH_MSG.badBodyYear);
  return year;
};

/** Queues the year's 13th month of a company (one live run per company and year). */
export async function startThirteenthJob(deps: Deps, actor: Actor, body: ThirteenthProcess): Promise<number> {
  const companyId = companyIdOf(body.company_id);
  const year = yearOf(body);
  await companyOf(deps.db, companyId);
  return enqueueJob(deps, actor, {
    kind: JOB_KINDS.thirteenthProcess,
    dedupeKey: `company ${companyId} ${year}`,
    input: body,
  });
}

export const processThirteenthJob: JobHandler = async (ctx) => {
  const { deps, job } = ctx;
  const body = job.input as ThirteenthProcess;
  const actor = await jobActor(deps.db, job);
  const result = await processThirteenth(deps, actor, body, {
    progress: (done, total, trx) => ctx.progress(done, total, trx),
    beforeCommit: (trx, r) => ctx.complete(trx, r),
  });
  await thirteenthReady(deps, yearOf(body), deps.log);
  return result;
};
