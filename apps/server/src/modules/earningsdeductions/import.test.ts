import { EARNINGS_MSG, IMPORT_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee } from '../employeerecords/testFixtures.ts';
import { expectGuarded, requester, snapshot } from './testHelpers.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let groupCategory: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  const res = await send('POST', '/api/EarningsCategories/create', admin, {
    category_name: 'Import Group',
    calc_id: 1,
    operand_id: 2,
    rate: 1,
  });
  groupCategory = res.json().code;
});
afterAll(async () => h.close());

const TABLES = [
  'earnings_records',
  'earnings_record_lines',
  'deductions_records',
  'deductions_record_lines',
] as const;

async function codeOf(id: number): Promise<string> {
  const row = await h.deps.db
    .selectFrom('employees')
    .select('employee_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.employee_code ?? '';
}

async function newRecord(employeeIds: number[] = []) {
  const res = await send('POST', '/api/EarningsRecords/create', admin, {
    category_id: groupCategory,
    effective_date: '2026-12-15',
    total_amount: 100,
    employee_data: employeeIds.map((employee_id) => ({ employee_id, amount: 1, input_column: '' })),
  });
  return res.json().code as number;
}

describe('import of lines', () => {
  it('previews without writing, then writes every line in one go; shares add up', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => createEmployee(h.deps.db, 'Import')));
    const codes = await Promise.all(ids.map(codeOf));
    const record = await newRecord();
    const rows = [
      { employee_code: (codes[0] as string).toLowerCase(), amount: 1 },
      { employee_code: codes[1], amount: 1 },
      { employee_code: codes[2], amount: 1, input_column: 'team B' },
    ];
    const before = await snapshot(h, TABLES);
    const preview = await send('POST', '/api/EarningsRecords/import', admin, { record_id: record, rows });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      unknown_codes: [],
      repeated_codes: [],
      already_on_record: [],
      log_nos: [],
    });
    expect(preview.json().lines.map((l: { employee_id: number }) => l.employee_id)).toEqual(ids);
    expect(await snapshot(h, TABLES)).toBe(before);

    const written = await send('POST', '/api/EarningsRecords/import', admin, {
      record_id: record,
      rows,
      dry_run: false,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().log_nos).toHaveLength(3);
    const fetched = (await send('GET', '/api/EarningsRecords/fetch', admin)).json();
    const row = fetched.find((r: { code: number }) => r.code === record);
    expect(row.employee_data.map((l: { salary_total: number }) => l.salary_total)).toEqual([
      33.34, 33.33, 33.33,
    ]);
  });

  it('lists unknown, repeated and already-present codes and refuses to write any line while they remain', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => createEmployee(h.deps.db, 'Import')));
    const [codeA, codeB] = await Promise.all([codeOf(a as number), codeOf(b as number)]);
    const record = await newRecord([a as number]);
    const rows = [
      { employee_code: codeA, amount: 1 },
      { employee_code: codeB, amount: 2 },
      { employee_code: 'ZZ9', amount: 3 },
      { employee_code: codeB, amount: 4 },
    ];
    const preview = (
      await send('POST', '/api/EarningsRecords/import', admin, { record_id: record, rows })
    ).json();
    expect(preview.unknown_codes).toEqual(['00ZZ9']);
    expect(preview.repeated_codes).toEqual([codeB]);
    expect(preview.already_on_record).toEqual([codeA]);
    expect(preview.lines).toEqual([]);
    const before = await snapshot(h, TABLES);
    const res = await send('POST', '/api/EarningsRecords/import', admin, {
      record_id: record,
      rows,
      dry_run: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `${IMPORT_MSG.unknownCodes(['00ZZ9'])} ${IMPORT_MSG.repeatedCodes([codeB])} ${IMPORT_MSG.alreadyOnRecord([codeA])}`,
    );
    expect(await snapshot(h, TABLES)).toBe(before);
  });

  it('refuses an unknown record, bad amounts and an empty file', async () => {
    const before = await snapshot(h, TABLES);
    const missing = await send('POST', '/api/DeductionsRecords/import', admin, {
      record_id: 999999,
      rows: [{ employee_code: 'R0001', amount: 1 }],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(EARNINGS_MSG.recordNotFound);
    const record = await newRecord();
    const bad = await send('POST', '/api/EarningsRecords/import', admin, {
      record_id: record,
      rows: [{ employee_code: 'R0001', amount: 1.234 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EARNINGS_MSG.amount('Amount'));
    const empty = await send('POST', '/api/EarningsRecords/import', admin, { record_id: record, rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(IMPORT_MSG.noRows);
    const after = JSON.parse(await snapshot(h, TABLES));
    expect(after[1]).toEqual(JSON.parse(before)[1]); // no lines written
  });

  it('needs the create flag of its screen', async () => {
    const record = await newRecord();
    const body = { record_id: record, rows: [{ employee_code: 'R0001', amount: 1 }], dry_run: false };
    await expectGuarded(h, 'earningsrecords', 'create', 'POST', '/api/EarningsRecords/import', body, TABLES);
    await expectGuarded(
      h,
      'deductionsrecords',
      'create',
      'POST',
      '/api/DeductionsRecords/import',
      body,
      TABLES,
    );
  });
});
