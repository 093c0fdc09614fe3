/**
 * Annualized withholding through the HTTP API (issue 17 section 2; reference 5.1): the December
 * payroll withholds the year-end adjustment, refunds an over-withholding as an earning line, withholds
 * a shortfall up to the net pay with a warning, counts the previous employer's 2316; other periods
 * keep the table; the compliance view of the year.
 *
 * January to November are stored payslips (the columns the payroll fills when it processes a
 * payslip); December is fetched and processed through /payroll like any payroll.
 */
import { withholdingTax } from '@sahod/payroll';
import type { YearEndLineView } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { annualize, yearToDate } from './annualization.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

/** A monthly period is 30 days (ends 29 days after its start): the one ending on 31 December. */
const DEC = { start_date: '2026-12-02', end_date: '2026-12-31' };
const pad = (n: number) => String(n).padStart(2, '0');
/** Monday to Saturday of the period that are not holidays (8, 24, 25, 30, 31): 21 days. */
const DEC_WORKDAYS = [2, 3, 4, 5, 7, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 21, 22, 23, 26, 28, 29].map(
  (d) => `2026-12-${pad(d)}`,
);

/**
 * Monthly, PHP 40,000 over 23 paid days (the 21 workdays and the regular holidays of the 25th and
 * 30th), so December pays exactly 40,000 like every month; a 2,000 rice subsidy (de minimis, not
 * taxable) dated in December.
 */
