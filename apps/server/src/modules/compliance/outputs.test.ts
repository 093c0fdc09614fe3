import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { countRows, snapshot } from '../earningsdeductions/testHelpers.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { type ComplianceMonth, complianceMonth, SECOND } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ComplianceMonth['send'];
let org: Org;
let complete: number;
let missing: number;
let cash: number;

beforeAll(async () => {
  ({ h, admin, send, org, complete, missing, cash } = await complianceMonth());
});
afterAll(async () => h.close());

const url = (output: string, query = '') =>
  `/api/compliance/${output}?company_id=${org.company_id}${output === 'bank' ? '' : '&period=2026-02'}${query}`;

const dateOf = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

/** Sums of the stored payslips' snapshot shares (pesos), straight from the table. */
async function stored(
  filter: (p: { employee_id: number; start_date: string; end_date: string }) => boolean = (p) =>
    p.end_date.startsWith('2026-02'),
) {
  const rows = await h.deps.db
    .selectFrom('payslips')
    .select(['employee_id', 'start_date', 'end_date', 'snapshot', 'wtax', 'net_pay', 'gross_pay'])
    .where('employee_id', 'in', [complete, missing, cash])
    .where('status', '=', 'processed')
    .execute();
  const sum: Record<string, number> = {};
  const plus = (k: string, v: number) => {
    sum[k] = (sum[k] ?? 0) + v;
  };
  for (const r of rows) {
    const dates = { start_date: dateOf(r.start_date), end_date: dateOf(r.end_date) };
    if (!filter({ employee_id: r.employee_id, ...dates })) continue;
    const p = JSON.parse(r.snapshot).payslip as {
      mandatories_breakdown: Record<string, number>;
      employer_shares: Record<string, number>;
    };
    for (const [k, v] of Object.entries(p.mandatories_breakdown)) plus(`ee ${k}`, v);
    for (const [k, v] of Object.entries(p.employer_shares)) plus(`er ${k}`, v);
    plus('wtax', Number(r.wtax));
    plus('net', Number(r.net_pay));
    plus('gross', Number(r.gross_pay));
  }
  return Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v / 100]));
}

