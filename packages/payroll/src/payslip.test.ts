/**
 * Payslips checked the way a payroll officer would: every expected figure is worked out by hand from
 * the rules (payroll-design.md, ph-statutory.md), with the arithmetic beside it.
 *
 * The usual employee: 26,000.00 a month, 26 days, 8 hours -> day rate 1,000.00, hour rate 125.00;
 * semi-monthly; rest day Sunday; shift 08:00-17:00 (8 hours after the lunch hour).
 * Monthly contributions on 26,000 (2025): SSS MSC 26,000 -> EE 1,000 (SS) + 300 (MPF) = 1,300,
 * ER 2,000 + 600 + EC 30; PhilHealth 5% x 26,000 = 1,300 -> EE 650, ER 650; Pag-IBIG 200 / 200.
 * Per semi-monthly cut-off (half): SSS 650.00 + PhilHealth 325.00 + Pag-IBIG 100.00 = 1,075.00.
 */
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './dates.ts';
import { computePayslip, computePayslipCentavos } from './payslip.ts';
import type { Shift, TimeLog } from './time.ts';
import type { DayRecord, EarningInput, EmployeeTerms, LoanInput, PayslipInput } from './types.ts';

const DAY_SHIFT: Shift = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const NIGHT_SHIFT: Shift = { shift_id: 3, start_time: '22:00:00', end_time: '07:00:00' };
const FULL_DAY: TimeLog = {
  start_time: '07:55:00',
  end_time: '17:02:00',
  lunch_start: '12:00:00',
  lunch_end: '13:00:00',
};

const EMPLOYEE: EmployeeTerms = { monthly_salary: 2_600_000, days: 26, hours: 8, pay_period: 'Semi-monthly' };

/** One record per date from start to end: Monday-Saturday on the day shift, worked in full unless told. */
function schedule(
  start: string,
  end: string,
  override: (date: string) => Partial<DayRecord> | undefined = () => undefined,
): DayRecord[] {
  const days: DayRecord[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const base: DayRecord =
      weekday(date) === 0 ? { date, log: null, shift: null } : { date, log: FULL_DAY, shift: DAY_SHIFT };
    const changed = { ...base, ...override(date) };
    if (changed.log !== null || changed.shift !== null) days.push(changed);
  }
  return days;
}

const MARCH_FIRST_HALF = { start: '2025-03-01', end: '2025-03-15' }; // no holidays; Sundays 2 and 9 -> 13 workdays

function input(extra: Partial<PayslipInput> = {}): PayslipInput {
  return {
    employee: EMPLOYEE,
    period: MARCH_FIRST_HALF,
    days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end),
    ...extra,
  };
}

describe('semi-monthly employee, full attendance (March 1-15, 2025)', () => {
  const payslip = computePayslip(input());

  it('pays 13 workdays x 8 h x 125.00 = 13,000.00 basic and nothing else', () => {
    expect(payslip.rates).toEqual({ monthly_rate: 26_000, daily_rate: 1_000, hourly_rate: 125 });
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 13_000 });
    expect(payslip.gross_base).toBe(13_000);
    expect(payslip.gross_pay).toBe(13_000);
  });

  it('deducts half the monthly contributions in the first cut-off', () => {
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 650, PhilHealth: 325, 'Pag-IBIG': 100 });
    expect(payslip.mandatoriesTotal).toBe(1_075);
    // ER: SSS (2,000 + 600) / 2 = 1,300; EC 30 / 2 = 15; PhilHealth 325; Pag-IBIG 100 -> 1,740
    expect(payslip.employer_shares).toEqual({ SSS: 1_300, 'SSS EC': 15, PhilHealth: 325, 'Pag-IBIG': 100 });
    expect(payslip.employer_total).toBe(1_740);
  });

  it('withholds on 13,000 - 1,075 = 11,925: 15% x (11,925 - 10,417) = 226.20', () => {
    expect(payslip.taxable_compensation).toBe(11_925);
    expect(payslip.deductions_breakdown).toEqual({ WTax: 226.2 });
    expect(payslip.total_deductions).toBe(1_301.2); // 1,075 + 226.20
    expect(payslip.net_pay).toBe(11_698.8); // 13,000 - 1,301.20
  });

  it('the second cut-off (March 16-30) completes the month: 12 workdays = 12,000.00', () => {
    const second = computePayslip({
      employee: EMPLOYEE,
      period: { start: '2025-03-16', end: '2025-03-30' },
      days: schedule('2025-03-16', '2025-03-30'),
    });
    // Sundays 16, 23, 30 -> 12 workdays; contributions: the other half
    expect(second.gross_breakdown).toEqual({ 'Basic Pay': 12_000 });
    expect(second.mandatories_breakdown).toEqual({ SSS: 650, PhilHealth: 325, 'Pag-IBIG': 100 });
  });

  it('counts attendance', () => {
    expect(payslip.attendance).toMatchObject({
      days_present: 13,
      absences: 0,
      late_minutes: 0,
      regular_minutes: 13 * 480,
    });
  });
});

