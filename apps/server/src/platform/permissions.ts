/** Reads role permissions from the database: the server's only source of truth for access. */
import {
  MODULES,
  type ModuleKey,
  NO_PERMISSIONS,
  type PermissionFlag,
  type PermissionMap,
  type PermissionSet,
} from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { preparedQuery } from './prepared-query.ts';

interface PermissionRow {
  key: string;
  can_view: number;
  can_create: number;
  can_update: number;
  can_delete: number;
}

function toSet(row: PermissionRow | undefined): PermissionSet {
  if (!row) return { ...NO_PERMISSIONS };
  return {
    view: row.can_view === 1,
    create: row.can_create === 1,
    update: row.can_update === 1,
    delete: row.can_delete === 1,
  };
}

function permissionRows(db: Kysely<DB>, roleId: number) {
  return db
    .selectFrom('role_permissions as rp')
    .innerJoin('modules as m', 'm.id', 'rp.module_id')
    .select(['m.key', 'rp.can_view', 'rp.can_create', 'rp.can_update', 'rp.can_delete'])
    .where('rp.role_id', '=', roleId);
}

/** Read on every sign-in and session check: compiled once (prepared-query.ts). */
const allPermissionRows = preparedQuery(['number'], permissionRows);

/** Compiled once per list of modules; a list is code's own (or one validated module key). */
const someRows = new Map<string, (db: Kysely<DB>, roleId: number) => Promise<PermissionRow[]>>();

function somePermissionRows(keys: readonly ModuleKey[]) {
  const shape = keys.join(',');
  let query = someRows.get(shape);
  if (!query) {
    query = preparedQuery(['number'], (db: Kysely<DB>, roleId: number) =>
      permissionRows(db, roleId).where('m.key', 'in', keys),
    );
    someRows.set(shape, query);
  }
  return query;
}

/** Every module's flags for a role (missing rows are all false). */
export async function permissionsForRole(db: Kysely<DB>, roleId: number): Promise<PermissionMap> {
  const rows = await allPermissionRows(db, roleId);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const map: PermissionMap = {};
  for (const m of MODULES) map[m.key] = toSet(byKey.get(m.key));
  return map;
}

/** The flags of one or more modules for a role, in one query. */
export async function permissionsFor(
  db: Kysely<DB>,
  roleId: number,
  keys: readonly ModuleKey[],
): Promise<Map<string, PermissionSet>> {
  if (keys.length === 0) return new Map();
  const rows = await somePermissionRows(keys)(db, roleId);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return new Map(keys.map((k) => [k, toSet(byKey.get(k))]));
}

export function allows(set: PermissionSet | undefined, flag: PermissionFlag): boolean {
  return set?.[flag] === true;
}
