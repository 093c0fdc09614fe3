/**
 * De minimis ceilings and the ₱90,000 bucket through the HTTP API (issue 21 section 3): earnings
 * categories with their tax treatment -> payroll create -> the 13th month run -> 2316, alphalist
 * and 1601-C, every figure worked by hand.
 *
 * One semi-monthly employee at 26,000.00 (26 days, 8 hours: 1,000.00 a day), 2026. Contributions per
 * cut-off: SSS 650 + PhilHealth 325 + Pag-IBIG 100 = 1,075.00.
 * - Payroll Feb 1-15 (12 workdays, 12,000.00 basic): rice 3,000 (ceiling 2,500 a month from
 *   2026-01-06: 500 into the bucket), uniform 6,000 (ceiling 8,000 a year: all exempt), a bonus
 *   88,000 (other benefits), a reimbursement 700 (non-taxable other). Bucket 500 + 88,000 = 88,500.
 *   Taxable 12,000 - 1,075 = 10,925.00 -> 15% x (10,925 - 10,417) = 76.20.
 * - Payroll Feb 15-Mar 1 (no attendance): uniform 4,000 (8,000 - 6,000 = 2,000 left of the year's
 *   ceiling: 2,000 exempt, 2,000 excess), a commission 12,000 (taxable). The excess meets 1,500 of
 *   room in the bucket: 1,500 exempt, 500 taxable. Taxable 12,000 + 500 - 1,075 = 11,425.00 ->
 *   15% x (11,425 - 10,417) = 151.20.
 * - 13th month: 12,000 / 12 = 1,000.00, the bucket full: all taxable, withheld on its own payslip:
 *   the semi-monthly table on 11,425 + 1,000 = 12,425 less that on 11,425 = 15% x 1,000 = 150.00.
 */
import type { PayrollRow } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let id: number;

const FIRST = { start_date: '2026-02-01', end_date: '2026-02-15' };
const SECOND = { start_date: '2026-02-16', end_date: '2026-03-02' };

