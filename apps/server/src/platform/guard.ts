/**
 * The permission guard. Every route declares `config.access`:
 *   { public: true }                      anyone, no token
 *   { authenticated: true }               any signed-in user (session check, permission lookup)
 *   { module: 'payroll', flag: 'view' }   the role's current flag, read from the database
 * Registering an /api route without a declaration fails at start (see `assertAccessDeclared`).
 * Tokens are checked against the user's current state on every request: saved accounts, inactive
 * accounts, revoked epochs and maintenance mode take effect at once, across processes.
 */
import { isModuleKey, type ModuleKey, MSG, type PermissionFlag, type PermissionSet } from '@sahod/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { preparedQuery } from './prepared-query.ts';
import { touchSession } from './sessions.ts';
import { readSystemState } from './system-state.ts';
import { type TokenKeys, verifyToken } from './tokens.ts';

export type Access =
  | { public: true }
  | {
      authenticated: true;
      /**
       * The query-string parameter that names a module whose four flags the route answers with: the
       * guard reads them in its own statement (request.moduleFlags) instead of a second round trip.
       */
      flagsOfQuery?: string;
      /** Answers a user who still owes two-factor enrolment (enrolment itself, the session check). */
      enrolment?: true;
    }
  | { module: ModuleKey; flag: PermissionFlag };

/** The role's current flags of one module, read by the guard's statement (see `flagsOfQuery`). */
export interface ModuleFlags {
  module: ModuleKey;
  flags: PermissionSet;
}

export interface AuthUser {
  id: number;
  /** The sign-in session of the request's token (user_sessions.id). */
  sessionId: string;
  username: string;
  name: string;
  roleId: number;
  employeeId: number | null;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    moduleFlags: ModuleFlags | null;
  }
}

export function assertAccessDeclared(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith('/api')) return;
  const access = (route.config as { access?: Access } | undefined)?.access;
  if (!access)
    throw new Error(`Route ${String(route.method)} ${url} declares no access (module and flag, or public)`);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export interface GuardDeps {
  db: Kysely<DB>;
  clock: Clock;
  keys: TokenKeys;
  /** HRIS_REQUIRE_TWO_FACTOR: whether a role's 'Requires two-factor sign-in' is enforced. */
  config?: { requireTwoFactor: boolean };
}

/**
 * Resolves the signed-in user of a request or throws 401/423. With `module`, also checks its flag
 * (403), reading the admin and module permissions in one query. With `flagsOf` (a module key), the
 * same query also reads that module's four flags into request.moduleFlags.
 */
