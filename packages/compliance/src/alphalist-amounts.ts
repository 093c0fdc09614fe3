/**
 * The alphalist's amounts per employee (ph-compliance-outputs 4.4): Schedule 1 (D1) and Schedule 2
 * (D2) columns, and their derivation from the employee's 2316 items so that the alphalist and the
 * certificates can never disagree.
 */
import type { Bir2316Items } from './bir2316.ts';
import type { EmployeeRef } from './common.ts';
import type {
  D1_PRESENT,
  D1_PREVIOUS,
  D2_PRESENT_HEAD,
  D2_PRESENT_TAIL,
  D2_PREVIOUS,
  TAX_FIELDS,
} from './templates/bir.ts';

type D1Field = (typeof D1_PREVIOUS)[number] | (typeof D1_PRESENT)[number] | 'pera_credit';
type D2Field =
  | (typeof D2_PREVIOUS)[number]
  | (typeof D2_PRESENT_HEAD)[number]
  | (typeof D2_PRESENT_TAIL)[number]
  | (typeof TAX_FIELDS)[number]
  | 'pera_credit'
  | 'smw_net';

/** Schedule 1 amounts (centavos), named after the D1 fields 13-23, 26-44 and 49. */
export type D1Amounts = Readonly<Record<D1Field, number>>;
/** Schedule 2 amounts (centavos) and the factor (days a year, e.g. 261, 393.5). */
export type D2Amounts = Readonly<Record<D2Field, number>> & { readonly factor: number };

export interface AlphalistPerson extends EmployeeRef {
  readonly tin: string | null;
  /** Default 0000. */
  readonly tin_branch?: string | null;
  /** Region code of the module's lookup table (e.g. NCR) [U]. */
  readonly region: string;
  /** Default FILIPINO [U]. */
  readonly nationality?: string | null;
  /** Default R (regular) [U]. */
  readonly employment_status?: string | null;
  /** BIR separation reason code; NA when still employed [U]. */
  readonly separation_reason?: string | null;
  readonly substituted_filing: boolean;
  /** Period of employment with this employer in the year (yyyy-MM-dd). */
  readonly period_from: string;
  readonly period_to: string;
}

export type AlphalistEntry =
  | (AlphalistPerson & { readonly schedule: 1; readonly amounts: D1Amounts })
  | (AlphalistPerson & { readonly schedule: 2; readonly amounts: D2Amounts });

/** The previous employer's figures from its 2316 (Schedule 1 columns 13-23). */
export interface PreviousEmployerD1 {
  readonly nt_basic?: number;
  readonly nt_13th?: number;
  readonly nt_de_minimis?: number;
  readonly nt_contributions?: number;
  readonly nt_other?: number;
  readonly t_basic?: number;
  readonly t_13th?: number;
  readonly t_other?: number;
}

/** How this employer's tax for the year was withheld (fields 41-43). */
export interface WithholdingSplit {
  readonly withheld_jan_nov: number;
  /** Withheld in December, including the year-end adjustment. */
  readonly withheld_december: number;
  /** Over-withholding refunded to the employee (never a negative December). */
  readonly refunded: number;
}

/**
 * Schedule 1 amounts from the employee's 2316 items, so the alphalist and the certificate can
 * never disagree: 26 = item 19, 27-31 = items 29 and 34-37, 33 = 39, 34 = 48, 35 = the rest of 52,
 * 39 = 24, 40 = 25B; 37 = 23 + 36, 44 = 40 + 41 + 42 - 43.
 */
export function d1From2316(
  items: Bir2316Items,
  withholding: WithholdingSplit,
  previous: PreviousEmployerD1 = {},
  peraCredit = items['27'] ?? 0,
): D1Amounts {
  const item = (key: string) => items[key] ?? 0;
  const prevNt =
    (previous.nt_basic ?? 0) +
    (previous.nt_13th ?? 0) +
    (previous.nt_de_minimis ?? 0) +
    (previous.nt_contributions ?? 0) +
    (previous.nt_other ?? 0);
  const prevT = (previous.t_basic ?? 0) + (previous.t_13th ?? 0) + (previous.t_other ?? 0);
  const ntOther = item('30') + item('31') + item('32') + item('33') + item('37');
  const tTotal = item('52');
  const totalTaxable = prevT + tTotal;
  return {
    prev_gross: prevNt + prevT,
    prev_nt_basic: previous.nt_basic ?? 0,
    prev_nt_13th: previous.nt_13th ?? 0,
    prev_nt_de_minimis: previous.nt_de_minimis ?? 0,
    prev_nt_contributions: previous.nt_contributions ?? 0,
    prev_nt_other: previous.nt_other ?? 0,
    prev_nt_total: prevNt,
    prev_t_basic: previous.t_basic ?? 0,
    prev_t_13th: previous.t_13th ?? 0,
    prev_t_other: previous.t_other ?? 0,
    prev_t_total: prevT,
    gross: item('19'),
    nt_basic: item('29'),
    nt_13th: item('34'),
    nt_de_minimis: item('35'),
    nt_contributions: item('36'),
    nt_other: ntOther,
    nt_total: item('38'),
    t_basic: item('39'),
    t_13th: item('48'),
    t_other: tTotal - item('39') - item('48'),
    t_total: tTotal,
    total_taxable: totalTaxable,
    net_taxable: totalTaxable,
    tax_due: item('24'),
    prev_withheld: item('25B'),
    withheld_jan_nov: withholding.withheld_jan_nov,
    withheld_december: withholding.withheld_december,
    refunded: withholding.refunded,
    actual_withheld:
      item('25B') + withholding.withheld_jan_nov + withholding.withheld_december - withholding.refunded,
    pera_credit: peraCredit,
  };
}

