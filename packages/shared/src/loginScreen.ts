/**
 * What the login screen needs from the shared shapes, without zod (issue 15 §3: the login page's
 * JavaScript must stay small, and zod is about 90 KB of it). The zod schemas in api.ts are built
 * from the same limits and messages, and loginScreen.test.ts checks both agree.
 */

export const LOGIN_LIMITS = { usernameMax: 100, passwordMax: 200 } as const;

export const LOGIN_FIELD_MSG = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  /** zod's own wording for a too-long string, which the form showed before. */
  tooLong: (max: number) => `Too big: expected string to have <=${max} characters`,
} as const;

export type LoginFieldErrors = Partial<Record<'username' | 'password', string>>;

/** The login form's check (loginRequestSchema's rules): the username trimmed, both required. */
export function loginFieldErrors(values: { username: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const username = values.username.trim();
  if (username.length < 1) errors.username = LOGIN_FIELD_MSG.usernameRequired;
  else if (username.length > LOGIN_LIMITS.usernameMax)
    errors.username = LOGIN_FIELD_MSG.tooLong(LOGIN_LIMITS.usernameMax);
  if (values.password.length < 1) errors.password = LOGIN_FIELD_MSG.passwordRequired;
  else if (values.password.length > LOGIN_LIMITS.passwordMax)
    errors.password = LOGIN_FIELD_MSG.tooLong(LOGIN_LIMITS.passwordMax);
  return errors;
}

/** A `{ parse }` like a zod schema's, for the client's `schema` option. */
export interface ShapeParser<T> {
  parse(data: unknown): T;
}

function record(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new TypeError('Expected an object');
  return data as Record<string, unknown>;
}

function fail(field: string): never {
  throw new TypeError(`Unexpected ${field}`);
}

/** GET /ping (pingResponseSchema). */
export const pingResponseParser: ShapeParser<{ status: 'ok'; time: string }> = {
  parse(data) {
    const body = record(data);
    if (body.status !== 'ok') fail('status');
    if (typeof body.time !== 'string') fail('time');
    return { status: 'ok', time: body.time };
  },
};

/** GET /admin/status (maintenanceStatusSchema). */
export const maintenanceStatusParser: ShapeParser<{ active: boolean; message: string; remaining: number }> = {
  parse(data) {
    const body = record(data);
    if (typeof body.active !== 'boolean') fail('active');
    if (typeof body.message !== 'string') fail('message');
    const remaining = body.remaining;
    if (typeof remaining !== 'number' || !Number.isSafeInteger(remaining) || remaining < 0) fail('remaining');
    return { active: body.active, message: body.message, remaining };
  },
};

/** GET /pageSetup/fetchBackground (backgroundResponseSchema). */
export const backgroundResponseParser: ShapeParser<{ data: { url: string | null } }> = {
  parse(data) {
    const inner = record(record(data).data);
    if (inner.url !== null && typeof inner.url !== 'string') fail('url');
    return { data: { url: inner.url } };
  },
};
