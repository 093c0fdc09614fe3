/**
 * /employee_list/fetch|create|delete (module employee_list) and the employee profile's core calls
 * under /employee_management (module employee_management): the card, personal information,
 * employment details and history (spec 7 "Employee list and profile").
 */
import {
  EMPLOYEE_MSG,
  employeeCreateResponseSchema,
  employeeDeleteQuerySchema,
  employeeHistorySchema,
  employeeListPageQuerySchema,
  employeeListPageSchema,
  employeeProfileSchema,
  employeeSummariesSchema,
  employeeUidQuerySchema,
  employmentDetailsBodySchema,
  employmentDetailsListSchema,
  messageResponseSchema,
  personalInfoBodySchema,
  personalInfoListSchema,
  saveEmploymentResponseSchema,
  saveHistoryBodySchema,
  saveHistoryQuerySchema,
  saveHistoryResponseSchema,
  savePersonalResponseSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import {
  acknowledgeHistory,
  createEmployee,
  deleteEmployee,
  employeeProfile,
  fetchEmploymentDetails,
  fetchHistory,
  fetchPersonalInfo,
  listEmployeesJson,
  listEmployeesPage,
  updateEmploymentDetails,
  updatePersonalInfo,
} from './service.ts';

const LIST = 'employee_list';
const PROFILE = 'employee_management';

function employeeListRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/employee_list/fetch',
    {
      config: { access: { module: LIST, flag: 'view' } },
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags: ['employee_list'],
        summary:
          'Every employee (spec 3 "Employee summary"), ordered by last name then first name. employee_code is "" when none is saved; age is in whole years from date_of_birth to today in Asia/Manila (null without a birth date).',
        response: { 200: employeeSummariesSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (_request, reply) => {
      // The database writes the JSON (see summariesJson): sent as it is, not parsed and serialised
      // again. Its shape is the schema above; the integration tests check it on both dialects.
      const json = await listEmployeesJson(deps);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/api/employee_list/page',
    {
      config: { access: { module: LIST, flag: 'view' } },
      schema: {
        tags: ['employee_list'],
        summary:
          "One page of the Employee List (issue 28 §4), rows shaped as /employee_list/fetch's, plus total (every employee matching search and filters). page (1-based, default 1), limit (1-1000, default 10), search (contains, case-insensitive, on code, names, gender, company, department, designation, status and date hired), sort (a shown column; default last name, first name) and dir (asc|desc, nulls last), filters company_id, department_id, designation_id. 400 on a bad value. A page past the last answers no rows with the total.",
        querystring: employeeListPageQuerySchema,
        response: { 200: employeeListPageSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => listEmployeesPage(deps, request.query),
  );

  app.post(
    '/api/employee_list/create',
    {
      config: { access: { module: LIST, flag: 'create' } },
      schema: {
        tags: ['employee_list'],
        summary:
          "Creates a blank employee (no body): empty names and no code, so the profile shows 'New Employee' and 'NO CODE SAVED'. Returns the new id.",
        response: { 200: employeeCreateResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => ({ id: await createEmployee(deps, actorOf(request)) }),
  );

  app.delete(
    '/api/employee_list/delete',
    {
      config: { access: { module: LIST, flag: 'delete' } },
      schema: {
        tags: ['employee_list'],
        summary:
          'Deletes an employee with their education, emergency contacts, documents and their files, photo and history, in one transaction. 404 unknown employee. 409 (nothing changes) when the employee has processed payroll (change their status instead), is linked to a user account (delete or relink the account first), or is still referenced by other records.',
        querystring: employeeDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteEmployee(deps, actorOf(request), request.query.id);
      return { message: EMPLOYEE_MSG.deleted };
    },
  );
}

function employeeProfileRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/employee_management/employee_details_profile',
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "The profile card of employee UID: full name ('' when none yet), photo_url (GET it with the bearer token) or null, gender, age (Asia/Manila today), employee_code ('' when none), company, department, designation, date_hired, status_descr and remaining leave_credits. 404 unknown employee.",
        querystring: employeeUidQuerySchema,
        response: { 200: employeeProfileSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => employeeProfile(deps, request.query.UID),
  );

  app.get(
    '/api/employee_management/fetchEPI',
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          'Personal information of employee UID: an array whose first (only) item is the record, every option with its *_id and display name. 404 unknown employee.',
        querystring: employeeUidQuerySchema,
        response: { 200: personalInfoListSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchPersonalInfo(deps, request.query.UID),
  );

  app.put(
    '/api/employee_management/updateEPI',
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "Saves the personal information record (a JSON object, or the record as a JSON string as spec 7 sends it; employee_id chooses the employee, display names are ignored). Rules (400 with the spec's message): email pattern, mobile and landline digits only, employee code normalised (upper-cased, left-padded with '0' to 5, last 5 kept) then 5 alphanumeric characters ('' = no code), first and last name required, dates real, height 0-300 cm and weight 0-500 kg, every option existing, and the address a chain (barangay in city in province in region). 409 when another employee has the code. Writes one history entry (form 1) with only the changed fields' old and new values (ids and names) and an audit entry, in the save's transaction. Unchanged: writes nothing, message 'No changes made.'.",
        body: personalInfoBodySchema,
        response: { 200: savePersonalResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => updatePersonalInfo(deps, actorOf(request), request.body),
  );

  app.get(
    '/api/employee_management/fetchED',
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          'Employment details of employee UID: an array whose first (only) item is the record. Amounts in pesos; day_rate = monthly_salary / days and hour_rate = day_rate / hours (derived, read-only). 404 unknown employee.',
        querystring: employeeUidQuerySchema,
        response: { 200: employmentDetailsListSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchEmploymentDetails(deps, request.query.UID),
  );

  app.put(
    '/api/employee_management/updateED',
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "Saves the employment details record (JSON object or JSON string; employee_id chooses the employee; display names, day_rate and hour_rate are ignored). Amounts in pesos with up to 2 decimals (stored as centavos), days 1-31, hours 1-24, TIN 9/12/14 digits, SSS 10, Pag-IBIG 12, PhilHealth 12 (stored in their dashed form), company -> department -> designation a valid chain, every group and option existing. Writes one history entry (form 2) with only the changed fields, in the save's transaction.",
        body: employmentDetailsBodySchema,
        response: { 200: saveEmploymentResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => updateEmploymentDetails(deps, actorOf(request), request.body),
  );

  app.post(
    '/api/employee_management/saveEmployeeHistory',
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          'Kept for spec 7 compatibility; stores nothing. The server writes each history entry itself, from the database values before and after, in the same transaction as the save (updateEPI form 1, updateED form 2, and the education, emergency contact and document calls): so history is never written twice and cannot be forged by a client. Checks the employee (404), formID 1-5 and the body ({ field: { old, new } }), and returns the entry the server recorded last for that employee and form (or null).',
        querystring: saveHistoryQuerySchema,
        body: saveHistoryBodySchema,
        response: { 200: saveHistoryResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => acknowledgeHistory(deps, request.query.UID, request.query.formID),
  );

  app.get(
    '/api/employee_management/fetchEmployeeHistory',
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          'The change history of employee UID, newest first (spec 3 "History entry"): log_no, form_id, descr (the form), timestamp (ISO UTC), changes ({ field: { old, new } }, ids and display names both; the client hides *_id fields) and edited_by. 404 unknown employee.',
        querystring: employeeUidQuerySchema,
        response: { 200: employeeHistorySchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchHistory(deps, request.query.UID),
  );
}

export function employeesRoutes(app: App, deps: AppDeps): void {
  employeeListRoutes(app, deps);
  employeeProfileRoutes(app, deps);
}
