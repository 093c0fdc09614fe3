/**
 * Tax treatment of an earnings category (issue 21 section 3): the values, their labels as the
 * issue words them, and the kinds of de minimis of the dated list (ceilings: @sahod/payroll
 * statutory/deminimis.ts).
 */
import { DE_MINIMIS_KINDS, type DeMinimisKind, TAX_TREATMENTS, type TaxTreatment } from '@sahod/payroll';
import { z } from 'zod';

export type { DeMinimisKind, TaxTreatment };
export { DE_MINIMIS_KINDS, TAX_TREATMENTS };

export const TAX_TREATMENT_LABELS: Readonly<Record<TaxTreatment, string>> = {
  taxable: 'Taxable',
  de_minimis: 'De minimis',
  other_benefits: 'Other benefits (₱90,000)',
  non_taxable: 'Non-taxable (other)',
  hazard: 'Hazard pay',
};

export const DE_MINIMIS_KIND_LABELS: Readonly<Record<DeMinimisKind, string>> = {
  rice: 'Rice',
  uniform: 'Uniform and clothing',
  medical_cash: 'Medical cash allowance to dependents',
  laundry: 'Laundry',
  achievement_award: 'Achievement awards',
  christmas_gift: 'Christmas gifts',
  meal_allowance: 'OT/night meal allowance',
  cba_productivity: 'CBA/productivity benefits',
  vacation_leave: 'Monetized unused vacation leave',
  medical_assistance: 'Medical assistance',
};

export const TAX_TREATMENT_MSG = {
  treatment: `Tax treatment must be one of: ${TAX_TREATMENTS.join(', ')}.`,
  kind: `De minimis kind must be one of: ${DE_MINIMIS_KINDS.join(', ')}.`,
  kindRequired: 'Choose the kind of de minimis benefit.',
} as const;

export const taxTreatmentSchema = z.enum(TAX_TREATMENTS, { error: TAX_TREATMENT_MSG.treatment });
export const deMinimisKindSchema = z.enum(DE_MINIMIS_KINDS, { error: TAX_TREATMENT_MSG.kind });

/** The old flags a treatment stands for (taxable: pay that is taxable for a non-MWE). */
export function flagsOfTreatment(treatment: TaxTreatment): { taxable: boolean; de_minimis: boolean } {
  return {
    taxable: treatment === 'taxable' || treatment === 'hazard',
    de_minimis: treatment === 'de_minimis',
  };
}

/** Name patterns of a category flagged non-taxable that clearly say what it is. */
const NAMED: readonly (readonly [RegExp, TaxTreatment, DeMinimisKind | null])[] = [
  [/\brice\b/i, 'de_minimis', 'rice'],
  [/\b(uniform|clothing)\b/i, 'de_minimis', 'uniform'],
  [/\blaundry\b/i, 'de_minimis', 'laundry'],
  [/\bmedical assistance\b/i, 'de_minimis', 'medical_assistance'],
  [/\bmedical (cash|allowance)\b/i, 'de_minimis', 'medical_cash'],
  [/\bachievement\b|\bservice award\b/i, 'de_minimis', 'achievement_award'],
  [/\bchristmas gifts?\b/i, 'de_minimis', 'christmas_gift'],
  [
    /\b(overtime|ot|night|graveyard)\b.*\bmeal\b|\bmeal\b.*\b(overtime|ot|night|graveyard)\b/i,
    'de_minimis',
    'meal_allowance',
  ],
  [/\bcba\b|\bcollective bargaining\b/i, 'de_minimis', 'cba_productivity'],
  [/\b(vacation leave|leave conversion|monetized leave)\b/i, 'de_minimis', 'vacation_leave'],
  [/\b(bonus|13th|14th|thirteenth|fourteenth|productivity incentive)\b/i, 'other_benefits', null],
];

/**
 * The treatment of a category known only by the older flags (migration 0028, a client that sends
 * only them): taxable stays Taxable; one flagged non-taxable or de minimis is Non-taxable (other)
 * unless its name clearly names a kind of the list ('Rice Subsidy') or a benefit of the bucket
 * ('Christmas Bonus').
 */
export function treatmentFromFlags(
  name: string,
  taxable: boolean,
  deMinimis: boolean,
): { tax_treatment: TaxTreatment; de_minimis_kind: DeMinimisKind | null } {
  if (taxable && !deMinimis) return { tax_treatment: 'taxable', de_minimis_kind: null };
  for (const [pattern, treatment, kind] of NAMED)
    if (pattern.test(name)) return { tax_treatment: treatment, de_minimis_kind: kind };
  return { tax_treatment: 'non_taxable', de_minimis_kind: null };
}

/**
 * A stored category's treatment: its own when the older flags still agree with it, else what the
 * flags say (a row written by a tool that knows only the flags keeps meaning what they say).
 */
export function storedTreatment(row: {
  category_name: string;
  taxable: number | boolean;
  de_minimis: number | boolean;
  tax_treatment: string | null;
  de_minimis_kind: string | null;
}): { tax_treatment: TaxTreatment; de_minimis_kind: DeMinimisKind | null } {
  const taxable = row.taxable === true || row.taxable === 1;
  const deMinimis = row.de_minimis === true || row.de_minimis === 1;
  const own = (TAX_TREATMENTS as readonly string[]).includes(row.tax_treatment ?? '')
    ? (row.tax_treatment as TaxTreatment)
    : null;
  if (own !== null) {
    const flags = flagsOfTreatment(own);
    const kind = own === 'de_minimis' ? (row.de_minimis_kind as DeMinimisKind | null) : null;
    if (flags.taxable === taxable && flags.de_minimis === deMinimis && (own !== 'de_minimis' || kind))
      return { tax_treatment: own, de_minimis_kind: kind };
  }
  return treatmentFromFlags(row.category_name, taxable, deMinimis);
}

/** A payslip's tax split in pesos (@sahod/payroll TaxSplit): the payslip, the summary and the PDF show it. */
export const taxSplitSchema = z.object({
  de_minimis: z.number(),
  de_minimis_by_kind: z.record(z.string(), z.number()),
  de_minimis_excess: z.number(),
  other_benefits: z.number(),
  bucket_exempt: z.number(),
  bucket_taxable: z.number(),
  non_taxable_other: z.number(),
  hazard_pay: z.number(),
  taxable_lines: z.number(),
  taxable: z.number(),
});

/** The split's lines as the payslip shows them (labels, pesos), non-zero only. */
export const TAX_SPLIT_LABELS = {
  de_minimis: 'De minimis (within ceilings)',
  bucket_exempt: '13th month and other benefits (within ₱90,000)',
  bucket_taxable: 'Taxable 13th month and other benefits (over ₱90,000)',
  non_taxable_other: 'Other non-taxable pay',
  hazard_pay: 'Hazard pay',
} as const;
