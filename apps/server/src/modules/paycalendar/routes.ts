/** /compliance/pay-calendar (module compliance): a company's pay calendar (issue 21 section 1). */
import {
  employerQuerySchema,
  payCalendarBodySchema,
  payCalendarSaveResponseSchema,
  payCalendarViewSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { fetchPayCalendar, savePayCalendar } from './service.ts';

export function payCalendarRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/pay-calendar',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags: ['compliance'],
        operationId: 'compliancePayCalendarGet',
        summary:
          "The pay calendar of company_id: semi-monthly cut-off days and each one's pay day (1..31, 31 = the month's last day), the monthly start day and pay day, the weekly start and pay weekday (0 Sunday..6 Saturday). A company never saved has the defaults (1 and 16 paid the 15th and the last day; monthly from the 1st paid the last day; weekly from Monday paid on Saturday). 404 unknown company.",
        querystring: employerQuerySchema,
        response: { 200: payCalendarViewSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchPayCalendar(deps, request.query.company_id),
  );

  // The Payroll screen's filter sets end dates from the calendar: readable with payroll view too.
  app.get(
    '/api/payroll/pay-calendar',
    {
      config: { access: { module: 'payroll', flag: 'view' } },
      schema: {
        tags: ['payroll'],
        operationId: 'payrollPayCalendarGet',
        summary:
          'The pay calendar of company_id (as GET /api/compliance/pay-calendar) for the Payroll filters: a start date that is a cut-off day ends the day before the next cut-off. 404 unknown company.',
        querystring: employerQuerySchema,
        response: { 200: payCalendarViewSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchPayCalendar(deps, request.query.company_id),
  );

  app.put(
    '/api/compliance/pay-calendar',
    {
      config: { access: { module: 'compliance', flag: 'update' } },
      schema: {
        tags: ['compliance'],
        operationId: 'compliancePayCalendarSave',
        summary:
          'Saves the pay calendar of company_id (the whole record): the first cut-off 1..13 and the second 15 days after it (both periods of every month 13 to 16 days long), pay days 1..31, the monthly start day 1..28, weekdays 0..6. A period is paid on the first date on or after its end with its pay day; payslips processed afterwards take their pay date from it, processed ones keep theirs. 400 names the field; 404 unknown company.',
        body: payCalendarBodySchema,
        response: { 200: payCalendarSaveResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => savePayCalendar(deps, actorOf(request), request.body),
  );
}
