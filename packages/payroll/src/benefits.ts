/**
 * Tax treatment of earnings and benefits (ph-statutory 4.4 to 4.6; payroll-design "Withholding
 * tax"): de minimis within the ceiling in force on the pay date is exempt; its excess joins the
 * ₱90,000 yearly bucket (RMC 50-2018) with the 13th month and other benefits; what overflows the
 * bucket is taxable on the payslip where it overflows. The bucket and each ceiling's window are
 * tracked per employee and year by the caller, who passes what was used before this payslip.
 * Hazard pay is exempt for minimum wage earners only (RR 11-2018). Pure; integer centavos.
 */
import { roundHalfAwayFromZero } from './money.ts';
import {
  DEFAULT_MINIMUM_DAILY_WAGE,
  type DeMinimisKind,
  deMinimisScheduleOn,
} from './statutory/deminimis.ts';
import { type TaxPeriod, withholdingTax } from './statutory/withholding.ts';
import { benefitsExemptionCeiling } from './yearend.ts';

/**
 * 'taxable': regular taxable compensation; 'de_minimis': exempt within its kind's ceiling;
 * 'other_benefits': bonus, 14th month, productivity incentive (the ₱90,000 bucket);
 * 'non_taxable': other non-taxable pay (reimbursements, ...); 'hazard': hazard pay.
 */
