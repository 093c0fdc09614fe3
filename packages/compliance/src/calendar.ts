/**
 * Output calendar (ph-compliance-outputs 0.3): when each output is due for a period. No clock:
 * `dueStatus` takes today's date from the caller.
 */
import { addDays, dayNumber, NATIONAL_HOLIDAYS, weekday } from '@sahod/payroll';
import { ComplianceInputError, daysInMonth, parseDate, parsePeriod } from './format.ts';

export const MONTHLY_OUTPUTS = ['sss', 'philhealth', 'pagibig', 'bir1601c'] as const;
export const YEARLY_OUTPUTS = [
  'thirteenth',
  'bir2316',
  'bir2316-duplicates',
  'bir1604c',
  'tax-refund',
] as const;
export const EVENT_OUTPUTS = ['finalpay', 'coe'] as const;

export type MonthlyOutput = (typeof MONTHLY_OUTPUTS)[number];
export type YearlyOutput = (typeof YEARLY_OUTPUTS)[number];
export type EventOutput = (typeof EVENT_OUTPUTS)[number];

export interface DueDateOptions {
  /** PhilHealth employer number: its last digit picks the window (0-4: 11th-15th, 5-9: 16th-20th). */
  readonly philhealthPen?: string | null;
  /** Pag-IBIG: sources conflict, so the day of the next month is configurable (default 15). */
  readonly pagibigDueDay?: number;
  /** 1601-C filed through eFPS: the group's day (11-15) instead of the eBIRForms 10th. */
  readonly bir1601cEfpsDay?: number;
  /** Non-working dates (yyyy-MM-dd) for the PhilHealth next-working-day rule; default the national holidays. */
  readonly holidays?: readonly string[];
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function nextMonth(period: string): { year: number; month: number } {
  const { year, month } = parsePeriod(period);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

function day(year: number, month: number, dayOfMonth: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(dayOfMonth, daysInMonth(year, month)))}`;
}

function nonWorking(holidays: readonly string[] | undefined): Set<string> {
  if (holidays !== undefined) return new Set(holidays);
  return new Set(NATIONAL_HOLIDAYS.filter((h) => h.type !== 'special_working').map((h) => h.date));
}

/** The date itself, or the next day that is not a Saturday, Sunday or non-working holiday. */
export function nextWorkingDay(date: string, holidays?: readonly string[]): string {
  const closed = nonWorking(holidays);
  let current = date;
  for (let i = 0; i < 14; i++) {
    const dow = weekday(current);
    if (dow !== 0 && dow !== 6 && !closed.has(current)) return current;
    current = addDays(current, 1);
  }
  return current;
}

function checkDay(value: number, from: number, to: number, field: string): number {
  if (!Number.isInteger(value) || value < from || value > to) {
    throw new ComplianceInputError(`${field}: must be a day from ${from} to ${to}`);
  }
  return value;
}

/**
 * Due date of a monthly output for the month `period` (yyyy-MM): SSS the last day of the next
 * month; PhilHealth the end of the PEN's window in the next month, moved to the next working day;
 * Pag-IBIG the configured day of the next month; 1601-C the 10th of the next month (eFPS: the
 * group's day), December's on January 15.
 */
export function dueDate(output: MonthlyOutput, period: string, options: DueDateOptions = {}): string {
  const next = nextMonth(period);
  switch (output) {
    case 'sss':
      return day(next.year, next.month, 31);
    case 'philhealth': {
      const last = (options.philhealthPen ?? '').replace(/\D/g, '').slice(-1);
      const windowEnd = last !== '' && Number(last) >= 5 ? 20 : 15;
      return nextWorkingDay(day(next.year, next.month, windowEnd), options.holidays);
    }
    case 'pagibig':
      return day(next.year, next.month, checkDay(options.pagibigDueDay ?? 15, 1, 31, 'pagibigDueDay'));
    case 'bir1601c': {
      if (parsePeriod(period).month === 12) return day(next.year, 1, 15);
      const efps = options.bir1601cEfpsDay;
      return day(next.year, next.month, efps === undefined ? 10 : checkDay(efps, 11, 15, 'bir1601cEfpsDay'));
    }
    default:
      throw new ComplianceInputError(`output: unknown monthly output '${String(output)}'`);
  }
}

/**
 * Due date of a yearly output for the calendar year: 13th month December 24; 2316 to employees and
 * 1604-C with the alphalist January 31; 2316 duplicates February 28 (extended in some years);
 * year-end refunds January 25.
 */
export function yearlyDueDate(output: YearlyOutput, year: number): string {
  if (!Number.isInteger(year) || year < 1900 || year > 9998)
    throw new ComplianceInputError('period: must be a year (YYYY)');
  switch (output) {
    case 'thirteenth':
      return `${year}-12-24`;
    case 'bir2316':
    case 'bir1604c':
      return `${year + 1}-01-31`;
    case 'bir2316-duplicates':
      return `${year + 1}-02-28`;
    case 'tax-refund':
      return `${year + 1}-01-25`;
    default:
      throw new ComplianceInputError(`output: unknown yearly output '${String(output)}'`);
  }
}

/** Final pay within 30 days of separation; a Certificate of Employment within 3 days of the request. */
export function eventDueDate(output: EventOutput, date: string): string {
  parseDate(date);
  if (output === 'finalpay') return addDays(date, 30);
  if (output === 'coe') return addDays(date, 3);
  throw new ComplianceInputError(`output: unknown output '${String(output)}'`);
}

/** Days from `today` to `due` (negative when past) and whether it is overdue, for the screen's badge. */
export function dueStatus(due: string, today: string): { readonly days: number; readonly overdue: boolean } {
  const days = dayNumber(due) - dayNumber(today);
  return { days, overdue: days < 0 };
}
