/**
 * /EarningsRecords and /DeductionsRecords: fetch, create, createEmp, update, updateEmp,
 * delete?code, deleteEmp?log_no (spec 7); modules earningsrecords and deductionsrecords.
 */
import {
  codeResponseSchema,
  EARNINGS_MSG,
  employeeChoiceSchema,
  lineDeleteQuerySchema,
  linesResponseSchema,
  messageResponseSchema,
  recordCreateEmpSchema,
  recordCreateSchema,
  recordDeleteQuerySchema,
  recordImportResponseSchema,
  recordImportSchema,
  recordRowSchema,
  recordUpdateEmpSchema,
  recordUpdateSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import type { CategoryKind } from './categoriesRepository.ts';
import { employeeChoices } from './employeeChoices.ts';
import { importLines } from './importLines.ts';
import * as service from './recordsService.ts';

const SETTINGS = {
  earnings: {
    base: '/api/EarningsRecords',
    module: 'earningsrecords',
    tag: 'EarningsRecords',
    doc: "salary_total per line is computed by the server with the payroll engine from the category: By Work - Individual = amount (operand) rate; By Work - Group = the record's total_amount (operand) rate shared among the lines in proportion to their amounts, adding up to the centavo; By Day = null ('computed at payroll' from the days present). total_amount is entered for By Work - Group records (required) and is the sum of the lines otherwise.",
  },
  deductions: {
    base: '/api/DeductionsRecords',
    module: 'deductionsrecords',
    tag: 'DeductionsRecords',
    doc: "Deductions are 'by Amount': each line's salary_total is its amount (pesos); total_amount is the sum of the lines.",
  },
} as const;

const LOCK_DOC =
  "409 when the effective date falls in a processed payroll of a line's employee (the message names the period).";

function recordsRoutes(app: App, deps: AppDeps, kind: CategoryKind): void {
  const { base, module, tag, doc } = SETTINGS[kind];
  const tags = [tag];

  app.get(
    `${base}/fetch`,
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary: `Every record (code is its id) with its employee_data lines, newest effective date first. ${doc}`,
        response: { 200: z.array(recordRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => service.fetchRecords(deps, kind),
  );

  app.get(
    `${base}/employees`,
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The employees the lines can name (employee_id, employee_code, name, company_id, department_id, designation_id) for the company > department > designation picker; no pay figures.',
        response: { 200: z.array(employeeChoiceSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => employeeChoices(deps.db),
  );

  app.post(
    `${base}/create`,
    {
      config: { access: { module, flag: 'create' } },
      schema: {
        tags,
        summary: `Adds a record { category_id, effective_date, total_amount?, employee_data?: [{ employee_id, amount, input_column }] } in one transaction. 400 for an unknown category or employee or a repeated employee. ${LOCK_DOC}`,
        body: recordCreateSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.recordSaved,
      code: await service.createRecord(deps, actorOf(request), kind, request.body),
    }),
  );

  app.post(
    `${base}/createEmp`,
    {
      config: { access: { module, flag: 'create' } },
      schema: {
        tags,
        summary: `Adds employee lines to one record: one line { record_id, employee_id, amount, input_column } or an array of them (all or none). 404 unknown record; 409 an employee already on the record. ${LOCK_DOC}`,
        body: recordCreateEmpSchema,
        response: { 200: linesResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const ids = await service.createLines(deps, actorOf(request), kind, request.body);
      return { message: EARNINGS_MSG.linesSaved(ids.length), log_nos: ids };
    },
  );

  app.post(
    `${base}/import`,
    {
      config: { access: { module, flag: 'create' } },
      schema: {
        tags,
        summary: `Lines of one record from a spreadsheet the client has read: { record_id, rows: [{ employee_code, amount, input_column? }], dry_run = true }. Codes are normalised (upper case, padded with 0 to 5). dry_run previews (matched lines, unknown_codes, repeated_codes, already_on_record) and writes nothing; otherwise every line is written in one transaction, or none: 400 naming the codes when any problem remains. 404 unknown record. ${LOCK_DOC}`,
        body: recordImportSchema,
        response: { 200: recordImportResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => importLines(deps, actorOf(request), kind, request.body),
  );

  app.put(
    `${base}/update`,
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary: `Saves a record's category_id, effective_date (and total_amount for By Work - Group). 404 unknown record. ${LOCK_DOC}`,
        body: recordUpdateSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.recordSaved,
      code: await service.updateRecord(deps, actorOf(request), kind, request.body),
    }),
  );

  app.put(
    `${base}/updateEmp`,
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary: `Saves an employee line { log_no, employee_id, amount, input_column } (salary_total is recomputed). 404 unknown line; 409 when the employee is already on the record. ${LOCK_DOC}`,
        body: recordUpdateEmpSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.lineSaved,
      code: await service.updateLine(deps, actorOf(request), kind, request.body),
    }),
  );

  app.delete(
    `${base}/delete`,
    {
      config: { access: { module, flag: 'delete' } },
      schema: {
        tags,
        summary: `Deletes a record with its lines. 404 unknown record. ${LOCK_DOC}`,
        querystring: recordDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteRecord(deps, actorOf(request), kind, request.query.code);
      return { message: EARNINGS_MSG.recordDeleted };
    },
  );

  app.delete(
    `${base}/deleteEmp`,
    {
      config: { access: { module, flag: 'delete' } },
      schema: {
        tags,
        summary: `Deletes an employee line. 404 unknown line. ${LOCK_DOC}`,
        querystring: lineDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteLine(deps, actorOf(request), kind, request.query.log_no);
      return { message: EARNINGS_MSG.lineDeleted };
    },
  );
}

export function earningsRecordsRoutes(app: App, deps: AppDeps): void {
  recordsRoutes(app, deps, 'earnings');
}

export function deductionsRecordsRoutes(app: App, deps: AppDeps): void {
  recordsRoutes(app, deps, 'deductions');
}
