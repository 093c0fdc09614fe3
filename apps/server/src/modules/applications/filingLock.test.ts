/** Filing an application for dates of a processed payroll is refused at filing (issue 12 "Locking"). */
import { APP_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { ALL, counts, linkedUser, typeId } from './testFixtures.ts';

let h: Harness;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let OT: number;
let OB: number;
let VL: number;

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  OT = await typeId(h, 'Overtime');
  OB = await typeId(h, 'Official Business');
  VL = await typeId(h, 'Vacation Leave');
});
afterAll(async () => h.close());

/** A stored payslip of the employee for [start, end] ('processed' unless told). */
async function payslip(employeeId: number, start: string, end: string, status: 'processed' | 'void') {
  await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: employeeId,
      start_date: start,
      end_date: end,
      pay_period: 'Semi-monthly',
      status,
      void_reason: status === 'void' ? 'Wrong rate' : null,
      gross_base: 0,
      gross_pay: 0,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 0,
      net_pay: 0,
      employer_total: 0,
      snapshot: JSON.stringify({ payslip: {}, loans_summary: [] }),
      created_by: null,
      created_at: new Date().toISOString(),
      voided_by: null,
      voided_at: null,
    })
    .execute();
}

const form = (over: Record<string, unknown>) => ({
  application_type_id: OT,
  effective_date: '2026-12-01',
  start_time: '18:00',
  end_time: '20:00',
  particulars: 'Inventory count',
  remarks: '',
  approver_employee_id: approver.employeeId,
  ...over,
});

const file = (url: string, token: string, payload: object) =>
  h.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth(token), payload });

describe('filing inside a processed payroll', () => {
  it('refuses every type whose dates touch the processed period with 409 naming it, writing nothing', async () => {
    const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    await payslip(me.employeeId, '2026-12-01', '2026-12-15', 'processed');
    const message = APP_MSG.payrollCoversFiling('2026-12-01 to 2026-12-15');
    const before = await counts(h);
    for (const payload of [
      form({}),
      form({ application_type_id: OB, effective_date: '2026-12-15', start_time: '09:00', end_time: '12:00' }),
      form({ application_type_id: OB, effective_date: '2026-12-10', start_time: '15:00', end_time: '17:00' }),
      // A leave range that starts before the period and ends inside it.
      form({ application_type_id: VL, effective_date: '2026-11-29', end_date: '2026-12-01' }),
      // An overtime range that starts inside the period and ends after it.
      form({ effective_date: '2026-12-15', end_date: '2026-12-17' }),
    ]) {
      const res = await file('applications/create', me.token, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await counts(h)).toEqual(before);
    // The days next to the period are open.
    expect(
      (await file('applications/create', me.token, form({ effective_date: '2026-11-30' }))).statusCode,
    ).toBe(200);
    expect(
      (await file('applications/create', me.token, form({ effective_date: '2026-12-16' }))).statusCode,
    ).toBe(200);
  });

  it('refuses a proxy filing the same way', async () => {
    const proxy = await linkedUser(h, [{ key: 'applicationsproxy', ...ALL }]);
    const employee = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    await payslip(employee.employeeId, '2026-10-16', '2026-10-31', 'processed');
    const before = await counts(h);
    const res = await file(
      'applicationsProxy/create',
      proxy.token,
      form({ employee_id: employee.employeeId, effective_date: '2026-10-20' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: APP_MSG.payrollCoversFiling('2026-10-16 to 2026-10-31') });
    expect(await counts(h)).toEqual(before);
  });

  it("does not lock for a voided payslip or another employee's payroll", async () => {
    const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    const other = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    await payslip(me.employeeId, '2026-09-01', '2026-09-15', 'void');
    await payslip(other.employeeId, '2026-09-01', '2026-09-15', 'processed');
    const res = await file('applications/create', me.token, form({ effective_date: '2026-09-05' }));
    expect(res.statusCode).toBe(200);
  });
});
