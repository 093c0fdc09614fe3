/**
 * An administrator can never lock everyone out (issue 14, 4): no role, account, status, approval or
 * deletion change may leave no active, approved account that can view and update User Roles and
 * update Admin. Each path is refused with 409 and writes nothing; changes that keep one are allowed.
 */
import { ACCOUNT_MSG, type PermissionFlag, ROLE_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let adminRoleId: number;
let clerkRoleId: number;
let moduleId: Record<string, number>;

beforeAll(async () => {
  h = await createHarness();
  const db = h.deps.db;
  adminRoleId = (
    await db.selectFrom('roles').select('id').where('name', '=', 'Administrator').executeTakeFirstOrThrow()
  ).id;
  const modules = await db.selectFrom('modules').select(['id', 'key']).execute();
  moduleId = Object.fromEntries(modules.map((m) => [m.key, m.id]));
  clerkRoleId = (await h.createUser({ grants: [{ key: 'bugreport', view: true }] })).roleId;
});
afterAll(async () => h.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  h.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const adminToken = () => h.login('admin', ADMIN_PASSWORD);
const flags = (key: string, set: Partial<Record<PermissionFlag, 0 | 1>>) => ({
  module_id: moduleId[key],
  view: set.view ?? 0,
  create: set.create ?? 0,
  update: set.update ?? 0,
  delete: set.delete ?? 0,
});
const FULL = { view: 1, create: 1, update: 1, delete: 1 } as const;

/** Everything a refusal must leave untouched: every permission row and every account. */
async function snapshot() {
  const db = h.deps.db;
  return {
    permissions: await db.selectFrom('role_permissions').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
  };
}

async function restoreAdministratorRole() {
  await h.deps.db
    .updateTable('role_permissions')
    .set({ can_view: 1, can_create: 1, can_update: 1, can_delete: 1 })
    .where('role_id', '=', adminRoleId)
    .execute();
}

/** A second administrator with a role of its own (all flags, so it may edit anyone). */
async function secondAdministrator() {
  const grants = ['userroles', 'useraccounts', 'admin'].map((key) => ({
    key: key as 'userroles',
    view: true,
    create: true,
    update: true,
    delete: true,
  }));
  return h.createUser({ grants });
}

describe('role permissions', () => {
  const lockouts: Array<[string, string, Partial<Record<PermissionFlag, 0 | 1>>]> = [
    ['untick View on User Roles', 'userroles', { create: 1, update: 1, delete: 1 }],
    ['untick Update on User Roles', 'userroles', { view: 1, create: 1, delete: 1 }],
    ['untick Update on Admin', 'admin', { view: 1, create: 1, delete: 1 }],
  ];

  it.each(lockouts)(
    'refuses to %s on the role of the last administrators; nothing written',
    async (_, key, set) => {
      const row = flags(key, set);
      const token = await adminToken();
      const before = await snapshot();
      const res = await call('PUT', 'userroles/update', token, { role_id: adminRoleId, permissions: [row] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ROLE_MSG.lastAdministratorRole });
      expect(await snapshot()).toEqual(before);
      // The administrator still manages roles.
      expect((await call('GET', 'userroles/fetch', token)).statusCode).toBe(200);
    },
  );

  it('still allows the other flags of those modules, and other modules, to change', async () => {
    const token = await adminToken();
    const res = await call('PUT', 'userroles/update', token, {
      role_id: adminRoleId,
      permissions: [
        flags('userroles', { view: 1, update: 1 }),
        flags('admin', { update: 1 }),
        flags('payroll', { view: 1 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    await restoreAdministratorRole();
  });

  it('tells the screen which role and checkboxes are kept ticked, and why', async () => {
    const res = await call('GET', 'userroles/protected', await adminToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      role_id: adminRoleId,
      flags: [
        { key: 'userroles', flag: 'view' },
        { key: 'userroles', flag: 'update' },
        { key: 'admin', flag: 'update' },
      ],
      reason: ROLE_MSG.protectedFlags,
    });
  });

  it('allows the change once another active role keeps access, then protects that role', async () => {
    const second = await secondAdministrator();
    const token = await adminToken();
    expect((await call('GET', 'userroles/protected', token)).json()).toMatchObject({
      role_id: null,
      flags: [],
    });
    const allowed = await call('PUT', 'userroles/update', token, {
      role_id: adminRoleId,
      permissions: [flags('userroles', { create: 1, update: 1, delete: 1 })],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const secondToken = await h.login(second.username);
    expect((await call('GET', 'userroles/protected', secondToken)).json()).toMatchObject({
      role_id: second.roleId,
    });
    const before = await snapshot();
    const refused = await call('PUT', 'userroles/update', secondToken, {
      role_id: second.roleId,
      permissions: [flags('admin', { view: 1 })],
    });
    expect(refused.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    await restoreAdministratorRole();
    await h.deps.db.deleteFrom('users').where('id', '=', second.id).execute();
  });

  it('an inactive or unapproved account with an administrator role does not count', async () => {
    const waiting = await h.createUser({
      approval: 'For Approval',
      grants: [
        { key: 'userroles', view: true, update: true },
        { key: 'admin', update: true },
      ],
    });
    const inactive = await h.createUser({
      status: 0,
      grants: [
        { key: 'userroles', view: true, update: true },
        { key: 'admin', update: true },
      ],
    });
    const res = await call('PUT', 'userroles/update', await adminToken(), {
      role_id: adminRoleId,
      permissions: [flags('admin', { view: 1 })],
    });
    expect(res.statusCode).toBe(409);
    await h.deps.db.deleteFrom('users').where('id', 'in', [waiting.id, inactive.id]).execute();
  });
});

describe('accounts', () => {
  it("refuses the last administrator's own role change, deactivation, rejection and deletion", async () => {
    const token = await adminToken();
    const before = await snapshot();
    const attempts: Array<[Method, string, object | undefined, string]> = [
      ['PUT', 'useraccounts/update', { user_id: 1, role_id: clerkRoleId }, ACCOUNT_MSG.lastAdministrator],
      ['PUT', 'useraccounts/update', { user_id: 1, status: false }, ACCOUNT_MSG.cannotDeactivateSelf],
      [
        'PUT',
        'useraccounts/update',
        { user_id: 1, approval_status: 'Rejected' },
        ACCOUNT_MSG.cannotDeactivateSelf,
      ],
      ['DELETE', 'useraccounts/delete?user_id=1', undefined, ACCOUNT_MSG.cannotDeleteSelf],
    ];
    for (const [method, url, payload, message] of attempts) {
      const res = await call(method, url, token, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses moving the last administrator to a role that cannot manage roles', async () => {
    const token = await adminToken();
    // A role with everything but User Roles update: not enough to give access back.
    const almost = await h.createUser({
      grants: [
        { key: 'userroles', view: true },
        { key: 'admin', view: true, update: true },
      ],
    });
    const before = await snapshot();
    const res = await call('PUT', 'useraccounts/update', token, { user_id: 1, role_id: almost.roleId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ACCOUNT_MSG.lastAdministrator });
    expect(await snapshot()).toEqual(before);
  });

  it('allows every such change to an administrator while another remains', async () => {
    const second = await secondAdministrator();
    const token = await adminToken();
    const target = await secondAdministrator();
    expect(
      (await call('PUT', 'useraccounts/update', token, { user_id: target.id, approval_status: 'Rejected' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', 'useraccounts/update', token, {
          user_id: second.id,
          approval_status: 'Approved',
          status: false,
        })
      ).statusCode,
    ).toBe(200);
    // Now user 1 is the last one again: the other administrator (inactive) cannot be counted.
    const refused = await call('PUT', 'useraccounts/update', token, { user_id: 1, role_id: clerkRoleId });
    expect(refused.json()).toEqual({ error: ACCOUNT_MSG.lastAdministrator });
    expect((await call('DELETE', `useraccounts/delete?user_id=${target.id}`, token)).statusCode).toBe(200);
    expect((await call('DELETE', `useraccounts/delete?user_id=${second.id}`, token)).statusCode).toBe(200);
  });
});

describe('concurrent changes', () => {
  it("two roles each removing the other one's access at once cannot leave none", async () => {
    const second = await secondAdministrator();
    const [adminSession, secondSession] = [await adminToken(), await h.login(second.username)];
    const results = await Promise.all([
      call('PUT', 'userroles/update', adminSession, {
        role_id: second.roleId,
        permissions: [flags('userroles', { update: 1 })],
      }),
      call('PUT', 'userroles/update', secondSession, {
        role_id: adminRoleId,
        permissions: [flags('userroles', { update: 1 })],
      }),
    ]);
    // One wins; the other is refused (409 by the rule, or 403 when its own access already went).
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const keepers = await h.deps.db
      .selectFrom('role_permissions')
      .select('role_id')
      .where('module_id', '=', moduleId.userroles as number)
      .where('can_view', '=', 1)
      .where('role_id', 'in', [adminRoleId, second.roleId])
      .execute();
    expect(keepers).toHaveLength(1);
    await restoreAdministratorRole();
    await h.deps.db.deleteFrom('users').where('id', '=', second.id).execute();
  });
});

describe('saving without a change', () => {
  it('is allowed on the protected role (the flags stay ticked)', async () => {
    const res = await call('PUT', 'userroles/update', await adminToken(), {
      role_id: adminRoleId,
      permissions: [flags('userroles', FULL), flags('admin', FULL)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role.role_id).toBe(adminRoleId);
  });
});
