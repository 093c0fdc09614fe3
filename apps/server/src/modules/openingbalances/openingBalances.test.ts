/** Opening balances on the employee profile (issue 23 section 1) through the HTTP API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg } from '../timesheet/testFixtures.ts';
import { processedPayslip } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const URL = '/api/employee_management/opening_balances';
const TABLES = ['employee_opening_balances', 'employee_history'] as const;

/** A ₱25,000 employee, January to September 2026 (worked by hand: 9 x 25,000 = 225,000 basic). */
const NINE_MONTHS = {
  year: '2026',
  go_live_date: '2026-10-01',
  basic_pay: '225000',
  gross_compensation: '230000.50',
  non_taxable_benefits: '5000.50',
  sss_ee: '9000',
  philhealth_ee: '5625',
  pagibig_ee: '1800',
  taxable_compensation: '208575',
  tax_withheld: '5520.38',
};

describe('opening balances on the employee profile', () => {
  it('saves, lists in pesos, replaces, removes; each change is in the profile history', async () => {
    const id = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
    const saved = await send('PUT', URL, admin, { employee_id: id, ...NINE_MONTHS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Opening balance saved successfully.');
    expect(saved.json().opening_balance).toMatchObject({
      employee_id: id,
      year: 2026,
      go_live_date: '2026-10-01',
      basic_pay: 225_000,
      gross_compensation: 230_000.5,
      de_minimis: 0,
      tax_withheld: 5520.38,
    });
    const stored = await h.deps.db
      .selectFrom('employee_opening_balances')
      .select(['gross_compensation', 'tax_withheld'])
      .where('employee_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.gross_compensation)).toBe(23_000_050);
    expect(Number(stored.tax_withheld)).toBe(552_038);

    const again = await send('PUT', URL, admin, { employee_id: id, ...NINE_MONTHS, tax_withheld: 6000 });
    expect(again.statusCode, again.body).toBe(200);
    const list = await send('GET', `${URL}?UID=${id}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].tax_withheld).toBe(6000);
    const history = (
      await send('GET', `/api/employee_management/fetchEmployeeHistory?UID=${id}`, admin)
    ).json();
    expect(history[0].changes).toEqual({ 'Opening Balance 2026: Tax Withheld': { old: 5520.38, new: 6000 } });
    expect(history[1].changes['Opening Balance 2026: Go-live Date']).toEqual({
      old: null,
      new: '2026-10-01',
    });
    expect(history[1].changes['Opening Balance 2026: Basic Pay Earned']).toEqual({ old: null, new: 225_000 });

    const removed = await send('DELETE', `${URL}?UID=${id}&year=2026`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', `${URL}?UID=${id}`, admin)).json()).toEqual([]);
    const last = (
      await send('GET', `/api/employee_management/fetchEmployeeHistory?UID=${id}`, admin)
    ).json()[0];
    expect(last.changes['Opening Balance 2026: Tax Withheld']).toEqual({ old: 6000, new: null });
    expect((await send('DELETE', `${URL}?UID=${id}&year=2026`, admin)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming every field, unknown employee 404, writing nothing', async () => {
    const id = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
    const before = await snapshot(h, [...TABLES]);
    const ok = { employee_id: id, year: 2026, go_live_date: '2026-10-01' };
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ ...ok, year: 1999 }, ['year: must be a year from 2000 to 2100.']],
      [{ ...ok, year: 2101, go_live_date: '2101-01-01' }, ['year']],
      [{ ...ok, go_live_date: '2026-02-30' }, ['go_live_date: Go-live Date must be a date']],
      [{ ...ok, go_live_date: '2025-10-01' }, ['go_live_date: Go-live Date must be in 2026.']],
      [{ ...ok, tax_withheld: '-5' }, ['tax_withheld']],
      [{ ...ok, basic_pay: '1.005', sss_ee: 'abc' }, ['basic_pay', 'sss_ee']],
      [{ ...ok, gross_compensation: 100, basic_pay: 100.01 }, ['basic_pay: Basic Pay Earned cannot be more']],
      [{ ...ok, gross_compensation: 100, thirteenth_paid: 101 }, ['thirteenth_paid']],
      // 60 + 30 + 20.01 = 110.01 of parts against a gross of 110.00.
      [
        { ...ok, gross_compensation: 110, taxable_compensation: 60, de_minimis: 30, sss_ee: 20.01 },
        ['add up to ₱110.01, more than the Gross Compensation of ₱110.00'],
      ],
      [{ ...ok, gross_compensation: 100, taxable_compensation: 50, tax_withheld: 50.01 }, ['tax_withheld']],
      [{ ...ok, employee_id: 'abc' }, ['UID']],
    ];
    for (const [payload, parts] of cases) {
      const res = await send('PUT', URL, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      for (const part of parts) expect(res.json().error).toContain(part);
    }
    // Equal to the gross is fine: 60 + 30 + 20 = 110.
    const edge = { ...ok, gross_compensation: 110, taxable_compensation: 60, de_minimis: 30, sss_ee: 20 };
    expect((await send('PUT', URL, admin, { ...edge, employee_id: 999_999 })).statusCode).toBe(404);
    expect((await send('GET', `${URL}?UID=999999`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `${URL}?UID=${id}&year=20x6`, admin)).statusCode).toBe(400);
    expect(await snapshot(h, [...TABLES])).toBe(before);
    expect((await send('PUT', URL, admin, edge)).statusCode).toBe(200);
  });

  it('refuses (409) a go-live date after a processed payroll of the year, and writes nothing', async () => {
    const id = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
    await processedPayslip(h, id, '2026-09-16', '2026-09-30');
    await processedPayslip(h, id, '2025-12-16', '2025-12-31');
    await processedPayslip(h, id, '2026-09-01', '2026-09-15', 'void');
    const before = await snapshot(h, [...TABLES]);
    const refused = await send('PUT', URL, admin, { employee_id: id, ...NINE_MONTHS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'go_live_date: the payroll of 2026-09-16 to 2026-09-30 is already processed in Sahod; an opening balance covers only what Sahod did not pay, so the Go-live Date can be 2026-09-16 at the latest.',
    );
    expect(await snapshot(h, [...TABLES])).toBe(before);
    // The first processed payroll's own start is allowed; the void one and the 2025 one do not count.
    const ok = await send('PUT', URL, admin, { employee_id: id, ...NINE_MONTHS, go_live_date: '2026-09-16' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('reading needs employee_management view, writing update (403), a token (401)', async () => {
    const id = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
    await send('PUT', URL, admin, { employee_id: id, ...NINE_MONTHS });
    await expectGuarded(h, 'employee_management', 'view', 'GET', `${URL}?UID=${id}`, undefined, [...TABLES]);
    await expectGuarded(h, 'employee_management', 'view', 'GET', `${URL}/template.xlsx`, undefined, [
      ...TABLES,
    ]);
    await expectGuarded(
      h,
      'employee_management',
      'update',
      'PUT',
      URL,
      { employee_id: id, ...NINE_MONTHS, tax_withheld: 1 },
      [...TABLES],
    );
    await expectGuarded(
      h,
      'employee_management',
      'update',
      'DELETE',
      `${URL}?UID=${id}&year=2026`,
      undefined,
      [...TABLES],
    );
  });
});
