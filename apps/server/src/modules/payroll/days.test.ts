/** The packed day records of many employees (days.ts) equal the schedule and timesheet rows. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, testDialect } from '../../test/harness.ts';
import { allShifts } from '../shiftsmanagement/repository.ts';
import { activeEmployee, createOrg } from '../timesheet/testFixtures.ts';
import { dayRecords } from './days.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const stamp = () => ({
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  updated_by: null,
});

async function entry(employee_id: number, shift_date: string, shift_id: number) {
  await h.deps.db
    .insertInto('schedule_entries')
    .values({ employee_id, shift_date, shift_id, ...stamp() })
    .execute();
}

async function log(
  employee_id: number,
  shift_date: string,
  times: [string | null, string | null, string | null, string | null],
) {
  await h.deps.db
    .insertInto('timesheet_records')
    .values({
      employee_id,
      shift_date,
      start_time: times[0],
      end_time: times[1],
      lunch_start: times[2],
      lunch_end: times[3],
      notes: null,
      ...stamp(),
    })
    .execute();
}

describe('dayRecords', () => {
  it('merges schedule and timesheet per employee and date, ordered by date, nulls kept', async () => {
    const org = await createOrg(h.deps.db);
    const [a, b, c] = [
      await activeEmployee(h.deps.db, { org }),
      await activeEmployee(h.deps.db, { org }),
      await activeEmployee(h.deps.db, { org }),
    ] as [number, number, number];
    const shifts = await allShifts(h.deps.db);
    const shift1 = shifts.find((s) => s.shift_id === 1);
    // a: a scheduled day with a full log, a scheduled day without a log (Paid Leave), a log without
    // a schedule (inserted first, dated last), and days outside the range on both sides.
    await log(a, '2026-03-05', ['09:00:00', '18:30:00', null, null]);
    await entry(a, '2026-03-03', 4);
    await entry(a, '2026-03-02', 1);
    await log(a, '2026-03-02', ['08:00:00', '17:00:00', '12:00:00', '13:00:00']);
    await entry(a, '2026-02-28', 1);
    await log(a, '2026-03-07', ['08:00:00', '17:00:00', null, null]);
    // b: only a log with a missing time out.
    await log(b, '2026-03-04', ['08:00:00', null, null, null]);
    const days = await dayRecords(h.deps.db, [a, b, c], '2026-03-01', '2026-03-06', shifts);
    expect(days.get(a)).toEqual([
      {
        date: '2026-03-02',
        shift: {
          shift_id: 1,
          start_time: shift1?.start_time ?? null,
          end_time: shift1?.end_time ?? null,
          // Issue 22: the shift's break and grace reach the engine (the defaults 60 and 0 here).
          break_minutes: 60,
          grace_minutes: 0,
        },
        log: { start_time: '08:00:00', end_time: '17:00:00', lunch_start: '12:00:00', lunch_end: '13:00:00' },
      },
      {
        date: '2026-03-03',
        shift: {
          shift_id: 4,
          start_time: shifts.find((s) => s.shift_id === 4)?.start_time ?? null,
          end_time: shifts.find((s) => s.shift_id === 4)?.end_time ?? null,
          break_minutes: 60,
          grace_minutes: 0,
        },
        log: null,
      },
      {
        date: '2026-03-05',
        shift: null,
        log: { start_time: '09:00:00', end_time: '18:30:00', lunch_start: null, lunch_end: null },
      },
    ]);
    expect(days.get(b)).toEqual([
      {
        date: '2026-03-04',
        shift: null,
        log: { start_time: '08:00:00', end_time: null, lunch_start: null, lunch_end: null },
      },
    ]);
    expect(days.has(c)).toBe(false);
  });

  it('answers every employee of a list longer than one chunk of 1,000', async () => {
    const org = await createOrg(h.deps.db);
    const id = await activeEmployee(h.deps.db, { org });
    await entry(id, '2026-04-01', 1);
    const ids = [...Array.from({ length: 1200 }, (_, i) => 10_000_000 + i), id];
    const days = await dayRecords(h.deps.db, ids, '2026-04-01', '2026-04-01', await allShifts(h.deps.db));
    expect([...days.keys()]).toEqual([id]);
    expect(days.get(id)?.map((d) => d.shift?.shift_id)).toEqual([1]);
  });
});

describe("the days' key", () => {
  it('keeps one schedule entry and one log per employee and date', async () => {
    const org = await createOrg(h.deps.db);
    const id = await activeEmployee(h.deps.db, { org });
    await entry(id, '2026-05-04', 1);
    await log(id, '2026-05-04', ['08:00:00', '17:00:00', null, null]);
    await expect(entry(id, '2026-05-04', 4)).rejects.toThrow();
    await expect(log(id, '2026-05-04', ['09:00:00', '18:00:00', null, null])).rejects.toThrow();
    const days = await dayRecords(h.deps.db, [id], '2026-05-04', '2026-05-04', await allShifts(h.deps.db));
    expect(days.get(id)?.map((d) => [d.shift?.shift_id, d.log?.start_time])).toEqual([[1, '08:00:00']]);
  });

  // Migration 0073: on PostgreSQL the key also holds the columns Calculate reads (index-only scans),
  // and the tables' inserts are vacuumed early so the pages are marked all-visible.
  if (testDialect === 'postgres')
    it('PostgreSQL: covers the columns Calculate reads, and vacuums after 1% of inserts', async () => {
      const { rows } = await sql<{ table: string; definition: string; options: string[] | null }>`select
          c.relname as table, pg_get_constraintdef(k.oid) as definition, c.reloptions as options
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.conname in ('schedule_entries_employee_date', 'timesheet_records_employee_date')
          and c.relnamespace = current_schema()::regnamespace
        order by c.relname`.execute(h.deps.db);
      expect(rows.map((r) => [r.table, r.definition, r.options])).toEqual([
        [
          'schedule_entries',
          'UNIQUE (employee_id, shift_date) INCLUDE (shift_id)',
          ['autovacuum_vacuum_insert_scale_factor=0.01'],
        ],
        [
          'timesheet_records',
          'UNIQUE (employee_id, shift_date) INCLUDE (start_time, end_time, lunch_start, lunch_end)',
          ['autovacuum_vacuum_insert_scale_factor=0.01'],
        ],
      ]);
    });
});
