/**
 * The 13th month and the December adjustment together through the HTTP API (issue 17 sections 1
 * and 2): the 13th month's taxable excess over the ₱90,000 exemption is stored on its 'thirteenth'
 * payslip and the December payroll's year-end adjustment taxes it with the rest of the year.
 */
import { annualIncomeTax } from '@sahod/payroll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const pad = (n: number) => String(n).padStart(2, '0');
/** The monthly period ending on 31 December (30 days), Monday to Saturday without holidays. */
const DEC = { start_date: '2026-12-02', end_date: '2026-12-31' };
const DEC_WORKDAYS = [2, 3, 4, 5, 7, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 21, 22, 23, 26, 28, 29].map(
  (d) => `2026-12-${pad(d)}`,
);
/** January to November: basic 120,000.00 a month, contributions 5,000.00, tax 20,000.00. */
const MONTH = { basic: 12_000_000, mandatories: 500_000, wtax: 2_000_000 };

describe('13th month processed, then the December payroll adjusted', () => {
  it("the 13th month's taxable excess is withheld on it, counted in the December year-end adjustment, and the year nets to the tax due", async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org, { monthly_salary: MONTH.basic, pay_period_id: 1 });
    await h.deps.db.updateTable('employees').set({ days: 23 }).where('id', '=', id).execute();
    await attendance(h.deps.db, [id], DEC_WORKDAYS);
    const at = new Date().toISOString();
    await h.deps.db
      .insertInto('payslips')
      .values(
        Array.from({ length: 11 }, (_, m) => ({
          employee_id: id,
          start_date: `2026-${pad(m + 1)}-01`,
          end_date: new Date(Date.UTC(2026, m + 1, 0)).toISOString().slice(0, 10),
          pay_period: 'Monthly',
          status: 'processed' as const,
          void_reason: null,
          gross_base: MONTH.basic,
          gross_pay: MONTH.basic,
          mandatories_total: MONTH.mandatories,
          wtax: MONTH.wtax,
          deductions_total: 0,
          loans_total: 0,
          total_deductions: MONTH.mandatories + MONTH.wtax,
          net_pay: MONTH.basic - MONTH.mandatories - MONTH.wtax,
          employer_total: 0,
          basic_earned: MONTH.basic,
          taxable_compensation: MONTH.basic - MONTH.mandatories,
          benefits_total: 0,
          snapshot: JSON.stringify({ payslip: { gross_breakdown: { 'Basic Pay': MONTH.basic } } }),
          created_by: null,
          created_at: at,
        })),
      )
      .execute();

    // 13th month on the 11 months: 1,320,000 / 12 = 110,000.00, 20,000.00 above the exemption.
    const preview = await send(
      'GET',
      `/api/compliance/thirteenth?company_id=${org.company_id}&period=2026`,
      admin,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      expect.objectContaining({
        employee_id: id,
        thirteenth: 110_000,
        due: 110_000,
        non_taxable: 90_000,
        taxable: 20_000,
      }),
    ]);
    const paid = await send('POST', '/api/compliance/thirteenth/process', admin, {
      company_id: org.company_id,
      year: 2026,
      pay_date: '2026-12-18',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const thirteenth = await h.deps.db
      .selectFrom('payslips')
      .select(['gross_pay', 'taxable_compensation', 'wtax'])
      .where('employee_id', '=', id)
      .where('kind', '=', 'thirteenth')
      .executeTakeFirstOrThrow();
    expect([thirteenth.gross_pay, thirteenth.taxable_compensation, thirteenth.wtax].map(Number)).toEqual([
      // withheld on the 13th month itself (issue 21): the monthly table on the last month's
      // 115,000.00 + 20,000.00 less that on 115,000.00, both in the 25% row: 25% x 20,000 = 5,000.00
      11_000_000, 2_000_000, 500_000,
    ]);

    // The December payroll: the year's taxable compensation includes the 13th month's 20,000.00.
    const fetchUrl = `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Monthly&start_date=${DEC.start_date}&end_date=${DEC.end_date}`;
    const rows = (await send('GET', fetchUrl, admin)).json() as {
      employee_id: number;
      taxable_compensation: number;
      wtax: number;
      year_end: Record<string, number> | null;
    }[];
    const row = rows.find((r) => r.employee_id === id);
    if (!row?.year_end) throw new Error('no year-end adjustment on the December row');
    const yearTaxable = 11 * 115_000 + 20_000 + row.taxable_compensation;
    const taxDue = annualIncomeTax(Math.round(yearTaxable * 100), 2026) / 100;
    expect(row.year_end).toMatchObject({
      taxable_compensation: yearTaxable,
      tax_due: taxDue,
      withheld: 11 * 20_000 + 5_000,
    });
    expect(row.wtax).toBeCloseTo(taxDue - 11 * 20_000 - 5_000, 2);

    const done = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...DEC });
    expect(done.statusCode, done.body).toBe(200);
    const year = await send(
      'GET',
      `/api/compliance/annualization?company_id=${org.company_id}&period=2026`,
      admin,
    );
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().rows).toEqual([
      expect.objectContaining({
        employee_id: id,
        taxable_compensation: yearTaxable,
        tax_due: taxDue,
        withheld: taxDue,
        adjustment: 0,
      }),
    ]);
  });
});
