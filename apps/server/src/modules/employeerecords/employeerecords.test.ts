import { CONTACT_MSG, EDUCATION_MSG, EMPLOYEE_RECORDS_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let employee: number;
let other: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  employee = await createEmployee(h.deps.db);
  other = await createEmployee(h.deps.db);
});
afterAll(async () => h.close());

const BASE = '/api/employee_management';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = admin) =>
  h.app.inject({
    method,
    url: `${BASE}/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

const history = (employeeId: number) =>
  h.deps.db
    .selectFrom('employee_history')
    .select(['form_id', 'descr', 'changes', 'username'])
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) })));

const counts = async () => ({
  education: (await h.deps.db.selectFrom('employee_education').selectAll().execute()).length,
  contacts: (await h.deps.db.selectFrom('employee_emergency_contacts').selectAll().execute()).length,
  history: (await h.deps.db.selectFrom('employee_history').selectAll().execute()).length,
});

const SCHOOL = {
  degree: 'BS Accountancy',
  school_name: 'University of the Philippines',
  location: 'Diliman, Quezon City',
  graduation_year: 2015,
};

describe('educational background', () => {
  let logNo: number;

  it('createEB adds a record (trimmed; a year as text is read as a number) and writes history form 3', async () => {
    const res = await call('POST', 'createEB', {
      id: employee,
      degree: '  BS Accountancy ',
      school_name: SCHOOL.school_name,
      location: SCHOOL.location,
      graduation_year: '2015',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EDUCATION_MSG.saved, log_no: expect.any(Number) });
    logNo = res.json().log_no;
    const list = await call('GET', `fetchEB?UID=${employee}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ log_no: logNo, id: employee, ...SCHOOL }]);
    expect((await call('GET', `fetchEB?UID=${other}`)).json()).toEqual([]);
    expect(await history(employee)).toEqual([
      {
        form_id: 3,
        descr: 'Educational Background',
        username: 'admin',
        changes: {
          degree: { old: null, new: 'BS Accountancy' },
          school_name: { old: null, new: SCHOOL.school_name },
          location: { old: null, new: SCHOOL.location },
          graduation_year: { old: null, new: 2015 },
        },
      },
    ]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'employee_education')
      .execute();
    expect(audit).toEqual([{ action: 'create', entity_id: String(logNo) }]);
  });

  it('lists the latest graduation first', async () => {
    const res = await call('POST', 'createEB', {
      ...SCHOOL,
      id: employee,
      degree: 'MBA',
      graduation_year: 2020,
    });
    expect(res.statusCode).toBe(200);
    const rows = (await call('GET', `fetchEB?UID=${employee}`)).json();
    expect(rows.map((r: { degree: string }) => r.degree)).toEqual(['MBA', 'BS Accountancy']);
    expect((await call('DELETE', `deleteEB?log_no=${res.json().log_no}`)).statusCode).toBe(200);
  });

  it('refuses invalid input with clear messages and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[object, string]> = [
      [{ ...SCHOOL, id: employee, degree: '   ' }, EDUCATION_MSG.degreeRequired],
      [{ ...SCHOOL, id: employee, school_name: undefined }, EDUCATION_MSG.schoolRequired],
      [{ ...SCHOOL, id: employee, location: '' }, EDUCATION_MSG.locationRequired],
      [{ ...SCHOOL, id: employee, degree: 'x'.repeat(201) }, EDUCATION_MSG.degreeTooLong],
      [{ ...SCHOOL, id: employee, graduation_year: '' }, EDUCATION_MSG.yearRequired],
      [{ ...SCHOOL, id: employee, graduation_year: 'twenty' }, EDUCATION_MSG.yearFormat],
      [{ ...SCHOOL, id: employee, graduation_year: 15 }, EDUCATION_MSG.yearFormat],
      [{ ...SCHOOL, id: employee, graduation_year: 2015.5 }, EDUCATION_MSG.yearFormat],
      // The test clock is in 2026: next year is the latest accepted.
      [{ ...SCHOOL, id: employee, graduation_year: 2028 }, EDUCATION_MSG.yearRange(2027)],
      [{ ...SCHOOL, id: employee, graduation_year: 1899 }, EDUCATION_MSG.yearRange(2027)],
      [{ ...SCHOOL, id: 'abc' }, EMPLOYEE_RECORDS_MSG.idInvalid],
      [{ ...SCHOOL }, EMPLOYEE_RECORDS_MSG.idInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', 'createEB', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(
      (await call('POST', 'createEB', { ...SCHOOL, id: employee, graduation_year: 2027 })).statusCode,
    ).toBe(200);
    const missing = await call('POST', 'createEB', { ...SCHOOL, id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(EMPLOYEE_RECORDS_MSG.employeeNotFound);
    expect((await counts()).education).toBe(before.education + 1);
  });

  it('updateEB saves the changed fields with history; unchanged gives "No changes made."', async () => {
    const res = await call('PUT', 'updateEB', {
      log_no: logNo,
      id: employee,
      ...SCHOOL,
      location: 'Quezon City',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EDUCATION_MSG.saved });
    const entries = await history(employee);
    expect(entries.at(-1)).toEqual({
      form_id: 3,
      descr: 'Educational Background',
      username: 'admin',
      changes: { location: { old: SCHOOL.location, new: 'Quezon City' } },
    });
    const before = await counts();
    const same = await call('PUT', 'updateEB', { log_no: logNo, ...SCHOOL, location: ' Quezon City ' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(MSG.noChanges);
    const bad = await call('PUT', 'updateEB', { log_no: logNo, ...SCHOOL, graduation_year: 3000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(EDUCATION_MSG.yearRange(2027));
    const wrongEmployee = await call('PUT', 'updateEB', { log_no: logNo, id: other, ...SCHOOL, degree: 'X' });
    expect(wrongEmployee.statusCode).toBe(404);
    const gone = await call('PUT', 'updateEB', { log_no: 999999, ...SCHOOL });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(EDUCATION_MSG.notFound);
    expect(await counts()).toEqual(before);
  });

  it('needs view, create, update and delete on employee_management (403) and a token (401)', async () => {
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_management', view: true }] })).username,
    );
    const before = await counts();
    expect((await call('GET', `fetchEB?UID=${employee}`, undefined, viewer)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', 'createEB', { ...SCHOOL, id: employee }],
      ['PUT', 'updateEB', { log_no: logNo, ...SCHOOL, degree: 'Changed' }],
      ['DELETE', `deleteEB?log_no=${logNo}`, undefined],
    ] as const) {
      const res = await call(method, url, body, viewer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe(MSG.noPermission);
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
    }
    const outsider = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_list', view: true }] })).username,
    );
    expect((await call('GET', `fetchEB?UID=${employee}`, undefined, outsider)).statusCode).toBe(403);
    expect((await call('GET', `fetchEB?UID=${employee}`, undefined, null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);

    const adder = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_management', view: true, create: true }] })).username,
    );
    const added = await call('POST', 'createEB', { ...SCHOOL, id: employee, degree: 'Added by HR' }, adder);
    expect(added.statusCode).toBe(200);
    expect((await history(employee)).at(-1)?.username).toMatch(/^user\d+$/);
  });

  it('fetchEB checks its UID', async () => {
    expect((await call('GET', 'fetchEB?UID=abc')).json().error).toBe(EMPLOYEE_RECORDS_MSG.uidInvalid);
    expect((await call('GET', 'fetchEB')).statusCode).toBe(400);
    const missing = await call('GET', 'fetchEB?UID=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(EMPLOYEE_RECORDS_MSG.employeeNotFound);
  });

  it('deleteEB removes the record with a history entry; a second delete is 404', async () => {
    const res = await call('DELETE', `deleteEB?log_no=${logNo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EDUCATION_MSG.deleted });
    expect((await history(employee)).at(-1)).toEqual({
      form_id: 3,
      descr: 'Educational Background',
      username: 'admin',
      changes: {
        degree: { old: SCHOOL.degree, new: null },
        school_name: { old: SCHOOL.school_name, new: null },
        location: { old: 'Quezon City', new: null },
        graduation_year: { old: 2015, new: null },
      },
    });
    const again = await call('DELETE', `deleteEB?log_no=${logNo}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(EDUCATION_MSG.notFound);
    expect((await call('DELETE', 'deleteEB?log_no=x')).json().error).toBe(EMPLOYEE_RECORDS_MSG.logNoInvalid);
  });
});

const CONTACT = { contact_name: 'Maria Santos', relationship: 'Mother', contact_number: '09171234567' };

describe('emergency contacts', () => {
  let logNo: number;

  it('createEC adds a contact, keeps the leading 0 of the number, and writes history form 4', async () => {
    const res = await call('POST', 'createEC', { id: String(other), ...CONTACT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MSG.saved, log_no: expect.any(Number) });
    logNo = res.json().log_no;
    expect((await call('GET', `fetchEC?UID=${other}`)).json()).toEqual([
      { log_no: logNo, id: other, ...CONTACT },
    ]);
    expect(await history(other)).toEqual([
      {
        form_id: 4,
        descr: 'Emergency Contacts',
        username: 'admin',
        changes: {
          contact_name: { old: null, new: CONTACT.contact_name },
          relationship: { old: null, new: CONTACT.relationship },
          contact_number: { old: null, new: CONTACT.contact_number },
        },
      },
    ]);
  });

  it('refuses invalid input with clear messages and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[object, string]> = [
      [{ ...CONTACT, id: other, contact_name: ' ' }, CONTACT_MSG.nameRequired],
      [{ ...CONTACT, id: other, relationship: null }, CONTACT_MSG.relationshipRequired],
      [{ ...CONTACT, id: other, relationship: 'r'.repeat(101) }, CONTACT_MSG.relationshipTooLong],
      [{ ...CONTACT, id: other, contact_number: '' }, CONTACT_MSG.numberRequired],
      [{ ...CONTACT, id: other, contact_number: '0917-123-4567' }, CONTACT_MSG.numberDigits],
      [{ ...CONTACT, id: other, contact_number: '+639171234567' }, CONTACT_MSG.numberDigits],
      [{ ...CONTACT, id: other, contact_number: '123456' }, CONTACT_MSG.numberLength],
      [{ ...CONTACT, id: other, contact_number: '1234567890123456' }, CONTACT_MSG.numberLength],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', 'createEC', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await call('POST', 'createEC', { ...CONTACT, id: 999999 })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('updateEC saves changes with history; unchanged gives "No changes made."', async () => {
    const res = await call('PUT', 'updateEC', {
      log_no: logNo,
      id: other,
      ...CONTACT,
      contact_number: '0282345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MSG.saved });
    expect((await history(other)).at(-1)?.changes).toEqual({
      contact_number: { old: CONTACT.contact_number, new: '0282345678' },
    });
    const same = await call('PUT', 'updateEC', { log_no: logNo, ...CONTACT, contact_number: '0282345678' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(MSG.noChanges);
    const gone = await call('PUT', 'updateEC', { log_no: 999999, ...CONTACT });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(CONTACT_MSG.notFound);
  });

  it('needs the employee_management flags (403) and a token (401)', async () => {
    const user = await h.login(
      (
        await h.createUser({
          grants: [{ key: 'employee_management', view: true, create: true, update: true }],
        })
      ).username,
    );
    const before = await counts();
    const res = await call('DELETE', `deleteEC?log_no=${logNo}`, undefined, user);
    expect(res.statusCode).toBe(403);
    expect((await call('DELETE', `deleteEC?log_no=${logNo}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `fetchEC?UID=${other}`, undefined, null)).statusCode).toBe(401);
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_management', view: true }] })).username,
    );
    expect((await call('POST', 'createEC', { ...CONTACT, id: other }, viewer)).statusCode).toBe(403);
    expect((await call('PUT', 'updateEC', { log_no: logNo, ...CONTACT }, viewer)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('a token revoked by saving the account no longer works (401)', async () => {
    const created = await h.createUser({ grants: [{ key: 'employee_management', view: true }] });
    const token = await h.login(created.username);
    expect((await call('GET', `fetchEC?UID=${other}`, undefined, token)).statusCode).toBe(200);
    await h.deps.db.updateTable('users').set({ token_version: 2 }).where('id', '=', created.id).execute();
    expect((await call('GET', `fetchEC?UID=${other}`, undefined, token)).statusCode).toBe(401);
  });

  it('deleteEC removes the contact and records it under Emergency Contacts (form 4)', async () => {
    const res = await call('DELETE', `deleteEC?log_no=${logNo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MSG.deleted });
    expect((await call('GET', `fetchEC?UID=${other}`)).json()).toEqual([]);
    const last = (await history(other)).at(-1);
    expect(last?.form_id).toBe(4);
    expect(last?.descr).toBe('Emergency Contacts');
    expect(last?.changes.contact_name).toEqual({ old: CONTACT.contact_name, new: null });
    expect((await call('DELETE', `deleteEC?log_no=${logNo}`)).statusCode).toBe(404);
  });
});
