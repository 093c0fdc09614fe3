/**
 * Whether a leave date uses a leave credit (issue 22). A regular holiday pays as holiday pay
 * whether or not the employee files leave (payslip: a leave on a regular holiday is paid as the
 * unworked holiday, not as leave), and a rest day is not a workday: neither spends a credit.
 * Special days are workdays for leave purposes ("no work, no pay" unless worked), so they do.
 */
import { weekday } from './dates.ts';
import { type Holiday, NATIONAL_HOLIDAYS } from './statutory/holidays.ts';

/** The engine's default work week: Sunday is the rest day (types.ts rest_weekdays). */
export const DEFAULT_REST_WEEKDAYS: readonly number[] = [0];

export type LeaveCreditExemption =
  | { readonly kind: 'regular_holiday'; readonly names: readonly string[] }
  | { readonly kind: 'rest_day' };

export interface LeaveDateContext {
  /** The holiday calendar (default: the national holidays). */
  readonly holidays?: readonly Holiday[];
  /** The employee's rest weekdays, 0 Sunday ... 6 Saturday (default Sunday). */
  readonly rest_weekdays?: readonly number[];
}

/** Why the date uses no leave credit, or null when a leave on it takes one. */
export function leaveCreditExemption(
  date: string,
  context: LeaveDateContext = {},
): LeaveCreditExemption | null {
  const calendar = context.holidays ?? NATIONAL_HOLIDAYS;
  const names = calendar.filter((h) => h.date === date && h.type === 'regular').map((h) => h.name);
  if (names.length > 0) return { kind: 'regular_holiday', names };
  const rest = context.rest_weekdays ?? DEFAULT_REST_WEEKDAYS;
  if (rest.includes(weekday(date))) return { kind: 'rest_day' };
  return null;
}
