/**
 * Pay basis (payroll-design "Rates" and "Pay basis"): a Monthly-rated employee is owed the period's
 * share of the fixed salary less unpaid absences, late and undertime; a Daily-rated one is paid the
 * days and hours worked (payslip.ts). The annual factor says which days the salary pays:
 * day rate = monthly x 12 / factor (261 five-day week, 313 six-day week, 365 every day paid).
 * Amounts are integer centavos; rates keep full precision as a fraction (numerator / denominator).
 */
import { dayNumber, type PayPeriod } from './dates.ts';
import { PayrollInputError } from './earnings.ts';
import { roundHalfAwayFromZero } from './money.ts';
import { periodShare } from './shares.ts';
import type { EmployeeTerms } from './types.ts';

export type PayBasis = 'Monthly' | 'Daily';

/** Names of the monthly-rated lines of gross_breakdown (negative amounts). */
export const ABSENCES_COMPONENT = 'Absences';
export const LATE_COMPONENT = 'Late';
export const UNDERTIME_COMPONENT = 'Undertime';

/** A factor at or above 365 pays rest days inside the salary (payroll-design "Rates"). */
const PAID_REST_DAYS_FACTOR = 365;

/**
 * The employee's rates as a fraction: day rate = dayNumerator / dayDenominator (centavos).
 * Without a factor or a stated day rate this is today's monthly / days, unchanged.
 */
export interface BasisRates {
  readonly basis: PayBasis;
  readonly factor: number;
  readonly dayNumerator: number;
  readonly dayDenominator: number;
  /** The monthly rate: the salary, or a daily-rated employee's monthly equivalent (EEMR). */
  readonly monthly: number;
  /** Whether the salary pays rest days (factor 365): work on them earns only the premium. */
  readonly paidRestDays: boolean;
}

/** day rate x factor / 12, to the centavo: what contributions and the minimum wage check use. */
export function monthlyEquivalent(dayRate: number, factor: number): number {
  return roundHalfAwayFromZero((dayRate * factor) / 12);
}

/** Monthly x 12 / factor, to the centavo (for display; amounts use the full-precision fraction). */
export function dayRateOf(monthly: number, factor: number): number {
  return roundHalfAwayFromZero((monthly * 12) / factor);
}

/** Days at the employee's day rate (basisRates' full-precision fraction), rounded once. */
export function daysAtDayRate(
  days: number,
  rates: Pick<BasisRates, 'dayNumerator' | 'dayDenominator'>,
): number {
  if (!(days >= 0)) throw new PayrollInputError('days must be zero or more');
  return roundHalfAwayFromZero((days * rates.dayNumerator) / rates.dayDenominator);
}

export function basisRates(terms: EmployeeTerms): BasisRates {
  const basis: PayBasis = terms.pay_basis ?? 'Daily';
  const factor = terms.annual_factor ?? terms.days * 12;
  if (!(factor > 0)) throw new PayrollInputError('the annual factor must be above zero');
  const paidRestDays = factor >= PAID_REST_DAYS_FACTOR;
  if (basis === 'Daily' && terms.day_rate != null) {
    if (!Number.isInteger(terms.day_rate) || terms.day_rate < 0)
      throw new PayrollInputError('day_rate must be a whole number of centavos, zero or more');
    return {
      basis,
      factor,
      dayNumerator: terms.day_rate,
      dayDenominator: 1,
      monthly: monthlyEquivalent(terms.day_rate, factor),
      paidRestDays,
    };
  }
  const monthly = terms.monthly_salary;
  if (terms.annual_factor === undefined)
    return { basis, factor, dayNumerator: monthly, dayDenominator: terms.days, monthly, paidRestDays };
  return { basis, factor, dayNumerator: monthly * 12, dayDenominator: factor, monthly, paidRestDays };
}

