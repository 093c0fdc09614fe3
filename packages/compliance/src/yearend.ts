/**
 * Year-end listings for the API (issue 17): the 13th-month preview and the annualization list. The
 * rules are the payroll engine's (`thirteenthMonth`, `splitBenefits`, `yearEndAdjustment`,
 * `substitutedFiling`); this file only lays their results out as rows.
 */
import {
  type SubstitutedFilingCondition,
  splitBenefits,
  substitutedFiling,
  thirteenthMonth,
  thirteenthMonthDue,
  yearEndAdjustment,
} from '@sahod/payroll';
import type { EmployeeRef } from './common.ts';

export interface ThirteenthMonthInput extends EmployeeRef {
  /**
   * Basic salary earned on the year's processed payslips: the sum of their `Basic Pay` (and `Paid
   * Leave` by policy) components, as `basicEarned` of `@sahod/payroll` defines it.
   */
  readonly basic_earned: number;
  /** 13th-month pay already paid this year (e.g. a half in June). */
  readonly already_paid?: number;
  /** Part of the year's ₱90,000 exemption already used by other benefits (and the half paid). */
  readonly exemption_used?: number;
}

export interface ThirteenthMonthRow {
  readonly employee_id: number;
  readonly basic_earned: number;
  readonly thirteenth: number;
  readonly already_paid: number;
  readonly due: number;
  /** Split of `due` by the ₱90,000 exemption. */
  readonly non_taxable: number;
  readonly taxable: number;
}

export const THIRTEENTH_AMOUNT_KEYS = [
  'basic_earned',
  'thirteenth',
  'already_paid',
  'due',
  'non_taxable',
  'taxable',
] as const;

export function thirteenthMonthRows(
  year: number,
  inputs: readonly ThirteenthMonthInput[],
): ThirteenthMonthRow[] {
  return inputs.map((input) => {
    const thirteenth = thirteenthMonth(input.basic_earned);
    const alreadyPaid = input.already_paid ?? 0;
    const due = thirteenthMonthDue(thirteenth, alreadyPaid);
    const split = splitBenefits(due, input.exemption_used ?? 0, year);
    return {
      employee_id: input.employee_id,
      basic_earned: input.basic_earned,
      thirteenth,
      already_paid: alreadyPaid,
      due,
      non_taxable: split.nonTaxable,
      taxable: split.taxable,
    };
  });
}

export interface AnnualizationInput extends EmployeeRef {
  /** The year's taxable compensation from this employer, the period being paid included. */
  readonly taxable_compensation: number;
  /** Tax withheld by this employer before the period being paid. */
  readonly withheld: number;
  /** From the previous employer's 2316, entered on the profile. */
  readonly previous_taxable?: number;
  readonly previous_withheld?: number;
  /** Whether the employee had a previous or concurrent employer this year (even without figures). */
  readonly other_employer?: boolean;
  /** Default true: Sahod knows only the compensation it pays; the employee may declare otherwise. */
  readonly purely_compensation?: boolean;
  /** Net pay of the period available to collect a shortfall. */
  readonly available_net?: number;
}

export interface AnnualizationRow {
  readonly employee_id: number;
  readonly taxable_compensation: number;
  readonly tax_due: number;
  readonly withheld: number;
  /** tax_due - withheld: positive a shortfall, negative an over-withholding. */
  readonly adjustment: number;
  readonly withhold: number;
  readonly refund: number;
  readonly uncollected: number;
  readonly substituted_filing: boolean;
  readonly substituted_filing_failed: readonly SubstitutedFilingCondition[];
}

export const ANNUALIZATION_AMOUNT_KEYS = [
  'taxable_compensation',
  'tax_due',
  'withheld',
  'adjustment',
  'withhold',
  'refund',
  'uncollected',
] as const;

/**
 * The annualization list: each employee's year-end adjustment and whether the 2316 can stand as
 * the annual return (tax withheld equals tax due once the adjustment is withheld or refunded).
 */
export function annualizationRows(year: number, inputs: readonly AnnualizationInput[]): AnnualizationRow[] {
  return inputs.map((input) => {
    const result = yearEndAdjustment({
      year,
      taxableCompensation: input.taxable_compensation,
      withheld: input.withheld,
      previousEmployerTaxable: input.previous_taxable ?? 0,
      previousEmployerWithheld: input.previous_withheld ?? 0,
      availableNet: input.available_net,
    });
    const filing = substitutedFiling({
      purelyCompensationIncome: input.purely_compensation ?? true,
      singleEmployer: !(input.other_employer ?? false) && (input.previous_taxable ?? 0) === 0,
      taxDue: result.taxDue,
      taxWithheld: result.withheld + result.withhold - result.refund,
    });
    return {
      employee_id: input.employee_id,
      taxable_compensation: result.taxableCompensation,
      tax_due: result.taxDue,
      withheld: result.withheld,
      adjustment: result.adjustment,
      withhold: result.withhold,
      refund: result.refund,
      uncollected: result.uncollected,
      substituted_filing: filing.qualifies,
      substituted_filing_failed: filing.failed,
    };
  });
}
