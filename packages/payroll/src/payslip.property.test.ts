/** Properties every payslip and every statutory figure must keep, on generated inputs (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, formatDayNumber, payPeriodEnd } from './dates.ts';
import { computePayslip, computePayslipCentavos } from './payslip.ts';
import { pagibigContribution } from './statutory/pagibig.ts';
import { philhealthContribution } from './statutory/philhealth.ts';
import { sssContribution } from './statutory/sss.ts';
import { annualIncomeTax, type TaxPeriod, withholdingTax } from './statutory/withholding.ts';
import type { Shift, TimeLog } from './time.ts';
import type {
  ApplicationInput,
  DayRecord,
  DeductionInput,
  EarningInput,
  LoanInput,
  Payslip,
  PayslipInput,
} from './types.ts';

const FIRST_DAY = dayNumber('2025-01-01');

function time(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  const rest = wrapped % 60;
  return `${hours < 10 ? '0' : ''}${hours}:${rest < 10 ? '0' : ''}${rest}:00`;
}

const shiftArb: fc.Arbitrary<Shift | null> = fc.oneof(
  fc.constant(null),
  fc.constant({ shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' }),
  fc.constant({ shift_id: 3, start_time: '22:00:00', end_time: '07:00:00' }),
  fc.constant({ shift_id: 5, start_time: '06:00:00', end_time: '14:00:00' }),
  fc.constant({ shift_id: 4 }),
  fc.constant({ shift_id: 2 }),
);

const logArb: fc.Arbitrary<TimeLog | null> = fc.oneof(
  fc.constant(null),
  fc
    .record({
      start: fc.integer({ min: 0, max: 1439 }),
      length: fc.integer({ min: 0, max: 960 }),
      lunchAt: fc.option(fc.integer({ min: 0, max: 600 })),
      lunchLength: fc.integer({ min: 0, max: 120 }),
      missingEnd: fc.boolean(),
    })
    .map(({ start, length, lunchAt, lunchLength, missingEnd }) => ({
      start_time: time(start),
      end_time: missingEnd && length % 7 === 0 ? null : time(start + length),
      lunch_start: lunchAt === null ? null : time(start + lunchAt),
      lunch_end: lunchAt === null ? null : time(start + lunchAt + lunchLength),
    })),
);

const dayArb = fc.record({ log: logArb, shift: shiftArb, rest: fc.option(fc.boolean()) });

const payslipInputArb: fc.Arbitrary<PayslipInput> = fc
  .record({
    monthly: fc.integer({ min: 0, max: 50_000_000 }),
    days: fc.constantFrom(22, 26, 30, 21.75, 313 / 12),
    hours: fc.constantFrom(8, 7.5, 6),
    payPeriod: fc.constantFrom('Monthly', 'Semi-monthly', 'Weekly') as fc.Arbitrary<
      'Monthly' | 'Semi-monthly' | 'Weekly'
    >,
    taxMode: fc.constantFrom('statutory', 'fixed', 'minimum_wage') as fc.Arbitrary<
      'statutory' | 'fixed' | 'minimum_wage'
    >,
    fixed: fc.array(fc.option(fc.integer({ min: 0, max: 500_000 })), { minLength: 4, maxLength: 4 }),
    benefits: fc.array(
      fc.record({
        name: fc.constantFrom('Gasoline', 'Meals', 'Transpo', 'Allowance'),
        monthly_amount: fc.integer({ min: 0, max: 1_000_000 }),
        taxable: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    startOffset: fc.integer({ min: 0, max: 700 }),
    dayList: fc.array(dayArb, { minLength: 37, maxLength: 37 }),
    overtime: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 29 }),
        start: fc.integer({ min: 0, max: 1439 }),
        length: fc.integer({ min: 1, max: 480 }),
        approved: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
    earnings: fc.array(
      fc.record({
        calc: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
        operand: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>,
        rate: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
        amount: fc.integer({ min: 0, max: 10_000 }),
        group: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 5 }),
        day: fc.integer({ min: -5, max: 35 }),
        taxable: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    deductions: fc.array(
      fc.record({
        amount: fc.integer({ min: 0, max: 500_000 }),
        day: fc.integer({ min: -5, max: 35 }),
        preTax: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    loans: fc.array(
      fc.record({
        amount: fc.integer({ min: 1, max: 10_000_000 }),
        terms: fc.integer({ min: 1, max: 24 }),
        made: fc.integer({ min: 0, max: 30 }),
        status: fc.constantFrom('Active', 'Cleared', 'Canceled') as fc.Arbitrary<
          'Active' | 'Cleared' | 'Canceled'
        >,
        startDay: fc.integer({ min: -60, max: 40 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((g): PayslipInput => {
    const start = formatDayNumber(FIRST_DAY + g.startOffset);
    const end = payPeriodEnd(start, g.payPeriod);
    const startDay = FIRST_DAY + g.startOffset;
    const dateAt = (offset: number) => formatDayNumber(startDay + offset);
    const length = dayNumber(end) - startDay + 1;
    const days: DayRecord[] = [];
    g.dayList.forEach((day, i) => {
      const offset = i - 7; // a week before the period, for the "day before" rule
      if (offset >= length || (day.log === null && day.shift === null)) return;
      const record: DayRecord =
        day.rest === null
          ? { date: dateAt(offset), log: day.log, shift: day.shift }
          : { date: dateAt(offset), log: day.log, shift: day.shift, rest_day: day.rest };
      days.push(record);
    });
    const applications: ApplicationInput[] = g.overtime.map((o) => ({
      application_type: 'Overtime',
      effective_date: dateAt(o.day % length),
      start_time: time(o.start),
      end_time: time(o.start + o.length),
      approval_status: o.approved ? 'Approved' : 'Rejected',
    }));
    const earnings: EarningInput[] = g.earnings.map((e, i) => ({
      name: `Earning ${i % 2}`,
      effective_date: dateAt(e.day),
      calc_id: e.calc,
      operand_id: e.operand,
      rate: e.rate,
      amount: e.amount,
      total_amount: e.amount * 3,
      group_amounts: e.group,
      line_index: i % e.group.length,
      taxable: e.taxable,
    }));
    const deductions: DeductionInput[] = g.deductions.map((d, i) => ({
      name: `Deduction ${i % 2}`,
      effective_date: dateAt(d.day),
      amount: d.amount,
      pre_tax: d.preTax,
    }));
    const loans: LoanInput[] = g.loans.map((l, i) => {
      const made = Math.min(l.made, l.terms);
      return {
        loan_id: i + 1,
        loan_name: `Loan ${i + 1}`,
        loan_amount: l.amount,
        payment_terms: l.terms,
        deduction_start_date: dateAt(l.startDay),
        status: l.status,
        payments_made: made,
        total_amount_paid: Math.min(l.amount, Math.round((l.amount / l.terms) * made)),
      };
    });
    const [wtax, sss, philhealth, pagibig] = g.fixed;
    return {
      employee: {
        monthly_salary: g.monthly,
        days: g.days,
        hours: g.hours,
        pay_period: g.payPeriod,
        tax_mode: g.taxMode,
        w_tax_monthly_rate: wtax ?? null,
        sss_rate: sss ?? null,
        philhealth_rate: philhealth ?? null,
        pagibig_rate: pagibig ?? null,
        benefits: g.benefits,
      },
      period: { start, end },
      days,
      applications,
      earnings,
      deductions,
      loans,
    };
  });

const sum = (values: Record<string, number>): number => Object.values(values).reduce((a, b) => a + b, 0);

function expectAddsUp(p: Payslip): void {
  expect(p.gross_base).toBe(sum(p.gross_breakdown));
  expect(p.earningsTotal).toBe(sum(p.earnings));
  expect(p.benefitsTotal).toBe(sum(p.benefits));
  expect(p.gross_pay).toBe(p.gross_base + p.earningsTotal + p.benefitsTotal);
  expect(p.mandatoriesTotal).toBe(sum(p.mandatories_breakdown));
  expect(p.deductionsTotal).toBe(sum(p.deductions));
  expect(sum(p.deductions_breakdown)).toBe(p.wtax + p.deductionsTotal);
  expect(p.loansTotal).toBe(p.loans_breakdown.reduce((total, line) => total + line.amount_due, 0));
  expect(p.total_deductions).toBe(p.mandatoriesTotal + p.wtax + p.deductionsTotal + p.loansTotal);
  expect(p.net_pay).toBe(p.gross_pay - p.total_deductions);
  expect(p.employer_total).toBe(sum(p.employer_shares));
}

function moneyValues(p: Payslip): number[] {
  return [
    ...Object.values(p.gross_breakdown),
    ...Object.values(p.earnings),
    ...Object.values(p.benefits),
    ...Object.values(p.mandatories_breakdown),
    ...Object.values(p.deductions_breakdown),
    ...Object.values(p.employer_shares),
    ...p.loans_breakdown.flatMap((line) => [line.amount_due, line.balance]),
    p.gross_base,
    p.gross_pay,
    p.total_deductions,
    p.net_pay,
    p.wtax,
    p.loansTotal,
  ];
}

describe('payslip properties', () => {
  it('adds up to the centavo: components sum to totals; net = total earnings - total deductions', () => {
    fc.assert(
      fc.property(payslipInputArb, (input) => {
        const payslip = computePayslipCentavos(input);
        for (const value of moneyValues(payslip)) expect(Number.isInteger(value)).toBe(true);
        expectAddsUp(payslip);
        for (const value of Object.values(payslip.gross_breakdown)) expect(value).toBeGreaterThan(0);
        expect(payslip.wtax).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('the pesos payslip is the centavo payslip divided by 100, still adding up to the centavo', () => {
    fc.assert(
      fc.property(payslipInputArb, (input) => {
        const inCentavos = computePayslipCentavos(input);
        const inPesos = computePayslip(input);
        const centavoValues = moneyValues(inCentavos);
        const pesoValues = moneyValues(inPesos);
        pesoValues.forEach((value, i) => {
          expect(value).toBe(centavoValues[i]! / 100);
          expect(Math.round(value * 100) / 100).toBe(value);
        });
        expect(Math.round(inPesos.gross_pay * 100) - Math.round(inPesos.total_deductions * 100)).toBe(
          Math.round(inPesos.net_pay * 100),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('identical inputs give identical payslips', () => {
    fc.assert(
      fc.property(payslipInputArb, (input) => {
        const copy = JSON.parse(JSON.stringify(input)) as PayslipInput;
        expect(computePayslip(copy)).toEqual(computePayslip(input));
        expect(computePayslip(input)).toEqual(computePayslip(input));
      }),
      { numRuns: 100 },
    );
  });

  it('a period with no pay has no tax, no contributions and a zero net pay', () => {
    fc.assert(
      fc.property(payslipInputArb, (input) => {
        const payslip = computePayslipCentavos({
          ...input,
          days: [],
          earnings: [],
          employee: { ...input.employee, benefits: [] },
          deductions: [],
          loans: [],
        });
        expect(payslip.gross_pay).toBe(0);
        expect(payslip.wtax).toBe(0);
        expect(payslip.mandatoriesTotal).toBe(0);
        expect(payslip.net_pay).toBe(0);
      }),
      { numRuns: 50 },
    );
  });
});

const dateArb = fc.integer({ min: 0, max: 729 }).map((offset) => formatDayNumber(FIRST_DAY + offset));
/** Two amounts, the lower first. */
function orderedPair(min: number, max: number): fc.Arbitrary<[number, number]> {
  return fc
    .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
    .map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
}

