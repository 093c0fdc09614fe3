/**
 * GET /api/employee_list/page (issue 28 §4): one page of the Employee List with the total, searched,
 * sorted and filtered by the database. The rows must equal the unpaged /employee_list/fetch rows.
 */
import { EMPLOYEE_LIST_MSG, type EmployeeSummary, employeeListPageSchema, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let viewer: string;
let noAccess: string;
let alpha: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  const v = await h.createUser({ grants: [{ key: 'employee_list', view: true }] });
  const n = await h.createUser({ grants: [{ key: 'employee_management', view: true }] });
  admin = await h.login('admin', ADMIN_PASSWORD);
  viewer = await h.login(v.username);
  noAccess = await h.login(n.username);
  const db = h.deps.db;
  const now = h.clock.now().toISOString();
  const company = async (name: string) =>
    (
      await db
        .insertInto('companies')
        .values({ name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  alpha = await company('Alpha Foods');
  const beta = await company('Beta Retail');
  const people: [string, string, string, number | null, string | null, string | null, number][] = [
    // code, last, first, company, date hired, date of birth, leave credits
    ['P0001', 'Abad', 'Ana', alpha, '2020-01-01', '1990-01-01', 1],
    ['P0002', 'Bautista', 'Ben', beta, '2021-05-01', '1985-06-15', 2.5],
    ['P0003', 'Cruz', 'Carla', null, null, null, 0],
    ['P0004', 'Dizon', 'Dan_o', null, null, null, 0],
    ['P0005', 'Dizon', 'Danno', null, null, null, 0],
    ['P0006', 'Estrada', 'Eli', alpha, '2019-03-04', '2000-02-02', 3],
  ];
  for (let i = 1; i <= 12; i++)
    people.push([`Z${String(i).padStart(4, '0')}`, `Zeta${i}`, 'Zed', null, null, null, 0]);
  for (const [code, last, first, companyId, hired, born, credits] of people) {
    const row = await db
      .insertInto('employees')
      .values({
        employee_code: code,
        last_name: last,
        first_name: first,
        company_id: companyId,
        date_hired: hired,
        date_of_birth: born,
        leave_credits: credits,
        is_approver: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[first] = row.id;
  }
});
afterAll(async () => h.close());

const get = (url: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api${url}`, headers: auth(token) });
async function page(query: string) {
  const res = await get(`/employee_list/page?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = employeeListPageSchema.parse(res.json());
  return { ...body, firsts: body.rows.map((r) => r.first_name) };
}

describe('GET /employee_list/page', () => {
  it('answers the first 10 rows of the unpaged list, in its order, with the total', async () => {
    const all = (await get('/employee_list/fetch')).json() as EmployeeSummary[];
    expect(all).toHaveLength(18);
    const first = await page('');
    expect(first.total).toBe(18);
    expect(first.page).toBe(1);
    expect(first.limit).toBe(10);
    // Same rows, same values (age, dates, leave credits) as the unpaged list.
    expect(first.rows).toEqual(all.slice(0, 10));
    const second = await page('page=2&limit=10');
    expect(second.rows).toEqual(all.slice(10));
    expect(second.total).toBe(18);
    const past = await page('page=3&limit=10');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(18);
    expect((await page('limit=4&page=2')).rows).toEqual(all.slice(4, 8));
  });

  it('sorts by a column either way, nulls last, then by id', async () => {
    expect((await page('sort=age&dir=asc&limit=4')).firsts).toEqual(['Eli', 'Ana', 'Ben', 'Carla']);
    expect((await page('sort=age&dir=desc&limit=4')).firsts).toEqual(['Ben', 'Ana', 'Eli', 'Zed']);
    expect((await page('sort=company&dir=desc&limit=4')).firsts).toEqual(['Ben', 'Eli', 'Ana', 'Zed']);
    expect((await page('sort=company&dir=asc&limit=3')).firsts).toEqual(['Ana', 'Eli', 'Ben']);
    expect((await page('sort=date_hired&limit=3')).firsts).toEqual(['Eli', 'Ana', 'Ben']);
    expect((await page('sort=leave_credits&dir=desc&limit=3')).firsts).toEqual(['Eli', 'Ben', 'Ana']);
    const codes = (await page('sort=employee_code&dir=desc&limit=2')).rows.map((r) => r.employee_code);
    expect(codes).toEqual(['Z0012', 'Z0011']);
    const names = (await page('dir=desc&limit=3')).rows.map((r) => r.last_name);
    expect(names).toEqual(['Zeta9', 'Zeta8', 'Zeta7']);
  });

  it('searches any shown text, case-insensitively, counting every match', async () => {
    const byCompany = await page('search=ALPHA');
    expect(byCompany.firsts).toEqual(['Ana', 'Eli']);
    expect(byCompany.total).toBe(2);
    const zeds = await page('search=zeta1&limit=2');
    // Zeta1, Zeta10, Zeta11, Zeta12 match; the page holds 2 of them.
    expect(zeds.total).toBe(4);
    expect(zeds.rows).toHaveLength(2);
    expect((await page('search=p0002')).firsts).toEqual(['Ben']);
    expect((await page('search=2021-05')).firsts).toEqual(['Ben']);
    // % and _ are the user's text, not wildcards.
    expect((await page('search=n_o')).firsts).toEqual(['Dan_o']);
    expect((await page('search=%25')).total).toBe(0);
    expect((await page('search=nobody')).rows).toEqual([]);
    expect((await page(`search=${encodeURIComponent('  ')}`)).total).toBe(18);
  });

  it('filters by company, with the search and the count', async () => {
    const filtered = await page(`company_id=${alpha}`);
    expect(filtered.firsts).toEqual(['Ana', 'Eli']);
    expect(filtered.total).toBe(2);
    expect((await page(`company_id=${alpha}&search=eli`)).firsts).toEqual(['Eli']);
    expect((await page('department_id=999')).total).toBe(0);
  });

  it('answers 400 with a clear message on a bad value', async () => {
    const cases: [string, string][] = [
      ['page=0', EMPLOYEE_LIST_MSG.badPage],
      ['page=x', EMPLOYEE_LIST_MSG.badPage],
      ['page=1.5', EMPLOYEE_LIST_MSG.badPage],
      ['limit=0', EMPLOYEE_LIST_MSG.badLimit],
      ['limit=1001', EMPLOYEE_LIST_MSG.badLimit],
      ['sort=password', EMPLOYEE_LIST_MSG.badSort],
      ['dir=up', EMPLOYEE_LIST_MSG.badDir],
      ['company_id=-1', EMPLOYEE_LIST_MSG.badFilter],
      ['designation_id=abc', EMPLOYEE_LIST_MSG.badFilter],
      [`search=${'a'.repeat(101)}`, EMPLOYEE_LIST_MSG.badSearch],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/employee_list/page?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(message);
    }
  });

  it("takes the list's permission: view of employee_list", async () => {
    expect((await get('/employee_list/page', viewer)).statusCode).toBe(200);
    const refused = await get('/employee_list/page', noAccess);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MSG.noPermission);
    expect((await get('/employee_list/page', '')).statusCode).toBe(401);
  });
});
