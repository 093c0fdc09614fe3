/** GET /dropdown/dropdown_handler for every DD value, and the seeded reference values. */
import { DROPDOWN_KEYS, DROPDOWN_MSG, GROUP_LABELS, MSG, RECORD_LISTS } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { APPLICATION_TYPE_SEED, seedValueLists, VALUE_LIST_SEED } from './valueLists.ts';

let h: Harness;
let token: string;
let companyId: number;
let departmentId: number;

beforeAll(async () => {
  h = await createHarness();
  // A user with no permission at all: dropdowns only need a signed-in user.
  const nobody = await h.createUser();
  token = await h.login(nobody.username);
  const now = h.clock.now().toISOString();
  const db = h.deps.db;
  companyId = (
    await db
      .insertInto('companies')
      .values({ name: 'Zeta Corp', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('companies').values({ name: 'alpha Inc', created_at: now }).execute();
  departmentId = (
    await db
      .insertInto('departments')
      .values([
        { company_id: companyId, name: 'Sales', created_at: now },
        { company_id: companyId, name: 'Finance', created_at: now },
      ])
      .returning('id')
      .execute()
  )[1]!.id;
  await db
    .insertInto('designations')
    .values([
      { department_id: departmentId, name: 'Clerk 10', created_at: now },
      { department_id: departmentId, name: 'Clerk 2', created_at: now },
    ])
    .execute();
});
afterAll(async () => h.close());

const get = (query: string, headers = auth(token)) =>
  h.app.inject({ method: 'GET', url: `/api/dropdown/dropdown_handler${query}`, headers });

async function items(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Array<Record<string, unknown>>;
  expect(body[0]).toEqual({ code: null, name: '' });
  return body.slice(1);
}

describe('dropdown handler', () => {
  it('answers every DD value of the spec', async () => {
    for (const dd of DROPDOWN_KEYS) {
      const res = await get(`?DD=${dd}`);
      expect(res.statusCode, `${dd}: ${res.body}`).toBe(200);
      expect(res.json()[0]).toEqual({ code: null, name: '' });
    }
  });

  it('lists the seeded reference values in their order, with stable integer codes', async () => {
    for (const [dd, names] of Object.entries(VALUE_LIST_SEED)) {
      const list = await items(`?DD=${dd}`);
      expect(list.map((i) => i.name)).toEqual(names);
      for (const item of list) expect(Number.isInteger(item.code)).toBe(true);
    }
    expect((await items('?DD=civil_status')).map((i) => i.name)).toEqual(
      expect.arrayContaining(['Single', 'Married', 'Widowed', 'Legally Separated', 'Annulled']),
    );
    expect((await items('?DD=blood_type')).map((i) => i.name)).toEqual([
      'A+',
      'A-',
      'B+',
      'B-',
      'AB+',
      'AB-',
      'O+',
      'O-',
    ]);
  });

  it('gives application types their leave, paid and leave-credit flags', async () => {
    const types = await items('?DD=application_type');
    expect(types.map((t) => t.name)).toEqual(APPLICATION_TYPE_SEED.map((t) => t.name));
    const byName = new Map(types.map((t) => [t.name, t]));
    expect(byName.get('Vacation Leave')).toMatchObject({ is_leave: 1, is_paid: 1, uses_leave_credits: 1 });
    expect(byName.get('Unpaid Leave')).toMatchObject({ is_leave: 1, is_paid: 0, uses_leave_credits: 0 });
    expect(byName.get('Maternity Leave')).toMatchObject({ is_leave: 1, is_paid: 1, uses_leave_credits: 0 });
    expect(byName.get('Overtime')).toMatchObject({ is_leave: 0, is_paid: 1, uses_leave_credits: 0 });
    expect(byName.get('Undertime')).toMatchObject({ is_leave: 0, is_paid: 0, uses_leave_credits: 0 });
  });

  it('lists companies by name, departments by company and designations by department', async () => {
    expect((await items('?DD=company')).map((i) => i.name)).toEqual(['alpha Inc', 'Zeta Corp']);
    const departments = await items(`?DD=department&UID=${companyId}`);
    expect(departments.map((i) => i.name)).toEqual(['Finance', 'Sales']);
    expect(departments[0]).toEqual({ code: departmentId, name: 'Finance', company_id: companyId });
    const designations = await items(`?DD=designation&UID=${departmentId}`);
    // Natural order: 'Clerk 2' before 'Clerk 10'.
    expect(designations.map((i) => i.name)).toEqual(['Clerk 2', 'Clerk 10']);
    expect(designations[0]).toMatchObject({ department_id: departmentId });
  });

  it('lists only the empty option for children when no parent (or an unknown one) is given', async () => {
    for (const dd of ['province', 'city', 'barangay', 'department', 'designation']) {
      expect(await items(`?DD=${dd}`)).toEqual([]);
      expect(await items(`?DD=${dd}&UID=`)).toEqual([]);
      expect(await items(`?DD=${dd}&UID=null`)).toEqual([]);
      expect(await items(`?DD=${dd}&UID=999999`)).toEqual([]);
    }
  });

  it('lists the editable dropdowns (DD=list) and the groups (DD=list_group)', async () => {
    expect(await items('?DD=list')).toEqual(RECORD_LISTS.map((l) => ({ code: l.key, name: l.label })));
    expect(await items('?DD=list_group')).toEqual([
      { code: 'salary_group', name: GROUP_LABELS.salary_group },
      { code: 'w_tax_group', name: GROUP_LABELS.w_tax_group },
      { code: 'benefits_group', name: GROUP_LABELS.benefits_group },
      { code: 'pay_period', name: GROUP_LABELS.pay_period },
    ]);
  });

  it('lists the groups with their extra fields', async () => {
    const hr = await h.createUser({ grants: [{ key: 'employee_management', view: true }] });
    const hrToken = await h.login(hr.username);
    const items = async (query: string) => {
      const res = await get(query, auth(hrToken));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Array<Record<string, unknown>>).slice(1);
    };
    expect((await items('?DD=pay_period')).map((i) => i.name)).toEqual(['Monthly', 'Semi-monthly', 'Weekly']);
    const now = h.clock.now().toISOString();
    await h.deps.db
      .insertInto('salary_groups')
      .values({
        name: 'Rank and File',
        name_key: 'rank and file',
        monthly_salary: 2_500_000,
        days: 26,
        hours: 8,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const salary = (await items('?DD=salary_group')).find((i) => i.name === 'Rank and File');
    expect(salary).toMatchObject({ monthly_salary: 25_000, days: 26, hours: 8 });
    for (const item of await items('?DD=w_tax_group')) {
      expect(item).toHaveProperty('w_tax_monthly_rate');
      expect(item).toHaveProperty('philhealth_rate');
    }
    for (const item of await items('?DD=benefits_group')) expect(item).toHaveProperty('gasoline');
  });

  it("sends the groups' amounts only to roles that may see them; others get code and name", async () => {
    const now = h.clock.now().toISOString();
    await h.deps.db
      .insertInto('salary_groups')
      .values({
        name: 'Managers',
        name_key: 'managers',
        monthly_salary: 9_000_000,
        days: 22,
        hours: 8,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const as = async (grants: Parameters<Harness['createUser']>[0]) => {
      const user = await h.createUser(grants);
      const t = await h.login(user.username);
      const out: Record<string, Array<Record<string, unknown>>> = {};
      for (const dd of ['salary_group', 'w_tax_group', 'benefits_group']) {
        const res = await get(`?DD=${dd}`, auth(t));
        expect(res.statusCode).toBe(200);
        out[dd] = (res.json() as Array<Record<string, unknown>>).slice(1);
      }
      return out;
    };
    // No permission at all, or only unrelated ones: code and name, nothing else.
    for (const grants of [{}, { grants: [{ key: 'bugreport' as const, view: true }] }]) {
      const plain = await as(grants);
      for (const [dd, list] of Object.entries(plain)) {
        expect(list.length, dd).toBeGreaterThan(0);
        for (const item of list) expect(Object.keys(item).sort(), dd).toEqual(['code', 'name']);
      }
      expect(plain.salary_group!.find((i) => i.name === 'Managers')).toBeDefined();
    }
    // Employee Profile view (the employment form fills the amounts in) and Group Details view.
    for (const key of ['employee_management', 'grouprecords'] as const) {
      const full = await as({ grants: [{ key, view: true }] });
      expect(full.salary_group!.find((i) => i.name === 'Managers')).toMatchObject({ monthly_salary: 90_000 });
      for (const item of full.w_tax_group!) expect(item).toHaveProperty('w_tax_monthly_rate');
      for (const item of full.benefits_group!) expect(item).toHaveProperty('allowance');
    }
  });

  it('refuses an unknown or missing DD and a malformed UID with 400', async () => {
    const unknown = await get('?DD=planets');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: DROPDOWN_MSG.unknownDropdown('planets') });
    const missing = await get('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: DROPDOWN_MSG.missingDropdown });
    for (const uid of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await get(`?DD=department&UID=${uid}`);
      expect(res.statusCode, uid).toBe(400);
      expect(res.json()).toEqual({ error: DROPDOWN_MSG.badParentId });
    }
  });

  it('needs a signed-in user (401 without or with a revoked token)', async () => {
    const anonymous = await get('?DD=gender', {} as ReturnType<typeof auth>);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: MSG.notSignedIn });
    const admin = await h.login('admin', ADMIN_PASSWORD);
    await h.app.inject({ method: 'POST', url: '/api/admin/revoke', headers: auth(admin) });
    expect((await get('?DD=gender')).statusCode).toBe(401);
    token = await h.login((await h.createUser()).username);
  });
});

describe('reference seed', () => {
  it('runs once: a deleted or renamed value is not put back at the next start', async () => {
    const db = h.deps.db;
    await db.deleteFrom('genders').where('name', '=', 'Female').execute();
    await db
      .updateTable('civil_statuses')
      .set({ name: 'Single (never married)' })
      .where('name', '=', 'Single')
      .execute();
    await seedValueLists(db, h.clock);
    const genders = await db.selectFrom('genders').select('name').execute();
    expect(genders.map((g) => g.name)).toEqual(['Male']);
    const single = await db
      .selectFrom('civil_statuses')
      .select('name')
      .where('name', 'like', 'Single%')
      .execute();
    expect(single.map((s) => s.name)).toEqual(['Single (never married)']);
  });

  it('is safe to run again from scratch (values already there are skipped)', async () => {
    const db = h.deps.db;
    const before = await db.selectFrom('document_types').select(['id', 'name']).orderBy('id').execute();
    await db.deleteFrom('settings').where('key', '=', 'seed.dropdown_values').execute();
    await seedValueLists(db, h.clock);
    expect(await db.selectFrom('document_types').select(['id', 'name']).orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('keeps every seeded value within the 30-character limit', () => {
    for (const names of Object.values(VALUE_LIST_SEED))
      for (const n of names) expect(n.length).toBeLessThanOrEqual(30);
    for (const t of APPLICATION_TYPE_SEED) expect(t.name.length).toBeLessThanOrEqual(30);
  });
});
