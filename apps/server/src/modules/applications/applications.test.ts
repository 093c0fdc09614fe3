import { APP_MSG, DATE_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee } from '../timesheet/testFixtures.ts';
import { ALL, counts, linkedUser, typeId } from './testFixtures.ts';

let h: Harness;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let otherApprover: Awaited<ReturnType<typeof linkedUser>>;
let OT: number;
let OB: number;
let VL: number;

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  otherApprover = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  OT = await typeId(h, 'Overtime');
  OB = await typeId(h, 'Official Business');
  VL = await typeId(h, 'Vacation Leave');
});
afterAll(async () => h.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

const form = (over: Record<string, unknown> = {}) => ({
  application_type_id: OT,
  effective_date: '2026-12-01',
  start_time: '18:00',
  end_time: '20:00',
  particulars: 'Inventory count',
  remarks: '',
  approver_employee_id: approver.employeeId,
  ...over,
});

const applicant = () => linkedUser(h, [{ key: 'applications', ...ALL }]);

describe('/api/applications', () => {
  it("files for the session's employee and lists only their own applications", async () => {
    const me = await applicant();
    const res = await call('POST', 'applications/create', me.token, form());
    expect(res.statusCode).toBe(200);
    expect(res.json().log_nos).toHaveLength(1);
    const list = await call('GET', `applications/fetch?UID=${me.employeeId}`, me.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        employee_id: me.employeeId,
        application_type: 'Overtime',
        effective_date: '2026-12-01',
        start_time: '18:00:00',
        end_time: '20:00:00',
        approval_status: 'For Approval',
        approver_employee_id: approver.employeeId,
        filed_by: me.username,
      }),
    ]);
    const someone = await applicant();
    expect((await call('GET', 'applications/fetch', someone.token)).json()).toEqual([]);
  });

  it('refuses a UID or employee_id of another employee with 400 and writes nothing', async () => {
    const me = await applicant();
    const other = await applicant();
    const read = await call('GET', `applications/fetch?UID=${other.employeeId}`, me.token);
    expect(read.statusCode).toBe(400);
    expect(read.json()).toEqual({ error: APP_MSG.ownOnly });
    const before = await counts(h);
    const res = await call('POST', 'applications/create', me.token, form({ employee_id: other.employeeId }));
    expect(res.statusCode).toBe(400);
    expect(await counts(h)).toEqual(before);
  });

  it("answers 'No employee assigned to this user account.' without a linked employee", async () => {
    const user = await h.createUser({ grants: [{ key: 'applications', ...ALL }] });
    const token = await h.login(user.username);
    expect((await call('GET', 'applications/fetch', token)).json()).toEqual({ error: APP_MSG.noEmployee });
    const before = await counts(h);
    expect((await call('POST', 'applications/create', token, form())).statusCode).toBe(400);
    expect(await counts(h)).toEqual(before);
  });

  it('files a date range as one application per date, and refuses a duplicate of a live one', async () => {
    const me = await applicant();
    const res = await call('POST', 'applications/create', me.token, form({ end_date: '2026-12-03' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().log_nos).toHaveLength(3);
    const dates = (await call('GET', 'applications/fetch', me.token))
      .json()
      .map((r: { effective_date: string }) => r.effective_date);
    expect(dates.sort()).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    const before = await counts(h);
    const dup = await call(
      'POST',
      'applications/create',
      me.token,
      form({ effective_date: '2026-11-30', end_date: '2026-12-02' }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(APP_MSG.duplicate('2026-12-01, 2026-12-02'));
    expect(await counts(h)).toEqual(before);
    // Another type on the same date is fine.
    expect(
      (await call('POST', 'applications/create', me.token, form({ application_type_id: OB }))).statusCode,
    ).toBe(200);
  });

  it('a rejected application does not block filing again', async () => {
    const me = await applicant();
    const [logNo] = (
      await call('POST', 'applications/create', me.token, form({ effective_date: '2026-12-10' }))
    ).json().log_nos;
    const reject = await h.app.inject({
      method: 'PUT',
      url: '/api/applicationsApproval/reject',
      headers: auth(approver.token),
      payload: { log_no: logNo, remarks: 'No' },
    });
    expect(reject.statusCode).toBe(200);
    expect(
      (await call('POST', 'applications/create', me.token, form({ effective_date: '2026-12-10' })))
        .statusCode,
    ).toBe(200);
  });

  it('validates the form with the spec messages and writes nothing', async () => {
    const me = await applicant();
    const before = await counts(h);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start_time: '20:00', end_time: '18:00' }, APP_MSG.invalidTime],
      [{ start_time: '18:00', end_time: '18:00' }, APP_MSG.invalidTime],
      [{ particulars: '  ' }, APP_MSG.particularsRequired],
      [{ application_type_id: OB, end_date: '2026-12-02' }, APP_MSG.rangeOnlyLeaveOvertime],
      [{ approver_employee_id: me.employeeId }, APP_MSG.approverSelf],
      [{ approver_employee_id: (await applicant()).employeeId }, APP_MSG.approverInvalid],
      [{ end_date: '2026-11-01' }, APP_MSG.rangeBackwards],
      [{ application_type_id: 99999 }, APP_MSG.typeUnknown],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', 'applications/create', me.token, form(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect(await counts(h)).toEqual(before);
  });

  it('deletes only own applications, only while For Approval', async () => {
    const me = await applicant();
    const other = await applicant();
    const [mine, approved] = (
      await call('POST', 'applications/create', me.token, form({ end_date: '2026-12-02' }))
    ).json().log_nos;
    const theirs = (await call('POST', 'applications/create', other.token, form())).json().log_nos[0];
    expect((await call('DELETE', `applications/delete?log_no=${theirs}`, me.token)).statusCode).toBe(400);
    await h.app.inject({
      method: 'PUT',
      url: '/api/applicationsApproval/approve',
      headers: auth(approver.token),
      payload: { log_no: approved, remarks: '' },
    });
    const refused = await call('DELETE', `applications/delete?log_no=${approved}`, me.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: APP_MSG.deleteOnlyPending });
    expect((await call('DELETE', `applications/delete?log_no=${mine}`, me.token)).statusCode).toBe(200);
    expect((await call('DELETE', `applications/delete?log_no=${mine}`, me.token)).statusCode).toBe(404);
    expect((await call('GET', 'applications/fetch', other.token)).json()).toHaveLength(1);
  });

  it('needs the flags (403) and a token (401)', async () => {
    const viewer = await linkedUser(h, [{ key: 'applications', view: true }]);
    const before = await counts(h);
    expect((await call('POST', 'applications/create', viewer.token, form())).statusCode).toBe(403);
    expect((await call('DELETE', 'applications/delete?log_no=1', viewer.token)).statusCode).toBe(403);
    expect((await call('GET', 'applications/fetch', viewer.token)).statusCode).toBe(200);
    const none = await linkedUser(h, [{ key: 'bugreport', view: true }]);
    for (const url of ['applications/fetch', 'applications/fetchApprovers', 'applications/fetchCredits'])
      expect((await call('GET', url, none.token)).json()).toEqual({ error: MSG.noPermission });
    expect((await call('GET', 'applications/fetch')).statusCode).toBe(401);
    expect((await call('POST', 'applications/create', undefined, form())).statusCode).toBe(401);
    expect(await counts(h)).toEqual(before);
  });

  it('lists the current approvers for the cascade and the own credits per type', async () => {
    const me = await applicant();
    const approvers = (await call('GET', 'applications/fetchApprovers', me.token)).json();
    expect(approvers.map((a: { employee_id: number }) => a.employee_id)).toEqual(
      expect.arrayContaining([approver.employeeId, otherApprover.employeeId]),
    );
    expect(approvers.some((a: { employee_id: number }) => a.employee_id === me.employeeId)).toBe(false);
    const credits = (await call('GET', 'applications/fetchCredits', me.token)).json();
    expect(credits).toContainEqual({
      application_type_id: VL,
      application_type: 'Vacation Leave',
      balance: 0,
    });
    expect(credits.some((c: { application_type: string }) => c.application_type === 'Overtime')).toBe(false);
  });
});

