import { EMPLOYEE_MSG, employeeSummariesSchema, employeeSummarySchema, MSG } from '@sahod/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeFile } from '../../platform/files.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { employeeHasProcessedPayroll } from './payroll.ts';

// Lets one test make the history write fail, to show the save and its history share a transaction.
const failHistory = vi.hoisted(() => ({ on: false }));
vi.mock('./history.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./history.ts')>();
  return {
    ...original,
    recordEmployeeHistory: async (...args: Parameters<typeof original.recordEmployeeHistory>) => {
      if (failHistory.on) throw new Error('history write failed');
      return original.recordEmployeeHistory(...args);
    },
  };
});

let h: Harness;
let admin: string;
let viewer: string;
let noAccess: string;
let users: { viewer: string; noAccess: string };

async function signInAll(): Promise<void> {
  admin = await h.login('admin', ADMIN_PASSWORD);
  viewer = await h.login(users.viewer);
  noAccess = await h.login(users.noAccess);
}

interface Org {
  companyId: number;
  departmentId: number;
  designationId: number;
  otherDepartmentId: number;
}
let org: Org;
interface Address {
  regionId: number;
  provinceId: number;
  cityId: number;
  barangayId: number;
  otherBarangayId: number;
}
let address: Address;

beforeAll(async () => {
  h = await createHarness({ psgc: true });
  const v = await h.createUser({
    grants: [
      { key: 'employee_list', view: true },
      { key: 'employee_management', view: true },
    ],
  });
  const n = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
  users = { viewer: v.username, noAccess: n.username };
  await signInAll();

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
  const dept = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Finance', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherDept = await db
    .insertInto('departments')
    .values({ company_id: other.id, name: 'Sales', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const desig = await db
    .insertInto('designations')
    .values({ department_id: dept.id, name: 'Accountant', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  org = {
    companyId: company.id,
    departmentId: dept.id,
    designationId: desig.id,
    otherDepartmentId: otherDept.id,
  };

  const chain = await db
    .selectFrom('barangays as b')
    .innerJoin('cities as c', 'c.id', 'b.city_id')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .select(['b.id as barangayId', 'c.id as cityId', 'p.id as provinceId', 'p.region_id as regionId'])
    .where('b.name', '=', 'Bagumbayan')
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  const otherBarangay = await db
    .selectFrom('barangays')
    .select('id')
    .where('city_id', '<>', chain.cityId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  address = { ...chain, otherBarangayId: otherBarangay.id };
});
afterAll(async () => h.close());

const idOf = async (
  table: 'genders' | 'civil_statuses' | 'employment_statuses' | 'blood_types',
  name: string,
) => (await h.deps.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const groupId = async (table: 'salary_groups' | 'w_tax_groups' | 'benefits_groups', name: string) =>
  (await h.deps.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

const get = (url: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? auth(token) : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function createEmployee(): Promise<number> {
  const res = await send('POST', '/employee_list/create');
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

async function employeeRow(id: number) {
  return h.deps.db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
}

async function historyCount(id: number): Promise<number> {
  return (await h.deps.db.selectFrom('employee_history').select('id').where('employee_id', '=', id).execute())
    .length;
}

let codeSeq = 100;
const nextCode = () => `T${String(++codeSeq).padStart(4, '0')}`;

/** A valid personal info record for employee id. */
async function personal(id: number, overrides: Record<string, unknown> = {}) {
  return {
    employee_id: id,
    employee_code: nextCode(),
    first_name: 'Juan',
    middle_name: 'Santos',
    last_name: 'Dela Cruz',
    suffix: 'Jr.',
    date_of_birth: '1990-11-22',
    civil_status_id: await idOf('civil_statuses', 'Single'),
    gender_id: await idOf('genders', 'Male'),
    address_info: 'Blk 4 Lot 12, Sampaguita St.',
    region_id: address.regionId,
    province_id: address.provinceId,
    city_id: address.cityId,
    barangay_id: address.barangayId,
    birthplace: 'Quezon City',
    mobile_number: '09171234567',
    email: 'juan.delacruz@example.ph',
    landline: '0287001234',
    height: 170.5,
    weight: 65,
    blood_type_id: await idOf('blood_types', 'O+'),
    ...overrides,
  };
}

async function employment(id: number, overrides: Record<string, unknown> = {}) {
  return {
    employee_id: id,
    employee_type_id: 1,
    pay_period_id: 2,
    company_id: org.companyId,
    department_id: org.departmentId,
    designation_id: org.designationId,
    date_hired: '2020-01-06',
    status_id: await idOf('employment_statuses', 'Active'),
    confidential_id: 1,
    salary_group_id: await groupId('salary_groups', 'NCR Minimum Wage'),
    monthly_salary: 18070,
    days: 26,
    hours: 8,
    tin: '123456789000',
    sss: '3412345678',
    pagibig: '121098765432',
    philhealth: '123456789012',
    hmo: 'Maxicare',
    w_tax_group_id: await groupId('w_tax_groups', 'Minimum Wage Earner'),
    w_tax_monthly_rate: 0,
    sss_rate: 0,
    pagibig_rate: 0,
    philhealth_rate: 0,
    benefits_group_id: await groupId('benefits_groups', 'Standard'),
    gasoline: 1000,
    meals: 1500.5,
    transpo: 800,
    allowance: 2000,
    ...overrides,
  };
}

describe('payroll guard', () => {
  it('answers false until the payroll tables exist', async () => {
    expect(await employeeHasProcessedPayroll(h.deps.db, 1)).toBe(false);
  });
});

describe('GET /employee_list/fetch', () => {
  it('lists every employee with names, organisation, status, age and leave credits', async () => {
    const id = await createEmployee();
    expect((await send('PUT', '/employee_management/updateEPI', await personal(id))).statusCode).toBe(200);
    expect((await send('PUT', '/employee_management/updateED', await employment(id))).statusCode).toBe(200);
    await h.deps.db.updateTable('employees').set({ leave_credits: 7.5 }).where('id', '=', id).execute();
    const res = await get('/employee_list/fetch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The database writes this JSON: it must be exactly the documented shape.
    expect(employeeSummariesSchema.safeParse(res.json()).success).toBe(true);
    for (const e of res.json())
      expect(Object.keys(e).sort()).toEqual(Object.keys(employeeSummarySchema.shape).sort());
    const row = res.json().find((e: { employee_id: number }) => e.employee_id === id);
    expect(row).toEqual({
      employee_id: id,
      employee_code: expect.stringMatching(/^T\d{4}$/),
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      middle_name: 'Santos',
      suffix: 'Jr.',
      gender: 'Male',
      company: 'Tala Foods Inc.',
      company_id: org.companyId,
      department: 'Finance',
      department_id: org.departmentId,
      designation: 'Accountant',
      designation_id: org.designationId,
      date_hired: '2020-01-06',
      status_descr: 'Active',
      // Born 1990-11-22; today in Manila is 2026-11-21: the birthday is tomorrow.
      age: 35,
      leave_credits: 7.5,
    });
  });

  it('orders by last name, then first name', async () => {
    const names = (await get('/employee_list/fetch'))
      .json()
      .map((e: { last_name: string; first_name: string }) => [e.last_name, e.first_name]);
    const sorted = [...names].sort((a, b) =>
      a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1,
    );
    expect(names).toEqual(sorted);
  });

  it('shows a new employee with empty names and code, and null age', async () => {
    const id = await createEmployee();
    const row = (await get('/employee_list/fetch'))
      .json()
      .find((e: { employee_id: number }) => e.employee_id === id);
    expect(row).toMatchObject({
      employee_code: '',
      first_name: '',
      last_name: '',
      age: null,
      leave_credits: 0,
    });
  });

  it('counts age in Asia/Manila: the birthday starts at midnight Manila time', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id, { date_of_birth: '2000-11-22' }));
    const age = async () => {
      // Tokens expire while the clock moves on: sign in again for each look.
      const token = await h.login('admin', ADMIN_PASSWORD);
      const card = (await get(`/employee_management/employee_details_profile?UID=${id}`, token)).json().age;
      const list = (await get('/employee_list/fetch', token))
        .json()
        .find((e: { employee_id: number }) => e.employee_id === id).age;
      expect(list).toBe(card);
      return card;
    };
    expect(await age()).toBe(25);
    h.clock.advance(15 * 60 * 60 * 1000 - 1); // 2026-11-21T15:59:59.999Z = 23:59 in Manila
    expect(await age()).toBe(25);
    h.clock.advance(1); // midnight in Manila, still the 21st in UTC
    expect(await age()).toBe(26);
    h.clock.advance(-15 * 60 * 60 * 1000); // back to 2026-11-21 09:00 in Manila for the other tests
    await signInAll();
  });

  it('needs employee_list view (403) and a valid token (401)', async () => {
    expect((await get('/employee_list/fetch', noAccess)).statusCode).toBe(403);
    expect((await get('/employee_list/fetch', noAccess)).json().error).toBe(MSG.noPermission);
    expect((await get('/employee_list/fetch', '')).statusCode).toBe(401);
    expect((await get('/employee_list/fetch', viewer)).statusCode).toBe(200);
  });

  it('refuses a revoked token', async () => {
    const u = await h.createUser({ grants: [{ key: 'employee_list', view: true }] });
    const token = await h.login(u.username);
    await h.deps.db.updateTable('users').set({ token_version: 2 }).where('id', '=', u.id).execute();
    expect((await get('/employee_list/fetch', token)).statusCode).toBe(401);
  });
});

describe('POST /employee_list/create', () => {
  it('creates a blank employee and returns its id, with an audit entry', async () => {
    const id = await createEmployee();
    const row = await employeeRow(id);
    expect(row).toMatchObject({ employee_code: null, first_name: '', last_name: '', leave_credits: 0 });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'employee')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'create', entity: 'employee' }]);
  });

  it('needs employee_list create (403) and writes nothing; 401 without a token', async () => {
    const before = (await h.deps.db.selectFrom('employees').select('id').execute()).length;
    const res = await send('POST', '/employee_list/create', undefined, viewer);
    expect(res.statusCode).toBe(403);
    expect((await send('POST', '/employee_list/create', undefined, '')).statusCode).toBe(401);
    expect((await h.deps.db.selectFrom('employees').select('id').execute()).length).toBe(before);
  });
});

describe('DELETE /employee_list/delete', () => {
  it('removes the employee with education, contacts, documents and their files, photo and history', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id));
    const now = h.clock.now().toISOString();
    const db = h.deps.db;
    const photo = await storeFile(db, h.clock, {
      purpose: 'employee_photo',
      filename: 'p.png',
      mime: 'image/png',
      data: Buffer.from('png'),
      createdBy: null,
    });
    const docFile = await storeFile(db, h.clock, {
      purpose: 'employee_document',
      filename: 'nbi.pdf',
      mime: 'application/pdf',
      data: Buffer.from('%PDF'),
      createdBy: null,
    });
    await db.updateTable('employees').set({ photo_file_id: photo }).where('id', '=', id).execute();
    await db
      .insertInto('employee_education')
      .values({
        employee_id: id,
        degree: 'BS Accountancy',
        school_name: 'PUP',
        location: 'Manila',
        graduation_year: 2011,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('employee_emergency_contacts')
      .values({
        employee_id: id,
        contact_name: 'Maria Dela Cruz',
        relationship: 'Mother',
        contact_number: '09181234567',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('employee_documents')
      .values({
        employee_id: id,
        document_type_id: 1,
        reference_no: 'NBI-1',
        reference_key: 'nbi-1',
        date_submitted: '2024-01-02',
        has_expiry: 0,
        date_expiry: null,
        file_id: docFile,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await historyCount(id)).toBe(1);

    const res = await send('DELETE', `/employee_list/delete?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMPLOYEE_MSG.deleted });
    expect(await employeeRow(id)).toBeUndefined();
    for (const table of [
      'employee_education',
      'employee_emergency_contacts',
      'employee_documents',
      'employee_history',
    ] as const) {
      expect(await db.selectFrom(table).select('id').where('employee_id', '=', id).execute()).toEqual([]);
    }
    expect(await db.selectFrom('files').select('id').where('id', 'in', [photo, docFile]).execute()).toEqual(
      [],
    );
  });

  it('refuses an employee linked to a user account, changing nothing', async () => {
    const id = await createEmployee();
    const u = await h.createUser({ grants: [] });
    await h.deps.db.updateTable('users').set({ employee_id: id }).where('id', '=', u.id).execute();
    const res = await send('DELETE', `/employee_list/delete?id=${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EMPLOYEE_MSG.linkedAccount(u.username));
    expect(await employeeRow(id)).toBeDefined();
  });

  it('refuses an employee another record still refers to (409), deleting nothing', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id));
    // A table of a later issue (e.g. timesheets) that refers to employees without cascading.
    await sql`create table later_records (id integer primary key, employee_id integer not null references employees (id))`.execute(
      h.deps.db,
    );
    await sql`insert into later_records (id, employee_id) values (1, ${id})`.execute(h.deps.db);
    const res = await send('DELETE', `/employee_list/delete?id=${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EMPLOYEE_MSG.stillReferenced);
    expect(await employeeRow(id)).toBeDefined();
    expect(await historyCount(id)).toBe(1);
    await sql`drop table later_records`.execute(h.deps.db);
  });

  it('answers 404 for an unknown employee and 400 for a bad id', async () => {
    const res = await send('DELETE', '/employee_list/delete?id=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(EMPLOYEE_MSG.notFound);
    const bad = await send('DELETE', '/employee_list/delete?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EMPLOYEE_MSG.badId);
  });

  it('needs employee_list delete (403) and a token (401); nothing is deleted', async () => {
    const id = await createEmployee();
    expect((await send('DELETE', `/employee_list/delete?id=${id}`, undefined, viewer)).statusCode).toBe(403);
    expect((await send('DELETE', `/employee_list/delete?id=${id}`, undefined, '')).statusCode).toBe(401);
    expect(await employeeRow(id)).toBeDefined();
  });
});

describe('GET /employee_management/employee_details_profile', () => {
  it('returns the card: name, photo url, gender, age, code, organisation, hire date, status, leave credits', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id, { employee_code: 'A1' }));
    await send('PUT', '/employee_management/updateED', await employment(id));
    const res = await get(`/employee_management/employee_details_profile?UID=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      employee_id: id,
      full_name: 'Juan Santos Dela Cruz Jr.',
      first_name: 'Juan',
      middle_name: 'Santos',
      last_name: 'Dela Cruz',
      suffix: 'Jr.',
      photo_url: null,
      gender: 'Male',
      age: 35,
      employee_code: '000A1',
      company: 'Tala Foods Inc.',
      department: 'Finance',
      designation: 'Accountant',
      date_hired: '2020-01-06',
      status_descr: 'Active',
      leave_credits: 0,
    });
  });

  it('gives an empty name and code for a new employee, and a photo url once there is a photo', async () => {
    const id = await createEmployee();
    const blank = (await get(`/employee_management/employee_details_profile?UID=${id}`)).json();
    expect(blank).toMatchObject({
      full_name: '',
      employee_code: '',
      age: null,
      gender: null,
      photo_url: null,
    });
    const file = await storeFile(h.deps.db, h.clock, {
      purpose: 'employee_photo',
      filename: 'p.jpg',
      mime: 'image/jpeg',
      data: Buffer.from('jpg'),
      createdBy: null,
    });
    await h.deps.db.updateTable('employees').set({ photo_file_id: file }).where('id', '=', id).execute();
    const withPhoto = (await get(`/employee_management/employee_details_profile?UID=${id}`)).json();
    expect(withPhoto.photo_url).toBe(`/api/employee_management/fetchPicture?id=${id}&v=${file}`);
  });

  it('answers 404 unknown, 400 bad UID, 403 without employee_management view, 401 without token', async () => {
    const id = await createEmployee();
    const url = `/employee_management/employee_details_profile?UID=${id}`;
    expect((await get('/employee_management/employee_details_profile?UID=999999')).statusCode).toBe(404);
    const bad = await get('/employee_management/employee_details_profile?UID=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EMPLOYEE_MSG.badUid);
    expect((await get(url, noAccess)).statusCode).toBe(403);
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, viewer)).statusCode).toBe(200);
  });
});

