/** /compliance/thirteenth (module compliance): 13th-month pay preview, processing and payslips PDF (issue 17 section 1). */
import {
  jobRunningSchema,
  jobStartedSchema,
  thirteenthPreviewSchema,
  thirteenthProcessedSchema,
  thirteenthProcessSchema,
  thirteenthQuerySchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { payrollViewToo } from '../../platform/payrollView.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { sendJobStarted } from '../jobs/worker.ts';
import { thirteenthReady } from '../notifications/events.ts';
import { processThirteenth, thirteenthPreview } from './thirteenth.ts';
import { startThirteenthJob } from './thirteenthJob.ts';
import { thirteenthPdf, thirteenthRegister } from './thirteenthReports.ts';

const tags = ['compliance'];

export function thirteenthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/thirteenth',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceThirteenthPreview',
        summary:
          "The 13th-month pay (PD 851) of company_id for the year period (YYYY), one row per employee with processed regular or final-pay payslips ending in the year: basic_earned (Basic Pay and Paid Leave of the year's processed regular payslips), thirteenth = basic_earned / 12, already_paid (live 13th-month payslips and a final pay's pro-rated 13th month), due, and due split into non_taxable (within the ₱90,000 yearly exemption) and taxable; the opening balance (issue 23) counted in basic_earned and already_paid and shown apart as before_sahod; warning for an employee hired before the year's first payroll without one (totals.missing_opening); totals; processed = live 13th-month payslips of the year; due date December 24. Pesos. 404 'No processed payroll for this period.'; 400 names the field.",
        querystring: thirteenthQuerySchema,
        response: { 200: thirteenthPreviewSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => thirteenthPreview(deps, request.query),
  );

  app.post(
    '/api/compliance/thirteenth/process',
    {
      config: { access: { module: 'compliance', flag: 'create' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceThirteenthProcess',
        summary:
          "Stores the year's 13th-month pay of company_id as processed, locked payslips of kind 'thirteenth' (January 1 to December 31, pay_date) for every employee with something due, in one transaction: a '13th Month Pay' benefits line, nothing withheld, the excess over the ₱90,000 exemption recorded as taxable compensation for the year-end adjustment. 409 when employees have the opening-balance warning and confirm_missing_opening is not true (the message names how many), when the year was already processed (void its payslips with /api/payroll/void to run it again) or nothing is due; 404 'No processed payroll for this period.'; 400 names the field. Nothing is written on a refusal.",
        body: thirteenthProcessSchema,
        response: { 200: thirteenthProcessedSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const done = await processThirteenth(deps, actorOf(request), request.body);
      const year = Number(request.body.year ?? deps.clock.now().getUTCFullYear());
      if (Number.isInteger(year)) await thirteenthReady(deps, year, request.log);
      return done;
    },
  );

  app.post(
    '/api/compliance/thirteenth/process/jobs',
    {
      config: { access: { module: 'compliance', flag: 'create' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceThirteenthProcessJob',
        summary:
          "The 13th month process as a job (issue 28): the body of /compliance/thirteenth/process. Answers 202 with the job's id (GET /api/jobs/:id: progress, and when done the process answer as its result). Checked before queuing: 400 names the field, 404 unknown company; 409 with job_id while the same company and year is queued or running. The job checks the rest (no processed payroll, already processed, nothing due, the opening-balance confirmation) and fails with the same message, writing nothing.",
        body: thirteenthProcessSchema,
        response: {
          202: jobStartedSchema,
          ...errorResponses(...GUARDED_ERRORS, 404),
          409: z.union([jobRunningSchema, z.object({ error: z.string() })]),
        },
      },
    },
    async (request, reply) =>
      sendJobStarted(reply, () => startThirteenthJob(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/compliance/thirteenth/payslips.pdf',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceThirteenthPdf',
        summary:
          'The live 13th-month payslips of company_id for the year period (YYYY) as the payslip PDF, a page each. 404 when there is none; 400 names the field.',
        querystring: thirteenthQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await thirteenthPdf(deps, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );

  app.get(
    '/api/compliance/thirteenth/register.xlsx',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags,
        operationId: 'complianceThirteenthRegister',
        summary:
          'The live 13th-month payslips of company_id for the year period (YYYY) as the payroll register (Payroll Summary report) .xlsx: a row per employee, totals per department and for the company. 404 when there is none; 400 names the field.',
        querystring: thirteenthQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const { xlsx, filename } = await thirteenthRegister(deps, request.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', xlsx.length)
        .header('cache-control', 'private, no-store')
        .send(xlsx.body as never);
    },
  );
}