async function cruz(org: Org): Promise<number> {
  const db = h.deps.db;
  const id = await payrollEmployee(db, org, { monthly_salary: 4_000_000, pay_period_id: 1 });
  await db.updateTable('employees').set({ days: 23 }).where('id', '=', id).execute();
  await attendance(db, [id], DEC_WORKDAYS);
  const at = new Date().toISOString();
  const category = await db
    .insertInto('earnings_categories')
    .values({
      category_name: `Rice Subsidy ${id}`,
      calc_id: 0,
      rate: 10_000,
      operand_id: 2,
      taxable: 0,
      de_minimis: 1,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const record = await db
    .insertInto('earnings_records')
    .values({
      category_id: category.id,
      effective_date: '2026-12-15',
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('earnings_record_lines')
    .values({ record_id: record.id, employee_id: id, amount: 200_000, created_at: at, updated_at: at })
    .execute();
  return id;
}

/** January to November 2026 as processed monthly payslips with these figures (centavos). */
async function januaryToNovember(
  id: number,
  month: { taxable: number; wtax: number },
  months = 11,
): Promise<void> {
  const rows = Array.from({ length: months }, (_, m) => {
    const start = `2026-${pad(m + 1)}-01`;
    const end = new Date(Date.UTC(2026, m + 1, 0)).toISOString().slice(0, 10);
    const gross = 4_200_000;
    const mandatories = 295_000;
    const total = mandatories + month.wtax;
    return {
      employee_id: id,
      start_date: start,
      end_date: end,
      pay_period: 'Monthly',
      status: 'processed' as const,
      void_reason: null,
      gross_base: 4_000_000,
      gross_pay: gross,
      mandatories_total: mandatories,
      wtax: month.wtax,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: total,
      net_pay: gross - total,
      employer_total: 0,
      basic_earned: 4_000_000,
      taxable_compensation: month.taxable,
      benefits_total: 0,
      snapshot: JSON.stringify({ payslip: { period: { start, end } }, loans_summary: [] }),
      created_by: null,
      created_at: new Date().toISOString(),
    };
  });
  await h.deps.db.insertInto('payslips').values(rows).execute();
}

type Row = Record<string, unknown> & {
  employee_id: number;
  wtax: number;
  net_pay: number;
  gross_pay: number;
  earnings: Record<string, number>;
  deductions_breakdown: Record<string, number>;
  taxable_compensation: number;
  error: string | null;
  warning?: string | null;
  year_end?: Record<string, number> | null;
};

async function payrollRow(org: Org, id: number, period = DEC): Promise<Row> {
  const res = await send(
    'GET',
    `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Monthly&start_date=${period.start_date}&end_date=${period.end_date}`,
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json() as Row[]).find((r) => r.employee_id === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

const annualizationUrl = (org: Org, year = '2026') =>
  `/api/compliance/annualization?company_id=${org.company_id}&period=${year}`;

const stored = (id: number) =>
  h.deps.db
    .selectFrom('payslips')
    .select(['wtax', 'tax_refund', 'net_pay', 'gross_pay', 'snapshot'])
    .where('employee_id', '=', id)
    .where('start_date', '=', DEC.start_date)
    .executeTakeFirstOrThrow();

const MONTH = { taxable: 3_705_000, wtax: 261_840 };

describe('December payroll: the year-end adjustment', () => {
  it('worked check (CRUZ): annual tax 31,420.00, withheld Jan-Nov 28,802.40, December withholding 2,617.60', async () => {
    const org = await createOrg(h.deps.db);
    const id = await cruz(org);
    await januaryToNovember(id, MONTH);
    const row = await payrollRow(org, id);
    expect(row.gross_pay).toBe(42_000);
    expect(row.earnings).toEqual({ [`Rice Subsidy ${id}`]: 2000 });
    expect(row.taxable_compensation).toBe(37_050);
    expect(row.year_end).toEqual({
      taxable_compensation: 444_600,
      tax_due: 31_420,
      withheld: 28_802.4,
      adjustment: 2_617.6,
      table_wtax: 2_618.4,
      withhold: 2_617.6,
      refund: 0,
      uncollected: 0,
    });
    expect(row.wtax).toBe(2_617.6);
    expect(row.deductions_breakdown.WTax).toBe(2_617.6);
    expect(row.net_pay).toBe(42_000 - 2_950 - 2_617.6);
    expect(row.warning).toBeNull();

    const done = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...DEC });
    expect(done.statusCode, done.body).toBe(200);
    const payslip = await stored(id);
    expect(Number(payslip.wtax)).toBe(261_760);
    expect(Number(payslip.tax_refund)).toBe(0);
    // The Processed row shows the stored snapshot with its year-end figures.
    expect((await payrollRow(org, id)).year_end).toMatchObject({ tax_due: 31_420, withhold: 2_617.6 });

    const res = await send('GET', annualizationUrl(org), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows).toEqual([
      expect.objectContaining({
        employee_id: id,
        taxable_compensation: 444_600,
        tax_due: 31_420,
        withheld: 31_420,
        adjustment: 0,
        substituted_filing: true,
        substituted_filing_reason: null,
        previous_employer: false,
      }),
    ]);
    expect(body.totals).toEqual({
      taxable_compensation: 444_600,
      tax_due: 31_420,
      withheld: 31_420,
      adjustment: 0,
      substituted_filing: 1,
      missing_opening: 0,
    });
  });

  it('over-withholding: a Tax Refund earning line, tax 0, stored as the refund; the year nets to the tax due', async () => {
    const org = await createOrg(h.deps.db);
    const id = await cruz(org);
    await januaryToNovember(id, { taxable: MONTH.taxable, wtax: 300_000 }); // 33,000.00 withheld
    const row = await payrollRow(org, id);
    expect(row.year_end).toMatchObject({
      tax_due: 31_420,
      withheld: 33_000,
      adjustment: -1_580,
      refund: 1_580,
    });
    expect(row.wtax).toBe(0);
    expect(row.deductions_breakdown.WTax).toBe(0);
    expect(row.earnings['Tax Refund']).toBe(1_580);
    expect(row.gross_pay).toBe(42_000 + 1_580);
    expect(row.net_pay).toBe(42_000 - 2_950 + 1_580);
    const done = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...DEC });
    expect(done.statusCode, done.body).toBe(200);
    const payslip = await stored(id);
    expect(Number(payslip.wtax)).toBe(0);
    expect(Number(payslip.tax_refund)).toBe(158_000);
    const ytd = (await yearToDate(h.deps.db, [id], 2026)).get(id);
    expect(ytd).toMatchObject({ withheld: 31_420_00, tax_refund: 1_580_00, gross_pay: 12 * 4_200_000 });
    const view = (await send('GET', annualizationUrl(org), admin)).json();
    expect(view.rows[0]).toMatchObject({
      tax_due: 31_420,
      withheld: 31_420,
      adjustment: 0,
      substituted_filing: true,
    });
  });

  it('a shortfall larger than the net: withheld up to the net pay, the rest a warning; still processable', async () => {
    const org = await createOrg(h.deps.db);
    const id = await cruz(org);
    // 100,000.00 taxable a month with nothing withheld.
    await januaryToNovember(id, { taxable: 10_000_000, wtax: 0 });
    const row = await payrollRow(org, id);
    const netBeforeTax = 42_000 - 2_950;
    const ye = row.year_end as YearEndLineView;
    expect(ye.withheld).toBe(0);
    expect(ye.adjustment).toBe(ye.tax_due);
    expect(ye.withhold).toBe(netBeforeTax);
    expect(ye.uncollected).toBeCloseTo(ye.tax_due - netBeforeTax, 2);
    expect(row.wtax).toBe(netBeforeTax);
    expect(row.net_pay).toBe(0);
    expect(row.error).toBeNull();
    expect(row.warning).toContain(ye.uncollected.toFixed(2));
    const done = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...DEC });
    expect(done.statusCode, done.body).toBe(200);
    const view = (await send('GET', annualizationUrl(org), admin)).json();
    expect(view.rows[0]).toMatchObject({ adjustment: ye.uncollected, substituted_filing: false });
    expect(view.rows[0].substituted_filing_reason).toContain('tax withheld equals tax due');
  });

  it("counts the previous employer's 2316 (taxable and withheld); substituted filing does not apply", async () => {
    const org = await createOrg(h.deps.db);
    const id = await cruz(org);
    await januaryToNovember(id, MONTH);
    const saved = await send('PUT', '/api/employee_management/previous_employers', admin, {
      employee_id: id,
      year: 2026,
      tin: '123456789000',
      name: 'Previous Co.',
      gross_compensation: '110000',
      contributions: '10000',
      taxable_basic: '60000',
      taxable_benefits: '25000',
      taxable_other: '15000.00',
      tax_withheld: '5000',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await payrollRow(org, id);
    // 444,600 + 100,000 = 544,600: 22,500 + 20% x 144,600 = 51,420.00; withheld 28,802.40 + 5,000.
    expect(row.year_end).toMatchObject({
      taxable_compensation: 544_600,
      tax_due: 51_420,
      withheld: 33_802.4,
      adjustment: 17_617.6,
      withhold: 17_617.6,
    });
    expect(row.wtax).toBe(17_617.6);
    await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...DEC });
    const view = (await send('GET', annualizationUrl(org), admin)).json();
    expect(view.rows[0]).toMatchObject({
      taxable_compensation: 544_600,
      tax_due: 51_420,
      withheld: 51_420,
      adjustment: 0,
      substituted_filing: false,
      previous_employer: true,
    });
    expect(view.rows[0].substituted_filing_reason).toBe('Not met: only one employer during the year');
  });

  it("refunds a previous employer's over-withholding; the year still reads as tax due = withheld", async () => {
    const org = await createOrg(h.deps.db);
    const id = await cruz(org);
    await januaryToNovember(id, { taxable: MONTH.taxable, wtax: 0 });
    const saved = await send('PUT', '/api/employee_management/previous_employers', admin, {
      employee_id: id,
      year: 2026,
      name: 'Previous Co.',
      tax_withheld: '50000',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await payrollRow(org, id);
    expect(row.year_end).toMatchObject({ tax_due: 31_420, withheld: 50_000, refund: 18_580 });
    expect(
      (await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...DEC })).statusCode,
    ).toBe(200);
    const view = await send('GET', annualizationUrl(org), admin);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().rows[0]).toMatchObject({ tax_due: 31_420, withheld: 31_420, adjustment: 0 });
  });

  it('a period that is not the last of the year keeps the table amount', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org, { monthly_salary: 10_000_000, pay_period_id: 1 });
    // January to October over-withheld (50,000.00): an adjusted period would refund and show no tax.
    await januaryToNovember(id, { taxable: MONTH.taxable, wtax: 500_000 }, 10);
    const days = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14].map((d) => `2026-11-${pad(d)}`);
    await attendance(h.deps.db, [id], days);
    for (const period of [
      { start_date: '2026-11-01', end_date: '2026-11-30' },
      { start_date: '2026-11-02', end_date: '2026-12-01' },
    ]) {
      const row = await payrollRow(org, id, period);
      expect(row.year_end ?? null).toBeNull();
      expect(row.wtax).toBeGreaterThan(0);
      expect(Math.round(row.wtax * 100)).toBe(
        withholdingTax(Math.round(row.taxable_compensation * 100), 'monthly', period.end_date),
      );
    }
  });

  it('the last semi-monthly period (16 to 30 December, the next one ends in January) is adjusted', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org, { monthly_salary: 4_000_000 });
    await januaryToNovember(id, { taxable: MONTH.taxable, wtax: 300_000 });
    const days = [16, 17, 18, 19, 21, 22, 23, 26, 28, 29].map((d) => `2026-12-${pad(d)}`);
    await attendance(h.deps.db, [id], days);
    const res = await send(
      'GET',
      `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=2026-12-16&end_date=2026-12-30`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as Row[]).find((r) => r.employee_id === id) as Row;
    expect(row.year_end).toMatchObject({ withheld: 33_000 });
    expect(row.year_end?.taxable_compensation).toBeCloseTo(11 * 37_050 + row.taxable_compensation, 2);
    expect(row.wtax).toBe(row.year_end?.withhold);
  });

  it('annualize: previous employer and current payslip give the engine figures (the final-pay entry point)', async () => {
    const org = await createOrg(h.deps.db);
    const id = await cruz(org);
    await januaryToNovember(id, MONTH);
    const a = (await annualize(h.deps.db, [id], 2026)).get(id);
    expect(a?.adjustment).toMatchObject({ taxableCompensation: 11 * 3_705_000, withheld: 11 * 261_840 });
    expect(a?.ytd).toMatchObject({ payslips: 11, previous: null, mandatories_total: 11 * 295_000 });
    const none = (await yearToDate(h.deps.db, [id], 2025)).get(id);
    expect(none).toMatchObject({ payslips: 0, taxable_compensation: 0, withheld: 0 });
  });
});

describe('GET /api/compliance/annualization', () => {
  it('404 without processed payroll in the year; 404 unknown company; 400 naming the field', async () => {
    const org = await createOrg(h.deps.db);
    const none = await send('GET', annualizationUrl(org, '2019'), admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('No processed payroll for this period.');
    expect(
      (await send('GET', `/api/compliance/annualization?company_id=999999&period=2026`, admin)).statusCode,
    ).toBe(404);
    const period = await send(
      'GET',
      `/api/compliance/annualization?company_id=${org.company_id}&period=2026-12`,
      admin,
    );
    expect(period.statusCode).toBe(400);
    expect(period.json().error).toContain('period');
    const company = await send('GET', '/api/compliance/annualization?company_id=x&period=2026', admin);
    expect(company.statusCode).toBe(400);
    expect(company.json().error).toContain('company_id');
  });

  it('needs compliance view (403) and a valid token (401)', async () => {
    const org = await createOrg(h.deps.db);
    await expectGuarded(h, 'compliance', 'view', 'GET', annualizationUrl(org), undefined, ['payslips']);
  });
});
