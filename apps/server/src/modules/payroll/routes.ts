/**
 * /payroll/fetch and /payroll/create (spec 7; issue 12); module payroll. Every pay figure needs
 * payroll view; processing needs payroll create.
 */
import {
  jobRunningSchema,
  jobStartedSchema,
  messageResponseSchema,
  PAYROLL_CREATE_BODY_LIMIT,
  PAYROLL_MSG,
  payrollCreateResponseSchema,
  payrollCreateSchema,
  payrollExceptionSchema,
  payrollFetchQuerySchema,
  payrollPdfQuerySchema,
  payrollRowSchema,
  payrollRunsQuerySchema,
  payrollRunsResponseSchema,
  payrollVoidSchema,
} from '@sahod/shared';
import { z } from 'zod';

const jobConflictSchema = z.union([jobRunningSchema, z.object({ error: z.string() })]);

import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { sendJobStarted } from '../jobs/worker.ts';
import { bir2316Ready, payslipOf, payslipsReady } from '../notifications/events.ts';
import { passJson } from '../shiftsschedule/routes.ts';
import { payrollExceptions } from './exceptions.ts';
import { fetchPayrollJson } from './fetchJson.ts';
import { startPayrollJob } from './processJob.ts';
import { payrollRuns, RUNS_SHOWN } from './runs.ts';
import * as service from './service.ts';
import { SUMMARY_REPORTS, summaryReportFile } from './summaryReports.ts';

const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const module = 'payroll';
const tags = ['Payroll'];

