/**
 * The Home dashboard's Payroll and Filing calendar cards (issue 26 section 1). Each answers 403 to
 * a role that may not view its source: pay figures need payroll view, filings compliance view.
 */
import { dashboardFilingsSchema, dashboardPayQuerySchema, dashboardPayrollSchema } from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { dashboardFilings } from './filings.ts';
import { dashboardPayroll } from './payroll.ts';

const tags = ['Dashboard'];

export function dashboardPayRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/dashboard/payroll',
    {
      config: { access: { module: 'payroll', flag: 'view' } },
      schema: {
        tags,
        summary:
          "The Payroll card of company_id (absent: every company with an Active employee): per company the next payroll of its commonest pay period (the pay calendar's period holding today, Asia/Manila; when the last run is already past it, the period after the last run, as GET /payroll/runs) with its pay date and how many employees are Pending, Processed or Overlapping for it (the Payroll screen's rule); and the last 12 months (Asia/Manila) by month of pay date: the live payslips' stored gross pay, employer contributions, net pay and deductions (pesos; from the monthly totals kept as payslips are processed and voided, each payslip under the company its employee was in when it was processed), the same month a year earlier, and the change of gross + employer contributions in percent (null when last year's is zero). 404 unknown company.",
        querystring: dashboardPayQuerySchema,
        response: { 200: dashboardPayrollSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => dashboardPayroll(deps, request.query.company_id),
  );

  app.get(
    '/api/dashboard/filings',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags,
        summary:
          "The Filing calendar card of company_id (absent: every company with an Active employee): the deadlines falling in this month or the next (Asia/Manila): SSS, PhilHealth (by the company's PEN), Pag-IBIG and 1601-C of the months before, and in season the 13th month (Dec 24), 2316 and 1604-C/alphalist (Jan 31); each per company generated (a compliance file of that output and period was recorded; the 13th month: a live 13th month payslip of the year) and overdue (past due, not generated). Across companies a filing is due at the earliest, generated when every company's is, overdue when any is. 404 unknown company.",
        querystring: dashboardPayQuerySchema,
        response: { 200: dashboardFilingsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => dashboardFilings(deps, request.query.company_id),
  );
}
