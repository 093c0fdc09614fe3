/**
 * Home dashboard demo (issue 26 section 3: the demo fills every card): the Payroll card's chart
 * needs a year of payroll cost. On top of the periods the payroll and My Sahod demos process, every
 * earlier semi-monthly period of this year (each company's pay calendar) is worked and processed
 * through the payroll module itself, oldest first, except for the company that went live on Sahod
 * this year (its opening balances carry those months: issue 23). Idempotent: processed employees
 * are skipped.
 * The Filing calendar needs no data of its own: its deadlines come from the calendar, and the demo's
 * compliance files are none, so this month's are due (the past ones overdue).
 */
import { addDaysIso, calendarPeriodOf, manilaDateOf, type PayCalendar } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { workedPeriod } from '../me/demo.ts';
import { DEMO_GO_LIVE_COMPANY } from '../openingbalances/demo.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { demoPeriods } from '../payroll/demo.ts';
import { payrollEmployees } from '../payroll/inputs.ts';
import { createPayroll, evaluate } from '../payroll/service.ts';

/** This year's semi-monthly periods before the payroll demo's one, oldest first. */
export function yearPeriods(today: string, calendar: PayCalendar): { start: string; end: string }[] {
  const first = `${today.slice(0, 4)}-01-01`;
  const out: { start: string; end: string }[] = [];
  let start = demoPeriods(today, calendar).previous.start;
  for (;;) {
    const p = calendarPeriodOf(calendar, 'Semi-monthly', addDaysIso(start, -1));
    if (p.start < first) break;
    out.unshift({ start: p.start, end: p.end });
    start = p.start;
  }
  return out;
}

export async function seedDemoPayrollYear(db: Kysely<DB>, clock: Clock): Promise<void> {
  const today = manilaDateOf(clock.now());
  const all = await payrollEmployees(db, { pay_period: 'Semi-monthly' });
  const companies = [...new Set(all.map((e) => e.company_id).filter((id): id is number => id !== null))];
  const calendars = await payCalendarsOf(db, companies);
  const live = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_GO_LIVE_COMPANY)
    .execute();
  for (const companyId of companies.filter((id) => !live.some((l) => l.id === id))) {
    const employees = all.filter((e) => e.company_id === companyId);
    for (const period of yearPeriods(today, calendars.get(companyId) as PayCalendar)) {
      const evaluated = await evaluate(db, employees, period.start, period.end);
      const pending = evaluated.filter((e) => e.status === 'Pending').map((e) => e.employee);
      if (pending.length === 0) continue;
      await workedPeriod(
        db,
        clock,
        pending.map((e) => e.id),
        period,
      );
      const ids = (await evaluate(db, pending, period.start, period.end))
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
        { employee_ids: ids, start_date: period.start, end_date: period.end, confirm_missing_opening: true },
      );
    }
  }
}
