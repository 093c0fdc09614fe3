/**
 * A company's pay calendar (issue 21 section 1; payroll-design "Pay calendar"): pure rules shared by
 * the server and the web app.
 *
 * - Semi-monthly periods start on two cut-off days (default 1 and 16; 11 and 26 is common) and end
 *   the day before the next cut-off; the cut-offs are 15 days apart so that both periods of every
 *   month are 13 to 16 days long (1-15 and 16-28..31; 11-25 and 26-10).
 * - Monthly periods run from the start day (default 1) to the day before it next month.
 * - Weekly periods are 7 days from the start weekday (default Monday).
 * - Each cut-off has a pay day: the period is paid on the first date on or after its end whose day of
 *   the month is the pay day (a pay day past the month's length is its last day: 31 = the last
 *   day). The default 15th for 1-15 is the period's own last day, so "on or after the end" is valid.
 *   Weekly periods are paid on the first pay weekday on or after their end.
 * A period that does not start on a cut-off (the spec's start + 6 / 14 / 29 days) is paid on the pay
 * date of the calendar period that contains its end date.
 *
 *   GET /api/compliance/pay-calendar?company_id=   -> PayCalendarView  (compliance view)
 *   PUT /api/compliance/pay-calendar  PayCalendarBody -> { message, data } (compliance update)
 */
import { z } from 'zod';
import type { PayrollPeriod } from './payroll.ts';

export interface PayCalendar {
  /** Semi-monthly cut-off days (1..13 and first + 15). */
  semi_monthly_first: number;
  semi_monthly_second: number;
  /** Pay day of the period starting on the first / second cut-off (1..31; 31 = last day of the month). */
  semi_monthly_first_pay_day: number;
  semi_monthly_second_pay_day: number;
  /** Monthly start day (1..28) and pay day (1..31). */
  monthly_start_day: number;
  monthly_pay_day: number;
  /** Weekly start weekday and pay weekday (0 Sunday .. 6 Saturday). */
  weekly_start_weekday: number;
  weekly_pay_weekday: number;
}

export const DEFAULT_PAY_CALENDAR: Readonly<PayCalendar> = {
  semi_monthly_first: 1,
  semi_monthly_second: 16,
  semi_monthly_first_pay_day: 15,
  semi_monthly_second_pay_day: 31,
  monthly_start_day: 1,
  monthly_pay_day: 31,
  weekly_start_weekday: 1,
  weekly_pay_weekday: 6,
};

export const PAY_CALENDAR_FIELDS = [
  'semi_monthly_first',
  'semi_monthly_second',
  'semi_monthly_first_pay_day',
  'semi_monthly_second_pay_day',
  'monthly_start_day',
  'monthly_pay_day',
  'weekly_start_weekday',
  'weekly_pay_weekday',
] as const satisfies readonly (keyof PayCalendar)[];

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Lengths in days (start and end included) the server accepts per pay period. */
export const PAYROLL_PERIOD_DAYS: Readonly<Record<PayrollPeriod, { min: number; max: number }>> = {
  Weekly: { min: 7, max: 7 },
  'Semi-monthly': { min: 13, max: 16 },
  Monthly: { min: 28, max: 31 },
};

export const PAY_CALENDAR_TEXT = {
  title: 'Pay Calendar',
  intro:
    'Cut-off days start the pay periods; choosing a cut-off day as a payroll start date sets its end to the day before the next cut-off. Each period is paid on its pay day, on or after its end.',
  semiMonthlyFirst: 'Semi-monthly first cut-off day',
  semiMonthlySecond: 'Semi-monthly second cut-off day',
  semiMonthlyFirstPayDay: 'Pay day of the first cut-off',
  semiMonthlySecondPayDay: 'Pay day of the second cut-off',
  monthlyStartDay: 'Monthly start day',
  monthlyPayDay: 'Monthly pay day',
  weeklyStartWeekday: 'Weekly start day',
  weeklyPayWeekday: 'Weekly pay day',
  payDayHint: '31 = the last day of the month',
  save: 'Save Pay Calendar',
  example: (first: string, second: string) => `Periods: ${first} and ${second}.`,
} as const;

export const PAY_CALENDAR_MSG = {
  saved: 'Pay calendar saved successfully.',
  firstCutOff: 'The first cut-off day must be a day from 1 to 13.',
  secondCutOff: 'The second cut-off day must be 15 days after the first (e.g. 1 and 16, or 11 and 26).',
  payDay: (label: string) => `${label} must be a day from 1 to 31 (31 = the last day of the month).`,
  monthlyStart: 'The monthly start day must be a day from 1 to 28.',
  weekday: (label: string) => `${label} must be a weekday (0 Sunday to 6 Saturday).`,
} as const;