/** The employed part of [start, end] as day numbers, or null when the employee was not employed. */
export function employedRange(
  terms: EmployeeTerms,
  startDay: number,
  endDay: number,
): { from: number; to: number } | null {
  const from = terms.date_hired ? Math.max(startDay, dayNumber(terms.date_hired)) : startDay;
  const to = terms.separation_date ? Math.min(endDay, dayNumber(terms.separation_date)) : endDay;
  return to < from ? null : { from, to };
}

/** A full pay period of its kind: monthly 28-31 days, semi-monthly 13-16, weekly 7. */
function isFullPeriod(payPeriod: PayPeriod, days: number): boolean {
  if (payPeriod === 'Monthly') return days >= 28 && days <= 31;
  if (payPeriod === 'Semi-monthly') return days >= 13 && days <= 16;
  return days === 7;
}

/**
 * Longer than any period of its kind: only a final pay's unpaid stretch (from the last processed
 * payroll's end or the go-live date to the separation date) spans several periods.
 */
function spansPeriods(payPeriod: PayPeriod, days: number): boolean {
  if (payPeriod === 'Monthly') return days > 31;
  if (payPeriod === 'Semi-monthly') return days > 16;
  return days > 7;
}

/** What the day loop counted for a monthly-rated employee (payslip.ts). */
export interface MonthlyTally {
  /** Working days of the employed part of the period (not rest days, unless the salary pays them). */
  workingDays: number;
  /** Scheduled ordinary working days absent without pay (no log, or Unpaid Leave). */
  unpaidDays: number;
  /** Late and undertime minutes on ordinary working days. */
  lateMinutes: number;
  undertimeMinutes: number;
}

export function newMonthlyTally(): MonthlyTally {
  return { workingDays: 0, unpaidDays: 0, lateMinutes: 0, undertimeMinutes: 0 };
}

/**
 * The monthly-rated lines: Basic Pay (the period's share of the salary; hired or separated inside the
 * period, or a period shorter than its kind such as a final pay's last stretch: the working days
 * employed x day rate, at most the share; a final pay's stretch over several periods: the working
 * days x day rate), then Absences, Late and Undertime as negative amounts, which
 * never take the basic below zero.
 */
export function monthlyRatedLines(
  terms: EmployeeTerms,
  rates: BasisRates,
  period: { start: string; end: string },
  employed: { from: number; to: number } | null,
  tally: MonthlyTally,
  wholePeriod?: boolean,
): readonly (readonly [string, number])[] {
  const startDay = dayNumber(period.start);
  const endDay = dayNumber(period.end);
  if (employed === null) return [];
  const share = periodShare(rates.monthly, terms.pay_period, period.start);
  const whole =
    employed.from === startDay &&
    employed.to === endDay &&
    (wholePeriod ?? isFullPeriod(terms.pay_period, endDay - startDay + 1));
  const { dayNumerator: num, dayDenominator: den } = rates;
  const byDays = roundHalfAwayFromZero((tally.workingDays * num) / den);
  // A stretch over several periods is paid by its working days (one period's share would cap it).
  let basic = whole
    ? share
    : spansPeriods(terms.pay_period, endDay - startDay + 1)
      ? byDays
      : Math.min(share, byDays);
  const perMinute = den * terms.hours * 60;
  const lines: [string, number][] = [];
  lines.push(['Basic Pay', basic]);
  const cuts: readonly (readonly [string, number])[] = [
    [ABSENCES_COMPONENT, roundHalfAwayFromZero((tally.unpaidDays * num) / den)],
    [LATE_COMPONENT, roundHalfAwayFromZero((tally.lateMinutes * num) / perMinute)],
    [UNDERTIME_COMPONENT, roundHalfAwayFromZero((tally.undertimeMinutes * num) / perMinute)],
  ];
  for (const [name, amount] of cuts) {
    const cut = Math.min(amount, basic);
    basic -= cut;
    lines.push([name, -cut]);
  }
  return lines;
}
