/** /bugreport/fetch|create|update|delete (spec 7 "Bug reports and admin"); module bugreport. */
import {
  BUG_MSG,
  bugReportCreatedSchema,
  bugReportCreateSchema,
  bugReportDeleteQuerySchema,
  bugReportRowsSchema,
  bugReportUpdateSchema,
  MSG,
  messageResponseSchema,
} from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { createReport, editReport, fetchReports, removeReport } from './service.ts';

/** The signed-in user (the guard has resolved it for every non-public route). */
function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.user;
}

export function bugReportRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/bugreport/fetch',
    {
      config: { access: { module: 'bugreport', flag: 'view' } },
      schema: {
        tags: ['bugreport'],
        summary:
          'Every bug report, newest first. `user` is the reporter (recorded from the token); `can_edit` says whether the requesting user may edit the report (update permission, or their own Open report).',
        response: { 200: bugReportRowsSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => fetchReports(deps, userOf(request)),
  );

  app.post(
    '/api/bugreport/create',
    {
      config: { access: { module: 'bugreport', flag: 'create' } },
      schema: {
        tags: ['bugreport'],
        summary:
          'Files a report { affected_module, descr }. The reporter and time are the signed-in user and the server clock; the status starts Open (anything else in the body is ignored).',
        body: bugReportCreateSchema,
        response: { 200: bugReportCreatedSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => ({
      message: BUG_MSG.created,
      log_no: await createReport(deps, userOf(request), actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/bugreport/update',
    {
      // Reporters without update may edit their own Open report's text, so the flag is checked in
      // the service: update for any report and status, create plus ownership otherwise.
      config: { access: { authenticated: true } },
      schema: {
        tags: ['bugreport'],
        summary:
          'Saves a report { log_no, affected_module, descr, status }. With bugreport update: any report and status. Without it: only the reporter (with bugreport create), only while Open (409 otherwise), and the status must stay unchanged (403). 404 when the report no longer exists.',
        body: bugReportUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await editReport(deps, userOf(request), actorOf(request), request.body);
      return { message: BUG_MSG.updated };
    },
  );

  app.delete(
    '/api/bugreport/delete',
    {
      config: { access: { module: 'bugreport', flag: 'delete' } },
      schema: {
        tags: ['bugreport'],
        summary: 'Deletes a report (query log_no). 404 when it no longer exists.',
        querystring: bugReportDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await removeReport(deps, actorOf(request), request.query.log_no);
      return { message: BUG_MSG.deleted };
    },
  );
}
