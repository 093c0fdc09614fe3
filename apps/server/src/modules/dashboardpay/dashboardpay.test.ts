/**
 * GET /api/dashboard/payroll and /api/dashboard/filings (issue 26 section 1). The harness clock
 * reads 2026-11-21 in Manila: the semi-monthly period holding today is Nov 16-30, paid Nov 30.
 * Payslips are written directly with hand-picked stored figures: the card sums what is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { countPayslips } from '../payroll/monthTotals.ts';
import { payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let orgA: Org;
let orgB: Org;
let a: number;
let b: number;
let c: number;
let d: number;

const PESO = 100;

interface Slip {
  employee: number;
  start: string;
  end: string;
  pay: string | null;
  gross: number;
  er: number;
  net: number;
  kind?: 'regular' | 'thirteenth' | 'finalpay';
  status?: 'processed' | 'void';
}

/** A payslip as the payroll writes it: the row, then counted into the monthly totals (0058). */
async function insertPayslip(s: Slip) {
  const row = await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: s.employee,
      start_date: s.start,
      end_date: s.end,
      pay_date: s.pay,
      pay_period: 'Semi-monthly',
      gross_base: s.gross * PESO,
      gross_pay: s.gross * PESO,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: (s.gross - s.net) * PESO,
      net_pay: s.net * PESO,
      employer_total: s.er * PESO,
      snapshot: '{}',
      created_by: null,
      created_at: h.clock.now().toISOString(),
      kind: s.kind ?? 'regular',
      status: s.status ?? 'processed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await countPayslips(h.deps.db, [row.id]);
}

const regular = (employee: number, start: string, end: string, pay: string) => ({
  employee,
  start,
  end,
  pay,
  gross: 20_000,
  er: 1_500,
  net: 17_000,
});

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  orgA = await createOrg(h.deps.db);
  orgB = await createOrg(h.deps.db);
  a = await payrollEmployee(h.deps.db, orgA, { last: 'Aquino' });
  b = await payrollEmployee(h.deps.db, orgA, { last: 'Bautista' });
  c = await payrollEmployee(h.deps.db, orgA, { last: 'Cruz' });
  d = await payrollEmployee(h.deps.db, orgB, { last: 'Dizon' });
  for (const e of [a, b, c]) await insertPayslip(regular(e, '2026-11-01', '2026-11-15', '2026-11-15'));
  await insertPayslip(regular(b, '2026-11-16', '2026-11-30', '2026-11-30'));
  // c's final pay intersects Nov 16-30 without being equal: Overlapping.
  await insertPayslip({
    employee: c,
    start: '2026-11-16',
    end: '2026-11-20',
    pay: '2026-11-25',
    gross: 5_000,
    er: 0,
    net: 5_000,
    kind: 'finalpay',
  });
  // A voided payslip counts nowhere: a stays Pending and its figures are left out.
  await insertPayslip({
    ...regular(a, '2026-11-16', '2026-11-30', '2026-11-30'),
    gross: 99_999,
    status: 'void',
  });
  // A year earlier: one payslip in November 2025 (a's), paid Nov 15, 2025.
  await insertPayslip({
    employee: a,
    start: '2025-11-01',
    end: '2025-11-15',
    pay: '2025-11-15',
    gross: 40_000,
    er: 3_000,
    net: 34_000,
  });
  // A payslip stored without a pay date counts in the month of its end date (August 2026).
  await insertPayslip({
    employee: a,
    start: '2026-08-01',
    end: '2026-08-15',
    pay: null,
    gross: 1_000,
    er: 100,
    net: 900,
  });
  // Company B has processed ahead: its last run (Dec 1-15) is past today's period.
  await insertPayslip({
    employee: d,
    start: '2026-11-16',
    end: '2026-11-30',
    pay: '2026-11-30',
    gross: 10_000,
    er: 800,
    net: 9_000,
  });
  await insertPayslip({
    employee: d,
    start: '2026-12-01',
    end: '2026-12-15',
    pay: '2026-12-15',
    gross: 10_000,
    er: 800,
    net: 9_000,
  });
});
afterAll(async () => h.close());

const zero = { gross_pay: 0, employer_contributions: 0, net_pay: 0 };

