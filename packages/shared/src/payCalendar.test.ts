import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  isCutOff,
  type PayCalendar,
  payDateFor,
  payrollEndFor,
  periodLengthAllowed,
  validatePayCalendar,
  yearEndYear,
} from './payCalendar.ts';
import type { PayrollPeriod } from './payroll.ts';
import { payrollFetchQuerySchema } from './payroll.ts';

const ELEVEN: PayCalendar = {
  ...DEFAULT_PAY_CALENDAR,
  semi_monthly_first: 11,
  semi_monthly_second: 26,
  semi_monthly_first_pay_day: 30,
  semi_monthly_second_pay_day: 15,
};

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const datesOf = (year: number) => {
  const out: string[] = [];
  for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDays(d, 1)) out.push(d);
  return out;
};

describe('the end date for a start', () => {
  it('a cut-off day ends the day before the next cut-off', () => {
    const c = DEFAULT_PAY_CALENDAR;
    expect(payrollEndFor(c, 'Semi-monthly', '2026-01-01')).toBe('2026-01-15');
    expect(payrollEndFor(c, 'Semi-monthly', '2026-01-16')).toBe('2026-01-31');
    expect(payrollEndFor(c, 'Semi-monthly', '2026-02-16')).toBe('2026-02-28');
    expect(payrollEndFor(c, 'Semi-monthly', '2028-02-16')).toBe('2028-02-29');
    expect(payrollEndFor(c, 'Semi-monthly', '2026-12-16')).toBe('2026-12-31');
    expect(payrollEndFor(ELEVEN, 'Semi-monthly', '2026-12-26')).toBe('2027-01-10');
    expect(payrollEndFor(ELEVEN, 'Semi-monthly', '2026-01-11')).toBe('2026-01-25');
    expect(payrollEndFor(c, 'Monthly', '2026-02-01')).toBe('2026-02-28');
    expect(payrollEndFor(c, 'Monthly', '2026-12-01')).toBe('2026-12-31');
    expect(payrollEndFor({ ...c, monthly_start_day: 26 }, 'Monthly', '2026-01-26')).toBe('2026-02-25');
    // 2026-11-30 is a Monday, the default weekly start.
    expect(payrollEndFor(c, 'Weekly', '2026-11-30')).toBe('2026-12-06');
  });

  it('any other start keeps the seed rule (+6 / +14 / +29)', () => {
    const c = DEFAULT_PAY_CALENDAR;
    expect(payrollEndFor(c, 'Semi-monthly', '2026-01-02')).toBe('2026-01-16');
    expect(payrollEndFor(ELEVEN, 'Semi-monthly', '2026-01-01')).toBe('2026-01-15');
    expect(payrollEndFor(c, 'Monthly', '2026-01-02')).toBe('2026-01-31');
    expect(payrollEndFor(c, 'Weekly', '2026-12-01')).toBe('2026-12-07');
  });
});

describe('pay dates', () => {
  it('the default: the 15th and the last day of the month, on or after the end', () => {
    const c = DEFAULT_PAY_CALENDAR;
    expect(payDateFor(c, 'Semi-monthly', '2026-01-15')).toBe('2026-01-15');
    expect(payDateFor(c, 'Semi-monthly', '2026-02-28')).toBe('2026-02-28');
    expect(payDateFor(c, 'Semi-monthly', '2026-12-31')).toBe('2026-12-31');
    expect(payDateFor(c, 'Monthly', '2026-11-30')).toBe('2026-11-30');
    // A seed-rule period (Dec 2-16) is paid with the calendar period holding its end (Dec 16-31).
    expect(payDateFor(c, 'Semi-monthly', '2026-12-16')).toBe('2026-12-31');
    // Weekly Monday to Sunday, paid the first Saturday on or after the Sunday.
    expect(payDateFor(c, 'Weekly', '2026-12-06')).toBe('2026-12-12');
  });

  it('11 / 26 paid the 30th and the 15th: the 26-10 period of December is paid in January', () => {
    expect(payDateFor(ELEVEN, 'Semi-monthly', '2026-12-25')).toBe('2026-12-30');
    expect(payDateFor(ELEVEN, 'Semi-monthly', '2027-01-10')).toBe('2027-01-15');
    // February has no 30th: its last day.
    expect(payDateFor(ELEVEN, 'Semi-monthly', '2026-02-25')).toBe('2026-02-28');
  });
});

describe('the year-end payroll is the one with the year last pay date', () => {
  it('1/16: 16-31 December; 11/26: 11-25 December (26 December - 10 January is paid in January)', () => {
    const c = DEFAULT_PAY_CALENDAR;
    expect(yearEndYear(c, 'Semi-monthly', '2026-12-31')).toBe(2026);
    expect(yearEndYear(c, 'Semi-monthly', '2026-12-15')).toBeNull();
    expect(yearEndYear(c, 'Semi-monthly', '2026-12-30')).toBe(2026); // Dec 16-30 (seed rule)
    expect(yearEndYear(c, 'Monthly', '2026-12-31')).toBe(2026);
    expect(yearEndYear(c, 'Monthly', '2026-11-30')).toBeNull();
    expect(yearEndYear(ELEVEN, 'Semi-monthly', '2026-12-25')).toBe(2026);
    expect(yearEndYear(ELEVEN, 'Semi-monthly', '2027-01-10')).toBeNull();
    expect(yearEndYear(ELEVEN, 'Semi-monthly', '2026-12-10')).toBeNull();
    // Weekly: the week of 14-20 December 2026 is paid on the 26th, the next one on 2 January.
    expect(yearEndYear(c, 'Weekly', '2026-12-20')).toBe(2026);
    expect(yearEndYear(c, 'Weekly', '2026-12-27')).toBeNull();
  });
});

