/**
 * Issue 28: a company over the databases' bound-parameter limits (PostgreSQL 65,535 per statement,
 * SQLite 32,766). Every statement used to bind an id per employee somewhere and answered 500 ('too
 * many SQL variables', 'bind message has N parameter formats but 0 parameters'). The employees are
 * seeded in one statement, not through the API.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness, testDialect } from '../../test/harness.ts';
import { usersOfEmployees } from '../notifications/service.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

/** Over the dialect's limit: one parameter per id would not fit in one statement. */
const N = testDialect === 'postgres' ? 66_000 : 33_000;

let h: Harness;
let token: string;
let org: Org;
let firstId: number;
let lastId: number;
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('admin', ADMIN_PASSWORD);
  const db = h.deps.db;
  org = await createOrg(db);
  const now = new Date().toISOString();
  const status = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', 'Active')
    .executeTakeFirstOrThrow();
  const tax = await db
    .selectFrom('w_tax_groups')
    .select('id')
    .where('name', '=', 'Statutory (BIR tables)')
    .executeTakeFirstOrThrow();
  // PHP 26,000 a month over 26 days of 8 hours, semi-monthly (pay period 2); codes 1..66000 (the column holds 5 characters on PostgreSQL).
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${N})
    insert into employees (employee_code, first_name, last_name, is_approver, company_id, status_id,
      pay_period_id, monthly_salary, days, hours, w_tax_group_id, created_at, updated_at)
    select cast(i as varchar), 'First', 'Scale', 0, ${org.company_id}, ${status.id}, 2, 2600000,
      26, 8, ${tax.id}, ${now}, ${now} from n`.execute(db);
  const ids = await db
    .selectFrom('employees')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .where('company_id', '=', org.company_id)
    .executeTakeFirstOrThrow();
  firstId = Number(ids.first);
  lastId = Number(ids.last);
  // A deduction line of PHP 500.00 for the last employee: read in the last chunk of ids.
  const category = await db.selectFrom('deductions_categories').select('id').executeTakeFirstOrThrow();
  const record = await db
    .insertInto('deductions_records')
    .values({
      category_id: category.id,
      effective_date: '2026-11-10',
      total_amount: 50_000,
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deductions_record_lines')
    .values({
      record_id: record.id,
      employee_id: lastId,
      amount: 50_000,
      input_column: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}, 120_000);
afterAll(async () => h.close());

describe(`a company of ${N} employees`, () => {
  it('GET /api/payroll/fetch answers every employee, the last one with its deduction', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=2026-11-01&end_date=2026-11-15`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ employee_id: number; status: string; total_deductions: number }>;
    expect(rows).toHaveLength(N);
    expect(rows.every((r) => r.status === 'Pending')).toBe(true);
    const first = rows.find((r) => r.employee_id === firstId);
    const last = rows.find((r) => r.employee_id === lastId);
    // Same terms, no attendance: the same mandatory contributions; the last one has PHP 500.00 more.
    expect((last?.total_deductions ?? 0) - (first?.total_deductions ?? 0)).toBeCloseTo(500, 2);
  }, 120_000);

  it('finds the linked account among all the employees (the notices after processing)', async () => {
    const user = await h.createUser();
    await h.deps.db.updateTable('users').set({ employee_id: lastId }).where('id', '=', user.id).execute();
    const ids = Array.from({ length: lastId - firstId + 1 }, (_, i) => firstId + i);
    expect(await usersOfEmployees(h.deps, ids)).toEqual([user.id]);
  });
});
