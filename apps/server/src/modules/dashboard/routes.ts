/**
 * The Home dashboard's Today's attendance (Timesheet view), Waiting for action and People cards (issue 26 section 1). Waiting answers
 * 403 when the role may view none of its sources (each section only for a role that may view its
 * own); People needs Employee Profile view.
 */
import {
  dashboardAttendanceSchema,
  dashboardPeopleSchema,
  dashboardQuerySchema,
  dashboardWaitingSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { userOf } from '../applications/routes.ts';
import { attendanceCard } from './attendance.ts';
import { dashboardPeople } from './people.ts';
import { dashboardWaiting } from './waiting.ts';

const tags = ['Dashboard'];

export function dashboardRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/dashboard/attendance',
    {
      config: { access: { module: 'timesheet', flag: 'view' } },
      schema: {
        tags,
        summary:
          "The Today's attendance card of company_id (absent: All Companies): today's (Asia/Manila) scheduled Active employees as present, late, absent, on leave and not yet in (the Timesheet's day status against now; someone clocked in while the shift runs is present, or late; not clocked in before the shift's end is not yet in), with up to 10 late (most minutes first) and 10 absent (by name). Timesheet view. 404 unknown company.",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardAttendanceSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => attendanceCard(deps, request.query.company_id),
  );

  app.get(
    '/api/dashboard/waiting',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary:
          "The Waiting for action card of company_id (absent: All Companies), oldest first, up to 10 rows per section with whole counts. applications: with Applications Proxy view every pending application (scope 'all'), else with Applications Approval view the ones waiting for the session's employee (scope 'approver'); accounts: user accounts 'For Approval' (User Accounts view); loans: Active salary loans whose deduction starts in the semi-monthly cut-off holding today (Asia/Manila) of the company's pay calendar (Salary Loan view). A section the role may not view is left out; 403 when it may view none. 404 unknown company.",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardWaitingSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => dashboardWaiting(deps, userOf(request), request.query.company_id),
  );

  app.get(
    '/api/dashboard/people',
    {
      config: { access: { module: 'employee_management', flag: 'view' } },
      schema: {
        tags,
        summary:
          "The People card of company_id (absent: All Companies; today is Asia/Manila): Active headcount by company and department; hires and separations this month; probation ending in the next 30 days (Active, employee type Probationary, date hired + 6 months, Labor Code Art. 296); Active employees' documents with an expiry on or before today + 30 (expired flagged); birthdays and work anniversaries this month. Lists up to 10 rows with whole counts. 404 unknown company.",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardPeopleSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => dashboardPeople(deps, request.query.company_id),
  );
}
