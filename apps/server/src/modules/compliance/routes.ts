/** /compliance/employer (module compliance): a company's employer details (issue 16 section 1). */
import {
  employerBodySchema,
  employerDetailsSchema,
  employerQuerySchema,
  employerSaveResponseSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { fetchEmployer, saveEmployer } from './service.ts';

export function complianceRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/compliance/employer',
    {
      config: { access: { module: 'compliance', flag: 'view' } },
      schema: {
        tags: ['compliance'],
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
        summary:
          'Saves the employer details of company_id (the whole record). Registered name required; TIN 9 digits (123-456-789), branch code 4 or 5, RDO code 2-3 digits and an optional letter (zero-padded to 3), SSS employer number 10 (03-1234567-8) and branch 3 (default 000), PhilHealth PEN 12 (01-234567890-1), Pag-IBIG employer ID 12 starting with 2 (2012-3456-7890), ZIP 4 digits, a valid e-mail. Numbers are stored dashed. 400 names the field; 404 unknown company.',
        body: employerBodySchema,
        response: { 200: employerSaveResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => saveEmployer(deps, actorOf(request), request.body),
  );
}
