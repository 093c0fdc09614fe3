import { dayStatus } from '@sahod/payroll';
import {
  addDaysIso,
  manilaDateOf,
  type ScheduleEntry,
  type TimesheetFetch,
  type TimesheetRecord,
  tableRows,
  weekStartOf,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ psgc: true });
  await seedDemo(h.deps.db, h.clock);
  await seedDemo(h.deps.db, h.clock); // idempotent
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

describe('demo time and attendance', () => {
  it('has four weeks of schedule around today and records showing every status up to today', async () => {
    const monday = weekStartOf(manilaDateOf(h.clock.now()));
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/timesheet/fetch?start_date=${addDaysIso(monday, -14)}&end_date=${addDaysIso(monday, 13)}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    const raw = res.json() as TimesheetFetch;
    const entries = tableRows<ScheduleEntry>(raw.entries);
    const records = tableRows<TimesheetRecord>(raw.records);
    expect(raw.employees.length).toBeGreaterThan(40);
    expect(new Set(entries.map((e) => e.shift_date)).size).toBeGreaterThanOrEqual(24);
    expect(records.every((r) => r.shift_date <= manilaDateOf(h.clock.now()))).toBe(true);
    const shifts = new Map(raw.shifts.map((s) => [s.shift_id, s]));
    const recordOf = new Map(records.map((r) => [`${r.employee_id}|${r.shift_date}`, r]));
    const statuses = new Set<string>();
    for (const e of entries) {
      if (e.shift_date > manilaDateOf(h.clock.now())) continue;
      statuses.add(
        dayStatus(recordOf.get(`${e.employee_id}|${e.shift_date}`) ?? null, shifts.get(e.shift_id) ?? null),
      );
    }
    for (const status of ['Present', 'Late', 'Early Departure', 'Absent']) expect(statuses).toContain(status);
    expect(entries.some((e) => e.shift_id === 5)).toBe(true); // night shifts
  });
});
