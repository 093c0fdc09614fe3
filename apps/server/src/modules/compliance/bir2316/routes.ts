/** /compliance/bir2316 and /compliance/alphalist (module compliance, view): issue 17 section 3. */
import { jobRunningSchema, jobStartedSchema } from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../../deps.ts';
import { actorOf } from '../../../platform/actor.ts';
import { payrollViewToo } from '../../../platform/payrollView.ts';
import { errorResponses, GUARDED_ERRORS } from '../../../platform/schemas.ts';
import { sendJobStarted } from '../../jobs/worker.ts';
import { MissingData } from '../outputs.ts';
import { alphalist, bir2316, type FileAnswer } from './service.ts';
import { startAlphalistJob, startBir2316ZipJob } from './yearEndJobs.ts';

const q = z.string().max(200).optional();
const yearQuerySchema = z.object({ company_id: q, period: q, employee_id: q, format: q });
const dueSchema = {
  due_date: z.string(),
  due_status: z.object({ days: z.number(), overdue: z.boolean() }),
};
const bir2316ResponseSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  period: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
  /** Employees with the opening-balance warning (issue 23). */
  missing_opening: z.number(),
  ...dueSchema,
});
const alphalistResponseSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  period: z.string(),
  summary: z.object({
    months: z.array(z.record(z.string(), z.unknown())),
    totals: z.record(z.string(), z.number()),
  }),
  rows: z.array(z.record(z.string(), z.unknown())),
  missing_opening: z.number(),
  totals: z.object({
    schedule1: z.record(z.string(), z.number()),
    schedule2: z.record(z.string(), z.number()),
  }),
  warnings: z.array(z.record(z.string(), z.unknown())),
  failures: z.array(z.object({ rule: z.string(), employee_id: z.number().nullable(), message: z.string() })),
  ...dueSchema,
});
const yearEndJobSchema = z.object({
  company_id: z.number().int().positive().max(2_147_483_647),
  year: z.number().int().min(2018).max(9998),
});
const jobResponses = {
  202: jobStartedSchema,
  ...errorResponses(...GUARDED_ERRORS, 404),
  409: z.union([jobRunningSchema, z.object({ error: z.string() })]),
};
const missingSchema = z.object({ error: z.string(), warnings: z.array(z.record(z.string(), z.unknown())) });

function sendFile(reply: import('fastify').FastifyReply, file: FileAnswer) {
  reply
    .type(file.mediaType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');
  if (file.count !== undefined) reply.header('x-certificate-count', String(file.count));
  if (Buffer.isBuffer(file.body)) reply.header('content-length', String(file.body.length));
  return reply.send(file.body as never);
}

export function bir2316Routes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/bir2316',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags: ['compliance'],
        operationId: 'complianceBir2316',
        summary:
          "BIR Form 2316 of the year (period=YYYY) for every employee of company_id with a processed payslip ending in the year (all kinds), or employee_id's: items 19 to 52 in pesos from the payslips' centavo columns, the period (Jan 1 or the hire date to Dec 31 or the separation date), previous employer, MWE flag and substituted filing. format=pdf: the form (one employee: <LastName>_<TIN>_<MMDDYYYY>.pdf; all: one PDF streamed); format=zip (all): a ZIP of the single PDFs, streamed. Files are recorded with their SHA-256. 400 names the field (a company without TIN); 404 'No processed payroll for this period.'.",
        querystring: yearQuerySchema,
        response: { 200: bir2316ResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await bir2316(deps, actorOf(request), request.query);
      if ('json' in result) return result.json as never;
      return sendFile(reply, result.file);
    },
  );

  app.get(
    '/api/compliance/alphalist',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags: ['compliance'],
        operationId: 'complianceAlphalist',
        summary:
          "BIR 1604-C of the year (period=YYYY) for company_id: Part II per month from the year's 1601-C figures, and the alphalist rows (Schedule 1 non-MWE, Schedule 2 MWE, numbered after sorting by last name) with their control sums, warnings and failed validations, in pesos. format=file: the DAT file <TIN9><Branch4>1231<YYYY>1604C.DAT (CRLF), recorded with its SHA-256; refused with 409 naming the failing rule (26 = 32 + 36, controls, no negative amounts, every employee of the year's 1601-Cs once) or with the warnings of missing TINs. 400 names the field; 404 'No processed payroll for this period.'.",
        querystring: yearQuerySchema,
        response: {
          200: alphalistResponseSchema,
          ...errorResponses(...GUARDED_ERRORS, 404),
          409: z.union([missingSchema, z.object({ error: z.string() })]),
        },
      },
    },
    async (request, reply) => {
      try {
        const result = await alphalist(deps, actorOf(request), request.query);
        if ('json' in result) return result.json as never;
        return sendFile(reply, result.file);
      } catch (err) {
        if (err instanceof MissingData)
          return reply.status(409).send({ error: err.message, warnings: [...err.warnings] } as never);
        throw err;
      }
    },
  );

  const jobRoute = (url: string, operationId: string, summary: string, startJob: typeof startBir2316ZipJob) =>
    app.post(
      url,
      {
        config: { access: { module: 'compliance', flag: 'create' } },
        preHandler: payrollViewToo(deps),
        schema: {
          tags: ['compliance'],
          operationId,
          summary,
          body: yearEndJobSchema,
          response: jobResponses,
        },
      },
      async (request, reply) => sendJobStarted(reply, () => startJob(deps, actorOf(request), request.body)),
    );

  jobRoute(
    '/api/compliance/bir2316/jobs',
    'complianceBir2316ZipJob',
    "BIR 2316 for everyone as a job (issue 28): the ZIP of every employee's certificate (format=zip of GET /compliance/bir2316) of company_id for year. Answers 202 with the job's id; GET /api/jobs/:id shows its progress (certificates written of all), and when done GET /api/jobs/:id/file serves the ZIP, recorded with its SHA-256 like the download. Checked before queuing: 400 names the field (a company without TIN), 404 unknown company; 409 with job_id while the same company and year is queued or running. The job fails with 'No processed payroll for this period.' when there is none.",
    startBir2316ZipJob,
  );

  jobRoute(
    '/api/compliance/alphalist/jobs',
    'complianceAlphalistJob',
    "The 1604-C alphalist DAT file (format=file of GET /compliance/alphalist) of company_id for year as a job (issue 28). Answers 202 with the job's id; GET /api/jobs/:id shows its progress, and when done GET /api/jobs/:id/file serves the file, recorded with its SHA-256 like the download. Checked before queuing: 400 names the field (a company without TIN), 404 unknown company; 409 with job_id while the same company and year is queued or running. The job fails with the download's refusal (the failing rule, missing data, no processed payroll).",
    startAlphalistJob,
  );
}