describe('semi-monthly employee with two absences', () => {
  const payslip = computePayslip(
    input({
      days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) =>
        date === '2025-03-04' || date === '2025-03-05' ? { log: null } : undefined,
      ),
    }),
  );

  it('pays 11 days: 11 x 1,000 = 11,000.00 (no work, no pay)', () => {
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 11_000 });
    expect(payslip.attendance.absences).toBe(2);
  });

  it('contributions stay monthly-based; 11,000 - 1,075 = 9,925 is under 10,417, so no tax', () => {
    expect(payslip.mandatoriesTotal).toBe(1_075);
    expect(payslip.wtax).toBe(0);
    expect(payslip.net_pay).toBe(9_925);
  });

  it('a late arrival costs its minutes: 08:30 on one day -> 7.5 h, 937.50 that day', () => {
    const late = computePayslip(
      input({
        days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) =>
          date === '2025-03-04' ? { log: { ...FULL_DAY, start_time: '08:30:00' } } : undefined,
        ),
      }),
    );
    // 12 x 1,000 + 7.5 x 125 = 12,937.50
    expect(late.gross_breakdown).toEqual({ 'Basic Pay': 12_937.5 });
    expect(late.attendance.late_minutes).toBe(30);
  });
});

describe('approved overtime on a regular holiday (June 1-15, 2025)', () => {
  // June 6 (Eid'l Adha) and June 12 (Independence Day) are regular holidays; Sundays 1, 8, 15.
  // Ordinary workdays: 2-5, 7, 9-11, 13, 14 = 10. Not at work on June 6; works June 12 08:00-19:00
  // with an approved overtime application 17:00-19:00.
  const period = { start: '2025-06-01', end: '2025-06-15' };
  const days = schedule(period.start, period.end, (date) => {
    if (date === '2025-06-06') return { log: null };
    if (date === '2025-06-12') return { log: { ...FULL_DAY, end_time: '19:00:00' } };
    return undefined;
  });
  const overtime = {
    application_type: 'Overtime',
    effective_date: '2025-06-12',
    start_time: '17:00:00',
    end_time: '19:00:00',
    approval_status: 'Approved' as const,
  };
  const payslip = computePayslip({ employee: EMPLOYEE, period, days, applications: [overtime] });

  it('pays basic, holiday pay, the 200% holiday rate and 260% overtime', () => {
    expect(payslip.gross_breakdown).toEqual({
      'Basic Pay': 10_000, // 10 days x 1,000
      'Holiday Pay': 1_000, // June 6 unworked; June 5 (the workday before) worked -> 100% of 1,000
      'Regular Holiday Pay': 2_000, // June 12, 8 h x 125 x 200%
      Overtime: 650, // 2 h x 125 x 260%
    });
    expect(payslip.gross_pay).toBe(13_650);
  });

  it('withholds on 13,650 - 1,075 = 12,575: 15% x 2,158 = 323.70; net 12,251.30', () => {
    expect(payslip.wtax).toBe(323.7);
    expect(payslip.net_pay).toBe(12_251.3); // 13,650 - 1,075 - 323.70
  });

  it('overtime that is not approved, or not covered by the log, is not paid', () => {
    const pending = computePayslip({
      employee: EMPLOYEE,
      period,
      days,
      applications: [{ ...overtime, approval_status: 'For Approval' }],
    });
    expect(pending.gross_breakdown.Overtime).toBeUndefined();
    // Application to 20:00 but out at 19:00: still 2 h
    const longer = computePayslip({
      employee: EMPLOYEE,
      period,
      days,
      applications: [{ ...overtime, end_time: '20:00:00' }],
    });
    expect(longer.gross_breakdown.Overtime).toBe(650);
  });

  it('absent on the workday before the holiday: no holiday pay for June 6', () => {
    const absentBefore = computePayslip({
      employee: EMPLOYEE,
      period,
      days: schedule(period.start, period.end, (date) =>
        date === '2025-06-05' || date === '2025-06-06' ? { log: null } : undefined,
      ),
    });
    // 9 ordinary days + June 12 worked 8 h at 200%
    expect(absentBefore.gross_breakdown).toEqual({ 'Basic Pay': 9_000, 'Regular Holiday Pay': 2_000 });
  });

  it('the day before a Monday holiday is the Saturday workday, skipping the Sunday rest day', () => {
    // National Heroes Day, Monday August 25, 2025: Sunday 24 is a rest day, Saturday 23 was worked.
    // Thursday August 21 (Ninoy Aquino Day) is a special non-working day, worked: 8 h x 125 x 130%.
    const august = computePayslip({
      employee: EMPLOYEE,
      period: { start: '2025-08-16', end: '2025-08-30' },
      days: schedule('2025-08-16', '2025-08-30', (date) =>
        date === '2025-08-25' ? { log: null } : undefined,
      ),
    });
    // Sundays 17, 24 -> 13 workdays less Aug 25 and Aug 21 = 11 ordinary days; holiday pay 1,000
    expect(august.gross_breakdown).toEqual({
      'Basic Pay': 11_000,
      'Holiday Pay': 1_000,
      'Special Day Pay': 1_300,
    });
  });
});

