/**
 * BIR 1601-C Part II, items 14 to 27 (ph-compliance-outputs 4.1), from the month's payslip
 * figures per employee. Item 23 holds the taxable compensation of non-MWEs from whom nothing was
 * withheld in the month and whose taxable compensation for the year is ₱250,000 or less (not
 * subject to withholding).
 */
import { type ComplianceWarning, type EmployeeRef, warning } from './common.ts';
import { ComplianceInputError, parsePeriod } from './format.ts';

/** The ₱250,000 a year below which compensation income bears no tax (TRAIN, annual table's first row). */
export const ANNUAL_TAX_FREE_COMPENSATION = 250_000_00;

/** One employee's month, summed from the payslips whose period ends in the month (centavos). */
export interface Bir1601cInput extends EmployeeRef {
  /** Minimum wage earner. */
  readonly mwe: boolean;
  /** All compensation paid in the month, taxable and non-taxable. */
  readonly gross: number;
  /** Item 15: statutory minimum wage (MWE basic pay). */
  readonly smw?: number;
  /** Item 16: holiday, overtime, night-shift differential and hazard pay of MWEs. */
  readonly mwe_premiums?: number;
  /** Item 17: 13th month and other benefits within the ₱90,000. */
  readonly thirteenth_nontaxable?: number;
  /** Item 18: de minimis within the ceilings. */
  readonly de_minimis?: number;
  /** Item 19: SSS, PhilHealth, Pag-IBIG employee shares and union dues. */
  readonly contributions?: number;
  /** Item 20: other non-taxable compensation. */
  readonly other_nontaxable?: number;
  /** Tax withheld on the month's payslips (item 25 is their sum). */
  readonly tax_withheld: number;
  /**
   * The employee's taxable compensation for the year, projected (year-to-date plus the months to
   * come). Omitted: the month's taxable compensation x 12.
   */
  readonly year_taxable?: number;
}

export type Bir1601cItem = 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27;
export type Bir1601cItems = Readonly<Record<Bir1601cItem, number>>;

export interface Bir1601cRow {
  readonly employee_id: number;
  readonly mwe: boolean;
  readonly gross: number;
  readonly nontaxable: number;
  readonly taxable: number;
  /** Part of `taxable` reported in item 23. */
  readonly not_subject_to_withholding: number;
  readonly tax_withheld: number;
}

export interface Bir1601c {
  readonly period: string;
  readonly items: Bir1601cItems;
  readonly rows: readonly Bir1601cRow[];
  readonly warnings: readonly ComplianceWarning[];
}

export const BIR1601C_LABELS: Readonly<Record<Bir1601cItem, string>> = {
  14: 'Total amount of compensation',
  15: 'Statutory minimum wage (MWEs)',
  16: 'Holiday pay, overtime pay, night shift differential pay, hazard pay (MWEs)',
  17: '13th month pay and other benefits',
  18: 'De minimis benefits',
  19: 'SSS, GSIS, PHIC, HDMF mandatory contributions and union dues (employee share)',
  20: 'Other non-taxable compensation',
  21: 'Total non-taxable compensation',
  22: 'Total taxable compensation',
  23: 'Less: taxable compensation not subject to withholding tax (for employees, other than MWEs, receiving ₱250,000 and below for the year)',
  24: 'Net taxable compensation',
  25: 'Total taxes withheld',
  26: 'Add/(less): adjustment of taxes withheld from previous month(s)',
  27: 'Taxes withheld for remittance',
};

/**
 * Items 14-27 of the month. `adjustment` is item 26 (from the adjustment schedule; default 0).
 * A non-taxable part larger than the gross is refused: the payslips would not add up.
 */
export function bir1601c(period: string, inputs: readonly Bir1601cInput[], adjustment = 0): Bir1601c {
  parsePeriod(period);
  const sums = { 14: 0, 15: 0, 16: 0, 17: 0, 18: 0, 19: 0, 20: 0, 23: 0, 25: 0 };
  const rows: Bir1601cRow[] = [];
  const warnings: ComplianceWarning[] = [];
  for (const input of inputs) {
    const parts = [
      input.smw ?? 0,
      input.mwe_premiums ?? 0,
      input.thirteenth_nontaxable ?? 0,
      input.de_minimis ?? 0,
      input.contributions ?? 0,
      input.other_nontaxable ?? 0,
    ];
    for (const value of [input.gross, input.tax_withheld, ...parts]) {
      if (!Number.isSafeInteger(value) || value < 0) {
        throw new ComplianceInputError(
          `employee ${input.employee_id}: amounts must be zero or more whole centavos`,
        );
      }
    }
    if (!input.mwe && (parts[0]! > 0 || parts[1]! > 0)) {
      warnings.push(
        warning(input, 'mwe', 'Minimum wage pay reported for an employee who is not a minimum wage earner.'),
      );
    }
    const nontaxable = parts.reduce((a, b) => a + b, 0);
    const taxable = input.gross - nontaxable;
    if (taxable < 0) {
      throw new ComplianceInputError(
        `employee ${input.employee_id}: non-taxable compensation exceeds the gross`,
      );
    }
    const yearTaxable = input.year_taxable ?? taxable * 12;
    // Item 23: only employees from whom nothing was withheld this month (an employee with tax
    // withheld is subject to withholding by definition) and projected at ₱250,000 or less.
    const notSubject =
      !input.mwe && input.tax_withheld === 0 && yearTaxable <= ANNUAL_TAX_FREE_COMPENSATION ? taxable : 0;
    sums[14] += input.gross;
    sums[15] += parts[0]!;
    sums[16] += parts[1]!;
    sums[17] += parts[2]!;
    sums[18] += parts[3]!;
    sums[19] += parts[4]!;
    sums[20] += parts[5]!;
    sums[23] += notSubject;
    sums[25] += input.tax_withheld;
    rows.push({
      employee_id: input.employee_id,
      mwe: input.mwe,
      gross: input.gross,
      nontaxable,
      taxable,
      not_subject_to_withholding: notSubject,
      tax_withheld: input.tax_withheld,
    });
  }
  const item21 = sums[15] + sums[16] + sums[17] + sums[18] + sums[19] + sums[20];
  const item22 = sums[14] - item21;
  const items: Bir1601cItems = {
    ...sums,
    21: item21,
    22: item22,
    24: item22 - sums[23],
    26: adjustment,
    27: sums[25] + adjustment,
  };
  return { period, items, rows, warnings };
}
