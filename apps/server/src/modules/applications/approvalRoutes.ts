/** /applicationsApproval (spec 7 "Time and attendance"; module applicationsapproval) and /leaveCredits. */
import {
  APP_MSG,
  applicationRowSchema,
  creditAdjustSchema,
  decisionSchema,
  leaveCreditsSchema,
  logNoQuery,
  messageResponseSchema,
  pendingCountSchema,
  silAccrualSchema,
  silResultSchema,
  uidQuerySchema,
  uidRequiredQuery,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { applicationDecided } from '../notifications/events.ts';
import { cancelApproved, decide, fetchForApprover, pendingFor } from './approval.ts';
import { accrueSil, adjust, creditsOf } from './credits.ts';
import { userOf } from './routes.ts';

export function applicationsApprovalRoutes(app: App, deps: AppDeps): void {
  const MODULE = 'applicationsapproval';
  const decisionRoute = (path: 'approve' | 'reject', decision: 'Approved' | 'Rejected', summary: string) =>
    app.put(
      `/api/applicationsApproval/${path}`,
      {
        config: { access: { module: MODULE, flag: 'update' } },
        schema: {
          tags: [MODULE],
          summary,
          body: decisionSchema,
          response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
        },
      },
      async (request) => {
        await decide(deps, userOf(request), actorOf(request), request.body, decision);
        await applicationDecided(deps, request.body.log_no, request.log);
        return { message: decision === 'Approved' ? APP_MSG.approved : APP_MSG.rejected };
      },
    );

  app.get(
    '/api/applicationsApproval/fetch',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      schema: {
        tags: [MODULE],
        summary: `The applications whose approver is the session's employee (every status; the screen's tabs split them). 400 '${APP_MSG.notApprover}' when that employee is not an approver, 400 for a UID naming someone else.`,
        querystring: uidQuerySchema,
        response: { 200: z.array(applicationRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => fetchForApprover(deps, userOf(request), request.query.UID),
  );

  app.get(
    '/api/applicationsApproval/pendingCount',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      schema: {
        tags: [MODULE],
        summary:
          "How many applications wait for the session's employee (the sidebar badge; one indexed count). 0 without an employee.",
        response: { 200: pendingCountSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => ({ count: await pendingFor(deps, userOf(request)) }),
  );

  decisionRoute(
    'approve',
    'Approved',
    'Approves { log_no, remarks } (other body fields are ignored: type, employee and date come from the stored application). Only its approver (400), only while For Approval (409). A leave writes Paid Leave (4) or Unpaid Leave (2) on the schedule, keeping the replaced shift, and takes one day of credits for types that use them (400 when not enough).',
  );
  decisionRoute(
    'reject',
    'Rejected',
    'Rejects { log_no, remarks }. Only its approver (400), only while For Approval (409).',
  );

  app.delete(
    '/api/applicationsApproval/delete',
    {
      config: { access: { module: MODULE, flag: 'delete' } },
      schema: {
        tags: [MODULE],
        summary:
          'Cancels an approved application (its approver only) and undoes its effects in one transaction: the replaced shift is restored (or the leave entry removed) and a used credit returned. 409 unless Approved, or while a processed payroll covers the date.',
        querystring: logNoQuery,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await cancelApproved(deps, userOf(request), actorOf(request), request.query.log_no);
      return { message: APP_MSG.canceled };
    },
  );

  const PROFILE = 'employee_management';
  app.get(
    '/api/leaveCredits/fetch',
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags: [PROFILE],
        summary:
          'Leave credits of employee UID: balance per type that uses credits, the total, and the ledger (newest first).',
        querystring: uidRequiredQuery,
        response: { 200: leaveCreditsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => creditsOf(deps, request.query.UID),
  );

  app.post(
    '/api/leaveCredits/adjust',
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: [PROFILE],
        summary:
          'Grants (days > 0) or adjusts (days +/-) one type of leave credits with a reason, audited. 400 when the balance would go below zero or the type does not use credits.',
        body: creditAdjustSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await adjust(deps, actorOf(request), request.body);
      return { message: APP_MSG.creditsAdjusted };
    },
  );

  app.post(
    '/api/leaveCredits/accrueSil',
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: [PROFILE],
        summary:
          "Grants the year's Service Incentive Leave (5 days, Labor Code Art. 95) to every employee with at least one year of service. Idempotent: a second run grants nobody again.",
        body: silAccrualSchema,
        response: { 200: silResultSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      const granted = await accrueSil(deps, actorOf(request), request.body.year);
      return { message: APP_MSG.silGranted(granted, request.body.year), granted };
    },
  );
}
