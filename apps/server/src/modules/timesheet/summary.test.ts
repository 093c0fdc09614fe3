/**
 * Issue 28: GET /api/timesheet/summary, the Timesheet's cards asked apart from the grid's pages,
 * with the 'No time out' days over the whole filter (not only the shown page), on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg, type Org } from './testFixtures.ts';

let h: Harness;
let admin: string;
let org: Org;
const DAY = 1;
// The test clock starts at 2026-11-21T01:00Z: 09:00 on Saturday 21 November in Manila.
const WEEK = 'start_date=2026-11-16&end_date=2026-11-22';
let first: number;
let second: number;
let third: number;
const logs: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  org = await createOrg(h.deps.db);
  first = await activeEmployee(h.deps.db, { org, last: 'Aquino' });
  second = await activeEmployee(h.deps.db, { org, last: 'Bautista' });
  third = await activeEmployee(h.deps.db, { org, last: 'Cruz' });
  const at = new Date().toISOString();
  const schedule = (employee_id: number, shift_date: string) =>
    h.deps.db
      .insertInto('schedule_entries')
      .values({
        employee_id,
        shift_date,
        shift_id: DAY,
        replaced_shift_id: null,
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .execute();
  const record = async (employee_id: number, shift_date: string, end_time: string | null) => {
    const row = await h.deps.db
      .insertInto('timesheet_records')
      .values({
        employee_id,
        shift_date,
        start_time: '08:00:00',
        end_time,
        lunch_start: null,
        lunch_end: null,
        notes: end_time ? null : 'NO RECORDED TIME OUT AND LUNCH',
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    logs[`${employee_id}|${shift_date}`] = row.id;
  };
  // Aquino: the 16th's day shift is over without a time-out; the 21st's (until 17:00) is running.
  await schedule(first, '2026-11-16');
  await record(first, '2026-11-16', null);
  await schedule(first, '2026-11-21');
  await record(first, '2026-11-21', null);
  // Bautista (page 2 when a page holds one employee): the 17th forgot its time-out, the 18th did not.
  await schedule(second, '2026-11-17');
  await record(second, '2026-11-17', null);
  await schedule(second, '2026-11-18');
  await record(second, '2026-11-18', '17:00:00');
  // Cruz: nothing this week.
});
afterAll(async () => h.close());

const get = (path: string, query: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api/timesheet/${path}?${query}`, headers: auth(token) });

describe('GET /api/timesheet/summary', () => {
  it("lists the whole filter's 'No time out' days in the grid's order, each with its record, and counts them with the cards", async () => {
    const q = `${WEEK}&company_id=${org.company_id}`;
    const res = await get('summary', `${q}&page=1&limit=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    // Two days over (the running shift of the 21st is 'In progress'), one of them on page 2.
    expect(body.distribution['No time out']).toBe(2);
    expect(
      body.no_time_out.map((d: { employee: { last_name: string }; date: string }) => [
        d.employee.last_name,
        d.date,
      ]),
    ).toEqual([
      ['Aquino', '2026-11-16'],
      ['Bautista', '2026-11-17'],
    ]);
    expect(body.no_time_out[1]).toMatchObject({
      shift_id: DAY,
      record: {
        log_no: logs[`${second}|2026-11-17`],
        employee_id: second,
        shift_date: '2026-11-17',
        start_time: '08:00:00',
        end_time: null,
      },
    });
    // The same cards as the grid's first page brings (the grid's page 1 holds Aquino only).
    const page = (await get('fetch', `${q}&page=1&limit=1`)).json();
    expect(page.employees.map((e: { employee_id: number }) => e.employee_id)).toEqual([first]);
    expect({ rate: body.rate, distribution: body.distribution }).toEqual(page.summary);
    // Attendance Rate: 4 records with a time in, 3 employees x 7 days.
    expect(body.rate).toMatchObject({ assigned: 4, total: 21 });
  });

  it('follows the search and the filters; a record with its time-out is never listed', async () => {
    const search = (await get('summary', `${WEEK}&company_id=${org.company_id}&search=bautista`)).json();
    expect(search.total).toBe(1);
    expect(search.no_time_out.map((d: { date: string }) => d.date)).toEqual(['2026-11-17']);
    const none = (await get('summary', `${WEEK}&company_id=${org.company_id}&search=cruz`)).json();
    expect(none).toMatchObject({ total: 1, no_time_out: [] });
    expect(none.distribution['No time out']).toBe(0);
    void third;
  });

  it('needs timesheet view; a bad range is 400', async () => {
    const other = await h.login((await h.createUser({ grants: [{ key: 'payroll', view: true }] })).username);
    expect((await get('summary', WEEK, other)).statusCode).toBe(403);
    expect((await get('summary', 'start_date=2026-11-22&end_date=2026-11-16')).statusCode).toBe(400);
  });
});
