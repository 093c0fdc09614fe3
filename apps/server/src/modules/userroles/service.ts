/**
 * Role rules (spec 3 "Role", "Role permission row"; 5 "Roles"; 6): unique names (case-insensitive),
 * permission rows saved in one transaction, no deleting a role that accounts still have, and no
 * change that leaves no administrator. The permission guard reads role_permissions on every
 * request, so a saved change applies to signed-in users at their next request.
 */
import {
  type FlagInput,
  PERMISSION_FLAGS,
  type ProtectedPermissions,
  ROLE_MSG,
  type Role,
  type RolePermissionInput,
  type RolePermissionRow,
  type RoleWithPermissions,
} from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import {
  ADMIN_MODULE_KEY,
  actorPermissions,
  administratorRoleIds,
  countAdministrators,
  flagsKeepAccess,
  KEEPER_FLAGS,
  lockAccessControl,
  ROLES_MODULE_KEY,
} from '../useraccounts/administrators.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const toFlag = (value: FlagInput): 0 | 1 => (value === 1 || value === true ? 1 : 0);

async function loadRole(db: Kysely<DB>, roleId: number): Promise<Role> {
  const role = await repo.findRole(db, roleId);
  if (!role) throw notFound(ROLE_MSG.notFound);
  return role;
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLE_MSG.duplicateName);
    throw error;
  }
}

export const listRoles = (deps: Deps) => repo.listRoles(deps.db);

export async function fetchPermissions(deps: Deps, roleId: number): Promise<RolePermissionRow[]> {
  await loadRole(deps.db, roleId);
  return repo.permissionRows(deps.db, roleId);
}

export async function createRole(
  deps: Deps,
  actor: Actor,
  input: { role_name: string; requires_two_factor?: boolean | undefined },
): Promise<Role> {
  const requiresTwoFactor = input.requires_two_factor === true;
  const roleId = await uniqueName(() =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.roleNameTaken(trx, input.role_name)) throw conflict(ROLE_MSG.duplicateName);
      const now = deps.clock.now().toISOString();
      const id = await repo.insertRole(trx, input.role_name, requiresTwoFactor, now);
      await recordAudit(trx, deps.clock, actor, {
        action: 'create',
        entity: 'role',
        entityId: id,
        details: { old: null, new: { role_name: input.role_name, requires_two_factor: requiresTwoFactor } },
      });
      return id;
    }),
  );
  return loadRole(deps.db, roleId);
}

type FlagsOf = Pick<RolePermissionRow, 'view' | 'create' | 'update' | 'delete'>;
const sameFlags = (a: FlagsOf, b: FlagsOf) =>
  a.view === b.view && a.create === b.create && a.update === b.update && a.delete === b.delete;
const flagsOf = (r: FlagsOf): FlagsOf => ({
  view: r.view,
  create: r.create,
  update: r.update,
  delete: r.delete,
});

/** The rows that differ from what is stored, checked against the module list. */
async function changedPermissions(
  db: Kysely<DB>,
  current: readonly RolePermissionRow[],
  input: readonly RolePermissionInput[],
): Promise<Array<{ before: RolePermissionRow; after: FlagsOf }>> {
  const known = await repo.moduleIds(db);
  const seen = new Set<number>();
  const byModule = new Map(current.map((r) => [r.module_id, r]));
  const changes: Array<{ before: RolePermissionRow; after: FlagsOf }> = [];
  for (const row of input) {
    if (!known.has(row.module_id)) throw invalid(ROLE_MSG.unknownModule);
    if (seen.has(row.module_id)) throw invalid(ROLE_MSG.duplicateModule);
    seen.add(row.module_id);
    const before = byModule.get(row.module_id);
    if (!before) throw invalid(ROLE_MSG.unknownModule);
    const after = {
      view: toFlag(row.view),
      create: toFlag(row.create),
      update: toFlag(row.update),
      delete: toFlag(row.delete),
    };
    if (!sameFlags(before, after)) changes.push({ before, after });
  }
  return changes;
}

/** Every flag turned on must be one the acting user holds. */
async function checkGrantsHeld(
  db: Kysely<DB>,
  actor: Actor,
  changes: ReadonlyArray<{ before: RolePermissionRow; after: FlagsOf }>,
): Promise<void> {
  const held = await actorPermissions(db, actor.userId);
  for (const { before, after } of changes) {
    const mine = held[before.key as keyof typeof held];
    for (const flag of PERMISSION_FLAGS) {
      if (after[flag] === 1 && before[flag] !== 1 && mine?.[flag] !== true) {
        throw conflict(ROLE_MSG.grantBeyondYours);
      }
    }
  }
}