describe('GET /api/dashboard/payroll', () => {
  it("one company: today's period with the employees' statuses, and 12 months of stored cost with last year's", async () => {
    const res = await send('GET', `/api/dashboard/payroll?company_id=${orgA.company_id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.next).toEqual([
      {
        company_id: orgA.company_id,
        company: expect.any(String),
        pay_period: 'Semi-monthly',
        start_date: '2026-11-16',
        end_date: '2026-11-30',
        pay_date: '2026-11-30',
        pending: 1,
        processed: 1,
        overlapping: 1,
      },
    ]);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    // November 2026: three Nov 1-15 payslips and b's Nov 16-30 (4 x 20,000 / 1,500 / 17,000)
    // plus c's final pay (5,000 / 0 / 5,000): gross 85,000, employer 6,000, net 73,000, deductions
    // 4 x 3,000 = 12,000. Last November: 40,000 / 3,000 / 34,000. Cost 91,000 against 43,000:
    // +48,000 / 43,000 = 111.63% -> 111.6.
    expect(body.months[11]).toEqual({
      month: '2026-11',
      gross_pay: 85_000,
      employer_contributions: 6_000,
      net_pay: 73_000,
      total_deductions: 12_000,
      last_year: { gross_pay: 40_000, employer_contributions: 3_000, net_pay: 34_000 },
      change_pct: 111.6,
    });
    expect(body.months[8]).toEqual({
      month: '2026-08',
      gross_pay: 1_000,
      employer_contributions: 100,
      net_pay: 900,
      total_deductions: 100,
      last_year: zero,
      change_pct: null,
    });
    expect(body.months[10]).toEqual({
      month: '2026-10',
      ...zero,
      total_deductions: 0,
      last_year: zero,
      change_pct: null,
    });
  });

  it('All Companies: the next cut-off per company (B processed ahead: the period after its last run) and every company’s cost', async () => {
    const res = await send('GET', '/api/dashboard/payroll', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const mine = body.next.filter((n: { company_id: number }) =>
      [orgA.company_id, orgB.company_id].includes(n.company_id),
    );
    expect(mine).toHaveLength(2);
    expect(mine.find((n: { company_id: number }) => n.company_id === orgB.company_id)).toMatchObject({
      start_date: '2026-12-16',
      end_date: '2026-12-31',
      pay_date: '2026-12-31',
      pending: 1,
      processed: 0,
      overlapping: 0,
    });
    // November 2026 adds B's Nov 16-30 (10,000 / 800 / 9,000): 95,000 / 6,800 / 82,000;
    // cost 101,800 against 43,000: +58,800 / 43,000 = 136.74% -> 136.7. B's December is not yet.
    expect(body.months[11]).toMatchObject({
      gross_pay: 95_000,
      employer_contributions: 6_800,
      net_pay: 82_000,
      change_pct: 136.7,
    });
  });

  it('answers 403 to a role that may see attendance but not pay, 401 without a token, 400/404 for a bad company', async () => {
    const user = await h.createUser({ grants: [{ key: 'timesheet', view: true }] });
    const token = await h.login(user.username, USER_PASSWORD);
    expect(
      (await send('GET', '/api/timesheet/fetch?start_date=2026-11-21&end_date=2026-11-21', token)).statusCode,
    ).toBe(200);
    expect((await send('GET', '/api/dashboard/payroll', token)).statusCode).toBe(403);
    expect((await send('GET', '/api/dashboard/payroll', null)).statusCode).toBe(401);
    const bad = await send('GET', '/api/dashboard/payroll?company_id=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please choose a company.');
    expect((await send('GET', '/api/dashboard/payroll?company_id=999999', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/filings', () => {
  beforeAll(async () => {
    const employer = await send('PUT', '/api/compliance/employer', admin, {
      company_id: orgA.company_id,
      registered_name: 'ACME TRADING CORPORATION',
      address: '12 Ayala Ave, Makati City',
      zip: '1226',
      tin: '123456789',
      branch_code: '0000',
      rdo_code: '50',
      sss_er_no: '0312345678',
      sss_branch: '',
      philhealth_pen: '012345678901',
      pagibig_er_id: '201234567890',
      contact_no: '+63 2 8123 4567',
      email: 'payroll@acme.ph',
      signatory_name: 'Maria Santos',
      signatory_position: 'HR Manager',
    });
    expect(employer.statusCode, employer.body).toBe(200);
    const file = (company_id: number, output: string, period: string) => ({
      company_id,
      output,
      period,
      file_name: `${output}.txt`,
      sha256: '0'.repeat(64),
      omit_missing: 0 as const,
      created_by: null,
      created_at: h.clock.now().toISOString(),
    });
    await h.deps.db
      .insertInto('compliance_files')
      .values([
        file(orgA.company_id, 'sss', '2026-10'),
        file(orgA.company_id, 'bir1601c', '2026-10'),
        file(orgA.company_id, 'bir1601c', '2026-10'),
        file(orgB.company_id, 'bir1601c', '2026-10'),
        // Another month's file does not count for October's.
        file(orgA.company_id, 'pagibig', '2026-09'),
      ])
      .execute();
    // The 13th month is paid, not filed: A's live 13th month payslip of 2026.
    await insertPayslip({
      employee: a,
      start: '2026-01-01',
      end: '2026-12-31',
      pay: '2026-11-20',
      gross: 0,
      er: 0,
      net: 0,
      kind: 'thirteenth',
    });
  });

  it('one company: this month and next, each deadline generated from the recorded files, overdue when past and not generated', async () => {
    const res = await send('GET', `/api/dashboard/filings?company_id=${orgA.company_id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.today).toBe('2026-11-21');
    // PEN ending 1: the 11th-15th window; Nov 15, 2026 is a Sunday, so Monday Nov 16.
    expect(
      body.filings.map(
        (f: { output: string; period: string; due_date: string; generated: boolean; overdue: boolean }) =>
          [f.output, f.period, f.due_date, f.generated, f.overdue].join(' '),
      ),
    ).toEqual([
      'bir1601c 2026-10 2026-11-10 true false',
      'pagibig 2026-10 2026-11-15 false true',
      'philhealth 2026-10 2026-11-16 false true',
      'sss 2026-10 2026-11-30 true false',
      'bir1601c 2026-11 2026-12-10 false false',
      'philhealth 2026-11 2026-12-15 false false',
      'pagibig 2026-11 2026-12-15 false false',
      'thirteenth 2026 2026-12-24 true false',
      'sss 2026-11 2026-12-31 false false',
    ]);
    expect(body.filings[0]).toMatchObject({
      label: '1601-C',
      companies: [{ company_id: orgA.company_id, generated: true }],
    });
    expect(body.filings[7].label).toBe('13th month');
  });

  it('All Companies: generated only when every company’s is, overdue when any is', async () => {
    const res = await send('GET', '/api/dashboard/filings', admin);
    expect(res.statusCode, res.body).toBe(200);
    const byKey = new Map(
      res.json().filings.map((f: { output: string; period: string }) => [`${f.output} ${f.period}`, f]),
    );
    expect(byKey.get('bir1601c 2026-10')).toMatchObject({ generated: true, overdue: false });
    expect(byKey.get('sss 2026-10')).toMatchObject({ generated: false, overdue: false });
    const thirteenth = byKey.get('thirteenth 2026') as {
      generated: boolean;
      companies: { company_id: number; generated: boolean }[];
    };
    expect(thirteenth.generated).toBe(false);
    expect(thirteenth.companies.find((x) => x.company_id === orgB.company_id)?.generated).toBe(false);
    // B has no employer details: PhilHealth's default window, Nov 16 again; not generated: overdue.
    expect(byKey.get('philhealth 2026-10')).toMatchObject({ due_date: '2026-11-16', overdue: true });
  });

  it('answers 403 without compliance view (payroll view alone is not enough), 401 without a token', async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(user.username, USER_PASSWORD);
    expect((await send('GET', '/api/dashboard/payroll', token)).statusCode).toBe(200);
    expect((await send('GET', '/api/dashboard/filings', token)).statusCode).toBe(403);
    const compliance = await h.createUser({ grants: [{ key: 'compliance', view: true }] });
    const ctoken = await h.login(compliance.username, USER_PASSWORD);
    expect((await send('GET', '/api/dashboard/filings', ctoken)).statusCode).toBe(200);
    expect((await send('GET', '/api/dashboard/payroll', ctoken)).statusCode).toBe(403);
    expect((await send('GET', '/api/dashboard/filings', null)).statusCode).toBe(401);
  });
});
