/** Test helpers of jobs: run the queue until a job ends, as a server's worker would. */
import type { Job } from '@sahod/shared';
import { expect } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { readJob } from './queue.ts';
import { runNextJob, type WorkerDeps } from './worker.ts';

export const workerDepsOf = (h: Harness): WorkerDeps => ({ ...h.deps, log: h.app.log });

/** Runs queued jobs until job `id` is done or failed; returns it as GET /api/jobs/:id shows it. */
export async function awaitJob(h: Harness, id: number): Promise<Job> {
  for (let i = 0; i < 50; i++) {
    const job = await readJob(h.deps.db, id);
    expect(job, `job ${id}`).toBeDefined();
    if (job && (job.state === 'done' || job.state === 'failed')) {
      const { file_id: _f, ...shown } = job;
      return shown;
    }
    if ((await runNextJob(workerDepsOf(h))) === null)
      throw new Error(`job ${id} is ${job?.state} but nothing runs`);
  }
  throw new Error(`job ${id} did not end`);
}
