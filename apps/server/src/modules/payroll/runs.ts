/**
 * GET /payroll/runs (issue 22 section 2 "Where am I in the month?"): the company's past runs (its
 * employees' live regular payslips grouped by period: employees, totals, who processed them and
 * when) and the next period to process: the pay calendar's period after the latest run of the
 * company's commonest pay period, or the one holding today (Asia/Manila) when there is none.
 * Three queries whatever the number of payslips.
 */
import { pesos } from '@sahod/payroll';
import {
  addDaysIso,
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  manilaDateOf,
  PAYROLL_PERIODS,
  type PayCalendar,
  type PayrollPeriod,
  type PayrollRunsResponse,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { ACTIVE_STATUS } from '../shiftsschedule/grid.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Runs listed, newest first. */
export const RUNS_SHOWN = 24;

const n = (v: unknown) => Number(v ?? 0);
const periodOf = (v: string | null): PayrollPeriod | null => PAYROLL_PERIODS.find((p) => p === v) ?? null;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

export async function payrollRuns(deps: Deps, companyId: number): Promise<PayrollRunsResponse> {
  const { db } = deps;
  const [rows, commonest, calendars] = await Promise.all([
    db
      .selectFrom('payslips as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .leftJoin('users as u', 'u.id', 'p.created_by')
      .select((eb) => [
        'p.start_date',
        'p.end_date',
        'p.pay_period',
        eb.fn.max('p.pay_date').as('pay_date'),
        eb.fn.count<number | string>('p.id').as('employees'),
        eb.fn.sum<number | string>('p.gross_pay').as('gross_pay'),
        eb.fn.sum<number | string>('p.total_deductions').as('total_deductions'),
        eb.fn.sum<number | string>('p.net_pay').as('net_pay'),
        eb.fn.max('u.name').as('processed_by'),
        eb.fn.max('p.created_at').as('processed_at'),
      ])
      .where('e.company_id', '=', companyId)
      .where('p.status', '=', 'processed')
      .where('p.kind', '=', 'regular')
      .groupBy(['p.start_date', 'p.end_date', 'p.pay_period'])
      .orderBy('p.end_date', 'desc')
      .orderBy('p.start_date', 'desc')
      .limit(RUNS_SHOWN)
      .execute(),
    commonestPayPeriod(deps, companyId),
    payCalendarsOf(db, [companyId]),
  ]);
  const runs = rows.map((r) => ({
    start_date: r.start_date,
    end_date: r.end_date,
    pay_period: periodOf(r.pay_period),
    pay_date: r.pay_date ?? null,
    employees: n(r.employees),
    gross_pay: pesos(n(r.gross_pay)),
    total_deductions: pesos(n(r.total_deductions)),
    net_pay: pesos(n(r.net_pay)),
    processed_by: r.processed_by ?? null,
    processed_at: iso(r.processed_at),
  }));
  if (!commonest) return { next: null, runs };
  const calendar = calendars.get(companyId) ?? DEFAULT_PAY_CALENDAR;
  const last = runs.find((r) => r.pay_period === commonest);
  const next = periodAfter(calendar, commonest, last?.end_date, manilaDateOf(deps.clock.now()));
  return { next: { pay_period: commonest, start_date: next.start, end_date: next.end }, runs };
}

/** The pay period most of the company's Active employees have (null when none has one). */
export async function commonestPayPeriod(
  deps: Pick<Deps, 'db'>,
  companyId: number,
): Promise<PayrollPeriod | null> {
  const periods = await deps.db
    .selectFrom('employees as e')
    .innerJoin('pay_periods as pp', 'pp.id', 'e.pay_period_id')
    .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
    .select((eb) => ['pp.name', eb.fn.count<number | string>('e.id').as('n')])
    .where('e.company_id', '=', companyId)
    .where('s.name', '=', ACTIVE_STATUS)
    .groupBy('pp.name')
    .execute();
  return (
    [...periods]
      .map((p) => ({ period: periodOf(p.name), n: n(p.n) }))
      .filter((p): p is { period: PayrollPeriod; n: number } => p.period !== null)
      .sort((a, b) => b.n - a.n)[0]?.period ?? null
  );
}

/** The pay calendar's period after a run ending lastEnd; the one holding today without a run. */
export function periodAfter(
  calendar: PayCalendar,
  period: PayrollPeriod,
  lastEnd: string | undefined,
  today: string,
): { start: string; end: string } {
  return calendarPeriodOf(calendar, period, lastEnd ? addDaysIso(lastEnd, 1) : today);
}
