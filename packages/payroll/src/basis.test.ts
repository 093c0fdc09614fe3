/**
 * Pay basis (payroll-design "Rates" and "Pay basis"), every figure worked by hand beside it.
 *
 * The monthly-rated employee: 150,000.00 a month, factor 261 (five-day week, Saturday and Sunday
 * rest days), 8 hours, shift 08:00-17:00. Day rate = 150,000 x 12 / 261 = 6,896.551724...;
 * minute rate = day rate / 480 = 14.367816...
 * November 2026: Sunday the 1st (All Saints', special) and Monday the 2nd (All Souls', special),
 * Monday the 30th Bonifacio Day (regular holiday). Weekdays: 2-6, 9-13, 16-20, 23-27, 30 = 21.
 */
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './dates.ts';
import { computePayslip } from './payslip.ts';
import type { Shift, TimeLog } from './time.ts';
import type { DayRecord, EmployeeTerms, PayslipInput } from './types.ts';
import { basicEarned } from './yearend.ts';

const DAY_SHIFT: Shift = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const PAID_LEAVE: Shift = { shift_id: 4, start_time: null, end_time: null };
const UNPAID_LEAVE: Shift = { shift_id: 2, start_time: null, end_time: null };
const FULL_DAY: TimeLog = {
  start_time: '07:55:00',
  end_time: '17:02:00',
  lunch_start: '12:00:00',
  lunch_end: '13:00:00',
};
const HOLIDAYS = new Set(['2026-11-02', '2026-11-30']);

const MONTHLY: EmployeeTerms = {
  monthly_salary: 15_000_000,
  days: 21.75,
  hours: 8,
  pay_period: 'Monthly',
  pay_basis: 'Monthly',
  annual_factor: 261,
  rest_weekdays: [0, 6],
};

/** Monday-Friday on the day shift, worked in full except on holidays (scheduled, not worked). */
function weekdays(
  start: string,
  end: string,
  override: (date: string) => Partial<DayRecord> | undefined = () => undefined,
): DayRecord[] {
  const days: DayRecord[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const wd = weekday(date);
    const base: DayRecord =
      wd === 0 || wd === 6
        ? { date, log: null, shift: null }
        : { date, log: HOLIDAYS.has(date) ? null : FULL_DAY, shift: DAY_SHIFT };
    const changed = { ...base, ...override(date) };
    if (changed.log !== null || changed.shift !== null) days.push(changed);
  }
  return days;
}

function monthly(
  extra: Omit<Partial<PayslipInput>, 'employee'> & { employee?: Partial<EmployeeTerms> } = {},
  period = { start: '2026-11-01', end: '2026-11-30' },
): PayslipInput {
  return {
    period,
    days: weekdays(addDays(period.start, -14), period.end),
    ...extra,
    employee: { ...MONTHLY, ...extra.employee },
  };
}

describe('monthly-rated: 150,000.00 a month, factor 261, monthly payroll for November 2026', () => {
  it('full attendance: Basic Pay is the salary, 150,000.00, and nothing else', () => {
    const payslip = computePayslip(monthly());
    // The unworked holidays (Nov 2 special, Nov 30 regular) are inside the salary: no Holiday Pay line.
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 150_000 });
    expect(payslip.gross_base).toBe(150_000);
    // day rate 1,800,000 / 261 = 6,896.5517 -> 6,896.55; hour rate / 8 = 862.0690 -> 862.07
    expect(payslip.rates).toEqual({ monthly_rate: 150_000, daily_rate: 6_896.55, hourly_rate: 862.07 });
  });

  it('two unpaid absences: Absences -2 x 6,896.551724 = -13,793.10; basic earned 136,206.90', () => {
    const absent = new Set(['2026-11-10', '2026-11-11']);
    const payslip = computePayslip(
      monthly({
        days: weekdays('2026-10-18', '2026-11-30', (date) => (absent.has(date) ? { log: null } : undefined)),
      }),
    );
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 150_000, Absences: -13_793.1 });
    expect(payslip.gross_base).toBe(136_206.9);
    expect(payslip.attendance.absences).toBe(2);
    // 13th month (PD 851): basic salary earned is the salary less the absences.
    expect(basicEarned([payslip.gross_breakdown])).toBe(136_206.9);
  });

  it('an Unpaid Leave day is an absence; a Paid Leave day stays inside the salary', () => {
    const payslip = computePayslip(
      monthly({
        days: weekdays('2026-10-18', '2026-11-30', (date) =>
          date === '2026-11-16'
            ? { log: null, shift: UNPAID_LEAVE }
            : date === '2026-11-17'
              ? { log: null, shift: PAID_LEAVE }
              : undefined,
        ),
      }),
    );
    // 150,000 - 6,896.551724 = 143,103.448276 -> Absences -6,896.55
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 150_000, Absences: -6_896.55 });
    expect(payslip.attendance.paid_leave_days).toBe(1);
    expect(payslip.attendance.unpaid_leave_days).toBe(1);
  });

  it('work on the regular holiday earns the 100% premium above the salary; a Saturday 130%', () => {
    const payslip = computePayslip(
      monthly({
        days: weekdays('2026-10-18', '2026-11-30', (date) =>
          date === '2026-11-30' || date === '2026-11-14' ? { log: FULL_DAY, shift: DAY_SHIFT } : undefined,
        ),
      }),
    );
    // Regular holiday worked 8 h: 200% of the day, 100% already in the salary -> 6,896.551724 -> 6,896.55.
    // Rest day (Saturday, not paid under factor 261) worked 8 h: 130% x 6,896.551724 = 8,965.517 -> 8,965.52.
    expect(payslip.gross_breakdown).toEqual({
      'Basic Pay': 150_000,
      'Rest Day Pay': 8_965.52,
      'Regular Holiday Pay': 6_896.55,
    });
    expect(payslip.gross_base).toBe(165_862.07);
  });

  it('hired on Wednesday November 18: 9 working days employed x day rate = 62,068.97', () => {
    // Weekdays from the 18th: 18, 19, 20, 23-27, 30 (the regular holiday is a paid day) = 9.
    // 9 x 6,896.551724 = 62,068.9655 -> 62,068.97
    const payslip = computePayslip(monthly({ employee: { date_hired: '2026-11-18' } }));
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 62_068.97 });
    expect(payslip.attendance.days_present).toBe(8); // the days before the hire are not counted
  });

  it('hired on November 18 with Sunday as the only rest day: the Saturdays count, 11 days = 75,000.00', () => {
    // Working days from the 18th: weekdays 18, 19, 20, 23-27, 30 (9) + Saturdays 21, 28 (2) = 11.
    // 11 x 6,896.551724 = 75,862.0690 -> 75,862.07 (below the 150,000 share of a monthly period).
    const payslip = computePayslip(monthly({ employee: { date_hired: '2026-11-18', rest_weekdays: [0] } }));
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 75_862.07 });
  });
});

