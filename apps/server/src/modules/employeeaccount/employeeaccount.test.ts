import { ACCOUNT_MSG, EMPLOYEE_ACCOUNT_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let adminToken: string;
/** A plain role for the accounts the tests create (never an administrator). */
let clerkRoleId: number;
beforeAll(async () => {
  h = await createHarness();
  adminToken = await h.login('admin', ADMIN_PASSWORD);
  clerkRoleId = (await h.createUser({ grants: [{ key: 'bugreport', view: true }] })).roleId;
});
afterAll(async () => h.close());

const fetchAccount = (employeeId: number | string, token?: string) =>
  h.app.inject({
    method: 'GET',
    url: `/api/employee_management/fetchUserAccount?UID=${employeeId}`,
    headers: token ? auth(token) : {},
  });
const createAccount = (body: object, token: string) =>
  h.app.inject({ method: 'POST', url: '/api/useraccounts/create', headers: auth(token), payload: body });

let seq = 0;

async function employeeWithOrg(first: string, last: string) {
  const now = h.clock.now().toISOString();
  const db = h.deps.db;
  const n = ++seq;
  const company = await db
    .insertInto('companies')
    .values({ name: `Profile Co ${n}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Finance', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const designation = await db
    .insertInto('designations')
    .values({ department_id: department.id, name: 'Payroll Clerk', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employees')
    .values({
      employee_code: `P${String(n).padStart(4, '0')}`,
      first_name: first,
      last_name: last,
      middle_name: 'Reyes',
      suffix: null,
      company_id: company.id,
      department_id: department.id,
      designation_id: designation.id,
      is_approver: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    employeeId: employee.id,
    company: company.id,
    department: department.id,
    designation: designation.id,
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

describe('GET /api/employee_management/fetchUserAccount', () => {
  it("returns null and the form's defaults for an employee without an account", async () => {
    const e = await employeeWithOrg('Juan', 'Dela Cruz');
    const res = await fetchAccount(e.employeeId, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account: null,
      defaults: {
        // Spec 5: 'J' + 'D' upper-cased + 'ela cruz' lower-cased, made a valid username.
        username: 'JDelacruz',
        name: 'Juan Dela Cruz',
        employee_id: e.employeeId,
        company_id: e.company,
        department_id: e.department,
        designation_id: e.designation,
        status: true,
        approval_status: 'For Approval',
      },
    });
  });

  it('returns the linked account with its display names', async () => {
    const e = await employeeWithOrg('Maria', 'SANTOS');
    const created = await createAccount(
      {
        username: 'maria.santos',
        name: 'Maria Santos',
        role_id: clerkRoleId,
        employee_id: e.employeeId,
        company_id: e.company,
        department_id: e.department,
        designation_id: e.designation,
        password: 'Welcome#2026',
        confirm: 'Welcome#2026',
      },
      adminToken,
    );
    expect(created.statusCode).toBe(200);
    const res = await fetchAccount(e.employeeId, adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.account).toMatchObject({
      user_id: created.json().user_id,
      username: 'maria.santos',
      name: 'Maria Santos',
      role_id: clerkRoleId,
      company: `Profile Co ${seq}`,
      department: 'Finance',
      designation: 'Payroll Clerk',
      status: true,
      employee_id: e.employeeId,
      approval_status: 'For Approval',
    });
    expect(body.account).not.toHaveProperty('password_hash');
    expect(body.defaults.username).toBe('MSantos');
  });

  it('answers 404 for an unknown employee and 400 for a malformed UID', async () => {
    const missing = await fetchAccount(999999, adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: EMPLOYEE_ACCOUNT_MSG.employeeNotFound });
    for (const uid of ['abc', '-1', '0', '']) {
      expect((await fetchAccount(uid, adminToken)).statusCode, uid).toBe(400);
    }
  });

  it('needs useraccounts view (403), whatever the employee permissions, and a valid token (401)', async () => {
    const e = await employeeWithOrg('Ana', 'Cruz');
    const profileOnly = await h.createUser({
      grants: [{ key: 'employee_management', view: true, create: true, update: true, delete: true }],
    });
    const denied = await fetchAccount(e.employeeId, await h.login(profileOnly.username));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: MSG.noPermission });
    expect((await fetchAccount(e.employeeId)).statusCode).toBe(401);
    expect((await fetchAccount(e.employeeId, 'garbage')).statusCode).toBe(401);

    const viewer = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const token = await h.login(viewer.username);
    expect((await fetchAccount(e.employeeId, token)).statusCode).toBe(200);
    await h.deps.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', viewer.id)
      .execute();
    expect((await fetchAccount(e.employeeId, token)).statusCode).toBe(401);
  });
});

describe("'Create User Account' from the profile (POST /api/useraccounts/create with employee_id)", () => {
  it('creates the account from the defaults, linked to the employee; a second one is refused (409)', async () => {
    const e = await employeeWithOrg('Jose', 'Rizal');
    const { defaults } = (await fetchAccount(e.employeeId, adminToken)).json();
    const body = { ...defaults, role_id: clerkRoleId, password: 'Welcome#2026', confirm: 'Welcome#2026' };
    const created = await createAccount(body, adminToken);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      username: 'JRizal',
      name: 'Jose Rizal',
      employee_id: e.employeeId,
      company_id: e.company,
      department_id: e.department,
      designation_id: e.designation,
      approval_status: 'For Approval',
    });
    const linked = await h.deps.db
      .selectFrom('users')
      .select('id')
      .where('employee_id', '=', e.employeeId)
      .execute();
    expect(linked).toHaveLength(1);
    expect((await fetchAccount(e.employeeId, adminToken)).json().account.user_id).toBe(
      created.json().user_id,
    );

    const before = await userCount();
    const second = await createAccount({ ...body, username: 'JRizal2' }, adminToken);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: ACCOUNT_MSG.employeeAlreadyLinked });
    expect(await userCount()).toBe(before);
  });

  it('needs useraccounts create (403): view alone cannot create', async () => {
    const e = await employeeWithOrg('Andres', 'Bonifacio');
    const viewer = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const token = await h.login(viewer.username);
    const { defaults } = (await fetchAccount(e.employeeId, token)).json();
    const before = await userCount();
    const res = await createAccount(
      { ...defaults, role_id: clerkRoleId, password: 'Welcome#2026', confirm: 'Welcome#2026' },
      token,
    );
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    expect((await fetchAccount(e.employeeId, adminToken)).json().account).toBeNull();
  });
});
