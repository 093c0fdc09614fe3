/**
 * GET /api/employee_list/page at scale (issue 28 §4): the search matches the name tables first and
 * the employees' own texts (PostgreSQL: through a trigram index), the joined sorts and the deep
 * pages cut ids first. Whatever the path, the answer must be the unpaged list's rows, filtered by
 * "contains, case-insensitive, on the shown texts", in the list's order (or the sort's, nulls last,
 * then by id): each case is checked against that rule applied here to the unpaged rows.
 */
import { type EmployeeSummary, employeeListPageSchema } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
let all: EmployeeSummary[];

const SHOWN = [
  'employee_code',
  'last_name',
  'first_name',
  'middle_name',
  'suffix',
  'gender',
  'company',
  'department',
  'designation',
  'status_descr',
  'date_hired',
] as const;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  const db = h.deps.db;
  const now = h.clock.now().toISOString();
  // The seeded value (Female, Male, ...) when there is one.
  const named = async (table: 'companies' | 'genders' | 'employment_statuses', name: string) => {
    const seeded = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
    if (seeded) return seeded.id;
    const row = await db
      .insertInto(table)
      .values({ name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const north = await named('companies', 'North Star Logistics');
  const south = await named('companies', 'Southern Ports');
  const dept = async (company_id: number, name: string) =>
    (
      await db
        .insertInto('departments')
        .values({ company_id, name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const ops = await dept(north, 'Operations');
  const hr = await dept(south, 'Human Resources');
  const desig = async (department_id: number, name: string) =>
    (
      await db
        .insertInto('designations')
        .values({ department_id, name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const agent = await desig(ops, 'Agent');
  const engineer = await desig(hr, 'Engineer');
  const female = await named('genders', 'Female');
  const male = await named('genders', 'Male');
  const probation = await named('employment_statuses', 'Probationary');
  const regular = await named('employment_statuses', 'Regular');
  // code, last, first, middle, company, department, designation, gender, status, hired
  const people: [
    string | null,
    string,
    string,
    string | null,
    number | null,
    number | null,
    number | null,
  ][] = [
    ['L0001', 'Peña', 'Niño', 'Dela Cruz', north, ops, agent],
    ['L0002', 'Ibáñez', 'Zoë', null, south, hr, engineer],
    ['L0003', 'Santos', 'Maria', 'Reyes', north, ops, null],
    ['L0004', 'Santos', 'Jose', null, null, null, null],
    ['L0005', 'Reyes', 'Andrés', 'Santos', south, null, null],
    // A draft: no code saved.
    [null, 'Draft', 'Dora', null, null, null, null],
    ['', 'Blank', 'Bea', null, south, hr, engineer],
  ];
  for (let i = 1; i <= 13; i++)
    people.push([
      `M${String(i).padStart(4, '0')}`,
      `Mendoza${i}`,
      'Mark',
      null,
      i % 2 ? north : null,
      null,
      null,
    ]);
  let n = 0;
  for (const [code, last, first, middle, company_id, department_id, designation_id] of people) {
    n += 1;
    await db
      .insertInto('employees')
      .values({
        employee_code: code,
        last_name: last,
        first_name: first,
        middle_name: middle,
        suffix: n === 3 ? 'Jr.' : null,
        company_id,
        department_id,
        designation_id,
        gender_id: n % 3 === 0 ? null : n % 3 === 1 ? female : male,
        status_id: n % 4 === 0 ? null : n % 2 ? probation : regular,
        date_hired: n % 5 === 0 ? null : `202${n % 4}-0${(n % 9) + 1}-1${n % 10}`,
        date_of_birth: null,
        leave_credits: n,
        is_approver: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  all = (
    await h.app.inject({ method: 'GET', url: '/api/employee_list/fetch', headers: auth(admin) })
  ).json() as EmployeeSummary[];
});
afterAll(async () => h.close());

async function page(query: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/employee_list/page?${query}`,
    headers: auth(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return employeeListPageSchema.parse(res.json());
}

/** The rule: contains, case-insensitive, on the shown texts (the test's texts fold like the databases'). */
const matching = (text: string) =>
  all.filter((r) =>
    SHOWN.some((k) =>
      String(r[k] ?? '')
        .toLowerCase()
        .includes(text.toLowerCase()),
    ),
  );

/** The sort: by the shown text, nulls (and a draft's empty code) last either way, then by id the same way. */
function sorted(rows: EmployeeSummary[], key: (typeof SHOWN)[number], dir: 'asc' | 'desc') {
  const value = (r: EmployeeSummary) => (r[key] === '' || r[key] === undefined ? null : r[key]);
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null)
      return x === y ? sign * (a.employee_id - b.employee_id) : x === null ? 1 : -1;
    if (x !== y) return sign * (x < y ? -1 : 1);
    return sign * (a.employee_id - b.employee_id);
  });
}

describe('GET /employee_list/page: searches, joined sorts and deep pages', () => {
  it('finds by every shown text, the name tables included, with the total', async () => {
    expect(all).toHaveLength(20);
    for (const text of [
      'peña',
      'ñ',
      'zoë',
      'andrés',
      'santos',
      'SANTOS',
      'north star',
      'operations',
      'human',
      'engineer',
      'agent',
      'female',
      'male',
      'probation',
      'regular',
      'jr.',
      'dela cruz',
      '2021-0',
      '-1',
      'l000',
      'mendoza1',
      'zzzq',
    ]) {
      const expected = matching(text);
      const got = await page(`search=${encodeURIComponent(text)}&limit=50`);
      expect(got.rows, text).toEqual(expected);
      expect(got.total, text).toBe(expected.length);
    }
    // Broad searches, small pages: SQLite walks the name order (above, it reads and sorts).
    for (const text of ['e', 'mark', 'a'])
      for (const p of [1, 2, 3]) {
        const expected = matching(text);
        const got = await page(`search=${text}&limit=2&page=${p}`);
        expect(expected.length).toBeGreaterThanOrEqual(8);
        expect(got.rows, `${text} ${p}`).toEqual(expected.slice((p - 1) * 2, p * 2));
        expect(got.total).toBe(expected.length);
      }
    // Sanity of the rule itself: the cases do find what they name, and no accent folding.
    expect(matching('peña').map((r) => r.first_name)).toEqual(['Niño']);
    expect(matching('pena')).toEqual([]);
    expect(
      matching('human')
        .map((r) => r.first_name)
        .sort(),
    ).toEqual(['Bea', 'Zoë']);
    expect(matching('female').length).toBeGreaterThan(matching('engineer').length);
  });

  it('sorts by each joined name either way, nulls last, and pages through to the last page', async () => {
    for (const key of ['company', 'department', 'designation', 'gender', 'status_descr'] as const)
      for (const dir of ['asc', 'desc'] as const) {
        const expected = sorted(all, key, dir);
        for (const p of [1, 4, 7]) {
          const got = await page(`sort=${key}&dir=${dir}&limit=3&page=${p}`);
          expect(got.rows, `${key} ${dir} page ${p}`).toEqual(expected.slice((p - 1) * 3, p * 3));
          expect(got.total).toBe(20);
        }
      }
  });

  it('answers the last pages of the default order, a search and a sort as the unpaged list cut there', async () => {
    expect((await page('limit=3&page=7')).rows).toEqual(all.slice(18));
    expect((await page('limit=3&page=7&dir=desc')).rows).toEqual([...all].reverse().slice(18));
    const mark = matching('mark');
    expect((await page('search=mark&limit=4&page=4')).rows).toEqual(mark.slice(12));
    const codes = sorted(all, 'employee_code', 'desc');
    const last = await page('sort=employee_code&dir=desc&limit=6&page=4');
    // The draft's and the blank code come last.
    expect(last.rows).toEqual(codes.slice(18));
    expect(last.rows.map((r) => r.employee_code)).toEqual(['', '']);
    const filtered = await page(`search=santos&sort=company&dir=desc&limit=2&page=2`);
    expect(filtered.rows).toEqual(sorted(matching('santos'), 'company', 'desc').slice(2, 4));
  });
});