describe('monthly-rated: a shift with a 5-minute grace period', () => {
  const GRACE: Shift = { ...DAY_SHIFT, grace_minutes: 5 };

  it('4 minutes late is not deducted (still shown); 6 minutes late is deducted in full: -86.21', () => {
    const days = weekdays('2026-10-18', '2026-11-30', (date) =>
      date === '2026-11-04'
        ? { shift: GRACE, log: { ...FULL_DAY, start_time: '08:04:00' } }
        : date === '2026-11-05'
          ? { shift: GRACE, log: { ...FULL_DAY, start_time: '08:06:00' } }
          : undefined,
    );
    const payslip = computePayslip(monthly({ days }));
    // Late 6 x 1,800,000 / (261 x 480) = 10,800,000 / 125,280 = 86.2069 -> 86.21 (the 4 minutes: 0)
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 150_000, Late: -86.21 });
    expect(payslip.attendance.late_minutes).toBe(10); // 4 + 6, both shown
  });
});

describe('monthly-rated: semi-monthly cut-offs', () => {
  const SEMI = { pay_period: 'Semi-monthly' as const };

  it('each cut-off is half the salary: 75,000.00', () => {
    const first = computePayslip(monthly({ employee: SEMI }, { start: '2026-11-01', end: '2026-11-15' }));
    const second = computePayslip(monthly({ employee: SEMI }, { start: '2026-11-16', end: '2026-11-30' }));
    expect(first.gross_breakdown).toEqual({ 'Basic Pay': 75_000 });
    expect(second.gross_breakdown).toEqual({ 'Basic Pay': 75_000 });
  });

  it('30 minutes late and 45 minutes undertime come off as their own lines', () => {
    const days = weekdays('2026-10-18', '2026-11-15', (date) =>
      date === '2026-11-04'
        ? { log: { ...FULL_DAY, start_time: '08:30:00' } }
        : date === '2026-11-05'
          ? { log: { ...FULL_DAY, end_time: '16:15:00' } }
          : undefined,
    );
    const payslip = computePayslip(
      monthly({ employee: SEMI, days }, { start: '2026-11-01', end: '2026-11-15' }),
    );
    // minute rate = 1,800,000 / 261 / 480 = 14.367816...
    // Late 30 x 14.367816 = 431.0345 -> 431.03; Undertime 45 x 14.367816 = 646.5517 -> 646.55
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 75_000, Late: -431.03, Undertime: -646.55 });
    expect(payslip.gross_base).toBe(73_922.42); // 75,000 - 431.03 - 646.55
    expect(payslip.attendance.late_minutes).toBe(30);
    expect(payslip.attendance.early_minutes).toBe(45);
  });

  it('separated on Friday November 13: 10 working days x day rate = 68,965.52', () => {
    // Weekdays 2-6 and 9-13 = 10 (Nov 2, a special day, is paid inside the salary); 10 x 6,896.551724.
    const payslip = computePayslip(
      monthly(
        { employee: { ...SEMI, separation_date: '2026-11-13' } },
        { start: '2026-11-01', end: '2026-11-15' },
      ),
    );
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 68_965.52 });
  });

  it('separated before the period: nothing is paid', () => {
    const payslip = computePayslip(
      monthly(
        { employee: { ...SEMI, separation_date: '2026-11-13' } },
        { start: '2026-11-16', end: '2026-11-30' },
      ),
    );
    expect(payslip.gross_breakdown).toEqual({});
    expect(payslip.gross_pay).toBe(0);
  });
});