describe('night work (March 1-15, 2025, shift 22:00-07:00 with lunch 02:00-03:00)', () => {
  const nightLog: TimeLog = {
    start_time: '21:58:00',
    end_time: '07:01:00',
    lunch_start: '02:00:00',
    lunch_end: '03:00:00',
  };
  const payslip = computePayslip(
    input({
      days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) =>
        weekday(date) === 0 ? undefined : { log: nightLog, shift: NIGHT_SHIFT },
      ),
    }),
  );

  it('pays 10% of the hour rate for each hour between 22:00 and 06:00 worked', () => {
    // Each shift: 22:00-07:00 = 9 h - 1 h lunch = 8 h official; night 22:00-06:00 = 8 h less the
    // 02:00-03:00 lunch = 7 h. 13 shifts: basic 13 x 1,000 = 13,000; night 13 x 7 x 125 x 10% = 1,137.50
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 13_000, 'Night Differential': 1_137.5 });
    expect(payslip.attendance.night_minutes).toBe(13 * 7 * 60);
  });

  it('withholds on 14,137.50 - 1,075 = 13,062.50: 15% x 2,645.50 = 396.825 -> 396.83', () => {
    expect(payslip.wtax).toBe(396.83);
    expect(payslip.net_pay).toBe(12_665.67); // 14,137.50 - 1,075 - 396.83
  });

  it('night overtime carries 10% of the overtime rate', () => {
    // A day worker stays until 23:00 on Monday March 3 with approved overtime 17:00-23:00.
    const late = computePayslip(
      input({
        days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) =>
          date === '2025-03-03' ? { log: { ...FULL_DAY, end_time: '23:00:00' } } : undefined,
        ),
        applications: [
          {
            application_type: 'Overtime',
            effective_date: '2025-03-03',
            start_time: '17:00:00',
            end_time: '23:00:00',
            approval_status: 'Approved',
          },
        ],
      }),
    );
    // OT 6 h x 125 x 125% = 937.50; night part 22:00-23:00 = 1 h x 125 x 125% x 10% = 15.625 -> 15.63
    expect(late.gross_breakdown).toEqual({
      'Basic Pay': 13_000,
      Overtime: 937.5,
      'Night Differential': 15.63,
    });
  });
});

