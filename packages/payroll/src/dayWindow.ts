/**
 * Which dates of day records and applications a payslip reads (issue 28 §4): the period's own, and
 * before the start only what the "day before" rule of an unworked regular holiday looks back to
 * (payslip.ts earnedHolidayPay). A caller reads [daysReadFrom(...), end] and the payslip is the same
 * as with any wider window.
 */
import { dayNumber, formatDayNumber } from './dates.ts';
import {
  type Holiday,
  type HolidayIndex,
  indexHolidays,
  NATIONAL_HOLIDAY_INDEX,
} from './statutory/holidays.ts';

/** How far before a regular holiday the "day before" rule looks for the last workday. */
export const HOLIDAY_LOOKBACK_DAYS = 14;

/** A server passes the same calendar array for every employee of a run: index it once. */
const holidayIndexes = new WeakMap<readonly Holiday[], HolidayIndex>();

/** The day kinds of a calendar (PayslipInput.holidays; undefined: the national one). */
export function holidayIndexOf(calendar: readonly Holiday[] | undefined): HolidayIndex {
  if (calendar === undefined) return NATIONAL_HOLIDAY_INDEX;
  let index = holidayIndexes.get(calendar);
  if (index === undefined) {
    index = indexHolidays(calendar);
    holidayIndexes.set(calendar, index);
  }
  return index;
}

/**
 * The first date whose day record or application can change the payslip of [start, end] under
 * `calendar` (the PayslipInput's holidays): HOLIDAY_LOOKBACK_DAYS before the period's first regular
 * (or double) holiday when that reaches before the start, else the start. Only such a holiday, left
 * unworked, reads days before the period (the last workday before it); special days, rest days and
 * work in the period read nothing outside it. An Official Business application widens its own day's
 * log, so applications need the same dates as the days.
 */
export function daysReadFrom(start: string, end: string, calendar?: readonly Holiday[]): string {
  const index = holidayIndexOf(calendar);
  const startDay = dayNumber(start);
  const last = Math.min(dayNumber(end), startDay + HOLIDAY_LOOKBACK_DAYS - 1);
  for (let day = startDay; day <= last; day++) {
    const kind = index.get(day);
    if (kind === 'regular' || kind === 'double') return formatDayNumber(day - HOLIDAY_LOOKBACK_DAYS);
  }
  return start;
}
