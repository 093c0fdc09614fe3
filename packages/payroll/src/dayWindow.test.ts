/** daysReadFrom (issue 28 §4): the dates a server reads give the same payslip as every date. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, formatDayNumber, payPeriodEnd } from './dates.ts';
import { daysReadFrom } from './dayWindow.ts';
import { computePayslipCentavos } from './payslip.ts';
import { type Holiday, NATIONAL_HOLIDAYS } from './statutory/holidays.ts';
import type { ApplicationInput, DayRecord, PayslipInput } from './types.ts';

describe('daysReadFrom', () => {
  it('is the start when no regular holiday falls in the first 14 days of the period', () => {
    // 1-15 Nov 2026: All Saints' and All Souls' Days are special days; Bonifacio Day is the 30th.
    expect(daysReadFrom('2026-11-01', '2026-11-15')).toBe('2026-11-01');
    expect(daysReadFrom('2026-11-16', '2026-11-30')).toBe('2026-11-16'); // the 30th looks back to the 16th
    expect(daysReadFrom('2026-02-01', '2026-02-15')).toBe('2026-02-01'); // none at all
  });

  it('is 14 days before the first regular holiday whose look-back reaches before the start', () => {
    expect(daysReadFrom('2026-05-01', '2026-05-15')).toBe('2026-04-17'); // Labor Day, the 1st
    expect(daysReadFrom('2026-01-01', '2026-01-31')).toBe('2025-12-18'); // New Year's Day
    // 16-31 Mar 2026: Eid'l Fitr on the 20th; 1-15 Apr: Maundy Thursday (2nd) before Araw ng Kagitingan.
    expect(daysReadFrom('2026-03-16', '2026-03-31')).toBe('2026-03-06');
    expect(daysReadFrom('2026-04-01', '2026-04-15')).toBe('2026-03-19');
    // A final pay's stretch of a single day on a regular holiday.
    expect(daysReadFrom('2026-06-12', '2026-06-12')).toBe('2026-05-29');
  });

  it("follows the payslip's calendar: its regular and double holidays, not its special days", () => {
    const special: Holiday[] = [{ date: '2026-02-03', type: 'special_non_working', name: 'Local' }];
    expect(daysReadFrom('2026-02-01', '2026-02-15', special)).toBe('2026-02-01');
    const regular: Holiday[] = [
      { date: '2026-02-10', type: 'regular', name: 'Local regular' },
      { date: '2026-02-03', type: 'regular', name: 'A' },
      { date: '2026-02-03', type: 'regular', name: 'B' },
    ];
    expect(daysReadFrom('2026-02-01', '2026-02-15', regular)).toBe('2026-01-20');
    // The calendar replaces the national one: Labor Day is not in it.
    expect(daysReadFrom('2026-05-01', '2026-05-15', special)).toBe('2026-05-01');
  });
});

const SHIFTS = [
  null,
  { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' },
  { shift_id: 3, start_time: '22:00:00', end_time: '07:00:00' },
  { shift_id: 4 }, // paid leave
  { shift_id: 2 }, // unpaid leave
];
const LOGS = [
  null,
  { start_time: '08:00:00', end_time: '17:00:00', lunch_start: null, lunch_end: null },
  { start_time: '22:00:00', end_time: '07:00:00', lunch_start: null, lunch_end: null },
  { start_time: '10:00:00', end_time: null, lunch_start: null, lunch_end: null },
];
const REGULAR = NATIONAL_HOLIDAYS.filter((h) => h.type === 'regular').map((h) => dayNumber(h.date));

/** Periods that start up to 16 days before a national regular holiday, with days and Official Business 20 days before. */
const inputArb = fc
  .record({
    holiday: fc.constantFrom(...REGULAR),
    before: fc.integer({ min: 0, max: 16 }),
    payPeriod: fc.constantFrom('Monthly', 'Semi-monthly', 'Weekly') as fc.Arbitrary<
      'Monthly' | 'Semi-monthly' | 'Weekly'
    >,
    rest: fc.constantFrom([0], [0, 6], []),
    days: fc.array(
      fc.record({
        shift: fc.integer({ min: 0, max: SHIFTS.length - 1 }),
        log: fc.integer({ min: 0, max: LOGS.length - 1 }),
        rest: fc.option(fc.boolean()),
        recorded: fc.integer({ min: 0, max: 3 }), // sparse: the look-back often goes far
      }),
      { minLength: 52, maxLength: 52 },
    ),
    business: fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 4 }),
  })
  .map((g): PayslipInput => {
    const start = formatDayNumber(g.holiday - g.before);
    const end = payPeriodEnd(start, g.payPeriod);
    const dateAt = (i: number) => formatDayNumber(dayNumber(start) - 20 + i);
    const days: DayRecord[] = [];
    g.days.forEach((d, i) => {
      const date = dateAt(i);
      if (date > end || d.recorded > 0 || (d.shift === 0 && d.log === 0)) return;
      const record = { date, shift: SHIFTS[d.shift] ?? null, log: LOGS[d.log] ?? null };
      days.push(d.rest === null ? record : { ...record, rest_day: d.rest });
    });
    const applications: ApplicationInput[] = [...new Set(g.business)].map((i) => ({
      application_type: 'Official Business',
      effective_date: dateAt(i),
      start_time: '08:00:00',
      end_time: '17:00:00',
      approval_status: 'Approved',
    }));
    return {
      employee: {
        monthly_salary: 2_600_000,
        days: 26,
        hours: 8,
        pay_period: g.payPeriod,
        rest_weekdays: g.rest,
        tax_mode: 'statutory',
      },
      period: { start, end },
      days,
      applications,
    };
  });

describe('the payslip from the days daysReadFrom names', () => {
  it('equals the payslip from every day before the period, to the centavo', () => {
    let reachedBack = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        const from = daysReadFrom(input.period.start, input.period.end);
        if (from < input.period.start) reachedBack++;
        const read = {
          ...input,
          days: input.days.filter((d) => d.date >= from),
          applications: input.applications?.filter((a) => a.effective_date >= from),
        };
        expect(computePayslipCentavos(read)).toEqual(computePayslipCentavos(input));
      }),
      { numRuns: 400 },
    );
    expect(reachedBack).toBeGreaterThan(100); // most generated periods open with a regular holiday
  });

  it('names the last workday 14 days before a regular holiday, which pays it', () => {
    // Labor Day, Friday 1 May 2026: worked on Friday 17 April, nothing recorded from the 18th to the 30th.
    const input: PayslipInput = {
      employee: { monthly_salary: 2_600_000, days: 26, hours: 8, pay_period: 'Semi-monthly' },
      period: { start: '2026-05-01', end: '2026-05-15' },
      days: [{ date: '2026-04-17', shift: SHIFTS[1] ?? null, log: LOGS[1] ?? null }],
    };
    const from = daysReadFrom('2026-05-01', '2026-05-15');
    const read = (after: string) => ({ ...input, days: input.days.filter((d) => d.date >= after) });
    expect(computePayslipCentavos(read(from)).gross_breakdown['Holiday Pay']).toBe(100_000);
    expect(computePayslipCentavos(read('2026-04-18')).gross_breakdown['Holiday Pay']).toBeUndefined();
  });
});
