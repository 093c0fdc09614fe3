/**
 * BIR Form 2316 (Sept 2021 ENCS) Part IV items 19 to 52 (ph-compliance-outputs 4.2), from the
 * year's totals per employee. The item map is data (`BIR2316_ITEMS`); the arithmetic is the form's:
 * 38 = 29..37, 52 = 39..51B, 19 = 38 + 52, 21 = 19 - 20, 23 = 21 + 22, 24 = annual tax on 23,
 * 26 = 25A + 25B, 28 = 26 + 27.
 */
import { annualIncomeTax } from '@sahod/payroll';
import { ANNUAL_TAX_FREE_COMPENSATION } from './bir1601c.ts';
import { ComplianceInputError } from './format.ts';

/** Item number and what it holds; the keys of `Bir2316Input.nontaxable` / `.taxable` name them. */
export const BIR2316_ITEMS = {
  nontaxable: {
    basic_smw: '29',
    holiday: '30',
    overtime: '31',
    night_differential: '32',
    hazard: '33',
    thirteenth: '34',
    de_minimis: '35',
    contributions: '36',
    other: '37',
  },
  taxable: {
    basic: '39',
    representation: '40',
    transportation: '41',
    cola: '42',
    housing: '43',
    other_regular_a: '44A',
    other_regular_b: '44B',
    commission: '45',
    profit_sharing: '46',
    fees: '47',
    thirteenth: '48',
    hazard: '49',
    overtime: '50',
    other_supplementary_a: '51A',
    other_supplementary_b: '51B',
  },
} as const;

export type NontaxableKey = keyof typeof BIR2316_ITEMS.nontaxable;
export type TaxableKey = keyof typeof BIR2316_ITEMS.taxable;

export interface Bir2316Input {
  readonly year: number;
  /** Minimum wage earner (item 11). */
  readonly mwe: boolean;
  /** Items 29-37 (29: the MWE's statutory minimum wage; 30-33 MWE only; 34 within ₱90,000). */
  readonly nontaxable: Readonly<Partial<Record<NontaxableKey, number>>>;
  /** Items 39-51B (39: basic salary net of the item 36 contributions; 48: 13th month above ₱90,000). */
  readonly taxable: Readonly<Partial<Record<TaxableKey, number>>>;
  /** Item 22: taxable compensation from the previous employer(s) this year. */
  readonly previous_taxable?: number;
  /** Item 25A: tax withheld by this employer for the year, as adjusted. */
  readonly withheld_present: number;
  /** Item 25B: tax withheld by the previous employer(s). */
  readonly withheld_previous?: number;
  /** Item 27: 5% PERA tax credit. */
  readonly pera_credit?: number;
}

/** Items by number as printed on the form ('19' ... '52', with '44A', '44B', '51A', '51B'). */
export type Bir2316Items = Readonly<Record<string, number>>;

/**
 * Items 19-52 of one employee's 2316. A non-MWE whose taxable compensation for the year (present
 * plus previous employer) is ₱250,000 or less has the basic salary declared non-taxable in item 29
 * ("basic salary including the exempt ₱250,000 and below"), not in item 39.
 */
export function bir2316Items(input: Bir2316Input): Bir2316Items {
  const items: Record<string, number> = {};
  const amounts: [string, number | undefined][] = [
    ...Object.entries(input.nontaxable),
    ...Object.entries(input.taxable),
    ['previous_taxable', input.previous_taxable],
    ['withheld_present', input.withheld_present],
    ['withheld_previous', input.withheld_previous],
    ['pera_credit', input.pera_credit],
  ];
  for (const [name, value] of amounts) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
      throw new ComplianceInputError(`${name} must be zero or more whole centavos, got ${value}`);
    }
  }
  for (const [key, item] of Object.entries(BIR2316_ITEMS.nontaxable)) {
    items[item] = input.nontaxable[key as NontaxableKey] ?? 0;
  }
  for (const [key, item] of Object.entries(BIR2316_ITEMS.taxable)) {
    items[item] = input.taxable[key as TaxableKey] ?? 0;
  }
  const sum = (keys: readonly string[]) => keys.reduce((total, key) => total + items[key]!, 0);
  const taxableKeys = Object.values(BIR2316_ITEMS.taxable);
  const previous = input.previous_taxable ?? 0;
  if (!input.mwe && sum(taxableKeys) + previous <= ANNUAL_TAX_FREE_COMPENSATION) {
    items['29'] = items['29']! + items['39']!;
    items['39'] = 0;
  }
  items['38'] = sum(Object.values(BIR2316_ITEMS.nontaxable));
  items['52'] = sum(taxableKeys);
  items['19'] = items['38'] + items['52'];
  items['20'] = items['38'];
  items['21'] = items['19'] - items['20'];
  items['22'] = previous;
  items['23'] = items['21'] + items['22'];
  items['24'] = annualIncomeTax(items['23'], input.year);
  items['25A'] = input.withheld_present;
  items['25B'] = input.withheld_previous ?? 0;
  items['26'] = items['25A'] + items['25B'];
  items['27'] = input.pera_credit ?? 0;
  items['28'] = items['26'] + items['27'];
  return items;
}

/** The electronic copy's file name: `<LastName>_<TIN>_<MMDDYYYY>.pdf` (reference 4.2; TIN digits [U]). */
export function bir2316FileName(lastName: string, tin: string, issued: string): string {
  const [year, month, day] = issued.split('-');
  if (!year || !month || !day) throw new ComplianceInputError(`not a yyyy-MM-dd date: '${issued}'`);
  const name = lastName.replace(/[\\/:*?"<>|]/g, '').trim();
  return `${name}_${tin.replace(/\D/g, '')}_${month}${day}${year}.pdf`;
}
