/** Import of opening balances from a spreadsheet (issue 23 section 1): preview, all or nothing. */
import { read, utils } from '@e965/xlsx';
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

const URL = '/api/employee_management/opening_balances/import';
const TABLES = ['employee_opening_balances', 'employee_history'] as const;

async function employeeWithCode(): Promise<{ id: number; code: string }> {
  const id = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
  const row = await h.deps.db
    .selectFrom('employees')
    .select('employee_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, code: row.employee_code as string };
}

const row = (line: number, code: string, over: Record<string, unknown> = {}) => ({
  line,
  employee_code: code,
  year: 2026,
  go_live_date: '2026-10-01',
  basic_pay: 225_000,
  gross_compensation: 230_000,
  taxable_compensation: 210_000,
  tax_withheld: '5520.38',
  ...over,
});

describe('opening balances import', () => {
  it('previews every problem per row and writes nothing; applying a file with problems is refused whole', async () => {
    const a = await employeeWithCode();
    const b = await employeeWithCode();
    const c = await employeeWithCode();
    await processedPayslip(h, c.id, '2026-09-01', '2026-09-15');
    const rows = [
      row(2, a.code),
      row(3, 'ZZ999'),
      row(4, b.code, { gross_compensation: '12,000', sss_ee: -1 }),
      row(5, c.code),
      row(6, a.code),
      { line: 7, employee_code: b.code },
    ];
    const before = await snapshot(h, [...TABLES]);
    const preview = await send('POST', URL, admin, { rows, dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.saved).toBe(0);
    expect(body.problem_rows).toBe(5);
    // The blank row 7 (code only, as the template lists everyone) is skipped.
    expect(body.lines.map((l: { line: number }) => l.line)).toEqual([2, 3, 4, 5, 6]);
    const problems = Object.fromEntries(
      body.lines.map((l: { line: number; problems: string[] }) => [l.line, l.problems.join(' | ')]),
    );
    expect(problems[2]).toBe(`Employee Code ${a.code}, year 2026 appears more than once in the file.`);
    expect(problems[6]).toBe(problems[2]);
    expect(problems[3]).toBe('Employee Code ZZ999: no such employee.');
    expect(problems[4]).toContain('gross_compensation');
    expect(problems[4]).toContain('sss_ee');
    expect(problems[5]).toContain('the payroll of 2026-09-01 to 2026-09-15 is already processed in Sahod');
    expect(body.lines[0]).toMatchObject({
      name: expect.any(String),
      gross_compensation: 230_000,
      tax_withheld: 5520.38,
    });
    expect(await snapshot(h, [...TABLES])).toBe(before);

    const apply = await send('POST', URL, admin, { rows, dry_run: false });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().error).toBe(
      'Nothing was imported: 5 rows have problems. Fix the file and preview it again.',
    );
    // One bad row among good ones: still nothing.
    const one = await send('POST', URL, admin, { rows: [row(2, a.code), row(3, 'ZZ999')], dry_run: false });
    expect(one.statusCode).toBe(400);
    expect(await snapshot(h, [...TABLES])).toBe(before);
  });

  it('applies a clean file in one go: every row saved with its history, a saved entry replaced', async () => {
    const a = await employeeWithCode();
    const b = await employeeWithCode();
    await send('PUT', '/api/employee_management/opening_balances', admin, {
      employee_id: b.id,
      year: 2026,
      go_live_date: '2026-10-01',
      gross_compensation: 1,
    });
    const rows = [row(2, a.code.toLowerCase()), row(3, b.code, { tax_withheld: '' })];
    const preview = (await send('POST', URL, admin, { rows })).json();
    expect(preview.problem_rows).toBe(0);
    expect(preview.lines.map((l: { replaces: boolean }) => l.replaces)).toEqual([false, true]);
    const apply = await send('POST', URL, admin, { rows, dry_run: false });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json()).toMatchObject({
      message: '2 opening balances imported.',
      saved: 2,
      problem_rows: 0,
    });
    const list = (await send('GET', `/api/employee_management/opening_balances?UID=${a.id}`, admin)).json();
    expect(list[0]).toMatchObject({
      year: 2026,
      basic_pay: 225_000,
      gross_compensation: 230_000,
      tax_withheld: 5520.38,
    });
    const listB = (await send('GET', `/api/employee_management/opening_balances?UID=${b.id}`, admin)).json();
    expect(listB[0]).toMatchObject({ gross_compensation: 230_000, tax_withheld: 0 });
    const history = (
      await send('GET', `/api/employee_management/fetchEmployeeHistory?UID=${b.id}`, admin)
    ).json();
    expect(history[0].changes['Opening Balance 2026: Gross Compensation']).toEqual({ old: 1, new: 230_000 });
  });

  it('refuses a file without rows (400) and checks its shape', async () => {
    const res = await send('POST', URL, admin, { rows: [{ line: 2, employee_code: 'X' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The file has no rows with an Employee Code.');
    expect((await send('POST', URL, admin, { rows: 'x' })).statusCode).toBe(400);
    const far = await send('POST', URL, admin, { rows: [row(4, 'A0001', { go_live_date: '2101-01-01' })] });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('Row 4: go_live_date: Dates must be from 1900-01-01 to 2100-12-31.');
  });

  it('the template has the shared labels and a row per employee with the code filled in', async () => {
    const a = await employeeWithCode();
    const res = await send('GET', '/api/employee_management/opening_balances/template.xlsx', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('opening-balances-template.xlsx');
    const book = read(res.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] as string];
    const table = utils.sheet_to_json<string[]>(sheet as never, { header: 1 });
    expect(table[0]?.slice(0, 6)).toEqual([
      'Employee Code',
      'Employee Name',
      'Year',
      'Go-live Date',
      'Basic Pay Earned',
      'Gross Compensation',
    ]);
    expect(table[0]?.at(-1)).toBe('13th Month Already Paid');
    expect(table.some((r) => r[0] === a.code)).toBe(true);
  });

  it('importing needs employee_management update (403) and a token (401), writing nothing', async () => {
    const a = await employeeWithCode();
    await expectGuarded(
      h,
      'employee_management',
      'update',
      'POST',
      URL,
      { rows: [row(2, a.code)], dry_run: false },
      [...TABLES],
    );
  });
});
