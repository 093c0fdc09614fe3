/**
 * The signed-in user's own notifications and Web Push subscriptions (issue 24 section 4): any
 * signed-in account, no module permission; each call answers only the caller's rows.
 */
import {
  markReadSchema,
  messageResponseSchema,
  notificationListSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { listNotifications, markRead, publicKey, subscribe, unsubscribe } from './service.ts';

const signedIn = { access: { authenticated: true } } as const;
const tags = ['me'];
const me = (user: AuthUser | null) => (user as AuthUser).id;

export function notificationRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/me/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The caller's latest 50 notifications, newest first, and how many are unread.",
        response: { 200: notificationListSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => listNotifications(deps, me(request.user)),
  );
  app.post(
    '/api/me/notifications/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Marks the caller's notifications read: those named in ids, or all of them.",
        body: markReadSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => markRead(deps, me(request.user), request.body.ids),
  );
  app.get(
    '/api/me/push/key',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey.",
        response: { 200: pushKeySchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => publicKey(deps),
  );
  app.post(
    '/api/me/push/subscribe',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "Saves this browser's push subscription for the caller (its JSON from PushSubscription.toJSON()).",
        body: pushSubscriptionSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => subscribe(deps, me(request.user), request.body),
  );
  app.post(
    '/api/me/push/unsubscribe',
    {
      // Part of signing out, so it also answers a user who still owes two-factor enrolment.
      config: { access: { authenticated: true, enrolment: true } },
      schema: {
        tags,
        summary: "Removes the caller's subscription with this endpoint (sign-out and 'turn off' call it).",
        body: pushEndpointSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => unsubscribe(deps, me(request.user), request.body.endpoint),
  );
}