describe("a loan's last installment", () => {
  const loans: LoanInput[] = [
    {
      loan_id: 1,
      loan_name: 'Salary Loan',
      loan_amount: 1_000_000, // 10,000.00 over 3: 3,333.33 + 3,333.33 + 3,333.34
      payment_terms: 3,
      deduction_start_date: '2025-01-15',
      status: 'Active',
      payments_made: 2,
      total_amount_paid: 666_666,
    },
    {
      loan_id: 2,
      loan_name: 'Emergency Loan',
      loan_amount: 500_000,
      payment_terms: 5,
      deduction_start_date: '2025-01-15',
      status: 'Canceled',
      payments_made: 1,
      total_amount_paid: 100_000,
    },
  ];
  const payslip = computePayslip(
    input({
      loans,
      deductions: [
        { name: 'Canteen', effective_date: '2025-03-10', amount: 50_000 },
        { name: 'Canteen', effective_date: '2025-03-20', amount: 99_900 }, // next period
      ],
    }),
  );

  it('deducts the remainder 3,333.34, leaving a zero balance, and skips the canceled loan', () => {
    expect(payslip.loans_breakdown).toEqual([
      { loan_id: 1, loan_name: 'Salary Loan', amount_due: 3_333.34, balance: 0 },
    ]);
    expect(payslip.loansTotal).toBe(3_333.34);
  });

  it('other deductions of the period are listed, and neither they nor loans change the tax', () => {
    expect(payslip.deductions).toEqual({ Canteen: 500 });
    expect(payslip.deductions_breakdown).toEqual({ WTax: 226.2, Canteen: 500 });
    // 1,075 + 226.20 + 500 + 3,333.34 = 5,134.54; net 13,000 - 5,134.54 = 7,865.46
    expect(payslip.total_deductions).toBe(5_134.54);
    expect(payslip.net_pay).toBe(7_865.46);
  });
});

describe('an earnings record By Work - Group shared by three people', () => {
  // Record total 1,000 (x rate 1) shared equally (line amounts 4, 4, 4): 333.34, 333.33, 333.33.
  const record = (line_index: number): EarningInput => ({
    name: 'Team Incentive',
    effective_date: '2025-03-12',
    calc_id: 1,
    operand_id: 2,
    rate: 1,
    amount: 4,
    total_amount: 1_000,
    group_amounts: [4, 4, 4],
    line_index,
  });
  const payslips = [0, 1, 2].map((line) => computePayslip(input({ earnings: [record(line)] })));

  it('gives the spare centavo to the first line and the shares add up to 1,000.00', () => {
    expect(payslips.map((p) => p.earnings['Team Incentive'])).toEqual([333.34, 333.33, 333.33]);
    expect(payslips.reduce((sum, p) => sum + Math.round(p.earningsTotal * 100), 0)).toBe(100_000);
  });

  it('adds the share to Total Earnings and taxes it', () => {
    const first = payslips[0]!;
    expect(first.gross_pay).toBe(13_333.34); // 13,000 + 333.34
    // taxable 13,333.34 - 1,075 = 12,258.34 -> 15% x 1,841.34 = 276.201 -> 276.20
    expect(first.wtax).toBe(276.2);
    expect(first.net_pay).toBe(11_982.14); // 13,333.34 - 1,075 - 276.20
  });

  it('shares in proportion to line amounts: 2:3:5 of 1,000 -> 200 / 300 / 500', () => {
    const weighted = { ...record(2), group_amounts: [2, 3, 5] };
    expect(computePayslip(input({ earnings: [weighted] })).earnings).toEqual({ 'Team Incentive': 500 });
  });

  it('ignores records dated outside the period; By Day counts days present (13 x 50 = 650)', () => {
    const outside = { ...record(0), effective_date: '2025-03-16' };
    const byDay: EarningInput = {
      name: 'Meal',
      effective_date: '2025-03-01',
      calc_id: 2,
      operand_id: 2,
      rate: 50,
      amount: 0,
    };
    expect(computePayslip(input({ earnings: [outside, byDay] })).earnings).toEqual({ Meal: 650 });
  });
});

