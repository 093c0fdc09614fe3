/**
 * Year-end rules: 13th-month pay (PD 851), the yearly exemption of the 13th month and other
 * benefits (NIRC 32(B)(7)(e) as amended by TRAIN: ₱90,000), the year-end adjustment of withholding
 * tax (RR 2-98 2.79(B)(5) as amended by RR 11-2018) and the substituted-filing conditions
 * (ph-compliance-outputs 5.1, 5.2). Pure; amounts are integer centavos.
 */
import { ABSENCES_COMPONENT, LATE_COMPONENT, UNDERTIME_COMPONENT } from './basis.ts';
import { roundHalfAwayFromZero } from './money.ts';
import { annualIncomeTax } from './statutory/withholding.ts';

/** gross_breakdown components that are basic salary for the 13th month (PD 851 Revised Guidelines). */
export const BASIC_PAY_COMPONENT = 'Basic Pay';
/** Pay for leave days taken; part of basic salary earned unless the policy says otherwise. */
export const PAID_LEAVE_COMPONENT = 'Paid Leave';
const UNPAID_TIME_COMPONENTS = [ABSENCES_COMPONENT, LATE_COMPONENT, UNDERTIME_COMPONENT] as const;

export interface BasicEarnedOptions {
  /** Count Paid Leave as basic salary earned (policy flag, default true). */
  readonly includePaidLeave?: boolean;
}

/**
 * Basic salary actually earned over a set of processed payslips: the sum of their Basic Pay (a
 * daily-rated Basic Pay counts official regular hours, so absences, lates, undertime and unpaid leave
 * are already out of it; a monthly-rated one is the salary share, less its Absences, Late and
 * Undertime lines) and, by policy, Paid Leave. Overtime, rest-day, special-day and holiday pay, night
 * differential, holiday pay, other earnings and benefits (allowances) are not basic salary.
 */
export function basicEarned(
  grossBreakdowns: readonly Readonly<Record<string, number>>[],
  options: BasicEarnedOptions = {},
): number {
  const includePaidLeave = options.includePaidLeave ?? true;
  let total = 0;
  for (const breakdown of grossBreakdowns) {
    total += breakdown[BASIC_PAY_COMPONENT] ?? 0;
    // A monthly-rated salary less unpaid absences, late and undertime (negative lines).
    for (const cut of UNPAID_TIME_COMPONENTS) total += breakdown[cut] ?? 0;
    if (includePaidLeave) total += breakdown[PAID_LEAVE_COMPONENT] ?? 0;
  }
  return total;
}

/** 13th-month pay: basic salary earned in the calendar year (or up to separation) / 12, to the centavo. */
export function thirteenthMonth(basicSalaryEarned: number): number {
  if (!Number.isInteger(basicSalaryEarned) || basicSalaryEarned < 0) {
    throw new RangeError(`basic salary earned must be zero or more whole centavos, got ${basicSalaryEarned}`);
  }
  return roundHalfAwayFromZero(basicSalaryEarned / 12);
}

/**
 * What is still due of the 13th month after what was already paid this year (half may be paid
 * earlier, PD 851 guidelines); never negative.
 */
export function thirteenthMonthDue(thirteenth: number, alreadyPaid: number): number {
  return Math.max(0, thirteenth - alreadyPaid);
}

/** Yearly ceiling of the 13th month and other benefits that is not taxable, by first taxable year. */
export const BENEFITS_EXEMPTION_SCHEDULES: readonly {
  readonly fromYear: number;
  readonly ceiling: number;
}[] = [
  { fromYear: 2018, ceiling: 90_000_00 }, // RA 10963 (TRAIN)
];

export function benefitsExemptionCeiling(year: number): number {
  let ceiling: number | undefined;
  for (const row of BENEFITS_EXEMPTION_SCHEDULES) if (row.fromYear <= year) ceiling = row.ceiling;
  if (ceiling === undefined) throw new RangeError(`no 13th-month exemption ceiling for ${year}`);
  return ceiling;
}

export interface BenefitsSplit {
  /** Part within the yearly exemption (2316 item 34, alphalist field 28). */
  readonly nonTaxable: number;
  /** Excess over the exemption: taxable supplementary compensation (2316 item 48, field 34). */
  readonly taxable: number;
  /** Exemption used this year after this amount. */
  readonly usedAfter: number;
}

/**
 * Splits a 13th-month or other-benefit payment into its non-taxable and taxable parts, given how
 * much of the year's ₱90,000 was already used by earlier benefits (and, RMC 50-2018, by de minimis
 * amounts above their ceilings). Benefits fill the bucket in the order they are paid.
 */
export function splitBenefits(amount: number, usedBefore: number, year: number): BenefitsSplit {
  if (amount < 0 || usedBefore < 0) throw new RangeError('benefit amounts must be zero or more');
  const room = Math.max(0, benefitsExemptionCeiling(year) - usedBefore);
  const nonTaxable = Math.min(amount, room);
  return { nonTaxable, taxable: amount - nonTaxable, usedAfter: usedBefore + nonTaxable };
}

