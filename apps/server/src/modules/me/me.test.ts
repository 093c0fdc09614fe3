/**
 * /api/me (issue 24): the signed-in account's own employee only, whatever its role. Two employees
 * with processed payslips (A and B), each signed in through an account with no module permission;
 * every parameter that could name the other's data answers 404 and carries none of it; an account
 * without an employee gets the spec's message; every read is audited.
 */
import { type PayrollRow, payrollRowSchema } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { storeSlips } from '../compliance/bir2316/testFixtures.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let a: number;
let b: number;
let tokenA: string;
let tokenB: string;
let tokenNone: string;
let userA: number;
let rowA: PayrollRow;
let slipA: number;
let slipB: number;
let voidA: number;
const NO_EMPLOYEE = 'No employee assigned to this user account.';

async function linkedUser(employeeId: number | null): Promise<{ id: number; token: string }> {
  const u = await h.createUser();
  if (employeeId !== null)
    await h.deps.db.updateTable('users').set({ employee_id: employeeId }).where('id', '=', u.id).execute();
  return { id: u.id, token: await h.login(u.username) };
}

async function slipOf(employeeId: number, start: string): Promise<number> {
  const row = await h.deps.db
    .selectFrom('payslips')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('start_date', '=', start)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  a = await payrollEmployee(h.deps.db, org, { last: 'Alpha' });
  b = await payrollEmployee(h.deps.db, org, { last: 'Bravoperson' });
  await h.deps.db.updateTable('employees').set({ tin: '111-222-333-000' }).where('id', '=', a).execute();
  await h.deps.db.updateTable('employees').set({ tin: '999-888-777-000' }).where('id', '=', b).execute();
  await attendance(h.deps.db, [a, b], FEB_FIRST_HALF_WORKDAYS);
  const run = await send('POST', '/api/payroll/create', admin, {
    employee_ids: [a, b],
    start_date: '2026-02-01',
    end_date: '2026-02-15',
  });
  expect(run.statusCode, run.body).toBe(200);
  const fetched = await send(
    'GET',
    `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=2026-02-01&end_date=2026-02-15`,
    admin,
  );
  rowA = (fetched.json() as unknown[])
    .map((r) => payrollRowSchema.parse(r))
    .find((r) => r.employee_id === a)!;
  slipA = await slipOf(a, '2026-02-01');
  slipB = await slipOf(b, '2026-02-01');
  // A's 2025: two payslips stored with known columns (centavos), and a voided one of 2026.
  await storeSlips(h.deps.db, a, [
    {
      start: '2025-12-01',
      end: '2025-12-15',
      gross: 3_000_000,
      taxable: 2_500_000,
      basic: 3_000_000,
      mandatories: 200_000,
      wtax: 150_000,
    },
    {
      start: '2025-12-16',
      end: '2025-12-31',
      gross: 2_000_000,
      taxable: 1_600_000,
      basic: 2_000_000,
      mandatories: 100_000,
      wtax: 50_000,
      tax_refund: 10_000,
    },
    {
      start: '2026-01-16',
      end: '2026-01-31',
      gross: 9_900_000,
      taxable: 9_900_000,
      basic: 9_900_000,
      mandatories: 0,
      wtax: 0,
    },
  ]);
  voidA = await slipOf(a, '2026-01-16');
  await h.deps.db
    .updateTable('payslips')
    .set({ status: 'void', void_reason: 'test' })
    .where('id', '=', voidA)
    .execute();
  const ua = await linkedUser(a);
  userA = ua.id;
  tokenA = ua.token;
  tokenB = (await linkedUser(b)).token;
  tokenNone = (await linkedUser(null)).token;
  const employer = await send('PUT', '/api/compliance/employer', admin, {
    company_id: org.company_id,
    registered_name: 'ACME TRADING CORPORATION',
    address: '12 Ayala Ave, Makati City',
    zip: '1226',
    tin: '123456789',
    branch_code: '0000',
    rdo_code: '50',
    sss_er_no: '',
    sss_branch: '',
    philhealth_pen: '',
    pagibig_er_id: '',
    contact_no: '',
    email: '',
    signatory_name: 'Maria Santos',
    signatory_position: 'HR Manager',
  });
  expect(employer.statusCode, employer.body).toBe(200);
});
afterAll(async () => h.close());

const READS = [
  '/api/me',
  '/api/me/home',
  '/api/me/payslips',
  '/api/me/payslips/1',
  '/api/me/payslips/1/pdf',
  '/api/me/tax',
  '/api/me/tax/2026/2316.pdf',
  '/api/me/profile',
];

