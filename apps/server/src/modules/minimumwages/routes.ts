/**
 * Regional minimum wages and work regions (issue 21 section 4): /groupRecords/minimumWages and
 * /groupRecords/workRegions (module grouprecords, Group Details), /employee_management/minimumWage
 * and /employee_management/workRegion (module employee_management, Employment Details).
 */
import {
  companyWorkRegionSchema,
  companyWorkRegionWriteSchema,
  employeeMinimumWageQuerySchema,
  employeeMinimumWageSchema,
  employeeWorkRegionWriteSchema,
  MINIMUM_WAGE_MSG,
  messageResponseSchema,
  minimumWageDeleteQuerySchema,
  minimumWageListSchema,
  minimumWageWriteSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import {
  deleteMinimumWage,
  employeeMinimumWage,
  listCompanyRegions,
  listMinimumWages,
  saveCompanyRegion,
  saveEmployeeRegion,
  saveMinimumWage,
} from './service.ts';

const WAGES = '/api/groupRecords/minimumWages';
const savedSchema = z.object({ message: z.string(), id: z.number().int() });
const WRITE_DOC =
  "{ region_code (PSGC region code), wage_order ('NCR-26'), effective_from yyyy-MM-dd, daily_rate pesos (non-agriculture, per 8-hour day) }. 400 with the rule's message (region required or unknown, wage order required, date, rate above zero); 409 when the region already has an order on that date.";

export function minimumWageRoutes(app: App, deps: AppDeps): void {
  app.get(
    WAGES,
    {
      config: { access: { module: 'grouprecords', flag: 'view' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          'The regional minimum wage table (wage orders by region and effective date, newest first; daily_rate pesos) and the regions to choose from. An employee is a minimum wage earner when their day rate is at or below the rate in force for their work region on the pay date.',
        response: { 200: minimumWageListSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => listMinimumWages(deps.db),
  );

  app.post(
    WAGES,
    {
      config: { access: { module: 'grouprecords', flag: 'create' } },
      schema: {
        tags: ['groupRecords'],
        summary: `Adds a wage order: ${WRITE_DOC}`,
        body: minimumWageWriteSchema.omit({ id: true }),
        response: { 200: savedSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({
      message: MINIMUM_WAGE_MSG.saved,
      id: await saveMinimumWage(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    WAGES,
    {
      config: { access: { module: 'grouprecords', flag: 'update' } },
      schema: {
        tags: ['groupRecords'],
        summary: `Saves a wage order: { id, ... } with ${WRITE_DOC} 404 when it no longer exists.`,
        body: minimumWageWriteSchema.required({ id: true }),
        response: { 200: savedSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: MINIMUM_WAGE_MSG.saved,
      id: await saveMinimumWage(deps, actorOf(request), request.body),
    }),
  );

  app.delete(
    WAGES,
    {
      config: { access: { module: 'grouprecords', flag: 'delete' } },
      schema: {
        tags: ['groupRecords'],
        summary: 'Deletes a wage order (?id=). Processed payslips keep their figures. 404 when missing.',
        querystring: minimumWageDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deleteMinimumWage(deps, actorOf(request), request.query.id);
      return { message: MINIMUM_WAGE_MSG.deleted };
    },
  );

  app.get(
    '/api/groupRecords/workRegions',
    {
      config: { access: { module: 'grouprecords', flag: 'view' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          "Each company's work region: work_region_code is the company's own choice (null: the region its employer address names, a region, province or city name in it); region_code/region the one in effect (null when none can be found: nobody there is a minimum wage earner).",
        response: { 200: z.array(companyWorkRegionSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => listCompanyRegions(deps.db),
  );

  app.put(
    '/api/groupRecords/workRegions',
    {
      config: { access: { module: 'grouprecords', flag: 'update' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          "Sets a company's work region ({ company_id, work_region_code }; null: from the address). 400 unknown region; 404 unknown company.",
        body: companyWorkRegionWriteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await saveCompanyRegion(deps, actorOf(request), request.body);
      return { message: MINIMUM_WAGE_MSG.saved };
    },
  );

  app.get(
    '/api/employee_management/minimumWage',
    {
      config: { access: { module: 'employee_management', flag: 'view' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "An employee's work region (own choice, else the company's) and today's minimum wage check: day rate, the wage order in force, whether a minimum wage earner, and the warning 'Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).' when below it. 404 unknown employee.",
        querystring: employeeMinimumWageQuerySchema,
        response: { 200: employeeMinimumWageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => employeeMinimumWage(deps, request.query.employee_id),
  );

  app.put(
    '/api/employee_management/workRegion',
    {
      config: { access: { module: 'employee_management', flag: 'update' } },
      schema: {
        tags: ['employee_management'],
        summary:
          "Sets an employee's own work region ({ employee_id, work_region_code }; null: the company's). 400 unknown region; 404 unknown employee.",
        body: employeeWorkRegionWriteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await saveEmployeeRegion(deps, actorOf(request), request.body);
      return { message: MINIMUM_WAGE_MSG.saved };
    },
  );
}
