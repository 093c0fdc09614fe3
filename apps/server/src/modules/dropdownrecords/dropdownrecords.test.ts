/** /dropdownRecords/create, /update, /delete: every rule of spec 5, permissions, in-use refusals. */
import { DROPDOWN_MSG, MSG } from '@sahod/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

type Body = Record<string, unknown>;

const create = (payload: Body, t = token) =>
  h.app.inject({ method: 'POST', url: '/api/dropdownRecords/create', payload, headers: auth(t) });
const update = (payload: Body, t = token) =>
  h.app.inject({ method: 'PUT', url: '/api/dropdownRecords/update', payload, headers: auth(t) });
const remove = (data: unknown, t = token) =>
  h.app.inject({
    method: 'DELETE',
    url: `/api/dropdownRecords/delete?data=${encodeURIComponent(typeof data === 'string' ? data : JSON.stringify(data))}`,
    headers: auth(t),
  });

async function created(payload: Body): Promise<number> {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(DROPDOWN_MSG.added);
  return res.json().code as number;
}

async function names(dd: string, uid?: number): Promise<string[]> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/dropdown/dropdown_handler?DD=${dd}${uid ? `&UID=${uid}` : ''}`,
    headers: auth(token),
  });
  return (res.json() as Array<{ name: string }>).slice(1).map((i) => i.name);
}

/** Every editable table's rows: a refused write must leave this unchanged. */
async function snapshot(): Promise<string> {
  const db = h.deps.db;
  const [companies, departments, designations, genders, loans] = await Promise.all([
    db.selectFrom('companies').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('departments').select(['id', 'name', 'company_id']).orderBy('id').execute(),
    db.selectFrom('designations').select(['id', 'name', 'department_id']).orderBy('id').execute(),
    db.selectFrom('genders').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('loan_types').select(['id', 'name']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ companies, departments, designations, genders, loans });
}

async function expectRefused(
  call: Promise<{ statusCode: number; json: () => { error: string } }>,
  status: number,
  error: string,
) {
  const before = await snapshot();
  const res = await call;
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error });
  expect(await snapshot()).toBe(before);
}

describe('create', () => {
  it('adds a value to a list and answers with its code', async () => {
    const code = await created({ dd: 'gender', descr: 'Non-binary' });
    expect(Number.isInteger(code)).toBe(true);
    expect(await names('gender')).toEqual(['Male', 'Female', 'Non-binary']);
  });

  it('trims the value and makes inner runs of spaces one', async () => {
    await created({ dd: 'loan_type', descr: '   Car   Loan  ' });
    expect(await names('loan_type')).toContain('Car Loan');
  });

  it('adds a company, a department under it and a designation under that', async () => {
    const companyId = await created({ dd: 'company', descr: 'Tala Foods Inc.' });
    const departmentId = await created({ dd: 'department', descr: 'Kitchen', company_id: companyId });
    await created({
      dd: 'designation',
      descr: 'Head Cook',
      company_id: companyId,
      department_id: departmentId,
    });
    expect(await names('company')).toContain('Tala Foods Inc.');
    expect(await names('department', companyId)).toEqual(['Kitchen']);
    expect(await names('designation', departmentId)).toEqual(['Head Cook']);
  });

  it('accepts exactly 30 characters and refuses 31', async () => {
    await created({ dd: 'document_type', descr: 'x'.repeat(30) });
    await expectRefused(create({ dd: 'document_type', descr: 'y'.repeat(31) }), 400, DROPDOWN_MSG.tooLong);
  });

  it('asks for a dropdown first', async () => {
    await expectRefused(create({ descr: 'Something' }), 400, DROPDOWN_MSG.selectDropdown);
    await expectRefused(create({ dd: '', descr: 'Something' }), 400, DROPDOWN_MSG.selectDropdown);
  });

  it('refuses the lists that are not edited here', async () => {
    for (const dd of [
      'region',
      'barangay',
      'pay_period',
      'salary_group',
      'application_type',
      'list',
      'planets',
    ]) {
      await expectRefused(create({ dd, descr: 'Something' }), 400, DROPDOWN_MSG.notEditable(dd));
    }
  });

  it('asks for a value', async () => {
    await expectRefused(create({ dd: 'gender', descr: '' }), 400, DROPDOWN_MSG.enterValue);
    await expectRefused(create({ dd: 'gender', descr: '    ' }), 400, DROPDOWN_MSG.enterValue);
    await expectRefused(create({ dd: 'gender' }), 400, DROPDOWN_MSG.enterValue);
  });

  it('needs a company for a department, and a company and department for a designation', async () => {
    const companyId = await created({ dd: 'company', descr: 'Bagong Buhay Corp' });
    const departmentId = await created({ dd: 'department', descr: 'Logistics', company_id: companyId });
    await expectRefused(create({ dd: 'department', descr: 'Audit' }), 400, DROPDOWN_MSG.selectCompany);
    await expectRefused(
      create({ dd: 'department', descr: 'Audit', company_id: null }),
      400,
      DROPDOWN_MSG.selectCompany,
    );
    await expectRefused(
      create({ dd: 'designation', descr: 'Driver', company_id: companyId }),
      400,
      DROPDOWN_MSG.selectCompanyAndDepartment,
    );
    await expectRefused(
      create({ dd: 'designation', descr: 'Driver', department_id: departmentId }),
      400,
      DROPDOWN_MSG.selectCompanyAndDepartment,
    );
  });

  it('refuses a parent that does not exist or a department of another company', async () => {
    const a = await created({ dd: 'company', descr: 'Company A' });
    const b = await created({ dd: 'company', descr: 'Company B' });
    const ofA = await created({ dd: 'department', descr: 'Admin', company_id: a });
    await expectRefused(
      create({ dd: 'department', descr: 'Audit', company_id: 999_999 }),
      404,
      DROPDOWN_MSG.companyNotFound,
    );
    await expectRefused(
      create({ dd: 'designation', descr: 'Clerk', company_id: a, department_id: 999_999 }),
      404,
      DROPDOWN_MSG.departmentNotFound,
    );
    await expectRefused(
      create({ dd: 'designation', descr: 'Clerk', company_id: b, department_id: ofA }),
      400,
      DROPDOWN_MSG.departmentOfOtherCompany,
    );
  });

  it('refuses a duplicate in the same list and parent, whatever its case (409)', async () => {
    await expectRefused(create({ dd: 'gender', descr: 'male' }), 409, DROPDOWN_MSG.duplicate);
    await expectRefused(create({ dd: 'blood_type', descr: ' ab+ ' }), 409, DROPDOWN_MSG.duplicate);
    await expectRefused(create({ dd: 'company', descr: 'TALA FOODS INC.' }), 409, DROPDOWN_MSG.duplicate);
    const x = await created({ dd: 'company', descr: 'Company X' });
    const y = await created({ dd: 'company', descr: 'Company Y' });
    const hrX = await created({ dd: 'department', descr: 'Human Resources', company_id: x });
    await expectRefused(
      create({ dd: 'department', descr: 'human resources', company_id: x }),
      409,
      DROPDOWN_MSG.duplicate,
    );
    // The same name under another parent is another value.
    const hrY = await created({ dd: 'department', descr: 'Human Resources', company_id: y });
    await created({ dd: 'designation', descr: 'Recruiter', company_id: x, department_id: hrX });
    await created({ dd: 'designation', descr: 'Recruiter', company_id: y, department_id: hrY });
    await expectRefused(
      create({ dd: 'designation', descr: 'RECRUITER', company_id: y, department_id: hrY }),
      409,
      DROPDOWN_MSG.duplicate,
    );
  });

  it('rejects malformed bodies with 400', async () => {
    for (const payload of [
      { dd: 5, descr: 'x' },
      { dd: 'gender', descr: 7 },
      { dd: 'department', descr: 'x', company_id: 'one' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });
});

describe('update', () => {
  it('renames a value (a change of case included) and records old and new in the audit log', async () => {
    const id = await created({ dd: 'employee_type', descr: 'Intern' });
    const res = await update({ dd: 'employee_type', id, descr: '  On-the-Job  Trainee ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: DROPDOWN_MSG.updated, code: id });
    expect(await names('employee_type')).toContain('On-the-Job Trainee');
    expect((await update({ dd: 'employee_type', id, descr: 'on-the-job trainee' })).statusCode).toBe(200);
    expect(await names('employee_type')).toContain('on-the-job trainee');
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'username'])
      .where('entity', '=', 'dropdown:employee_type')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(audit[1]!.details!)).toEqual({
      old: { name: 'Intern' },
      new: { name: 'On-the-Job Trainee' },
    });
    expect(audit[1]!.username).toBe('admin');
  });

  it('renames a department and a designation within their parent', async () => {
    const company = await created({ dd: 'company', descr: 'Rename Co' });
    const ops = await created({ dd: 'department', descr: 'Ops', company_id: company });
    await created({ dd: 'department', descr: 'Sales', company_id: company });
    expect((await update({ dd: 'department', id: ops, descr: 'Operations' })).statusCode).toBe(200);
    await expectRefused(update({ dd: 'department', id: ops, descr: 'SALES' }), 409, DROPDOWN_MSG.duplicate);
    const lead = await created({ dd: 'designation', descr: 'Lead', company_id: company, department_id: ops });
    expect((await update({ dd: 'designation', id: lead, descr: 'Team Lead' })).statusCode).toBe(200);
    expect(await names('designation', ops)).toEqual(['Team Lead']);
  });

  it('keeps the rules of create', async () => {
    const id = await created({ dd: 'confidential', descr: 'Top Secret' });
    await expectRefused(update({ dd: 'confidential', id, descr: '  ' }), 400, DROPDOWN_MSG.enterValue);
    await expectRefused(update({ dd: 'confidential', id, descr: 'z'.repeat(31) }), 400, DROPDOWN_MSG.tooLong);
    await expectRefused(
      update({ dd: 'confidential', id, descr: 'confidential' }),
      409,
      DROPDOWN_MSG.duplicate,
    );
    await expectRefused(update({ id, descr: 'Secret' }), 400, DROPDOWN_MSG.selectDropdown);
    await expectRefused(
      update({ dd: 'region', id: 1, descr: 'Secret' }),
      400,
      DROPDOWN_MSG.notEditable('region'),
    );
    await expectRefused(
      update({ dd: 'confidential', id: 999_999, descr: 'Secret' }),
      404,
      DROPDOWN_MSG.notFound,
    );
    const missingId = await update({ dd: 'confidential', descr: 'Secret' });
    expect(missingId.statusCode).toBe(400);
  });
});

describe('delete', () => {
  it('deletes an unused value', async () => {
    const id = await created({ dd: 'loan_type', descr: 'Bike Loan' });
    const res = await remove({ dd: 'loan_type', id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: DROPDOWN_MSG.deleted });
    expect(await names('loan_type')).not.toContain('Bike Loan');
    await expectRefused(remove({ dd: 'loan_type', id }), 404, DROPDOWN_MSG.notFound);
  });

  it('refuses to delete a company, department or designation still in use, and changes nothing', async () => {
    const company = await created({ dd: 'company', descr: 'In Use Corp' });
    const dept = await created({ dd: 'department', descr: 'Finance', company_id: company });
    const desig = await created({
      dd: 'designation',
      descr: 'Accountant',
      company_id: company,
      department_id: dept,
    });
    await expectRefused(
      remove({ dd: 'company', id: company }),
      409,
      DROPDOWN_MSG.inUse('In Use Corp', ['1 department']),
    );
    await expectRefused(
      remove({ dd: 'department', id: dept }),
      409,
      DROPDOWN_MSG.inUse('Finance', ['1 designation']),
    );

    const now = h.clock.now().toISOString();
    await h.deps.db
      .insertInto('employees')
      .values({
        employee_code: 'DR001',
        first_name: 'Juan',
        last_name: 'Dela Cruz',
        middle_name: null,
        suffix: null,
        company_id: company,
        department_id: dept,
        designation_id: desig,
        is_approver: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const user = await h.createUser();
    await h.deps.db.updateTable('users').set({ designation_id: desig }).where('id', '=', user.id).execute();
    await expectRefused(
      remove({ dd: 'designation', id: desig }),
      409,
      DROPDOWN_MSG.inUse('Accountant', ['1 employee', '1 user account']),
    );
    await expectRefused(
      remove({ dd: 'company', id: company }),
      409,
      DROPDOWN_MSG.inUse('In Use Corp', ['1 department', '1 employee']),
    );
  });

  it('refuses a value that a table refers to through its foreign key', async () => {
    // A reference the service does not list (as a later issue's table would be).
    await sql`create table test_gender_refs (id integer primary key, gender_id integer not null references genders(id))`.execute(
      h.deps.db,
    );
    const id = await created({ dd: 'gender', descr: 'Other' });
    await sql`insert into test_gender_refs (id, gender_id) values (1, ${id})`.execute(h.deps.db);
    await expectRefused(remove({ dd: 'gender', id }), 409, DROPDOWN_MSG.inUse('Other', []));
    await sql`drop table test_gender_refs`.execute(h.deps.db);
    expect((await remove({ dd: 'gender', id })).statusCode).toBe(200);
  });

  it('deletes a department and a designation once nothing uses them', async () => {
    const company = await created({ dd: 'company', descr: 'Short Lived Inc' });
    const dept = await created({ dd: 'department', descr: 'Temp', company_id: company });
    const desig = await created({
      dd: 'designation',
      descr: 'Temp Staff',
      company_id: company,
      department_id: dept,
    });
    for (const [dd, id] of [
      ['designation', desig],
      ['department', dept],
      ['company', company],
    ] as const) {
      expect((await remove({ dd, id })).statusCode, dd).toBe(200);
    }
    expect(await names('company')).not.toContain('Short Lived Inc');
  });

  it('needs data as a JSON string with dd and id', async () => {
    await expectRefused(remove('not json'), 400, DROPDOWN_MSG.badDeleteData);
    await expectRefused(remove({ dd: 'gender' }), 400, DROPDOWN_MSG.badDeleteData);
    await expectRefused(remove({ dd: 'gender', id: 'abc' }), 400, DROPDOWN_MSG.badDeleteData);
    await expectRefused(remove({ id: 1 }), 400, DROPDOWN_MSG.selectDropdown);
    await expectRefused(remove({ dd: 'province', id: 1 }), 400, DROPDOWN_MSG.notEditable('province'));
    const missing = await h.app.inject({
      method: 'DELETE',
      url: '/api/dropdownRecords/delete',
      headers: auth(token),
    });
    expect(missing.statusCode).toBe(400);
    // The id may come as a string of digits.
    const id = await created({ dd: 'loan_type', descr: 'Gadget Loan' });
    expect((await remove({ dd: 'loan_type', id: String(id) })).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('needs dropdownrecords create, update and delete for the writes (403 otherwise)', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'dropdownrecords', view: true }] });
    const t = await h.login(viewer.username);
    const id = await created({ dd: 'gender', descr: 'Intersex' });
    await expectRefused(create({ dd: 'gender', descr: 'Unknown' }, t), 403, MSG.noPermission);
    await expectRefused(update({ dd: 'gender', id, descr: 'Unknown' }, t), 403, MSG.noPermission);
    await expectRefused(remove({ dd: 'gender', id }, t), 403, MSG.noPermission);

    const writer = await h.createUser({
      grants: [{ key: 'dropdownrecords', view: true, create: true, update: true, delete: true }],
    });
    const w = await h.login(writer.username);
    const code = (await create({ dd: 'gender', descr: 'Unknown' }, w)).json().code;
    expect((await update({ dd: 'gender', id: code, descr: 'Not stated' }, w)).statusCode).toBe(200);
    expect((await remove({ dd: 'gender', id: code }, w)).statusCode).toBe(200);
  });

  it('needs a signed-in user (401)', async () => {
    const none = { authorization: '' };
    for (const res of await Promise.all([
      h.app.inject({
        method: 'POST',
        url: '/api/dropdownRecords/create',
        payload: { dd: 'gender', descr: 'A' },
        headers: none,
      }),
      h.app.inject({
        method: 'PUT',
        url: '/api/dropdownRecords/update',
        payload: { dd: 'gender', id: 1, descr: 'A' },
        headers: none,
      }),
      h.app.inject({
        method: 'DELETE',
        url: '/api/dropdownRecords/delete?data={"dd":"gender","id":1}',
        headers: none,
      }),
    ])) {
      expect(res.statusCode).toBe(401);
    }
  });
});
