/**
 * GET /api/dashboard/waiting (issue 26 section 1). The harness clock reads 2026-11-21 09:00 in
 * Manila; the default pay calendar's semi-monthly cut-off holding it is Nov 16-30.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';
import { typeId } from '../applications/testFixtures.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let send: ReturnType<typeof requester>;
let orgA: Org;
let orgB: Org;
let approver: number;
let other: number;
let a1: number;
let b1: number;
const apps: Record<string, number> = {};

async function application(
  key: string,
  employee: number,
  approverId: number,
  createdAt: string,
  status = 'For Approval',
) {
  const row = await h.deps.db
    .insertInto('applications')
    .values({
      application_type_id: await typeId(h, 'Overtime'),
      employee_id: employee,
      effective_date: createdAt.slice(0, 10),
      start_time: '17:00',
      end_time: '19:00',
      particulars: key,
      approver_employee_id: approverId,
      approval_status: status,
      filed_by: null,
      decided_by: null,
      canceled_by: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  apps[key] = row.id;
}

async function loan(
  employee: number,
  start: string,
  amount: number,
  status: 'Active' | 'Canceled' = 'Active',
) {
  const type = await h.deps.db
    .selectFrom('loan_types')
    .select('id')
    .where('name', '=', 'SSS Salary Loan')
    .executeTakeFirst();
  const fallback = await h.deps.db
    .selectFrom('loan_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const at = h.clock.now().toISOString();
  const row = await h.deps.db
    .insertInto('salary_loans')
    .values({
      employee_id: employee,
      loan_type_id: (type ?? fallback).id,
      release_date: '2026-11-01',
      deduction_start_date: start,
      loan_amount: amount * 100,
      payment_terms: 10,
      status,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tokenFor(grants: Parameters<Harness['createUser']>[0], employeeId?: number) {
  const user = await h.createUser(grants);
  if (employeeId !== undefined)
    await h.deps.db.updateTable('users').set({ employee_id: employeeId }).where('id', '=', user.id).execute();
  return h.login(user.username, USER_PASSWORD);
}

beforeAll(async () => {
  h = await createHarness();
  send = requester(h);
  orgA = await createOrg(h.deps.db);
  orgB = await createOrg(h.deps.db);
  approver = await activeEmployee(h.deps.db, { org: orgA, last: 'Approver' });
  other = await activeEmployee(h.deps.db, { org: orgA, last: 'Other' });
  await h.deps.db
    .updateTable('employees')
    .set({ is_approver: 1 })
    .where('id', 'in', [approver, other])
    .execute();
  a1 = await activeEmployee(h.deps.db, { org: orgA, last: 'Aquino' });
  b1 = await activeEmployee(h.deps.db, { org: orgB, last: 'Bautista' });
  // Filed (UTC) 2026-11-11 10:00 Manila: 10 days old; 2026-11-20: 1 day; 2026-11-01: 20 days.
  await application('mine-old', a1, approver, '2026-11-11T02:00:00.000Z');
  await application('mine-new', b1, approver, '2026-11-20T02:00:00.000Z');
  await application('others', a1, other, '2026-11-01T02:00:00.000Z');
  await application('decided', a1, approver, '2026-10-01T02:00:00.000Z', 'Approved');
  await h.createUser({ approval: 'For Approval' });
  await h.createUser({ approval: 'For Approval' });
  await h.createUser({ approval: 'Rejected' });
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/dashboard/waiting', () => {
  it('answers 403 to a role that may view none of its sources, 401 without a token, 404 for an unknown company', async () => {
    const token = await tokenFor({
      grants: [
        { key: 'timesheet', view: true },
        { key: 'employee_management', view: true },
      ],
    });
    expect((await send('GET', '/api/dashboard/waiting', token)).statusCode).toBe(403);
    expect((await send('GET', '/api/dashboard/waiting', null)).statusCode).toBe(401);
    const admin = await h.login('admin', ADMIN_PASSWORD);
    expect((await send('GET', '/api/dashboard/waiting?company_id=999999', admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/dashboard/waiting?company_id=abc', admin)).statusCode).toBe(400);
  });

  it('shows an approver only the applications waiting for them, oldest first, and no other section', async () => {
    const token = await tokenFor({ grants: [{ key: 'applicationsapproval', view: true }] }, approver);
    const res = await send('GET', '/api/dashboard/waiting', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe('2026-11-21');
    expect(Object.keys(body).sort()).toEqual(['applications', 'today']);
    expect(body.applications.scope).toBe('approver');
    expect(body.applications.count).toBe(2);
    expect(body.applications.rows.map((r: { log_no: number }) => r.log_no)).toEqual([
      apps['mine-old'],
      apps['mine-new'],
    ]);
    expect(body.applications.rows.map((r: { age_days: number }) => r.age_days)).toEqual([10, 1]);
    expect(body.applications.rows[0].employee_name).toMatch(/Aquino$/);
    expect(body.applications.rows[0].application_type).toBe('Overtime');
  });

  it('shows HR (Applications Proxy view) every pending application by age, filtered by company', async () => {
    const token = await tokenFor({ grants: [{ key: 'applicationsproxy', view: true }] });
    const all = (await send('GET', '/api/dashboard/waiting', token)).json();
    expect(all.applications.scope).toBe('all');
    expect(all.applications.count).toBe(3);
    expect(all.applications.rows.map((r: { log_no: number }) => r.log_no)).toEqual([
      apps.others,
      apps['mine-old'],
      apps['mine-new'],
    ]);
    expect(all.applications.rows.map((r: { age_days: number }) => r.age_days)).toEqual([20, 10, 1]);
    const a = (await send('GET', `/api/dashboard/waiting?company_id=${orgA.company_id}`, token)).json();
    expect(a.applications.count).toBe(2);
    expect(a.applications.rows.map((r: { log_no: number }) => r.log_no)).toEqual([
      apps.others,
      apps['mine-old'],
    ]);
  });

  it("counts user accounts 'For Approval' for a role that may view User Accounts", async () => {
    const token = await tokenFor({ grants: [{ key: 'useraccounts', view: true }] });
    const body = (await send('GET', '/api/dashboard/waiting', token)).json();
    expect(Object.keys(body).sort()).toEqual(['accounts', 'today']);
    expect(body.accounts.count).toBe(2);
    expect(body.accounts.rows).toHaveLength(2);
  });

  it('lists the Active salary loans whose deduction starts in this cut-off (Nov 16-30) for Salary Loan view', async () => {
    const inB = await loan(b1, '2026-11-16', 12_000);
    const inA = await loan(a1, '2026-11-30', 5_000.5);
    await loan(a1, '2026-11-15', 7_000); // the cut-off before
    await loan(a1, '2026-11-20', 8_000, 'Canceled');
    await loan(b1, '2026-12-01', 9_000); // the next cut-off
    const token = await tokenFor({ grants: [{ key: 'salaryloan', view: true }] });
    const body = (await send('GET', '/api/dashboard/waiting', token)).json();
    expect(Object.keys(body).sort()).toEqual(['loans', 'today']);
    expect(body.loans).toMatchObject({ start_date: '2026-11-16', end_date: '2026-11-30', count: 2 });
    expect(body.loans.rows.map((r: { id: number }) => r.id)).toEqual([inB, inA]);
    expect(body.loans.rows.map((r: { loan_amount: number }) => r.loan_amount)).toEqual([12_000, 5_000.5]);
    const a = (await send('GET', `/api/dashboard/waiting?company_id=${orgA.company_id}`, token)).json();
    expect(a.loans.count).toBe(1);
    expect(a.loans.rows[0].id).toBe(inA);
    // The admin sees every section.
    const admin = (
      await send('GET', '/api/dashboard/waiting', await h.login('admin', ADMIN_PASSWORD))
    ).json();
    expect(admin.applications.scope).toBe('all');
    expect(admin.accounts.count).toBe(2);
    expect(admin.loans.count).toBe(2);
  });
});