describe('benefits, leave, rest days and special days', () => {
  it('pays benefits by half in a semi-monthly period; non-taxable ones escape withholding', () => {
    const payslip = computePayslip(
      input({
        employee: {
          ...EMPLOYEE,
          benefits: [
            { name: 'Rice', monthly_amount: 200_000, taxable: false },
            { name: 'Transpo', monthly_amount: 100_000 },
          ],
        },
      }),
    );
    expect(payslip.benefits).toEqual({ Rice: 1_000, Transpo: 500 });
    expect(payslip.benefitsTotal).toBe(1_500);
    expect(payslip.gross_pay).toBe(14_500);
    // SSS on 26,000 + 3,000 = 29,000 -> EE 1,000 + 450 = 1,450 -> 725; Pag-IBIG 100; PhilHealth on basic 325
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 725, PhilHealth: 325, 'Pag-IBIG': 100 });
    // taxable 13,000 + 500 - 1,150 = 12,350 -> 15% x 1,933 = 289.95
    expect(payslip.wtax).toBe(289.95);
    expect(payslip.net_pay).toBe(13_060.05); // 14,500 - 1,150 - 289.95
  });

  it('pays a paid-leave day at the day rate and an unpaid-leave day not at all', () => {
    const payslip = computePayslip(
      input({
        days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) => {
          if (date === '2025-03-04') return { log: null, shift: { shift_id: 4 } };
          if (date === '2025-03-05') return { log: null, shift: { shift_id: 2 } };
          return undefined;
        }),
      }),
    );
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 11_000, 'Paid Leave': 1_000 });
    expect(payslip.attendance).toMatchObject({ paid_leave_days: 1, unpaid_leave_days: 1, absences: 0 });
  });

  it('pays rest-day work at 130%: Sunday March 9, 8 h -> 1,300.00', () => {
    const payslip = computePayslip(
      input({
        days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) =>
          date === '2025-03-09' ? { log: FULL_DAY, shift: DAY_SHIFT } : undefined,
        ),
      }),
    );
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 13_000, 'Rest Day Pay': 1_300 });
  });

  it('special non-working day: no work, no pay; worked at 130% (Ninoy Aquino Day, Aug 21, 2025)', () => {
    const period = { start: '2025-08-16', end: '2025-08-30' };
    const off = computePayslip({
      employee: EMPLOYEE,
      period,
      days: schedule(period.start, period.end, (date) =>
        date === '2025-08-21' || date === '2025-08-25' ? { log: null } : undefined,
      ),
    });
    // 13 workdays - Aug 21 - Aug 25 (regular holiday, unworked, Saturday 23 worked -> holiday pay)
    expect(off.gross_breakdown).toEqual({ 'Basic Pay': 11_000, 'Holiday Pay': 1_000 });
    const worked = computePayslip({
      employee: EMPLOYEE,
      period,
      days: schedule(period.start, period.end, (date) => (date === '2025-08-25' ? { log: null } : undefined)),
    });
    expect(worked.gross_breakdown).toEqual({
      'Basic Pay': 11_000,
      'Holiday Pay': 1_000,
      'Special Day Pay': 1_300,
    });
  });

  it('a special working day (EDSA, Feb 25, 2025) pays as an ordinary day', () => {
    const payslip = computePayslip({
      employee: EMPLOYEE,
      period: { start: '2025-02-16', end: '2025-02-28' },
      days: schedule('2025-02-16', '2025-02-28'),
    });
    // Feb 16-28: Sundays 16, 23 -> 11 workdays, all ordinary
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 11_000 });
  });
});

