import { describe, expect, it } from 'vitest';
import { daysAtDayRate } from './basis.ts';
import { finalPayStatement, leaveCashConversion, salaryShare, scheduledWorkingDays } from './finalpay.ts';
import { pagibigContribution } from './statutory/pagibig.ts';
import { philhealthContribution } from './statutory/philhealth.ts';
import { sssContribution } from './statutory/sss.ts';
import { thirteenthMonth, yearEndAdjustment } from './yearend.ts';

describe('salaryShare', () => {
  it('REYES, 18,000 a month, April 1-15: 9,000.00', () => {
    expect(salaryShare(18_000_00, '2026-04-01', '2026-04-15')).toBe(9_000_00);
  });
  it('a whole month is the monthly salary; a second cut-off takes the rest of the month', () => {
    expect(salaryShare(18_000_00, '2026-04-01', '2026-04-30')).toBe(18_000_00);
    expect(salaryShare(1_000_01, '2026-05-01', '2026-05-15')).toBe(500_01);
    expect(salaryShare(1_000_01, '2026-05-16', '2026-05-31')).toBe(500_00);
  });
  it('any other stretch is its share of the calendar days of the month', () => {
    expect(salaryShare(18_000_00, '2026-04-01', '2026-04-10')).toBe(6_000_00); // 10 / 30
    expect(salaryShare(31_000_00, '2026-03-16', '2026-03-20')).toBe(5_000_00); // 5 / 31
  });
  it('refuses a stretch across months or backwards', () => {
    expect(() => salaryShare(1, '2026-04-20', '2026-05-02')).toThrow(RangeError);
    expect(() => salaryShare(1, '2026-04-20', '2026-04-02')).toThrow(RangeError);
  });
});

describe('leaveCashConversion', () => {
  it('REYES: 3 unused SIL days x 18,000 x 12 / 261 = 2,482.76', () => {
    expect(leaveCashConversion(3, 18_000_00, 261)).toBe(2_482_76);
  });
  it('uses the factor of the pay group and allows half days', () => {
    expect(leaveCashConversion(5, 30_000_00, 313)).toBe(5_750_80); // 1,150.16 a day
    expect(leaveCashConversion(0.5, 18_000_00, 261)).toBe(413_79);
    expect(leaveCashConversion(0, 18_000_00, 261)).toBe(0);
  });
  it('refuses a zero factor or negative days', () => {
    expect(() => leaveCashConversion(1, 1, 0)).toThrow(RangeError);
    expect(() => leaveCashConversion(-1, 1, 261)).toThrow(RangeError);
  });
});

