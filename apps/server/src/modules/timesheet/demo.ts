/**
 * Demo time and attendance (issue 8) for `npm run demo`: four weeks of schedule (two before this
 * week, this week and the next) for the Active demo employees, and timesheet records up to today,
 * with some late, early, absent, leave and night-shift days, so every card and colour shows
 * something. Deterministic (no randomness) and idempotent: a cell that already has an entry or a
 * record is left as it is (edits made in the demo are kept).
 */
import { addDaysIso, manilaDateOf, weekStartOf } from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { employeeScope } from '../shiftsschedule/grid.ts';

const DAY = 1;
const MID = 3;
const NIGHT = 5;
const EARLY = 6;
const PAID_LEAVE = 4;
const UNPAID_LEAVE = 2;

/** A small deterministic hash of two numbers, 0-99. */
const roll = (a: number, b: number) => (((a * 7919 + b * 104_729) % 100) + 100) % 100;

const hm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
};

const SHIFT_TIMES: Record<number, [number, number]> = {
  [DAY]: [8 * 60, 17 * 60],
  [MID]: [13 * 60, 22 * 60],
  [NIGHT]: [22 * 60, 7 * 60],
  [EARLY]: [6 * 60, 15 * 60],
};

export async function seedDemoTimeAttendance(db: Kysely<DB>, clock: Clock): Promise<void> {
  const today = manilaDateOf(clock.now());
  const first = addDaysIso(weekStartOf(today), -14);
  const { rows } = await sql<{
    id: number;
  }>`select e.id from employees e where ${employeeScope({})} order by e.id`.execute(db);
  const at = clock.now().toISOString();
  const entries: Array<{ employee_id: number; shift_date: string; shift_id: number }> = [];
  const records: Array<{
    employee_id: number;
    shift_date: string;
    start_time: string | null;
    end_time: string | null;
    lunch_start: string | null;
    lunch_end: string | null;
    notes: string | null;
  }> = [];
  rows.forEach(({ id }, index) => {
    // Most work days, some mid, a few on nights or early; Saturday for every third employee.
    const shift =
      index % 10 === 3 || index % 10 === 7 ? NIGHT : index % 10 === 5 ? MID : index % 10 === 9 ? EARLY : DAY;
    for (let d = 0; d < 28; d++) {
      const date = addDaysIso(first, d);
      const weekday = d % 7; // 0 Monday
      if (weekday === 6 || (weekday === 5 && index % 3 !== 0)) continue;
      const r = roll(id, d);
      const leave = r === 42 ? PAID_LEAVE : r === 17 ? UNPAID_LEAVE : null;
      entries.push({ employee_id: Number(id), shift_date: date, shift_id: leave ?? shift });
      if (leave || date > today) continue;
      const [start, end] = SHIFT_TIMES[shift] ?? [480, 1020];
      if (r < 5) continue; // absent
      const late = r >= 5 && r < 15 ? 5 + (r % 4) * 10 : 0;
      const early = r >= 12 && r < 20 ? 15 + (r % 3) * 15 : 0;
      const arrive = start - (late ? -late : 5 + (r % 10));
      const leaveAt = end + (early ? -early : r % 7);
      const lunch = start + 4 * 60;
      records.push({
        employee_id: Number(id),
        shift_date: date,
        start_time: hm(arrive),
        end_time: r >= 95 ? null : hm(leaveAt),
        lunch_start: r % 4 === 0 ? null : hm(lunch),
        lunch_end: r % 4 === 0 ? null : hm(lunch + 60),
        notes: r >= 95 ? 'NO RECORDED TIME OUT' : null,
      });
    }
  });
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insertInto('schedule_entries')
      .values(
        entries
          .slice(i, i + 500)
          .map((e) => ({ ...e, replaced_shift_id: null, created_at: at, updated_at: at, updated_by: null })),
      )
      .onConflict((oc) => oc.columns(['employee_id', 'shift_date']).doNothing())
      .execute();
  }
  for (let i = 0; i < records.length; i += 500) {
    await db
      .insertInto('timesheet_records')
      .values(
        records.slice(i, i + 500).map((r) => ({ ...r, created_at: at, updated_at: at, updated_by: null })),
      )
      .onConflict((oc) => oc.columns(['employee_id', 'shift_date']).doNothing())
      .execute();
  }
}