describe('a holiday calendar passed by the server replaces the national one', () => {
  it('a local special non-working day worked on Monday March 10, 2025: 8 h x 125 x 130% = 1,300', () => {
    const holidays = [{ date: '2025-03-10', type: 'special_non_working' as const, name: 'City charter day' }];
    expect(computePayslip(input({ holidays })).gross_breakdown).toEqual({
      'Basic Pay': 12_000,
      'Special Day Pay': 1_300,
    });
  });

  it('two regular holidays on one date make a double holiday: unworked, 200% of the day rate', () => {
    const holidays = [
      { date: '2025-03-12', type: 'regular' as const, name: 'First' },
      { date: '2025-03-12', type: 'regular' as const, name: 'Second' },
    ];
    const payslip = computePayslip(
      input({
        holidays,
        days: schedule(MARCH_FIRST_HALF.start, MARCH_FIRST_HALF.end, (date) =>
          date === '2025-03-12' ? { log: null } : undefined,
        ),
      }),
    );
    // 12 ordinary days; Tuesday March 11 worked -> 2 x 1,000
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 12_000, 'Holiday Pay': 2_000 });
  });
});

describe('minimum wage earner (June 2025: NCR-25 645/day, 26 days -> 16,770.00/month)', () => {
  const mwe: EmployeeTerms = {
    monthly_salary: 1_677_000,
    days: 26,
    hours: 8,
    pay_period: 'Semi-monthly',
    tax_mode: 'minimum_wage',
  };
  const period = { start: '2025-06-01', end: '2025-06-15' };
  const ncr = { region: 'NCR' };
  const payslip = computePayslip({
    employee: mwe,
    period,
    days: schedule(period.start, period.end),
    minimum_wage: ncr,
  });

  it('works both holidays: 10 x 645 = 6,450 basic; 2 x 645 x 200% = 2,580', () => {
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 6_450, 'Regular Holiday Pay': 2_580 });
  });

  it('pays no withholding tax; contributions are statutory', () => {
    expect(payslip.wtax).toBe(0);
    // SSS: 16,770 -> MSC 17,000 -> EE 850 -> 425; PhilHealth 5% x 16,770 = 838.50 -> EE 419.25 -> 209.625
    // -> first cut-off 209.63; Pag-IBIG 200 -> 100
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 425, PhilHealth: 209.63, 'Pag-IBIG': 100 });
  });

  it('taxes only other taxable earnings: a 15,000 bonus -> 15% x (15,000 - 10,417) = 687.45', () => {
    const bonus: EarningInput = {
      name: 'Sales Bonus',
      effective_date: '2025-06-10',
      calc_id: 0,
      operand_id: 0,
      rate: 0,
      amount: 15_000,
    };
    const withBonus = computePayslip({
      employee: mwe,
      period,
      days: schedule(period.start, period.end),
      earnings: [bonus],
      minimum_wage: ncr,
    });
    expect(withBonus.taxable_compensation).toBe(15_000);
    expect(withBonus.wtax).toBe(687.45);
  });
});

