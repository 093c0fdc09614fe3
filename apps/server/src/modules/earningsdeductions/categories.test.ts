import { EARNINGS_MSG, TAX_TREATMENT_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee } from '../employeerecords/testFixtures.ts';
import { seedPayCategories } from './seed.ts';
import { expectGuarded, requester, snapshot } from './testHelpers.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const TABLES = [
  'earnings_categories',
  'deductions_categories',
  'earnings_records',
  'deductions_records',
] as const;
let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}`;

const earning = (over: Record<string, unknown> = {}) => ({
  category_name: unique('Bonus'),
  descr: 'A bonus',
  calc_id: 0,
  rate: 1.5,
  operand_id: 2,
  input_column: 'Pieces',
  ...over,
});

async function refusedWithout(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  status: number,
  message: string,
) {
  const before = await snapshot(h, TABLES);
  const res = await send(method, url, admin, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toBe(message);
  expect(await snapshot(h, TABLES)).toBe(before);
}

describe('seeded categories', () => {
  it('starts with the common Philippine earnings and deductions categories', async () => {
    const earnings = (await send('GET', '/api/EarningsCategories/fetch', admin)).json();
    expect(earnings).toContainEqual(
      expect.objectContaining({
        category_name: 'Team Incentive',
        calc_id: 1,
        calc_method: 'By Work - Group',
      }),
    );
    expect(earnings).toContainEqual(
      expect.objectContaining({
        category_name: 'Meal Allowance per day',
        calc_id: 2,
        calc_method: 'By Day',
        rate: 100,
      }),
    );
    expect(earnings.map((c: { category_name: string }) => c.category_name)).toEqual(
      expect.arrayContaining(['Commission', 'Incentive', 'Piece Rate']),
    );
    const deductions = (await send('GET', '/api/DeductionsCategories/fetch', admin)).json();
    expect(deductions).toContainEqual(
      expect.objectContaining({ category_name: 'Union Dues', pre_tax: true, calc_deduc: 'by Amount' }),
    );
    expect(deductions.map((c: { category_name: string }) => c.category_name)).toEqual(
      expect.arrayContaining(['Cash Advance', 'Uniform', 'Canteen', 'HMO Dependent']),
    );
  });

  it('does not bring a deleted seeded category back on the next start', async () => {
    const canteen = (await send('GET', '/api/DeductionsCategories/fetch', admin))
      .json()
      .find((c: { category_name: string }) => c.category_name === 'Canteen');
    expect(
      (await send('DELETE', `/api/DeductionsCategories/delete?code=${canteen.code}`, admin)).statusCode,
    ).toBe(200);
    await seedPayCategories(h.deps.db, h.clock);
    const names = (await send('GET', '/api/DeductionsCategories/fetch', admin))
      .json()
      .map((c: { category_name: string }) => c.category_name);
    expect(names).not.toContain('Canteen');
  });
});

describe('earnings categories', () => {
  it('creates, reads, updates and deletes a category with the payroll flags', async () => {
    const body = earning({ taxable: false, de_minimis: true });
    const created = await send('POST', '/api/EarningsCategories/create', admin, body);
    expect(created.statusCode, created.body).toBe(200);
    const { code } = created.json();
    const rows = (await send('GET', '/api/EarningsCategories/fetch', admin)).json();
    expect(rows).toContainEqual({
      code,
      category_name: body.category_name,
      descr: 'A bonus',
      calc_id: 0,
      calc_method: 'By Work - Individual',
      rate: 1.5,
      operand_id: 2,
      operand: '*',
      input_column: 'Pieces',
      taxable: false,
      de_minimis: true,
      // flags only (an older client): a 'Bonus' flagged non-taxable is an other benefit (migration 0028's rule)
      tax_treatment: 'other_benefits',
      de_minimis_kind: null,
    });
    const renamed = unique('Renamed');
    const updated = await send('PUT', '/api/EarningsCategories/update', admin, {
      ...body,
      code,
      category_name: renamed,
      rate: 12.3456,
      operand_id: 3,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await send('GET', '/api/EarningsCategories/fetch', admin))
      .json()
      .find((c: { code: number }) => c.code === code);
    expect(after).toMatchObject({ category_name: renamed, rate: 12.3456, operand_id: 3, operand: '/' });
    expect((await send('DELETE', `/api/EarningsCategories/delete?code=${code}`, admin)).statusCode).toBe(200);
    const gone = (await send('GET', '/api/EarningsCategories/fetch', admin)).json();
    expect(gone.find((c: { code: number }) => c.code === code)).toBeUndefined();
  });

  it('saves the tax treatment and its de minimis kind; the flags follow it; flags alone keep it', async () => {
    const body = earning({ category_name: unique('Rice Subsidy'), tax_treatment: 'de_minimis' });
    const noKind = await send('POST', '/api/EarningsCategories/create', admin, body);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error).toBe(TAX_TREATMENT_MSG.kindRequired);
    const badKind = await send('POST', '/api/EarningsCategories/create', admin, {
      ...body,
      de_minimis_kind: 'caviar',
    });
    expect(badKind.statusCode).toBe(400);
    const created = await send('POST', '/api/EarningsCategories/create', admin, {
      ...body,
      de_minimis_kind: 'rice',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { code } = created.json();
    const row = async () =>
      (await send('GET', '/api/EarningsCategories/fetch', admin))
        .json()
        .find((c: { code: number }) => c.code === code);
    expect(await row()).toMatchObject({
      tax_treatment: 'de_minimis',
      de_minimis_kind: 'rice',
      taxable: false,
      de_minimis: true,
    });
    // an older client sends the flags as they read: the treatment and kind stay
    const flagsOnly = { ...body, code, taxable: false, de_minimis: true, tax_treatment: undefined };
    expect((await send('PUT', '/api/EarningsCategories/update', admin, flagsOnly)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ tax_treatment: 'de_minimis', de_minimis_kind: 'rice' });
    // hazard pay: taxable for a non-MWE (the flag), its own treatment; the kind is dropped
    const hazard = { ...body, code, tax_treatment: 'hazard', de_minimis_kind: 'rice' };
    expect((await send('PUT', '/api/EarningsCategories/update', admin, hazard)).statusCode).toBe(200);
    expect(await row()).toMatchObject({
      tax_treatment: 'hazard',
      de_minimis_kind: null,
      taxable: true,
      de_minimis: false,
    });
  });

  it("refuses a name already in use, case-insensitively: 'Name is already in use.'", async () => {
    const first = earning();
    expect((await send('POST', '/api/EarningsCategories/create', admin, first)).statusCode).toBe(200);
    await refusedWithout(
      'POST',
      '/api/EarningsCategories/create',
      earning({ category_name: `  ${first.category_name.toUpperCase()} ` }),
      409,
      EARNINGS_MSG.duplicateName,
    );
    const other = (await send('POST', '/api/EarningsCategories/create', admin, earning())).json();
    await refusedWithout(
      'PUT',
      '/api/EarningsCategories/update',
      earning({ code: other.code, category_name: first.category_name.toLowerCase() }),
      409,
      EARNINGS_MSG.duplicateName,
    );
  });

  it('refuses division by a zero rate on create and update', async () => {
    await refusedWithout(
      'POST',
      '/api/EarningsCategories/create',
      earning({ operand_id: 3, rate: 0 }),
      400,
      EARNINGS_MSG.divideByZero,
    );
    const { code } = (await send('POST', '/api/EarningsCategories/create', admin, earning())).json();
    await refusedWithout(
      'PUT',
      '/api/EarningsCategories/update',
      earning({ code, operand_id: 3, rate: 0 }),
      400,
      EARNINGS_MSG.divideByZero,
    );
  });

  it('refuses bad fields with their messages', async () => {
    const url = '/api/EarningsCategories/create';
    await refusedWithout('POST', url, earning({ category_name: '  ' }), 400, EARNINGS_MSG.nameRequired);
    await refusedWithout('POST', url, earning({ calc_id: 3 }), 400, EARNINGS_MSG.calcId);
    await refusedWithout('POST', url, earning({ operand_id: 4 }), 400, EARNINGS_MSG.operandId);
    await refusedWithout('POST', url, earning({ rate: 1.23456 }), 400, EARNINGS_MSG.rate);
    await refusedWithout('POST', url, earning({ rate: -1 }), 400, EARNINGS_MSG.rate);
    await refusedWithout(
      'POST',
      url,
      earning({ category_name: 'x'.repeat(101) }),
      400,
      EARNINGS_MSG.nameTooLong,
    );
  });

  it('answers 404 for a category that does not exist', async () => {
    await refusedWithout(
      'PUT',
      '/api/EarningsCategories/update',
      earning({ code: 999999 }),
      404,
      EARNINGS_MSG.categoryNotFound,
    );
    await refusedWithout(
      'DELETE',
      '/api/EarningsCategories/delete?code=999999',
      undefined,
      404,
      EARNINGS_MSG.categoryNotFound,
    );
  });

  it('refuses to delete a category a record uses (409 naming the count)', async () => {
    const { code } = (await send('POST', '/api/EarningsCategories/create', admin, earning())).json();
    const employee = await createEmployee(h.deps.db);
    for (const date of ['2026-12-01', '2026-12-15']) {
      const rec = await send('POST', '/api/EarningsRecords/create', admin, {
        category_id: code,
        effective_date: date,
        employee_data: [{ employee_id: employee, amount: 10, input_column: '' }],
      });
      expect(rec.statusCode, rec.body).toBe(200);
    }
    await refusedWithout(
      'DELETE',
      `/api/EarningsCategories/delete?code=${code}`,
      undefined,
      409,
      EARNINGS_MSG.categoryInUse(2),
    );
    expect(EARNINGS_MSG.categoryInUse(2)).toBe(
      'This category is used by 2 records and cannot be deleted. Delete or move those records first.',
    );
  });

  it('guards every route by its flag and the token', async () => {
    const { code } = (await send('POST', '/api/EarningsCategories/create', admin, earning())).json();
    const m = 'earningscategories';
    await expectGuarded(h, m, 'view', 'GET', '/api/EarningsCategories/fetch', undefined, TABLES);
    await expectGuarded(h, m, 'create', 'POST', '/api/EarningsCategories/create', earning(), TABLES);
    await expectGuarded(h, m, 'update', 'PUT', '/api/EarningsCategories/update', earning({ code }), TABLES);
    await expectGuarded(
      h,
      m,
      'delete',
      'DELETE',
      `/api/EarningsCategories/delete?code=${code}`,
      undefined,
      TABLES,
    );
  });
});

describe('deductions categories', () => {
  const deduction = (over: Record<string, unknown> = {}) => ({
    category_name: unique('Loan Fee'),
    descr: 'fee',
    calc_deduc: 'by Amount',
    ...over,
  });

  it('creates (pre_tax defaults to false), updates and deletes', async () => {
    const body = deduction();
    const { code } = (await send('POST', '/api/DeductionsCategories/create', admin, body)).json();
    let row = (await send('GET', '/api/DeductionsCategories/fetch', admin))
      .json()
      .find((c: { code: number }) => c.code === code);
    expect(row).toEqual({
      code,
      category_name: body.category_name,
      descr: 'fee',
      calc_deduc: 'by Amount',
      pre_tax: false,
    });
    const saved = await send('PUT', '/api/DeductionsCategories/update', admin, {
      ...body,
      code,
      pre_tax: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    row = (await send('GET', '/api/DeductionsCategories/fetch', admin))
      .json()
      .find((c: { code: number }) => c.code === code);
    expect(row.pre_tax).toBe(true);
    expect((await send('DELETE', `/api/DeductionsCategories/delete?code=${code}`, admin)).statusCode).toBe(
      200,
    );
  });

  it('refuses a duplicate name, another calc_deduc, and deleting a category in use', async () => {
    const body = deduction();
    const { code } = (await send('POST', '/api/DeductionsCategories/create', admin, body)).json();
    await refusedWithout(
      'POST',
      '/api/DeductionsCategories/create',
      deduction({ category_name: body.category_name.toUpperCase() }),
      409,
      EARNINGS_MSG.duplicateName,
    );
    await refusedWithout(
      'POST',
      '/api/DeductionsCategories/create',
      deduction({ calc_deduc: 'by Percent' }),
      400,
      EARNINGS_MSG.calcDeduc,
    );
    const employee = await createEmployee(h.deps.db);
    const rec = await send('POST', '/api/DeductionsRecords/create', admin, {
      category_id: code,
      effective_date: '2026-12-01',
      employee_data: [{ employee_id: employee, amount: 150, input_column: '' }],
    });
    expect(rec.statusCode, rec.body).toBe(200);
    await refusedWithout(
      'DELETE',
      `/api/DeductionsCategories/delete?code=${code}`,
      undefined,
      409,
      EARNINGS_MSG.categoryInUse(1),
    );
  });

  it('guards every route by its flag and the token', async () => {
    const { code } = (await send('POST', '/api/DeductionsCategories/create', admin, deduction())).json();
    const m = 'deductionscategories';
    await expectGuarded(h, m, 'view', 'GET', '/api/DeductionsCategories/fetch', undefined, TABLES);
    await expectGuarded(h, m, 'create', 'POST', '/api/DeductionsCategories/create', deduction(), TABLES);
    await expectGuarded(
      h,
      m,
      'update',
      'PUT',
      '/api/DeductionsCategories/update',
      deduction({ code }),
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'delete',
      'DELETE',
      `/api/DeductionsCategories/delete?code=${code}`,
      undefined,
      TABLES,
    );
  });
});
