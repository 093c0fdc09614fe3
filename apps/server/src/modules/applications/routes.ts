/**
 * /applications, /applicationsProxy (spec 7 "Time and attendance"; modules applications and
 * applicationsproxy). The approval routes are in approvalRoutes.ts, leave credits in creditRoutes.ts.
 */
import {
  APP_MSG,
  applicationCreateSchema,
  applicationRowSchema,
  approverSchema,
  approvesForCompany,
  createdApplicationsSchema,
  creditBalanceSchema,
  logNoQuery,
  type ModuleKey,
  MSG,
  messageResponseSchema,
  proxyApproversQuery,
  proxyCreateSchema,
  proxyEmployeeSchema,
  uidQuerySchema,
  uidRequiredQuery,
} from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { listApprovers } from '../approverassignment/repository.ts';
import { applicationsFiled } from '../notifications/events.ts';
import { balancesOf } from './credits.ts';
import { leaveDaysRoutes } from './leaveDaysRoutes.ts';
import { companyOfEmployee, proxyEmployees } from './repository.ts';
import {
  createOwn,
  createProxy,
  deleteOwn,
  deleteProxy,
  fetchAll,
  fetchOwn,
  ownEmployee,
} from './service.ts';
import { trailRoutes } from './trail.ts';

export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.user;
}

const rows = z.array(applicationRowSchema);
const access = (module: ModuleKey, flag: 'view' | 'create' | 'delete') => ({ access: { module, flag } });

/**
 * The form's approver list: current approvers (flagged, with an active account); for an employee,
 * only those who approve for the employee's company (issue 20), never the filer themselves.
 */
export async function activeApprovers(deps: AppDeps, forEmployee?: number | null, filer?: number | null) {
  const approvers = (await listApprovers(deps.db)).filter((a) => a.status);
  if (forEmployee === undefined || forEmployee === null) return approvers;
  const company = await companyOfEmployee(deps.db, forEmployee);
  return approvers.filter((a) => approvesForCompany(a, company) && a.employee_id !== filer);
}

export function applicationsRoutes(app: App, deps: AppDeps): void {
  const OWN = 'applications';
  app.get(
    '/api/applications/fetch',
    {
      config: access(OWN, 'view'),
      schema: {
        tags: [OWN],
        summary: `The signed-in user's own applications, newest date first. The employee is the session's; a UID naming another employee answers 400. 400 '${APP_MSG.noEmployee}' without a linked employee.`,
        querystring: uidQuerySchema,
        response: { 200: rows, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => fetchOwn(deps, userOf(request), request.query.UID),
  );

  app.post(
    '/api/applications/create',
    {
      config: access(OWN, 'create'),
      schema: {
        tags: [OWN],
        summary:
          "Files an application for the session's employee (employee_id, if sent, must be that employee: 400 otherwise). end_date (leaves and overtime) files one application per date in one transaction. 409 when a date already has a For Approval or Approved application of the type.",
        body: applicationCreateSchema,
        response: { 200: createdApplicationsSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => {
      const ids = await createOwn(deps, userOf(request), actorOf(request), request.body);
      await applicationsFiled(deps, ids, request.log);
      return { message: APP_MSG.created(ids.length), log_nos: ids };
    },
  );

  app.delete(
    '/api/applications/delete',
    {
      config: access(OWN, 'delete'),
      schema: {
        tags: [OWN],
        summary:
          "Deletes one of the session's own applications while For Approval (409 otherwise; 400 for another employee's).",
        querystring: logNoQuery,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteOwn(deps, userOf(request), actorOf(request), request.query.log_no);
      return { message: APP_MSG.deleted };
    },
  );

  app.get(
    '/api/applications/fetchApprovers',
    {
      config: access(OWN, 'view'),
      schema: {
        tags: [OWN],
        summary:
          "The approvers for the form's company > department > designation cascade (as /approverAssignment/fetchApprovers, active accounts only): those of the session employee's company and those who approve for all companies.",
        response: { 200: z.array(approverSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => activeApprovers(deps, userOf(request).employeeId, userOf(request).employeeId),
  );

  app.get(
    '/api/applications/fetchCredits',
    {
      config: access(OWN, 'view'),
      schema: {
        tags: [OWN],
        summary: "The session's employee's remaining leave credits per type that uses them.",
        response: { 200: z.array(creditBalanceSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => balancesOf(deps, ownEmployee(userOf(request))),
  );

  const PROXY = 'applicationsproxy';
  app.get(
    '/api/applicationsProxy/fetch',
    {
      config: access(PROXY, 'view'),
      schema: {
        tags: [PROXY],
        summary: 'Every application of every employee, with who filed it (filed_by).',
        response: { 200: rows, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => fetchAll(deps),
  );

  app.post(
    '/api/applicationsProxy/create',
    {
      config: access(PROXY, 'create'),
      schema: {
        tags: [PROXY],
        summary:
          'Files an application for employee_id (Active, not a draft: 400 otherwise), recording the proxy user as filer. Same rules as /applications/create.',
        body: proxyCreateSchema,
        response: { 200: createdApplicationsSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => {
      const ids = await createProxy(deps, userOf(request), actorOf(request), request.body);
      await applicationsFiled(deps, ids, request.log);
      return { message: APP_MSG.created(ids.length), log_nos: ids };
    },
  );

  app.delete(
    '/api/applicationsProxy/delete',
    {
      config: access(PROXY, 'delete'),
      schema: {
        tags: [PROXY],
        summary: 'Deletes an application while For Approval (409 otherwise).',
        querystring: logNoQuery,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteProxy(deps, actorOf(request), request.query.log_no);
      return { message: APP_MSG.deleted };
    },
  );

  app.get(
    '/api/applicationsProxy/fetchEmployees',
    {
      config: access(PROXY, 'view'),
      schema: {
        tags: [PROXY],
        summary:
          'The employees a proxy may file for (Active, not drafts) with their organisation, for the cascade.',
        response: { 200: z.array(proxyEmployeeSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => proxyEmployees(deps.db),
  );

  app.get(
    '/api/applicationsProxy/fetchApprovers',
    {
      config: access(PROXY, 'view'),
      schema: {
        tags: [PROXY],
        summary:
          "The approvers for the form's cascade (active accounts only). With employee_id: those of that employee's company and those who approve for all companies, without the filer (the session's employee).",
        querystring: proxyApproversQuery,
        response: { 200: z.array(approverSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => activeApprovers(deps, request.query.employee_id ?? null, userOf(request).employeeId),
  );

  app.get(
    '/api/applicationsProxy/fetchCredits',
    {
      config: access(PROXY, 'view'),
      schema: {
        tags: [PROXY],
        summary: "Employee UID's remaining leave credits per type that uses them.",
        querystring: uidRequiredQuery,
        response: { 200: z.array(creditBalanceSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => balancesOf(deps, request.query.UID),
  );

  leaveDaysRoutes(app, deps);
  trailRoutes(app, deps);
}