async function category(name: string, treatment: Record<string, unknown>): Promise<number> {
  const res = await send('POST', '/api/EarningsCategories/create', admin, {
    category_name: `${name} ${id}`,
    calc_id: 0,
    operand_id: 2,
    rate: 1,
    ...treatment,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code;
}

async function record(categoryId: number, effective_date: string, amount: number): Promise<void> {
  const res = await send('POST', '/api/EarningsRecords/create', admin, {
    category_id: categoryId,
    effective_date,
    employee_data: [{ employee_id: id, amount, input_column: '' }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function rowOf(period: { start_date: string; end_date: string }) {
  const res = await send(
    'GET',
    `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${period.start_date}&end_date=${period.end_date}`,
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PayrollRow[]).find((r) => r.employee_id === id) as PayrollRow;
}

async function process(period: { start_date: string; end_date: string }) {
  const res = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...period });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  id = await payrollEmployee(h.deps.db, org);
  await h.deps.db.updateTable('employees').set({ tin: '234-567-890-0000' }).where('id', '=', id).execute();
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
  await attendance(h.deps.db, [id], FEB_FIRST_HALF_WORKDAYS);
  const rice = await category('Rice', { tax_treatment: 'de_minimis', de_minimis_kind: 'rice' });
  const uniform = await category('Clothing', { tax_treatment: 'de_minimis', de_minimis_kind: 'uniform' });
  const bonus = await category('Midyear', { tax_treatment: 'other_benefits' });
  const refund = await category('Reimbursement', { tax_treatment: 'non_taxable' });
  const commission = await category('Sales', { tax_treatment: 'taxable' });
  await record(rice, '2026-02-10', 3_000);
  await record(uniform, '2026-02-10', 6_000);
  await record(bonus, '2026-02-10', 88_000);
  await record(refund, '2026-02-10', 700);
  await record(uniform, '2026-02-20', 4_000);
  await record(commission, '2026-02-20', 12_000);
});
afterAll(async () => h.close());

describe('the split through payroll, the 13th month and the BIR forms', () => {
  it('first payroll: rice over its ceiling and a bonus go to the bucket; only the basic is taxed', async () => {
    const pending = await rowOf(FIRST);
    // 12,000 + 3,000 + 6,000 + 88,000 + 700
    expect(pending.gross_pay).toBe(109_700);
    expect(pending.tax_split).toMatchObject({
      de_minimis: 8_500, // rice 2,500 + uniform 6,000
      de_minimis_by_kind: { rice: 2_500, uniform: 6_000 },
      de_minimis_excess: 500,
      other_benefits: 88_000,
      bucket_exempt: 88_500,
      bucket_taxable: 0,
      non_taxable_other: 700,
    });
    expect(pending.taxable_compensation).toBe(10_925);
    expect(pending.wtax).toBe(76.2);
    await process(FIRST);
    const stored = await h.deps.db
      .selectFrom('payslips')
      .select(['de_minimis_exempt', 'bucket_exempt', 'bucket_taxable', 'non_taxable_other'])
      .where('employee_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Object.values(stored).map(Number)).toEqual([8_500_00, 88_500_00, 0, 700_00]);
    const byKind = await h.deps.db
      .selectFrom('payslip_de_minimis')
      .select(['kind', 'amount'])
      .where('employee_id', '=', id)
      .orderBy('kind')
      .execute();
    expect(byKind.map((k) => [k.kind, Number(k.amount)])).toEqual([
      ['rice', 2_500_00],
      ['uniform', 6_000_00],
    ]);
  });

  it("second payroll: the uniform's year ceiling and the bucket carry over; 500.00 overflows", async () => {
    const pending = await rowOf(SECOND);
    expect(pending.tax_split).toMatchObject({
      de_minimis: 2_000,
      de_minimis_excess: 2_000,
      bucket_exempt: 1_500,
      bucket_taxable: 500,
    });
    expect(pending.taxable_compensation).toBe(11_425);
    expect(pending.wtax).toBe(151.2);
    await process(SECOND);
  });

  it('the 13th month finds the bucket full: 1,000.00 taxable, 150.00 withheld on it', async () => {
    const preview = await send(
      'GET',
      `/api/compliance/thirteenth?company_id=${org.company_id}&period=2026`,
      admin,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[0]).toMatchObject({ due: 1_000, non_taxable: 0, taxable: 1_000, wtax: 150 });
    const paid = await send('POST', '/api/compliance/thirteenth/process', admin, {
      company_id: org.company_id,
      year: 2026,
      pay_date: '2026-12-15',
      // The year's first payroll starts in February and the employee has no opening balance (issue 23).
      confirm_missing_opening: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('2316: items 34, 35, 36, 37, 48 and 51A from the split', async () => {
    const res = await send(
      'GET',
      `/api/compliance/bir2316?company_id=${org.company_id}&period=2026&employee_id=${id}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const i = res.json().rows[0].items as Record<string, number>;
    // gross 109,700 + 16,000 + 1,000
    expect(i['19']).toBe(126_700);
    expect(i['34']).toBe(90_000); // 88,500 + 1,500
    expect(i['35']).toBe(10_500); // 2,500 + 6,000 + 2,000
    expect(i['36']).toBe(2_150); // 2 x 1,075
    expect(i['37']).toBe(700);
    expect(i['48']).toBe(1_500); // 500 + the 13th month's 1,000
    // the rest of the taxable: 10,925 + 11,425 + 1,000 = 23,350 - 1,500 = 21,850; basic net of
    // contributions 12,000 - 2,150 = 9,850 (item 29: the year is under ₱250,000), the commission in 51A
    expect(i['51A']).toBe(12_000);
    expect(i['29']).toBe(9_850);
    expect(i['21']).toBe(13_500); // 23,350 less the basic declared in 29
  });

  it('alphalist: non-taxable 13th month and benefits 90,000, de minimis 10,500, taxable 1,500', async () => {
    const res = await send(
      'GET',
      `/api/compliance/alphalist?company_id=${org.company_id}&period=2026`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().rows.find((r: { employee_id: number }) => r.employee_id === id);
    expect(row.amounts).toMatchObject({ nt_13th: 90_000, nt_de_minimis: 10_500, t_13th: 1_500 });
  });

  it('1601-C: item 17 (the bucket) and item 18 (de minimis) apart, per month', async () => {
    const month = async (period: string) => {
      const res = await send(
        'GET',
        `/api/compliance/bir1601c?company_id=${org.company_id}&period=${period}`,
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Record<string, number>;
    };
    const feb = await month('2026-02');
    expect([feb['14'], feb['17'], feb['18'], feb['19'], feb['20'], feb['22'], feb['25']]).toEqual([
      109_700, 88_500, 8_500, 1_075, 700, 10_925, 76.2,
    ]);
    const mar = await month('2026-03');
    expect([mar['14'], mar['17'], mar['18'], mar['19'], mar['20'], mar['22'], mar['25']]).toEqual([
      16_000, 1_500, 2_000, 1_075, 0, 11_425, 151.2,
    ]);
    const dec = await month('2026-12');
    expect([dec['14'], dec['17'], dec['22'], dec['25']]).toEqual([1_000, 0, 1_000, 150]);
  });
});
