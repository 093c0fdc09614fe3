/**
 * GET /api/dashboard/payroll (issue 26 section 1, the Payroll card): per company the next payroll
 * (the pay calendar's period holding today; when the last run is already past it, payroll's own
 * next period: the one after the last run, GET /payroll/runs)
 * with its pay date and how many employees are Pending / Processed / Overlapping for it (the
 * Payroll screen's status rule, storedStatus), and the cost of the last 12 months by month of pay
 * date from the stored payslips' columns (never recomputed; summed into payroll_month_totals as
 * they are written and voided, 0058), each with the same month a year earlier.
 */
import { pesos } from '@sahod/payroll';
import {
  calendarPeriodOf,
  type DashboardNextPayroll,
  type DashboardPayroll,
  type DashboardPayrollMonth,
  DEFAULT_PAY_CALENDAR,
  manilaDateOf,
  payDateFor,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { payrollEmployeeIds } from '../payroll/inputs.ts';
import { monthTotals } from '../payroll/monthTotals.ts';
import { commonestPayPeriod, periodAfter } from '../payroll/runs.ts';
import { storedStatus } from '../payroll/service.ts';
import { type CompanyName, companiesOf } from './companies.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const n = (v: unknown) => Number(v ?? 0);

/** The month `delta` months from yyyy-MM. */
export function addMonths(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The live regular and final payslips of these employees whose period intersects [start, end]
 * (what the Payroll screen's status reads, as intersectingPeriods), found from the period's side:
 * only the payslips ending on or after its start (payslips_live_end of 0058), not each employee's year.
 */
async function periodHits(deps: Deps, ids: ReadonlySet<number>, start: string, end: string) {
  const rows = await deps.db
    .selectFrom('payslips')
    .select(['employee_id', 'start_date', 'end_date'])
    .where('status', '=', 'processed')
    .where('kind', 'in', ['regular', 'finalpay'])
    .where('end_date', '>=', start)
    .where('start_date', '<=', end)
    .orderBy('start_date')
    .execute();
  return rows.filter((r) => ids.has(r.employee_id));
}

async function nextPayroll(deps: Deps, company: CompanyName): Promise<DashboardNextPayroll | null> {
  const [pay_period, calendars] = await Promise.all([
    commonestPayPeriod(deps, company.id),
    payCalendarsOf(deps.db, [company.id]),
  ]);
  if (!pay_period) return null;
  const calendar = calendars.get(company.id) ?? DEFAULT_PAY_CALENDAR;
  const today = manilaDateOf(deps.clock.now());
  // The period holding today (its cut-off is the next one), unless the last run is already past
  // it: then payroll's next period, the one after the last run.
  const current = calendarPeriodOf(calendar, pay_period, today);
  const lastEnd = await lastRunEnd(deps, company.id, pay_period);
  const period =
    lastEnd !== undefined && lastEnd > current.end
      ? periodAfter(calendar, pay_period, lastEnd, today)
      : current;
  const start_date = period.start;
  const end_date = period.end;
  const ids = await payrollEmployeeIds(deps.db, {
    company_id: company.id,
    pay_period,
    employedOn: start_date,
  });
  const hits = await periodHits(deps, new Set(ids), start_date, end_date);
  const byEmployee = new Map<number, typeof hits>();
  for (const h of hits) byEmployee.set(h.employee_id, [...(byEmployee.get(h.employee_id) ?? []), h]);
  const counts = { pending: 0, processed: 0, overlapping: 0 };
  for (const id of ids) {
    const status = storedStatus(byEmployee.get(id), start_date, end_date)?.status ?? 'Pending';
    if (status === 'Processed') counts.processed++;
    else if (status === 'Overlapping') counts.overlapping++;
    else counts.pending++;
  }
  return {
    company_id: company.id,
    company: company.name,
    pay_period,
    start_date,
    end_date,
    pay_date: payDateFor(calendar, pay_period, end_date),
    ...counts,
  };
}

/**
 * The end of the last run of the company's employees of this pay period: their latest live
 * regular payslip. Walks the distinct end dates of live regular payslips from the latest down
 * (one index seek each, payslips_live_end of 0058) and stops at the first one this company's
 * employees of the pay period have; never reads a year of payslips.
 */
export async function lastRunEnd(
  deps: Deps,
  companyId: number,
  payPeriod: string,
): Promise<string | undefined> {
  let before: string | undefined;
  for (;;) {
    let latest = deps.db
      .selectFrom('payslips as p')
      .select((eb) => eb.fn.max('p.end_date').as('end_date'))
      .where('p.status', '=', 'processed')
      .where('p.kind', '=', 'regular');
    if (before !== undefined) latest = latest.where('p.end_date', '<', before);
    const end = (await latest.executeTakeFirst())?.end_date ?? undefined;
    if (end === undefined || end === null) return undefined;
    const hit = await deps.db
      .selectFrom('payslips as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .innerJoin('pay_periods as pp', 'pp.id', 'e.pay_period_id')
      .select('p.id')
      .where('p.status', '=', 'processed')
      .where('p.kind', '=', 'regular')
      .where('p.end_date', '=', end)
      .where('e.company_id', '=', companyId)
      .where('pp.name', '=', payPeriod)
      .limit(1)
      .executeTakeFirst();
    if (hit) return end;
    before = end;
  }
}

/**
 * Sums of the live payslips (every kind) by month of pay date over [from, to] months, centavos:
 * the monthly totals kept where payslips are written and voided (payroll/monthTotals.ts, 0058).
 */
export function monthlySums(deps: Deps, companyId: number | undefined, from: string, to: string) {
  return monthTotals(deps.db, companyId, from, to);
}

export async function dashboardPayroll(deps: Deps, companyId: number | undefined): Promise<DashboardPayroll> {
  const companies = await companiesOf(deps, companyId);
  const thisMonth = manilaDateOf(deps.clock.now()).slice(0, 7);
  const [next, sums] = await Promise.all([
    Promise.all(companies.map((c) => nextPayroll(deps, c))),
    monthlySums(deps, companyId, addMonths(thisMonth, -23), thisMonth),
  ]);
  const cost = (m: string) => {
    const r = sums.get(m);
    return {
      gross_pay: n(r?.gross_pay),
      employer_contributions: n(r?.employer_total),
      net_pay: n(r?.net_pay),
      total_deductions: n(r?.total_deductions),
    };
  };
  const months = Array.from({ length: 12 }, (_, i): DashboardPayrollMonth => {
    const month = addMonths(thisMonth, i - 11);
    const now = cost(month);
    const before = cost(addMonths(month, -12));
    const total = now.gross_pay + now.employer_contributions;
    const totalBefore = before.gross_pay + before.employer_contributions;
    return {
      month,
      gross_pay: pesos(now.gross_pay),
      employer_contributions: pesos(now.employer_contributions),
      net_pay: pesos(now.net_pay),
      total_deductions: pesos(now.total_deductions),
      last_year: {
        gross_pay: pesos(before.gross_pay),
        employer_contributions: pesos(before.employer_contributions),
        net_pay: pesos(before.net_pay),
      },
      change_pct: totalBefore === 0 ? null : Math.round(((total - totalBefore) / totalBefore) * 1000) / 10,
    };
  });
  return { next: next.filter((x): x is DashboardNextPayroll => x !== null), months };
}
