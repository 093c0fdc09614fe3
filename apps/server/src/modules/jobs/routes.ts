/**
 * /api/jobs (issue 28 §1): a long operation's state, progress and result. A user sees the jobs
 * they started; an administrator sees everyone's. Someone else's job answers 404.
 */
import { JOB_MSG, jobIdParamsSchema, jobListItemSchema, jobListQuerySchema, jobSchema } from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';
import { gone, notFound } from '../../platform/errors.ts';
import { largeFileStream } from '../../platform/largeFiles.ts';
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

  app.get(
    '/api/jobs/:id/file',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        operationId: 'jobsFile',
        summary:
          "The job's result file (e.g. the 2316 ZIP, the alphalist DAT), streamed with its name, type and length; x-sha256 carries the SHA-256 recorded with it. Only its starter or an administrator gets it (404 otherwise, and for a job without a file); each download is audited. 410 once the file has expired: a job's file is removed HRIS_JOB_FILE_DAYS days (default 30) after the job finished, and the job says file_expired.",
        params: jobIdParamsSchema,
        response: { ...errorResponses(...GUARDED_ERRORS, 404, 410) },
      },
    },
    async (request, reply) => {
      const job = await readJob(deps.db, request.params.id);
      const user = request.user;
      if (!job || !user || (job.created_by !== user.id && !user.isAdmin)) throw notFound(JOB_MSG.notFound);
      if (job.file_expired) throw gone(JOB_MSG.fileExpired);
      const file = job.file_id === null ? undefined : await largeFileStream(deps.db, job.file_id);
      if (!file) throw notFound(JOB_MSG.noFile);
      // A download of pay data is a read of pay data: recorded like the other reads.
      await recordAudit(deps.db, deps.clock, actorOf(request), {
        action: 'read',
        entity: 'jobs',
        entityId: job.id,
        details: { kind: job.kind, file_name: file.filename, sha256: file.sha256 },
      });
      return reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
        .header('content-length', String(file.size))
        .header('x-sha256', file.sha256)
        .header('cache-control', 'private, no-store')
        .send(file.body as never);
    },
  );
}
