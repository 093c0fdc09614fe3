import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MSG,
  EMPLOYEE_MSG,
  type EmployeeImportPreview,
  GOVERNMENT_ID_RULES,
  LEAVE_IMPORT_REASON,
  PAY_ACCOUNT_MSG,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { type Cells, csvOf, declaredHuge, importBody, xlsxOf } from './testFiles.ts';

let h: Harness;
let admin: string;
let address: { region: string; province: string; city: string; barangay: string; barangayId: number };

beforeAll(async () => {
  h = await createHarness({ psgc: true });
  admin = await h.login('admin', ADMIN_PASSWORD);
  const now = h.clock.now().toISOString();
  const db = h.deps.db;
  const company = await db
    .insertInto('companies')
    .values({ name: 'Tala Foods Inc.', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('companies')
    .values({ name: 'Other Co.', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const finance = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Finance', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('departments')
    .values({ company_id: other.id, name: 'Sales', created_at: now })
    .execute();
  await db
    .insertInto('designations')
    .values({ department_id: finance.id, name: 'Accountant', created_at: now })
    .execute();
  // An employee already holding code 00900.
  await db
    .insertInto('employees')
    .values({
      employee_code: '00900',
      first_name: 'Ana',
      last_name: 'Existing',
      is_approver: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const chain = await db
    .selectFrom('barangays as b')
    .innerJoin('cities as c', 'c.id', 'b.city_id')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .innerJoin('regions as r', 'r.id', 'p.region_id')
    .select([
      'b.id as barangayId',
      'b.name as barangay',
      'c.name as city',
      'p.name as province',
      'r.name as region',
    ])
    .where('b.name', '=', 'Bagumbayan')
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  address = chain;
});
afterAll(async () => h.close());

const BASE = '/api/employee_import';
const post = (
  what: 'preview' | 'apply',
  data: Buffer,
  filename = 'employees.xlsx',
  token: string | null = admin,
) => {
  const body = importBody(data, filename);
  return h.app.inject({
    method: 'POST',
    url: `${BASE}/${what}`,
    headers: { ...(token ? auth(token) : {}), ...body.headers },
    payload: body.payload,
  });
};

/** A complete row as HR would fill the template. */
const row = (code: string, over: Cells = {}): Cells => ({
  'Employee Code': code,
  'Last Name': 'Dela Cruz',
  'First Name': 'Juan',
  'Middle Name': 'Santos',
  'Date of Birth': '1990-05-14',
  Gender: 'male',
  'Civil Status': 'Married',
  'Mobile Number': '09171234567',
  Email: `juan${code}@example.com`,
  Company: 'Tala Foods Inc.',
  Department: 'Finance',
  Designation: 'Accountant',
  'Employee Type': 'Regular',
  Status: 'Active',
  'Date Hired': '2019-03-01',
  'Pay Period': 'Semi-monthly',
  'Salary Group': 'Rank and File 2',
  'Tax Group': 'Statutory (BIR tables)',
  TIN: '123456789000',
  'SSS Number': '3412345678',
  'PhilHealth Number': '123456789012',
  'Pag-IBIG MID Number': '121098765432',
  'Pay Method': 'Bank',
  Bank: 'BDO',
  'Account Number': '001234567890',
  'Account Name': 'Juan Dela Cruz',
  'Vacation Leave (days)': '7.5',
  'Sick Leave (days)': 3,
  ...over,
});

const counts = async () => {
  const db = h.deps.db;
  const n = async (table: 'employees' | 'leave_ledger' | 'employee_history') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    employees: await n('employees'),
    ledger: await n('leave_ledger'),
    history: await n('employee_history'),
  };
};

describe('employee import template', () => {
  it('is an .xlsx with every column, a column per leave type that uses credits, and a Notes sheet', async () => {
    const res = await h.app.inject({ method: 'GET', url: `${BASE}/template`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('employee-import-template.xlsx');
    const { read, utils } = await import('@e965/xlsx');
    const book = read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Employees', 'Notes']);
    const [headers] = utils.sheet_to_json<string[]>(book.Sheets.Employees!, { header: 1 });
    expect(headers).toEqual([
      ...EMPLOYEE_IMPORT_COLUMNS.map((c) => c.header),
      'Vacation Leave (days)',
      'Sick Leave (days)',
      'Emergency Leave (days)',
      'Service Incentive Leave (days)',
    ]);
    const notes = utils.sheet_to_json<string[]>(book.Sheets.Notes!, { header: 1 });
    expect(
      notes.some(
        (line) => line[0] === 'Tala Foods Inc.' && line[1] === 'Finance' && line[2] === 'Accountant',
      ),
    ).toBe(true);
  });

  it('is a CSV header line with format=csv', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${BASE}/template?format=csv`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('Employee Code,Last Name,First Name,')).toBe(true);
    expect(res.body.trimEnd().endsWith('Service Incentive Leave (days)')).toBe(true);
  });
});

describe('employee import apply', () => {
  it('creates the employees with government numbers, bank account, leave balances, history and audit', async () => {
    const before = await counts();
    const file = xlsxOf([
      row('101', {
        Region: address.region,
        Province: address.province,
        City: address.city,
        Barangay: address.barangay,
        'Address (Block/Lot/House/Street/Village)': '12 Mango St.',
      }),
      row('A102', {
        'Salary Group': '',
        'Monthly Salary': '18500.50',
        Days: '26',
        Hours: '8',
        'Sick Leave (days)': '',
      }),
    ]);
    const preview = await post('preview', file);
    expect(preview.statusCode).toBe(200);
    const p = preview.json() as EmployeeImportPreview;
    expect(p.rows.map((r) => [r.row, r.employee_code, r.problems])).toEqual([
      [2, '00101', []],
      [3, '0A102', []],
    ]);
    expect(p.leave_types).toEqual(['Vacation Leave', 'Sick Leave']);
    expect(p.message).toBe(EMPLOYEE_IMPORT_MSG.ready(2));
    expect(await counts()).toEqual(before);

    const res = await post('apply', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMPLOYEE_IMPORT_MSG.applied(2));
    const [first, second] = res.json().employee_ids as number[];
    const e = await h.deps.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', first!)
      .executeTakeFirstOrThrow();
    expect(e).toMatchObject({
      employee_code: '00101',
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      date_of_birth: expect.stringMatching(/^1990-05-14/),
      mobile_number: '09171234567',
      tin: '123-456-789-000',
      sss: '34-1234567-8',
      philhealth: '12-345678901-2',
      pagibig: '1210-9876-5432',
      pay_method: 'Bank',
      bank: 'bdo',
      account_no: '001234567890',
      address_info: '12 Mango St.',
      barangay_id: address.barangayId,
    });
    // Rank and File 2 fills the salary: PHP 25,000.00 over 22 days of 8 hours.
    expect(Number(e.monthly_salary)).toBe(2_500_000);
    expect(Number(e.days)).toBe(22);
    // 7.5 vacation + 3 sick days.
    expect(Number(e.leave_credits)).toBe(10.5);
    const e2 = await h.deps.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', second!)
      .executeTakeFirstOrThrow();
    expect(Number(e2.monthly_salary)).toBe(1_850_050);
    expect(Number(e2.days)).toBe(26);
    expect(e2.salary_group_id).toBeNull();
    expect(Number(e2.leave_credits)).toBe(7.5);

    const ledger = await h.deps.db
      .selectFrom('leave_ledger as l')
      .innerJoin('application_types as t', 't.id', 'l.application_type_id')
      .select(['l.employee_id', 't.name', 'l.kind', 'l.days', 'l.reason'])
      .where('l.employee_id', 'in', [first!, second!])
      .orderBy('l.employee_id')
      .orderBy('t.name')
      .execute();
    expect(ledger.map((l) => [l.employee_id, l.name, l.kind, Number(l.days), l.reason])).toEqual([
      [first, 'Sick Leave', 'grant', 3, LEAVE_IMPORT_REASON],
      [first, 'Vacation Leave', 'grant', 7.5, LEAVE_IMPORT_REASON],
      [second, 'Vacation Leave', 'grant', 7.5, LEAVE_IMPORT_REASON],
    ]);

    const history = await h.app.inject({
      method: 'GET',
      url: `/api/employee_management/fetchEmployeeHistory?UID=${first}`,
      headers: auth(admin),
    });
    const entries = history.json() as Array<{
      descr: string;
      changes: Record<string, { old: unknown; new: unknown }>;
      edited_by: string;
    }>;
    expect(entries.map((x) => x.descr).sort()).toEqual(['Employment Details', 'Personal Information']);
    const employment = entries.find((x) => x.descr === 'Employment Details')!;
    expect(employment.changes.company).toEqual({ old: null, new: 'Tala Foods Inc.' });
    expect(employment.changes.tin).toEqual({ old: null, new: '123-456-789-000' });
    expect(employment.edited_by).toBe('admin');

    const audits = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', 'in', ['employee', 'employee_import'])
      .where('action', 'in', ['create', 'import'])
      .execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'create', entity: 'employee', entity_id: String(first) },
        { action: 'create', entity: 'employee', entity_id: String(second) },
        { action: 'import', entity: 'employee_import', entity_id: null },
      ]),
    );

    const list = await h.app.inject({ method: 'GET', url: '/api/employee_list/fetch', headers: auth(admin) });
    expect(list.json().map((x: { employee_code: string }) => x.employee_code)).toEqual(
      expect.arrayContaining(['00101', '0A102']),
    );

    // The same file again: every code is now the database's, so nothing is written.
    const afterFirst = await counts();
    const again = await post('apply', file);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(EMPLOYEE_IMPORT_MSG.refused(2));
    const againPreview = (await post('preview', file)).json() as EmployeeImportPreview;
    expect(againPreview.rows[0]!.problems).toEqual([
      { column: 'Employee Code', message: EMPLOYEE_MSG.duplicateCode('00101') },
    ]);
    expect(await counts()).toEqual(afterFirst);
  });

  it('reads a CSV too, keeping leading zeros of codes and numbers', async () => {
    const file = csvOf([row('00201', { TIN: '012-345-678', 'Account Number': '0012345678', Bank: 'bpi' })]);
    const res = await post('apply', file, 'employees.csv');
    expect(res.statusCode).toBe(200);
    const e = await h.deps.db
      .selectFrom('employees')
      .select(['employee_code', 'tin', 'account_no', 'bank'])
      .where('id', '=', res.json().employee_ids[0])
      .executeTakeFirstOrThrow();
    expect(e).toEqual({ employee_code: '00201', tin: '012-345-678', account_no: '0012345678', bank: 'bpi' });
  });
});

describe('employee import problems', () => {
  it('lists every problem of every row, and apply writes nothing', async () => {
    const file = xlsxOf([
      row('301'),
      row('302', { Company: 'Acme Unknown', Department: '', Designation: '' }),
      row('303', { TIN: '12345' }),
      row('304'),
      row('304', { 'Last Name': '' }),
      row('900'),
      row('305', { 'Date Hired': '2026-02-30', 'Date of Birth': 'next week' }),
      row('306', { Department: 'Sales', Designation: '' }),
      row('307', { 'Vacation Leave (days)': '-2', 'Account Number': '12', Email: 'not-an-email' }),
      row('308', { Status: '', 'Pay Period': 'Fortnightly' }),
    ]);
    const before = await counts();
    const res = await post('preview', file);
    expect(res.statusCode).toBe(200);
    const p = res.json() as EmployeeImportPreview;
    const problems = Object.fromEntries(p.rows.map((r) => [r.row, r.problems]));
    const tin = GOVERNMENT_ID_RULES.tin;
    expect(problems).toEqual({
      2: [],
      3: [{ column: 'Company', message: "Unknown Company 'Acme Unknown'." }],
      4: [{ column: 'TIN', message: EMPLOYEE_MSG.governmentId(tin.label, tin.example, '9, 12 or 14') }],
      5: [{ column: 'Employee Code', message: EMPLOYEE_IMPORT_MSG.duplicateInFile('00304', 6) }],
      6: [
        { column: 'Last Name', message: 'Last Name is required.' },
        { column: 'Employee Code', message: EMPLOYEE_IMPORT_MSG.duplicateInFile('00304', 5) },
      ],
      7: [{ column: 'Employee Code', message: EMPLOYEE_MSG.duplicateCode('00900') }],
      8: [
        { column: 'Date of Birth', message: 'Date of Birth must be a valid date (yyyy-MM-dd).' },
        { column: 'Date Hired', message: 'Date Hired must be a valid date (yyyy-MM-dd).' },
      ],
      9: [{ column: 'Department', message: "Department 'Sales' is not in Company 'Tala Foods Inc.'." }],
      10: [
        { column: 'Email', message: EMPLOYEE_MSG.invalidEmail },
        { column: 'Account Number', message: PAY_ACCOUNT_MSG.accountDigits('BDO', '10 or 12') },
        { column: 'Vacation Leave (days)', message: EMPLOYEE_IMPORT_MSG.leaveDays('Vacation Leave (days)') },
      ],
      11: [
        { column: 'Status', message: 'Status is required.' },
        { column: 'Pay Period', message: "Unknown Pay Period 'Fortnightly'." },
      ],
    });
    expect(p.with_problems).toBe(9);
    expect(p.message).toBe(EMPLOYEE_IMPORT_MSG.previewProblems(9));

    const apply = await post('apply', file);
    expect(apply.statusCode).toBe(400);
    expect(apply.json().error).toBe(EMPLOYEE_IMPORT_MSG.refused(9));
    expect(await counts()).toEqual(before);
    const none = await h.deps.db
      .selectFrom('employees')
      .select('id')
      .where('employee_code', '=', '00301')
      .execute();
    expect(none).toEqual([]);
  });

  it('refuses files it cannot take, clearly, before reading them', async () => {
    const small = xlsxOf([row('401')]);
    const bomb = await post('preview', declaredHuge(small, 200 * 1024 * 1024));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error).toBe(EMPLOYEE_IMPORT_MSG.unpacksTooLarge);
    const big = await post(
      'preview',
      Buffer.concat([csvOf([row('402')]), Buffer.alloc(21 * 1024 * 1024, 0x20)]),
      'big.csv',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(EMPLOYEE_IMPORT_MSG.tooLarge);
    const pdf = await post('preview', Buffer.from('%PDF-1.4 not a sheet'), 'employees.pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toBe(EMPLOYEE_IMPORT_MSG.fileType);
    const renamed = await post('preview', small, 'employees.csv');
    expect(renamed.statusCode).toBe(415);
    const unknownColumn = await post('preview', xlsxOf([{ ...row('403'), Nickname: 'Jun' }]));
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().error).toBe(EMPLOYEE_IMPORT_MSG.unknownColumns(['Nickname']));
    const noRows = await post('preview', xlsxOf([], ['Employee Code', 'Last Name']));
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().error).toBe(EMPLOYEE_IMPORT_MSG.noRows);
    const noCode = await post('preview', xlsxOf([{ Name: 'x' }]));
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe(EMPLOYEE_IMPORT_MSG.noHeader);
  });
});

describe('employee import permissions', () => {
  it('needs employee_management create to preview and apply, view for the template (403), and a signed-in user (401)', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'employee_management', view: true, update: true }] });
    const outsider = await h.createUser({ grants: [{ key: 'employee_list', view: true, create: true }] });
    const creator = await h.createUser({
      grants: [{ key: 'employee_management', view: true, create: true }],
    });
    const viewerToken = await h.login(viewer.username);
    const outsiderToken = await h.login(outsider.username);
    const creatorToken = await h.login(creator.username);
    const file = xlsxOf([row('501')]);
    const before = await counts();
    expect((await post('apply', file, 'e.xlsx', viewerToken)).statusCode).toBe(403);
    expect((await post('preview', file, 'e.xlsx', viewerToken)).statusCode).toBe(403);
    // The template is a read: view is enough, no employee_management at all is not.
    const template = (token: string) =>
      h.app.inject({ method: 'GET', url: `${BASE}/template`, headers: auth(token) });
    expect((await template(viewerToken)).statusCode).toBe(200);
    expect((await template(outsiderToken)).statusCode).toBe(403);
    expect((await post('apply', file, 'e.xlsx', null)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/template` })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    const ok = await post('apply', file, 'e.xlsx', creatorToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().created).toBe(1);
  });
});
