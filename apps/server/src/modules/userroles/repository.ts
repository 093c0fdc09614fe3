/** Queries of the user roles area: roles, their account counts and their permission rows. */
import type { Role, RolePermissionRow } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

const asFlag = (value: number | null): 0 | 1 => (value === 1 ? 1 : 0);

function roleQuery(db: Kysely<DB>) {
  return db
    .selectFrom('roles as r')
    .leftJoin('users as u', 'u.role_id', 'r.id')
    .select(['r.id', 'r.name', 'r.requires_two_factor'])
    .select((eb) => eb.fn.count<number>('u.id').as('account_count'))
    .groupBy(['r.id', 'r.name', 'r.requires_two_factor']);
}

type RoleRecord = {
  id: number;
  name: string;
  requires_two_factor: number;
  account_count: number | string | bigint;
};
const toRole = (r: RoleRecord): Role => ({
  role_id: r.id,
  role_name: r.name,
  account_count: Number(r.account_count),
  requires_two_factor: r.requires_two_factor === 1,
});

export async function listRoles(db: Kysely<DB>): Promise<Role[]> {
  const rows = await roleQuery(db).orderBy('r.name').execute();
  return rows.map(toRole);
}

export async function findRole(db: Kysely<DB>, roleId: number): Promise<Role | undefined> {
  const row = await roleQuery(db).where('r.id', '=', roleId).executeTakeFirst();
  return row && toRole(row);
}

/**
 * Another role with the same name, compared case-insensitively. Roles are few, so the comparison
 * runs here: SQLite's lower() folds only ASCII, JavaScript's folds every letter ('Ñ' and 'ñ').
 */
export async function roleNameTaken(db: Kysely<DB>, name: string, exceptRoleId?: number): Promise<boolean> {
  const key = name.toLowerCase();
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  return roles.some((r) => r.id !== exceptRoleId && r.name.toLowerCase() === key);
}

/** One row per module, in sidebar order (group, then module); modules without a row are all 0. */
export async function permissionRows(db: Kysely<DB>, roleId: number): Promise<RolePermissionRow[]> {
  const rows = await db
    .selectFrom('modules as m')
    .innerJoin('module_groups as g', 'g.id', 'm.group_id')
    .leftJoin('role_permissions as rp', (join) =>
      join.onRef('rp.module_id', '=', 'm.id').on('rp.role_id', '=', roleId),
    )
    .select([
      'rp.id as log_no',
      'm.id as module_id',
      'm.group_id as module_group_id',
      'g.name as module_group',
      'm.key',
      'm.name',
      'rp.can_view',
      'rp.can_create',
      'rp.can_update',
      'rp.can_delete',
    ])
    .orderBy('g.sort_order')
    .orderBy('m.sort_order')
    .execute();
  return rows.map((r) => ({
    log_no: r.log_no,
    role_id: roleId,
    module_id: r.module_id,
    module_group_id: r.module_group_id,
    module_group: r.module_group,
    key: r.key,
    name: r.name,
    view: asFlag(r.can_view),
    create: asFlag(r.can_create),
    update: asFlag(r.can_update),
    delete: asFlag(r.can_delete),
  }));
}

export async function moduleIds(db: Kysely<DB>): Promise<Set<number>> {
  const rows = await db.selectFrom('modules').select('id').execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertRole(
  db: Kysely<DB>,
  name: string,
  requiresTwoFactor: boolean,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({ name, requires_two_factor: requiresTwoFactor ? 1 : 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameRole(db: Kysely<DB>, roleId: number, name: string, now: string): Promise<void> {
  await db.updateTable('roles').set({ name, updated_at: now }).where('id', '=', roleId).execute();
}

export async function setRequiresTwoFactor(
  db: Kysely<DB>,
  roleId: number,
  required: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable('roles')
    .set({ requires_two_factor: required ? 1 : 0, updated_at: now })
    .where('id', '=', roleId)
    .execute();
}

export async function touchRole(db: Kysely<DB>, roleId: number, now: string): Promise<void> {
  await db.updateTable('roles').set({ updated_at: now }).where('id', '=', roleId).execute();
}

export interface PermissionFlags {
  module_id: number;
  can_view: 0 | 1;
  can_create: 0 | 1;
  can_update: 0 | 1;
  can_delete: 0 | 1;
}

/** Writes the given modules' flags (insert or overwrite), leaving the other modules as they are. */
export async function upsertPermissions(
  db: Kysely<DB>,
  roleId: number,
  rows: readonly PermissionFlags[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values(rows.map((r) => ({ role_id: roleId, ...r })))
    .onConflict((oc) =>
      oc.columns(['role_id', 'module_id']).doUpdateSet((eb) => ({
        can_view: eb.ref('excluded.can_view'),
        can_create: eb.ref('excluded.can_create'),
        can_update: eb.ref('excluded.can_update'),
        can_delete: eb.ref('excluded.can_delete'),
      })),
    )
    .execute();
}

export async function deleteRoleRow(db: Kysely<DB>, roleId: number): Promise<void> {
  // Accounts are checked first; the permission rows go with the role.
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  await db.deleteFrom('roles').where('id', '=', roleId).execute();
}