describe('finalPayStatement', () => {
  // Reference 7: REYES, 18,000 a month, last day April 15, 2026, 3 unused SIL days, no loans.
  const reyes = {
    unpaidSalary: salaryShare(18_000_00, '2026-04-01', '2026-04-15'),
    thirteenthMonth: thirteenthMonth(3 * 18_000_00 + 9_000_00),
    leaveConversions: [
      { name: 'Service incentive leave (3 days)', amount: leaveCashConversion(3, 18_000_00, 261) },
    ],
  };

  it('REYES: 9,000.00 + 5,250.00 + 2,482.76 = gross final pay 16,732.76', () => {
    const statement = finalPayStatement(reyes);
    expect(statement.earnings.map((line) => line.amount)).toEqual([9_000_00, 5_250_00, 2_482_76]);
    expect(statement.grossFinalPay).toBe(16_732_76);
    expect(statement.netPay).toBe(16_732_76);
  });

  it('less the April employee shares and a zero year-end tax (taxable pay far below 250,000)', () => {
    const april = '2026-04-30';
    const contributions = [
      { name: 'SSS', amount: sssContribution(18_000_00, april).ee },
      { name: 'PhilHealth', amount: philhealthContribution(18_000_00, april).ee },
      { name: 'Pag-IBIG', amount: pagibigContribution(18_000_00, april).ee },
    ];
    const tax = yearEndAdjustment({ year: 2026, taxableCompensation: 3 * 16_450_00 + 8_225_00, withheld: 0 });
    expect(tax.withhold).toBe(0);
    const statement = finalPayStatement({ ...reyes, taxAdjustment: tax, contributions });
    expect(statement.totalDeductions).toBe(1_550_00);
    expect(statement.netPay).toBe(16_732_76 - 1_550_00);
  });

  it('adds a refund of excess tax as an earning and keeps the order of deductions', () => {
    const statement = finalPayStatement({
      ...reyes,
      taxAdjustment: { withhold: 0, refund: 300_00 },
      loans: [{ name: 'Salary Loan', amount: 2_000_00 }],
      deductions: [{ name: 'Unreturned laptop', amount: 1_000_00 }],
    });
    expect(statement.earnings.at(-1)).toEqual({ name: 'Refund of excess tax withheld', amount: 300_00 });
    expect(statement.grossFinalPay).toBe(17_032_76);
    expect(statement.deductions.map((d) => d.kind)).toEqual(['loan', 'deduction']);
    expect(statement.netPay).toBe(17_032_76 - 3_000_00);
  });

  it('never takes the net below zero: what the pay cannot cover is reported as unrecovered', () => {
    const statement = finalPayStatement({
      unpaidSalary: 1_000_00,
      thirteenthMonth: 0,
      taxAdjustment: { withhold: 400_00, refund: 0 },
      contributions: [{ name: 'SSS', amount: 500_00 }],
      loans: [{ name: 'Salary Loan', amount: 5_000_00 }],
    });
    expect(statement.deductions.map((d) => [d.name, d.due, d.amount])).toEqual([
      ['Withholding tax (year-end adjustment)', 400_00, 400_00],
      ['SSS', 500_00, 500_00],
      ['Salary Loan', 5_000_00, 100_00],
    ]);
    expect(statement.netPay).toBe(0);
    expect(statement.unrecovered).toBe(4_900_00);
  });

  it('refuses negative amounts', () => {
    expect(() => finalPayStatement({ unpaidSalary: -1, thirteenthMonth: 0 })).toThrow(RangeError);
    expect(() =>
      finalPayStatement({ unpaidSalary: 1, thirteenthMonth: 0, loans: [{ name: 'x', amount: -5 }] }),
    ).toThrow(RangeError);
  });
});

describe('scheduledWorkingDays and daysAtDayRate (issue 23)', () => {
  it('16-20 November 2026 (Monday-Friday) with Saturday and Sunday rest: 5; 1-30 November: 21', () => {
    expect(scheduledWorkingDays('2026-11-16', '2026-11-20', [0, 6])).toBe(5);
    expect(scheduledWorkingDays('2026-11-14', '2026-11-22', [0, 6])).toBe(5);
    expect(scheduledWorkingDays('2026-11-01', '2026-11-30', [0, 6])).toBe(21);
    // Sunday rest only: 30 - 5 Sundays = 25; a salary paying rest days: all 30.
    expect(scheduledWorkingDays('2026-11-01', '2026-11-30', [0])).toBe(25);
    expect(scheduledWorkingDays('2026-11-01', '2026-11-30', [0, 6], true)).toBe(30);
  });
  it('4 days at 30,000 x 12 / 261 = 5,517.2413... -> 5,517.24, rounded once', () => {
    expect(daysAtDayRate(4, { dayNumerator: 3_000_000 * 12, dayDenominator: 261 })).toBe(551_724);
    expect(() => daysAtDayRate(-1, { dayNumerator: 1, dayDenominator: 1 })).toThrow();
  });
  it('no unpaid salary line when it cannot be computed (null)', () => {
    const s = finalPayStatement({ unpaidSalary: null, thirteenthMonth: 100 });
    expect(s.earnings).toEqual([{ name: '13th month pay (pro-rated)', amount: 100 }]);
    expect(s.grossFinalPay).toBe(100);
  });
});