/** The previous employer's figures for a minimum wage earner (Schedule 2 columns 13-26). */
export interface PreviousEmployerD2 {
  readonly nt_smw?: number;
  readonly nt_holiday?: number;
  readonly nt_overtime?: number;
  readonly nt_night?: number;
  readonly nt_hazard?: number;
  readonly nt_13th?: number;
  readonly nt_de_minimis?: number;
  readonly nt_contributions?: number;
  readonly nt_other?: number;
  readonly t_13th?: number;
  readonly t_other?: number;
}

/**
 * Schedule 2 (MWE) amounts from the employee's 2316 items: 29 = item 19, SMW per year = item 29,
 * holiday / overtime / night / hazard = items 30-33, 38-41 = items 34-37, 42 = 38, 43 = 48,
 * 44 = the rest of 52, 45 = 52; SMW per day and month and the factor come from the pay terms;
 * field 59 is the SMW net of the employee's contributions.
 */
export function d2From2316(
  items: Bir2316Items,
  withholding: WithholdingSplit,
  terms: { readonly smw_day: number; readonly smw_month: number; readonly factor: number },
  previous: PreviousEmployerD2 = {},
  peraCredit = items['27'] ?? 0,
): D2Amounts {
  const item = (key: string) => items[key] ?? 0;
  const p = (key: keyof PreviousEmployerD2) => previous[key] ?? 0;
  const prevNt =
    p('nt_smw') +
    p('nt_holiday') +
    p('nt_overtime') +
    p('nt_night') +
    p('nt_hazard') +
    p('nt_13th') +
    p('nt_de_minimis') +
    p('nt_contributions') +
    p('nt_other');
  const prevT = p('t_13th') + p('t_other');
  const totalTaxable = prevT + item('52');
  return {
    prev_gross: prevNt + prevT,
    prev_nt_smw: p('nt_smw'),
    prev_nt_holiday: p('nt_holiday'),
    prev_nt_overtime: p('nt_overtime'),
    prev_nt_night: p('nt_night'),
    prev_nt_hazard: p('nt_hazard'),
    prev_nt_13th: p('nt_13th'),
    prev_nt_de_minimis: p('nt_de_minimis'),
    prev_nt_contributions: p('nt_contributions'),
    prev_nt_other: p('nt_other'),
    prev_nt_total: prevNt,
    prev_t_13th: p('t_13th'),
    prev_t_other: p('t_other'),
    prev_t_total: prevT,
    gross: item('19'),
    smw_day: terms.smw_day,
    smw_month: terms.smw_month,
    smw_year: item('29'),
    factor: terms.factor,
    nt_holiday: item('30'),
    nt_overtime: item('31'),
    nt_night: item('32'),
    nt_hazard: item('33'),
    nt_13th: item('34'),
    nt_de_minimis: item('35'),
    nt_contributions: item('36'),
    nt_other: item('37'),
    nt_total: item('38'),
    t_13th: item('48'),
    t_other: item('52') - item('48'),
    t_total: item('52'),
    total_taxable: totalTaxable,
    net_taxable: totalTaxable,
    tax_due: item('24'),
    prev_withheld: item('25B'),
    withheld_jan_nov: withholding.withheld_jan_nov,
    withheld_december: withholding.withheld_december,
    refunded: withholding.refunded,
    actual_withheld:
      item('25B') + withholding.withheld_jan_nov + withholding.withheld_december - withholding.refunded,
    pera_credit: peraCredit,
    smw_net: Math.max(0, item('29') - item('36')),
  };
}
