/**
 * Request and response shapes that client and server share. The server's route schemas are built
 * from these; the web app parses what it receives with them.
 *
 * Paths are relative to the API base `/api` (ARCHITECTURE "One picture").
 *   POST /auth/login        LoginRequest -> LoginResponse   (401 bad credentials / inactive / not
 *                           approved, 423 maintenance for non-admins, 429 too many attempts)
 *   GET  /auth/verify       -> VerifyResponse with fresh claims (401 when the token no longer works).
 *                           The web app's 5-second session check calls this.
 *   GET  /auth/permissions?module=<key> -> PermissionResponse (the spec's "permission lookup by
 *                           module name"; all false for an unknown module)
 *   GET  /ping              -> PingResponse (public)
 *   GET  /admin/status      -> MaintenanceStatus (public: the login screen shows it)
 *   POST /admin/revoke      -> MessageResponse 'All tokens have been revoked.'
 *   POST /admin/start       {message, minutes} -> MessageResponse 'Maintenance timer started.'
 *   POST /admin/toggle      {active, message} -> MessageResponse
 *   GET  /pageSetup/fetchBackground -> { data: { url: string | null } } (public)
 *   GET  /CHANGELOG.md      (outside /api) the product changelog, text/markdown
 * Errors everywhere: `{ error: string }` with the status of ARCHITECTURE "API rules".
 */
import { z } from 'zod';
import { LOGIN_FIELD_MSG, LOGIN_LIMITS } from './loginScreen.ts';
import { PASSWORD_MIN_LENGTH } from './password.ts';

export const permissionSetSchema = z.object({
  view: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

export const tokenEmployeeSchema = z.object({
  employee_id: z.number().int().nullable(),
  name: z.string(),
  employee_code: z.string(),
  approver_status: z.boolean(),
});

/** Spec 3 "Token claims" plus the subject (user id) and the versions that revocation checks. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  ver: z.number().int(),
  epoch: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  permissions: z.record(z.string(), permissionSetSchema),
  employee: z.array(tokenEmployeeSchema),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, LOGIN_FIELD_MSG.usernameRequired).max(LOGIN_LIMITS.usernameMax),
  password: z.string().min(1, LOGIN_FIELD_MSG.passwordRequired).max(LOGIN_LIMITS.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: tokenClaimsSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const permissionResponseSchema = permissionSetSchema.extend({ module: z.string() });
export type PermissionResponse = z.infer<typeof permissionResponseSchema>;

export const pingResponseSchema = z.object({ status: z.literal('ok'), time: z.string() });

export const maintenanceStatusSchema = z.object({
  active: z.boolean(),
  message: z.string(),
  /** Milliseconds until timed maintenance starts; 0 when none is counting down. */
  remaining: z.number().int().nonnegative(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/**
 * The 5-second session check. It also carries the maintenance status, so every signed-in screen
 * learns of scheduled maintenance within seconds without a second poll.
 */
export const verifyResponseSchema = z.object({
  valid: z.literal(true),
  user: tokenClaimsSchema,
  maintenance: maintenanceStatusSchema.optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const MAINTENANCE_MAX_MINUTES = 24 * 60;
export const maintenanceStartSchema = z.object({
  message: z.string().trim().min(1, 'Please enter a maintenance message.').max(500),
  minutes: z
    .number()
    .int('Minutes must be a whole number.')
    .min(1, 'Minutes must be at least 1.')
    .max(MAINTENANCE_MAX_MINUTES, `Minutes must be at most ${MAINTENANCE_MAX_MINUTES}.`),
});
export const maintenanceToggleSchema = z.object({
  active: z.boolean(),
  message: z.string().trim().max(500).optional().default(''),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const errorResponseSchema = z.object({
  error: z.string(),
  /** A machine-readable reason the web app acts on: 'two_factor_required' (a 403). */
  reason: z.string().optional(),
});

export const backgroundResponseSchema = z.object({ data: z.object({ url: z.string().nullable() }) });

export { PASSWORD_MIN_LENGTH };