describe('a seed group as monthly-rated: 60,000.00 over 22 days (factor 22 x 12 = 264)', () => {
  it('day rate 60,000 x 12 / 264 = 60,000 / 22 = 2,727.2727; one absence -> 57,272.73', () => {
    const terms = { monthly_salary: 6_000_000, days: 22, annual_factor: 264 };
    const payslip = computePayslip(
      monthly({
        employee: terms,
        days: weekdays('2026-10-18', '2026-11-30', (date) =>
          date === '2026-11-24' ? { log: null } : undefined,
        ),
      }),
    );
    expect(payslip.rates.daily_rate).toBe(2_727.27);
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 60_000, Absences: -2_727.27 });
    expect(payslip.gross_base).toBe(57_272.73);
  });
});

describe('daily-rated NCR minimum wage: 695.00 a day, factor 313 (today rule)', () => {
  const DAILY: EmployeeTerms = {
    monthly_salary: 1_812_792,
    days: 26,
    hours: 8,
    pay_period: 'Semi-monthly',
    pay_basis: 'Daily',
    annual_factor: 313,
    day_rate: 69_500,
  };
  /** Monday-Saturday worked in full. */
  function sixDays(start: string, end: string, skip: ReadonlySet<string> = new Set()): DayRecord[] {
    const days: DayRecord[] = [];
    for (let date = start; date <= end; date = addDays(date, 1)) {
      if (weekday(date) === 0) continue;
      days.push({ date, log: skip.has(date) ? null : FULL_DAY, shift: DAY_SHIFT });
    }
    return days;
  }

  it('March 1-15, 2025: 13 days worked x 695.00 = 9,035.00; monthly equivalent 18,127.92', () => {
    const payslip = computePayslip({
      employee: DAILY,
      period: { start: '2025-03-01', end: '2025-03-15' },
      days: sixDays('2025-02-15', '2025-03-15'),
    });
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 9_035 });
    // EEMR 695 x 313 / 12 = 18,127.9167 -> 18,127.92; hour rate 695 / 8 = 86.875 -> 86.88
    expect(payslip.rates).toEqual({ monthly_rate: 18_127.92, daily_rate: 695, hourly_rate: 86.88 });
    // PhilHealth 5% x 18,127.92 = 906.396 -> 906.40, employee half 453.20, first cut-off 226.60
    expect(payslip.mandatories_breakdown.PhilHealth).toBe(226.6);
  });

  it('an absence pays nothing that day; the unworked regular holiday pays on the day-before rule', () => {
    // November 16-30, 2026: Mon-Sat 16-21, 23-28, 30 = 13 days; the 30th a regular holiday unworked,
    // the 28th (the last workday before it) worked -> Holiday Pay 695.00. Absent on the 24th.
    const payslip = computePayslip({
      employee: DAILY,
      period: { start: '2026-11-16', end: '2026-11-30' },
      days: sixDays('2026-11-02', '2026-11-30', new Set(['2026-11-24', '2026-11-30'])),
    });
    // 11 days worked (13 - the 24th - the 30th) x 695.00 = 7,645.00
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 7_645, 'Holiday Pay': 695 });
  });
});

describe("a final pay's unpaid stretch without a timesheet (issue 23): working days x day rate", () => {
  const noTimesheet = (start: string, end: string, whole?: boolean) =>
    computePayslip({
      period: { start, end },
      days: [],
      employee: { ...MONTHLY, pay_period: 'Semi-monthly' },
      ...(whole === undefined ? {} : { whole_period: whole }),
    });
  it('1-13 November is not a cut-off: 10 weekdays x 6,896.551724 = 68,965.52, not the half-month share', () => {
    // Without the hint 13 days look like a whole semi-monthly period: the share, 75,000.00.
    expect(noTimesheet('2026-11-01', '2026-11-13').gross_base).toBe(75_000);
    expect(noTimesheet('2026-11-01', '2026-11-13', false).gross_base).toBe(68_965.52);
  });
  it('1 October to 13 November spans periods: 22 + 10 weekdays x 6,896.551724 = 220,689.66', () => {
    // October 2026: 22 weekdays (1 Thursday .. 30 Friday); November 2-6, 9-13: 10.
    expect(noTimesheet('2026-10-01', '2026-11-13', false).gross_base).toBe(220_689.66);
  });
});