export interface YearEndInput {
  readonly year: number;
  /**
   * The year's taxable compensation from this employer, including the period being paid (gross
   * minus the non-taxable: benefits within the ₱90,000, de minimis, employee contributions, MWE
   * exempt pay).
   */
  readonly taxableCompensation: number;
  /** Tax this employer already withheld this year, before the period being paid. */
  readonly withheld: number;
  /** From the previous employer's 2316 (items 22 and 25B). */
  readonly previousEmployerTaxable?: number;
  readonly previousEmployerWithheld?: number;
  /**
   * Net pay of the period before the adjustment, available to collect a shortfall. Omitted: the
   * whole shortfall is withheld.
   */
  readonly availableNet?: number;
}

export interface YearEndAdjustment {
  /** Present plus previous employer's taxable compensation. */
  readonly taxableCompensation: number;
  /** Annual tax due on it (annual table of the year). */
  readonly taxDue: number;
  /** Tax withheld this year before the adjustment, present plus previous employer. */
  readonly withheld: number;
  /** taxDue - withheld: positive is a shortfall, negative an over-withholding. */
  readonly adjustment: number;
  /** Tax to withhold on this period's payslip instead of the table amount (never negative). */
  readonly withhold: number;
  /** Over-withholding to give back to the employee (a refund line, never a negative tax). */
  readonly refund: number;
  /** Shortfall the period's net could not cover: collect from the next pay (by January 25), report it. */
  readonly uncollected: number;
}

/**
 * Year-end adjustment (annualization): the annual tax due on the year's taxable compensation
 * (present plus previous employer) minus the tax already withheld (both employers) is the period's
 * withholding. Applied on the last payroll of the year and on every final pay.
 */
export function yearEndAdjustment(input: YearEndInput): YearEndAdjustment {
  const previousTaxable = input.previousEmployerTaxable ?? 0;
  const previousWithheld = input.previousEmployerWithheld ?? 0;
  for (const [name, value] of [
    ['taxableCompensation', input.taxableCompensation],
    ['withheld', input.withheld],
    ['previousEmployerTaxable', previousTaxable],
    ['previousEmployerWithheld', previousWithheld],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`${name} must be zero or more whole centavos, got ${value}`);
    }
  }
  const taxableCompensation = input.taxableCompensation + previousTaxable;
  const taxDue = annualIncomeTax(taxableCompensation, input.year);
  const withheld = input.withheld + previousWithheld;
  const adjustment = taxDue - withheld;
  if (adjustment <= 0) {
    return {
      taxableCompensation,
      taxDue,
      withheld,
      adjustment,
      withhold: 0,
      refund: adjustment < 0 ? -adjustment : 0,
      uncollected: 0,
    };
  }
  const available = input.availableNet === undefined ? adjustment : Math.max(0, input.availableNet);
  const withhold = Math.min(adjustment, available);
  return {
    taxableCompensation,
    taxDue,
    withheld,
    adjustment,
    withhold,
    refund: 0,
    uncollected: adjustment - withhold,
  };
}

export interface SubstitutedFilingInput {
  /** (a) The employee earned purely compensation income during the year. */
  readonly purelyCompensationIncome: boolean;
  /** (b) From only one employer in the Philippines during the year (no previous or concurrent employer). */
  readonly singleEmployer: boolean;
  /** (c) Tax withheld (after the year-end adjustment and any refund) equals the tax due. */
  readonly taxDue: number;
  readonly taxWithheld: number;
  /** (d) Where the historical spouse condition applies, whether the spouse meets the same conditions (default true). */
  readonly spouseQualifies?: boolean;
}

export type SubstitutedFilingCondition =
  | 'purely compensation income'
  | 'only one employer during the year'
  | 'tax withheld equals tax due'
  | 'spouse also qualifies';

export interface SubstitutedFiling {
  readonly qualifies: boolean;
  /** The conditions that are not met (empty when qualifies). */
  readonly failed: readonly SubstitutedFilingCondition[];
}

/**
 * Substituted filing (RR 3-2002 / 19-2002, RR 11-2018): the employer's 2316 stands as the
 * employee's annual return only when all four conditions hold.
 */
export function substitutedFiling(input: SubstitutedFilingInput): SubstitutedFiling {
  const failed: SubstitutedFilingCondition[] = [];
  if (!input.purelyCompensationIncome) failed.push('purely compensation income');
  if (!input.singleEmployer) failed.push('only one employer during the year');
  if (input.taxWithheld !== input.taxDue) failed.push('tax withheld equals tax due');
  if (input.spouseQualifies === false) failed.push('spouse also qualifies');
  return { qualifies: failed.length === 0, failed };
}