export async function authenticate(
  deps: GuardDeps,
  request: FastifyRequest,
  required?: { module: ModuleKey; flag: PermissionFlag },
  flagsOf?: ModuleKey,
): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  const verified = await verifyToken(deps.keys, deps.clock, token);
  if (!verified?.sid) throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
  const readsFlags = flagsOf !== undefined && !required;
  const flagsRow = readsFlags
    ? await flagsSessionRow(deps.db, verified.userId, verified.sid, flagsOf)
    : undefined;
  const row = readsFlags ? flagsRow : await sessionRow(deps.db, verified.userId, verified.sid, required);
  // An ended sign-in (its user_sessions row gone) answers 401 at once.
  if (!row || row.session_seen_at === null) throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
  // A maintenance timer that has run out is switched on (and tokens revoked) by readSystemState.
  const state =
    row.maintenance_starts_at !== null && row.maintenance_starts_at <= deps.clock.now().getTime()
      ? await readSystemState(deps.db, deps.clock)
      : row;
  const user = row;
  if (
    user.status !== 1 ||
    user.approval_status !== 'Approved' ||
    user.token_version !== verified.ver ||
    state.token_epoch !== verified.epoch
  ) {
    throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
  }
  const isAdmin = row.admin_view === 1;
  if (state.maintenance_active === 1 && !isAdmin) {
    throw new AppError('MAINTENANCE', state.maintenance_message || MSG.maintenanceDefault);
  }
  await touchSession(deps.db, deps.clock, verified.sid, row.session_seen_at, {
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  // Issue 25 §2: a role that requires two-factor sign-in answers nothing but enrolment until done.
  if (
    deps.config?.requireTwoFactor &&
    row.requires_two_factor === 1 &&
    row.two_factor_confirmed === null &&
    !allowsEnrolment(request)
  ) {
    throw new AppError('FORBIDDEN', MSG.twoFactorRequired, TWO_FACTOR_REQUIRED);
  }
  if (required && row.required_flag !== 1) {
    throw new AppError('FORBIDDEN', MSG.noPermission);
  }
  if (flagsOf !== undefined && flagsRow) {
    request.moduleFlags = {
      module: flagsOf,
      flags: {
        view: flagsRow.can_view === 1,
        create: flagsRow.can_create === 1,
        update: flagsRow.can_update === 1,
        delete: flagsRow.can_delete === 1,
      },
    };
  }
  return {
    id: user.id,
    sessionId: verified.sid,
    username: user.username,
    name: user.name,
    roleId: user.role_id,
    employeeId: user.employee_id,
    isAdmin,
  };
}

/** The `reason` of the 403 that sends a user who owes two-factor enrolment to it (the web app reads it). */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';

function allowsEnrolment(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return access !== undefined && 'authenticated' in access && access.enrolment === true;
}

const FLAG_COLUMN = {
  view: 'rp.can_view',
  create: 'rp.can_create',
  update: 'rp.can_update',
  delete: 'rp.can_delete',
} as const;

/**
 * Everything a request's check needs in one query: the account, the system state row, the token's
 * sign-in session, the role's admin view flag and the required module flag. Compiled once per (module, flag) and executed with
 * the user's id on every request (see prepared-query.ts): the check itself always reads the
 * database.
 */
function sessionBase(db: Kysely<DB>, sid: string) {
  return (
    db
      .selectFrom('users as u')
      .innerJoin('system_state as s', (join) => join.on('s.id', '=', 1))
      .select([
        'u.id',
        'u.username',
        'u.name',
        'u.role_id',
        'u.employee_id',
        'u.status',
        'u.approval_status',
        'u.token_version',
        's.token_epoch',
        's.maintenance_active',
        's.maintenance_message',
        's.maintenance_starts_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('role_permissions as rp')
          .innerJoin('modules as m', 'm.id', 'rp.module_id')
          .select('rp.can_view')
          .whereRef('rp.role_id', '=', 'u.role_id')
          .where('m.key', '=', 'admin')
          .limit(1)
          .as('admin_view'),
      )
      .select((eb) =>
        eb
          .selectFrom('roles as r')
          .select('r.requires_two_factor')
          .whereRef('r.id', '=', 'u.role_id')
          .limit(1)
          .as('requires_two_factor'),
      )
      .select((eb) =>
        eb
          .selectFrom('user_two_factor as tf')
          .select('tf.confirmed_at')
          .whereRef('tf.user_id', '=', 'u.id')
          .limit(1)
          .as('two_factor_confirmed'),
      )
      // The token's sign-in session, by its primary key: null once it has been ended.
      .select((eb) =>
        eb
          .selectFrom('user_sessions as us')
          .select('us.last_seen_at')
          .where('us.id', '=', sid)
          .whereRef('us.user_id', '=', 'u.id')
          .as('session_seen_at'),
      )
  );
}

/**
 * The session check of a route that answers with one module's flags (`flagsOfQuery`): the account,
 * the system state, the admin view flag and the module's four flags (null when the role has no row
 * for it) in one statement, compiled once with the module key as a parameter.
 */
const flagsSession = preparedQuery(
  ['number', 'string', 'string'],
  (db: Kysely<DB>, userId: number, sid: string, key: string) =>
    sessionBase(db, sid)
      .leftJoin('modules as fm', (join) => join.on('fm.key', '=', key))
      .leftJoin('role_permissions as frp', (join) =>
        join.onRef('frp.role_id', '=', 'u.role_id').onRef('frp.module_id', '=', 'fm.id'),
      )
      .select(['frp.can_view', 'frp.can_create', 'frp.can_update', 'frp.can_delete'])
      .where('u.id', '=', userId),
);

async function flagsSessionRow(db: Kysely<DB>, userId: number, sid: string, key: ModuleKey) {
  const rows = await flagsSession(db, userId, sid, key);
  const row = rows[0];
  return row ? { ...row, required_flag: 0 } : undefined;
}

function sessionQuery(required?: { module: ModuleKey; flag: PermissionFlag }) {
  return preparedQuery(['number', 'string'], (db: Kysely<DB>, userId: number, sid: string) =>
    sessionBase(db, sid)
      .select((eb) =>
        required
          ? eb
              .selectFrom('role_permissions as rp')
              .innerJoin('modules as m', 'm.id', 'rp.module_id')
              .select(FLAG_COLUMN[required.flag])
              .whereRef('rp.role_id', '=', 'u.role_id')
              .where('m.key', '=', required.module)
              .limit(1)
              .as('required_flag')
          : eb.val(0).as('required_flag'),
      )
      .where('u.id', '=', userId),
  );
}

type SessionQuery = ReturnType<typeof sessionQuery>;
/** One compiled query per (module, flag) a route declares, and one for signed-in-only routes. */
const sessionQueries = new Map<string, SessionQuery>();

async function sessionRow(
  db: Kysely<DB>,
  userId: number,
  sid: string,
  required?: { module: ModuleKey; flag: PermissionFlag },
) {
  const shape = required ? `${required.module}:${required.flag}` : '';
  let query = sessionQueries.get(shape);
  if (!query) {
    query = sessionQuery(required);
    sessionQueries.set(shape, query);
  }
  const rows = await query(db, userId, sid);
  return rows[0];
}

export function registerGuard(app: FastifyInstance, deps: GuardDeps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('moduleFlags', null);
  app.addHook('onRoute', assertAccessDeclared);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    if ('module' in access) {
      request.user = await authenticate(deps, request, access);
      return;
    }
    // The raw query string (validated later by the route): only a known module key is read here.
    const named = access.flagsOfQuery
      ? (request.query as Record<string, unknown> | undefined)?.[access.flagsOfQuery]
      : undefined;
    request.user = await authenticate(
      deps,
      request,
      undefined,
      typeof named === 'string' && isModuleKey(named) ? named : undefined,
    );
  });
}
