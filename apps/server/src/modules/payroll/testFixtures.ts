/** Test data of the payroll tests: employees with salary terms, a schedule and a timesheet. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { activeEmployee, type Org } from '../timesheet/testFixtures.ts';

/** Semi-monthly (pay period 2), PHP 26,000 a month over 26 days of 8 hours, statutory tax group. */
export async function payrollEmployee(
  db: Kysely<DB>,
  org: Org,
  terms: { monthly_salary?: number; pay_period_id?: number; last?: string } = {},
): Promise<number> {
  const id = await activeEmployee(db, { org, ...(terms.last ? { last: terms.last } : {}) });
  const taxGroup = await db
    .selectFrom('w_tax_groups')
    .select('id')
    .where('name', '=', 'Statutory (BIR tables)')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('employees')
    .set({
      pay_period_id: terms.pay_period_id ?? 2,
      monthly_salary: terms.monthly_salary ?? 2_600_000,
      days: 26,
      hours: 8,
      w_tax_group_id: taxGroup.id,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

const at = () => new Date().toISOString();

/** Day Shift (08:00-17:00) on the dates, and a full 08:00-17:00 log on those in `worked`. */
export async function attendance(
  db: Kysely<DB>,
  employeeIds: readonly number[],
  scheduled: readonly string[],
  worked: readonly string[] = scheduled,
): Promise<void> {
  const stamp = { created_at: at(), updated_at: at(), updated_by: null };
  const entries = employeeIds.flatMap((employee_id) =>
    scheduled.map((shift_date) => ({ employee_id, shift_date, shift_id: 1, ...stamp })),
  );
  for (let i = 0; i < entries.length; i += 500)
    await db
      .insertInto('schedule_entries')
      .values(entries.slice(i, i + 500))
      .execute();
  const logs = employeeIds.flatMap((employee_id) =>
    worked.map((shift_date) => ({
      employee_id,
      shift_date,
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: null,
      lunch_end: null,
      notes: null,
      ...stamp,
    })),
  );
  for (let i = 0; i < logs.length; i += 500)
    await db
      .insertInto('timesheet_records')
      .values(logs.slice(i, i + 500))
      .execute();
}

/** Monday to Saturday of 2026-02-01..15 (Sundays 1, 8 and 15 off; no holiday in it). */
export const FEB_FIRST_HALF_WORKDAYS = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14].map(
  (d) => `2026-02-${String(d).padStart(2, '0')}`,
);