describe('GET /api/compliance/{output} (JSON)', () => {
  it('SSS: one row per employee for the two cut-offs; totals equal the stored shares', async () => {
    const res = await send('GET', url('sss'), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const s = await stored();
    expect(body.rows).toHaveLength(3);
    expect(body.totals.ee).toBeCloseTo(s['ee SSS'] as number, 2);
    expect(body.totals.er).toBeCloseTo(s['er SSS'] as number, 2);
    expect(body.totals.total).toBeCloseTo(
      (s['ee SSS'] as number) + (s['er SSS'] as number) + (s['er SSS EC'] as number),
      2,
    );
    expect(body.totals.ec).toBeCloseTo(s['er SSS EC'] as number, 2);
    expect(body.totals.compensation).toBeCloseTo(s.gross as number, 2);
    expect(body.warnings).toEqual([expect.objectContaining({ employee_id: missing, field: 'sss_no' })]);
    expect(body.company).toEqual({ id: org.company_id, name: expect.any(String) });
    // PHP 26,000 a month (1,000 a day), both cut-offs ending in February: the second (Feb 2-16)
    // trues February up on its actual pay, 12 days (Jan 19-Feb 1) + 13 days (Feb 2-16) = 25,000:
    // MSC 25,000, 5% = 1,250 of which MPF 5% of 5,000 = 250.
    const santos = body.rows.find((r: { employee_id: number }) => r.employee_id === complete);
    expect(santos).toMatchObject({ msc: 25000, ee_ss: 1000, ee_mpf: 250, remark: 'N' });
    expect(body.due_date).toBe('2026-03-31');
    expect(body.notice).toMatch(/current template/);
  });

  it('PhilHealth and Pag-IBIG totals equal the stored shares', async () => {
    const s = await stored();
    const ph = (await send('GET', url('philhealth'), admin)).json();
    expect(ph.totals.ps).toBeCloseTo(s['ee PhilHealth'] as number, 2);
    expect(ph.totals.es).toBeCloseTo(s['er PhilHealth'] as number, 2);
    expect(ph.warnings).toEqual([]);
    const pi = (await send('GET', url('pagibig'), admin)).json();
    expect(pi.totals.ee).toBeCloseTo(s['ee Pag-IBIG'] as number, 2);
    expect(pi.totals.er).toBeCloseTo(s['er Pag-IBIG'] as number, 2);
  });

  it('1601-C: item 25 is the tax withheld on the month payslips, item 14 all compensation', async () => {
    const s = await stored();
    const res = await send('GET', url('bir1601c'), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items['25']).toBeCloseTo(s.wtax as number, 2);
    expect(body.items['14']).toBeCloseTo(s.gross as number, 2);
    expect(body.items['27']).toBeCloseTo(s.wtax as number, 2);
    expect(body.items['22']).toBeCloseTo(body.items['14'] - body.items['21'], 2);
    expect(body.items['24']).toBeCloseTo(body.items['22'] - body.items['23'], 2);
    // Item 23: the taxable pay of those whose projected year (year to date plus the latest payslip
    // for each period left) is PHP 250,000 or less; a withheld tax means above it.
    for (const row of body.rows as Array<{
      taxable: number;
      not_subject_to_withholding: number;
      tax_withheld: number;
    }>)
      if (row.tax_withheld > 0) expect(row.not_subject_to_withholding).toBe(0);
  });

  it('bank: only the BPI employees, net pay of that payroll; a missing account is a warning', async () => {
    const res = await send(
      'GET',
      url('bank', `&bank=bpi&start_date=${SECOND.start_date}&end_date=${SECOND.end_date}`),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const s = await stored((p) => p.employee_id === complete && p.start_date === SECOND.start_date);
    expect(body.rows.map((r: { employee_id: number }) => r.employee_id).sort()).toEqual(
      [complete, missing].sort((a, b) => a - b),
    );
    const mine = body.rows.find((r: { employee_id: number }) => r.employee_id === complete);
    expect(mine.amount).toBeCloseTo(s.net as number, 2);
    expect(body.warnings).toEqual([expect.objectContaining({ employee_id: missing, field: 'account_no' })]);
  });
});

describe('format=file', () => {
  it('409 with the warnings while an SSS number is missing; nothing recorded', async () => {
    const before = await countRows(h, 'compliance_files');
    const res = await send('GET', url('sss', '&format=file'), admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().warnings).toEqual([expect.objectContaining({ employee_id: missing, field: 'sss_no' })]);
    expect(await countRows(h, 'compliance_files')).toBe(before);
  });

  it('omit_missing=true: the SSS file line by line, CRLF, and its audit row with the SHA-256', async () => {
    const json = (await send('GET', url('sss'), admin)).json();
    const res = await send('GET', url('sss', '&format=file&omit_missing=true'), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="SSS_0312345678_022026.txt"');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    const inFile = json.rows.filter((r: { employee_id: number }) => r.employee_id !== missing);
    expect(lines).toHaveLength(inFile.length);
    lines.forEach((line, i) => {
      const r = inFile[i];
      expect(line).toBe(
        [
          '0312345678',
          '000',
          r.sss_no.replace(/\D/g, ''),
          r.last_name.toUpperCase(),
          r.first_name.toUpperCase(),
          'NULL',
          'NULL',
          r.compensation.toFixed(2),
          'N',
          'NULL',
          'NULL',
        ].join(';'),
      );
    });
    const audit = await h.deps.db
      .selectFrom('compliance_files')
      .selectAll()
      .where('company_id', '=', org.company_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      output: 'sss',
      period: '2026-02',
      file_name: 'SSS_0312345678_022026.txt',
      sha256: createHash('sha256').update(Buffer.from(res.rawPayload)).digest('hex'),
    });
    expect(Number(audit.omit_missing)).toBe(1);
    const list = await send('GET', `/api/compliance/files?company_id=${org.company_id}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ output: 'sss', omit_missing: true, created_by: 'admin' });
  });

  it('BPI file: the credit of the employee with an account, recorded as bank:bpi', async () => {
    const q = `&bank=bpi&start_date=${SECOND.start_date}&end_date=${SECOND.end_date}&format=file`;
    const opts = '&credit_date=2026-02-20&company_code=ACME&funding_account=0001234567&batch_no=1';
    expect((await send('GET', url('bank', q + opts), admin)).statusCode).toBe(409);
    const res = await send('GET', url('bank', `${q}${opts}&omit_missing=true`), admin);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    // Header, one detail (the employee without an account left out), trailer.
    expect(lines.slice(0, -1)).toHaveLength(3);
    expect(lines[1]).toContain('1234567890');
    const audit = await h.deps.db
      .selectFrom('compliance_files')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ output: 'bank:bpi', period: `${SECOND.start_date}..${SECOND.end_date}` });
    expect(audit.sha256).toBe(createHash('sha256').update(Buffer.from(res.rawPayload)).digest('hex'));
  });

  it('PhilHealth file has every employee and CRLF endings', async () => {
    const res = await send('GET', url('philhealth', '&format=file'), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="RF1_012345678901_022026.csv"');
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it("PhilHealth RF-1: every line's DATE OF BIRTH and SEX are the profile's, in the file, the JSON and the PDF", async () => {
    const genderId = async (name: string) =>
      (await h.deps.db.selectFrom('genders').select('id').where('name', '=', name).executeTakeFirstOrThrow())
        .id;
    const profiles = [
      [complete, '1990-07-04', 'Female'],
      [missing, '1985-01-31', 'Male'],
      [cash, '2000-12-25', 'Female'],
    ] as const;
    for (const [id, born, gender] of profiles)
      await h.deps.db
        .updateTable('employees')
        .set({ date_of_birth: born, gender_id: await genderId(gender) })
        .where('id', '=', id)
        .execute();
    const file = await send('GET', url('philhealth', '&format=file'), admin);
    expect(file.statusCode, file.body).toBe(200);
    const [heading, ...rest] = file.body.split('\r\n').map((l) => l.split(','));
    const column = (name: string) => heading!.indexOf(name);
    const details = rest.filter((cells) => cells.length > 1 && cells[0] !== 'GRAND TOTAL');
    const byName = Object.fromEntries(
      details.map((cells) => [
        cells[column('LAST NAME')],
        [cells[column('DATE OF BIRTH')], cells[column('SEX')]],
      ]),
    );
    expect(byName).toEqual({
      SANTOS: ['07-04-1990', 'F'],
      REYES: ['01-31-1985', 'M'],
      CRUZ: ['12-25-2000', 'F'],
    });
    const json = (await send('GET', url('philhealth'), admin)).json();
    const fromJson = json.rows.map((r: { employee_id: number; birth_date: string; sex: string }) => [
      r.employee_id,
      r.birth_date,
      r.sex,
    ]);
    expect(fromJson).toEqual(
      expect.arrayContaining([
        [complete, '1990-07-04', 'F'],
        [missing, '1985-01-31', 'M'],
        [cash, '2000-12-25', 'F'],
      ]),
    );
    const pdf = pdfText((await send('GET', url('philhealth', '&format=pdf'), admin)).rawPayload);
    expect(pdf).toMatch(/Date of Birth\s+Sex/);
    expect(pdf).toMatch(/1985-01-31\s+M\s/);
  });
});

describe('refusals write nothing', () => {
  const tables = ['compliance_files'] as const;
  it.each([
    ['unknown output', '/api/compliance/gsis?company_id=1&period=2026-02', 400, /output/],
    ['bad period', 'PERIOD=2026-13', 400, /period/],
    ['a month of year 0000', 'PERIOD=0000-01', 400, /period/],
    [
      'a bank start date of year 0000 (was a 500 on PostgreSQL)',
      '/api/compliance/bank?company_id=1&bank=bpi&start_date=0000-01-01&end_date=2026-02-15',
      400,
      /^Dates must be from 1900-01-01 to 2100-12-31\.$/,
    ],
    [
      'a bank end date after 2100',
      '/api/compliance/bank?company_id=1&bank=bpi&start_date=2026-02-01&end_date=2101-01-01',
      400,
      /^Dates must be from 1900-01-01 to 2100-12-31\.$/,
    ],
    [
      'a credit date before 1900',
      '/api/compliance/bank?company_id=1&bank=bpi&start_date=2026-02-02&end_date=2026-02-16&credit_date=1899-12-31&format=file',
      400,
      /^Dates must be from 1900-01-01 to 2100-12-31\.$/,
    ],
    ['unknown bank', 'BANK=hsbc', 400, /bank/],
    ['bad company id', '/api/compliance/sss?company_id=abc&period=2026-02', 400, /compan/i],
    ['no payroll in the month', 'PERIOD=2026-05', 404, /No processed payroll for this period\./],
    [
      'no payroll of these dates',
      '/api/compliance/bank?company_id=1&bank=bpi&start_date=2026-02-01&end_date=2026-02-15',
      404,
      /No processed payroll for this period\./,
    ],
  ])('%s', async (_name, spec, status, message) => {
    const target = spec.startsWith('/')
      ? spec
      : spec.startsWith('PERIOD=')
        ? `/api/compliance/sss?company_id=${org.company_id}&period=${spec.slice(7)}`
        : `/api/compliance/bank?company_id=${org.company_id}&bank=${spec.slice(5)}&start_date=2026-02-02&end_date=2026-02-16&format=file`;
    const before = await snapshot(h, tables);
    const res = await send('GET', target, admin);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatch(message);
    expect(await snapshot(h, tables)).toBe(before);
  });

  it('a company without the employer numbers: 400 naming the field', async () => {
    const other = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, other);
    await h.deps.db.updateTable('employees').set({ sss: '34-1234567-1' }).where('id', '=', id).execute();
    await attendance(h.deps.db, [id], FEB_FIRST_HALF_WORKDAYS);
    const create = { employee_ids: [id], start_date: '2026-02-01', end_date: '2026-02-15' };
    expect((await send('POST', '/api/payroll/create', admin, create)).statusCode).toBe(200);
    const before = await snapshot(h, tables);
    const res = await send(
      'GET',
      `/api/compliance/sss?company_id=${other.company_id}&period=2026-02&format=file`,
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^sss_er_no:/);
    expect(await snapshot(h, tables)).toBe(before);
  });

  it('bank file without the credit date: 400 naming it', async () => {
    const res = await send(
      'GET',
      url('bank', '&bank=bpi&start_date=2026-02-02&end_date=2026-02-16&format=file&omit_missing=true'),
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/credit_date|company_code|batch_no/);
  });

  it('403 without compliance view, 401 without a token', async () => {
    const before = await snapshot(h, tables);
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(user.username);
    expect((await send('GET', url('sss', '&format=file&omit_missing=true'), token)).statusCode).toBe(403);
    expect((await send('GET', `/api/compliance/files?company_id=${org.company_id}`, token)).statusCode).toBe(
      403,
    );
    expect((await send('GET', url('sss', '&format=file&omit_missing=true'), null)).statusCode).toBe(401);
    expect(await snapshot(h, tables)).toBe(before);
  });
});
