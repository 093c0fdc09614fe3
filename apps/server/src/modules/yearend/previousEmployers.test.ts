/** The previous employer's 2316 on the employee profile (issue 17 section 2) through the HTTP API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { payrollEmployee } from '../payroll/testFixtures.ts';
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

describe('previous employer on the employee profile', () => {
  const URL = '/api/employee_management/previous_employers';

  it('saves, lists in pesos, replaces, removes; each change is in the profile history', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    const body = {
      employee_id: id,
      year: '2026',
      tin: '123 456 789',
      name: ' ACME Inc. ',
      zip: '1200',
      tax_withheld: '1234.5',
      taxable_basic: '50000',
    };
    const saved = await send('PUT', URL, admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().previous_employer).toMatchObject({
      tin: '123-456-789',
      name: 'ACME Inc.',
      tax_withheld: 1234.5,
      taxable_compensation: 50_000,
      de_minimis: 0,
    });
    await send('PUT', URL, admin, { ...body, tax_withheld: '2000' });
    const list = await send('GET', `${URL}?UID=${id}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].tax_withheld).toBe(2000);
    const history = (
      await send('GET', `/api/employee_management/fetchEmployeeHistory?UID=${id}`, admin)
    ).json();
    expect(history[0].changes).toEqual({
      'Previous Employer 2026: Tax Withheld': { old: 1234.5, new: 2000 },
    });
    expect(history[1].changes['Previous Employer 2026: TIN']).toEqual({ old: null, new: '123-456-789' });
    const removed = await send('DELETE', `${URL}?UID=${id}&year=2026`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', `${URL}?UID=${id}`, admin)).json()).toEqual([]);
    expect((await send('DELETE', `${URL}?UID=${id}&year=2026`, admin)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field, unknown employee 404, writing nothing', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    const before = await snapshot(h, ['employee_previous_employers', 'employee_history']);
    const ok = { employee_id: id, year: 2026, name: 'X' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, year: 2017 }, 'year'],
      [{ ...ok, year: 2027 }, 'year'],
      [{ ...ok, tin: '12345' }, 'tin'],
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, zip: '12' }, 'zip'],
      [{ ...ok, tax_withheld: '-5' }, 'tax_withheld'],
      [{ ...ok, taxable_basic: '1.005' }, 'taxable_basic'],
      [{ ...ok, employee_id: 'abc' }, 'UID'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('PUT', URL, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await send('PUT', URL, admin, { ...ok, employee_id: 999_999 })).statusCode).toBe(404);
    expect((await send('GET', `${URL}?UID=999999`, admin)).statusCode).toBe(404);
    expect(await snapshot(h, ['employee_previous_employers', 'employee_history'])).toBe(before);
  });

  it('reading needs employee_management view, saving update (403), a token (401)', async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    const tables = ['employee_previous_employers', 'employee_history'] as const;
    await expectGuarded(h, 'employee_management', 'view', 'GET', `${URL}?UID=${id}`, undefined, [...tables]);
    await expectGuarded(
      h,
      'employee_management',
      'update',
      'PUT',
      URL,
      { employee_id: id, year: 2026, name: 'X' },
      [...tables],
    );
    await expectGuarded(
      h,
      'employee_management',
      'update',
      'DELETE',
      `${URL}?UID=${id}&year=2026`,
      undefined,
      [...tables],
    );
  });
});