/** The role's User Roles and Admin flags, before or after the changes. */
function keeperFlags(
  current: readonly RolePermissionRow[],
  changes: ReadonlyArray<{ before: RolePermissionRow; after: FlagsOf }>,
  applied: boolean,
) {
  const changed = new Map(changes.map((c) => [c.before.key, c.after]));
  const flagsFor = (key: string) => {
    const row = current.find((r) => r.key === key);
    return (applied ? changed.get(key) : undefined) ?? (row ? flagsOf(row) : undefined);
  };
  return { userroles: flagsFor(ROLES_MODULE_KEY), admin: flagsFor(ADMIN_MODULE_KEY) };
}

/**
 * Taking a keeper flag (User Roles view or update, Admin update) away from this role must leave an
 * administrator with another role.
 */
async function checkAdministratorsRemain(
  db: Kysely<DB>,
  roleId: number,
  current: readonly RolePermissionRow[],
  changes: ReadonlyArray<{ before: RolePermissionRow; after: FlagsOf }>,
): Promise<void> {
  if (!flagsKeepAccess(keeperFlags(current, changes, false))) return;
  if (flagsKeepAccess(keeperFlags(current, changes, true))) return;
  const withThisRole = await countAdministrators(db);
  const withOtherRoles = await countAdministrators(db, { roleId });
  if (withThisRole > 0 && withOtherRoles === 0) throw conflict(ROLE_MSG.lastAdministratorRole);
}

/**
 * Which checkboxes the User Roles screen must keep ticked: the keeper flags of the one role that
 * holds every administrator (none when administrators have two roles or more, or none exist).
 */
export async function protectedPermissions(deps: Deps): Promise<ProtectedPermissions> {
  const roleIds = await administratorRoleIds(deps.db);
  const roleId = roleIds.length === 1 ? (roleIds[0] as number) : null;
  return {
    role_id: roleId,
    flags: roleId === null ? [] : KEEPER_FLAGS.map(({ module, flag }) => ({ key: module, flag })),
    reason: roleId === null ? null : ROLE_MSG.protectedFlags,
  };
}

export async function updateRole(
  deps: Deps,
  actor: Actor,
  input: {
    role_id: number;
    role_name?: string | undefined;
    permissions?: RolePermissionInput[] | undefined;
    requires_two_factor?: boolean | undefined;
  },
): Promise<RoleWithPermissions> {
  await uniqueName(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockAccessControl(trx);
      const role = await loadRole(trx, input.role_id);
      const now = deps.clock.now().toISOString();
      const rename = input.role_name !== undefined && input.role_name !== role.role_name;
      if (rename && (await repo.roleNameTaken(trx, input.role_name as string, role.role_id))) {
        throw conflict(ROLE_MSG.duplicateName);
      }
      const current = await repo.permissionRows(trx, role.role_id);
      const changes = await changedPermissions(trx, current, input.permissions ?? []);
      await checkGrantsHeld(trx, actor, changes);
      await checkAdministratorsRemain(trx, role.role_id, current, changes);

      const twoFactor =
        input.requires_two_factor !== undefined && input.requires_two_factor !== role.requires_two_factor;
      if (rename) await repo.renameRole(trx, role.role_id, input.role_name as string, now);
      else if (changes.length > 0) await repo.touchRole(trx, role.role_id, now);
      if (twoFactor)
        await repo.setRequiresTwoFactor(trx, role.role_id, input.requires_two_factor === true, now);
      await repo.upsertPermissions(
        trx,
        role.role_id,
        changes.map(({ before, after }) => ({
          module_id: before.module_id,
          can_view: after.view,
          can_create: after.create,
          can_update: after.update,
          can_delete: after.delete,
        })),
      );
      if (!rename && !twoFactor && changes.length === 0) return;
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: 'role',
        entityId: role.role_id,
        details: {
          old: {
            role_name: role.role_name,
            requires_two_factor: role.requires_two_factor,
            permissions: Object.fromEntries(changes.map((c) => [c.before.key, flagsOf(c.before)])),
          },
          new: {
            role_name: input.role_name ?? role.role_name,
            requires_two_factor: input.requires_two_factor ?? role.requires_two_factor,
            permissions: Object.fromEntries(changes.map((c) => [c.before.key, c.after])),
          },
        },
      });
    }),
  );
  const [role, permissions] = await Promise.all([
    loadRole(deps.db, input.role_id),
    repo.permissionRows(deps.db, input.role_id),
  ]);
  return { role, permissions };
}

export async function deleteRole(deps: Deps, actor: Actor, roleId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockAccessControl(trx);
    const role = await loadRole(trx, roleId);
    if (role.account_count > 0) throw conflict(ROLE_MSG.stillAssigned(role.account_count));
    const permissions = await repo.permissionRows(trx, roleId);
    await repo.deleteRoleRow(trx, roleId);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'role',
      entityId: roleId,
      details: {
        old: {
          role_name: role.role_name,
          permissions: Object.fromEntries(
            permissions.filter((p) => p.log_no !== null).map((p) => [p.key, flagsOf(p)]),
          ),
        },
        new: null,
      },
    });
  });
}
