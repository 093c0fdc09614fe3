/**
 * /api/employee_management/opening_balances (module employee_management, issue 23 section 1):
 * opening balances on the employee profile and their import for everyone from a spreadsheet.
 * Read with view (pay figures, like the profile's salary fields), written with update.
 */
import {
  messageResponseSchema,
  openingBalanceBodySchema,
  openingBalanceImportBodySchema,
  openingBalanceImportResponseSchema,
  openingBalanceListSchema,
  openingBalanceQuerySchema,
  openingBalanceSavedSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { importOpeningBalances, openingBalanceTemplate } from './import.ts';
import { deleteOpeningBalance, listOpeningBalances, saveOpeningBalance } from './service.ts';

const PROFILE = 'employee_management';
const URL = '/api/employee_management/opening_balances';
const tags = ['employee_management'];
const LOCK = "Takes the employees' payroll lock first (year figures are payslip inputs).";
/** 5,000 rows of 15 cells. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export function openingBalanceRoutes(app: App, deps: AppDeps): void {
  app.get(
    URL,
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The opening balances of employee UID (figures from the previous payroll system up to the day before go_live_date), newest year first; amounts in pesos. 404 unknown employee.',
        querystring: openingBalanceQuerySchema,
        response: { 200: openingBalanceListSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => listOpeningBalances(deps, request.query.UID),
  );

  app.put(
    URL,
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags,
        summary: `Saves (creates or replaces) the opening balance of employee_id for \`year\` (2000 to 2100): go_live_date (YYYY-MM-DD) in that year, amounts in pesos zero or more with at most 2 decimals (blank is 0); basic_pay, thirteenth_paid and the non-taxable parts plus taxable_compensation each at most gross_compensation, tax_withheld at most taxable_compensation. Writes a history entry (Employment Details). 400 naming the fields, 404 unknown employee, 409 when a processed payroll of the employee in that year starts before go_live_date. ${LOCK}`,
        body: openingBalanceBodySchema,
        response: { 200: openingBalanceSavedSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => saveOpeningBalance(deps, actorOf(request), request.body),
  );

  app.delete(
    URL,
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags,
        summary: `Removes the opening balance of employee UID for \`year\`, with a history entry. 404 unknown employee or no entry for the year. ${LOCK}`,
        querystring: openingBalanceQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => deleteOpeningBalance(deps, actorOf(request), request.query),
  );

  app.get(
    `${URL}/template.xlsx`,
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags,
        summary:
          "The import template (.xlsx): columns Employee Code, Employee Name, Year, Go-live Date and the amounts with the profile's labels; a row per employee not separated before this year with code and name filled in.",
        response: errorResponses(...GUARDED_ERRORS),
      },
    },
    async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="opening-balances-template.xlsx"')
        .header('cache-control', 'private, no-store')
        .send((await openingBalanceTemplate(deps)) as never),
  );

  app.post(
    `${URL}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags,
        summary: `Opening balances of many employees from a spreadsheet the client has read: { rows: [{ line, employee_code, year, go_live_date, <amounts> }] (at most 5,000), dry_run = true }. Rows with year, go-live date and amounts all blank are skipped. dry_run lists every row with its problems (unknown employee code, a field as on the profile, a processed payroll before the go-live date, an employee and year repeated in the file) and whether it replaces a saved entry; writes nothing. Otherwise all rows are saved in one transaction with their history entries, or none: 400 when any row has a problem. ${LOCK}`,
        body: openingBalanceImportBodySchema,
        response: { 200: openingBalanceImportResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => importOpeningBalances(deps, actorOf(request), request.body),
  );
}
