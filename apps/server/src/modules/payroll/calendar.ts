/**
 * The pay calendar in a payroll run (issue 21 section 1): each employee's pay date (their company's
 * calendar, their pay period), whether the period is the year's last payroll (the year-end
 * adjustment: the payroll with the year's last pay date), and the previous year's uncollected
 * year-end shortfall that a January payroll withholds as 'Prior year tax shortfall'.
 */
import {
  DEFAULT_PAY_CALENDAR,
  PAYROLL_PERIOD_DAYS,
  PAYROLL_PERIODS,
  type PayrollPeriod,
  payDateFor,
  payrollDaysBetween,
  yearEndYear,
} from '@sahod/shared';
import { sql } from 'kysely';
import { inIds } from '../../db/chunks.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import type { Db } from '../yearend/annualization.ts';
import type { PayrollEmployee } from './inputs.ts';
import { paidDate } from './paidDate.ts';

const CHUNK = 1000;

export interface PayDate {
  pay_date: string;
  /** The year whose last payroll this is, else null. */
  year_end: number | null;
}

/** The employee's pay period, or the one whose lengths hold [start, end] when it has none. */
function periodOf(e: Pick<PayrollEmployee, 'pay_period'>, start: string, end: string): PayrollPeriod {
  const own = PAYROLL_PERIODS.find((p) => p === e.pay_period);
  if (own) return own;
  const days = payrollDaysBetween(start, end) + 1;
  return (
    PAYROLL_PERIODS.find((p) => days >= PAYROLL_PERIOD_DAYS[p].min && days <= PAYROLL_PERIOD_DAYS[p].max) ??
    'Semi-monthly'
  );
}

/** Each employee's pay date for [start, end] and whether it is the year's last payroll. */
export async function payDatesOf(
  db: Db,
  employees: readonly Pick<PayrollEmployee, 'id' | 'company_id' | 'pay_period'>[],
  start: string,
  end: string,
): Promise<Map<number, PayDate>> {
  const calendars = await payCalendarsOf(
    db,
    employees.map((e) => e.company_id).filter((id): id is number => id !== null),
  );
  const out = new Map<number, PayDate>();
  // One calendar walk per company and pay period, not per employee (100,000 employees: issue 28).
  const known = new Map<string, PayDate>();
  for (const e of employees) {
    const calendar = (e.company_id !== null && calendars.get(e.company_id)) || DEFAULT_PAY_CALENDAR;
    const period = periodOf(e, start, end);
    const key = `${calendar === DEFAULT_PAY_CALENDAR ? '' : (e.company_id ?? '')}/${period}`;
    let date = known.get(key);
    if (!date) {
      date = { pay_date: payDateFor(calendar, period, end), year_end: yearEndYear(calendar, period, end) };
      known.set(key, date);
    }
    out.set(e.id, date);
  }
  return out;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * The previous year's year-end shortfall still owed by each employee paid in January (the year-end
 * payslips' uncollected amounts less what this year's payslips already withheld for it), centavos.
 * Employees not paid in January, or owing nothing, are left out.
 */
export async function priorYearShortfalls(
  db: Db,
  payDates: ReadonlyMap<number, PayDate>,
): Promise<Map<number, number>> {
  const byYear = new Map<number, number[]>();
  for (const [id, d] of payDates) {
    if (d.pay_date.slice(5, 7) !== '01') continue;
    const year = Number(d.pay_date.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), id]);
  }
  const out = new Map<number, number>();
  const uncollected = isPostgres(db)
    ? sql<string | number | null>`(p.snapshot::json -> 'payslip' -> 'year_end' ->> 'uncollected')::bigint`
    : sql<string | number | null>`json_extract(p.snapshot, '$.payslip.year_end.uncollected')`;
  for (const [year, ids] of byYear)
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const [owed, collected] = await Promise.all([
        db
          .selectFrom('payslips as p')
          .select(['p.employee_id', uncollected.as('uncollected')])
          .where(inIds(db, 'p.employee_id', chunk))
          .where('p.status', '=', 'processed')
          .where('p.kind', 'in', ['regular', 'finalpay'])
          .where(paidDate('p'), '>=', `${year - 1}-01-01`)
          .where(paidDate('p'), '<=', `${year - 1}-12-31`)
          .where('p.snapshot', 'like', '%"year_end"%')
          .execute(),
        db
          .selectFrom('payslips as p')
          .select((eb) => ['p.employee_id', eb.fn.sum<number | string>('p.prior_year_tax').as('collected')])
          .where(inIds(db, 'p.employee_id', chunk))
          .where('p.status', '=', 'processed')
          .where('p.prior_year_tax', '>', 0)
          .where(paidDate('p'), '>=', `${year}-01-01`)
          .where(paidDate('p'), '<=', `${year}-12-31`)
          .groupBy('p.employee_id')
          .execute(),
      ]);
      for (const o of owed) out.set(o.employee_id, (out.get(o.employee_id) ?? 0) + n(o.uncollected));
      for (const c of collected) out.set(c.employee_id, (out.get(c.employee_id) ?? 0) - n(c.collected));
    }
  for (const [id, amount] of out) if (amount <= 0) out.delete(id);
  return out;
}
