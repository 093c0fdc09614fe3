/**
 * /timesheet/fetch|create|update|delete|calculateHours|calculateApplications|calculateEarnings|
 * calculateDeductions|deleteBatch (spec 7 "Time and attendance"); module timesheet.
 * The grid shows times and statuses only (no pay). calculateEarnings and calculateDeductions carry
 * amounts, so they need payroll view as well as timesheet view.
 */

import {
  batchDeletedSchema,
  calculateHoursSchema,
  calculateListSchema,
  devToolQuerySchema,
  logNoCreatedSchema,
  logNoQuerySchema,
  MSG,
  messageResponseSchema,
  rangeQuerySchema,
  TIMESHEET_MSG,
  timesheetCreateSchema,
  timesheetFetchAnswerSchema,
  timesheetSummaryAnswerSchema,
  timesheetUpdateSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { permissionsFor } from '../../platform/permissions.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { uatOnly } from '../../platform/uat.ts';
import { passJson } from '../shiftsschedule/routes.ts';
import {
  calculateApplications,
  calculateHours,
  calculateList,
  createRecord,
  deleteBatch,
  deleteRecord,
  fetchTimesheet,
  fetchTimesheetSummary,
  updateRecord,
} from './service.ts';

const MODULE = 'timesheet';

export function timesheetRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/timesheet/fetch',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      serializerCompiler: passJson,
      schema: {
        tags: [MODULE],
        summary:
          "The grid of a date range (at most 62 days): employees (Active, not drafts; filters company_id, department_id, designation_id), their records { log_no, employee_id, shift_date, start_time, end_time, lunch_start, lunch_end, notes }, their schedule entries, every shift and the approved Official Business and Undertime { application_id, employee_id, effective_date, application_type, start_time, end_time }. Times and statuses only, no pay. Filter search (name or code). With limit (1-500) and page (from 1, issue 28): that page of employees and their days, plus total (employees under the filter) and summary { rate, distribution } (Attendance Rate and the Attendance Distribution over the whole filter, at the server's now); summary=false leaves summary out (the cards are asked once per week and filter, not per page).",
        querystring: rangeQuerySchema,
        response: { 200: timesheetFetchAnswerSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request, reply) => {
      const json = await fetchTimesheet(deps, request.query);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/api/timesheet/summary',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      schema: {
        tags: [MODULE],
        summary:
          "The Timesheet's cards of a date range over the whole filter (issue 28; the same query as /timesheet/fetch, page and limit ignored), asked apart from the grid's pages so a page answers first: total (employees under the filter), rate (Attendance Rate), distribution (the Attendance Distribution, every bucket) at the server's now, and no_time_out: the first 30 days with a time-in and no time-out (status 'No time out'; their count is distribution['No time out']) in the grid's order, each { employee, date, record, shift_id }. Times and statuses only, no pay.",
        querystring: rangeQuerySchema,
        response: { 200: timesheetSummaryAnswerSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => fetchTimesheetSummary(deps, request.query),
  );

  app.post(
    '/api/timesheet/create',
    {
      config: { access: { module: MODULE, flag: 'create' } },
      schema: {
        tags: [MODULE],
        summary:
          'Adds a record { employee_id, shift_date, start_time, end_time, lunch_start?, lunch_end?, notes? } (spec 5 rules). 409 when the date already has a record, or "Cannot edit approved leaves." on a leave day; 404 for an employee not Active.',
        body: timesheetCreateSchema,
        response: { 200: logNoCreatedSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: TIMESHEET_MSG.created,
      log_no: await createRecord(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/timesheet/update',
    {
      config: { access: { module: MODULE, flag: 'update' } },
      schema: {
        tags: [MODULE],
        summary:
          'Saves a record { log_no, start_time, end_time, lunch_start?, lunch_end?, notes? } (spec 5 rules). 409 "Cannot edit approved leaves." on a leave day; 404 when it no longer exists.',
        body: timesheetUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await updateRecord(deps, actorOf(request), request.body);
      return { message: TIMESHEET_MSG.updated };
    },
  );

  app.delete(
    '/api/timesheet/delete',
    {
      config: { access: { module: MODULE, flag: 'delete' } },
      schema: {
        tags: [MODULE],
        summary:
          'Deletes a record (query log_no). 409 "Cannot edit approved leaves." on a leave day; 404 when it no longer exists.',
        querystring: logNoQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteRecord(deps, actorOf(request), request.query.log_no);
      return { message: TIMESHEET_MSG.deleted };
    },
  );

  app.get(
    '/api/timesheet/calculateHours',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      preHandler: uatOnly(deps),
      schema: {
        tags: [MODULE],
        summary:
          'Dev tools: per day with a shift or a record in the range (employee_code, start_date, end_date; at most 62 days), what the payroll counts: shift, punches, official minutes and hours, late, early, overtime and night minutes, status (from @sahod/payroll). Minutes only, no pay. 404 for an unknown code; 409 while the installation is not marked UAT.',
        querystring: devToolQuerySchema,
        response: { 200: calculateHoursSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => calculateHours(deps, request.query),
  );

  const lists = [
    ['calculateApplications', 'the approved applications in range', false],
    [
      'calculateEarnings',
      'the earnings lines in range with their computed amounts (needs payroll view too)',
      true,
    ],
    ['calculateDeductions', 'the deduction lines in range with their amounts (needs payroll view too)', true],
  ] as const;
  for (const [name, what, money] of lists) {
    app.get(
      `/api/timesheet/${name}`,
      {
        config: { access: { module: MODULE, flag: 'view' } },
        preHandler: uatOnly(deps),
        schema: {
          tags: [MODULE],
          summary: `Dev tools: ${what} (employee_code, start_date, end_date). An empty list until its issue lands. 404 for an unknown code; 409 while the installation is not marked UAT.`,
          querystring: devToolQuerySchema,
          response: { 200: calculateListSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
        },
      },
      async (request) => {
        if (money) {
          const user = request.user;
          if (!user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
          const payroll = (await permissionsFor(deps.db, user.roleId, ['payroll'])).get('payroll');
          if (!payroll?.view) throw forbidden(MSG.noPermission);
        }
        if (name === 'calculateApplications') return calculateApplications(deps, request.query);
        return calculateList(deps, request.query);
      },
    );
  }

  app.delete(
    '/api/timesheet/deleteBatch',
    {
      config: { access: { module: MODULE, flag: 'delete' } },
      preHandler: uatOnly(deps),
      schema: {
        tags: [MODULE],
        summary:
          "Dev tools: deletes the employee's timesheet records in the range (employee_code, start_date, end_date) in one transaction and answers how many. Schedule entries (leaves included) are never touched, and records on leave days are kept. 409 while a processed payroll of the employee covers any date of the range, or while the installation is not marked UAT.",
        querystring: devToolQuerySchema,
        response: { 200: batchDeletedSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const deleted = await deleteBatch(deps, actorOf(request), request.query);
      return { message: TIMESHEET_MSG.batchDeleted(deleted), deleted };
    },
  );
}
