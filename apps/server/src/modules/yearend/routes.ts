/**
 * Year-end adjustment routes (issue 17 section 2): the compliance view of the year's annualized
 * withholding (module compliance) and the previous employer's 2316 on the employee profile
 * (module employee_management).
 */
import { annualizationQuerySchema, annualizationSchema } from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { payrollViewToo } from '../../platform/payrollView.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { previousEmployerRoutes } from './previousRoutes.ts';
import { annualizationOf } from './service.ts';

export function yearEndRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/annualization',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags: ['compliance'],
        operationId: 'complianceAnnualizationGet',
        summary:
          "Annualized withholding of year `period` (YYYY) for company_id (RR 2-98 as amended by RR 11-2018): every employee paid in the year (a processed payslip of any kind ending in it) with taxable_compensation (present, including the opening balance shown apart as before_sahod, plus previous employer), tax_due (annual table), withheld (net of refunds, plus previous employer), adjustment (tax_due - withheld: left to withhold, negative to refund, 0 once the December payroll applied it), substituted_filing and the reason when it does not apply; warning for an employee hired before the year's first payroll without an opening balance; totals. Pesos. 400 naming the field, 404 unknown company or 'No processed payroll for this period.'",
        querystring: annualizationQuerySchema,
        response: { 200: annualizationSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => annualizationOf(deps, request.query),
  );
  previousEmployerRoutes(app, deps);
}
