/**
 * /employee_import/template|preview|apply (issue 23 §4, beyond the spec): bringing employees in
 * from a spreadsheet. Preview and apply need employee_management create; the template, view.
 */
import {
  EMPLOYEE_IMPORT_MSG,
  employeeImportAppliedSchema,
  employeeImportPreviewSchema,
  employeeImportTemplateQuerySchema,
  SPREADSHEET_MAX_BYTES,
} from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { invalid } from '../../platform/errors.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { readMultipart } from '../employeerecords/upload.ts';
import { applyImport, type ImportFile, previewImport } from './service.ts';
import { templateCsv, templateXlsx } from './template.ts';

const BASE = '/api/employee_import';
const TAGS = ['employee_import'];
const ACCESS = { access: { module: 'employee_management', flag: 'create' } } as const;
/** Reads need view (the route walker's rule); the template holds only names a viewer sees anyway. */
const VIEW = { access: { module: 'employee_management', flag: 'view' } } as const;
const FILE_DOC =
  "multipart/form-data with the .xlsx or .csv in field `file` (the template's first sheet). 413 when the file is over 20 MB or an .xlsx unpacks to over 100 MB (checked before it is read); 415 for another type; 400 for a file without the template's headers, with unknown columns, without rows or with over 5,000 rows.";

async function uploaded(request: FastifyRequest): Promise<ImportFile> {
  const form = await readMultipart(request, {
    maxFileBytes: SPREADSHEET_MAX_BYTES,
    fieldNames: [],
    messages: {
      notMultipart: EMPLOYEE_IMPORT_MSG.notMultipart,
      tooLarge: EMPLOYEE_IMPORT_MSG.tooLarge,
      oneFile: EMPLOYEE_IMPORT_MSG.oneFile,
      unreadable: EMPLOYEE_IMPORT_MSG.unreadable,
    },
  });
  if (!form.file || form.file.data.length === 0) throw invalid(EMPLOYEE_IMPORT_MSG.noFile);
  return { filename: form.file.filename, data: new Uint8Array(form.file.data) };
}

export function employeeImportRoutes(app: App, deps: AppDeps): void {
  app.get(
    `${BASE}/template`,
    {
      config: VIEW,
      schema: {
        tags: TAGS,
        summary:
          "The import template: format=xlsx (default: an 'Employees' sheet with the headers and a 'Notes' sheet listing what each column takes and the names Sahod knows) or csv (the header line). A column per leave type that uses credits, '<type> (days)', follows the fixed columns.",
        querystring: employeeImportTemplateQuerySchema,
        response: errorResponses(...GUARDED_ERRORS),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="employee-import-template.csv"')
          .send((await templateCsv(deps.db)) as never);
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="employee-import-template.xlsx"')
        .send((await templateXlsx(deps.db)) as never);
    },
  );

  app.post(
    `${BASE}/preview`,
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: `Reads the file and lists every row with every problem (unknown names, codes repeated in the file or already used, missing required columns, invalid dates, government numbers, bank accounts, contacts and leave days). Writes nothing. ${FILE_DOC}`,
        consumes: ['multipart/form-data'],
        response: { 200: employeeImportPreviewSchema, ...errorResponses(...GUARDED_ERRORS, 413, 415) },
      },
    },
    async (request) => previewImport(deps, await uploaded(request)),
  );

  app.post(
    `${BASE}/apply`,
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: `Checks the file again and creates every employee in one transaction (personal information, employment details, government numbers, bank account, leave balances as grants 'Opening balance (import)'), each with its history entries and an audit entry; or none: 400 when any row has a problem (preview lists them), 409 when another save took a code meanwhile. ${FILE_DOC}`,
        consumes: ['multipart/form-data'],
        response: { 200: employeeImportAppliedSchema, ...errorResponses(...GUARDED_ERRORS, 409, 413, 415) },
      },
    },
    async (request) => applyImport(deps, actorOf(request), await uploaded(request)),
  );
}
