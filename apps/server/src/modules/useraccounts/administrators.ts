/**
 * The rules that keep access control safe:
 * - At least one administrator must remain. An administrator is an active, approved account whose
 *   role can view and update User Roles (so it can give access back to anyone) and update Admin
 *   (the flag that runs the Admin Panel). No role, account, status, approval or deletion change
 *   may leave none; `npm run reset-admin` recovers an installation that got there another way.
 * - Nobody hands out more than they hold: an account whose role has a permission the acting user
 *   lacks cannot be created, edited, given that role or deleted by them (otherwise a user with
 *   only User Accounts rights could reset an administrator's password and sign in as them), and a
 *   role cannot be granted a flag the acting user lacks.
 * Account and role writes take the access-control lock first, so two concurrent changes cannot
 * each remove "the other" administrator.
 */
import { MODULES, PERMISSION_FLAGS, type PermissionMap } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { permissionsForRole } from '../../platform/permissions.ts';

export const ADMIN_MODULE_KEY = 'admin';
export const ROLES_MODULE_KEY = 'userroles';

/**
 * The flags an account needs to give access back to anyone (view and update User Roles) and to
 * run the Admin Panel (update Admin). An administrator is an active, approved account whose role
 * has all of them; at least one must always remain.
 */
export const KEEPER_FLAGS = [
  { module: ROLES_MODULE_KEY, flag: 'view' },
  { module: ROLES_MODULE_KEY, flag: 'update' },
  { module: ADMIN_MODULE_KEY, flag: 'update' },
] as const;

type Flags = { view: number; create: number; update: number; delete: number };

/** Whether flags of the User Roles and Admin modules (0/1) make a role administrative. */
export function flagsKeepAccess(flags: {
  userroles?: Partial<Flags> | undefined;
  admin?: Partial<Flags> | undefined;
}): boolean {
  return KEEPER_FLAGS.every(({ module, flag }) => flags[module]?.[flag] === 1);
}

/**
 * Serialises account and role writes: a no-op update of the single system_state row, which takes
 * its row lock on PostgreSQL until the transaction ends (SQLite runs one write transaction at a
 * time anyway). Portable SQL, so both dialects share it.
 */
export async function lockAccessControl(trx: Kysely<DB>): Promise<void> {
  await trx
    .updateTable('system_state')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', 1)
    .execute();
}

/** The roles that have every keeper flag. */
function keeperRoles(db: Kysely<DB>) {
  return db
    .selectFrom('role_permissions as rp')
    .innerJoin('modules as m', 'm.id', 'rp.module_id')
    .select('rp.role_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('m.key', '=', ROLES_MODULE_KEY), eb('rp.can_view', '=', 1), eb('rp.can_update', '=', 1)]),
        eb.and([eb('m.key', '=', ADMIN_MODULE_KEY), eb('rp.can_update', '=', 1)]),
      ]),
    )
    .groupBy('rp.role_id')
    .having((eb) => eb.fn.countAll(), '=', 2);
}

/** Whether the role has every keeper flag. */
export async function roleIsAdministrative(db: Kysely<DB>, roleId: number): Promise<boolean> {
  const row = await keeperRoles(db).where('rp.role_id', '=', roleId).executeTakeFirst();
  return row !== undefined;
}

function administratorsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .where('u.status', '=', 1)
    .where('u.approval_status', '=', 'Approved')
    .where('u.role_id', 'in', keeperRoles(db));
}

/** Active, approved accounts whose role has every keeper flag, leaving out one account or one role. */
export async function countAdministrators(
  db: Kysely<DB>,
  exclude: { userId?: number; roleId?: number } = {},
): Promise<number> {
  let query = administratorsQuery(db).select((eb) => eb.fn.countAll<number>().as('n'));
  if (exclude.userId !== undefined) query = query.where('u.id', '<>', exclude.userId);
  if (exclude.roleId !== undefined) query = query.where('u.role_id', '<>', exclude.roleId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The roles of the administrators (usually one). */
export async function administratorRoleIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await administratorsQuery(db).select('u.role_id').distinct().execute();
  return rows.map((r) => r.role_id);
}

/** Whether an account with these values counts as an administrator. */
export async function isAdministrator(
  db: Kysely<DB>,
  account: { status: number; approval_status: string; role_id: number },
): Promise<boolean> {
  if (account.status !== 1 || account.approval_status !== 'Approved') return false;
  return roleIsAdministrative(db, account.role_id);
}

/** The current permissions of the acting user's role (all false when the actor is unknown). */
export async function actorPermissions(db: Kysely<DB>, actorUserId: number | null): Promise<PermissionMap> {
  if (actorUserId === null) return {};
  const actor = await db
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', actorUserId)
    .executeTakeFirst();
  return actor ? permissionsForRole(db, actor.role_id) : {};
}

/** Whether `held` has every flag that `wanted` has. */
export function holdsAll(held: PermissionMap, wanted: PermissionMap): boolean {
  return MODULES.every((m) =>
    PERMISSION_FLAGS.every((f) => !wanted[m.key]?.[f] || held[m.key]?.[f] === true),
  );
}

/** Whether the acting user holds every permission of the role. */
export async function actorHoldsRole(db: Kysely<DB>, held: PermissionMap, roleId: number): Promise<boolean> {
  return holdsAll(held, await permissionsForRole(db, roleId));
}
