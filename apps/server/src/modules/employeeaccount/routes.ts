/** /employee_management/fetchUserAccount (spec 7 "Not visible paths": user-account fetch by employee). */
import { employeeAccountSchema, queryIdSchema } from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { fetchEmployeeAccount } from './service.ts';

export function employeeAccountRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/employee_management/fetchUserAccount',
    {
      // Spec 6: seeing account details needs view on useraccounts.
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "The user account linked to the employee (UID), or null, with the account form's defaults for 'Create User Account' (default username rule, the employee's name and organisation). The account is then created with POST /useraccounts/create and employee_id.",
        querystring: z.object({ UID: queryIdSchema }),
        response: { 200: employeeAccountSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchEmployeeAccount(deps, request.query.UID),
  );
}
