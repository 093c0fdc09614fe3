/** POST /auth/login, GET /auth/verify, GET /auth/permissions (spec 7 "Authentication and system"). */
import {
  isModuleKey,
  loginRequestSchema,
  loginResponseSchema,
  MSG,
  NO_PERMISSIONS,
  permissionResponseSchema,
  twoFactorChallengeSchema,
  verifyResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { permissionsFor } from '../../platform/permissions.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { maintenanceStatus } from '../admin/service.ts';
import { findAccountById } from './repository.ts';
import { claimsFor, login } from './service.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export function authRoutes(app: App, deps: AppDeps): void {
  twoFactorRoutes(app, deps);
  app.post(
    '/api/auth/login',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with username and password; returns the session token and its claims, or, for an account with two-factor sign-in, a short-lived challenge for POST /api/auth/login/two-factor.',
        body: loginRequestSchema,
        response: {
          200: z.union([loginResponseSchema, twoFactorChallengeSchema]),
          ...errorResponses(400, 401, 403, 423, 429),
        },
      },
    },
    async (request) => login(deps, request.body, request.ip, request.headers['user-agent']),
  );

  app.get(
    '/api/auth/verify',
    {
      config: { access: { authenticated: true, enrolment: true } },
      schema: {
        tags: ['auth'],
        summary:
          "Checks the session token and returns the user's current claims and the maintenance status (the 5-second session check: signed-in screens show scheduled maintenance from it).",
        response: { 200: verifyResponseSchema, ...errorResponses(401, 423) },
      },
    },
    async (request) => {
      const account = await findAccountById(deps.db, request.user!.id);
      if (!account) throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
      return {
        valid: true as const,
        user: await claimsFor(deps, account),
        maintenance: await maintenanceStatus(deps),
      };
    },
  );

  app.get(
    '/api/auth/permissions',
    {
      // The guard reads the named module's flags in its own statement (one round trip per request).
      config: { access: { authenticated: true, flagsOfQuery: 'module', enrolment: true } },
      schema: {
        tags: ['auth'],
        summary:
          "Permission lookup by module name: the signed-in user's current flags for one module (all false for an unknown module).",
        querystring: z.object({ module: z.string().min(1).max(100) }),
        response: { 200: permissionResponseSchema, ...errorResponses(400, 401, 423) },
      },
    },
    async (request) => {
      const { module } = request.query;
      if (!isModuleKey(module)) return { module, ...NO_PERMISSIONS };
      const read = request.moduleFlags;
      if (read?.module === module) return { module, ...read.flags };
      const perms = await permissionsFor(deps.db, request.user!.roleId, [module]);
      return { module, ...(perms.get(module) ?? NO_PERMISSIONS) };
    },
  );
}
