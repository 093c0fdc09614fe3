/** /shiftsSchedule/fetch|create|update|delete|bulkAssign|copyWeek (spec 7 "Time and attendance"); module shiftsschedule. */
import {
  bulkAssignSchema,
  bulkResultSchema,
  copyWeekSchema,
  logNoCreatedSchema,
  logNoQuerySchema,
  MSG,
  messageResponseSchema,
  rangeQuerySchema,
  SCHEDULE_MSG,
  scheduleCreateSchema,
  scheduleFetchAnswerSchema,
  scheduleUpdateSchema,
} from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { bulkAssign, copyWeek, createEntry, deleteEntry, fetchSchedule, updateEntry } from './service.ts';

const MODULE = 'shiftsschedule';

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.user;
}

/** Sends JSON text written by the database as it is (see grid.ts). */
export const passJson = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

export function shiftsScheduleRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/shiftsSchedule/fetch',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      serializerCompiler: passJson,
      schema: {
        tags: [MODULE],
        summary:
          'The grid of a date range (at most 62 days): employees (Active, not drafts; filters company_id, department_id, designation_id, search (name or code); by last then first name), their entries { log_no, employee_id, shift_date, shift_id } in the range, and every shift (leave shifts included, for display). With limit (1-500) and page (from 1, issue 28): that page of employees and their entries, plus total (employees under the filter) and summary { coverage, usage } (Shift Coverage and Shift Usage over the whole filter); summary=false leaves summary out (the cards are asked once per week and filter, not per page).',
        querystring: rangeQuerySchema,
        response: { 200: scheduleFetchAnswerSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request, reply) => {
      const json = await fetchSchedule(deps, request.query);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/api/shiftsSchedule/create',
    {
      config: { access: { module: MODULE, flag: 'create' } },
      schema: {
        tags: [MODULE],
        summary:
          'Assigns a shift { employee_id, shift_date, shift_id }. 409 when the date already has an entry ("Cannot edit approved leaves." for a leave) or for a leave shift; 404 for an unknown shift or an employee not Active.',
        body: scheduleCreateSchema,
        response: { 200: logNoCreatedSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: SCHEDULE_MSG.created,
      log_no: await createEntry(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/shiftsSchedule/update',
    {
      config: { access: { module: MODULE, flag: 'update' } },
      schema: {
        tags: [MODULE],
        summary:
          'Changes an entry\'s shift { log_no, shift_id }. 409 "Cannot edit approved leaves." for a leave entry, 409 for a leave shift; 404 for an unknown entry or shift.',
        body: scheduleUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await updateEntry(deps, actorOf(request), request.body);
      return { message: SCHEDULE_MSG.updated };
    },
  );

  app.delete(
    '/api/shiftsSchedule/delete',
    {
      config: { access: { module: MODULE, flag: 'delete' } },
      schema: {
        tags: [MODULE],
        summary:
          'Removes an entry (query log_no). 409 "Cannot edit approved leaves." for a leave; 404 when it no longer exists.',
        querystring: logNoQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteEntry(deps, actorOf(request), request.query.log_no);
      return { message: SCHEDULE_MSG.deleted };
    },
  );

  app.post(
    '/api/shiftsSchedule/bulkAssign',
    {
      config: { access: { module: MODULE, flag: 'create' } },
      schema: {
        tags: [MODULE],
        summary:
          'Assigns one shift to every cell of employees x dates { employee_ids, start_date, end_date (at most 62 days), weekdays? (0 Sunday - 6 Saturday), shift_id } in one transaction; shift_id null removes the shifts instead. Leave cells are left untouched. Needs create and update (delete to remove). Answers the counts.',
        body: bulkAssignSchema,
        response: { 200: bulkResultSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => bulkAssign(deps, userOf(request), actorOf(request), request.body),
  );

  app.post(
    '/api/shiftsSchedule/copyWeek',
    {
      config: { access: { module: MODULE, flag: 'create' } },
      schema: {
        tags: [MODULE],
        summary:
          "Applies the pattern of the week starting week_start (a Monday) to the next `weeks` weeks (1-12) for employee_ids, in one transaction: each day's shift is assigned to the same weekday of the following weeks. Days without a shift in the pattern and leave cells are left untouched. Needs create and update. Answers the counts.",
        body: copyWeekSchema,
        response: { 200: bulkResultSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => copyWeek(deps, userOf(request), actorOf(request), request.body),
  );
}