describe('tax groups with fixed amounts, weekly and monthly employees', () => {
  it('fixed monthly amounts replace the computed ones, by the period share', () => {
    const payslip = computePayslip(
      input({
        employee: {
          ...EMPLOYEE,
          tax_mode: 'fixed',
          w_tax_monthly_rate: 100_000,
          sss_rate: 80_000,
          philhealth_rate: null,
          pagibig_rate: 10_000,
        },
      }),
    );
    // SSS 800 / 2 = 400; PhilHealth statutory 325; Pag-IBIG 100 / 2 = 50; WTax 1,000 / 2 = 500
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 400, PhilHealth: 325, 'Pag-IBIG': 50 });
    expect(payslip.wtax).toBe(500);
    expect(payslip.net_pay).toBe(11_725); // 13,000 - 775 - 500
  });

  it('weekly: contributions x 12/52 and the weekly table (March 3-9, 2025)', () => {
    const payslip = computePayslip({
      employee: { ...EMPLOYEE, pay_period: 'Weekly' },
      period: { start: '2025-03-03', end: '2025-03-09' },
      days: schedule('2025-03-03', '2025-03-09'),
    });
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 6_000 }); // Mon-Sat
    // SSS 1,300 x 12/52 = 300; PhilHealth 650 x 12/52 = 150; Pag-IBIG 200 x 12/52 = 46.1538 -> 46.15
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 300, PhilHealth: 150, 'Pag-IBIG': 46.15 });
    // taxable 6,000 - 496.15 = 5,503.85 -> 15% x (5,503.85 - 4,808) = 104.3775 -> 104.38
    expect(payslip.wtax).toBe(104.38);
    expect(payslip.net_pay).toBe(5_399.47);
  });

  it('monthly: the whole monthly contribution and the monthly table (March 1-30, 2025)', () => {
    const payslip = computePayslip({
      employee: { ...EMPLOYEE, pay_period: 'Monthly' },
      period: { start: '2025-03-01', end: '2025-03-30' },
      days: schedule('2025-03-01', '2025-03-30'),
    });
    // 30 days - 5 Sundays = 25 workdays x 1,000 = 25,000
    expect(payslip.gross_breakdown).toEqual({ 'Basic Pay': 25_000 });
    expect(payslip.mandatories_breakdown).toEqual({ SSS: 1_300, PhilHealth: 650, 'Pag-IBIG': 200 });
    // taxable 25,000 - 2,150 = 22,850 -> 15% x (22,850 - 20,833) = 302.55
    expect(payslip.wtax).toBe(302.55);
  });

  it('the odd PhilHealth centavo: 15,555/month -> EE 388.87 -> 194.44 first cut-off, 194.43 second', () => {
    const employee = { ...EMPLOYEE, monthly_salary: 1_555_500 };
    const first = computePayslip(input({ employee }));
    const second = computePayslip({
      employee,
      period: { start: '2025-03-16', end: '2025-03-30' },
      days: schedule('2025-03-16', '2025-03-30'),
    });
    expect([first.mandatories_breakdown.PhilHealth, second.mandatories_breakdown.PhilHealth]).toEqual([
      194.44, 194.43,
    ]);
  });
});

describe('edge cases', () => {
  it('no earnings at all: no contributions, no tax, net 0', () => {
    const payslip = computePayslip(input({ days: [] }));
    expect(payslip.gross_pay).toBe(0);
    expect(payslip.total_deductions).toBe(0);
    expect(payslip.net_pay).toBe(0);
  });

  it('the centavo version has the same shape in integer centavos', () => {
    const centavos = computePayslipCentavos(input());
    expect(centavos.gross_breakdown).toEqual({ 'Basic Pay': 1_300_000 });
    expect(centavos.net_pay).toBe(1_169_880);
  });

  it('refuses a period that ends before it starts, and duplicate dates', () => {
    expect(() => computePayslip(input({ period: { start: '2025-03-15', end: '2025-03-01' } }))).toThrow();
    const day = schedule('2025-03-03', '2025-03-03');
    expect(() => computePayslip(input({ days: [...day, ...day] }))).toThrow();
  });
});