describe('GET fetchEPI / PUT updateEPI', () => {
  it('returns an array whose first item is the record with ids and display names', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id, { employee_code: 'emp01' }));
    const res = await get(`/employee_management/fetchEPI?UID=${id}`);
    expect(res.statusCode).toBe(200);
    const [record] = res.json();
    expect(record).toMatchObject({
      employee_id: id,
      employee_code: 'EMP01',
      civil_status: 'Single',
      gender: 'Male',
      blood_type: 'O+',
      region_id: address.regionId,
      barangay_id: address.barangayId,
      barangay: 'Bagumbayan',
      height: 170.5,
      weight: 65,
    });
    expect(record.region).toMatch(/^Region|^National Capital Region|\(/);
    expect(record.province).toEqual(expect.any(String));
    expect(record.city).toEqual(expect.any(String));
  });

  it('saves, answering the spec message, and writes one history entry with only the changed fields', async () => {
    const id = await createEmployee();
    const first = await send('PUT', '/employee_management/updateEPI', await personal(id));
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(EMPLOYEE_MSG.personalSaved);
    const body = await personal(id, {
      employee_code: first.json().data.employee_code,
      email: 'juan@example.com',
      gender_id: await idOf('genders', 'Female'),
    });
    h.clock.advance(60_000);
    const res = await send('PUT', '/employee_management/updateEPI', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().changed.sort()).toEqual(['email', 'gender', 'gender_id']);
    const history = (await get(`/employee_management/fetchEmployeeHistory?UID=${id}`)).json();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      employee_id: id,
      form_id: 1,
      descr: 'Personal Information',
      timestamp: h.clock.now().toISOString(),
      edited_by: 'admin',
      changes: {
        email: { old: 'juan.delacruz@example.ph', new: 'juan@example.com' },
        gender: { old: 'Male', new: 'Female' },
        gender_id: { old: expect.any(Number), new: expect.any(Number) },
      },
    });
    expect(Object.keys(history[0].changes)).toHaveLength(3);
  });

  it('accepts the record as a JSON string (spec 7)', async () => {
    const id = await createEmployee();
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/employee_management/updateEPI',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: JSON.stringify(JSON.stringify(await personal(id, { first_name: 'Pedro' }))),
    });
    expect(res.statusCode).toBe(200);
    expect((await employeeRow(id))?.first_name).toBe('Pedro');
  });

  it('answers No changes made. and writes nothing when nothing changed', async () => {
    const id = await createEmployee();
    const body = await personal(id);
    await send('PUT', '/employee_management/updateEPI', body);
    const before = await employeeRow(id);
    h.clock.advance(1000);
    const res = await send('PUT', '/employee_management/updateEPI', {
      ...body,
      employee_code: body.employee_code.toLowerCase(),
      first_name: ' Juan ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.noChanges, changed: [] });
    expect(await employeeRow(id)).toEqual(before);
    expect(await historyCount(id)).toBe(1);
  });

  it('normalises the employee code: upper case, padded with 0 to 5, last 5 kept', async () => {
    const id = await createEmployee();
    const save = async (code: string) =>
      (
        await send('PUT', '/employee_management/updateEPI', await personal(id, { employee_code: code }))
      ).json().data?.employee_code;
    expect(await save('zq7')).toBe('00ZQ7');
    expect(await save('x123456')).toBe('23456');
    expect(await save('')).toBe('');
    expect((await employeeRow(id))?.employee_code).toBeNull();
  });

  it.each([
    ['email', 'juan@', EMPLOYEE_MSG.invalidEmail],
    ['email', 'juan example.com', EMPLOYEE_MSG.invalidEmail],
    ['mobile_number', '0917-123-4567', EMPLOYEE_MSG.invalidMobile],
    ['mobile_number', '+639171234567', EMPLOYEE_MSG.invalidMobile],
    ['landline', '(02) 8700', EMPLOYEE_MSG.invalidLandline],
    ['employee_code', 'A-1', EMPLOYEE_MSG.invalidCode],
    ['employee_code', 'ñ1234', EMPLOYEE_MSG.invalidCode],
    ['first_name', '  ', 'First Name is required.'],
    ['last_name', '', 'Last Name is required.'],
    ['date_of_birth', '1990-02-30', 'Date of Birth must be a valid date (yyyy-MM-dd).'],
    ['date_of_birth', '2026-11-22', EMPLOYEE_MSG.birthInFuture],
    ['height', 'tall', EMPLOYEE_MSG.measure('Height (cm)', 300)],
    ['weight', -5, EMPLOYEE_MSG.measure('Weight (kg)', 500)],
  ])('refuses %s %j with its message and changes nothing', async (field, value, message) => {
    const id = await createEmployee();
    const res = await send('PUT', '/employee_management/updateEPI', await personal(id, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await employeeRow(id)).toMatchObject({ first_name: '', employee_code: null });
    expect(await historyCount(id)).toBe(0);
  });

  it('refuses an address that is not one chain, and unknown options', async () => {
    const id = await createEmployee();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ barangay_id: address.otherBarangayId }, EMPLOYEE_MSG.barangayNotInCity],
      [{ region_id: null }, EMPLOYEE_MSG.provinceNeedsRegion],
      [{ province_id: null }, EMPLOYEE_MSG.cityNeedsProvince],
      [{ city_id: null }, EMPLOYEE_MSG.barangayNeedsCity],
      [{ barangay_id: 99_999_999 }, EMPLOYEE_MSG.optionNotFound('barangay')],
      [{ gender_id: 9999 }, EMPLOYEE_MSG.optionNotFound('gender')],
      [{ civil_status_id: 9999 }, EMPLOYEE_MSG.optionNotFound('civil status')],
    ];
    const otherRegion = await h.deps.db
      .selectFrom('regions')
      .select('id')
      .where('id', '<>', address.regionId)
      .executeTakeFirstOrThrow();
    cases.push([{ region_id: otherRegion.id }, EMPLOYEE_MSG.provinceNotInRegion]);
    for (const [overrides, message] of cases) {
      const res = await send('PUT', '/employee_management/updateEPI', await personal(id, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await historyCount(id)).toBe(0);
    // A partial address (region and province only) is fine.
    const partial = await send(
      'PUT',
      '/employee_management/updateEPI',
      await personal(id, { city_id: null, barangay_id: null }),
    );
    expect(partial.statusCode).toBe(200);
  });

  it('refuses a code another employee has (409) and changes nothing', async () => {
    const a = await createEmployee();
    const b = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(a, { employee_code: 'DUP01' }));
    const res = await send(
      'PUT',
      '/employee_management/updateEPI',
      await personal(b, { employee_code: 'dup01' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EMPLOYEE_MSG.duplicateCode('DUP01'));
    expect((await employeeRow(b))?.first_name).toBe('');
  });

  it('answers 404 for an unknown employee', async () => {
    const res = await send('PUT', '/employee_management/updateEPI', await personal(999_999));
    expect(res.statusCode).toBe(404);
    expect((await get('/employee_management/fetchEPI?UID=999999')).statusCode).toBe(404);
  });

  it('writes the change and its history in one transaction: a failed history write keeps neither', async () => {
    const id = await createEmployee();
    failHistory.on = true;
    try {
      const res = await send('PUT', '/employee_management/updateEPI', await personal(id));
      expect(res.statusCode).toBe(500);
    } finally {
      failHistory.on = false;
    }
    expect(await employeeRow(id)).toMatchObject({ first_name: '', employee_code: null });
    expect(await historyCount(id)).toBe(0);
  });

  it('needs employee_management update (403) and a token (401)', async () => {
    const id = await createEmployee();
    const body = await personal(id);
    expect((await send('PUT', '/employee_management/updateEPI', body, viewer)).statusCode).toBe(403);
    expect((await send('PUT', '/employee_management/updateEPI', body, '')).statusCode).toBe(401);
    expect((await get(`/employee_management/fetchEPI?UID=${id}`, noAccess)).statusCode).toBe(403);
    expect((await get(`/employee_management/fetchEPI?UID=${id}`, '')).statusCode).toBe(401);
    expect((await get(`/employee_management/fetchEPI?UID=${id}`, viewer)).statusCode).toBe(200);
    expect((await employeeRow(id))?.first_name).toBe('');
  });
});

describe('GET fetchED / PUT updateED', () => {
  it('saves pesos as centavos and returns pesos with the derived day and hour rates', async () => {
    const id = await createEmployee();
    const res = await send('PUT', '/employee_management/updateED', await employment(id));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMPLOYEE_MSG.employmentSaved);
    const row = await employeeRow(id);
    expect(row).toMatchObject({ monthly_salary: 1_807_000, meals: 150_050, days: 26, hours: 8 });
    const [record] = (await get(`/employee_management/fetchED?UID=${id}`)).json();
    expect(record).toMatchObject({
      employee_id: id,
      company: 'Tala Foods Inc.',
      department: 'Finance',
      designation: 'Accountant',
      salary_group: 'NCR Minimum Wage',
      w_tax_group: 'Minimum Wage Earner',
      benefits_group: 'Standard',
      pay_period: 'Semi-monthly',
      employee_type: 'Regular',
      status_descr: 'Active',
      monthly_salary: 18070,
      day_rate: 695,
      hour_rate: 86.88,
      meals: 1500.5,
      tin: '123-456-789-000',
      sss: '34-1234567-8',
      pagibig: '1210-9876-5432',
      philhealth: '12-345678901-2',
    });
  });

  it('records only the changed fields (form 2), with display names and ids', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateED', await employment(id));
    const res = await send(
      'PUT',
      '/employee_management/updateED',
      await employment(id, { monthly_salary: 20000 }),
    );
    expect(res.json().changed).toEqual(['monthly_salary']);
    const [latest] = (await get(`/employee_management/fetchEmployeeHistory?UID=${id}`)).json();
    expect(latest).toMatchObject({
      form_id: 2,
      descr: 'Employment Details',
      changes: { monthly_salary: { old: 18070, new: 20000 } },
    });
  });

  it.each([
    [{ department_id: 'x' }, 'department_id: Invalid input: expected number, received string'],
    [{ company_id: null }, EMPLOYEE_MSG.departmentNeedsCompany],
    [{ department_id: null }, EMPLOYEE_MSG.designationNeedsDepartment],
    [{ monthly_salary: '18,070' }, 'Monthly Salary accepts only digits and a dot.'],
    [{ monthly_salary: 1.234 }, 'Monthly Salary can have at most 2 decimal places.'],
    [{ days: 32 }, 'Days must be from 1 to 31.'],
    [{ hours: 0 }, 'Hours must be from 1 to 24.'],
    [{ sss: '12345' }, EMPLOYEE_MSG.governmentId('SSS number', '34-1234567-8', '10')],
    [{ tin: '1234567890' }, EMPLOYEE_MSG.governmentId('TIN', '123-456-789-000', '9, 12 or 14')],
    [{ date_hired: '2020-13-01' }, 'Date Hired must be a valid date (yyyy-MM-dd).'],
  ])('refuses %j with its message', async (overrides, message) => {
    const id = await createEmployee();
    const res = await send('PUT', '/employee_management/updateED', await employment(id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await employeeRow(id))?.company_id).toBeNull();
    expect(await historyCount(id)).toBe(0);
  });

  it('refuses a department of another company and groups that do not exist', async () => {
    const id = await createEmployee();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ department_id: org.otherDepartmentId, designation_id: null }, EMPLOYEE_MSG.departmentNotInCompany],
      [{ salary_group_id: 99999 }, EMPLOYEE_MSG.optionNotFound('salary group')],
      [{ w_tax_group_id: 99999 }, EMPLOYEE_MSG.optionNotFound('w/tax group')],
      [{ benefits_group_id: 99999 }, EMPLOYEE_MSG.optionNotFound('benefits group')],
      [{ pay_period_id: 99 }, EMPLOYEE_MSG.optionNotFound('pay period')],
      [{ company_id: 99999 }, EMPLOYEE_MSG.optionNotFound('company')],
    ];
    for (const [overrides, message] of cases) {
      const res = await send('PUT', '/employee_management/updateED', await employment(id, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await historyCount(id)).toBe(0);
  });

  it('answers 404 unknown, 403 without update or view, 401 without token', async () => {
    const id = await createEmployee();
    expect((await send('PUT', '/employee_management/updateED', await employment(999_999))).statusCode).toBe(
      404,
    );
    expect((await get('/employee_management/fetchED?UID=999999')).statusCode).toBe(404);
    expect(
      (await send('PUT', '/employee_management/updateED', await employment(id), viewer)).statusCode,
    ).toBe(403);
    expect((await send('PUT', '/employee_management/updateED', await employment(id), '')).statusCode).toBe(
      401,
    );
    expect((await get(`/employee_management/fetchED?UID=${id}`, noAccess)).statusCode).toBe(403);
    expect((await get(`/employee_management/fetchED?UID=${id}`, '')).statusCode).toBe(401);
    expect((await employeeRow(id))?.company_id).toBeNull();
  });
});

