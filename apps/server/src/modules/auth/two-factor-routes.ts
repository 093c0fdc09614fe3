/** Two-factor sign-in routes (issue 25 §2): enrolment, the code step, the administrator's reset. */
import {
  loginResponseSchema,
  MSG,
  messageResponseSchema,
  TWO_FACTOR_MSG,
  twoFactorBeginSchema,
  twoFactorCodeSchema,
  twoFactorLoginSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorResetSchema,
  twoFactorStatusSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { findAccountById } from './repository.ts';
import { issueSession } from './service.ts';
import {
  beginEnrolment,
  completeSignIn,
  confirmEnrolment,
  resetTwoFactor,
  twoFactorEnabled,
} from './two-factor.ts';

export function twoFactorRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/auth/two-factor',
    {
      config: { access: { authenticated: true, enrolment: true } },
      schema: {
        tags: ['auth'],
        summary: 'Whether two-factor sign-in is on for the signed-in account.',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401, 423) },
      },
    },
    async (request) => ({ enabled: await twoFactorEnabled(deps, request.user!.id) }),
  );

  app.post(
    '/api/auth/two-factor/begin',
    {
      config: { access: { authenticated: true, enrolment: true } },
      schema: {
        tags: ['auth'],
        summary:
          "Begins two-factor enrolment of one's own account: a new TOTP secret and its otpauth URI (for the QR code); refused when two-factor is already on (409).",
        response: { 200: twoFactorBeginSchema, ...errorResponses(401, 409, 423) },
      },
    },
    async (request) => {
      const account = await findAccountById(deps.db, request.user!.id);
      if (!account) throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
      return beginEnrolment(deps, account);
    },
  );

  app.post(
    '/api/auth/two-factor/confirm',
    {
      config: { access: { authenticated: true, enrolment: true } },
      schema: {
        tags: ['auth'],
        summary:
          'Confirms enrolment with one code from the authenticator app; answers the ten one-time recovery codes, shown this once.',
        body: twoFactorCodeSchema,
        response: { 200: twoFactorRecoveryCodesSchema, ...errorResponses(400, 401, 409, 423) },
      },
    },
    async (request) => ({
      recovery_codes: await confirmEnrolment(deps, request.user!.id, request.body.code),
    }),
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary:
          "The second sign-in step: the password step's challenge with a code from the authenticator app (each code once) or an unused recovery code; returns the session token and its claims.",
        body: twoFactorLoginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 423, 429) },
      },
    },
    async (request) =>
      completeSignIn(deps, request.body, request.ip, (account) =>
        issueSession(deps, account, { userAgent: request.headers['user-agent'], address: request.ip }),
      ),
  );

  app.post(
    '/api/useraccounts/two-factor/reset',
    {
      config: { access: { module: 'useraccounts', flag: 'update' } },
      schema: {
        tags: ['useraccounts'],
        summary:
          "Resets another user's two-factor sign-in (they enrol again); audited. Refuses your own account (409) and an account without it (409).",
        body: twoFactorResetSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await resetTwoFactor(deps, actorOf(request), request.body.user_id);
      return { message: TWO_FACTOR_MSG.reset };
    },
  );
}
