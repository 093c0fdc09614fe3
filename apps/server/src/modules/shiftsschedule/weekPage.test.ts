/**
 * Issue 28: the week grids by pages. With limit/page, GET /shiftsSchedule/fetch and
 * GET /timesheet/fetch answer one page of employees (and only their cells) plus the filter's total
 * and the cards counted by the database over the whole filter; the cards must equal what the screen
 * computed from the whole week (scheduleCoverage, shiftUsage, attendanceRate, dayBucket per cell).
 */
import {
  attendanceRate,
  DISTRIBUTION_BUCKETS,
  type DistributionBucket,
  dayBucket,
  type GridEmployee,
  type ScheduleEntry,
  type ScheduleFetch,
  type SchedulePage,
  scheduleCoverage,
  shiftUsage,
  type TimesheetApplication,
  type TimesheetFetch,
  type TimesheetPage,
  type TimesheetRecord,
  tableRows,
  WEEK_PAGE_MSG,
  weekDates,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let org: Org;
let other: Org;
// The harness clock is Saturday 2026-11-21 09:00 in Manila: the week has past days, a shift in
// progress and days to come.
const MONDAY = '2026-11-16';
const DATES = weekDates(MONDAY);
const RANGE = `start_date=${MONDAY}&end_date=${DATES[6]}`;
const ids: number[] = [];

async function entry(employee_id: number, shift_date: string, shift_id: number) {
  const at = new Date().toISOString();
  await h.deps.db
    .insertInto('schedule_entries')
    .values({
      employee_id,
      shift_date,
      shift_id,
      replaced_shift_id: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

async function record(employee_id: number, shift_date: string, start: string | null, end: string | null) {
  const at = new Date().toISOString();
  await h.deps.db
    .insertInto('timesheet_records')
    .values({
      employee_id,
      shift_date,
      start_time: start,
      end_time: end,
      lunch_start: null,
      lunch_end: null,
      notes: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

async function application(employee_id: number, type: string, date: string, times: [string, string]) {
  const t = await h.deps.db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', type)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await h.deps.db
    .insertInto('applications')
    .values({
      employee_id,
      application_type_id: t.id,
      effective_date: date,
      start_time: times[0],
      end_time: times[1],
      particulars: 'Client visit',
      approver_employee_id: employee_id,
      approval_status: 'Approved',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  org = await createOrg(h.deps.db);
  other = await createOrg(h.deps.db);
  // Seven employees of `org` (names sort as listed), one of `other`, one Resigned.
  for (const last of ['Abad', 'Bautista', 'Cruz', 'Dela Cruz', 'Esguerra', 'Flores', 'Garcia'])
    ids.push(await activeEmployee(h.deps.db, { org, last }));
  const outsider = await activeEmployee(h.deps.db, { org: other, last: 'Aquino' });
  await activeEmployee(h.deps.db, { org, last: 'Aaron', status: 'Resigned' });
  const [abad, bautista, cruz, delaCruz, esguerra, flores] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Bautista rests Saturday and Sunday; Cruz's company default does not apply (own work week).
  await h.deps.db.updateTable('employees').set({ rest_weekdays: '6,0' }).where('id', '=', bautista).execute();
  for (const d of DATES.slice(0, 5)) {
    await entry(abad, d, 1);
    await entry(bautista, d, 3);
  }
  await entry(abad, DATES[5] as string, 1); // Saturday in progress at 09:00
  await entry(abad, DATES[6] as string, 1); // Sunday still to come
  await entry(cruz, DATES[0] as string, 4); // paid leave
  await entry(cruz, DATES[1] as string, 2); // unpaid leave
  await entry(delaCruz, DATES[0] as string, 5);
  await entry(outsider, DATES[0] as string, 1);
  // Records: present, late, early, no time out, present without a shift, a record without times.
  await record(abad, DATES[0] as string, '08:00:00', '17:00:00');
  await record(abad, DATES[1] as string, '09:30:00', '17:00:00');
  await record(abad, DATES[2] as string, '08:00:00', '15:00:00');
  await record(abad, DATES[3] as string, '08:00:00', null);
  await record(abad, DATES[5] as string, '08:00:00', null);
  await record(bautista, DATES[0] as string, '13:00:00', '22:00:00');
  await record(esguerra, DATES[2] as string, '08:00:00', '17:00:00');
  await record(flores, DATES[3] as string, null, null);
  await record(outsider, DATES[0] as string, '08:00:00', '17:00:00');
  // Approved Official Business on a day with a record and a shift, on an empty day; an Undertime.
  await application(abad, 'Official Business', DATES[3] as string, ['13:00', '17:00']);
  await application(delaCruz, 'Official Business', DATES[2] as string, ['08:00', '12:00']);
  await application(abad, 'Undertime', DATES[2] as string, ['15:00', '17:00']);
});
afterAll(async () => h.close());

const get = (path: string, query: string) =>
  h.app.inject({ method: 'GET', url: `/api/${path}/fetch?${RANGE}&${query}`, headers: auth(admin) });

async function json<T>(path: string, query: string): Promise<T> {
  const res = await get(path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('GET /shiftsSchedule/fetch with limit and page', () => {
  it('answers one page of employees in the grid order, only their entries, and the total', async () => {
    const first = await json<SchedulePage>('shiftsSchedule', `company_id=${org.company_id}&limit=3&page=1`);
    const second = await json<SchedulePage>('shiftsSchedule', `company_id=${org.company_id}&limit=3&page=2`);
    const last = await json<SchedulePage>('shiftsSchedule', `company_id=${org.company_id}&limit=3&page=3`);
    const beyond = await json<SchedulePage>('shiftsSchedule', `company_id=${org.company_id}&limit=3&page=9`);
    expect(first.employees.map((e) => e.last_name)).toEqual(['Abad', 'Bautista', 'Cruz']);
    expect(second.employees.map((e) => e.last_name)).toEqual(['Dela Cruz', 'Esguerra', 'Flores']);
    expect(last.employees.map((e) => e.last_name)).toEqual(['Garcia']);
    expect(beyond.employees).toEqual([]);
    expect([first.total, second.total, last.total, beyond.total]).toEqual([7, 7, 7, 7]);
    expect([first.page, first.limit]).toEqual([1, 3]);
    const onFirst = new Set(first.employees.map((e) => e.employee_id));
    const rows = tableRows<ScheduleEntry>(first.entries);
    expect(rows.length).toBe(7 + 5 + 2);
    expect(rows.every((r) => onFirst.has(r.employee_id))).toBe(true);
    expect(tableRows<ScheduleEntry>(second.entries).map((r) => r.employee_id)).toEqual([ids[3]]);
    expect(first.shifts.length).toBeGreaterThan(0);
  });

  it('counts Selected Employees, Shift Coverage and Shift Usage over the whole filter, as the screen did', async () => {
    for (const filter of [`company_id=${org.company_id}`, '', `department_id=${other.department_id}`]) {
      const whole = await json<ScheduleFetch>('shiftsSchedule', filter);
      const entries = tableRows<ScheduleEntry>(whole.entries);
      const page = await json<SchedulePage>('shiftsSchedule', `${filter}&limit=2&page=2`);
      expect(page.total).toBe(whole.employees.length);
      expect(page.summary?.coverage).toEqual(scheduleCoverage(whole.employees, entries, DATES));
      const expected = shiftUsage(entries, whole.shifts).map(
        ({ shift_id, shift_name, color_hex, count }) => ({
          shift_id,
          shift_name,
          color_hex,
          count,
        }),
      );
      expect(page.summary?.usage).toEqual(expected);
    }
    // By hand for the company: 7 employees x 7 days = 49 cells; Sundays are rest days (6 without
    // an entry) and Bautista's Saturday too: total 49 - 7 = 42; entries 7 + 5 + 2 + 1 = 15.
    const page = await json<SchedulePage>('shiftsSchedule', `company_id=${org.company_id}&limit=2`);
    expect(page.summary?.coverage.text).toBe('36% assigned (15/42)');
    expect(page.summary?.usage.map((u) => [u.shift_id, u.count])).toEqual(
      expect.arrayContaining([
        [1, 7],
        [3, 5],
        [4, 1],
        [2, 1],
        [5, 1],
      ]),
    );
  });

  it('searches by name or code, narrowing the page, the total and the cards', async () => {
    const page = await json<SchedulePage>(
      'shiftsSchedule',
      `company_id=${org.company_id}&search=cruz&limit=10`,
    );
    expect(page.employees.map((e) => e.last_name)).toEqual(['Cruz', 'Dela Cruz']);
    expect(page.total).toBe(2);
    // Cruz: 2 leave entries, 5 working days, Sunday rest; Dela Cruz: 1 entry of 6 working days.
    expect(page.summary?.coverage.text).toBe('25% assigned (3/12)');
    const code = page.employees[0]?.employee_code as string;
    const byCode = await json<SchedulePage>('shiftsSchedule', `search=${code.toLowerCase()}&limit=10`);
    expect(byCode.employees.map((e) => e.employee_code)).toEqual([code]);
    const wild = await json<SchedulePage>('shiftsSchedule', 'search=%25&limit=10');
    expect(wild.total).toBe(0);
    // Without limit the search narrows the whole week.
    const whole = await json<ScheduleFetch>('shiftsSchedule', 'search=dela');
    expect(whole.employees.map((e: GridEmployee) => e.last_name)).toEqual(['Dela Cruz']);
  });

  it('leaves the cards out with summary=false, the page otherwise the same; summary=true as without', async () => {
    const filter = `company_id=${org.company_id}&limit=2&page=2`;
    const full = await json<SchedulePage>('shiftsSchedule', filter);
    const bare = await json<SchedulePage>('shiftsSchedule', `${filter}&summary=false`);
    expect(bare.summary).toBeUndefined();
    const { summary, ...rest } = full;
    expect(summary?.coverage.text).toMatch(/assigned/);
    expect(bare).toEqual(rest);
    expect(await json<SchedulePage>('shiftsSchedule', `${filter}&summary=true`)).toEqual(full);
  });

  it('answers the whole week as before without limit', async () => {
    const whole = await json<ScheduleFetch & { total?: number }>(
      'shiftsSchedule',
      `company_id=${org.company_id}`,
    );
    expect(whole.employees.length).toBe(7);
    expect(whole.total).toBeUndefined();
  });

  it('refuses bad paging with 400 and the message', async () => {
    for (const [query, message] of [
      ['limit=0', WEEK_PAGE_MSG.limitInvalid],
      ['limit=501', WEEK_PAGE_MSG.limitInvalid],
      ['limit=x', WEEK_PAGE_MSG.limitInvalid],
      ['limit=2.5', WEEK_PAGE_MSG.limitInvalid],
      ['limit=10&page=0', WEEK_PAGE_MSG.pageInvalid],
      ['limit=10&page=-1', WEEK_PAGE_MSG.pageInvalid],
      ['page=2', WEEK_PAGE_MSG.pageNeedsLimit],
      [`search=${'a'.repeat(101)}`, WEEK_PAGE_MSG.searchInvalid],
      ['limit=10&summary=no', WEEK_PAGE_MSG.summaryInvalid],
      ['limit=10&summary=1', WEEK_PAGE_MSG.summaryInvalid],
    ] as const) {
      for (const path of ['shiftsSchedule', 'timesheet']) {
        const res = await get(path, query);
        expect(res.statusCode, `${path} ${query}`).toBe(400);
        expect(res.body).toContain(message);
      }
    }
  });
});

/** The distribution the screen computed: every employee-day of the whole week through dayBucket. */
function wholeWeekDistribution(week: TimesheetFetch, now: Date) {
  const shifts = new Map(week.shifts.map((s) => [s.shift_id, s]));
  const key = (id: number, d: string) => `${id}|${d}`;
  const records = new Map(
    tableRows<TimesheetRecord>(week.records).map((r) => [key(r.employee_id, r.shift_date), r]),
  );
  const entries = new Map(
    tableRows<ScheduleEntry>(week.entries).map((e) => [key(e.employee_id, e.shift_date), e]),
  );
  const apps = new Map<string, TimesheetApplication[]>();
  for (const a of tableRows<TimesheetApplication>(week.applications))
    apps.set(key(a.employee_id, a.effective_date), [
      ...(apps.get(key(a.employee_id, a.effective_date)) ?? []),
      a,
    ]);
  const counts = Object.fromEntries(DISTRIBUTION_BUCKETS.map((b) => [b, 0])) as Record<
    DistributionBucket,
    number
  >;
  let withLog = 0;
  for (const e of week.employees)
    for (const d of DATES) {
      const k = key(e.employee_id, d);
      const record = records.get(k);
      if (record?.start_time) withLog++;
      const entry = entries.get(k);
      const bucket = dayBucket(
        { record, shift: entry ? shifts.get(entry.shift_id) : undefined, applications: apps.get(k) },
        d,
        now,
      );
      if (bucket) counts[bucket]++;
    }
  return { rate: attendanceRate(withLog, week.employees.length, DATES.length), distribution: counts };
}

describe('GET /timesheet/fetch with limit and page', () => {
  it('answers one page of employees with only their records, entries and applications, and the total', async () => {
    const first = await json<TimesheetPage>('timesheet', `company_id=${org.company_id}&limit=1&page=1`);
    expect(first.employees.map((e) => e.last_name)).toEqual(['Abad']);
    expect(first.total).toBe(7);
    expect(tableRows<TimesheetRecord>(first.records).length).toBe(5);
    expect(tableRows<ScheduleEntry>(first.entries).length).toBe(7);
    expect(tableRows<TimesheetApplication>(first.applications).length).toBe(2);
    const fourth = await json<TimesheetPage>('timesheet', `company_id=${org.company_id}&limit=1&page=4`);
    expect(fourth.employees.map((e) => e.last_name)).toEqual(['Dela Cruz']);
    expect(tableRows<TimesheetRecord>(fourth.records)).toEqual([]);
    expect(tableRows<TimesheetApplication>(fourth.applications).length).toBe(1);
  });

  it('counts Attendance Rate and the Attendance Distribution over the whole filter, as the screen did', async () => {
    for (const filter of [
      `company_id=${org.company_id}`,
      '',
      'search=cruz',
      `company_id=${other.company_id}`,
    ]) {
      const whole = await json<TimesheetFetch>('timesheet', filter);
      const page = await json<TimesheetPage>('timesheet', `${filter}&limit=2&page=1`);
      expect(page.total).toBe(whole.employees.length);
      expect(page.summary).toEqual(wholeWeekDistribution(whole, h.clock.now()));
    }
    // By hand for the company: 8 records with a time-in of 49 days.
    const page = await json<TimesheetPage>('timesheet', `company_id=${org.company_id}&limit=2`);
    expect(page.summary?.rate.text).toBe('14.29% (7/49)');
    const d = page.summary?.distribution ?? {};
    expect(d['Paid Leave Shifts']).toBe(1);
    expect(d['Unpaid Leave Shifts']).toBe(1);
    expect(d['In progress']).toBe(1);
    // 49 days less the one to come (Abad's Sunday shift).
    expect(Object.values(d).reduce((a, b) => a + b, 0)).toBe(48);
  });

  it('leaves the summary out with summary=false, the page otherwise the same; summary=true as without', async () => {
    const filter = `company_id=${org.company_id}&limit=2&page=2`;
    const full = await json<TimesheetPage>('timesheet', filter);
    const bare = await json<TimesheetPage>('timesheet', `${filter}&summary=false`);
    expect(bare.summary).toBeUndefined();
    const { summary, ...rest } = full;
    expect(summary).toBeDefined();
    expect(bare).toEqual(rest);
    expect(await json<TimesheetPage>('timesheet', `${filter}&summary=true`)).toEqual(full);
  });
});
