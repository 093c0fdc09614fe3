/** /groupRecords/fetch|create|update|delete (spec 7 "Dropdowns and groups"); module grouprecords. */
import {
  GROUP_MSG,
  groupDeleteQuerySchema,
  groupFetchQuerySchema,
  groupRowsSchema,
  groupWriteResponseSchema,
  groupWriteSchema,
  messageResponseSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { createGroupEntry, deleteGroupEntry, fetchGroup, updateGroupEntry } from './service.ts';

const GROUPS_DOC =
  'Groups: salary_group (name, monthly_salary, days, hours), w_tax_group (name, tax_mode "statutory"|"fixed", minimum_wage_earner boolean, w_tax_monthly_rate, sss_rate, pagibig_rate, philhealth_rate; the four amounts are 0 for statutory groups), benefits_group (name, gasoline, meals, transpo, allowance), pay_period (name, period_days; read-only). Amounts are pesos with up to 2 decimals; days 1-31 and hours 1-24 with up to 2 decimals.';

export function groupRecordsRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/groupRecords/fetch',
    {
      config: { access: { module: 'grouprecords', flag: 'view' } },
      schema: {
        tags: ['groupRecords'],
        summary: `Every entry of one group (code is the entry's id), ordered by name. ${GROUPS_DOC}`,
        querystring: groupFetchQuerySchema,
        response: { 200: groupRowsSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => fetchGroup(deps, request.query.group),
  );

  app.post(
    '/api/groupRecords/create',
    {
      config: { access: { module: 'grouprecords', flag: 'create' } },
      schema: {
        tags: ['groupRecords'],
        summary: `Adds an entry: { group, data } with every field of the group except code. 400 'Please fill in all fields. Missing: ...' or a field's rule; 400 for pay_period (read-only); 409 'An entry with the same name already exists.' (case-insensitive). ${GROUPS_DOC}`,
        body: groupWriteSchema,
        response: { 200: groupWriteResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({
      message: GROUP_MSG.saved,
      code: await createGroupEntry(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/groupRecords/update',
    {
      config: { access: { module: 'grouprecords', flag: 'update' } },
      schema: {
        tags: ['groupRecords'],
        summary: `Saves an entry: { group, data } where data.code is the entry and the other fields are its new values (all required). Same rules as create; 404 when the entry no longer exists.`,
        body: groupWriteSchema,
        response: { 200: groupWriteResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: GROUP_MSG.saved,
      code: await updateGroupEntry(deps, actorOf(request), request.body),
    }),
  );

  app.delete(
    '/api/groupRecords/delete',
    {
      config: { access: { module: 'grouprecords', flag: 'delete' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          'Deletes an entry. Query `data` is a JSON string {"group": "...", "code": n}. 400 for pay_period (read-only); 404 when missing; 409 when the entry is still in use (e.g. by an employee).',
        querystring: groupDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteGroupEntry(deps, actorOf(request), request.query.data);
      return { message: GROUP_MSG.deleted };
    },
  );
}
