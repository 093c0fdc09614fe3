/**
 * Reference data every installation needs: permission modules, the Administrator role with every
 * flag, the system state row and the first administrator. Idempotent and safe when several
 * processes start at once (inserts skip rows that exist).
 */
import { MODULE_GROUPS, MODULES } from '@sahod/shared';
import type { Kysely } from 'kysely';
import { seedValueLists } from '../modules/dropdown/valueLists.ts';
import { seedPayCategories } from '../modules/earningsdeductions/seed.ts';
import type { Clock } from '../platform/clock.ts';
import { generatePassword, hashPassword } from '../platform/passwords.ts';
import { ensureSystemState } from '../platform/system-state.ts';
import type { DB } from './types.ts';

export const ADMINISTRATOR_ROLE = 'Administrator';

export async function seedModules(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('module_groups')
    .values(MODULE_GROUPS.map((g, i) => ({ id: g.id, name: g.name, sort_order: i + 1 })))
    // A group added between others (Reports) moves the later ones down in an existing database too.
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ sort_order: eb.ref('excluded.sort_order') })))
    .execute();
  await db
    .insertInto('modules')
    .values(MODULES.map((m, i) => ({ key: m.key, name: m.name, group_id: m.groupId, sort_order: i + 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        group_id: eb.ref('excluded.group_id'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

/**
 * Creates a role if missing and returns its id. `requiresTwoFactor` applies only when it is created
 * (an existing role keeps what an administrator set).
 */
export async function ensureRole(
  db: Kysely<DB>,
  clock: Clock,
  name: string,
  options: { requiresTwoFactor?: boolean } = {},
): Promise<number> {
  const now = clock.now().toISOString();
  await db
    .insertInto('roles')
    .values({
      name,
      requires_two_factor: options.requiresTwoFactor ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const role = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return role.id;
}

/** Grants flags on the listed modules (missing rows only; an edited role keeps its edits). */
export async function grantModules(
  db: Kysely<DB>,
  roleId: number,
  grants: ReadonlyArray<{
    key: string;
    view?: boolean;
    create?: boolean;
    update?: boolean;
    delete?: boolean;
  }>,
): Promise<void> {
  if (grants.length === 0) return;
  const modules = await db.selectFrom('modules').select(['id', 'key']).execute();
  const idByKey = new Map(modules.map((m) => [m.key, m.id]));
  const rows = grants.map((g) => {
    const moduleId = idByKey.get(g.key);
    if (moduleId === undefined) throw new Error(`Unknown module ${g.key}`);
    return {
      role_id: roleId,
      module_id: moduleId,
      can_view: g.view ? 1 : 0,
      can_create: g.create ? 1 : 0,
      can_update: g.update ? 1 : 0,
      can_delete: g.delete ? 1 : 0,
    };
  });
  await db
    .insertInto('role_permissions')
    .values(rows)
    .onConflict((oc) => oc.columns(['role_id', 'module_id']).doNothing())
    .execute();
}

export interface SeedResult {
  /** Set only when this call created the first administrator with a generated password. */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
}

export async function seedReference(
  db: Kysely<DB>,
  clock: Clock,
  admin: { username: string; password: string | undefined },
): Promise<SeedResult> {
  await ensureSystemState(db, clock);
  await seedModules(db);
  await seedValueLists(db, clock);
  await seedPayCategories(db, clock);
  // Issue 25 §2: the roles that can see pay or change roles require two-factor sign-in.
  const roleId = await ensureRole(db, clock, ADMINISTRATOR_ROLE, { requiresTwoFactor: true });
  await grantModules(
    db,
    roleId,
    MODULES.map((m) => ({ key: m.key, view: true, create: true, update: true, delete: true })),
  );

  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { generatedAdminPassword: null, adminCreated: false };
  const password = admin.password ?? generatePassword();
  const now = clock.now().toISOString();
  const inserted = await db
    .insertInto('users')
    .values({
      username: admin.username,
      username_key: admin.username.toLowerCase(),
      name: 'System Administrator',
      password_hash: await hashPassword(password),
      role_id: roleId,
      employee_id: null,
      company_id: null,
      department_id: null,
      designation_id: null,
      status: 1,
      approval_status: 'Approved',
      token_version: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('username_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return {
    adminCreated: inserted !== undefined,
    generatedAdminPassword: inserted && !admin.password ? password : null,
  };
}
