/**
 * Regional minimum wages (issue 21 section 4) through the HTTP API: the wage order table and work
 * regions, the employee's check, and payroll: MWEs by day rate, the below-minimum warning, a raise
 * ending the exemption. Figures worked by hand; July 2026 has no holidays (Sundays 5, 12, 19, 26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';
import { requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
const NCR = '1300000000';
const REGION_VII = '0700000000';
const FIRST = { start_date: '2026-07-01', end_date: '2026-07-15' }; // 13 workdays
// The server takes semi-monthly periods of start + 14 today: July's last payroll is 16-30.
const SECOND = { start_date: '2026-07-16', end_date: '2026-07-30' }; // 13 workdays

function julyWorkdays(from: number, to: number): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d++) {
    const date = `2026-07-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) out.push(date);
  }
  return out;
}

beforeAll(async () => {
  h = await createHarness({ psgc: true });
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  await h.deps.db
    .insertInto('company_employer')
    .values({
      company_id: org.company_id,
      address: '12 Ayala Ave, Makati City',
      registered_name: null,
      zip: null,
      tin: null,
      branch_code: null,
      rdo_code: null,
      sss_er_no: null,
      sss_branch: '000',
      philhealth_pen: null,
      pagibig_er_id: null,
      contact_no: null,
      email: null,
      signatory_name: null,
      signatory_position: null,
      updated_at: '2026-01-01',
      updated_by: null,
    })
    .execute();
});
afterAll(async () => h.close());

const rowsOf = async (period: { start_date: string; end_date: string }) => {
  const res = await send(
    'GET',
    `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${period.start_date}&end_date=${period.end_date}`,
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<Record<string, unknown> & { employee_id: number }>;
};
const rowOf = async (id: number, period: { start_date: string; end_date: string }) =>
  (await rowsOf(period)).find((r) => r.employee_id === id) as Record<string, unknown>;

describe('/groupRecords/minimumWages', () => {
  it('lists the seeded NCR orders, newest first, with the regions to choose from', async () => {
    const res = await send('GET', '/api/groupRecords/minimumWages', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.rows.map((r: Record<string, unknown>) => [r.region, r.wage_order, r.effective_from, r.daily_rate]),
    ).toEqual([
      ['NCR', 'NCR-26', '2025-07-18', 695],
      ['NCR', 'NCR-25', '2024-07-17', 645],
    ]);
    expect(body.regions).toContainEqual({ code: REGION_VII, label: 'Region VII' });
  });

  it('adds, updates and deletes a wage order; refuses bad input, duplicates and missing rights', async () => {
    const before = await snapshot(h, ['minimum_wages']);
    const bad = [
      [
        { region_code: '', wage_order: 'RB VII-25', effective_from: '2025-10-16', daily_rate: 540 },
        'Please choose a region.',
      ],
      [
        { region_code: '9999999999', wage_order: 'X', effective_from: '2025-10-16', daily_rate: 540 },
        'The selected region does not exist.',
      ],
      [
        { region_code: REGION_VII, wage_order: ' ', effective_from: '2025-10-16', daily_rate: 540 },
        'Please enter the wage order.',
      ],
      [
        { region_code: REGION_VII, wage_order: 'X', effective_from: '2025-02-30', daily_rate: 540 },
        'Effective Date must be a valid date (yyyy-MM-dd).',
      ],
      [
        { region_code: REGION_VII, wage_order: 'X', effective_from: '2025-10-16', daily_rate: 0 },
        'Daily Minimum Wage must be more than zero.',
      ],
    ] as const;
    for (const [body, message] of bad) {
      const res = await send('POST', '/api/groupRecords/minimumWages', admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const dup = await send('POST', '/api/groupRecords/minimumWages', admin, {
      region_code: NCR,
      wage_order: 'NCR-26 again',
      effective_from: '2025-07-18',
      daily_rate: 700,
    });
    expect(dup.statusCode).toBe(409);
    const viewer = await h.createUser({ grants: [{ key: 'grouprecords', view: true }] });
    const viewerToken = await h.login(viewer.username, USER_PASSWORD);
    const refused = await send('POST', '/api/groupRecords/minimumWages', viewerToken, {
      region_code: REGION_VII,
      wage_order: 'RB VII-25',
      effective_from: '2025-10-16',
      daily_rate: 540,
    });
    expect(refused.statusCode).toBe(403);
    expect((await send('GET', '/api/groupRecords/minimumWages', null)).statusCode).toBe(401);
    expect(await snapshot(h, ['minimum_wages'])).toBe(before);

    const created = await send('POST', '/api/groupRecords/minimumWages', admin, {
      region_code: REGION_VII,
      wage_order: 'RB VII-25',
      effective_from: '2025-10-16',
      daily_rate: '540',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const updated = await send('PUT', '/api/groupRecords/minimumWages', admin, {
      id,
      region_code: REGION_VII,
      wage_order: 'RB VII-25',
      effective_from: '2025-10-16',
      daily_rate: 540.5,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const row = (await send('GET', '/api/groupRecords/minimumWages', admin))
      .json()
      .rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ region: 'Region VII', daily_rate: 540.5 });
    expect((await send('DELETE', `/api/groupRecords/minimumWages?id=${id}`, admin)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/groupRecords/minimumWages?id=${id}`, admin)).statusCode).toBe(404);
    expect(
      (
        await send('PUT', '/api/groupRecords/minimumWages', admin, {
          id,
          region_code: NCR,
          wage_order: 'X',
          effective_from: '2030-01-01',
          daily_rate: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('work regions', () => {
  it("a company's region comes from its address (Makati City -> NCR) until it chooses one", async () => {
    const list = async () =>
      (await send('GET', '/api/groupRecords/workRegions', admin))
        .json()
        .find((c: { company_id: number }) => c.company_id === org.company_id);
    expect(await list()).toMatchObject({ work_region_code: null, region_code: NCR, region: 'NCR' });
    const set = await send('PUT', '/api/groupRecords/workRegions', admin, {
      company_id: org.company_id,
      work_region_code: REGION_VII,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await list()).toMatchObject({ work_region_code: REGION_VII, region: 'Region VII' });
    const bad = await send('PUT', '/api/groupRecords/workRegions', admin, {
      company_id: org.company_id,
      work_region_code: '123',
    });
    expect(bad.statusCode).toBe(400);
    await send('PUT', '/api/groupRecords/workRegions', admin, {
      company_id: org.company_id,
      work_region_code: null,
    });
    expect(await list()).toMatchObject({ work_region_code: null, region_code: NCR });
  });

  it("an employee's profile: below the minimum wage warns; their own region overrides the company's", async () => {
    // 15,600 / 26 = 600.00 a day, below NCR-26's 695.00 (the test clock is in November 2026).
    const id = await payrollEmployee(h.deps.db, org, { monthly_salary: 1_560_000 });
    const check = async () =>
      (await send('GET', `/api/employee_management/minimumWage?employee_id=${id}`, admin)).json();
    expect(await check()).toMatchObject({
      region: 'NCR',
      day_rate: 600,
      wage_order: 'NCR-26',
      minimum_daily_rate: 695,
      minimum_wage_earner: true,
      warning: 'Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).',
    });
    const own = await send('PUT', '/api/employee_management/workRegion', admin, {
      employee_id: id,
      work_region_code: REGION_VII,
    });
    expect(own.statusCode, own.body).toBe(200);
    // No wage order for Region VII: not an MWE, no warning.
    expect(await check()).toMatchObject({ region: 'Region VII', minimum_wage_earner: false, warning: null });
    await send('PUT', '/api/employee_management/workRegion', admin, {
      employee_id: id,
      work_region_code: null,
    });
    expect(
      (await send('GET', '/api/employee_management/minimumWage?employee_id=999999', admin)).statusCode,
    ).toBe(404);
  });
});

describe('payroll and the 1601-C follow the minimum wage', () => {
  let mwe: number;
  let regular: number;

  it('an MWE at ₱695: no tax; the payslip keeps the exempt minimum wage net of contributions', async () => {
    const org2 = org;
    mwe = await payrollEmployee(h.deps.db, org2, { monthly_salary: 1_807_000 }); // 695.00 a day
    regular = await payrollEmployee(h.deps.db, org2, { monthly_salary: 2_000_000 }); // 769.23 a day
    await attendance(h.deps.db, [mwe, regular], julyWorkdays(1, 31));
    const row = await rowOf(mwe, FIRST);
    // 13 x 695 = 9,035.00. SSS MSC 18,000 -> 900 / 2 = 450; PhilHealth 903.50 -> 451.75 -> 225.88;
    // Pag-IBIG 100 -> 775.88. No tax. Net 8,259.12. At the minimum: no warning.
    expect(row.gross_pay).toBe(9_035);
    expect(row.mandatories_breakdown).toEqual({ SSS: 450, PhilHealth: 225.88, 'Pag-IBIG': 100 });
    expect([row.wtax, row.taxable_compensation, row.net_pay, row.warning]).toEqual([0, 0, 8_259.12, null]);
    const processed = await send('POST', '/api/payroll/create', admin, {
      employee_ids: [mwe, regular],
      ...FIRST,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const slip = await h.deps.db
      .selectFrom('payslips')
      .select(['mwe_basic', 'mwe_premiums'])
      .where('employee_id', '=', mwe)
      .executeTakeFirstOrThrow();
    // 9,035.00 - 775.88 = 8,259.12
    expect([Number(slip.mwe_basic), Number(slip.mwe_premiums)]).toEqual([825_912, 0]);
  });

  it('raised to ₱750 from July 16: taxable from that period, contributions trued up on July', async () => {
    await h.deps.db
      .updateTable('employees')
      .set({ monthly_salary: 1_950_000 })
      .where('id', '=', mwe)
      .execute();
    const row = await rowOf(mwe, SECOND);
    // 13 x 750 = 9,750.00. July paid 9,035 + 9,750 = 18,785 -> MSC 19,000 -> SSS 950 - 450 = 500.00;
    // PhilHealth 5% x 19,500 = 975 -> 487.50 - 225.88 = 261.62; Pag-IBIG 200 - 100 = 100: 861.62.
    // Not an MWE: taxable 9,750 - 861.62 = 8,888.38 (under the 10,417 of the table: no tax).
    expect(row.gross_pay).toBe(9_750);
    expect(row.mandatories_breakdown).toEqual({ SSS: 500, PhilHealth: 261.62, 'Pag-IBIG': 100 });
    expect(row.taxable_compensation).toBe(8_888.38);
    const regularRow = await rowOf(regular, SECOND);
    // 20,000 x 13 / 26 = 10,000; July 20,000 -> MSC 20,000 -> 1,000 - 500 = 500; PhilHealth 500 - 250
    // = 250; Pag-IBIG 100: 850. Taxable 9,150; no tax.
    expect(regularRow.mandatories_breakdown).toEqual({ SSS: 500, PhilHealth: 250, 'Pag-IBIG': 100 });
    expect(regularRow.taxable_compensation).toBe(9_150);
    const processed = await send('POST', '/api/payroll/create', admin, {
      employee_ids: [mwe, regular],
      ...SECOND,
    });
    expect(processed.statusCode, processed.body).toBe(200);
  });

  it('1601-C for July: items 15 and 19 from the payslips; item 23 only the untaxed non-MWE', async () => {
    const res = await send(
      'GET',
      `/api/compliance/bir1601c?company_id=${org.company_id}&period=2026-07`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Record<string, number>;
    // 14 = 9,035 + 9,750 + 10,000 + 10,000 = 38,785.00; 15 = 8,259.12; 19 = 775.88 + 861.62 + 850 +
    // 850 = 3,337.50; 21 = 11,596.62; 22 = 27,188.38 (8,888.38 + 9,150 + 9,150); 23 = the regular
    // employee's 18,300.00 (nothing withheld, projected 18,300 + 9,150 x 24 x 5 / 12 = 109,800 <=
    // 250,000); the MWE of the month stays out of 23; 24 = 8,888.38.
    expect(items).toMatchObject({
      14: 38_785,
      15: 8_259.12,
      16: 0,
      19: 3_337.5,
      21: 11_596.62,
      22: 27_188.38,
      23: 18_300,
      24: 8_888.38,
      25: 0,
    });
  });

  it('a day rate below the minimum wage and an MWE group above it are warnings on the payroll row', async () => {
    const low = await payrollEmployee(h.deps.db, org, { monthly_salary: 1_560_000 });
    const high = await payrollEmployee(h.deps.db, org, { monthly_salary: 5_000_000 });
    const group = await h.deps.db
      .selectFrom('w_tax_groups')
      .select('id')
      .where('name', '=', 'Minimum Wage Earner')
      .executeTakeFirstOrThrow();
    await h.deps.db
      .updateTable('employees')
      .set({ w_tax_group_id: group.id })
      .where('id', '=', high)
      .execute();
    await attendance(h.deps.db, [low, high], julyWorkdays(1, 15));
    expect((await rowOf(low, FIRST)).warning).toBe(
      'Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).',
    );
    const highRow = await rowOf(high, FIRST);
    // 25,000 - 1,600 = 23,400 taxable -> 937.50 + 20% x (23,400 - 16,667) = 2,284.10
    expect(highRow.wtax).toBe(2_284.1);
    expect(highRow.warning).toBe(
      'Not a minimum wage earner: day rate ₱1,923.08 is above the NCR minimum wage of ₱695.00 (WO NCR-26); the Minimum Wage Earner tax group is ignored and tax is withheld.',
    );
  });

  it('SSS true-up: a hire of July 20 pays July whole in the 16-30 payroll, SSS on the actual pay', async () => {
    const hire = await payrollEmployee(h.deps.db, org, { monthly_salary: 3_000_000 });
    await attendance(h.deps.db, [hire], julyWorkdays(20, 31));
    const row = await rowOf(hire, SECOND);
    // July 20-25 (6) + 27-30 (4) = 10 days x 30,000 / 26 = 11,538.46 -> MSC 11,500 -> SSS 575.00
    // (ER 1,150 + EC 10); PhilHealth on 30,000: 750.00; Pag-IBIG 200.00. Nothing deducted earlier.
    expect(row.gross_pay).toBe(11_538.46);
    expect(row.mandatories_breakdown).toEqual({ SSS: 575, PhilHealth: 750, 'Pag-IBIG': 200 });
    expect(row.employer_shares).toEqual({ SSS: 1_150, 'SSS EC': 10, PhilHealth: 750, 'Pag-IBIG': 200 });
  });
});