export function payrollRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/payroll/fetch',
    {
      config: { access: { module, flag: 'view' } },
      // The rows are typed by PayrollRow where they are built and streamed as JSON text (fetchJson.ts).
      serializerCompiler: passJson,
      schema: {
        tags,
        summary:
          'The Active employees of the company (and department/designation when given) whose pay period matches, each with the Payroll row of spec 3 and a status: Processed (a stored payslip has exactly this period; the row shows the stored snapshot), Overlapping (a stored payslip intersects without being equal; overlapping_period names it and the row shows that payslip), Pending (computed now by @sahod/payroll). The period is 7 days long (Weekly), 13 to 16 (Semi-monthly) or 28 to 31 (Monthly), start and end included (400 otherwise); the pay calendar of the company gives each Pending payslip its pay date and puts the year-end adjustment on the payroll with the last pay date of the year; a January payroll withholds the uncollected shortfall as "Prior year tax shortfall". error names why a Pending row cannot be processed.',
        querystring: payrollFetchQuerySchema,
        response: { 200: z.array(payrollRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request, reply) => {
      const json = await fetchPayrollJson(deps, request.query, (err) =>
        request.log.error({ err, reqId: request.id }, 'payroll fetch failed after its first batch'),
      );
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/api/payroll/exceptions',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          "The days of the fetch filter's period to look at before processing, read with the engine's day rules (issue 22): no_time_out (status 'No time out'), lunch_flag (a lunch over 2 hours or under 15 minutes), no_log (a working shift, no leave, the day 'Absent'), no_shift (a log on a day without a schedule entry), no_schedule (no schedule entry in the period; dated the period's start). Ordered by employee, then date.",
        querystring: payrollFetchQuerySchema,
        response: { 200: z.array(payrollExceptionSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => payrollExceptions(deps, request.query),
  );

  app.get(
    '/api/payroll/runs',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary: `The company's past runs, newest first (at most ${RUNS_SHOWN}): its employees' live regular payslips grouped by period with the number of employees, the totals (pesos), who processed them and when; and next: the pay calendar's period after the latest run of the company's commonest pay period (the one holding today, Asia/Manila, when there is none), null when the company has no Active employee with a pay period.`,
        querystring: payrollRunsQuerySchema,
        response: { 200: payrollRunsResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => payrollRuns(deps, request.query.company_id),
  );

  app.post(
    '/api/payroll/create',
    {
      config: { access: { module, flag: 'create' } },
      bodyLimit: PAYROLL_CREATE_BODY_LIMIT,
      schema: {
        tags,
        summary: `Processes the employees (employee_ids) for start_date..end_date in one transaction: statuses re-checked and payslips recomputed on the server, snapshots stored with their pay date (the company's pay calendar), loan installments recorded (Cleared at zero). 409 writing nothing when anyone is no longer eligible (not Pending, negative net pay, another pay period, no salary terms): '${PAYROLL_MSG.ineligible('{names}')}'.`,
        body: payrollCreateSchema,
        response: { 200: payrollCreateResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => {
      const processed = await service.createPayroll(deps, actorOf(request), request.body);
      const { employee_ids, start_date, end_date } = request.body;
      await payslipsReady(deps, employee_ids, payslipOf(start_date, end_date), request.log);
      if (end_date.endsWith('-12-31'))
        await bir2316Ready(deps, employee_ids, Number(end_date.slice(0, 4)), request.log);
      return { message: PAYROLL_MSG.processed(processed), processed };
    },
  );

  app.post(
    '/api/payroll/create/jobs',
    {
      config: { access: { module, flag: 'create' } },
      bodyLimit: PAYROLL_CREATE_BODY_LIMIT,
      schema: {
        tags,
        summary: `Process Payroll as a job (issue 28): the body of /payroll/create. Answers 202 with the job's id (GET /api/jobs/:id for its progress and, when done, the /payroll/create answer as its result). Checked before queuing: 400 bad input; 409 when anyone is not eligible without computing (not Active, a stored payslip in the period, no salary terms, another pay period) '${PAYROLL_MSG.ineligible('{names}')}'; 409 with job_id while a process of the same company and period is queued or running. The job re-checks everything (a negative net pay fails the job with the same message) and stores all payslips or none; a job whose server stopped is tried again from its input.`,
        body: payrollCreateSchema,
        response: { 202: jobStartedSchema, ...errorResponses(...GUARDED_ERRORS), 409: jobConflictSchema },
      },
    },
    async (request, reply) =>
      sendJobStarted(reply, () => startPayrollJob(deps, actorOf(request), request.body)),
  );

  app.post(
    '/api/payroll/void',
    {
      config: { access: { module, flag: 'delete' } },
      schema: {
        tags,
        summary:
          'Voids a processed payslip (payslip_id, reason required): the snapshot is kept and marked void, its loan installments are reversed, its dates unlock and it no longer counts as Processed or Overlapping. 404 unknown payslip; 409 already void.',
        body: payrollVoidSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.voidPayslip(deps, actorOf(request), request.body);
      return { message: PAYROLL_MSG.voided };
    },
  );

  app.get(
    '/api/payroll/payslips.pdf',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The Processed payslips of the fetch filter (employee_id: one employee) as one PDF, a page each, from the stored snapshots: company, period, pay date, the TIN, SSS, PhilHealth and Pag-IBIG numbers, the payroll account masked but its last 4 digits, the attendance behind the pay, the year-to-date totals (the year of the pay date up to this payslip), generation time and page numbers. 404 when there is none.',
        querystring: payrollPdfQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await service.payslipsPdfOf(deps, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );

  app.get(
    '/api/payroll/register.xlsx',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The payroll register (Payroll Summary report) of the Processed payslips of the fetch filter as .xlsx, from the stored snapshots: company, period and generation time, a row per employee, totals per department and for the company. 404 when there is none.',
        querystring: payrollPdfQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const { xlsx, filename } = await service.registerXlsxOf(deps, request.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', xlsx.length)
        .header('cache-control', 'private, no-store')
        .send(xlsx.body as never);
    },
  );

  // The Deductions Summary and Loans Summary reports as PDF and .xlsx.
  for (const report of SUMMARY_REPORTS)
    for (const format of ['pdf', 'xlsx'] as const)
      app.get(
        `/api/payroll/${report}.${format}`,
        {
          config: { access: { module, flag: 'view' } },
          schema: {
            tags,
            summary: `The ${report === 'deductions' ? 'Deductions Summary' : 'Loans Summary'} report of the Processed payslips of the fetch filter as ${format === 'pdf' ? 'PDF' : '.xlsx'}, from the stored snapshots: company, period, generation time${format === 'pdf' ? ', page numbers' : ''}, a row per ${report === 'deductions' ? 'employee' : 'loan'}, totals and the report's percentages. 404 when there is none.`,
            querystring: payrollPdfQuerySchema,
            response: errorResponses(...GUARDED_ERRORS, 404),
          },
        },
        async (request, reply) => {
          const { file, filename } = await summaryReportFile(deps, request.query, report, format);
          return reply
            .type(FILE_TYPES[format])
            .header('content-disposition', `attachment; filename="${filename}"`)
            .header('cache-control', 'private, no-store')
            .send(file as never);
        },
      );
}
