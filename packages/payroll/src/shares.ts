/** A monthly amount's share for one pay period (payroll-design: contributions and benefits). */
import { dayOfMonth, type PayPeriod } from './dates.ts';
import { roundHalfAwayFromZero } from './money.ts';

/**
 * Monthly: all of it. Semi-monthly: half each; the first cut-off of the month (a period starting on
 * day 1-15) takes the rounded half and the second the rest, so the month adds up to the centavo.
 * Weekly: monthly x 12 / 52, rounded each week.
 */
export function periodShare(monthlyAmount: number, payPeriod: PayPeriod, periodStart: string): number {
  if (monthlyAmount === 0) return 0;
  if (payPeriod === 'Monthly') return monthlyAmount;
  if (payPeriod === 'Semi-monthly') {
    const first = roundHalfAwayFromZero(monthlyAmount / 2);
    return dayOfMonth(periodStart) <= 15 ? first : monthlyAmount - first;
  }
  return roundHalfAwayFromZero((monthlyAmount * 12) / 52);
}
