/**
 * BIR withholding tax on compensation (RR 11-2018 Annex E, effective January 1, 2023) and the
 * annual income tax table for individuals (NIRC section 24(A)(2)(a) as amended by TRAIN).
 */
import { roundHalfAwayFromZero } from '../money.ts';
import { type Dated, inForceOn } from './effective.ts';

export type TaxPeriod = 'daily' | 'weekly' | 'semi-monthly' | 'monthly';

/** One row: tax = fixed + rate x (compensation - over). Amounts in centavos, rate in basis points. */
export interface TaxBracket {
  readonly over: number;
  readonly fixed: number;
  readonly rateBp: number;
}

export interface WithholdingSchedule extends Dated {
  readonly tables: Readonly<Record<TaxPeriod, readonly TaxBracket[]>>;
}

function table(rows: readonly (readonly [over: number, fixed: number, rateBp: number])[]): TaxBracket[] {
  return rows.map(([over, fixed, rateBp]) => ({ over, fixed, rateBp }));
}

export const WITHHOLDING_SCHEDULES: readonly WithholdingSchedule[] = [
  {
    // The published fixed amounts (…541.80, …770.70) are used as printed, not annual / 12.
    effective_from: '2023-01-01',
    tables: {
      daily: table([
        [0, 0, 0],
        [685_00, 0, 1500],
        [1_096_00, 61_65, 2000],
        [2_192_00, 280_85, 2500],
        [5_479_00, 1_102_60, 3000],
        [21_918_00, 6_034_30, 3500],
      ]),
      weekly: table([
        [0, 0, 0],
        [4_808_00, 0, 1500],
        [7_692_00, 432_60, 2000],
        [15_385_00, 1_971_20, 2500],
        [38_462_00, 7_740_45, 3000],
        [153_846_00, 42_355_65, 3500],
      ]),
      'semi-monthly': table([
        [0, 0, 0],
        [10_417_00, 0, 1500],
        [16_667_00, 937_50, 2000],
        [33_333_00, 4_270_70, 2500],
        [83_333_00, 16_770_70, 3000],
        [333_333_00, 91_770_70, 3500],
      ]),
      monthly: table([
        [0, 0, 0],
        [20_833_00, 0, 1500],
        [33_333_00, 1_875_00, 2000],
        [66_667_00, 8_541_80, 2500],
        [166_667_00, 33_541_80, 3000],
        [666_667_00, 183_541_80, 3500],
      ]),
    },
  },
];

/** Annual tables, by the first taxable year they apply to. */
export interface AnnualTaxSchedule {
  readonly fromYear: number;
  readonly brackets: readonly TaxBracket[];
}

export const ANNUAL_TAX_SCHEDULES: readonly AnnualTaxSchedule[] = [
  {
    // 2018-2022 (superseded), kept for recomputing old years.
    fromYear: 2018,
    brackets: table([
      [0, 0, 0],
      [250_000_00, 0, 2000],
      [400_000_00, 30_000_00, 2500],
      [800_000_00, 130_000_00, 3000],
      [2_000_000_00, 490_000_00, 3200],
      [8_000_000_00, 2_410_000_00, 3500],
    ]),
  },
  {
    fromYear: 2023,
    brackets: table([
      [0, 0, 0],
      [250_000_00, 0, 1500],
      [400_000_00, 22_500_00, 2000],
      [800_000_00, 102_500_00, 2500],
      [2_000_000_00, 402_500_00, 3000],
      [8_000_000_00, 2_202_500_00, 3500],
    ]),
  },
];

/**
 * The published ranges leave gaps ("…-33,332" then "33,333-…"), so the lower bounds are read as
 * thresholds on a continuous scale: the highest row whose lower bound is at or below the income.
 */
export function taxByBrackets(income: number, brackets: readonly TaxBracket[]): number {
  if (!(income > 0)) return 0;
  let row = brackets[0]!;
  for (let i = brackets.length - 1; i > 0; i--) {
    const candidate = brackets[i]!;
    if (candidate.over <= income) {
      row = candidate;
      break;
    }
  }
  return row.fixed + roundHalfAwayFromZero(((income - row.over) * row.rateBp) / 10_000);
}

/** Tax to withhold on a period's taxable compensation (centavos), by the table in force on `onDate`. */
export function withholdingTax(taxableCompensation: number, period: TaxPeriod, onDate: string): number {
  const schedule = inForceOn(WITHHOLDING_SCHEDULES, onDate, 'BIR withholding table');
  const brackets = schedule.tables[period];
  if (brackets === undefined) throw new RangeError(`unknown withholding period '${String(period)}'`);
  return taxByBrackets(taxableCompensation, brackets);
}

/** Annual income tax on a year's taxable income (centavos), by the table for that year. */
export function annualIncomeTax(annualTaxableIncome: number, year: number): number {
  let schedule: AnnualTaxSchedule | undefined;
  for (const candidate of ANNUAL_TAX_SCHEDULES) if (candidate.fromYear <= year) schedule = candidate;
  if (schedule === undefined) throw new RangeError(`no annual income tax table for ${year}`);
  return taxByBrackets(annualTaxableIncome, schedule.brackets);
}
