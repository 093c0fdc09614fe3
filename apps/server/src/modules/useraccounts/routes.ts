/** /useraccounts/fetch|fetchUser|create|update|delete (spec 7 "Accounts and roles") and the form's lists. */
import {
  ACCOUNT_MSG,
  accountCreateSchema,
  accountSchema,
  accountUpdateSchema,
  assignableRoleSchema,
  linkableEmployeeSchema,
  messageResponseSchema,
  queryIdSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import {
  createAccount,
  deleteAccount,
  fetchAccount,
  fetchAccountByEmployee,
  listAccounts,
  listLinkableEmployees,
  listRoleOptions,
  updateAccount,
} from './service.ts';

const TAGS = ['useraccounts'];

export function userAccountsRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/useraccounts/fetch',
    {
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary: 'Every user account with its role, organisation and linked employee (never a password).',
        response: { 200: z.array(accountSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => listAccounts(deps),
  );

  app.get(
    '/api/useraccounts/fetchUser',
    {
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary: 'One user account; UID is the user id.',
        querystring: z.object({ UID: queryIdSchema }),
        response: { 200: accountSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchAccount(deps, request.query.UID),
  );

  app.get(
    '/api/useraccounts/fetchByEmployee',
    {
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary: "The account linked to an employee, or null (the employee profile's account block).",
        querystring: z.object({ employee_id: queryIdSchema }),
        response: { 200: accountSchema.nullable(), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => fetchAccountByEmployee(deps, request.query.employee_id),
  );

  app.get(
    '/api/useraccounts/fetchRoles',
    {
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          'Roles for the account form (role_id, role_name), each with assignable: whether the signed-in user may give it (they hold every permission it has). Needs only useraccounts view, not userroles.',
        response: { 200: z.array(assignableRoleSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => listRoleOptions(deps, actorOf(request)),
  );

  app.get(
    '/api/useraccounts/fetchEmployees',
    {
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          'Employees the account form can link, each with user_id of the account already linked to it (or null).',
        response: { 200: z.array(linkableEmployeeSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => listLinkableEmployees(deps),
  );

  app.post(
    '/api/useraccounts/create',
    {
      config: { access: { module: 'useraccounts', flag: 'create' } },
      schema: {
        tags: TAGS,
        summary:
          "Creates an account. approval_status defaults to 'For Approval' and status to Active; company, department, designation and employee are optional but must fit together.",
        body: accountCreateSchema,
        response: { 200: accountSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => createAccount(deps, actorOf(request), request.body),
  );

  app.put(
    '/api/useraccounts/update',
    {
      config: { access: { module: 'useraccounts', flag: 'update' } },
      schema: {
        tags: TAGS,
        summary:
          "Saves an account; fields left out keep their value. The password changes only with change_password (or a password without it). Saving logs the user out: their tokens stop working at once. Refuses deactivating or rejecting your own account, setting an account back to 'For Approval', and leaving no active, approved administrator (User Roles view and update, Admin update).",
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => updateAccount(deps, actorOf(request), request.body),
  );

  app.delete(
    '/api/useraccounts/delete',
    {
      config: { access: { module: 'useraccounts', flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary:
          'Deletes an account. Refuses your own account and the last active, approved administrator (409).',
        querystring: z.object({ user_id: queryIdSchema }),
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteAccount(deps, actorOf(request), request.query.user_id);
      return { message: ACCOUNT_MSG.deleted };
    },
  );
}
