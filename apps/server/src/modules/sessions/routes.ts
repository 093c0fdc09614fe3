/**
 * Sign-in sessions (issue 25 §2 'Sessions'): GET/DELETE /api/me/sessions for one's own, and
 * GET/DELETE /api/useraccounts/sessions for anyone's (User Accounts view to list, update to end).
 */
import {
  ACCOUNT_MSG,
  messageResponseSchema,
  queryIdSchema,
  SESSION_TEXT,
  signInSessionsResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { endSession, sessionsOf } from './service.ts';

const sessionIdSchema = z.string().trim().min(1).max(64);

export function sessionsRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/me/sessions',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['My Sahod'],
        operationId: 'meSessions',
        summary:
          "The signed-in user's active sign-ins: device, address, signed in at, last seen (written at most once a minute), the current one marked.",
        response: { 200: signInSessionsResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      const user = request.user!;
      return { sessions: await sessionsOf(deps, user.id, user.sessionId) };
    },
  );

  app.delete(
    '/api/me/sessions',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['My Sahod'],
        operationId: 'meEndSession',
        summary:
          "Ends one of the signed-in user's sign-ins: its token answers 401 from its next request. Ending the current one signs out.",
        querystring: z.object({ session_id: sessionIdSchema }),
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await endSession(deps, actorOf(request), request.user!.id, request.query.session_id);
      return { message: SESSION_TEXT.ended };
    },
  );

  app.get(
    '/api/useraccounts/sessions',
    {
      // The house rule: reads need view (ending one needs update).
      config: { access: { module: 'useraccounts', flag: 'view' } },
      schema: {
        tags: ['useraccounts'],
        summary: "An account's active sign-ins (User Accounts view; ending one needs update).",
        querystring: z.object({ user_id: queryIdSchema }),
        response: { 200: signInSessionsResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await accountExists(deps, request.query.user_id);
      const user = request.user!;
      const current = request.query.user_id === user.id ? user.sessionId : null;
      return { sessions: await sessionsOf(deps, request.query.user_id, current) };
    },
  );

  app.delete(
    '/api/useraccounts/sessions',
    {
      config: { access: { module: 'useraccounts', flag: 'update' } },
      schema: {
        tags: ['useraccounts'],
        summary:
          "Ends one of an account's sign-ins (User Accounts update): its token answers 401 from its next request.",
        querystring: z.object({ user_id: queryIdSchema, session_id: sessionIdSchema }),
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await endSession(deps, actorOf(request), request.query.user_id, request.query.session_id);
      return { message: SESSION_TEXT.ended };
    },
  );
}

async function accountExists(deps: AppDeps, userId: number): Promise<void> {
  const row = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(ACCOUNT_MSG.accountNotFound);
}