describe('who may call /api/me', () => {
  it('401 without a token, on every route', async () => {
    for (const url of READS) expect((await send('GET', url, null)).statusCode, url).toBe(401);
    expect((await send('POST', '/api/me/profile/changeRequest', null, { note: 'x' })).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/me/password', null, { current_password: 'x', new_password: 'y' })).statusCode,
    ).toBe(401);
  });

  it("an account without an employee gets the spec's message (400) on every employee route", async () => {
    for (const url of READS) {
      const res = await send('GET', url, tokenNone);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: NO_EMPLOYEE });
    }
    const res = await send('POST', '/api/me/profile/changeRequest', tokenNone, {
      note: 'Please fix my name',
    });
    expect(res.json()).toEqual({ error: NO_EMPLOYEE });
  });

  it('needs no module permission: a role with no flags at all reads its own employee', async () => {
    const res = await send('GET', '/api/me', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      employee_id: a,
      name: expect.stringContaining('Alpha'),
      department: expect.any(String),
      is_approver: false,
    });
  });
});

describe('GET /api/me/payslips', () => {
  it("A's live payslips newest first by year with year-to-date sums; voided and B's left out", async () => {
    const res = await send('GET', '/api/me/payslips', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    const { years } = res.json() as {
      years: { year: number; ytd: Record<string, number>; payslips: { id: number }[] }[];
    };
    expect(years.map((y) => y.year)).toEqual([2026, 2025]);
    expect(years[0]!.payslips.map((p) => p.id)).toEqual([slipA]);
    expect(years[1]!.payslips).toHaveLength(2);
    expect(years[1]!.payslips[0]).toMatchObject({
      start_date: '2025-12-16',
      gross_pay: 20_000,
      net_pay: 18_500,
    });
    // 2025 by hand: gross 30,000 + 20,000 less the 100.00 refund; contributions 2,000 + 1,000;
    // tax 1,500 + 500 less the refund; net (30,000-2,000-1,500) + (20,000-1,000-500).
    expect(years[1]!.ytd).toEqual({ gross: 49_900, contributions: 3_000, tax: 1_900, net: 45_000 });
    // 2026: the one processed payslip, as payroll stored it.
    expect(years[0]!.ytd).toEqual({
      gross: rowA.gross_pay,
      contributions: rowA.mandatoriesTotal,
      tax: rowA.wtax,
      net: rowA.net_pay,
    });
    expect(years.flatMap((y) => y.payslips.map((p) => p.id))).not.toContain(slipB);
  });
});

describe('GET /api/me/payslips/:id and its PDF', () => {
  it('the Payroll Summary row of the stored snapshot, as payroll shows it', async () => {
    const res = await send('GET', `/api/me/payslips/${slipA}`, tokenA);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: slipA, kind: 'regular', title: 'Payslip for 2026-02-01 to 2026-02-15' });
    const { leaves_remaining: _l, warning: _w, ...same } = rowA;
    expect(body.row).toMatchObject(same);
  });

  it("another employee's payslip, a voided one, an unknown id: 404 with none of their data", async () => {
    for (const id of [slipB, voidA, 999_999]) {
      for (const suffix of ['', '/pdf']) {
        const res = await send('GET', `/api/me/payslips/${id}${suffix}`, tokenA);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json()).toEqual({ error: 'Payslip not found.' });
      }
    }
    expect((await send('GET', '/api/me/payslips/abc', tokenA)).statusCode).toBe(400);
  });

  it('the payslip PDF HR prints: A only, with the take-home pay', async () => {
    const res = await send('GET', `/api/me/payslips/${slipA}/pdf`, tokenA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Alpha');
    expect(text).toContain('TAKE HOME PAY');
    expect(text).not.toContain('Bravoperson');
    // B reads their own the same way.
    expect((await send('GET', `/api/me/payslips/${slipB}/pdf`, tokenB)).statusCode).toBe(200);
  });

  it('every read is audited with the account and the route', async () => {
    const before = await h.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('user_id', '=', userA)
      .where('entity', '=', '/api/me/payslips/:id')
      .execute();
    await send('GET', `/api/me/payslips/${slipA}`, tokenA);
    const after = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('user_id', '=', userA)
      .where('entity', '=', '/api/me/payslips/:id')
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ action: 'read' });
  });
});

