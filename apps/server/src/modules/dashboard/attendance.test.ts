/**
 * GET /api/dashboard/attendance (issue 26 §1 "Today's attendance"). The test clock reads
 * 2026-11-21 09:00 in Manila: a day shift 08:00-17:00 runs, a 10:00 shift has not begun, an early
 * shift 01:00-08:30 is over. Each employee's bucket is worked out by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { scheduleShift } from '../applications/testFixtures.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';
import { createShift, fileApplication, timeRecord } from './testFixtures.ts';

const TODAY = '2026-11-21';
let h: Harness;
let admin: string;
let orgA: Org;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  orgA = await createOrg(h.deps.db);
  const orgB = await createOrg(h.deps.db);
  const day = await createShift(h, '08:00:00', '17:00:00');
  const later = await createShift(h, '10:00:00', '19:00:00');
  const early = await createShift(h, '01:00:00', '08:30:00');
  const add = async (key: string, shift: number, org: Org = orgA, status = 'Active') => {
    ids[key] = await activeEmployee(h.deps.db, { org, status, last: `Dash ${key}` });
    await scheduleShift(h, ids[key] as number, TODAY, shift);
    return ids[key] as number;
  };
  // In at 07:55, shift running: present.
  await timeRecord(h, await add('onTime', day), TODAY, '07:55:00', null);
  // In at 08:20, shift running: late by 20 minutes.
  await timeRecord(h, await add('lateRunning', day), TODAY, '08:20:00', null);
  // Shift running, no time-in yet: not yet in.
  await add('notInRunning', day);
  // Shift starts at 10:00: not yet in.
  await add('notBegun', later);
  // Shift over, no record: absent.
  await add('absent', early);
  // Shift over, 01:30-08:30: late by 30 minutes.
  await timeRecord(h, await add('lateDone', early), TODAY, '01:30:00', '08:30:00');
  // Paid Leave (shift 4): on leave.
  await add('leave', 4);
  // Shift over, 01:00-08:30: present.
  await timeRecord(h, await add('presentDone', early), TODAY, '01:00:00', '08:30:00');
  // Shift over, no punches, an approved Official Business 01:00-08:30 covers it: present.
  const ob = await add('officialBusiness', early);
  await fileApplication(h, {
    employeeId: ob,
    approverId: ob,
    type: 'Official Business',
    date: TODAY,
    status: 'Approved',
    start: '01:00:00',
    end: '08:30:00',
  });
  // Another company: only under All Companies (not yet in).
  await add('otherCompany', day, orgB);
  // Not Active: never counted.
  await add('inactive', early, orgA, 'Resigned');
});

afterAll(async () => h.close());

const get = (token: string, query = '') =>
  h.app.inject({ method: 'GET', url: `/api/dashboard/attendance${query}`, headers: auth(token) });

describe('GET /api/dashboard/attendance', () => {
  it("counts the company's scheduled day as the Timesheet reads it, and lists the late and absent", async () => {
    const res = await get(admin, `?company_id=${orgA.company_id}`);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.date).toBe(TODAY);
    expect(card.counts).toEqual({
      scheduled: 9,
      present: 3,
      late: 2,
      absent: 1,
      on_leave: 1,
      not_yet_in: 2,
    });
    expect(
      card.late.map((p: { employee_id: number; late_minutes: number }) => [p.employee_id, p.late_minutes]),
    ).toEqual([
      [ids.lateDone, 30],
      [ids.lateRunning, 20],
    ]);
    expect(card.late[1].time_in).toBe('08:20:00');
    expect(card.absent.map((p: { employee_id: number }) => p.employee_id)).toEqual([ids.absent]);
  });

  it('All Companies (no company_id) adds the other company', async () => {
    const card = (await get(admin)).json();
    expect(card.counts.scheduled).toBe(10);
    expect(card.counts.not_yet_in).toBe(3);
  });

  it('after the day shift ends, whoever never clocked in is absent', async () => {
    h.clock.advance(9 * 3_600_000); // 18:00 Manila
    try {
      const card = (await get(admin, `?company_id=${orgA.company_id}`)).json();
      // notInRunning is absent now; the 10:00-19:00 shift still runs (not yet in); the two who
      // clocked in and never out ('No time out') stay present and late as they came in.
      expect(card.counts).toMatchObject({ absent: 2, not_yet_in: 1, late: 2, present: 3 });
      expect(card.absent.map((p: { employee_id: number }) => p.employee_id).sort()).toEqual(
        [ids.absent, ids.notInRunning].sort(),
      );
    } finally {
      h.clock.advance(-9 * 3_600_000);
    }
  });

  it('a time-in later than now (keyed in ahead) is not yet in, not present', async () => {
    const org = await createOrg(h.deps.db);
    const later = await createShift(h, '10:00:00', '19:00:00');
    const id = await activeEmployee(h.deps.db, { org });
    await scheduleShift(h, id, TODAY, later);
    await timeRecord(h, id, TODAY, '09:55:00', '19:00:00'); // it is 09:00
    const card = (await get(admin, `?company_id=${org.company_id}`)).json();
    expect(card.counts).toMatchObject({ scheduled: 1, not_yet_in: 1, present: 0 });
  });

  it('lists at most 10 of each', async () => {
    const org = await createOrg(h.deps.db);
    const early = await createShift(h, '00:30:00', '08:00:00');
    for (let i = 0; i < 12; i++) {
      const id = await activeEmployee(h.deps.db, { org });
      await scheduleShift(h, id, TODAY, early);
    }
    const card = (await get(admin, `?company_id=${org.company_id}`)).json();
    expect(card.counts.absent).toBe(12);
    expect(card.absent).toHaveLength(10);
  });

  it('a role that may see attendance but not pay: the attendance card, no pay card (its API 403)', async () => {
    const user = await h.createUser({ grants: [{ key: 'timesheet', view: true }] });
    const token = await h.login(user.username);
    const card = await get(token, `?company_id=${orgA.company_id}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().counts.scheduled).toBe(9);
    for (const url of ['/api/dashboard/payroll', '/api/dashboard/filings', '/api/dashboard/people'])
      expect((await h.app.inject({ method: 'GET', url, headers: auth(token) })).statusCode).toBe(403);
  });

  it('403 without Timesheet view (the page leaves the card out); 401 without a token; 400 for a bad company_id; 404 for an unknown company', async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    expect((await get(await h.login(user.username))).statusCode).toBe(403);
    expect((await get(admin, '?company_id=999999')).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/dashboard/attendance' })).statusCode).toBe(401);
    const bad = await get(admin, '?company_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please choose a company.');
  });
});
