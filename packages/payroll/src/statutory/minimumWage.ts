/**
 * Regional minimum wages (ph-statutory 7) and who is a minimum wage earner (MWE): an employee whose
 * day rate is at or below the minimum wage of their work region in force on the pay date (RR 11-2018;
 * ph-statutory 4.4 and 7). Wage orders are dated data: the built-in list seeds NCR; a company adds
 * its other regions' orders (Group Details) and passes them in. Amounts are integer centavos.
 */
import type { EmployeeTerms } from '../types.ts';

export interface MinimumWageOrder {
  /** Region as the wage order names it ('NCR', 'Region VII', ...). */
  readonly region: string;
  /** The wage order ('NCR-26'); texts show it as 'WO NCR-26'. */
  readonly wage_order: string;
  /** First day (yyyy-MM-dd) the rate applies. */
  readonly effective_from: string;
  /** Non-agriculture daily minimum wage, centavos. */
  readonly daily_rate: number;
}

/** NCR non-agriculture (ph-statutory 7): NCR-25 ₱645 from 2024-07-17, NCR-26 ₱695 from 2025-07-18. */
export const MINIMUM_WAGE_ORDERS: readonly MinimumWageOrder[] = [
  { region: 'NCR', wage_order: 'NCR-25', effective_from: '2024-07-17', daily_rate: 645_00 },
  { region: 'NCR', wage_order: 'NCR-26', effective_from: '2025-07-18', daily_rate: 695_00 },
];

/** The region's order in force on the date (the latest effective_from on or before it), or null. */
export function minimumWageOn(
  orders: readonly MinimumWageOrder[],
  region: string,
  onDate: string,
): MinimumWageOrder | null {
  let found: MinimumWageOrder | null = null;
  for (const order of orders) {
    if (order.region !== region || order.effective_from > onDate) continue;
    if (found === null || order.effective_from > found.effective_from) found = order;
  }
  return found;
}

/**
 * The employee's day rate in centavos, rounded as the payslip shows it (rates.daily_rate). The one
 * place the minimum wage check reads a day rate: a pay basis with an annual factor changes only this.
 */
export function employeeDayRate(
  terms: Pick<EmployeeTerms, 'monthly_salary' | 'days' | 'pay_basis' | 'annual_factor' | 'day_rate'>,
): number {
  const daily = terms.pay_basis !== 'Monthly';
  if (daily && terms.day_rate != null) return terms.day_rate;
  if (terms.annual_factor != null && terms.annual_factor > 0)
    return Math.round((terms.monthly_salary * 12) / terms.annual_factor);
  return Math.round(terms.monthly_salary / terms.days);
}

/** The minimum wage check of one employee on one date (payslip.minimum_wage). */
export interface MinimumWageStatus {
  region: string;
  wage_order: string;
  /** The order's daily minimum wage. */
  minimum_daily_rate: number;
  day_rate: number;
  /** Day rate at or below the minimum wage: a minimum wage earner (tax-exempt pay). */
  mwe: boolean;
  /** Day rate below the minimum wage: a warning on the payroll row and the profile. */
  below_minimum: boolean;
}

export function minimumWageStatus(
  dayRate: number,
  region: string,
  orders: readonly MinimumWageOrder[],
  onDate: string,
): MinimumWageStatus | null {
  const order = minimumWageOn(orders, region, onDate);
  if (order === null) return null;
  return {
    region: order.region,
    wage_order: order.wage_order,
    minimum_daily_rate: order.daily_rate,
    day_rate: dayRate,
    mwe: dayRate <= order.daily_rate,
    below_minimum: dayRate < order.daily_rate,
  };
}

/** The gross components that are an MWE's exempt premiums (1601-C item 16, 2316 items 30-32). */
export const MWE_PREMIUM_COMPONENTS: readonly string[] = [
  'Holiday Pay',
  'Rest Day Pay',
  'Special Day Pay',
  'Regular Holiday Pay',
  'Overtime',
  'Night Differential',
];

/**
 * An MWE's exempt pay split as the forms want it: premiums (holiday, rest day, special day, overtime,
 * night differential) and the statutory minimum wage (the rest of the gross base: basic pay, paid
 * leave, and any negative absence lines).
 */
export function mweExemptSplit(grossBreakdown: Readonly<Record<string, number>>): {
  basic: number;
  premiums: number;
} {
  let basic = 0;
  let premiums = 0;
  for (const [name, amount] of Object.entries(grossBreakdown)) {
    if (MWE_PREMIUM_COMPONENTS.includes(name)) premiums += amount;
    else basic += amount;
  }
  return { basic, premiums };
}
