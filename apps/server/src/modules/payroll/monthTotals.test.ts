/**
 * The monthly payroll totals (0058) behind Home's Payroll card (issue 26 section 2): kept where
 * payslips are written and voided, always equal to the live payslips' stored figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0058 from '../../db/migrations/0058_payroll_month_totals.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { countPayslips } from './monthTotals.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let other: Org;
let a: number;
let b: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  other = await createOrg(h.deps.db);
  a = await payrollEmployee(h.deps.db, org);
  b = await payrollEmployee(h.deps.db, org);
  await attendance(h.deps.db, [a, b], FEB_FIRST_HALF_WORKDAYS);
});
afterAll(async () => h.close());

const FEB = { start_date: '2026-02-01', end_date: '2026-02-15' };

const totals = async (companyId: number) =>
  (await h.deps.db
    .selectFrom('payroll_month_totals')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('month', '=', '2026-02')
    .executeTakeFirst()) ?? null;

/** The live payslips' stored employer contributions (the engine's figure, summed here by hand). */
async function storedEmployer(ids: number[]) {
  const rows = await h.deps.db
    .selectFrom('payslips')
    .select('employer_total')
    .where('employee_id', 'in', ids)
    .where('status', '=', 'processed')
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.employer_total), 0);
}

const payslipOf = async (employee: number) =>
  h.deps.db
    .selectFrom('payslips')
    .select(['id', 'company_id'])
    .where('employee_id', '=', employee)
    .where('status', '=', 'processed')
    .executeTakeFirstOrThrow();

describe('payroll_month_totals', () => {
  it('counts a processed run, takes a voided payslip off, and counts it again when processed again', async () => {
    expect(await totals(org.company_id)).toBeNull();
    const processed = await send('POST', '/api/payroll/create', admin, { employee_ids: [a, b], ...FEB });
    expect(processed.statusCode, processed.body).toBe(200);
    // Each: 12 days x PHP 1,000 = 12,000 gross; deductions 650 + 325 + 100 + 76.20 tax = 1,151.20;
    // net 10,848.80. Two, in centavos: 2,400,000 / 230,240 / 2,169,760. Paid Feb 15 (month 2026-02).
    const employer = await storedEmployer([a, b]);
    expect(employer).toBeGreaterThan(0);
    expect(await totals(org.company_id)).toMatchObject({
      payslips: 2,
      gross_pay: 2_400_000,
      total_deductions: 230_240,
      net_pay: 2_169_760,
    });
    expect(Number((await totals(org.company_id))?.employer_total)).toBe(employer);
    const slipA = await payslipOf(a);
    expect(slipA.company_id).toBe(org.company_id);

    // Counting the same payslips again changes nothing.
    await countPayslips(h.deps.db, [slipA.id]);
    expect((await totals(org.company_id))?.payslips).toBe(2);

    const voided = await send('POST', '/api/payroll/void', admin, { payslip_id: slipA.id, reason: 'Test' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await totals(org.company_id)).toMatchObject({
      payslips: 1,
      gross_pay: 1_200_000,
      total_deductions: 115_120,
      net_pay: 1_084_880,
    });
    expect(Number((await totals(org.company_id))?.employer_total)).toBe(await storedEmployer([b]));

    const again = await send('POST', '/api/payroll/create', admin, { employee_ids: [a], ...FEB });
    expect(again.statusCode, again.body).toBe(200);
    expect(await totals(org.company_id)).toMatchObject({
      payslips: 2,
      gross_pay: 2_400_000,
      net_pay: 2_169_760,
    });
  });

  it('a payslip voided after its employee moved company comes off the company it was counted under', async () => {
    await h.deps.db
      .updateTable('employees')
      .set({ company_id: other.company_id })
      .where('id', '=', b)
      .execute();
    const slipB = await payslipOf(b);
    const voided = await send('POST', '/api/payroll/void', admin, { payslip_id: slipB.id, reason: 'Moved' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await totals(org.company_id)).toMatchObject({
      payslips: 1,
      gross_pay: 1_200_000,
      net_pay: 1_084_880,
    });
    expect(await totals(other.company_id)).toBeNull();
  });

  it("the Payroll card's February is the totals' (stored figures, never recomputed)", async () => {
    const card = await send('GET', `/api/dashboard/payroll?company_id=${org.company_id}`, admin);
    expect(card.statusCode, card.body).toBe(200);
    const feb = card.json().months.find((m: { month: string }) => m.month === '2026-02');
    expect(feb).toMatchObject({ gross_pay: 12000, net_pay: 10848.8, total_deductions: 1151.2 });
    expect(Math.round(feb.employer_contributions * 100)).toBe(await storedEmployer([a]));
  });

  it('0058 fills the totals from the payslips already stored (live ones, by pay date, under the employee’s company)', async () => {
    const third = await createOrg(h.deps.db);
    const c = await payrollEmployee(h.deps.db, third);
    await m0058.down(h.deps.db);
    const slip = (
      pay: string | null,
      start: string,
      end: string,
      gross: number,
      status: 'processed' | 'void',
    ) => ({
      employee_id: c,
      start_date: start,
      end_date: end,
      pay_date: pay,
      pay_period: 'Semi-monthly',
      status,
      gross_base: gross,
      gross_pay: gross,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 1_000,
      net_pay: gross - 1_000,
      employer_total: 500,
      snapshot: '{}',
      created_by: null,
      created_at: h.clock.now().toISOString(),
    });
    // Paid 31 Mar and, with no pay date stored, ended 15 Apr (April); a void one never counts.
    await h.deps.db
      .insertInto('payslips')
      .values([
        slip('2026-03-31', '2026-03-01', '2026-03-15', 1_000_000, 'processed'),
        slip(null, '2026-04-01', '2026-04-15', 2_000_000, 'processed'),
        slip('2026-03-31', '2026-03-16', '2026-03-31', 9_000_000, 'void'),
      ] as never)
      .execute();
    await m0058.up(h.deps.db);
    const rows = await h.deps.db
      .selectFrom('payroll_month_totals')
      .selectAll()
      .where('company_id', '=', third.company_id)
      .orderBy('month')
      .execute();
    expect(rows.map((r) => [r.month, Number(r.payslips), Number(r.gross_pay), Number(r.net_pay)])).toEqual([
      ['2026-03', 1, 1_000_000, 999_000],
      ['2026-04', 1, 2_000_000, 1_999_000],
    ]);
    // The earlier tests' company is filled again from its live payslip: a's February one.
    expect(await totals(org.company_id)).toMatchObject({ payslips: 1, gross_pay: 1_200_000 });
  });
});