describe('every date of a year lies in exactly one period', () => {
  const calendars: [string, PayCalendar, PayrollPeriod][] = [
    ['1/16', DEFAULT_PAY_CALENDAR, 'Semi-monthly'],
    ['11/26', ELEVEN, 'Semi-monthly'],
    ['monthly 1', DEFAULT_PAY_CALENDAR, 'Monthly'],
    ['monthly 26', { ...DEFAULT_PAY_CALENDAR, monthly_start_day: 26 }, 'Monthly'],
    ['weekly Monday', DEFAULT_PAY_CALENDAR, 'Weekly'],
    ['weekly Thursday', { ...DEFAULT_PAY_CALENDAR, weekly_start_weekday: 4 }, 'Weekly'],
  ];
  for (const year of [2026, 2028])
    for (const [name, calendar, payPeriod] of calendars)
      it(`${name} over ${year}`, () => {
        // Walk the periods from the one holding January 1: they must chain without gaps or overlaps.
        const covered = new Map<string, number>();
        let period = calendarPeriodOf(calendar, payPeriod, `${year}-01-01`);
        let count = 0;
        while (period.start <= `${year}-12-31`) {
          expect(payrollEndFor(calendar, payPeriod, period.start)).toBe(period.end);
          expect(periodLengthAllowed(payPeriod, period.start, period.end)).toBe(true);
          expect(period.pay_date >= period.end).toBe(true);
          for (let d = period.start; d <= period.end; d = addDays(d, 1))
            covered.set(d, (covered.get(d) ?? 0) + 1);
          count++;
          period = calendarPeriodOf(calendar, payPeriod, addDays(period.end, 1));
        }
        for (const d of datesOf(year)) {
          expect(covered.get(d)).toBe(1);
          const p = calendarPeriodOf(calendar, payPeriod, d);
          expect(p.start <= d && d <= p.end).toBe(true);
        }
        if (payPeriod === 'Semi-monthly') expect(count).toBe(name === '1/16' ? 24 : 25);
        if (payPeriod === 'Monthly') expect(count).toBe(name === 'monthly 1' ? 12 : 13);
      });

  it('property: any valid calendar, any date: the period holding it starts on a cut-off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3652 }),
        fc.constantFrom<PayrollPeriod>('Weekly', 'Semi-monthly', 'Monthly'),
        (first, monthly, weekday, offset, payPeriod) => {
          const calendar = {
            ...DEFAULT_PAY_CALENDAR,
            semi_monthly_first: first,
            semi_monthly_second: first + 15,
            monthly_start_day: monthly,
            weekly_start_weekday: weekday,
          };
          const date = addDays('2025-01-01', offset);
          const p = calendarPeriodOf(calendar, payPeriod, date);
          expect(p.start <= date && date <= p.end).toBe(true);
          expect(isCutOff(calendar, payPeriod, p.start)).toBe(true);
          expect(calendarPeriodOf(calendar, payPeriod, addDays(p.end, 1)).start).toBe(addDays(p.end, 1));
          expect(periodLengthAllowed(payPeriod, p.start, p.end)).toBe(true);
        },
      ),
    );
  });
});

describe('period lengths the server accepts', () => {
  const query = (pay_period: string, start_date: string, end_date: string) =>
    payrollFetchQuerySchema.safeParse({ company_id: 1, pay_period, start_date, end_date });
  it('weekly 7 days, semi-monthly 13 to 16, monthly 28 to 31', () => {
    expect(query('Semi-monthly', '2026-01-16', '2026-01-31').success).toBe(true);
    expect(query('Semi-monthly', '2026-02-16', '2026-02-28').success).toBe(true);
    expect(query('Semi-monthly', '2026-01-01', '2026-01-15').success).toBe(true);
    expect(query('Monthly', '2026-02-01', '2026-02-28').success).toBe(true);
    expect(query('Monthly', '2026-01-01', '2026-01-31').success).toBe(true);
    expect(query('Weekly', '2026-01-05', '2026-01-11').success).toBe(true);
    const refused = query('Semi-monthly', '2026-01-01', '2026-01-17');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'A Semi-monthly payroll period is 13 to 16 days long (start and end dates included).',
    );
    expect(query('Semi-monthly', '2026-01-01', '2026-01-12').success).toBe(false);
    expect(query('Monthly', '2026-01-01', '2026-02-01').error?.issues[0]?.message).toBe(
      'A Monthly payroll period is 28 to 31 days long (start and end dates included).',
    );
    expect(query('Weekly', '2026-01-05', '2026-01-12').error?.issues[0]?.message).toBe(
      'A Weekly payroll period is 7 days long (start and end dates included).',
    );
  });
});

describe('validatePayCalendar', () => {
  it('accepts 11 and 26, refuses cut-offs not 15 days apart and bad days', () => {
    const ok = validatePayCalendar({ ...ELEVEN });
    expect(ok.ok && ok.values.semi_monthly_second).toBe(26);
    const bad = validatePayCalendar({ ...DEFAULT_PAY_CALENDAR, semi_monthly_second: 20 });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.first).toBe(
        'The second cut-off day must be 15 days after the first (e.g. 1 and 16, or 11 and 26).',
      );
    expect(validatePayCalendar({ ...DEFAULT_PAY_CALENDAR, semi_monthly_first: 14 }).ok).toBe(false);
    expect(validatePayCalendar({ ...DEFAULT_PAY_CALENDAR, monthly_pay_day: 32 }).ok).toBe(false);
    expect(validatePayCalendar({ ...DEFAULT_PAY_CALENDAR, weekly_pay_weekday: 7 }).ok).toBe(false);
    expect(validatePayCalendar({ ...DEFAULT_PAY_CALENDAR, monthly_start_day: 29 }).ok).toBe(false);
  });
});
