import { DATE_MSG, EARNINGS_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee } from '../employeerecords/testFixtures.ts';
import { expectGuarded, requester, snapshot } from './testHelpers.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
const categories: Record<string, number> = {};
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  const make = async (name: string, calc_id: number, operand_id: number, rate: number) => {
    const res = await send('POST', '/api/EarningsCategories/create', admin, {
      category_name: name,
      calc_id,
      operand_id,
      rate,
      input_column: 'Units',
    });
    categories[name] = res.json().code;
  };
  await make('Test Individual', 0, 2, 1.5);
  await make('Test Group', 1, 2, 1);
  await make('Test Day', 2, 2, 100);
  await make('Test Divide Group', 1, 3, 3);
  const deduction = await send('POST', '/api/DeductionsCategories/create', admin, {
    category_name: 'Test Deduction',
  });
  categories.deduction = deduction.json().code;
});
afterAll(async () => h.close());

const TABLES = [
  'earnings_records',
  'earnings_record_lines',
  'deductions_records',
  'deductions_record_lines',
] as const;

type Line = { log_no: number; employee_id: number; amount: number; salary_total: number | null };
type PayRecord = {
  code: number;
  total_amount: number;
  effective_date: string;
  category_id: number;
  employee_data: Line[];
};

async function record(base: string, code: number): Promise<PayRecord> {
  const rows: PayRecord[] = (await send('GET', `${base}/fetch`, admin)).json();
  const row = rows.find((r) => r.code === code);
  if (!row) throw new Error(`record ${code} not found`);
  return row;
}

async function refused(
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

const employees = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createEmployee(h.deps.db, 'Pay')));