// ---- dates ('yyyy-MM-dd', UTC arithmetic) ----

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const parts = (date: string) => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
  Number(date.slice(8, 10)),
];
const weekdayOf = (date: string) => new Date(toMs(date)).getUTCDay();

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Month m (1..12) of year y shifted by n months. */
function shiftMonth(y: number, m: number, n: number): [number, number] {
  const index = y * 12 + (m - 1) + n;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** Day d of a month, or its last day when the month is shorter. */
const dayIn = (y: number, m: number, d: number) => ymd(y, m, Math.min(d, daysInMonth(y, m)));

/** The first date on or after `date` whose day of the month is `payDay` (clamped to the month). */
function payDayOnOrAfter(date: string, payDay: number): string {
  const [y, m] = parts(date) as [number, number, number];
  const here = dayIn(y, m, payDay);
  if (here >= date) return here;
  const [ny, nm] = shiftMonth(y, m, 1);
  return dayIn(ny, nm, payDay);
}

export interface CalendarPeriod {
  start: string;
  end: string;
  pay_date: string;
}

/** Cut-off starts of a month for the pay period (monthly: one; semi-monthly: two). */
function cutOffs(calendar: PayCalendar, payPeriod: 'Monthly' | 'Semi-monthly'): number[] {
  return payPeriod === 'Monthly'
    ? [calendar.monthly_start_day]
    : [calendar.semi_monthly_first, calendar.semi_monthly_second];
}

function payDayOf(calendar: PayCalendar, payPeriod: 'Monthly' | 'Semi-monthly', index: number): number {
  if (payPeriod === 'Monthly') return calendar.monthly_pay_day;
  return index === 0 ? calendar.semi_monthly_first_pay_day : calendar.semi_monthly_second_pay_day;
}

/** The period of the calendar that contains `date`, with its pay date. */
export function calendarPeriodOf(
  calendar: PayCalendar,
  payPeriod: PayrollPeriod,
  date: string,
): CalendarPeriod {
  if (payPeriod === 'Weekly') {
    const back = (weekdayOf(date) - calendar.weekly_start_weekday + 7) % 7;
    const start = addDays(date, -back);
    const end = addDays(start, 6);
    const toPay = (calendar.weekly_pay_weekday - weekdayOf(end) + 7) % 7;
    return { start, end, pay_date: addDays(end, toPay) };
  }
  const days = cutOffs(calendar, payPeriod);
  const [y, m, d] = parts(date) as [number, number, number];
  // The latest cut-off on or before the date: in this month, else the last one of the month before.
  let index = -1;
  for (let i = 0; i < days.length; i++) if ((days[i] as number) <= d) index = i;
  let sy = y;
  let sm = m;
  if (index < 0) {
    [sy, sm] = shiftMonth(y, m, -1);
    index = days.length - 1;
  }
  const start = ymd(sy, sm, days[index] as number);
  const next =
    index + 1 < days.length ? ymd(sy, sm, days[index + 1] as number) : nextMonthStart(sy, sm, days);
  const end = addDays(next, -1);
  return { start, end, pay_date: payDayOnOrAfter(end, payDayOf(calendar, payPeriod, index)) };
}

function nextMonthStart(y: number, m: number, days: number[]): string {
  const [ny, nm] = shiftMonth(y, m, 1);
  return ymd(ny, nm, days[0] as number);
}

/** Whether `date` starts a period of the calendar. */
export function isCutOff(calendar: PayCalendar, payPeriod: PayrollPeriod, date: string): boolean {
  return calendarPeriodOf(calendar, payPeriod, date).start === date;
}

/** Days added to a start that is not a cut-off (spec 4 "Payroll filters": + 6 / + 14 / + 29). */
export const SEED_PERIOD_SPAN: Readonly<Record<PayrollPeriod, number>> = {
  Monthly: 29,
  'Semi-monthly': 14,
  Weekly: 6,
};

/**
 * The end date for a payroll start: a cut-off day ends the day before the next cut-off (1 -> 15,
 * 16 -> the month's last day, 26 -> the 10th of next month; monthly 1 -> the last day); any other
 * start keeps the spec's rule (start + 6 / 14 / 29 days).
 */
export function payrollEndFor(calendar: PayCalendar, payPeriod: PayrollPeriod, start: string): string {
  const period = calendarPeriodOf(calendar, payPeriod, start);
  return period.start === start ? period.end : addDays(start, SEED_PERIOD_SPAN[payPeriod]);
}

/** The pay date of a payroll [start, end]: the pay date of the calendar period containing its end. */
export function payDateFor(calendar: PayCalendar, payPeriod: PayrollPeriod, end: string): string {
  return calendarPeriodOf(calendar, payPeriod, end).pay_date;
}

/**
 * The year whose last payroll [start, end] is (the year-end adjustment's payroll), else null: the
 * payroll with the year's last pay date, i.e. whose next payroll (starting the day after its end) is
 * paid in a later year.
 */
export function yearEndYear(calendar: PayCalendar, payPeriod: PayrollPeriod, end: string): number | null {
  const paid = payDateFor(calendar, payPeriod, end);
  const nextStart = addDays(end, 1);
  const nextPaid = payDateFor(calendar, payPeriod, payrollEndFor(calendar, payPeriod, nextStart));
  return nextPaid.slice(0, 4) > paid.slice(0, 4) ? Number(paid.slice(0, 4)) : null;
}

/** Whether a period of this length (start and end included) is accepted for the pay period. */
export function periodLengthAllowed(payPeriod: PayrollPeriod, start: string, end: string): boolean {
  const days = Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
  const allowed = PAYROLL_PERIOD_DAYS[payPeriod] as { min: number; max: number } | undefined;
  return allowed !== undefined && days >= allowed.min && days <= allowed.max;
}

// ---- validation and API shapes ----

const intIn = (v: unknown, min: number, max: number): number | null => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export type PayCalendarValidation =
  | { ok: true; values: PayCalendar }
  | { ok: false; errors: Partial<Record<keyof PayCalendar, string>>; first: string };

/** The pay calendar form's checks, shared by the form and the server. */
export function validatePayCalendar(input: Readonly<Record<string, unknown>>): PayCalendarValidation {
  const errors: Partial<Record<keyof PayCalendar, string>> = {};
  const values = { ...DEFAULT_PAY_CALENDAR };
  const first = intIn(input.semi_monthly_first, 1, 13);
  if (first === null) errors.semi_monthly_first = PAY_CALENDAR_MSG.firstCutOff;
  else values.semi_monthly_first = first;
  const second = intIn(input.semi_monthly_second, 16, 28);
  if (second === null || (first !== null && second !== first + 15))
    errors.semi_monthly_second = PAY_CALENDAR_MSG.secondCutOff;
  else values.semi_monthly_second = second;
  const payDays = [
    ['semi_monthly_first_pay_day', PAY_CALENDAR_TEXT.semiMonthlyFirstPayDay],
    ['semi_monthly_second_pay_day', PAY_CALENDAR_TEXT.semiMonthlySecondPayDay],
    ['monthly_pay_day', PAY_CALENDAR_TEXT.monthlyPayDay],
  ] as const;
  for (const [field, label] of payDays) {
    const day = intIn(input[field], 1, 31);
    if (day === null) errors[field] = PAY_CALENDAR_MSG.payDay(label);
    else values[field] = day;
  }
  const start = intIn(input.monthly_start_day, 1, 28);
  if (start === null) errors.monthly_start_day = PAY_CALENDAR_MSG.monthlyStart;
  else values.monthly_start_day = start;
  const weekdays = [
    ['weekly_start_weekday', PAY_CALENDAR_TEXT.weeklyStartWeekday],
    ['weekly_pay_weekday', PAY_CALENDAR_TEXT.weeklyPayWeekday],
  ] as const;
  for (const [field, label] of weekdays) {
    const day = intIn(input[field], 0, 6);
    if (day === null) errors[field] = PAY_CALENDAR_MSG.weekday(label);
    else values[field] = day;
  }
  const message = PAY_CALENDAR_FIELDS.map((f) => errors[f]).find((m) => m !== undefined);
  return message === undefined ? { ok: true, values } : { ok: false, errors, first: message };
}

const day = z.number().int();
export const payCalendarViewSchema = z.object({
  company_id: z.number().int(),
  semi_monthly_first: day,
  semi_monthly_second: day,
  semi_monthly_first_pay_day: day,
  semi_monthly_second_pay_day: day,
  monthly_start_day: day,
  monthly_pay_day: day,
  weekly_start_weekday: day,
  weekly_pay_weekday: day,
});
export type PayCalendarView = z.infer<typeof payCalendarViewSchema>;

const bodyDay = z.union([z.number(), z.string().max(10)]).optional();
export const payCalendarBodySchema = z.object({
  company_id: z.union([z.number(), z.string().max(20)]).optional(),
  semi_monthly_first: bodyDay,
  semi_monthly_second: bodyDay,
  semi_monthly_first_pay_day: bodyDay,
  semi_monthly_second_pay_day: bodyDay,
  monthly_start_day: bodyDay,
  monthly_pay_day: bodyDay,
  weekly_start_weekday: bodyDay,
  weekly_pay_weekday: bodyDay,
});
export type PayCalendarBody = z.input<typeof payCalendarBodySchema>;
export const payCalendarSaveResponseSchema = z.object({ message: z.string(), data: payCalendarViewSchema });
export type PayCalendarSaveResponse = z.infer<typeof payCalendarSaveResponseSchema>;
