/**
 * Demo payroll (issue 12) for `npm run demo`: the semi-monthly period before the current one (of each
 * company's pay calendar, issue 21) is processed for every eligible Semi-monthly employee, so
 * Processed rows, the locked note and the loan installments show something, while the current
 * period stays Pending. Idempotent: employees already processed for that period are skipped.
 */
import {
  addDaysIso,
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  manilaDateOf,
  type PayCalendar,
} from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { type PayrollEmployee, payrollEmployees } from './inputs.ts';
import { createPayroll, evaluate } from './service.ts';

/** The current semi-monthly period's start on the calendar and the calendar period before it. */
export function demoPeriods(
  today: string,
  calendar: PayCalendar = DEFAULT_PAY_CALENDAR,
): { previous: { start: string; end: string }; current: string } {
  const current = calendarPeriodOf(calendar, 'Semi-monthly', today);
  const previous = calendarPeriodOf(calendar, 'Semi-monthly', addDaysIso(current.start, -1));
  return { previous: { start: previous.start, end: previous.end }, current: current.start };
}

export async function seedDemoPayroll(db: Kysely<DB>, clock: Clock): Promise<void> {
  const all = await payrollEmployees(db, { pay_period: 'Semi-monthly' });
  const companies = [...new Set(all.map((e) => e.company_id).filter((id): id is number => id !== null))];
  const calendars = await payCalendarsOf(db, companies);
  for (const companyId of companies) {
    const { previous } = demoPeriods(manilaDateOf(clock.now()), calendars.get(companyId));
    await processDemoPeriod(
      db,
      clock,
      all.filter((e) => e.company_id === companyId),
      previous,
    );
  }
}

async function processDemoPeriod(
  db: Kysely<DB>,
  clock: Clock,
  employees: PayrollEmployee[],
  previous: { start: string; end: string },
): Promise<void> {
  const evaluated = await evaluate(db, employees, previous.start, previous.end);
  const ids = evaluated
    .filter((e) => e.status === 'Pending' && e.error === null && e.computed !== null)
    .map((e) => e.employee.id);
  if (ids.length === 0) return;
  await createPayroll(
    { db, clock },
    { userId: null, username: 'demo', requestId: null },
    // The demo's year-end payroll goes through without opening balances (issue 23's confirmation).
    { employee_ids: ids, start_date: previous.start, end_date: previous.end, confirm_missing_opening: true },
  );
}
