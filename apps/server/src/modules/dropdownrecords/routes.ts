/** /dropdownRecords/create, /update, /delete (spec 7 "Dropdowns and groups"); the list is read from the dropdown handler. */
import {
  applicationTypeConversionSchema,
  DROPDOWN_MSG,
  dropdownRecordCreateSchema,
  dropdownRecordDeleteQuerySchema,
  dropdownRecordDeleteTargetSchema,
  dropdownRecordUpdateSchema,
  dropdownRecordWriteResponseSchema,
  LEAVE_CONVERSION_TEXT,
  messageResponseSchema,
  RECORD_LISTS,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { invalid } from '../../platform/errors.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { setConversion } from './applicationTypes.ts';
import { createRecord, deleteRecord, updateRecord } from './service.ts';

const LISTS = RECORD_LISTS.map((l) => l.key).join(', ');

/** The delete target arrives as a JSON string in the query (spec: "query param data (dd, id)"). */
function parseDeleteTarget(data: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw invalid(DROPDOWN_MSG.badDeleteData);
  }
  const target = dropdownRecordDeleteTargetSchema.safeParse(parsed);
  if (!target.success) throw invalid(DROPDOWN_MSG.badDeleteData);
  return target.data;
}

export function dropdownRecordsRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/api/dropdownRecords/create',
    {
      config: { access: { module: 'dropdownrecords', flag: 'create' } },
      schema: {
        tags: ['dropdownRecords'],
        summary: 'Adds a value to an editable dropdown; code is the new id.',
        description: `dd: one of ${LISTS}. A department needs company_id; a designation needs company_id and department_id (a department of that company). descr is trimmed, 1-30 characters, unique in its list (and parent) without regard to case (409).`,
        body: dropdownRecordCreateSchema,
        response: { 200: dropdownRecordWriteResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: DROPDOWN_MSG.added,
      code: await createRecord(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/dropdownRecords/update',
    {
      config: { access: { module: 'dropdownrecords', flag: 'update' } },
      schema: {
        tags: ['dropdownRecords'],
        summary: 'Renames a value of an editable dropdown (same rules as create).',
        body: dropdownRecordUpdateSchema,
        response: { 200: dropdownRecordWriteResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await updateRecord(deps, actorOf(request), request.body);
      return { message: DROPDOWN_MSG.updated, code: request.body.id };
    },
  );

  app.delete(
    '/api/dropdownRecords/delete',
    {
      config: { access: { module: 'dropdownrecords', flag: 'delete' } },
      schema: {
        tags: ['dropdownRecords'],
        summary: 'Deletes a value: data is the JSON string {"dd": "<list>", "id": <id>}.',
        description:
          'A value still in use (a company with departments, employees or user accounts; a department with designations; ...) is refused with 409 and nothing changes.',
        querystring: dropdownRecordDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteRecord(deps, actorOf(request), parseDeleteTarget(request.query.data));
      return { message: DROPDOWN_MSG.deleted };
    },
  );

  app.put(
    '/api/dropdownRecords/applicationTypeConversion',
    {
      config: { access: { module: 'dropdownrecords', flag: 'update' } },
      schema: {
        tags: ['dropdownRecords'],
        summary:
          "Sets an application type's 'Converts to cash at separation' (issue 23): its unused leave credits are paid at the day rate in the final pay. Service Incentive Leave always converts (400 when turned off); a type that uses no leave credits cannot (400); 404 unknown type. Audited.",
        body: applicationTypeConversionSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await setConversion(deps, actorOf(request), request.body);
      return { message: LEAVE_CONVERSION_TEXT.saved };
    },
  );
}
