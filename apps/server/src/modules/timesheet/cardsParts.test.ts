/**
 * Issue 28: the Timesheet's cards counted in parts (dayGroups.ts): on SQLite, over many employees the
 * week's day groups are counted in ranges of employee ids on the payroll's worker threads, each on
 * its own connection to the file, and added up (PostgreSQL keeps one part: with workers configured
 * its cards are the same too).
 * On the demo company's four weeks (every day status, night shifts, leaves, days without a time out,
 * Official Business and Undertime) the cards in parts are those counted in one query, for the whole
 * company, one department and a search, on 2 and on 3 workers.
 */
import { addDaysIso, manilaDateOf, weekStartOf } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHarness } from '../../test/demoHarness.ts';
import { auth, type Harness } from '../../test/harness.ts';
import { cardsWorkersFor, configureFetchWorkers } from '../payroll/fetchWorkers.ts';
import { configureCardsSplit } from './dayGroups.ts';

let h: Harness;
let admin: string;
let companyId: number;
let departmentId: number;
let monday: string;

beforeAll(async () => {
  ({ h, admin, companyId } = await demoHarness({ sqliteFile: true }));
  const department = await h.deps.db
    .selectFrom('employees')
    .select('department_id')
    .where('company_id', '=', companyId)
    .where('department_id', 'is not', null)
    .executeTakeFirstOrThrow();
  departmentId = Number(department.department_id);
  monday = weekStartOf(manilaDateOf(h.clock.now()));
});
afterAll(async () => {
  configureCardsSplit();
  await configureFetchWorkers(0);
  await h.close();
});

const cards = async (query: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/timesheet/summary?${query}`,
    headers: auth(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { total: number; rate: unknown; distribution: Record<string, number> };
  return { total: body.total, rate: body.rate, distribution: body.distribution };
};

const queries = () => {
  const weeks = [-14, -7, 0, 7].map((d) => addDaysIso(monday, d));
  return [
    ...weeks.map((w) => `start_date=${w}&end_date=${addDaysIso(w, 6)}&company_id=${companyId}`),
    `start_date=${weeks[1]}&end_date=${addDaysIso(weeks[2] as string, 6)}`,
    `start_date=${weeks[2]}&end_date=${addDaysIso(weeks[2] as string, 6)}&company_id=${companyId}&department_id=${departmentId}`,
    `start_date=${weeks[1]}&end_date=${addDaysIso(weeks[1] as string, 6)}&search=a`,
  ];
};

describe('the Timesheet cards in parts on the workers', () => {
  it('are the cards of one query, on 2 and on 3 workers', async () => {
    await configureFetchWorkers(0);
    const whole = [];
    for (const q of queries()) whole.push(await cards(q));
    // The demo weeks have what the cards classify.
    const week = whole[1]?.distribution ?? {};
    for (const bucket of ['Present', 'Late', 'Absent Shifts', 'Paid Leave Shifts', 'Unassigned Employees'])
      expect(week[bucket], bucket).toBeGreaterThan(0);
    expect(Object.values(week).filter((n) => n > 0).length).toBeGreaterThan(4);

    configureCardsSplit(1);
    for (const threads of [2, 3]) {
      await configureFetchWorkers(threads);
      // The database can be opened again (a file, or PostgreSQL): the parts go to the workers.
      expect(cardsWorkersFor(h.deps.db)).toBe(threads);
      const parts = [];
      for (const q of queries()) parts.push(await cards(q));
      expect(parts).toEqual(whole);
    }
  });
});
