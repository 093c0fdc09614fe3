/**
 * Calendar arithmetic on `yyyy-MM-dd` strings and `HH:MM[:SS]` times without Date objects: the
 * engine runs in the browser and the server, in any time zone, and in hot loops.
 */

export type PayPeriod = 'Monthly' | 'Semi-monthly' | 'Weekly';

const ZERO = 48;

function digit(text: string, index: number): number {
  const code = text.charCodeAt(index) - ZERO;
  if (code < 0 || code > 9) throw new RangeError(`not a date or time: '${text}'`);
  return code;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

/** Day number (days since 1970-01-01) of a civil date; proleptic Gregorian calendar. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const shiftedMonth = month > 2 ? month - 3 : month + 9;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Parses `yyyy-MM-dd` into a day number (days since 1970-01-01). Throws on anything else. */
export function dayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) {
    throw new RangeError(`not a yyyy-MM-dd date: '${date}'`);
  }
  const year = digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3);
  const month = digit(date, 5) * 10 + digit(date, 6);
  const day = digit(date, 8) * 10 + digit(date, 9);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date: '${date}'`);
  }
  return daysFromCivil(year, month, day);
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

/** Formats a day number as `yyyy-MM-dd`. */
export function formatDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The date `count` days after `date` (negative counts go back). */
export function addDays(date: string, count: number): string {
  return formatDayNumber(dayNumber(date) + count);
}

/** The date `months` months after `date` (negative goes back); a day the month lacks falls on its
 * last day (Aug 31 + 6 months = Feb 28, or 29 in a leap year). */
export function addMonths(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${year}-${pad2(month)}-${pad2(Math.min(Number(date.slice(8, 10)), daysInMonth(year, month)))}`;
}

/** Day of the week of a day number: 0 Sunday ... 6 Saturday. */
export function weekdayOfDayNumber(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** Day of the week of a `yyyy-MM-dd` date: 0 Sunday ... 6 Saturday. */
export function weekday(date: string): number {
  return weekdayOfDayNumber(dayNumber(date));
}

/** Day of the month (1-31) of a `yyyy-MM-dd` date; the string must already be valid. */
export function dayOfMonth(date: string): number {
  return digit(date, 8) * 10 + digit(date, 9);
}

const PERIOD_LENGTH_DAYS: Readonly<Record<PayPeriod, number>> = {
  Monthly: 30,
  'Semi-monthly': 15,
  Weekly: 7,
};

/** Spec 9: the payroll end date is start + 29 (Monthly), + 14 (Semi-monthly) or + 6 (Weekly) days. */
export function payPeriodEnd(start: string, payPeriod: PayPeriod): string {
  const length = PERIOD_LENGTH_DAYS[payPeriod];
  if (length === undefined) throw new RangeError(`unknown pay period '${String(payPeriod)}'`);
  return addDays(start, length - 1);
}

/**
 * Minutes after midnight of an `HH:MM` or `HH:MM:SS` time. Seconds are ignored: attendance counts
 * whole minutes, so 08:00:59 is 08:00. Returns -1 for a missing (null, undefined, empty) time.
 */
export function minutesOfDay(time: string | null | undefined): number {
  if (time == null || time === '') return -1;
  if (time.length < 5 || time.charCodeAt(2) !== 58) throw new RangeError(`not an HH:MM:SS time: '${time}'`);
  const hours = digit(time, 0) * 10 + digit(time, 1);
  const minutes = digit(time, 3) * 10 + digit(time, 4);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0)) {
    throw new RangeError(`not a time of day: '${time}'`);
  }
  return hours * 60 + minutes;
}