describe('GET /api/me/tax and the 2316', () => {
  it('each year with its taxable compensation and tax withheld', async () => {
    const res = await send('GET', '/api/me/tax', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().years).toEqual([
      { year: 2026, taxable: rowA.taxable_compensation, withheld: rowA.wtax, complete: false },
      // 25,000 + 16,000 taxable; 1,500 + 500 withheld less the 100.00 refund.
      { year: 2025, taxable: 41_000, withheld: 1_900, complete: true },
    ]);
  });

  it("the year's 2316 PDF as HR prints it; a year without a payslip is 404", async () => {
    const res = await send('GET', '/api/me/tax/2026/2316.pdf', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain('111');
    expect(pdfText(res.rawPayload)).not.toContain('999');
    expect((await send('GET', '/api/me/tax/2024/2316.pdf', tokenA)).statusCode).toBe(404);
    // B has no 2025: A's year is not B's.
    expect((await send('GET', '/api/me/tax/2025/2316.pdf', tokenB)).statusCode).toBe(404);
    expect((await send('GET', '/api/me/tax/abcd/2316.pdf', tokenA)).statusCode).toBe(400);
  });
});

describe('GET /api/me/home', () => {
  it("the week's days, balances, latest payslip, pending counts and the next payday", async () => {
    // Test clock: Saturday 2026-11-21 in Manila; the week starts Monday 2026-11-16.
    await attendance(h.deps.db, [a], ['2026-11-20', '2026-11-21'], ['2026-11-20']);
    const res = await send('GET', '/api/me/home', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    const home = res.json();
    expect(home.today).toBe('2026-11-21');
    expect(home.week.map((d: { shift_date: string }) => d.shift_date)).toEqual(['2026-11-20', '2026-11-21']);
    expect(home.today_day).toMatchObject({ shift_date: '2026-11-21', start_time: null });
    expect(home.latest_payslip).toEqual({
      id: slipA,
      net_pay: rowA.net_pay,
      pay_date: rowA.pay_date,
      kind: 'regular',
    });
    expect(home.applications_pending).toBe(0);
    expect(home.to_approve).toBeNull();
    // Default calendar: 16-30 Nov is paid on the 31st, clamped to 30 Nov; 1-15 Nov's 15 Nov has passed.
    expect(home.next_payday).toBe('2026-11-30');
    expect(res.body).not.toContain('Bravoperson');
  });

  it('an approver sees the count of items to approve', async () => {
    await h.deps.db.updateTable('employees').set({ is_approver: 1 }).where('id', '=', a).execute();
    const res = await send('GET', '/api/me/home', tokenA);
    expect(res.json().to_approve).toBe(0);
    await h.deps.db.updateTable('employees').set({ is_approver: 0 }).where('id', '=', a).execute();
  });
});

describe('GET /api/me/profile and the change request', () => {
  it("A's own information and government numbers", async () => {
    const res = await send('GET', '/api/me/profile', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ last_name: 'Alpha', tin: '111-222-333-000', emergency_contacts: [] });
    expect(res.body).not.toContain('999-888');
  });

  it("'Request a change' goes to A's history for HR; an empty note is refused and writes nothing", async () => {
    const count = async () =>
      (await h.deps.db.selectFrom('employee_history').select('id').where('employee_id', '=', a).execute())
        .length;
    const before = await count();
    const bad = await send('POST', '/api/me/profile/changeRequest', tokenA, { note: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Write what should change.' });
    expect(await count()).toBe(before);
    const ok = await send('POST', '/api/me/profile/changeRequest', tokenA, {
      note: 'My mobile is 0917 000 0000',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your request was sent to HR.' });
    expect(await count()).toBe(before + 1);
    const history = await send('GET', `/api/employee_management/fetchEmployeeHistory?UID=${a}`, admin);
    expect(history.body).toContain('My mobile is 0917 000 0000');
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong current password and a weak new one, then changes it', async () => {
    const u = await h.createUser();
    const token = await h.login(u.username);
    const wrong = await send('POST', '/api/me/password', token, {
      current_password: 'Wrong#12345',
      new_password: 'Better#2026pass',
    });
    expect(wrong.json()).toEqual({ error: 'The current password is not correct.' });
    const weak = await send('POST', '/api/me/password', token, {
      current_password: 'User#123456',
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    await expect(h.login(u.username)).resolves.toBeTypeOf('string');
    const ok = await send('POST', '/api/me/password', token, {
      current_password: 'User#123456',
      new_password: 'Better#2026pass',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expect(h.login(u.username)).rejects.toThrow();
    await expect(h.login(u.username, 'Better#2026pass')).resolves.toBeTypeOf('string');
  });
});