const payPair = orderedPair(0, 30_000_000);

describe('contribution properties', () => {
  it('never decrease as pay rises and never pass their caps (2025-2026)', () => {
    fc.assert(
      fc.property(payPair, dateArb, ([low, high], onDate) => {
        const [sssLow, sssHigh] = [sssContribution(low, onDate), sssContribution(high, onDate)];
        for (const key of ['msc', 'ee', 'er', 'total', 'eeMpf', 'ec'] as const) {
          expect(sssLow[key]).toBeLessThanOrEqual(sssHigh[key]);
        }
        expect(sssHigh.ee).toBeLessThanOrEqual(175_000);
        expect(sssHigh.er).toBeLessThanOrEqual(353_000);
        expect(sssHigh.total).toBe(sssHigh.ee + sssHigh.er);
        const [phLow, phHigh] = [philhealthContribution(low, onDate), philhealthContribution(high, onDate)];
        expect(phLow.premium).toBeLessThanOrEqual(phHigh.premium);
        expect(phLow.ee).toBeLessThanOrEqual(phHigh.ee);
        expect(phLow.er).toBeLessThanOrEqual(phHigh.er);
        expect(phHigh.premium).toBeLessThanOrEqual(500_000);
        expect(phLow.premium).toBeGreaterThanOrEqual(50_000);
        const [piLow, piHigh] = [pagibigContribution(low, onDate), pagibigContribution(high, onDate)];
        expect(piLow.ee).toBeLessThanOrEqual(piHigh.ee);
        expect(piLow.er).toBeLessThanOrEqual(piHigh.er);
        expect(piHigh.ee).toBeLessThanOrEqual(20_000);
        expect(piHigh.er).toBeLessThanOrEqual(20_000);
      }),
      { numRuns: 1_000 },
    );
  });

  it('the 2023-2024 SSS schedule caps at EE 1,350 and ER 2,880', () => {
    fc.assert(
      fc.property(payPair, ([low, high]) => {
        const [a, b] = [sssContribution(low, '2024-06-30'), sssContribution(high, '2024-06-30')];
        expect(a.total).toBeLessThanOrEqual(b.total);
        expect(b.ee).toBeLessThanOrEqual(135_000);
        expect(b.er).toBeLessThanOrEqual(288_000);
      }),
    );
  });
});

