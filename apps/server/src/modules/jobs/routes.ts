/**
 * /api/jobs (issue 28 §1): a long operation's state, progress and result. A user sees the jobs
 * they started; an administrator sees everyone's. Someone else's job answers 404.
 */
import { JOB_MSG, jobIdParamsSchema, jobListItemSchema, jobListQuerySchema, jobSchema } from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { listJobs, readJob } from './queue.ts';

const tags = ['Jobs'];

export function jobsRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/jobs/:id',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        operationId: 'jobsGet',
        summary:
          "A job's state (queued, running, done, failed), progress (done of total), attempts, result (done) or error (failed). Only its starter or an administrator sees it (404 otherwise).",
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      const job = await readJob(deps.db, request.params.id);
      const user = request.user;
      if (!job || !user || (job.created_by !== user.id && !user.isAdmin)) throw notFound(JOB_MSG.notFound);
      const { file_id: _file, ...shown } = job;
      return shown;
    },
  );

  app.get(
    '/api/jobs',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        operationId: 'jobsList',
        summary:
          "The newest 50 jobs the user started, newest first, each with created_by_name (the starter's username; null for the server's own, e.g. a scheduled backup); an administrator with all=1 sees everyone's.",
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobListItemSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      const user = request.user;
      const all = request.query.all === '1' && user?.isAdmin === true;
      return listJobs(deps.db, all ? null : (user?.id ?? -1));
    },
  );
}