describe('/api/applicationsProxy', () => {
  it('files for a chosen employee, records the proxy user and lists every application', async () => {
    const proxy = await linkedUser(h, [{ key: 'applicationsproxy', ...ALL }]);
    const employee = await applicant();
    const res = await call(
      'POST',
      'applicationsProxy/create',
      proxy.token,
      form({ employee_id: employee.employeeId, effective_date: '2026-12-20' }),
    );
    expect(res.statusCode).toBe(200);
    const own = (await call('GET', 'applications/fetch', employee.token)).json();
    expect(own).toEqual([
      expect.objectContaining({ filed_by: proxy.username, effective_date: '2026-12-20' }),
    ]);
    const all = (await call('GET', 'applicationsProxy/fetch', proxy.token)).json();
    expect(all.find((r: { log_no: number }) => r.log_no === res.json().log_nos[0])).toMatchObject({
      employee_id: employee.employeeId,
      filed_by: proxy.username,
    });
    const employees = (await call('GET', 'applicationsProxy/fetchEmployees', proxy.token)).json();
    expect(employees.some((e: { employee_id: number }) => e.employee_id === employee.employeeId)).toBe(true);
    expect(
      (await call('DELETE', `applicationsProxy/delete?log_no=${res.json().log_nos[0]}`, proxy.token))
        .statusCode,
    ).toBe(200);
  });

  it('refuses dates outside 1900-01-01..2100-12-31 with one message (year 0000 was a 500 on PostgreSQL)', async () => {
    const proxy = await linkedUser(h, [{ key: 'applicationsproxy', ...ALL }]);
    const employee = await applicant();
    const before = await counts(h);
    for (const effective_date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      const res = await call(
        'POST',
        'applicationsProxy/create',
        proxy.token,
        form({ employee_id: employee.employeeId, effective_date }),
      );
      expect(res.statusCode, effective_date).toBe(400);
      expect(res.json()).toEqual({ error: DATE_MSG.outOfRange });
    }
    expect(await counts(h)).toEqual(before);
  });

  it('refuses drafts and unknown employees, and needs its own flags', async () => {
    const proxy = await linkedUser(h, [{ key: 'applicationsproxy', ...ALL }]);
    // A draft (the shared notDraftEmployee rule): Create New made the row, no code or name saved yet.
    const draft = await activeEmployee(h.deps.db, { code: null, last: '' });
    await h.deps.db.updateTable('employees').set({ first_name: '' }).where('id', '=', draft).execute();
    const before = await counts(h);
    for (const id of [draft, 999999]) {
      const res = await call('POST', 'applicationsProxy/create', proxy.token, form({ employee_id: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: APP_MSG.employeeUnknown });
    }
    const employees = (await call('GET', 'applicationsProxy/fetchEmployees', proxy.token)).json();
    expect(employees.some((e: { employee_id: number }) => e.employee_id === draft)).toBe(false);
    const ownOnly = await applicant();
    expect((await call('GET', 'applicationsProxy/fetch', ownOnly.token)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          'applicationsProxy/create',
          ownOnly.token,
          form({ employee_id: ownOnly.employeeId }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', 'applicationsProxy/fetch')).statusCode).toBe(401);
    expect(await counts(h)).toEqual(before);
  });

  it('the admin (every module, no employee) files through the proxy, not through /applications', async () => {
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const employee = await applicant();
    expect((await call('POST', 'applications/create', admin, form())).json()).toEqual({
      error: APP_MSG.noEmployee,
    });
    expect(
      (
        await call(
          'POST',
          'applicationsProxy/create',
          admin,
          form({ employee_id: employee.employeeId, effective_date: '2026-12-21' }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('deleting an employee', () => {
  it('takes their applications and leave ledger along', async () => {
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const employeeId = await activeEmployee(h.deps.db);
    const filed = await call('POST', 'applicationsProxy/create', admin, form({ employee_id: employeeId }));
    expect(filed.statusCode).toBe(200);
    const grant = await call('POST', 'leaveCredits/adjust', admin, {
      employee_id: employeeId,
      application_type_id: VL,
      kind: 'grant',
      days: 2,
      reason: 'Opening',
    });
    expect(grant.statusCode).toBe(200);
    const res = await call('DELETE', `employee_list/delete?id=${employeeId}`, admin);
    expect(res.statusCode).toBe(200);
    const left = await h.deps.db
      .selectFrom('applications')
      .select('id')
      .where('employee_id', '=', employeeId)
      .execute();
    const ledger = await h.deps.db
      .selectFrom('leave_ledger')
      .select('id')
      .where('employee_id', '=', employeeId)
      .execute();
    expect([left, ledger]).toEqual([[], []]);
  });
});

describe('approvers of the employee company only (issue 20)', () => {
  /** An approver of the applicant's company unless told; not company-wide. */
  async function companyApprover(companyOf: { org: { company_id: number } } | null) {
    const a = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], {
      approver: true,
      companyWide: false,
    });
    if (companyOf)
      await h.deps.db
        .updateTable('employees')
        .set({ company_id: companyOf.org.company_id })
        .where('id', '=', a.employeeId)
        .execute();
    return a;
  }

  it('own filing: refuses an approver of another company, accepts one of the same or a company-wide one', async () => {
    const me = await applicant();
    const elsewhere = await companyApprover(null);
    const sameCompany = await companyApprover(me);
    const before = await counts(h);
    const refused = await call(
      'POST',
      'applications/create',
      me.token,
      form({ approver_employee_id: elsewhere.employeeId }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: APP_MSG.approverOtherCompany });
    expect(await counts(h)).toEqual(before);
    const listed = (await call('GET', 'applications/fetchApprovers', me.token)).json() as Array<{
      employee_id: number;
    }>;
    const ids = listed.map((a) => a.employee_id);
    expect(ids).toContain(sameCompany.employeeId);
    expect(ids).toContain(approver.employeeId); // company-wide (the fixture's default)
    expect(ids).not.toContain(elsewhere.employeeId);
    for (const [date, a] of [
      ['2026-12-07', sameCompany],
      ['2026-12-08', approver],
    ] as const) {
      const res = await call(
        'POST',
        'applications/create',
        me.token,
        form({ effective_date: date, approver_employee_id: a.employeeId }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('proxy filing: the same rule for the chosen employee, and the list leaves out the filer', async () => {
    const proxy = await linkedUser(h, [{ key: 'applicationsproxy', ...ALL }], {
      approver: true,
      companyWide: true,
    });
    const employee = await applicant();
    const elsewhere = await companyApprover(null);
    const sameCompany = await companyApprover(employee);
    const before = await counts(h);
    const refused = await call(
      'POST',
      'applicationsProxy/create',
      proxy.token,
      form({ employee_id: employee.employeeId, approver_employee_id: elsewhere.employeeId }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: APP_MSG.approverOtherCompany });
    expect(await counts(h)).toEqual(before);
    const listed = (
      await call('GET', `applicationsProxy/fetchApprovers?employee_id=${employee.employeeId}`, proxy.token)
    ).json() as Array<{ employee_id: number }>;
    const ids = listed.map((a) => a.employee_id);
    expect(ids).toContain(sameCompany.employeeId);
    expect(ids).not.toContain(elsewhere.employeeId);
    expect(ids).not.toContain(proxy.employeeId);
    const ok = await call(
      'POST',
      'applicationsProxy/create',
      proxy.token,
      form({
        employee_id: employee.employeeId,
        effective_date: '2026-12-09',
        approver_employee_id: sameCompany.employeeId,
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
