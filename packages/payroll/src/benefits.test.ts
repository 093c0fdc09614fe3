/**
 * De minimis ceilings and the ₱90,000 bucket (ph-statutory 4.4 to 4.6, RMC 50-2018), every figure
 * worked by hand beside the assertion.
 *
 * The year cases use a ₱40,000/month employee on the monthly payroll in 2026 (CRUZ of
 * ph-compliance-outputs 4.4): contributions SSS 1,750 + PhilHealth 1,000 + Pag-IBIG 200 = 2,950, so
 * the regular taxable compensation is 40,000 - 2,950 = 37,050.00 a month, 444,600.00 a year, and
 * the annual tax on it 22,500 + 20% x (444,600 - 400,000) = 31,420.00.
 */
import { describe, expect, it } from 'vitest';
import {
  type BenefitsContext,
  type BenefitsUsage,
  deMinimisCeilingAmount,
  splitTaxTreatment,
  supplementaryWithholding,
  type TreatedLine,
} from './benefits.ts';
import { addDays, weekday } from './dates.ts';
import { computePayslipCentavos } from './payslip.ts';
import type { DeMinimisKind } from './statutory/deminimis.ts';
import { windowStart } from './statutory/deminimis.ts';
import type { Shift, TimeLog } from './time.ts';
import type { DayRecord, EarningInput, PayslipInput } from './types.ts';
import { splitBenefits, yearEndAdjustment } from './yearend.ts';

const context = (pay_date: string, extra: Partial<BenefitsContext> = {}): BenefitsContext => ({
  pay_date,
  daily_rate: 1_000_00,
  days_worked: 13,
  minimum_wage_earner: false,
  ...extra,
});
const NONE: BenefitsUsage = { bucket_used: 0 };
const deMinimis = (kind: DeMinimisKind, amount: number): TreatedLine => ({
  amount,
  treatment: 'de_minimis',
  kind,
});

describe('the ceiling in force on the pay date', () => {
  it('rice: 2,000.00 a month until RR 29-2025, 2,500.00 from January 6, 2026', () => {
    expect(deMinimisCeilingAmount('rice', context('2026-01-05'))).toBe(2_000_00);
    expect(deMinimisCeilingAmount('rice', context('2026-01-06'))).toBe(2_500_00);
  });

  it('uniform: 6,000 (RR 11-2018), 7,000 from February 14, 2025 (RR 4-2025), 8,000 from 2026', () => {
    expect(deMinimisCeilingAmount('uniform', context('2025-02-13'))).toBe(6_000_00);
    expect(deMinimisCeilingAmount('uniform', context('2025-02-14'))).toBe(7_000_00);
    expect(deMinimisCeilingAmount('uniform', context('2026-03-31'))).toBe(8_000_00);
  });

  it('monetized vacation leave: 10 days x 1,000.00 in 2025, 12 days in 2026', () => {
    expect(deMinimisCeilingAmount('vacation_leave', context('2025-12-31'))).toBe(10_000_00);
    expect(deMinimisCeilingAmount('vacation_leave', context('2026-12-31'))).toBe(12_000_00);
  });

  it('OT / night meal allowance: 25% then 30% of the 695.00 minimum wage per day worked', () => {
    // 2025: 25% x 695 = 173.75 x 13 days = 2,258.75; 2026: 30% x 695 = 208.50 x 13 = 2,710.50
    expect(deMinimisCeilingAmount('meal_allowance', context('2025-06-30'))).toBe(2_258_75);
    expect(deMinimisCeilingAmount('meal_allowance', context('2026-06-30'))).toBe(2_710_50);
    // another region's wage: 30% x 500 = 150 x 10 days = 1,500
    expect(
      deMinimisCeilingAmount(
        'meal_allowance',
        context('2026-06-30', { minimum_daily_wage: 500_00, days_worked: 10 }),
      ),
    ).toBe(1_500_00);
  });

  it('windows: the month, the semester (January or July) and the year of the pay date', () => {
    expect(windowStart('month', '2026-05-31')).toBe('2026-05-01');
    expect(windowStart('semester', '2026-06-30')).toBe('2026-01-01');
    expect(windowStart('semester', '2026-07-15')).toBe('2026-07-01');
    expect(windowStart('year', '2026-11-30')).toBe('2026-01-01');
  });
});

