import { ACCOUNT_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';

let h: Harness;
let adminRoleId: number;
/** A plain role for the accounts the tests create, so they never count as administrators. */
let clerkRoleId: number;
beforeAll(async () => {
  h = await createHarness();
  clerkRoleId = (await h.createUser({ grants: [{ key: 'bugreport', view: true }] })).roleId;
  const role = await h.deps.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Administrator')
    .executeTakeFirstOrThrow();
  adminRoleId = role.id;
});
afterAll(async () => h.close());

const GOOD_PASSWORD = 'Welcome#2026';
let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}${Date.now() % 100000}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/useraccounts/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });
const adminToken = () => h.login('admin', ADMIN_PASSWORD);
const verify = (token: string) =>
  h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });
const tryLogin = (username: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: `10.9.${seq % 250}.${(++seq % 250) + 1}`,
  });

/** A company with one department and one designation, plus a second department elsewhere. */
async function org() {
  const now = h.clock.now().toISOString();
  const db = h.deps.db;
  const company = await db
    .insertInto('companies')
    .values({ name: unique('Company '), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('companies')
    .values({ name: unique('Other Co '), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Finance', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherDepartment = await db
    .insertInto('departments')
    .values({ company_id: other.id, name: 'Sales', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const designation = await db
    .insertInto('designations')
    .values({ department_id: department.id, name: 'Payroll Clerk', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherDesignation = await db
    .insertInto('designations')
    .values({ department_id: otherDepartment.id, name: 'Sales Rep', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    company: company.id,
    department: department.id,
    designation: designation.id,
    otherCompany: other.id,
    otherDepartment: otherDepartment.id,
    otherDesignation: otherDesignation.id,
  };
}

async function employee(first = 'Juan', last = 'Dela Cruz') {
  const now = h.clock.now().toISOString();
  const row = await h.deps.db
    .insertInto('employees')
    .values({
      employee_code: String(++seq).padStart(5, '0'),
      first_name: first,
      last_name: last,
      middle_name: null,
      suffix: null,
      company_id: null,
      department_id: null,
      designation_id: null,
      is_approver: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    username: unique('jdc'),
    name: 'Juan Dela Cruz',
    password: GOOD_PASSWORD,
    confirm: GOOD_PASSWORD,
    role_id: clerkRoleId,
    ...overrides,
  };
}

const userCount = async () =>
  Number(
    (
      await h.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userRow = (id: number) =>
  h.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Creates an account through the API with a role of exactly these grants. */
async function createViaApi(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', 'create', await adminToken(), form(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { user_id: number; username: string };
}

describe('access', () => {
  const routes: Array<[Method, string, 'view' | 'create' | 'update' | 'delete']> = [
    ['GET', 'fetch', 'view'],
    ['GET', 'fetchUser?UID=1', 'view'],
    ['GET', 'fetchByEmployee?employee_id=1', 'view'],
    ['GET', 'fetchRoles', 'view'],
    ['GET', 'fetchEmployees', 'view'],
    ['POST', 'create', 'create'],
    ['PUT', 'update', 'update'],
    ['DELETE', 'delete?user_id=1', 'delete'],
  ];

  it('answers 401 without a token and with a revoked one', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const token = await h.login(viewer.username);
    await h.deps.db.updateTable('users').set({ token_version: 99 }).where('id', '=', viewer.id).execute();
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, token, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 without the flag each route needs, and nothing is written', async () => {
    for (const [method, url, flag] of routes) {
      const others = (['view', 'create', 'update', 'delete'] as const).filter((f) => f !== flag);
      const user = await h.createUser({
        grants: [{ key: 'useraccounts', ...Object.fromEntries(others.map((f) => [f, true])) }],
      });
      const token = await h.login(user.username);
      const before = await userCount();
      const res = await call(method, url, token, form({ user_id: 1 }));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: MSG.noPermission });
      expect(await userCount()).toBe(before);
    }
  });

  it('lets a useraccounts viewer read the role list without userroles permission', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const res = await call('GET', 'fetchRoles', await h.login(viewer.username));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([{ role_id: adminRoleId, role_name: 'Administrator', assignable: false }]),
    );
    // Only roles whose every permission the viewer holds are offered as assignable.
    const own = (res.json() as Array<{ role_id: number; assignable: boolean }>).find(
      (r) => r.role_id === viewer.roleId,
    );
    expect(own?.assignable).toBe(true);
    const admin = await call('GET', 'fetchRoles', await adminToken());
    expect(admin.json()).toEqual(
      expect.arrayContaining([{ role_id: adminRoleId, role_name: 'Administrator', assignable: true }]),
    );
  });
});

describe('fetch and fetchUser', () => {
  it('lists accounts with role, organisation and employee, never a password hash', async () => {
    const o = await org();
    const emp = await employee('Maria', 'Santos');
    const created = await createViaApi({
      company_id: o.company,
      department_id: o.department,
      designation_id: o.designation,
      employee_id: emp,
    });
    const res = await call('GET', 'fetch', await adminToken());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|scrypt|token_version/);
    const row = (res.json() as Array<Record<string, unknown>>).find((a) => a.user_id === created.user_id);
    expect(row).toMatchObject({
      username: created.username,
      name: 'Juan Dela Cruz',
      role: expect.stringMatching(/^Test Role/),
      role_id: clerkRoleId,
      company_id: o.company,
      department: 'Finance',
      designation: 'Payroll Clerk',
      status: true,
      employee_id: emp,
      employee_name: 'Maria Santos',
      approval_status: 'For Approval',
    });
  });

  it('fetchUser returns one account, 404 for an unknown id and 400 for a bad one', async () => {
    const token = await adminToken();
    const res = await call('GET', 'fetchUser?UID=1', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: 1,
      username: 'admin',
      status: true,
      approval_status: 'Approved',
    });
    expect(res.body).not.toMatch(/password/);
    const missing = await call('GET', 'fetchUser?UID=999999', token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: ACCOUNT_MSG.accountNotFound });
    for (const bad of ['', '?UID=abc', '?UID=0', '?UID=-3', '?UID=99999999999']) {
      expect((await call('GET', `fetchUser${bad}`, token)).statusCode, bad).toBe(400);
    }
  });

  it('fetchByEmployee returns the linked account or null; fetchEmployees marks linked employees', async () => {
    const token = await adminToken();
    const linked = await employee('Ana', 'Cruz');
    const free = await employee('Jose', 'Reyes');
    const created = await createViaApi({ employee_id: linked });
    expect((await call('GET', `fetchByEmployee?employee_id=${linked}`, token)).json()).toMatchObject({
      user_id: created.user_id,
    });
    const none = await call('GET', `fetchByEmployee?employee_id=${free}`, token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const employees = (await call('GET', 'fetchEmployees', token)).json() as Array<Record<string, unknown>>;
    expect(employees.find((e) => e.employee_id === linked)).toMatchObject({
      user_id: created.user_id,
      first_name: 'Ana',
    });
    expect(employees.find((e) => e.employee_id === free)).toMatchObject({
      user_id: null,
      last_name: 'Reyes',
    });
  });
});

describe('create', () => {
  it("creates an Active account 'For Approval' that can sign in only once approved", async () => {
    const token = await adminToken();
    const username = unique('New.User');
    const res = await call('POST', 'create', token, form({ username }));
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).toMatchObject({ username, status: true, approval_status: 'For Approval' });

    const blocked = await tryLogin(username, GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe(MSG.accountForApproval);

    const approve = await call('PUT', 'update', token, {
      user_id: account.user_id,
      approval_status: 'Approved',
    });
    expect(approve.statusCode).toBe(200);
    const signIn = await tryLogin(username.toUpperCase(), GOOD_PASSWORD);
    expect(signIn.statusCode).toBe(200);
  });

  it('applies the password policy and the confirmation, with the spec messages', async () => {
    const token = await adminToken();
    const before = await userCount();
    for (const password of ['Short#1', 'NoDigits#here', 'NoSymbol12345', '']) {
      const res = await call('POST', 'create', token, form({ password, confirm: password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ error: MSG.passwordPolicy });
    }
    const mismatch = await call('POST', 'create', token, form({ confirm: 'Welcome#2027' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ error: MSG.passwordMismatch });
    const missing = await call('POST', 'create', token, form({ password: undefined, confirm: undefined }));
    expect(missing.json()).toEqual({ error: MSG.passwordPolicy });
    expect(await userCount()).toBe(before);
  });

  it('requires username, name and role, with clear messages', async () => {
    const token = await adminToken();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: '' }, ACCOUNT_MSG.usernameRequired],
      [{ username: '   ' }, ACCOUNT_MSG.usernameRequired],
      [{ username: undefined }, ACCOUNT_MSG.usernameRequired],
      [{ username: 'has space' }, ACCOUNT_MSG.usernameFormat],
      [{ name: ' ' }, ACCOUNT_MSG.nameRequired],
      [{ role_id: undefined }, ACCOUNT_MSG.roleRequired],
      [{ role_id: 999999 }, ACCOUNT_MSG.roleNotFound],
      [{ role_id: 99999999999 }, ACCOUNT_MSG.roleNotFound],
    ];
    const before = await userCount();
    for (const [overrides, message] of cases) {
      const res = await call('POST', 'create', token, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate username, case-insensitively (409)', async () => {
    const token = await adminToken();
    const first = await createViaApi({ username: unique('Dup.Name') });
    const before = await userCount();
    for (const username of [
      first.username,
      first.username.toLowerCase(),
      ` ${first.username.toUpperCase()} `,
    ]) {
      const res = await call('POST', 'create', token, form({ username }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MSG.duplicateUsername });
    }
    expect((await call('POST', 'create', token, form({ username: 'ADMIN' }))).statusCode).toBe(409);
    expect(await userCount()).toBe(before);
  });

  it('checks the company -> department -> designation chain', async () => {
    const token = await adminToken();
    const o = await org();
    const before = await userCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ company_id: 999999 }, ACCOUNT_MSG.companyNotFound],
      [{ department_id: o.department }, ACCOUNT_MSG.departmentNeedsCompany],
      [{ company_id: o.company, designation_id: o.designation }, ACCOUNT_MSG.designationNeedsDepartment],
      [{ company_id: o.company, department_id: o.otherDepartment }, ACCOUNT_MSG.departmentNotInCompany],
      [
        { company_id: o.company, department_id: o.department, designation_id: o.otherDesignation },
        ACCOUNT_MSG.designationNotInDepartment,
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('POST', 'create', token, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await userCount()).toBe(before);
    const ok = await call(
      'POST',
      'create',
      token,
      form({ company_id: o.company, department_id: o.department, designation_id: o.designation }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ company_id: o.company, department_id: o.department });
  });

  it('links an employee to at most one account (409)', async () => {
    const token = await adminToken();
    const emp = await employee();
    await createViaApi({ employee_id: emp });
    const before = await userCount();
    const res = await call('POST', 'create', token, form({ employee_id: emp }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ACCOUNT_MSG.employeeAlreadyLinked });
    const unknown = await call('POST', 'create', token, form({ employee_id: 999999 }));
    expect(unknown.json()).toEqual({ error: ACCOUNT_MSG.employeeNotFound });
    expect(await userCount()).toBe(before);
  });

  it('records the change in the audit log without the password or its hash', async () => {
    const created = await createViaApi({ status: false, approval_status: 'Rejected' });
    const entry = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user_account')
      .where('entity_id', '=', String(created.user_id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'create', username: 'admin' });
    expect(entry.details).not.toMatch(/Welcome|scrypt|password_hash/);
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({
      old: null,
      new: { username: created.username, status: false, approval_status: 'Rejected' },
    });
  });
});

describe('update', () => {
  it("saving an account logs its user out: the user's token stops working at once", async () => {
    const user = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const userToken = await h.login(user.username);
    expect((await verify(userToken)).statusCode).toBe(200);
    const res = await call('PUT', 'update', await adminToken(), { user_id: user.id, name: 'Renamed User' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: user.id, name: 'Renamed User' });
    expect((await verify(userToken)).statusCode).toBe(401);
    // The user signs in again with the unchanged password.
    expect((await verify(await h.login(user.username))).statusCode).toBe(200);
  });

  it('changes the password only when asked, with the same rules as create', async () => {
    const token = await adminToken();
    const user = await h.createUser();
    const hash = (await userRow(user.id)).password_hash;

    const ignored = await call('PUT', 'update', token, {
      user_id: user.id,
      change_password: false,
      password: 'bad',
      confirm: 'other',
    });
    expect(ignored.statusCode).toBe(200);
    expect((await userRow(user.id)).password_hash).toBe(hash);

    const weak = await call('PUT', 'update', token, {
      user_id: user.id,
      change_password: true,
      password: 'weakpass',
      confirm: 'weakpass',
    });
    expect(weak.json()).toEqual({ error: MSG.passwordPolicy });
    const mismatch = await call('PUT', 'update', token, {
      user_id: user.id,
      password: 'Another#2026',
      confirm: 'Another#2027',
    });
    expect(mismatch.json()).toEqual({ error: MSG.passwordMismatch });
    expect((await userRow(user.id)).password_hash).toBe(hash);

    const changed = await call('PUT', 'update', token, {
      user_id: user.id,
      change_password: true,
      password: 'Another#2026',
      confirm: 'Another#2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await tryLogin(user.username, USER_PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(user.username, 'Another#2026')).statusCode).toBe(200);
  });

  it('saves every field of the form and keeps left-out fields', async () => {
    const token = await adminToken();
    const o = await org();
    const emp = await employee();
    const created = await createViaApi();
    const other = await h.createUser();
    const res = await call('PUT', 'update', token, {
      user_id: created.user_id,
      username: `${created.username}X`,
      name: 'New Name',
      role_id: other.roleId,
      company_id: o.company,
      department_id: o.department,
      designation_id: o.designation,
      employee_id: emp,
      status: false,
      approval_status: 'Rejected',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: `${created.username}X`,
      name: 'New Name',
      role_id: other.roleId,
      designation_id: o.designation,
      employee_id: emp,
      status: false,
      approval_status: 'Rejected',
    });
    const cleared = await call('PUT', 'update', token, {
      user_id: created.user_id,
      company_id: null,
      department_id: null,
      designation_id: null,
    });
    expect(cleared.json()).toMatchObject({ company_id: null, designation_id: null, name: 'New Name' });
  });

  it('refuses a duplicate username, a second link to an employee and a return to For Approval', async () => {
    const token = await adminToken();
    const emp = await employee();
    const a = await createViaApi({ employee_id: emp });
    const b = await createViaApi();
    const before = await userRow(b.user_id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ username: a.username.toUpperCase() }, 409, MSG.duplicateUsername],
      [{ employee_id: emp }, 409, ACCOUNT_MSG.employeeAlreadyLinked],
      [{ department_id: 1 }, 400, ACCOUNT_MSG.departmentNeedsCompany],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await call('PUT', 'update', token, { user_id: b.user_id, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await userRow(b.user_id)).toEqual(before);

    // Keeping its own username (any case) is not a duplicate.
    const same = await call('PUT', 'update', token, {
      user_id: b.user_id,
      username: b.username.toUpperCase(),
    });
    expect(same.statusCode).toBe(200);
    await call('PUT', 'update', token, { user_id: b.user_id, approval_status: 'Approved' });
    const back = await call('PUT', 'update', token, { user_id: b.user_id, approval_status: 'For Approval' });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ error: ACCOUNT_MSG.approvalNotSelectable });
  });

  it('answers 404 for an unknown account and 400 without user_id', async () => {
    const token = await adminToken();
    const res = await call('PUT', 'update', token, { user_id: 999999, name: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ACCOUNT_MSG.accountNotFound });
    expect((await call('PUT', 'update', token, { name: 'x' })).statusCode).toBe(400);
  });

  it('refuses deactivating or rejecting your own account; nothing changes', async () => {
    const manager = await h.createUser({ grants: [{ key: 'useraccounts', view: true, update: true }] });
    const token = await h.login(manager.username);
    const before = await userRow(manager.id);
    for (const change of [{ status: false }, { approval_status: 'Rejected' }]) {
      const res = await call('PUT', 'update', token, { user_id: manager.id, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ACCOUNT_MSG.cannotDeactivateSelf });
    }
    expect(await userRow(manager.id)).toEqual(before);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('nobody manages an account whose role has permissions they lack; nothing changes', async () => {
    const manager = await h.createUser({
      grants: [
        { key: 'useraccounts', view: true, create: true, update: true, delete: true },
        { key: 'bugreport', view: true },
      ],
    });
    const token = await h.login(manager.username);
    const admin = await userRow(1);
    const before = await userCount();
    const refused: Array<[Method, string, object | undefined]> = [
      ['PUT', 'update', { user_id: 1, name: 'Taken Over' }],
      [
        'PUT',
        'update',
        { user_id: 1, change_password: true, password: GOOD_PASSWORD, confirm: GOOD_PASSWORD },
      ],
      ['DELETE', 'delete?user_id=1', undefined],
      ['POST', 'create', form({ role_id: adminRoleId })],
      ['PUT', 'update', { user_id: manager.id, role_id: adminRoleId }],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(method, url, token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toEqual({ error: ACCOUNT_MSG.roleBeyondYours });
    }
    expect(await userRow(1)).toEqual(admin);
    expect(await userCount()).toBe(before);

    // Accounts whose role needs no more than the manager holds are fine.
    const clerk = await createViaApi();
    const ok = await call('PUT', 'update', token, { user_id: clerk.user_id, name: 'Clerk Renamed' });
    expect(ok.statusCode).toBe(200);
    const created = await call('POST', 'create', token, form());
    expect(created.statusCode).toBe(200);
    expect((await call('DELETE', `delete?user_id=${created.json().user_id}`, token)).statusCode).toBe(200);
  });

  it('keeps the last active administrator: they cannot demote themselves', async () => {
    const adminBefore = await userRow(1);
    const self = await call('PUT', 'update', await adminToken(), { user_id: 1, role_id: clerkRoleId });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: ACCOUNT_MSG.lastAdministrator });
    expect(await userRow(1)).toEqual(adminBefore);

    // With a second administrator the first may step down, and be restored by the second.
    const second = await createViaApi({ approval_status: 'Approved', role_id: adminRoleId });
    const demote = await call('PUT', 'update', await adminToken(), { user_id: 1, role_id: clerkRoleId });
    expect(demote.statusCode).toBe(200);
    const secondToken = (await tryLogin(second.username, GOOD_PASSWORD)).json().token as string;
    const restore = await call('PUT', 'update', secondToken, { user_id: 1, role_id: adminRoleId });
    expect(restore.statusCode).toBe(200);

    // An inactive account with the role does not count as an administrator.
    expect(
      (await call('PUT', 'update', await adminToken(), { user_id: second.user_id, status: false }))
        .statusCode,
    ).toBe(200);
    const again = await call('PUT', 'update', await adminToken(), { user_id: 1, role_id: clerkRoleId });
    expect(again.json()).toEqual({ error: ACCOUNT_MSG.lastAdministrator });
  });
});

describe('concurrent changes', () => {
  it('two administrators removing each other at once cannot leave none', async () => {
    const second = await createViaApi({ approval_status: 'Approved', role_id: adminRoleId });
    const tokens = [
      await adminToken(),
      (await tryLogin(second.username, GOOD_PASSWORD)).json().token as string,
    ];
    const results = await Promise.all([
      call('PUT', 'update', tokens[0], { user_id: second.user_id, status: false }),
      call('PUT', 'update', tokens[1], { user_id: 1, status: false }),
    ]);
    // One wins. The other is refused: 409 by the rule, or 401 when its actor was already removed.
    const [won, lost] = results.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const active = await h.deps.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [1, second.user_id])
      .where('status', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
    // Leave user 1 as the only administrator for the tests that follow.
    await h.deps.db.updateTable('users').set({ status: 1 }).where('id', '=', 1).execute();
    await h.deps.db.updateTable('users').set({ status: 0 }).where('id', '=', second.user_id).execute();
  });
});

describe('delete', () => {
  it('deletes an account: it is gone and its tokens stop working', async () => {
    const user = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const userToken = await h.login(user.username);
    const res = await call('DELETE', `delete?user_id=${user.id}`, await adminToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MSG.deleted });
    expect((await call('GET', `fetchUser?UID=${user.id}`, await adminToken())).statusCode).toBe(404);
    expect((await verify(userToken)).statusCode).toBe(401);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'user_account')
      .where('action', '=', 'delete')
      .where('entity_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ old: { username: user.username }, new: null });
    expect(audit.details).not.toMatch(/scrypt/);
  });

  it('refuses deleting your own account, or one with more permissions than yours; nothing changes', async () => {
    const manager = await h.createUser({ grants: [{ key: 'useraccounts', view: true, delete: true }] });
    const token = await h.login(manager.username);
    const before = await userCount();
    const self = await call('DELETE', `delete?user_id=${manager.id}`, token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: ACCOUNT_MSG.cannotDeleteSelf });
    const adminSelf = await call('DELETE', 'delete?user_id=1', await adminToken());
    expect(adminSelf.json()).toEqual({ error: ACCOUNT_MSG.cannotDeleteSelf });
    const admin = await call('DELETE', 'delete?user_id=1', token);
    expect(admin.statusCode).toBe(409);
    expect(admin.json()).toEqual({ error: ACCOUNT_MSG.roleBeyondYours });
    expect(await userCount()).toBe(before);
  });

  it('answers 404 for an unknown account and 400 for a missing or bad id', async () => {
    const token = await adminToken();
    const res = await call('DELETE', 'delete?user_id=999999', token);
    expect(res.statusCode).toBe(404);
    for (const bad of ['delete', 'delete?user_id=x', 'delete?user_id=1.5']) {
      expect((await call('DELETE', bad, token)).statusCode, bad).toBe(400);
    }
  });
});