describe('history calls', () => {
  it('saveEmployeeHistory stores nothing and returns what the server recorded', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id));
    const forged = { first_name: { old: 'Juan', new: 'Hacker' } };
    const res = await send('POST', `/employee_management/saveEmployeeHistory?UID=${id}&formID=1`, forged);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMPLOYEE_MSG.historyByServer);
    expect(res.json().recorded).toMatchObject({ form_id: 1, descr: 'Personal Information' });
    expect(await historyCount(id)).toBe(1);
    const none = await send('POST', `/employee_management/saveEmployeeHistory?UID=${id}&formID=2`, {});
    expect(none.json().recorded).toBeNull();
  });

  it('saveEmployeeHistory checks formID, the body, the employee and the permission', async () => {
    const id = await createEmployee();
    const bad = await send('POST', `/employee_management/saveEmployeeHistory?UID=${id}&formID=6`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EMPLOYEE_MSG.badFormId);
    const body = await send('POST', `/employee_management/saveEmployeeHistory?UID=${id}&formID=1`, [1]);
    expect(body.statusCode).toBe(400);
    expect(
      (await send('POST', '/employee_management/saveEmployeeHistory?UID=999999&formID=1', {})).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/employee_management/saveEmployeeHistory?UID=${id}&formID=1`, {}, viewer))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/employee_management/saveEmployeeHistory?UID=${id}&formID=1`, {}, '')).statusCode,
    ).toBe(401);
    expect(await historyCount(id)).toBe(0);
  });

  it('fetchEmployeeHistory lists newest first; 404, 403 and 401', async () => {
    const id = await createEmployee();
    await send('PUT', '/employee_management/updateEPI', await personal(id));
    h.clock.advance(1000);
    await send('PUT', '/employee_management/updateED', await employment(id));
    const history = (await get(`/employee_management/fetchEmployeeHistory?UID=${id}`)).json();
    expect(history.map((e: { form_id: number }) => e.form_id)).toEqual([2, 1]);
    expect((await get('/employee_management/fetchEmployeeHistory?UID=999999')).statusCode).toBe(404);
    expect((await get(`/employee_management/fetchEmployeeHistory?UID=${id}`, noAccess)).statusCode).toBe(403);
    expect((await get(`/employee_management/fetchEmployeeHistory?UID=${id}`, '')).statusCode).toBe(401);
    expect((await get(`/employee_management/fetchEmployeeHistory?UID=${id}`, viewer)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the employee routes', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/employee_list/fetch', '/api/employee_management/updateEPI']),
    );
  });
});
