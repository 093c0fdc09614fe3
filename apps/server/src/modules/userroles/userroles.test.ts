import { MODULE_GROUPS, MODULES, MSG, ROLE_MSG, type RolePermissionRow } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let adminRoleId: number;
let moduleId: Record<string, number>;
beforeAll(async () => {
  h = await createHarness();
  adminRoleId = (
    await h.deps.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Administrator')
      .executeTakeFirstOrThrow()
  ).id;
  const modules = await h.deps.db.selectFrom('modules').select(['id', 'key']).execute();
  moduleId = Object.fromEntries(modules.map((m) => [m.key, m.id]));
});
afterAll(async () => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/userroles/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });
const adminToken = () => h.login('admin', ADMIN_PASSWORD);
let seq = 0;
const roleName = () => `Role ${++seq} ${Date.now() % 100000}`;

async function createRole(name = roleName()): Promise<number> {
  const res = await call('POST', 'create', await adminToken(), { role_name: name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().role_id;
}
const perms = async (roleId: number) =>
  (await call('GET', `fetchPerms?id=${roleId}`, await adminToken())).json() as RolePermissionRow[];
const roleCount = async () =>
  Number(
    (
      await h.deps.db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedPermissions = (roleId: number) =>
  h.deps.db
    .selectFrom('role_permissions')
    .select(['module_id', 'can_view', 'can_create', 'can_update', 'can_delete'])
    .where('role_id', '=', roleId)
    .orderBy('module_id')
    .execute();
const row = (
  key: string,
  flags: Partial<Record<'view' | 'create' | 'update' | 'delete', 0 | 1 | boolean>>,
) => ({
  module_id: moduleId[key],
  view: 0,
  create: 0,
  update: 0,
  delete: 0,
  ...flags,
});

/** Every flag on every module for the Administrator role, as the seed leaves it. */
async function resetAdministratorRole() {
  await h.deps.db
    .updateTable('role_permissions')
    .set({ can_view: 1, can_create: 1, can_update: 1, can_delete: 1 })
    .where('role_id', '=', adminRoleId)
    .execute();
}

describe('access', () => {
  const routes: Array<[Method, string, 'view' | 'create' | 'update' | 'delete']> = [
    ['GET', 'fetch', 'view'],
    ['GET', 'fetchPerms?id=1', 'view'],
    ['POST', 'create', 'create'],
    ['PUT', 'update', 'update'],
    ['DELETE', 'delete?role_id=1', 'delete'],
  ];

  it('answers 401 without a token', async () => {
    for (const [method, url] of routes) expect((await call(method, url)).statusCode, url).toBe(401);
  });

  it('answers 403 without the flag each route needs (useraccounts permission is not enough)', async () => {
    for (const [method, url, flag] of routes) {
      const others = (['view', 'create', 'update', 'delete'] as const).filter((f) => f !== flag);
      const user = await h.createUser({
        grants: [
          { key: 'userroles', ...Object.fromEntries(others.map((f) => [f, true])) },
          { key: 'useraccounts', view: true, create: true, update: true, delete: true },
        ],
      });
      const before = await roleCount();
      const res = await call(method, url, await h.login(user.username), {
        role_name: roleName(),
        role_id: adminRoleId,
        permissions: [row('admin', {})],
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: MSG.noPermission });
      expect(await roleCount()).toBe(before);
      expect((await perms(adminRoleId)).every((p) => p.view === 1 && p.update === 1)).toBe(true);
    }
  });
});

describe('fetch and fetchPerms', () => {
  it('lists roles with the number of accounts that have them', async () => {
    const user = await h.createUser();
    const empty = await createRole();
    const roles = (await call('GET', 'fetch', await adminToken())).json() as Array<Record<string, unknown>>;
    expect(roles).toEqual(
      expect.arrayContaining([
        { role_id: adminRoleId, role_name: 'Administrator', account_count: 1, requires_two_factor: true },
        expect.objectContaining({ role_id: user.roleId, account_count: 1 }),
        expect.objectContaining({ role_id: empty, account_count: 0 }),
      ]),
    );
  });

  it('returns a row for every module, grouped in sidebar order, flags as 0/1', async () => {
    const roleId = await createRole();
    const rows = await perms(roleId);
    expect(rows).toHaveLength(MODULES.length);
    expect(new Set(rows.map((r) => r.key))).toEqual(new Set(MODULES.map((m) => m.key)));
    const groupOrder = MODULE_GROUPS.map((g) => g.id as number);
    const positions = rows.map((r) => groupOrder.indexOf(r.module_group_id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(rows[0]).toEqual({
      log_no: null,
      role_id: roleId,
      module_id: moduleId.employee_list,
      module_group_id: 1,
      module_group: 'Employee Management',
      key: 'employee_list',
      name: 'Employee List',
      view: 0,
      create: 0,
      update: 0,
      delete: 0,
    });
    const admin = await perms(adminRoleId);
    expect(admin.every((r) => r.view === 1 && r.create === 1 && r.update === 1 && r.delete === 1)).toBe(true);
    expect(admin.every((r) => typeof r.log_no === 'number')).toBe(true);
  });

  it('answers 404 for an unknown role and 400 for a missing or bad id', async () => {
    const token = await adminToken();
    const res = await call('GET', 'fetchPerms?id=999999', token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ROLE_MSG.notFound });
    for (const bad of ['fetchPerms', 'fetchPerms?id=', 'fetchPerms?id=abc', 'fetchPerms?id=99999999999']) {
      expect((await call('GET', bad, token)).statusCode, bad).toBe(400);
    }
  });
});

describe('create', () => {
  it('creates a role with no permissions', async () => {
    const name = roleName();
    const res = await call('POST', 'create', await adminToken(), { role_name: `  ${name}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      role_id: expect.any(Number),
      role_name: name,
      account_count: 0,
      requires_two_factor: false,
    });
    expect(await storedPermissions(res.json().role_id)).toEqual([]);
  });

  it("creates a role with 'Requires two-factor sign-in' on (audited); a non-boolean is refused", async () => {
    const token = await adminToken();
    const name = roleName();
    const res = await call('POST', 'create', token, { role_name: name, requires_two_factor: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role_name: name, requires_two_factor: true });
    const stored = await h.deps.db
      .selectFrom('roles')
      .select('requires_two_factor')
      .where('id', '=', res.json().role_id)
      .executeTakeFirstOrThrow();
    expect(stored.requires_two_factor).toBe(1);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'role')
      .where('entity_id', '=', String(res.json().role_id))
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}').new).toEqual({ role_name: name, requires_two_factor: true });
    const before = await roleCount();
    const bad = await call('POST', 'create', token, { role_name: roleName(), requires_two_factor: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(await roleCount()).toBe(before);
  });

  it("requires a name ('Role name is required.') and refuses a duplicate, case-insensitively", async () => {
    const token = await adminToken();
    await createRole('Señor Ñino');
    const before = await roleCount();
    for (const payload of [{ role_name: '' }, { role_name: '   ' }, {}, { role_name: null }]) {
      const res = await call('POST', 'create', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: ROLE_MSG.nameRequired });
    }
    for (const name of ['Administrator', 'administrator', ' ADMINISTRATOR ', 'SEÑOR ÑINO']) {
      const res = await call('POST', 'create', token, { role_name: name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ROLE_MSG.duplicateName });
    }
    expect(await roleCount()).toBe(before);
  });
});

describe('update', () => {
  it('saves permission rows and renames, in one request; other modules keep their flags', async () => {
    const token = await adminToken();
    const roleId = await createRole();
    const first = await call('PUT', 'update', token, {
      role_id: roleId,
      permissions: [row('payroll', { view: 1, create: 1 }), row('timesheet', { view: true, update: true })],
    });
    expect(first.statusCode).toBe(200);
    const name = roleName();
    const res = await call('PUT', 'update', token, {
      role_id: roleId,
      role_name: name,
      permissions: [row('timesheet', { view: 1, delete: 1 })],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { role: { role_name: string }; permissions: RolePermissionRow[] };
    expect(body.role.role_name).toBe(name);
    const byKey = Object.fromEntries(body.permissions.map((p) => [p.key, p]));
    expect(byKey.payroll).toMatchObject({ view: 1, create: 1, update: 0, delete: 0 });
    expect(byKey.timesheet).toMatchObject({ view: 1, create: 0, update: 0, delete: 1 });
    expect(byKey.admin).toMatchObject({ view: 0, log_no: null });

    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'role')
      .where('entity_id', '=', String(roleId))
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      old: { permissions: { timesheet: { view: 1, update: 1, delete: 0 } } },
      new: { role_name: name, permissions: { timesheet: { view: 1, update: 0, delete: 1 } } },
    });
  });

  it('validates everything before writing anything', async () => {
    const token = await adminToken();
    const roleId = await createRole();
    await call('PUT', 'update', token, { role_id: roleId, permissions: [row('payroll', { view: 1 })] });
    const before = await storedPermissions(roleId);
    const cases: Array<[object, number, string | null]> = [
      [
        { role_id: roleId, role_name: ' ', permissions: [row('timesheet', { view: 1 })] },
        400,
        ROLE_MSG.nameRequired,
      ],
      [{ role_id: roleId, role_name: 'administrator' }, 409, ROLE_MSG.duplicateName],
      [
        {
          role_id: roleId,
          permissions: [row('timesheet', { view: 1 }), { ...row('payroll', {}), module_id: 99999 }],
        },
        400,
        ROLE_MSG.unknownModule,
      ],
      [
        { role_id: roleId, permissions: [row('timesheet', { view: 1 }), row('timesheet', { view: 0 })] },
        400,
        ROLE_MSG.duplicateModule,
      ],
      [{ role_id: roleId, permissions: [{ ...row('timesheet', {}), view: 2 }] }, 400, null],
      [{ role_id: roleId, permissions: [{ module_id: moduleId.timesheet, view: 1 }] }, 400, null],
      [{ role_id: 999999, permissions: [] }, 404, ROLE_MSG.notFound],
      [{ role_id: 99999999999, permissions: [] }, 400, null],
      [{ role_id: roleId, permissions: [{ ...row('timesheet', {}), module_id: 99999999999 }] }, 400, null],
      [{ permissions: [] }, 400, null],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('PUT', 'update', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json()).toEqual({ error: message });
    }
    expect(await storedPermissions(roleId)).toEqual(before);
  });

  it('takes effect at once: a signed-in user loses view and the next call is refused', async () => {
    const user = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const userToken = await h.login(user.username);
    const read = () =>
      h.app.inject({ method: 'GET', url: '/api/useraccounts/fetch', headers: auth(userToken) });
    expect((await read()).statusCode).toBe(200);

    const token = await adminToken();
    await call('PUT', 'update', token, { role_id: user.roleId, permissions: [row('useraccounts', {})] });
    const denied = await read();
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: MSG.noPermission });

    await call('PUT', 'update', token, {
      role_id: user.roleId,
      permissions: [row('useraccounts', { view: 1 })],
    });
    expect((await read()).statusCode).toBe(200);
    const lookup = await h.app.inject({
      method: 'GET',
      url: '/api/auth/permissions?module=useraccounts',
      headers: auth(userToken),
    });
    expect(lookup.json()).toMatchObject({ view: true, create: false });
  });

  it('refuses taking Admin update from the last role that gives it to an active account', async () => {
    const token = await adminToken();
    const before = await storedPermissions(adminRoleId);
    const res = await call('PUT', 'update', token, {
      role_id: adminRoleId,
      permissions: [row('admin', { view: 1, create: 1, update: 0, delete: 1 })],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ROLE_MSG.lastAdministratorRole });
    expect(await storedPermissions(adminRoleId)).toEqual(before);

    // Other flags of the admin module, and other modules, may change.
    const ok = await call('PUT', 'update', token, {
      role_id: adminRoleId,
      permissions: [row('admin', { view: 1, create: 0, update: 1, delete: 1 }), row('payroll', { view: 1 })],
    });
    expect(ok.statusCode).toBe(200);
    // Nobody may grant what they lack, so the admin cannot put back their own flags: reset directly.
    await resetAdministratorRole();

    // With an active administrator in another role, the Administrator role may lose it.
    const other = await h.createUser({
      grants: [
        { key: 'admin', view: true, update: true },
        { key: 'userroles', view: true, update: true },
      ],
    });
    const allowed = await call('PUT', 'update', token, {
      role_id: adminRoleId,
      permissions: [row('admin', { view: 1 })],
    });
    expect(allowed.statusCode).toBe(200);
    // ...but then that other role cannot lose it.
    const refused = await call('PUT', 'update', token, {
      role_id: other.roleId,
      permissions: [row('admin', { view: 1 })],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ROLE_MSG.lastAdministratorRole });
    await resetAdministratorRole();
  });
});

describe('no granting beyond your own permissions', () => {
  it('a roles manager grants only flags they hold, and may take away any flag', async () => {
    const manager = await h.createUser({
      grants: [
        { key: 'userroles', view: true, create: true, update: true, delete: true },
        { key: 'payroll', view: true },
      ],
    });
    const token = await h.login(manager.username);
    const roleId = await createRole();
    const ok = await call('PUT', 'update', token, {
      role_id: roleId,
      permissions: [row('payroll', { view: 1 })],
    });
    expect(ok.statusCode).toBe(200);
    for (const permissions of [[row('payroll', { view: 1, update: 1 })], [row('admin', { view: 1 })]]) {
      const res = await call('PUT', 'update', token, { role_id: roleId, permissions });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ROLE_MSG.grantBeyondYours });
    }
    // Their own role included: no promoting themselves.
    const self = await call('PUT', 'update', token, {
      role_id: manager.roleId,
      permissions: [row('admin', { view: 1, update: 1 })],
    });
    expect(self.json()).toEqual({ error: ROLE_MSG.grantBeyondYours });
    await call('PUT', 'update', await adminToken(), {
      role_id: roleId,
      permissions: [row('admin', { view: 1 })],
    });
    const before = await storedPermissions(roleId);
    expect(before.length).toBe(2);
    const removed = await call('PUT', 'update', token, { role_id: roleId, permissions: [row('admin', {})] });
    expect(removed.statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('refuses a role still assigned to accounts, with the count; nothing changes', async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const res = await call('DELETE', `delete?role_id=${user.roleId}`, await adminToken());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ROLE_MSG.stillAssigned(1) });
    expect(ROLE_MSG.stillAssigned(1)).toBe(
      'This role is still assigned to 1 user account. Give it another role before deleting it.',
    );
    expect((await storedPermissions(user.roleId)).length).toBe(1);
  });

  it('deletes an unassigned role with its permissions', async () => {
    const token = await adminToken();
    const roleId = await createRole();
    await call('PUT', 'update', token, { role_id: roleId, permissions: [row('payroll', { view: 1 })] });
    const res = await call('DELETE', `delete?role_id=${roleId}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ROLE_MSG.deleted });
    expect(await storedPermissions(roleId)).toEqual([]);
    expect((await call('GET', `fetchPerms?id=${roleId}`, token)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown role and 400 for a missing id', async () => {
    const token = await adminToken();
    expect((await call('DELETE', 'delete?role_id=999999', token)).statusCode).toBe(404);
    expect((await call('DELETE', 'delete', token)).statusCode).toBe(400);
  });
});