describe('splitting a payslip', () => {
  it('rice 3,000.00 in 2026: 2,500.00 de minimis, 500.00 into the bucket, nothing taxable', () => {
    const s = splitTaxTreatment([deMinimis('rice', 3_000_00)], NONE, context('2026-03-31'));
    expect(s.de_minimis).toBe(2_500_00);
    expect(s.de_minimis_by_kind).toEqual({ rice: 2_500_00 });
    expect(s.de_minimis_excess).toBe(500_00);
    expect(s.bucket_exempt).toBe(500_00);
    expect(s.bucket_taxable).toBe(0);
    expect(s.taxable).toBe(0);
  });

  it('a second rice payment in the same month has only the rest of the month ceiling', () => {
    // 1,500 paid on the 15th used 1,500 of 2,500: 1,500 more -> 1,000 exempt, 500 to the bucket
    const s = splitTaxTreatment(
      [deMinimis('rice', 1_500_00)],
      { bucket_used: 0, de_minimis: { rice: 1_500_00 } },
      context('2026-03-31'),
    );
    expect(s.de_minimis).toBe(1_000_00);
    expect(s.de_minimis_excess).toBe(500_00);
  });

  it('the bucket overflows: used 89,800.00, then a 1,000.00 bonus -> 200.00 exempt, 800.00 taxable', () => {
    const s = splitTaxTreatment(
      [{ amount: 1_000_00, treatment: 'other_benefits' }],
      { bucket_used: 89_800_00 },
      context('2026-11-30'),
    );
    expect(s.other_benefits).toBe(1_000_00);
    expect(s.bucket_exempt).toBe(200_00);
    expect(s.bucket_taxable).toBe(800_00);
    expect(s.taxable).toBe(800_00);
  });

  it('non-taxable (other), taxable lines and hazard pay (exempt only for a minimum wage earner)', () => {
    const lines: TreatedLine[] = [
      { amount: 700_00, treatment: 'non_taxable' },
      { amount: 1_200_00, treatment: 'taxable' },
      { amount: 900_00, treatment: 'hazard' },
    ];
    const regular = splitTaxTreatment(lines, NONE, context('2026-03-31'));
    expect(regular.non_taxable_other).toBe(700_00);
    expect(regular.hazard_pay).toBe(900_00);
    expect(regular.taxable).toBe(2_100_00); // 1,200 + 900 hazard
    const mwe = splitTaxTreatment(lines, NONE, context('2026-03-31', { minimum_wage_earner: true }));
    expect(mwe.taxable).toBe(1_200_00);
  });

  it('a de minimis line without its kind is refused', () => {
    expect(() =>
      splitTaxTreatment([{ amount: 1, treatment: 'de_minimis' }], NONE, context('2026-03-31')),
    ).toThrow(/kind/);
  });
});

describe('the payslip takes the split (March 1-15, 2025; 26,000.00 a month, semi-monthly)', () => {
  // Full attendance: 13 workdays x 1,000.00 = 13,000.00 basic, contributions 1,075.00, so the
  // taxable compensation without other pay is 11,925.00 (payslip.test.ts).
  const SHIFT: Shift = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
  const LOG: TimeLog = {
    start_time: '07:55:00',
    end_time: '17:02:00',
    lunch_start: '12:00:00',
    lunch_end: '13:00:00',
  };
  const days: DayRecord[] = [];
  for (let date = '2025-03-01'; date <= '2025-03-15'; date = addDays(date, 1))
    if (weekday(date) !== 0) days.push({ date, log: LOG, shift: SHIFT });
  const line = (name: string, pesos: number, extra: Partial<EarningInput>): EarningInput => ({
    name,
    effective_date: '2025-03-10',
    calc_id: 0,
    operand_id: 0,
    rate: 0,
    amount: pesos,
    ...extra,
  });
  const payslip = (extra: Partial<PayslipInput>) =>
    computePayslipCentavos({
      employee: { monthly_salary: 26_000_00, days: 26, hours: 8, pay_period: 'Semi-monthly' },
      period: { start: '2025-03-01', end: '2025-03-15' },
      days,
      ...extra,
    });

  it('rice 2,500.00 (ceiling 2,000.00 in 2025): 500.00 into the empty bucket; taxable stays 11,925.00', () => {
    const p = payslip({
      earnings: [line('Rice', 2_500, { treatment: 'de_minimis', de_minimis_kind: 'rice' })],
    });
    expect(p.gross_pay).toBe(15_500_00);
    expect(p.tax_split?.de_minimis).toBe(2_000_00);
    expect(p.tax_split?.bucket_exempt).toBe(500_00);
    expect(p.taxable_compensation).toBe(11_925_00);
    expect(p.wtax).toBe(226_20); // 15% x (11,925 - 10,417)
  });

  it('the same rice with 89,800.00 of the bucket used: 200.00 exempt, 300.00 taxable', () => {
    const p = payslip({
      earnings: [line('Rice', 2_500, { treatment: 'de_minimis', de_minimis_kind: 'rice' })],
      benefits_usage: { bucket_used: 89_800_00 },
    });
    expect(p.tax_split?.bucket_taxable).toBe(300_00);
    expect(p.taxable_compensation).toBe(12_225_00); // 11,925 + 300
    expect(p.wtax).toBe(271_20); // 15% x (12,225 - 10,417) = 271.20
  });

  it('a category flagged non-taxable without a treatment stays non-taxable (other)', () => {
    const p = payslip({ earnings: [line('Reimbursement', 1_000, { taxable: false })] });
    expect(p.tax_split?.non_taxable_other).toBe(1_000_00);
    expect(p.taxable_compensation).toBe(11_925_00);
  });

  it('the pay date, not the period end, picks the ceilings: paid January 6, 2026 -> 2,500.00', () => {
    const p = payslip({
      earnings: [line('Rice', 2_500, { treatment: 'de_minimis', de_minimis_kind: 'rice' })],
      pay_date: '2026-01-06',
    });
    expect(p.tax_split?.de_minimis).toBe(2_500_00);
    expect(p.tax_split?.bucket_exempt).toBe(0);
  });
});

