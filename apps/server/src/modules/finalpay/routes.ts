/**
 * /compliance/finalpay, /compliance/finalpay/process, /compliance/separated and /compliance/coe
 * (issue 17 section 4; module compliance): viewing needs compliance view, processing compliance
 * create.
 */
import {
  FINAL_PAY_MSG,
  finalPayProcessResponseSchema,
  finalPayProcessSchema,
  finalPayQuerySchema,
  finalPayStatementSchema,
  formatManilaDateTime,
  idSchema,
  separatedEmployeeSchema,
  separatedQuerySchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { invalid } from '../../platform/errors.ts';
import { payrollViewToo } from '../../platform/payrollView.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { bir2316Ready, payslipsReady } from '../notifications/events.ts';
import { coeOf } from './coe.ts';
import { finalPayPdf } from './pdf.ts';
import { finalPayView, processFinalPay, separatedEmployees } from './service.ts';

const tags = ['compliance'];
const view = { access: { module: 'compliance', flag: 'view' } } as const;

const formatOf = (format: string | undefined, allowed: readonly string[]) => {
  const f = format ?? allowed[0];
  if (!f || !allowed.includes(f)) throw invalid(FINAL_PAY_MSG.badFormat);
  return f;
};

export function finalPayRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/finalpay',
    {
      config: view,
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceFinalPay',
        summary:
          "A separated employee's final-pay statement in the reference's order (DOLE LA 06-2020): unpaid salary from the day after the last processed regular payslip to the separation date (computed like any payroll), pro-rated 13th month, unused Service Incentive Leave at the daily rate, other earnings, the year-end tax adjustment, the period's contributions, outstanding loans and other deductions (never below zero), net; pesos. Once processed, the stored statement. format=pdf: the statement as PDF. 400 not separated; 404 unknown employee.",
        querystring: finalPayQuerySchema,
        response: { 200: finalPayStatementSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const format = formatOf(request.query.format, ['json', 'pdf']);
      const statement = await finalPayView(deps, request.query.employee_id);
      if (format === 'json') return statement;
      const company = await deps.db
        .selectFrom('employees as e')
        .leftJoin('companies as c', 'c.id', 'e.company_id')
        .select('c.name')
        .where('e.id', '=', statement.employee_id)
        .executeTakeFirst();
      const pdf = await finalPayPdf(statement, {
        company: company?.name ?? '',
        generatedAt: formatManilaDateTime(deps.clock.now()),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="final-pay-${statement.employee_code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );

  app.post(
    '/api/compliance/finalpay/process',
    {
      config: { access: { module: 'compliance', flag: 'create' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceFinalPayProcess',
        summary:
          "Stores the separated employee's final pay as a processed, locked payslip of kind finalpay (start: the day after the last regular payslip; end: the separation date; pay_date on or after it) and records each open loan's balance as paid from it, in one transaction, audited. 409 when a final pay is already processed (void it first); 400 not separated or a bad pay_date; 404 unknown employee.",
        body: finalPayProcessSchema,
        response: {
          200: finalPayProcessResponseSchema,
          ...errorResponses(...GUARDED_ERRORS, 404, 409),
        },
      },
    },
    async (request) => {
      const done = await processFinalPay(deps, actorOf(request), request.body);
      const employee = [request.body.employee_id];
      await payslipsReady(deps, employee, 'final pay', request.log);
      await bir2316Ready(deps, employee, Number(request.body.pay_date.slice(0, 4)), request.log);
      return done;
    },
  );

  app.get(
    '/api/compliance/separated',
    {
      config: view,
      schema: {
        tags,
        operationId: 'complianceSeparated',
        summary:
          'Employees with a separation date (of company_id when given), newest first: separation date and reason, the final-pay deadline (separation + 30 days), days left (negative: overdue) and the processed final pay, if any.',
        querystring: separatedQuerySchema,
        response: { 200: z.array(separatedEmployeeSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      const raw = request.query.company_id;
      let companyId: number | null = null;
      if (raw !== undefined && raw !== '') {
        const parsed = idSchema('company_id must be a positive whole number.').safeParse(raw);
        if (!parsed.success) throw invalid('company_id must be a positive whole number.');
        companyId = parsed.data;
      }
      return separatedEmployees(deps, companyId);
    },
  );

  app.get(
    '/api/compliance/coe',
    {
      config: view,
      schema: {
        tags,
        operationId: 'complianceCoe',
        summary:
          "A Certificate of Employment as PDF (format=pdf, the default): the employee's name, dates of engagement and separation ('present' for current employees) and positions held with dates (from the designation and its changes in the profile history), signed by the company's configured signatory. 400 when the company has no signatory name or position (naming the field); 404 unknown employee.",
        querystring: finalPayQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      formatOf(request.query.format, ['pdf']);
      const { pdf, filename } = await coeOf(deps, request.query.employee_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
}
