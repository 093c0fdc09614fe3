// Conventions for adding an API area (routes, service, repository, migration, tests): CONTRIBUTING.md
/**
 * buildApp(deps): the Fastify application with its plugins and every module's routes. Used by
 * main.ts and by the tests (with a fresh database and a fixed clock).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG } from '@sahod/shared';
import Fastify, { type FastifyError, type FastifyServerOptions, type RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (tests walk them). */
    registeredRoutes: RouteOptions[];
  }
}

import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App, AppDeps } from './deps.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { applicationsApprovalRoutes } from './modules/applications/approvalRoutes.ts';
import { applicationsRoutes } from './modules/applications/routes.ts';
import { approverAssignmentRoutes } from './modules/approverassignment/routes.ts';
import { auditTrailRoutes } from './modules/audittrail/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { biometricImportRoutes } from './modules/biometricimport/routes.ts';
import { bugReportRoutes } from './modules/bugreport/routes.ts';
import { bir2316Routes } from './modules/compliance/bir2316/routes.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { thirteenthRoutes } from './modules/compliance/thirteenthRoutes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dashboardPayRoutes } from './modules/dashboardpay/routes.ts';
import { delegationRoutes } from './modules/delegation/routes.ts';
import { dropdownRoutes } from './modules/dropdown/routes.ts';
import { dropdownRecordsRoutes } from './modules/dropdownrecords/routes.ts';
import { earningsDeductionsRoutes } from './modules/earningsdeductions/routes.ts';
import { employeeAccountRoutes } from './modules/employeeaccount/routes.ts';
import { employeeImportRoutes } from './modules/employeeimport/routes.ts';
import { employeeRecordsRoutes } from './modules/employeerecords/routes.ts';
import { employeesRoutes } from './modules/employees/routes.ts';
import { finalPayRoutes } from './modules/finalpay/routes.ts';
import { groupRecordsRoutes } from './modules/grouprecords/routes.ts';
import { jobsRoutes } from './modules/jobs/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { meLeaveRoutes } from './modules/meleave/routes.ts';
import { minimumWageRoutes } from './modules/minimumwages/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { openingBalanceRoutes } from './modules/openingbalances/routes.ts';
import { pageSetupRoutes } from './modules/pagesetup/routes.ts';
import { payCalendarRoutes } from './modules/paycalendar/routes.ts';
import { payrollRoutes } from './modules/payroll/routes.ts';
import { salaryLoanRoutes } from './modules/salaryloan/routes.ts';
import { sessionsRoutes } from './modules/sessions/routes.ts';
import { shiftsManagementRoutes } from './modules/shiftsmanagement/routes.ts';
import { shiftsScheduleRoutes } from './modules/shiftsschedule/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { timesheetRoutes } from './modules/timesheet/routes.ts';
import { userAccountsRoutes } from './modules/useraccounts/routes.ts';
import { userRolesRoutes } from './modules/userroles/routes.ts';
import { workWeekRoutes } from './modules/workweek/routes.ts';
import { yearEndRoutes } from './modules/yearend/routes.ts';
import { actorOf } from './platform/actor.ts';
import { recordAudit } from './platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from './platform/db-errors.ts';
import { AppError } from './platform/errors.ts';
import { answerFrameworkError } from './platform/framework-errors.ts';
import { registerGuard } from './platform/guard.ts';
import { inputValidatorCompiler } from './platform/input.ts';
import { dedupeOperationIds, OPENAPI_BASE, openApiTransform } from './platform/openapi.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { NO_CACHE, webStaticOptions } from './platform/web-static.ts';

export const BODY_LIMIT = 1024 * 1024;
/** The largest file any upload route accepts (documents: 20 MB); routes set their own lower limit. */
export const UPLOAD_LIMIT = 20 * 1024 * 1024;