export const TAX_TREATMENTS = ['taxable', 'de_minimis', 'other_benefits', 'non_taxable', 'hazard'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** One paid line and how it is taxed. */
export interface TreatedLine {
  readonly amount: number;
  readonly treatment: TaxTreatment;
  /** Required for 'de_minimis'. */
  readonly kind?: DeMinimisKind | null;
}

/** What this employee used before this payslip (centavos). */
export interface BenefitsUsage {
  /** The year's ₱90,000 bucket used so far (13th month, other benefits, de minimis excess). */
  readonly bucket_used: number;
  /** Exempt de minimis of each kind paid in that kind's ceiling window (month, semester, year) of this pay date. */
  readonly de_minimis?: Readonly<Partial<Record<DeMinimisKind, number>>>;
}

export interface BenefitsContext {
  /** The pay date: picks the ceilings in force, the window and the bucket's year. */
  readonly pay_date: string;
  /** Day rate (centavos): monetized leave's ceiling is days x this. */
  readonly daily_rate: number;
  /** Days worked in the period: the meal allowance's ceiling is a share of the minimum wage per day. */
  readonly days_worked: number;
  /** Regional daily minimum wage (centavos); default NCR's (statutory/deminimis.ts). */
  readonly minimum_daily_wage?: number;
  readonly minimum_wage_earner: boolean;
}

/** The payslip's tax split (centavos); a payslip stores it and the year's forms sum it. */
export interface TaxSplit {
  /** De minimis within the ceilings (2316 item 35, 1601-C item 18). */
  de_minimis: number;
  /** Exempt de minimis by kind, for the ceilings' windows of later payslips. */
  de_minimis_by_kind: Partial<Record<DeMinimisKind, number>>;
  /** De minimis above the ceilings (it went to the bucket). */
  de_minimis_excess: number;
  /** 13th month and other benefits paid (before the bucket). */
  other_benefits: number;
  /** Part inside the ₱90,000 bucket: other benefits plus de minimis excess (2316 item 34, 1601-C item 17). */
  bucket_exempt: number;
  /** What overflowed the bucket: taxable (2316 item 48). */
  bucket_taxable: number;
  /** Non-taxable (other) (2316 item 37, 1601-C item 20). */
  non_taxable_other: number;
  /** Hazard pay: exempt for a minimum wage earner (item 33), else taxable (item 49). */
  hazard_pay: number;
  /** Lines marked taxable. */
  taxable_lines: number;
  /** What this split adds to taxable compensation: taxable lines, overflow, hazard of a non-MWE. */
  taxable: number;
}

export function emptyTaxSplit(): TaxSplit {
  return {
    de_minimis: 0,
    de_minimis_by_kind: {},
    de_minimis_excess: 0,
    other_benefits: 0,
    bucket_exempt: 0,
    bucket_taxable: 0,
    non_taxable_other: 0,
    hazard_pay: 0,
    taxable_lines: 0,
    taxable: 0,
  };
}

/** The ceiling (centavos) of a kind over its window on the pay date. */
export function deMinimisCeilingAmount(kind: DeMinimisKind, context: BenefitsContext): number {
  const ceiling = deMinimisScheduleOn(context.pay_date).ceilings[kind];
  if ('amount' in ceiling) return ceiling.amount;
  if ('days' in ceiling) return ceiling.days * context.daily_rate;
  const wage = context.minimum_daily_wage ?? DEFAULT_MINIMUM_DAILY_WAGE;
  return roundHalfAwayFromZero((wage * ceiling.minimumWageBp * context.days_worked) / 10_000);
}

/**
 * Splits a payslip's lines by tax treatment. De minimis of each kind is exempt up to what is left
 * of its ceiling in the window; the excess and the other benefits fill what is left of the year's
 * ₱90,000; the rest is taxable. A kind whose period total is zero or less (a correction) is left as
 * a taxable adjustment rather than reopening a ceiling.
 */
export function splitTaxTreatment(
  lines: readonly TreatedLine[],
  usage: BenefitsUsage,
  context: BenefitsContext,
): TaxSplit {
  const split = emptyTaxSplit();
  const byKind = new Map<DeMinimisKind, number>();
  for (const line of lines) {
    switch (line.treatment) {
      case 'de_minimis': {
        if (!line.kind) throw new RangeError('a de minimis line needs its kind');
        byKind.set(line.kind, (byKind.get(line.kind) ?? 0) + line.amount);
        break;
      }
      case 'other_benefits':
        split.other_benefits += line.amount;
        break;
      case 'non_taxable':
        split.non_taxable_other += line.amount;
        break;
      case 'hazard':
        split.hazard_pay += line.amount;
        break;
      default:
        split.taxable_lines += line.amount;
    }
  }
  for (const [kind, total] of byKind) {
    if (total <= 0) {
      split.taxable_lines += total;
      continue;
    }
    const used = usage.de_minimis?.[kind] ?? 0;
    const room = Math.max(0, deMinimisCeilingAmount(kind, context) - used);
    const exempt = Math.min(total, room);
    if (exempt > 0) split.de_minimis_by_kind[kind] = exempt;
    split.de_minimis += exempt;
    split.de_minimis_excess += total - exempt;
  }
  const intoBucket = split.de_minimis_excess + split.other_benefits;
  if (intoBucket > 0) {
    const ceiling = benefitsExemptionCeiling(Number(context.pay_date.slice(0, 4)));
    const room = Math.max(0, ceiling - usage.bucket_used);
    split.bucket_exempt = Math.min(intoBucket, room);
    split.bucket_taxable = intoBucket - split.bucket_exempt;
  } else {
    // A negative correction of other benefits stays taxable-side, like a negative de minimis.
    split.taxable_lines += intoBucket;
  }
  split.taxable =
    split.taxable_lines + split.bucket_taxable + (context.minimum_wage_earner ? 0 : split.hazard_pay);
  return split;
}

/**
 * Tax on supplementary compensation paid on its own payslip (a 13th month's taxable part): it is
 * added to the regular taxable compensation of a period (ph-statutory 4.5), so the tax is what the
 * period table takes on regular + supplementary less what it takes on the regular alone.
 */
export function supplementaryWithholding(
  supplementary: number,
  regularTaxable: number,
  period: TaxPeriod,
  onDate: string,
): number {
  if (supplementary <= 0) return 0;
  const regular = Math.max(0, regularTaxable);
  return withholdingTax(regular + supplementary, period, onDate) - withholdingTax(regular, period, onDate);
}

/** Centavos to pesos for each amount of a split (the API's unit). */
export function taxSplitToPesos(split: TaxSplit, pesos: (c: number) => number): TaxSplit {
  const byKind: Partial<Record<DeMinimisKind, number>> = {};
  for (const [kind, amount] of Object.entries(split.de_minimis_by_kind))
    byKind[kind as DeMinimisKind] = pesos(amount);
  return {
    de_minimis: pesos(split.de_minimis),
    de_minimis_by_kind: byKind,
    de_minimis_excess: pesos(split.de_minimis_excess),
    other_benefits: pesos(split.other_benefits),
    bucket_exempt: pesos(split.bucket_exempt),
    bucket_taxable: pesos(split.bucket_taxable),
    non_taxable_other: pesos(split.non_taxable_other),
    hazard_pay: pesos(split.hazard_pay),
    taxable_lines: pesos(split.taxable_lines),
    taxable: pesos(split.taxable),
  };
}

/** A line's treatment: its own, else from the older `taxable` flag (false: non-taxable other). */
export function treatedLine(
  line: {
    readonly treatment?: TaxTreatment;
    readonly taxable?: boolean;
    readonly de_minimis_kind?: DeMinimisKind | null;
  },
  amount: number,
): TreatedLine {
  const treatment = line.treatment ?? (line.taxable === false ? 'non_taxable' : 'taxable');
  return { amount, treatment, kind: line.de_minimis_kind ?? null };
}
