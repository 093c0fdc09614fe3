/**
 * Work weeks (issue 22 section 3): an employee's rest days on Employment Details, the company's
 * default on its pay calendar, Sunday without either; the payroll terms, the leave-credit rule and
 * the Shifts Schedule read them. November 2026: the 28th is a Saturday, the 27th a Friday.
 */
import { WORK_WEEK_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, linkedUser, typeId } from '../applications/testFixtures.ts';
import { payrollEmployees, termsOf } from '../payroll/inputs.ts';
import { activeEmployee, createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  h.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const workWeek = async (employeeId: number) =>
  (await req('GET', `employee_management/workWeek?employee_id=${employeeId}`)).json();

describe('GET/PUT /employee_management/workWeek and PUT /groupRecords/workWeek', () => {
  it('defaults to Sunday; the company default applies; the employee own days win; null goes back', async () => {
    const org = await createOrg(h.deps.db);
    const id = await activeEmployee(h.deps.db, { org });
    expect(await workWeek(id)).toEqual({
      employee_id: id,
      rest_weekdays: null,
      company_rest_weekdays: [0],
      effective_rest_weekdays: [0],
    });
    // A company without a saved pay calendar: the row is created with the calendar's defaults.
    const company = await req('PUT', 'groupRecords/workWeek', {
      company_id: org.company_id,
      rest_weekdays: [6, 0],
    });
    expect(company.statusCode).toBe(200);
    expect(company.json().message).toBe(WORK_WEEK_MSG.saved);
    expect(await workWeek(id)).toMatchObject({
      company_rest_weekdays: [0, 6],
      effective_rest_weekdays: [0, 6],
    });
    const calendar = await h.deps.db
      .selectFrom('company_pay_calendar')
      .selectAll()
      .where('company_id', '=', org.company_id)
      .executeTakeFirstOrThrow();
    expect(calendar).toMatchObject({ semi_monthly_first: 1, semi_monthly_second: 16, rest_weekdays: '0,6' });

    expect(
      (await req('PUT', 'employee_management/workWeek', { employee_id: id, rest_weekdays: [3] })).statusCode,
    ).toBe(200);
    expect(await workWeek(id)).toMatchObject({ rest_weekdays: [3], effective_rest_weekdays: [3] });
    const stored = await h.deps.db
      .selectFrom('employees')
      .select('rest_weekdays')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.rest_weekdays).toBe('3');

    expect(
      (await req('PUT', 'employee_management/workWeek', { employee_id: id, rest_weekdays: null })).statusCode,
    ).toBe(200);
    expect(await workWeek(id)).toMatchObject({ rest_weekdays: null, effective_rest_weekdays: [0, 6] });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', 'in', ['employees', 'company_pay_calendar'])
      .where('entity_id', 'in', [String(id), String(org.company_id)])
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a day outside 0-6, a repeated day and all seven (400), unknown ids (404); nothing written', async () => {
    const id = await activeEmployee(h.deps.db);
    for (const rest_weekdays of [[7], [-1], [0, 0], [0, 1, 2, 3, 4, 5, 6], [], [1.5]]) {
      const res = await req('PUT', 'employee_management/workWeek', { employee_id: id, rest_weekdays });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(WORK_WEEK_MSG.invalid);
    }
    expect((await workWeek(id)).rest_weekdays).toBeNull();
    const missing = await req('PUT', 'employee_management/workWeek', {
      employee_id: 999_999,
      rest_weekdays: [0],
    });
    expect(missing.statusCode).toBe(404);
    expect((await req('GET', 'employee_management/workWeek?employee_id=999999')).statusCode).toBe(404);
    expect(
      (await req('PUT', 'groupRecords/workWeek', { company_id: 999_999, rest_weekdays: [0] })).statusCode,
    ).toBe(404);
  });

  it('needs Employment Details rights: a user without them gets 403', async () => {
    const id = await activeEmployee(h.deps.db);
    const user = await h.createUser({ grants: [{ key: 'applications', ...ALL }] });
    const token = await h.login(user.username);
    expect(
      (await req('PUT', 'employee_management/workWeek', { employee_id: id, rest_weekdays: [6] }, token))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /groupRecords/workWeek (the Group Details Work Week tab)', () => {
  it('lists every company with its saved rest days (null: never set) and those in effect', async () => {
    const saved = await createOrg(h.deps.db);
    const unset = await createOrg(h.deps.db);
    await req('PUT', 'groupRecords/workWeek', { company_id: saved.company_id, rest_weekdays: [6, 0] });
    const res = await req('GET', 'groupRecords/workWeek');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ company_id: number; company: string }>;
    const names = await h.deps.db.selectFrom('companies').select(['id', 'name']).execute();
    expect(rows).toHaveLength(names.length);
    const byId = new Map(rows.map((r) => [r.company_id, r]));
    expect(byId.get(saved.company_id)).toEqual({
      company_id: saved.company_id,
      company: names.find((n) => n.id === saved.company_id)?.name,
      rest_weekdays: [0, 6],
      effective_rest_weekdays: [0, 6],
    });
    expect(byId.get(unset.company_id)).toMatchObject({ rest_weekdays: null, effective_rest_weekdays: [0] });
    // Setting it back to null (Sunday) reads as never set.
    await req('PUT', 'groupRecords/workWeek', { company_id: saved.company_id, rest_weekdays: null });
    const again = (await req('GET', 'groupRecords/workWeek')).json() as typeof rows;
    expect(again.find((r) => r.company_id === saved.company_id)).toMatchObject({
      rest_weekdays: null,
      effective_rest_weekdays: [0],
    });
  });

  it('needs Group Details view (403) and a session (401); saving needs update (403, nothing written)', async () => {
    const org = await createOrg(h.deps.db);
    const other = await h.createUser({ grants: [{ key: 'employee_management', ...ALL }] });
    const otherToken = await h.login(other.username);
    expect((await req('GET', 'groupRecords/workWeek', undefined, otherToken)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/groupRecords/workWeek' })).statusCode).toBe(401);
    const viewer = await h.createUser({ grants: [{ key: 'grouprecords', view: true }] });
    const viewerToken = await h.login(viewer.username);
    expect((await req('GET', 'groupRecords/workWeek', undefined, viewerToken)).statusCode).toBe(200);
    const refused = await req(
      'PUT',
      'groupRecords/workWeek',
      { company_id: org.company_id, rest_weekdays: [6] },
      viewerToken,
    );
    expect(refused.statusCode).toBe(403);
    const row = await h.deps.db
      .selectFrom('company_pay_calendar')
      .select('rest_weekdays')
      .where('company_id', '=', org.company_id)
      .executeTakeFirst();
    expect(row?.rest_weekdays ?? null).toBeNull();
  });
});

describe('the rest days reach the payroll terms and the Shifts Schedule', () => {
  it("termsOf carries the employee's rest days, else the company's", async () => {
    const org = await createOrg(h.deps.db);
    const own = await activeEmployee(h.deps.db, { org });
    const byCompany = await activeEmployee(h.deps.db, { org });
    const payroll = { monthly_salary: 3_000_000, days: 21.75, hours: 8 };
    await h.deps.db.updateTable('employees').set(payroll).where('id', 'in', [own, byCompany]).execute();
    const period = await h.deps.db
      .selectFrom('pay_periods')
      .select('id')
      .where('name', '=', 'Monthly')
      .executeTakeFirstOrThrow();
    await h.deps.db
      .updateTable('employees')
      .set({ pay_period_id: period.id })
      .where('id', 'in', [own, byCompany])
      .execute();
    await req('PUT', 'groupRecords/workWeek', { company_id: org.company_id, rest_weekdays: [0, 6] });
    await req('PUT', 'employee_management/workWeek', { employee_id: own, rest_weekdays: [5] });
    const rows = await payrollEmployees(h.deps.db, { ids: [own, byCompany] });
    const terms = new Map(rows.map((r) => [r.id, termsOf(r)]));
    expect(terms.get(own)?.rest_weekdays).toEqual([5]);
    expect(terms.get(byCompany)?.rest_weekdays).toEqual([0, 6]);
  });

  it('the schedule rows carry the rest days in effect', async () => {
    const org = await createOrg(h.deps.db);
    const id = await activeEmployee(h.deps.db, { org });
    await req('PUT', 'groupRecords/workWeek', { company_id: org.company_id, rest_weekdays: [0, 6] });
    const res = await req(
      'GET',
      `shiftsSchedule/fetch?start_date=2026-11-23&end_date=2026-11-29&company_id=${org.company_id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().employees).toEqual([
      expect.objectContaining({ employee_id: id, rest_weekdays: '0,6' }),
    ]);
  });
});

describe('the leave-credit rule uses the work week', () => {
  it('Saturday is a rest day for a Saturday-Sunday week: no credit needed or taken; Friday still takes one', async () => {
    const approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
    const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    const vacation = await typeId(h, 'Vacation Leave');
    await req('PUT', 'employee_management/workWeek', { employee_id: me.employeeId, rest_weekdays: [0, 6] });
    const filed = await req(
      'POST',
      'applications/create',
      {
        application_type_id: vacation,
        effective_date: '2026-11-27',
        end_date: '2026-11-28',
        start_time: '08:00',
        end_time: '17:00',
        particulars: 'Family matters',
        approver_employee_id: approver.employeeId,
      },
      me.token,
    );
    expect(filed.statusCode).toBe(200);
    const rows = (await req('GET', 'applications/fetch', undefined, me.token)).json();
    const notes = Object.fromEntries(
      rows.map((r: { effective_date: string; credit_note: string | null }) => [
        r.effective_date,
        r.credit_note,
      ]),
    );
    expect(notes).toEqual({
      '2026-11-27': null,
      '2026-11-28': '28 Nov 2026 is a rest day: no leave credit is used.',
    });
    const [friday, saturday] = [...(filed.json().log_nos as number[])].sort((a, b) => a - b);
    const approve = (logNo: number) =>
      req('PUT', 'applicationsApproval/approve', { log_no: logNo, remarks: 'OK' }, approver.token);
    // No credits at all: the Saturday is approved, the Friday refused.
    expect((await approve(saturday as number)).statusCode).toBe(200);
    expect((await approve(friday as number)).statusCode).toBe(400);
  });
});
