/**
 * Issue 22: a leave on a regular holiday or on the employee's rest day uses no leave credit, and the
 * rows the filer and the approver read say so. November 2026: the 27th is a Friday, the 29th a
 * Sunday (the default rest day), the 30th Bonifacio Day (a regular holiday, a Monday); the 2nd
 * (All Souls' Day) a special non-working day, which still takes a credit.
 */
import { APP_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import {
  ALL,
  cachedCredits,
  counts,
  entryOnDate,
  linkedUser,
  scheduleShift,
  typeId,
} from './testFixtures.ts';

let h: Harness;
let approver: Awaited<ReturnType<typeof linkedUser>>;
let hr: Awaited<ReturnType<typeof linkedUser>>;
let vacation: number;

beforeAll(async () => {
  h = await createHarness();
  approver = await linkedUser(h, [{ key: 'applicationsapproval', ...ALL }], { approver: true });
  hr = await linkedUser(h, [{ key: 'employee_management', ...ALL }]);
  vacation = await typeId(h, 'Vacation Leave');
});
afterAll(async () => h.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  h.app.inject({ method, url: `/api/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

/** An employee with `credits` vacation credits who files a vacation leave on each date. */
async function employeeFiling(credits: number, effective: string, end?: string) {
  const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
  if (credits > 0) {
    const grant = await req('POST', 'leaveCredits/adjust', hr.token, {
      employee_id: me.employeeId,
      application_type_id: vacation,
      kind: 'grant',
      days: credits,
      reason: 'Annual grant',
    });
    expect(grant.statusCode).toBe(200);
  }
  const res = await req('POST', 'applications/create', me.token, {
    application_type_id: vacation,
    effective_date: effective,
    ...(end ? { end_date: end } : {}),
    start_time: '08:00',
    end_time: '17:00',
    particulars: 'Family matters',
    approver_employee_id: approver.employeeId,
  });
  expect(res.statusCode).toBe(200);
  return { me, logNos: res.json().log_nos as number[] };
}

const approve = (logNo: number) =>
  req('PUT', 'applicationsApproval/approve', approver.token, { log_no: logNo, remarks: 'OK' });
const balance = async (employeeId: number) =>
  (await req('GET', `leaveCredits/fetch?UID=${employeeId}`, hr.token))
    .json()
    .balances.find((b: { application_type_id: number }) => b.application_type_id === vacation)?.balance;

describe('leave credits on holidays and rest days (issue 22)', () => {
  it('the report: a vacation leave on Bonifacio Day is approved and the balance stays 17', async () => {
    const { me, logNos } = await employeeFiling(17, '2026-11-30');
    await scheduleShift(h, me.employeeId, '2026-11-30');
    const note = '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.';
    // The approver's card and the filer's list say so before the decision.
    const pending = (await req('GET', 'applicationsApproval/fetch', approver.token)).json();
    expect(pending.find((r: { log_no: number }) => r.log_no === logNos[0])?.credit_note).toBe(note);
    const own = (await req('GET', 'applications/fetch', me.token)).json();
    expect(own[0].credit_note).toBe(note);

    expect((await approve(logNos[0] as number)).statusCode).toBe(200);
    expect(await balance(me.employeeId)).toBe(17);
    expect(await cachedCredits(h, me.employeeId)).toBe(17);
    const ledger = await h.deps.db
      .selectFrom('leave_ledger')
      .select('kind')
      .where('employee_id', '=', me.employeeId)
      .execute();
    expect(ledger.map((l) => l.kind)).toEqual(['grant']);
    // The day is still on leave in the schedule (the payroll pays it as the holiday).
    expect(await entryOnDate(h, me.employeeId, '2026-11-30')).toEqual({ shift_id: 4, replaced_shift_id: 1 });
  });

  it('a leave on the rest day (Sunday) needs no balance at all and takes none', async () => {
    const { me, logNos } = await employeeFiling(0, '2026-11-29');
    const row = (await req('GET', 'applications/fetch', me.token)).json()[0];
    expect(row.credit_note).toBe('29 Nov 2026 is a rest day: no leave credit is used.');
    expect((await approve(logNos[0] as number)).statusCode).toBe(200);
    expect(await balance(me.employeeId)).toBe(0);
  });

  it('a range Friday to Monday takes credits for Friday and Saturday only: 3 - 2 = 1', async () => {
    const { me, logNos } = await employeeFiling(3, '2026-11-27', '2026-11-30');
    expect(logNos).toHaveLength(4);
    const rows = (await req('GET', 'applications/fetch', me.token)).json();
    const notes = Object.fromEntries(
      rows.map((r: { effective_date: string; credit_note: string | null }) => [
        r.effective_date,
        r.credit_note,
      ]),
    );
    expect(notes).toEqual({
      '2026-11-27': null,
      '2026-11-28': null,
      '2026-11-29': '29 Nov 2026 is a rest day: no leave credit is used.',
      '2026-11-30': '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
    });
    // Friday and Saturday (a workday in the default work week) take one each; Sunday and Monday none.
    for (const logNo of logNos) expect((await approve(logNo)).statusCode).toBe(200);
    expect(await balance(me.employeeId)).toBe(1);
    expect(await cachedCredits(h, me.employeeId)).toBe(1);
  });

  it('a special non-working day takes a credit; with none left it is refused and nothing is written', async () => {
    const { me, logNos } = await employeeFiling(0, '2026-11-02');
    const row = (await req('GET', 'applications/fetch', me.token)).json()[0];
    expect(row.credit_note).toBeNull();
    const before = await counts(h);
    const res = await approve(logNos[0] as number);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(APP_MSG.notEnoughCredits('Vacation Leave', 0));
    expect(await counts(h)).toEqual(before);
  });

  it('canceling an approved holiday leave returns nothing (nothing was taken)', async () => {
    const { me, logNos } = await employeeFiling(2, '2026-12-25');
    expect((await approve(logNos[0] as number)).statusCode).toBe(200);
    const cancel = await h.app.inject({
      method: 'DELETE',
      url: `/api/applicationsApproval/delete?log_no=${logNos[0]}`,
      headers: auth(approver.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await balance(me.employeeId)).toBe(2);
  });

  it('types without credits carry no note (an unpaid leave on the holiday)', async () => {
    const me = await linkedUser(h, [{ key: 'applications', ...ALL }]);
    const res = await req('POST', 'applications/create', me.token, {
      application_type_id: await typeId(h, 'Unpaid Leave'),
      effective_date: '2026-11-30',
      start_time: '08:00',
      end_time: '17:00',
      particulars: 'Rest',
      approver_employee_id: approver.employeeId,
    });
    expect(res.statusCode).toBe(200);
    expect((await req('GET', 'applications/fetch', me.token)).json()[0].credit_note).toBeNull();
  });
});
