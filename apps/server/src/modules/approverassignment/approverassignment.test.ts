import { APPROVER_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness();
  adminToken = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/approverAssignment/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });
const verify = (token: string) =>
  h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });

let seq = 0;

/** A company > department > designation chain with unique names. */
async function org() {
  const now = h.clock.now().toISOString();
  const db = h.deps.db;
  const n = ++seq;
  const company = await db
    .insertInto('companies')
    .values({ name: `Approver Co ${n}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Operations', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const designation = await db
    .insertInto('designations')
    .values({ department_id: department.id, name: 'Supervisor', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { company: company.id, department: department.id, designation: designation.id };
}

async function employee(first: string, last: string, approver: 0 | 1 = 0) {
  const now = h.clock.now().toISOString();
  const row = await h.deps.db
    .insertInto('employees')
    .values({
      employee_code: `A${String(++seq).padStart(4, '0')}`,
      first_name: first,
      last_name: last,
      middle_name: null,
      suffix: null,
      company_id: null,
      department_id: null,
      designation_id: null,
      is_approver: approver,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in-able user linked to a new employee (with the account's organisation set). */
async function linkedUser(first: string, last: string, approver: 0 | 1 = 0) {
  const user = await h.createUser({ grants: [{ key: 'applications', view: true }] });
  const employeeId = await employee(first, last, approver);
  const o = await org();
  await h.deps.db
    .updateTable('users')
    .set({
      employee_id: employeeId,
      company_id: o.company,
      department_id: o.department,
      designation_id: o.designation,
    })
    .where('id', '=', user.id)
    .execute();
  return { ...user, employeeId, org: o };
}

const isApprover = async (employeeId: number) =>
  (
    await h.deps.db
      .selectFrom('employees')
      .select('is_approver')
      .where('id', '=', employeeId)
      .executeTakeFirstOrThrow()
  ).is_approver;

const auditCount = async () =>
  Number(
    (
      await h.deps.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', 'approver_assignment')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/approverAssignment/fetch', () => {
  it('lists only accounts linked to an employee, with display names and the approver flag', async () => {
    const linked = await linkedUser('Maria', 'Santos', 1);
    const unlinked = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const res = await call('GET', 'fetch', adminToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    const row = rows.find((r) => r.user_id === linked.id);
    expect(row).toEqual({
      user_id: linked.id,
      username: linked.username,
      name: expect.any(String),
      role_id: linked.roleId,
      role: expect.any(String),
      status: true,
      company_id: linked.org.company,
      company: expect.stringMatching(/^Approver Co /),
      department_id: linked.org.department,
      department: 'Operations',
      designation_id: linked.org.designation,
      designation: 'Supervisor',
      employee_id: linked.employeeId,
      employee_code: expect.any(String),
      employee_name: 'Maria Santos',
      approver_status: true,
      company_wide: false,
    });
    expect(rows.some((r) => r.user_id === unlinked.id)).toBe(false);
    // The admin account has no employee: it cannot be an approver and is not listed.
    expect(rows.every((r) => typeof r.employee_id === 'number')).toBe(true);
    expect(rows.some((r) => r.username === 'admin')).toBe(false);
  });

  it('needs approverassignment view (403) and a valid token (401)', async () => {
    const other = await h.createUser({ grants: [{ key: 'employee_list', view: true }] });
    const token = await h.login(other.username);
    expect((await call('GET', 'fetch', token)).statusCode).toBe(403);
    expect((await call('GET', 'fetch', token)).json()).toEqual({ error: MSG.noPermission });
    expect((await call('GET', 'fetch')).statusCode).toBe(401);
    const viewer = await h.createUser({ grants: [{ key: 'approverassignment', view: true }] });
    const viewerToken = await h.login(viewer.username);
    expect((await call('GET', 'fetch', viewerToken)).statusCode).toBe(200);
    // A saved account's older tokens stop working.
    await h.deps.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', viewer.id)
      .execute();
    expect((await call('GET', 'fetch', viewerToken)).statusCode).toBe(401);
  });
});

describe('GET /api/approverAssignment/fetchApprovers', () => {
  it('lists employees flagged as approver that have an account, with their organisation', async () => {
    const approver = await linkedUser('Ramon', 'Bautista', 1);
    const notApprover = await linkedUser('Jose', 'Reyes', 0);
    const flaggedWithoutAccount = await employee('Lito', 'Lapid', 1);
    const res = await call('GET', 'fetchApprovers', adminToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.employee_id === approver.employeeId)).toMatchObject({
      employee_id: approver.employeeId,
      name: 'Ramon Bautista',
      first_name: 'Ramon',
      last_name: 'Bautista',
      user_id: approver.id,
      username: approver.username,
      status: true,
      company_id: null,
      department_id: null,
      designation_id: null,
    });
    expect(rows.some((r) => r.employee_id === notApprover.employeeId)).toBe(false);
    expect(rows.some((r) => r.employee_id === flaggedWithoutAccount)).toBe(false);
  });

  it('needs approverassignment view (403) and a token (401)', async () => {
    const other = await h.createUser({ grants: [{ key: 'applications', view: true }] });
    expect((await call('GET', 'fetchApprovers', await h.login(other.username))).statusCode).toBe(403);
    expect((await call('GET', 'fetchApprovers')).statusCode).toBe(401);
  });
});

describe('PUT /api/approverAssignment/update', () => {
  it('marks an approver company-wide (approves for every company), audited; cleared with the approver flag', async () => {
    const user = await linkedUser('Lorna', 'Villanueva', 1);
    const flags = () =>
      h.deps.db
        .selectFrom('employees')
        .select(['is_approver', 'approver_company_wide'])
        .where('id', '=', user.employeeId)
        .executeTakeFirstOrThrow();
    const res = await call('PUT', 'update', adminToken, {
      user_id: user.id,
      approver_status: true,
      company_wide: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approver_status: true, company_wide: true });
    expect(await flags()).toEqual({ is_approver: 1, approver_company_wide: 1 });
    const entry = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'approver_assignment')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({
      old: { approver_status: true, company_wide: false },
      new: { approver_status: true, company_wide: true },
    });
    const listed = (await call('GET', 'fetchApprovers', adminToken)).json() as Array<Record<string, unknown>>;
    expect(listed.find((a) => a.employee_id === user.employeeId)).toMatchObject({ company_wide: true });
    // Left out, the flag stays; company-wide without being an approver is refused; clearing clears both.
    expect(
      (await call('PUT', 'update', adminToken, { user_id: user.id, approver_status: 1 })).json(),
    ).toMatchObject({
      company_wide: true,
    });
    const refused = await call('PUT', 'update', adminToken, {
      user_id: user.id,
      approver_status: 0,
      company_wide: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: APPROVER_MSG.companyWideNeedsApprover });
    expect(await flags()).toEqual({ is_approver: 1, approver_company_wide: 1 });
    expect(
      (await call('PUT', 'update', adminToken, { user_id: user.id, approver_status: 0 })).statusCode,
    ).toBe(200);
    expect(await flags()).toEqual({ is_approver: 0, approver_company_wide: 0 });
  });

  it("sets and clears the linked employee's approver flag, with an audit entry of old and new", async () => {
    const user = await linkedUser('Ana', 'Cruz');
    const before = await auditCount();
    const res = await call('PUT', 'update', adminToken, { user_id: user.id, approver_status: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: user.id,
      employee_id: user.employeeId,
      approver_status: true,
    });
    expect(await isApprover(user.employeeId)).toBe(1);
    expect(await auditCount()).toBe(before + 1);
    const entry = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'approver_assignment')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.entity_id).toBe(String(user.employeeId));
    expect(entry.username).toBe('admin');
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({
      user_id: user.id,
      old: { approver_status: false },
      new: { approver_status: true },
    });

    const cleared = await call('PUT', 'update', adminToken, { user_id: user.id, approver_status: 0 });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ approver_status: false });
    expect(await isApprover(user.employeeId)).toBe(0);
  });

  it('accepts the whole edited row; only approver_status is written', async () => {
    const user = await linkedUser('Liza', 'Soberano');
    const row = ((await call('GET', 'fetch', adminToken)).json() as Array<Record<string, unknown>>).find(
      (r) => r.user_id === user.id,
    );
    const res = await call('PUT', 'update', adminToken, {
      ...row,
      username: 'renamed',
      name: 'Someone Else',
      status: false,
      approver_status: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: user.username, status: true, approver_status: true });
    const stored = await h.deps.db
      .selectFrom('users')
      .select(['username', 'status', 'token_version'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ username: user.username, status: 1, token_version: 1 });
  });

  it("shows in the user's token claims at verify and sign-in, without logging them out", async () => {
    const user = await linkedUser('Carlo', 'Aquino');
    const token = await h.login(user.username);
    const first = await verify(token);
    expect(first.json().user.employee[0]).toMatchObject({
      employee_id: user.employeeId,
      approver_status: false,
    });

    expect(
      (await call('PUT', 'update', adminToken, { user_id: user.id, approver_status: true })).statusCode,
    ).toBe(200);
    const after = await verify(token);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.employee[0]).toMatchObject({ name: 'Carlo Aquino', approver_status: true });
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'User#123456' },
      remoteAddress: '10.77.0.1',
    });
    expect(login.json().user.employee[0].approver_status).toBe(true);

    await call('PUT', 'update', adminToken, { user_id: user.id, approver_status: false });
    expect((await verify(token)).json().user.employee[0].approver_status).toBe(false);
  });

  it('refuses an account without a linked employee (400) and changes nothing', async () => {
    const unlinked = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const before = await auditCount();
    const res = await call('PUT', 'update', adminToken, { user_id: unlinked.id, approver_status: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: APPROVER_MSG.noLinkedEmployee });
    expect(await auditCount()).toBe(before);
  });

  it('validates the body: approver_status required and a flag, user_id an id', async () => {
    const user = await linkedUser('Nora', 'Aunor');
    const cases: Array<[object, string]> = [
      [{ user_id: user.id }, APPROVER_MSG.approverStatusRequired],
      [{ user_id: user.id, approver_status: 'yes' }, APPROVER_MSG.approverStatusRequired],
      [{ user_id: user.id, approver_status: 2 }, APPROVER_MSG.approverStatusRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', 'update', adminToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    for (const body of [
      { approver_status: true },
      { user_id: 'x', approver_status: true },
      { user_id: -1 },
    ]) {
      expect((await call('PUT', 'update', adminToken, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await isApprover(user.employeeId)).toBe(0);
  });

  it('answers 404 for an unknown account and 409 when the link changed meanwhile, changing nothing', async () => {
    const missing = await call('PUT', 'update', adminToken, { user_id: 999999, approver_status: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: APPROVER_MSG.accountNotFound });

    const user = await linkedUser('Vilma', 'Santos');
    const otherEmployee = await employee('Other', 'Person');
    const stale = await call('PUT', 'update', adminToken, {
      user_id: user.id,
      employee_id: otherEmployee,
      approver_status: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: APPROVER_MSG.linkChanged });
    expect(await isApprover(user.employeeId)).toBe(0);
    expect(await isApprover(otherEmployee)).toBe(0);
  });

  it('needs approverassignment update (403) and a valid token (401); refused writes change nothing', async () => {
    const user = await linkedUser('Dolphy', 'Quizon');
    const viewer = await h.createUser({ grants: [{ key: 'approverassignment', view: true }] });
    const viewerToken = await h.login(viewer.username);
    const body = { user_id: user.id, approver_status: true };
    const forbidden = await call('PUT', 'update', viewerToken, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: MSG.noPermission });
    expect((await call('PUT', 'update', undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', 'update', 'not-a-token', body)).statusCode).toBe(401);

    const editor = await h.createUser({ grants: [{ key: 'approverassignment', view: true, update: true }] });
    const editorToken = await h.login(editor.username);
    await h.deps.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', editor.id)
      .execute();
    expect((await call('PUT', 'update', editorToken, body)).statusCode).toBe(401);
    expect(await isApprover(user.employeeId)).toBe(0);

    const fresh = await h.login(editor.username);
    expect((await call('PUT', 'update', fresh, body)).statusCode).toBe(200);
    expect(await isApprover(user.employeeId)).toBe(1);
  });
});
