/** /employee_management/previous_employers (module employee_management): the previous employer's 2316. */
import {
  messageResponseSchema,
  previousEmployerBodySchema,
  previousEmployerQuerySchema,
  previousEmployerSchema,
  previousEmployersSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { deletePreviousEmployer, listPreviousEmployers, savePreviousEmployer } from './previousEmployers.ts';

const PROFILE = 'employee_management';
const URL = '/api/employee_management/previous_employers';

export function previousEmployerRoutes(app: App, deps: AppDeps): void {
  app.get(
    URL,
    {
      config: { access: { module: PROFILE, flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "The previous employers' 2316 figures of employee UID, newest year first: TIN, name, address, ZIP and the amounts (pesos) of alphalist fields 13 to 23 and 40, with taxable_compensation = taxable_basic + taxable_benefits + taxable_other. 404 unknown employee.",
        querystring: previousEmployerQuerySchema,
        response: { 200: previousEmployersSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => listPreviousEmployers(deps, request.query.UID),
  );

  app.put(
    URL,
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "Saves (creates or replaces) the previous employer's 2316 of employee_id for `year` (2018 to the current year): TIN like the employee TIN (9, 12 or 14 digits, stored dashed), name required, ZIP 4 digits, amounts in pesos zero or more with at most 2 decimals (blank is 0). Writes a history entry (Employment Details) with the changed fields. 400 naming the field, 404 unknown employee.",
        body: previousEmployerBodySchema,
        response: {
          200: z.object({ message: z.string(), previous_employer: previousEmployerSchema }),
          ...errorResponses(...GUARDED_ERRORS, 404),
        },
      },
    },
    async (request) => savePreviousEmployer(deps, actorOf(request), request.body),
  );

  app.delete(
    URL,
    {
      config: { access: { module: PROFILE, flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "Removes the previous employer's 2316 of employee UID for `year`, with a history entry. 404 unknown employee or no entry for the year.",
        querystring: previousEmployerQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => deletePreviousEmployer(deps, actorOf(request), request.query),
  );
}
