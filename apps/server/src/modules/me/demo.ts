/**
 * My Sahod demo (issue 24): every demo employee with a pay period gets a payslip history and a BIR
 * 2316 for last year, so the self-service screens are not empty. On top of the period the payroll
 * demo processes, the HISTORY periods before it and last year's last period paid in last year
 * (the year-end adjustment's payroll) are processed through the payroll module itself, company by
 * company on its own pay calendar; monthly employees get their periods before today's; weekly ones last year's only. Idempotent like the payroll demo: processed employees are skipped.
 */
import {
  addDaysIso,
  calendarPeriodOf,
  manilaDateOf,
  PAYROLL_PERIODS,
  type PayCalendar,
  type PayrollPeriod,
  weekdayOf,
} from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { demoPeriods } from '../payroll/demo.ts';
import { payrollEmployees } from '../payroll/inputs.ts';
import { createPayroll, evaluate } from '../payroll/service.ts';

/**
 * How many periods before the first one left alone each pay period gets: semi-monthly before the
 * payroll demo's period (which it processes), monthly and weekly before today's period.
 */
const HISTORY: Readonly<Record<PayrollPeriod, number>> = { 'Semi-monthly': 2, Monthly: 1, Weekly: 0 };

type Period = { start: string; end: string };

/** The periods to process for a company and pay period, then last year's last one paid in last year. */
export function historyPeriods(today: string, calendar: PayCalendar, payPeriod: PayrollPeriod): Period[] {
  const periods: Period[] = [];
  let start =
    payPeriod === 'Semi-monthly'
      ? demoPeriods(today, calendar).previous.start
      : calendarPeriodOf(calendar, payPeriod, today).start;
  for (let i = 0; i < HISTORY[payPeriod]; i++) {
    const p = calendarPeriodOf(calendar, payPeriod, addDaysIso(start, -1));
    periods.push({ start: p.start, end: p.end });
    start = p.start;
  }
  const lastYear = String(Number(today.slice(0, 4)) - 1);
  let p = calendarPeriodOf(calendar, payPeriod, `${lastYear}-12-31`);
  while (p.pay_date.slice(0, 4) > lastYear)
    p = calendarPeriodOf(calendar, payPeriod, addDaysIso(p.start, -1));
  if (!periods.some((q) => q.start === p.start)) periods.push({ start: p.start, end: p.end });
  return periods;
}

/**
 * A worked history: Day Shift Monday to Friday with a full 08:00-17:00 log on each, for the days
 * of the period that have neither (the time and attendance demo covers only the last four weeks).
 */
export async function workedPeriod(
  db: Kysely<DB>,
  clock: Clock,
  employeeIds: readonly number[],
  period: Period,
) {
  const at = clock.now().toISOString();
  const stamp = { created_at: at, updated_at: at, updated_by: null };
  const days: string[] = [];
  for (let d = period.start; d <= period.end; d = addDaysIso(d, 1)) {
    const weekday = weekdayOf(d);
    if (weekday !== 0 && weekday !== 6) days.push(d);
  }
  const pairs = employeeIds.flatMap((employee_id) => days.map((shift_date) => ({ employee_id, shift_date })));
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    await db
      .insertInto('schedule_entries')
      .values(chunk.map((p) => ({ ...p, shift_id: 1, replaced_shift_id: null, ...stamp })))
      .onConflict((oc) => oc.columns(['employee_id', 'shift_date']).doNothing())
      .execute();
    await db
      .insertInto('timesheet_records')
      .values(
        chunk.map((p) => ({
          ...p,
          start_time: '08:00:00',
          end_time: '17:00:00',
          lunch_start: '12:00:00',
          lunch_end: '13:00:00',
          notes: null,
          ...stamp,
        })),
      )
      .onConflict((oc) => oc.columns(['employee_id', 'shift_date']).doNothing())
      .execute();
  }
}

export async function seedDemoPayHistory(db: Kysely<DB>, clock: Clock): Promise<void> {
  const today = manilaDateOf(clock.now());
  for (const payPeriod of PAYROLL_PERIODS) await payHistoryOf(db, clock, today, payPeriod);
}

async function payHistoryOf(db: Kysely<DB>, clock: Clock, today: string, payPeriod: PayrollPeriod) {
  const all = await payrollEmployees(db, { pay_period: payPeriod });
  const companies = [...new Set(all.map((e) => e.company_id).filter((id): id is number => id !== null))];
  const calendars = await payCalendarsOf(db, companies);
  for (const companyId of companies) {
    const employees = all.filter((e) => e.company_id === companyId);
    const calendar = calendars.get(companyId) as PayCalendar;
    for (const period of historyPeriods(today, calendar, payPeriod)) {
      await workedPeriod(
        db,
        clock,
        employees.map((e) => e.id),
        period,
      );
      const evaluated = await evaluate(db, employees, period.start, period.end);
      const ids = evaluated
        .filter(
          (e) =>
            e.status === 'Pending' &&
            e.error === null &&
            e.computed !== null &&
            e.computed.snapshot.payslip.net_pay >= 0,
        )
        .map((e) => e.employee.id);
      if (ids.length === 0) continue;
      await createPayroll(
        { db, clock },
        { userId: null, username: 'demo', requestId: null },
        // Last year's year-end payroll goes through without opening balances (issue 23's confirmation).
        { employee_ids: ids, start_date: period.start, end_date: period.end, confirm_missing_opening: true },
      );
    }
  }
}
