/**
 * Business dates: a real calendar date written 'yyyy-MM-dd' within 1900-01-01..2100-12-31. Every
 * date a request carries (shift, effective, release, pay, birth, hire dates...) is checked here, so
 * a year 0000 or 9999 never reaches a date column (PostgreSQL refuses year 0 with a 500) nor is
 * stored as such on SQLite.
 */
import { z } from 'zod';

export const BUSINESS_DATE_MIN = '1900-01-01';
export const BUSINESS_DATE_MAX = '2100-12-31';

export const DATE_MSG = {
  /** The one message of a real date outside the bounds, whatever the field. */
  outOfRange: `Dates must be from ${BUSINESS_DATE_MIN} to ${BUSINESS_DATE_MAX}.`,
} as const;

/** The documented shape of every date field (the OpenAPI pattern the route walker looks for). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'yyyy-MM-dd', whatever its year. */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(2000, m, 0));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : date.getUTCDate();
  return d <= days;
}

/** A 'yyyy-MM-dd' text (already checked as a real date) within the business bounds. */
export const isWithinBusinessDates = (value: string) =>
  value >= BUSINESS_DATE_MIN && value <= BUSINESS_DATE_MAX;

/** A real calendar date within 1900-01-01..2100-12-31. */
export function isCalendarDate(value: string): boolean {
  return isRealDate(value) && isWithinBusinessDates(value);
}

/** What is wrong with a date text: the field's own message, the bounds' message, or undefined. */
export function dateProblem(value: string, formatMessage: string): string | undefined {
  if (!isRealDate(value)) return formatMessage;
  return isWithinBusinessDates(value) ? undefined : DATE_MSG.outOfRange;
}

/** A year (of a yyyy-MM period or a tax year) within the business bounds. */
export const isBusinessYear = (year: number) =>
  Number.isInteger(year) &&
  year >= Number(BUSINESS_DATE_MIN.slice(0, 4)) &&
  year <= Number(BUSINESS_DATE_MAX.slice(0, 4));

/**
 * The zod schema of a business date field: `formatMessage` for anything that is not a real
 * 'yyyy-MM-dd' date, DATE_MSG.outOfRange for a real date outside the bounds.
 */
export const businessDate = (formatMessage: string) =>
  z
    .string({ error: formatMessage })
    .regex(DATE_PATTERN, formatMessage)
    .superRefine((value, ctx) => {
      if (!DATE_PATTERN.test(value)) return;
      const problem = dateProblem(value, formatMessage);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