describe('earnings records', () => {
  it('refuses effective dates outside 1900-01-01..2100-12-31 with one message (year 0000 was a 500 on PostgreSQL)', async () => {
    const [a] = await employees(1);
    for (const effective_date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      await refused(
        'POST',
        '/api/EarningsRecords/create',
        {
          category_id: categories['Test Group'],
          effective_date,
          total_amount: 1000,
          employee_data: [{ employee_id: a, amount: 1, input_column: '' }],
        },
        400,
        DATE_MSG.outOfRange,
      );
    }
  });

  it('By Work - Group: the record total (operand) rate is shared by amounts and adds up to the centavo', async () => {
    const [a, b, c] = await employees(3);
    const res = await send('POST', '/api/EarningsRecords/create', admin, {
      category_id: categories['Test Group'],
      effective_date: '2026-12-10',
      total_amount: 1000,
      employee_data: [
        { employee_id: a, amount: 1, input_column: '' },
        { employee_id: b, amount: 1, input_column: '' },
        { employee_id: c, amount: 1, input_column: 'note' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await record('/api/EarningsRecords', res.json().code);
    expect(row.total_amount).toBe(1000);
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([333.34, 333.33, 333.33]);
    const cents = row.employee_data.reduce((s, l) => s + Math.round((l.salary_total ?? 0) * 100), 0);
    expect(cents).toBe(100000);
  });

  it('By Work - Group with a divide operand and uneven amounts still adds up exactly', async () => {
    const [a, b, c] = await employees(3);
    const res = await send('POST', '/api/EarningsRecords/create', admin, {
      category_id: categories['Test Divide Group'],
      effective_date: '2026-12-10',
      total_amount: 1000,
      employee_data: [
        { employee_id: a, amount: 2, input_column: '' },
        { employee_id: b, amount: 3.5, input_column: '' },
        { employee_id: c, amount: 7, input_column: '' },
      ],
    });
    const row = await record('/api/EarningsRecords', res.json().code);
    // 1000 / 3 = 333.33 shared 2 : 3.5 : 7
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([53.33, 93.33, 186.67]);
    const cents = row.employee_data.reduce((s, l) => s + Math.round((l.salary_total ?? 0) * 100), 0);
    expect(cents).toBe(33333);
  });

  it('By Work - Individual: amount (operand) rate; the total is the sum of the lines; By Day is computed at payroll', async () => {
    const [a, b] = await employees(2);
    const res = await send('POST', '/api/EarningsRecords/create', admin, {
      category_id: categories['Test Individual'],
      effective_date: '2026-12-11',
      total_amount: 5,
      employee_data: [
        { employee_id: a, amount: 3, input_column: '' },
        { employee_id: b, amount: 10.01, input_column: '' },
      ],
    });
    const row = await record('/api/EarningsRecords', res.json().code);
    expect(row.total_amount).toBe(13.01);
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([4.5, 15.02]);

    const day = await send('POST', '/api/EarningsRecords/create', admin, {
      category_id: categories['Test Day'],
      effective_date: '2026-12-11',
      employee_data: [{ employee_id: a, amount: 0, input_column: '' }],
    });
    const dayRow = await record('/api/EarningsRecords', day.json().code);
    expect(dayRow.employee_data[0]?.salary_total).toBeNull();
  });

  it('adds several lines at once (createEmp), edits one (updateEmp) and recomputes the shares', async () => {
    const [a, b, c] = await employees(3);
    const created = await send('POST', '/api/EarningsRecords/create', admin, {
      category_id: categories['Test Group'],
      effective_date: '2026-12-12',
      total_amount: 100,
    });
    const code = created.json().code;
    const added = await send('POST', '/api/EarningsRecords/createEmp', admin, [
      { record_id: code, employee_id: a, amount: 1, input_column: '' },
      { record_id: code, employee_id: b, amount: 1, input_column: '' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().log_nos).toHaveLength(2);
    const single = await send('POST', '/api/EarningsRecords/createEmp', admin, {
      record_id: code,
      employee_id: c,
      amount: 2,
      input_column: '',
    });
    expect(single.statusCode, single.body).toBe(200);
    let row = await record('/api/EarningsRecords', code);
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([25, 25, 50]);
    const first = row.employee_data[0] as Line;
    const saved = await send('PUT', '/api/EarningsRecords/updateEmp', admin, {
      log_no: first.log_no,
      employee_id: a,
      amount: 6,
      input_column: 'more',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    row = await record('/api/EarningsRecords', code);
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([66.67, 11.11, 22.22]);

    const updated = await send('PUT', '/api/EarningsRecords/update', admin, {
      code,
      category_id: categories['Test Group'],
      effective_date: '2026-12-13',
      total_amount: 90,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    row = await record('/api/EarningsRecords', code);
    expect(row.effective_date).toBe('2026-12-13');
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([60, 10, 20]);

    expect(
      (await send('DELETE', `/api/EarningsRecords/deleteEmp?log_no=${first.log_no}`, admin)).statusCode,
    ).toBe(200);
    row = await record('/api/EarningsRecords', code);
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([30, 60]);
    expect((await send('DELETE', `/api/EarningsRecords/delete?code=${code}`, admin)).statusCode).toBe(200);
    const lines = await h.deps.db
      .selectFrom('earnings_record_lines')
      .select('id')
      .where('record_id', '=', code)
      .execute();
    expect(lines).toEqual([]);
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const [a, b] = await employees(2);
    const url = '/api/EarningsRecords/create';
    const base = { category_id: categories['Test Individual'], effective_date: '2026-12-01' };
    await refused('POST', url, { ...base, category_id: 999999 }, 400, EARNINGS_MSG.categoryNotFound);
    await refused(
      'POST',
      url,
      { ...base, category_id: categories['Test Group'] },
      400,
      EARNINGS_MSG.totalRequired,
    );
    await refused('POST', url, { ...base, effective_date: '2026-02-30' }, 400, EARNINGS_MSG.date);
    await refused(
      'POST',
      url,
      { ...base, employee_data: [{ employee_id: a, amount: 1.234, input_column: '' }] },
      400,
      EARNINGS_MSG.amount('Amount'),
    );
    await refused(
      'POST',
      url,
      {
        ...base,
        employee_data: [
          { employee_id: a, amount: 1, input_column: '' },
          { employee_id: a, amount: 2, input_column: '' },
        ],
      },
      400,
      EARNINGS_MSG.duplicateInRequest,
    );
    await refused(
      'POST',
      url,
      { ...base, employee_data: [{ employee_id: 999999, amount: 1, input_column: '' }] },
      400,
      EARNINGS_MSG.employeeNotFound,
    );
    const { code } = (
      await send('POST', url, admin, {
        ...base,
        employee_data: [{ employee_id: a, amount: 1, input_column: '' }],
      })
    ).json();
    // All or none: the second line repeats an employee already on the record.
    await refused(
      'POST',
      '/api/EarningsRecords/createEmp',
      [
        { record_id: code, employee_id: b, amount: 1, input_column: '' },
        { record_id: code, employee_id: a, amount: 1, input_column: '' },
      ],
      409,
      EARNINGS_MSG.duplicateEmployee(
        ((await record('/api/EarningsRecords', code)).employee_data[0] as unknown as { name: string }).name,
      ),
    );
    await refused(
      'POST',
      '/api/EarningsRecords/createEmp',
      { record_id: 999999, employee_id: b, amount: 1, input_column: '' },
      404,
      EARNINGS_MSG.recordNotFound,
    );
    await refused(
      'PUT',
      '/api/EarningsRecords/updateEmp',
      { log_no: 999999, employee_id: b, amount: 1, input_column: '' },
      404,
      EARNINGS_MSG.lineNotFound,
    );
    await refused(
      'PUT',
      '/api/EarningsRecords/update',
      { ...base, code: 999999 },
      404,
      EARNINGS_MSG.recordNotFound,
    );
    await refused(
      'DELETE',
      '/api/EarningsRecords/delete?code=999999',
      undefined,
      404,
      EARNINGS_MSG.recordNotFound,
    );
    await refused(
      'DELETE',
      '/api/EarningsRecords/deleteEmp?log_no=999999',
      undefined,
      404,
      EARNINGS_MSG.lineNotFound,
    );
  });

  it('guards every route by its flag and the token', async () => {
    const [a, b] = await employees(2);
    const { code } = (
      await send('POST', '/api/EarningsRecords/create', admin, {
        category_id: categories['Test Individual'],
        effective_date: '2026-12-01',
        employee_data: [{ employee_id: a, amount: 1, input_column: '' }],
      })
    ).json();
    const line = (await record('/api/EarningsRecords', code)).employee_data[0] as Line;
    const m = 'earningsrecords';
    const body = { category_id: categories['Test Individual'], effective_date: '2026-12-02' };
    await expectGuarded(h, m, 'view', 'GET', '/api/EarningsRecords/fetch', undefined, TABLES);
    await expectGuarded(h, m, 'create', 'POST', '/api/EarningsRecords/create', body, TABLES);
    await expectGuarded(
      h,
      m,
      'create',
      'POST',
      '/api/EarningsRecords/createEmp',
      { record_id: code, employee_id: b, amount: 1 },
      TABLES,
    );
    await expectGuarded(h, m, 'update', 'PUT', '/api/EarningsRecords/update', { ...body, code }, TABLES);
    await expectGuarded(
      h,
      m,
      'update',
      'PUT',
      '/api/EarningsRecords/updateEmp',
      { log_no: line.log_no, employee_id: a, amount: 5 },
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'delete',
      'DELETE',
      `/api/EarningsRecords/delete?code=${code}`,
      undefined,
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'delete',
      'DELETE',
      `/api/EarningsRecords/deleteEmp?log_no=${line.log_no}`,
      undefined,
      TABLES,
    );
  });
});

describe('employee choices', () => {
  it('lists the employees to pick, with their organisation and no pay figures, under each view flag', async () => {
    const [a] = await employees(1);
    for (const base of ['/api/EarningsRecords', '/api/DeductionsRecords']) {
      const res = await send('GET', `${base}/employees`, admin);
      expect(res.statusCode).toBe(200);
      const row = res.json().find((e: { employee_id: number }) => e.employee_id === a);
      expect(Object.keys(row).sort()).toEqual(
        ['company_id', 'department_id', 'designation_id', 'employee_code', 'employee_id', 'name'].sort(),
      );
    }
    await expectGuarded(
      h,
      'earningsrecords',
      'view',
      'GET',
      '/api/EarningsRecords/employees',
      undefined,
      TABLES,
    );
    await expectGuarded(
      h,
      'deductionsrecords',
      'view',
      'GET',
      '/api/DeductionsRecords/employees',
      undefined,
      TABLES,
    );
  });
});

describe('deductions records', () => {
  it('creates a record whose lines are their amounts and whose total is their sum; edits and deletes', async () => {
    const [a, b, c] = await employees(3);
    const res = await send('POST', '/api/DeductionsRecords/create', admin, {
      category_id: categories.deduction,
      effective_date: '2026-12-05',
      employee_data: [
        { employee_id: a, amount: 150.25, input_column: '' },
        { employee_id: b, amount: 99.75, input_column: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().code;
    let row = await record('/api/DeductionsRecords', code);
    expect(row.total_amount).toBe(250);
    expect(row.employee_data.map((l) => l.salary_total)).toEqual([150.25, 99.75]);
    expect(
      (
        await send('POST', '/api/DeductionsRecords/createEmp', admin, {
          record_id: code,
          employee_id: c,
          amount: 10,
        })
      ).statusCode,
    ).toBe(200);
    const line = row.employee_data[1] as Line;
    expect(
      (
        await send('PUT', '/api/DeductionsRecords/updateEmp', admin, {
          log_no: line.log_no,
          employee_id: b,
          amount: 50,
        })
      ).statusCode,
    ).toBe(200);
    row = await record('/api/DeductionsRecords', code);
    expect(row.total_amount).toBe(210.25);
    await refused(
      'PUT',
      '/api/DeductionsRecords/updateEmp',
      { log_no: line.log_no, employee_id: a, amount: 50 },
      409,
      EARNINGS_MSG.duplicateEmployee((row.employee_data[0] as unknown as { name: string }).name),
    );
    expect(
      (await send('DELETE', `/api/DeductionsRecords/deleteEmp?log_no=${line.log_no}`, admin)).statusCode,
    ).toBe(200);
    expect((await send('DELETE', `/api/DeductionsRecords/delete?code=${code}`, admin)).statusCode).toBe(200);
  });

  it('an employee with deductions lines can still be deleted; the lines go with them', async () => {
    const [a] = await employees(1);
    const { code } = (
      await send('POST', '/api/DeductionsRecords/create', admin, {
        category_id: categories.deduction,
        effective_date: '2026-12-05',
        employee_data: [{ employee_id: a, amount: 1, input_column: '' }],
      })
    ).json();
    const del = await send('DELETE', `/api/employee_list/delete?id=${a}`, admin);
    expect(del.statusCode, del.body).toBe(200);
    expect((await record('/api/DeductionsRecords', code)).employee_data).toEqual([]);
  });

  it('guards every route by its flag and the token', async () => {
    const [a] = await employees(1);
    const { code } = (
      await send('POST', '/api/DeductionsRecords/create', admin, {
        category_id: categories.deduction,
        effective_date: '2026-12-01',
        employee_data: [{ employee_id: a, amount: 1, input_column: '' }],
      })
    ).json();
    const m = 'deductionsrecords';
    await expectGuarded(h, m, 'view', 'GET', '/api/DeductionsRecords/fetch', undefined, TABLES);
    await expectGuarded(
      h,
      m,
      'create',
      'POST',
      '/api/DeductionsRecords/create',
      { category_id: categories.deduction, effective_date: '2026-12-02' },
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'delete',
      'DELETE',
      `/api/DeductionsRecords/delete?code=${code}`,
      undefined,
      TABLES,
    );
  });
});
