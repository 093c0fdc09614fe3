/**
 * Who hears what (issue 24 section 4), through the real routes: a filing reaches its approver's
 * bell, a decision the filer's; the texts name no pay figure. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, linkedUser, typeId } from '../applications/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let filer: Awaited<ReturnType<typeof linkedUser>>;

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  filer = await linkedUser(h, [{ key: 'applications', ...ALL }]);
});
afterAll(async () => h?.close());

const bell = async (token: string) => {
  const res = await h.app.inject({ method: 'GET', url: '/api/me/notifications', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { unread: number; items: { kind: string; title: string; link: string | null }[] };
};

describe('application notices', () => {
  it('tells the approver of a filing and the filer of the decision', async () => {
    const type = await typeId(h, 'Overtime');
    const filed = await h.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: auth(filer.token),
      payload: {
        application_type_id: type,
        effective_date: '2026-11-30',
        start_time: '18:00',
        end_time: '20:00',
        particulars: 'Month-end close',
        approver_employee_id: approver.employeeId,
      },
    });
    expect(filed.statusCode).toBe(200);
    const waiting = await bell(approver.token);
    expect(waiting.unread).toBe(1);
    expect(waiting.items[0]).toMatchObject({ kind: 'application_waiting', link: '/me/approvals' });
    expect(waiting.items[0]?.title).toMatch(/ filed Overtime for 30 Nov 2026: waiting for your approval\.$/);
    expect((await bell(filer.token)).unread).toBe(0);

    const logNo = filed.json().log_nos[0] as number;
    const decided = await h.app.inject({
      method: 'PUT',
      url: '/api/applicationsApproval/reject',
      headers: auth(approver.token),
      payload: { log_no: logNo, remarks: 'Not needed' },
    });
    expect(decided.statusCode).toBe(200);
    const mine = await bell(filer.token);
    expect(mine.items[0]).toEqual(
      expect.objectContaining({
        kind: 'application_decided',
        title: 'Your Overtime for 30 Nov 2026 was rejected.',
        link: '/me/leave',
      }),
    );
  });

  it('tells the filer of a decision made from My Sahod Approvals too', async () => {
    const type = await typeId(h, 'Overtime');
    const filed = await h.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: auth(filer.token),
      payload: {
        application_type_id: type,
        effective_date: '2026-12-01',
        start_time: '18:00',
        end_time: '19:00',
        particulars: 'Stock count',
        approver_employee_id: approver.employeeId,
      },
    });
    expect(filed.statusCode).toBe(200);
    const logNo = filed.json().log_nos[0] as number;
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/me/approvals/${logNo}/approve`,
      headers: auth(approver.token),
      payload: { remarks: 'OK' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bell(filer.token)).items[0]?.title).toBe('Your Overtime for 1 Dec 2026 was approved.');
  });

  it('says nothing when the action was refused', async () => {
    const before = (await bell(approver.token)).items.length;
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: auth(filer.token),
      payload: {
        application_type_id: 999_999,
        effective_date: '2026-11-30',
        particulars: 'x',
        approver_employee_id: approver.employeeId,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect((await bell(approver.token)).items.length).toBe(before);
  });
});

describe('payslip notices', () => {
  it('tells each processed employee with an account that a payslip is ready, with no figure', async () => {
    const org = await createOrg(h.deps.db);
    const paid = await payrollEmployee(h.deps.db, org);
    const other = await payrollEmployee(h.deps.db, org);
    await attendance(h.deps.db, [paid, other], FEB_FIRST_HALF_WORKDAYS);
    const account = await h.createUser();
    await h.deps.db.updateTable('users').set({ employee_id: paid }).where('id', '=', account.id).execute();
    const token = await h.login(account.username);
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/payroll/create',
      headers: auth(admin),
      payload: { employee_ids: [paid, other], start_date: '2026-02-01', end_date: '2026-02-15' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await bell(token);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: 'payslip_ready',
        title: 'Your payslip for 1 Feb 2026 to 15 Feb 2026 is ready.',
        link: '/me/pay',
      }),
    ]);
    expect(mine.items[0]?.title).not.toMatch(/\d[\d,]*\.\d\d/);
  });
});