/** A year of the 40,000.00 employee: the splits of twelve monthly payslips, bucket and windows carried by hand. */
function yearOf(extra: (month: number) => TreatedLine[]) {
  let bucket = 0;
  let exempt = 0;
  let uniformUsed = 0;
  let taxable = 0;
  for (let month = 1; month <= 12; month++) {
    const payDate = `2026-${String(month).padStart(2, '0')}-28`;
    const s = splitTaxTreatment(
      [deMinimis('rice', 3_000_00), ...extra(month)],
      // rice's window is the month: nothing used before each monthly payslip; uniform's is the year
      { bucket_used: bucket, de_minimis: { uniform: uniformUsed } },
      context(payDate),
    );
    bucket += s.bucket_exempt;
    exempt += s.de_minimis;
    uniformUsed += s.de_minimis_by_kind.uniform ?? 0;
    taxable += 37_050_00 + s.taxable;
  }
  return { bucket, deMinimis: exempt, taxable };
}

describe('a year: rice 3,000.00 a month, uniform 10,000.00, a bonus and the 13th month', () => {
  it('all inside ₱90,000: the annual tax is exactly the tax on the rest (31,420.00)', () => {
    const year = yearOf((month) => [
      ...(month === 6 ? [deMinimis('uniform', 10_000_00)] : []),
      ...(month === 12 ? [{ amount: 30_000_00, treatment: 'other_benefits' as const }] : []),
    ]);
    // de minimis exempt: rice 12 x 2,500 = 30,000 + uniform 8,000 = 38,000
    expect(year.deMinimis).toBe(38_000_00);
    // bucket before the 13th month: rice 12 x 500 = 6,000 + uniform 2,000 + bonus 30,000 = 38,000
    expect(year.bucket).toBe(38_000_00);
    // 13th month 40,000 (480,000 / 12): 38,000 + 40,000 = 78,000 <= 90,000, all exempt
    const thirteenth = splitBenefits(40_000_00, year.bucket, 2026);
    expect(thirteenth).toEqual({ nonTaxable: 40_000_00, taxable: 0, usedAfter: 78_000_00 });
    expect(year.taxable).toBe(444_600_00);
    const tax = yearEndAdjustment({ year: 2026, taxableCompensation: year.taxable, withheld: 0 });
    expect(tax.taxDue).toBe(31_420_00);
  });

  it('the bucket overflows on the 13th month payslip: a 60,000.00 bonus leaves 22,000.00 of room', () => {
    const year = yearOf((month) => [
      ...(month === 6 ? [deMinimis('uniform', 10_000_00)] : []),
      ...(month === 12 ? [{ amount: 60_000_00, treatment: 'other_benefits' as const }] : []),
    ]);
    // 6,000 + 2,000 + 60,000 = 68,000 used; 90,000 - 68,000 = 22,000 of the 40,000 13th month exempt
    expect(year.bucket).toBe(68_000_00);
    const thirteenth = splitBenefits(40_000_00, year.bucket, 2026);
    expect(thirteenth.nonTaxable).toBe(22_000_00);
    expect(thirteenth.taxable).toBe(18_000_00);
    // withheld on the 13th month's own payslip: the monthly table on 37,050 + 18,000 = 55,050 less
    // that on 37,050, both in the 20% row: 20% x 18,000 = 3,600.00
    expect(supplementaryWithholding(thirteenth.taxable, 37_050_00, 'monthly', '2026-12-15')).toBe(3_600_00);
    // the year: 444,600 + 18,000 = 462,600 -> 22,500 + 20% x 62,600 = 35,020.00
    const tax = yearEndAdjustment({
      year: 2026,
      taxableCompensation: year.taxable + thirteenth.taxable,
      withheld: 0,
    });
    expect(tax.taxDue).toBe(35_020_00);
  });

  it('a 30,000.00 Christmas bonus shares the bucket with the 13th month: 6,000.00 less tax than taxing it', () => {
    const bonus = splitTaxTreatment(
      [{ amount: 30_000_00, treatment: 'other_benefits' }],
      { bucket_used: 0 },
      context('2026-12-15'),
    );
    expect(bonus.taxable).toBe(0);
    const thirteenth = splitBenefits(40_000_00, bonus.bucket_exempt, 2026);
    expect(thirteenth.taxable).toBe(0); // 30,000 + 40,000 = 70,000 <= 90,000
    const shared = yearEndAdjustment({ year: 2026, taxableCompensation: 444_600_00, withheld: 0 });
    // taxed in full (the old behaviour): 474,600 -> 22,500 + 20% x 74,600 = 37,420.00
    const taxedInFull = yearEndAdjustment({ year: 2026, taxableCompensation: 474_600_00, withheld: 0 });
    expect(shared.taxDue).toBe(31_420_00);
    expect(taxedInFull.taxDue - shared.taxDue).toBe(6_000_00);
  });
});
