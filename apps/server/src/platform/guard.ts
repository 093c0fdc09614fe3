/**
 * The permission guard. Every route declares `config.access`:
 *   { public: true }                      anyone, no token
 *   { authenticated: true }               any signed-in user (session check, permission lookup)
 *   { module: 'payroll', flag: 'view' }   the role's current flag, read from the database
 * Registering an /api route without a declaration fails at start (see `assertAccessDeclared`).
 * Tokens are checked against the user's current state on every request: saved accounts, inactive
 * accounts, revoked epochs and maintenance mode take effect at once, across processes.
 */
import { type ModuleKey, MSG, type PermissionFlag } from '@sahod/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { preparedQuery } from './prepared-query.ts';
import { readSystemState } from './system-state.ts';
import { type TokenKeys, verifyToken } from './tokens.ts';

export type Access = { public: true } | { authenticated: true } | { module: ModuleKey; flag: PermissionFlag };

export interface AuthUser {
  id: number;
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
}

/**
 * Resolves the signed-in user of a request or throws 401/423. With `module`, also checks its flag
 * (403), reading the admin and module permissions in one query.
 */
export async function authenticate(
  deps: GuardDeps,
  request: FastifyRequest,
  required?: { module: ModuleKey; flag: PermissionFlag },
): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  const verified = await verifyToken(deps.keys, deps.clock, token);
  if (!verified) throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
  const row = await sessionRow(deps.db, verified.userId, required);
  if (!row) throw new AppError('UNAUTHENTICATED', MSG.sessionExpired);
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
  if (required && row.required_flag !== 1) {
    throw new AppError('FORBIDDEN', MSG.noPermission);
  }
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    roleId: user.role_id,
    employeeId: user.employee_id,
    isAdmin,
  };
}

const FLAG_COLUMN = {
  view: 'rp.can_view',
  create: 'rp.can_create',
  update: 'rp.can_update',
  delete: 'rp.can_delete',
} as const;

/**
 * Everything a request's check needs in one query: the account, the system state row, the role's
 * admin view flag and the required module flag. Compiled once per (module, flag) and executed with
 * the user's id on every request (see prepared-query.ts): the check itself always reads the
 * database.
 */
function sessionQuery(required?: { module: ModuleKey; flag: PermissionFlag }) {
  return preparedQuery(['number'], (db: Kysely<DB>, userId: number) =>
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
      .select((eb) => {
        const flagOf = (key: string, column: (typeof FLAG_COLUMN)[PermissionFlag]) =>
          eb
            .selectFrom('role_permissions as rp')
            .innerJoin('modules as m', 'm.id', 'rp.module_id')
            .select(column)
            .whereRef('rp.role_id', '=', 'u.role_id')
            .where('m.key', '=', key)
            .limit(1);
        return [
          flagOf('admin', FLAG_COLUMN.view).as('admin_view'),
          required
            ? flagOf(required.module, FLAG_COLUMN[required.flag]).as('required_flag')
            : eb.val(0).as('required_flag'),
        ];
      })
      .where('u.id', '=', userId),
  );
}

type SessionQuery = ReturnType<typeof sessionQuery>;
/** One compiled query per (module, flag) a route declares, and one for signed-in-only routes. */
const sessionQueries = new Map<string, SessionQuery>();

async function sessionRow(
  db: Kysely<DB>,
  userId: number,
  required?: { module: ModuleKey; flag: PermissionFlag },
) {
  const shape = required ? `${required.module}:${required.flag}` : '';
  let query = sessionQueries.get(shape);
  if (!query) {
    query = sessionQuery(required);
    sessionQueries.set(shape, query);
  }
  const rows = await query(db, userId);
  return rows[0];
}

export function registerGuard(app: FastifyInstance, deps: GuardDeps): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', assertAccessDeclared);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    request.user = await authenticate(deps, request, 'module' in access ? access : undefined);
  });
}
