/** /compliance/employer (module compliance): a company's employer details (issue 16 section 1). */
import {
  employerBodySchema,
  employerDetailsSchema,
  employerQuerySchema,
  employerSaveResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { payrollViewToo } from '../../platform/payrollView.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { banksInUse, latestProcessedMonth } from './banks.ts';
import { complianceFiles, complianceOutput, MissingData, OUTPUTS } from './outputs.ts';
import { fetchEmployer, saveEmployer } from './service.ts';

const q = z.string().max(200).optional();
const outputQuerySchema = z.object({
  company_id: q,
  period: q,
  format: q,
  omit_missing: q,
  bank: q,
  start_date: q,
  end_date: q,
  company_code: q,
  funding_account: q,
  batch_no: q,
  credit_date: q,
  branch_code: q,
  bank_code: q,
});
const warningSchema = z.object({
  employee_id: z.number(),
  employee_code: z.string().nullable(),
  name: z.string(),
  field: z.string(),
  message: z.string(),
});
const outputResponseSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  period: z.string(),
  items: z.record(z.string(), z.number()).optional(),
  rows: z.array(z.record(z.string(), z.unknown())),
  totals: z.record(z.string(), z.unknown()),
  warnings: z.array(warningSchema),
  due_date: z.string().nullable(),
  due_status: z.object({ days: z.number(), overdue: z.boolean() }).nullable(),
  notice: z.string().nullable(),
  bank_options: z
    .object({ company_code: z.string().nullable(), funding_account: z.string().nullable() })
    .optional(),
});
const missingSchema = z.object({ error: z.string(), warnings: z.array(warningSchema) });
const filesResponseSchema = z.array(
  z.object({
    id: z.number(),
    output: z.string(),
    period: z.string(),
    format: z.string(),
    file_name: z.string(),
    sha256: z.string(),
    omit_missing: z.boolean(),
    batch_no: z.string().nullable(),
    credit_date: z.string().nullable(),
    created_at: z.string(),
    created_by: z.string().nullable(),
  }),
);

export function complianceRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/employer',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags: ['compliance'],
        operationId: 'complianceEmployerGet',
        summary:
          'The employer details of company_id: registered name, address, ZIP, TIN and branch code, RDO code, SSS employer number and branch (000 unless set), PhilHealth PEN, Pag-IBIG employer ID, contact, signatory. Fields are null until saved. 404 unknown company.',
        querystring: employerQuerySchema,
        response: { 200: employerDetailsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchEmployer(deps, request.query.company_id),
  );

  app.put(
    '/api/compliance/employer',
    {
      config: { access: { module: 'compliance', flag: 'update' } },
      schema: {
        tags: ['compliance'],
        operationId: 'complianceEmployerSave',
        summary:
          'Saves the employer details of company_id (the whole record). Registered name required; TIN 9 digits (123-456-789), branch code 4 or 5, RDO code 2-3 digits and an optional letter (zero-padded to 3), SSS employer number 10 (03-1234567-8) and branch 3 (default 000), PhilHealth PEN 12 (01-234567890-1), Pag-IBIG employer ID 12 starting with 2 (2012-3456-7890), ZIP 4 digits, a valid e-mail. Numbers are stored dashed. 400 names the field; 404 unknown company.',
        body: employerBodySchema,
        response: { 200: employerSaveResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => saveEmployer(deps, actorOf(request), request.body),
  );

  app.get(
    '/api/compliance/files',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags: ['compliance'],
        summary:
          'The compliance files generated for company_id, newest first: output, period, format (file, xlsx, pdf), batch number and credit date of bank files, file name, SHA-256 of the bytes, whether employees with missing data were left out, who and when. 404 unknown company.',
        querystring: employerQuerySchema,
        response: { 200: filesResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => complianceFiles(deps, request.query.company_id),
  );

  app.get(
    '/api/compliance/banks',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags: ['compliance'],
        summary:
          'The banks in use at company_id (employees paid by bank, per bank file layout; csv for banks without their own) with the company code and funding account remembered for each, and the processed regular payrolls (start and end dates) ending in period (YYYY-MM). 400 names the field; 404 unknown company.',
        querystring: z.object({ company_id: q, period: q }),
        response: {
          200: z.object({
            banks: z.array(
              z.object({
                bank: z.string(),
                employees: z.number(),
                company_code: z.string().nullable(),
                funding_account: z.string().nullable(),
              }),
            ),
            payrolls: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
          }),
          ...errorResponses(...GUARDED_ERRORS, 404),
        },
      },
    },
    async (request) => banksInUse(deps, request.query),
  );

  app.get(
    '/api/compliance/latest-month',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags: ['compliance'],
        summary:
          "The latest month (YYYY-MM) with processed payroll at company_id: the month of the newest processed payslip's period end date, or null when none is processed yet. The Compliance screen opens on it. 400 names the field; 404 unknown company.",
        querystring: employerQuerySchema,
        response: {
          200: z.object({ period: z.string().nullable() }),
          ...errorResponses(...GUARDED_ERRORS, 404),
        },
      },
    },
    async (request) => latestProcessedMonth(deps, request.query),
  );

  app.get(
    '/api/compliance/:output',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags: ['compliance'],
        summary: `A monthly compliance output (${OUTPUTS.join(', ')}) of company_id from the stored processed payslips whose period ends in period (YYYY-MM); bank takes bank= (bpi, metrobank, securitybank, ucpb, bdo, csv) and the processed payroll's start_date and end_date instead. format=json (default): { company, period, rows, totals, warnings } in pesos (bir1601c also items 14-27). format=file: the agency's or bank's file (CRLF), recorded with its SHA-256; 409 with the warnings when an employee lacks a number or an account unless omit_missing=true. format=xlsx or pdf (sss, philhealth, pagibig, bir1601c): the report with company, period, generation time, rows and totals, recorded too. Bank files: company_code and funding_account left out are the ones last used for the company and bank (bank_options in the JSON); 409 when batch_no was used on credit_date for another payroll. 404 'No processed payroll for this period.'; 400 names the field.`,
        params: z.object({ output: z.string().max(40) }),
        querystring: outputQuerySchema,
        response: {
          200: outputResponseSchema,
          ...errorResponses(...GUARDED_ERRORS, 404),
          409: missingSchema.partial({ warnings: true }),
        },
      },
    },
    async (request, reply) => {
      try {
        const result = await complianceOutput(deps, actorOf(request), request.params.output, request.query);
        // The answer's text, built batch by batch (answer.ts): sent as it is, not serialized again.
        if ('json' in result) return reply.type('application/json; charset=utf-8').send(result.json as never);
        const { file } = result;
        if (file.length !== undefined) reply.header('content-length', file.length);
        return reply
          .type(file.mediaType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body as never);
      } catch (err) {
        if (err instanceof MissingData)
          return reply.status(409).send({ error: err.message, warnings: [...err.warnings] });
        throw err;
      }
    },
  );
}