describe('withholding tax properties', () => {
  const periodArb = fc.constantFrom('daily', 'weekly', 'semi-monthly', 'monthly') as fc.Arbitrary<TaxPeriod>;
  const taxablePair = orderedPair(-100_000, 100_000_000);

  it('never decreases as taxable pay rises, and is never more than the pay itself', () => {
    fc.assert(
      fc.property(taxablePair, periodArb, dateArb, ([low, high], period, onDate) => {
        const [taxLow, taxHigh] = [withholdingTax(low, period, onDate), withholdingTax(high, period, onDate)];
        expect(taxLow).toBeLessThanOrEqual(taxHigh);
        expect(taxHigh).toBeLessThanOrEqual(Math.max(high, 0));
        expect(taxLow).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it("a period's tax on zero pay is zero", () => {
    fc.assert(
      fc.property(periodArb, dateArb, (period, onDate) => {
        expect(withholdingTax(0, period, onDate)).toBe(0);
      }),
    );
  });

  it('annual tax never decreases as income rises', () => {
    fc.assert(
      fc.property(taxablePair, fc.integer({ min: 2018, max: 2030 }), ([low, high], year) => {
        expect(annualIncomeTax(low, year)).toBeLessThanOrEqual(annualIncomeTax(high, year));
      }),
      { numRuns: 1_000 },
    );
  });
});