/** Every module's routes, in one list: a new API area adds one line here. */
const MODULE_ROUTES: ReadonlyArray<(app: App, deps: AppDeps) => void> = [
  systemRoutes,
  authRoutes,
  adminRoutes,
  mailRoutes,
  pageSetupRoutes,
  dropdownRoutes,
  dropdownRecordsRoutes,
  groupRecordsRoutes,
  minimumWageRoutes,
  workWeekRoutes,
  bugReportRoutes,
  auditTrailRoutes,
  userAccountsRoutes,
  sessionsRoutes,
  userRolesRoutes,
  approverAssignmentRoutes,
  employeeAccountRoutes,
  employeeRecordsRoutes,
  employeesRoutes,
  employeeImportRoutes,
  earningsDeductionsRoutes,
  salaryLoanRoutes,
  payrollRoutes,
  jobsRoutes,
  shiftsManagementRoutes,
  shiftsScheduleRoutes,
  timesheetRoutes,
  biometricImportRoutes,
  applicationsRoutes,
  applicationsApprovalRoutes,
  complianceRoutes,
  finalPayRoutes,
  thirteenthRoutes,
  bir2316Routes,
  yearEndRoutes,
  openingBalanceRoutes,
  payCalendarRoutes,
  notificationRoutes,
  meLeaveRoutes,
  delegationRoutes,
  meRoutes,
  dashboardRoutes,
  dashboardPayRoutes,
];

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Zod's generic messages get the field name in front; the spec's own messages pass unchanged. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const message = first.message ?? MSG.invalidInput;
  const generic = /^(Invalid|Too (big|small)|Unrecognized|Expected)/.test(message);
  return generic && field ? `${field}: ${message}` : message;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError)
      return reply
        .status(err.status)
        .send(err.reason ? { error: err.message, reason: err.reason } : { error: err.message });
    // A race that slips past a service's own check still answers 409, never 500.
    if (isUniqueViolation(err)) return reply.status(409).send({ error: MSG.duplicateRecord });
    if (isForeignKeyViolation(err)) return reply.status(409).send({ error: MSG.recordInUse });
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.status(400).send({ error: validationMessage(err) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type): safe messages.
      return reply.status(status).send({ error: err.message || MSG.invalidInput });
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ error: MSG.unexpected });
  });

  registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      ...OPENAPI_BASE,
      info: {
        title: 'Sahod API',
        description:
          'HR and payroll API. Paths follow the product specification. Errors are `{ "error": message }` with 400 invalid input, 401 not signed in or token revoked/expired, 403 no permission, 404 not found, 409 conflict, 413 too large, 414 address too long, 415 wrong file type, 423 maintenance, 429 too many sign-in attempts. Every text refuses control characters other than tab, line feed and carriage return (400); every id is a whole number from 1 to 2147483647 (400 otherwise).',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (input) =>
      dedupeOperationIds('openapiObject' in input ? input.openapiObject : input.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy asks for upgrade-insecure-requests, which blanks the page over plain HTTP.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  // Uploads (spec 9): one file per request; each route passes its own smaller fileSize to
  // `request.file()`. The ceiling is the largest upload the product has (documents, 20 MB).
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20, parts: 25, fieldSize: BODY_LIMIT },
  });

  registerGuard(app, deps);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('registeredRoutes', routes);

  // Every successful write is recorded with its acting user and time; services add detailed
  // entries (old and new values) inside their own transactions.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    if (reply.statusCode >= 400 || !request.routeOptions.url?.startsWith('/api')) return payload;
    try {
      await recordAudit(deps.db, deps.clock, actorOf(request), {
        action: request.method,
        entity: request.routeOptions.url,
        details: { query: request.query, status: reply.statusCode },
      });
    } catch (err) {
      request.log.error({ err }, 'audit write failed');
    }
    return payload;
  });

  for (const register of MODULE_ROUTES) register(app, deps);

  const webDir = deps.webDir && fs.existsSync(path.join(deps.webDir, 'index.html')) ? deps.webDir : undefined;
  if (webDir) await app.register(fastifyStatic, webStaticOptions(webDir));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing built file (or a source map, never served) is a 404, not the page.
    if (
      !url.startsWith('/api') &&
      !url.startsWith('/assets/') &&
      webDir &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.type('text/html').header('cache-control', NO_CACHE).sendFile('index.html');
    }
    return reply.status(404).send({ error: MSG.notFound });
  });

  return app;
}
