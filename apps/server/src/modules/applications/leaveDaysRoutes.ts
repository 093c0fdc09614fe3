/** GET /applications/leaveDays and /applicationsProxy/leaveDays: the form's preview of leave dates (issue 22). */
import {
  APP_MSG,
  APPLICATION_MAX_RANGE_DAYS,
  leaveDaysQuerySchema,
  leaveDaysSchema,
  proxyLeaveDaysQuerySchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { leaveDaysOf, proxyLeaveDaysOf } from './leaveDays.ts';
import { userOf } from './routes.ts';
import { ownEmployee } from './service.ts';

const WHAT = `Each date from start to end (at most ${APPLICATION_MAX_RANGE_DAYS} days; start alone without end): credit_note when a leave on it uses no credit (a regular holiday or the employee's rest day, their work week), and the working shift a full-day leave takes its start and end from (shift null with shift_note when none is scheduled). The same rules filing and approval apply. 400 bad dates or range`;

export function leaveDaysRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/applications/leaveDays',
    {
      config: { access: { module: 'applications', flag: 'view' } },
      schema: {
        tags: ['applications'],
        summary: `The session's employee's leave dates. ${WHAT}; 400 '${APP_MSG.noEmployee}' without a linked employee.`,
        querystring: leaveDaysQuerySchema,
        response: { 200: leaveDaysSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => leaveDaysOf(deps, ownEmployee(userOf(request)), request.query),
  );

  app.get(
    '/api/applicationsProxy/leaveDays',
    {
      config: { access: { module: 'applicationsproxy', flag: 'view' } },
      schema: {
        tags: ['applicationsproxy'],
        summary: `Employee UID's leave dates. ${WHAT}; 404 when UID is not an Active, saved employee.`,
        querystring: proxyLeaveDaysQuerySchema,
        response: { 200: leaveDaysSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => proxyLeaveDaysOf(deps, request.query.UID, request.query),
  );
}
