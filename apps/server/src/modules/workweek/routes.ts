/**
 * Work weeks (issue 22 section 3): /employee_management/workWeek (Employment Details) and
 * /groupRecords/workWeek (the company default, kept on the company's pay calendar).
 */
import {
  companyWorkWeekListSchema,
  companyWorkWeekWriteSchema,
  employeeWorkWeekQuerySchema,
  employeeWorkWeekSchema,
  employeeWorkWeekWriteSchema,
  messageResponseSchema,
  WORK_WEEK_MSG,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { companyWorkWeeks, employeeWorkWeek, saveCompanyWorkWeek, saveEmployeeWorkWeek } from './service.ts';

export function workWeekRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/employee_management/workWeek',
    {
      config: { access: { module: 'employee_management', flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "An employee's work week: own rest days (weekday numbers 0 Sunday .. 6 Saturday; null: the company's), the company's default (Sunday when unset) and the rest days in effect. 404 unknown employee.",
        querystring: employeeWorkWeekQuerySchema,
        response: { 200: employeeWorkWeekSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => employeeWorkWeek(deps, request.query.employee_id),
  );

  app.put(
    '/api/employee_management/workWeek',
    {
      config: { access: { module: 'employee_management', flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "Sets an employee's rest days ({ employee_id, rest_weekdays: [0, 6] }; null: the company's). 400 when a day is not 0-6, repeated, or all seven; 404 unknown employee.",
        body: employeeWorkWeekWriteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await saveEmployeeWorkWeek(deps, actorOf(request), request.body);
      return { message: WORK_WEEK_MSG.saved };
    },
  );

  app.get(
    '/api/groupRecords/workWeek',
    {
      config: { access: { module: 'grouprecords', flag: 'view' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          "Every company's default work week, by name: its saved rest days (weekday numbers 0 Sunday .. 6 Saturday; null: never set) and the rest days in effect (Sunday when unset).",
        response: { 200: companyWorkWeekListSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => companyWorkWeeks(deps),
  );

  app.put(
    '/api/groupRecords/workWeek',
    {
      config: { access: { module: 'grouprecords', flag: 'update' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          "Sets a company's default rest days ({ company_id, rest_weekdays: [0, 6] }; null: Sunday), kept on its pay calendar. 400 bad days; 404 unknown company.",
        body: companyWorkWeekWriteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await saveCompanyWorkWeek(deps, actorOf(request), request.body);
      return { message: WORK_WEEK_MSG.saved };
    },
  );
}
