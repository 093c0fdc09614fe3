/** /userroles/fetch|fetchPerms|create|update|delete (spec 7 "Accounts and roles"). */
import {
  messageResponseSchema,
  protectedPermissionsSchema,
  queryIdSchema,
  ROLE_MSG,
  roleCreateSchema,
  rolePermissionRowSchema,
  roleSchema,
  roleUpdateSchema,
  roleWithPermissionsSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import {
  createRole,
  deleteRole,
  fetchPermissions,
  listRoles,
  protectedPermissions,
  updateRole,
} from './service.ts';

const TAGS = ['userroles'];

export function userRolesRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/userroles/fetch',
    {
      config: { access: { module: 'userroles', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary: 'Every role (role_id, role_name) with the number of accounts that have it.',
        response: { 200: z.array(roleSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => listRoles(deps),
  );

  app.get(
    '/api/userroles/fetchPerms',
    {
      config: { access: { module: 'userroles', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "A role's permission rows: one per module, in sidebar order (group, then module), flags 0/1. log_no is null for a module the role never had a row for.",
        querystring: z.object({ id: queryIdSchema }),
        response: { 200: z.array(rolePermissionRowSchema), ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchPermissions(deps, request.query.id),
  );

  app.get(
    '/api/userroles/protected',
    {
      config: { access: { module: 'userroles', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          'The checkboxes the User Roles screen keeps ticked: the User Roles view/update and Admin update flags of the one role that holds every active, approved administrator (role_id null when administrators have several roles). The server refuses clearing them (409).',
        response: { 200: protectedPermissionsSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => protectedPermissions(deps),
  );

  app.post(
    '/api/userroles/create',
    {
      config: { access: { module: 'userroles', flag: 'create' } },
      schema: {
        tags: TAGS,
        summary: 'Creates a role with no permissions. Names are unique, case-insensitively (409).',
        body: roleCreateSchema,
        response: { 200: roleSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => createRole(deps, actorOf(request), request.body),
  );

  app.put(
    '/api/userroles/update',
    {
      config: { access: { module: 'userroles', flag: 'update' } },
      schema: {
        tags: TAGS,
        summary:
          'Renames a role and/or saves permission rows ({module_id, view, create, update, delete}) in one transaction; modules left out keep their flags. Takes effect at the next request of every signed-in user. Refuses taking User Roles view/update or Admin update away from the role that holds the last active, approved administrators (409).',
        body: roleUpdateSchema,
        response: { 200: roleWithPermissionsSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => updateRole(deps, actorOf(request), request.body),
  );

  app.delete(
    '/api/userroles/delete',
    {
      config: { access: { module: 'userroles', flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary: 'Deletes a role and its permissions. Refuses a role still assigned to accounts (409).',
        querystring: z.object({ role_id: queryIdSchema }),
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteRole(deps, actorOf(request), request.query.role_id);
      return { message: ROLE_MSG.deleted };
    },
  );
}
