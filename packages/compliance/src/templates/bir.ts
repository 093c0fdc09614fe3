/**
 * BIR 1604-C alphalist DAT file (ph-compliance-outputs 4.4): header H1604C, Schedule 1 (non-MWE)
 * details D1 with their control C1, Schedule 2 (MWE) details D2 with C2. Comma-delimited, names
 * quoted, dates MM/DD/YYYY, amounts with two decimals and no separators, CRLF after every record.
 */
import type { FieldDef, RecordDef, Template } from '../template.ts';

/** D1 amount fields 13-23 (previous employer). */
export const D1_PREVIOUS = [
  'prev_gross',
  'prev_nt_basic',
  'prev_nt_13th',
  'prev_nt_de_minimis',
  'prev_nt_contributions',
  'prev_nt_other',
  'prev_nt_total',
  'prev_t_basic',
  'prev_t_13th',
  'prev_t_other',
  'prev_t_total',
] as const;

/** D1 amount fields 26-44 (present employer and the tax). */
export const D1_PRESENT = [
  'gross',
  'nt_basic',
  'nt_13th',
  'nt_de_minimis',
  'nt_contributions',
  'nt_other',
  'nt_total',
  't_basic',
  't_13th',
  't_other',
  't_total',
  'total_taxable',
  'net_taxable',
  'tax_due',
  'prev_withheld',
  'withheld_jan_nov',
  'withheld_december',
  'refunded',
  'actual_withheld',
] as const;

/** D2 amount fields 13-26 (previous employer, MWE). */
export const D2_PREVIOUS = [
  'prev_gross',
  'prev_nt_smw',
  'prev_nt_holiday',
  'prev_nt_overtime',
  'prev_nt_night',
  'prev_nt_hazard',
  'prev_nt_13th',
  'prev_nt_de_minimis',
  'prev_nt_contributions',
  'prev_nt_other',
  'prev_nt_total',
  'prev_t_13th',
  'prev_t_other',
  'prev_t_total',
] as const;

/** D2 fields 29-45 (present employer, MWE); field 33 is the factor (days a year), not an amount. */
export const D2_PRESENT_HEAD = ['gross', 'smw_day', 'smw_month', 'smw_year'] as const;
export const D2_PRESENT_TAIL = [
  'nt_holiday',
  'nt_overtime',
  'nt_night',
  'nt_hazard',
  'nt_13th',
  'nt_de_minimis',
  'nt_contributions',
  'nt_other',
  'nt_total',
  't_13th',
  't_other',
  't_total',
] as const;

/** Fields 37-44 of D1 (46-53 of D2): totals and the tax. */
export const TAX_FIELDS = [
  'total_taxable',
  'net_taxable',
  'tax_due',
  'prev_withheld',
  'withheld_jan_nov',
  'withheld_december',
  'refunded',
  'actual_withheld',
] as const;

const amount = (name: string): FieldDef => ({ name, format: 'amount', required: true });
const date = (name: string): FieldDef => ({ name, format: 'MM/DD/YYYY', required: true });
const quoted = (name: string, required: boolean): FieldDef => ({ name, quote: true, required });

const head = (kind: string): FieldDef[] => [
  { name: 'kind', literal: kind },
  { name: 'form', literal: '1604C' },
  { name: 'employer_tin', format: 'digits', width: 9, required: true },
  { name: 'employer_branch', format: 'digits', width: 4, required: true },
  date('return_period'),
];

const employee = (): FieldDef[] => [
  { name: 'seq', format: 'integer', required: true },
  { name: 'tin', format: 'digits', width: 9, required: true },
  { name: 'branch', format: 'digits', width: 4, required: true },
  quoted('last_name', true),
  quoted('first_name', true),
  quoted('middle_name', false),
  { name: 'region', required: true },
];

const trailer = (): FieldDef[] => [
  { name: 'nationality', required: true },
  { name: 'employment_status', required: true },
  { name: 'separation_reason', required: true },
  { name: 'substituted_filing', required: true },
];

/** The D1 amounts a C1 control sums, in order: fields 13-23, 26-44 and 49. */
export const C1_SUMS = [...D1_PREVIOUS, ...D1_PRESENT, 'pera_credit'] as const;
/** The D2 amounts a C2 control sums, in order (every D2 amount; the factor is not one). */
export const C2_SUMS = [
  ...D2_PREVIOUS,
  ...D2_PRESENT_HEAD,
  ...D2_PRESENT_TAIL,
  ...TAX_FIELDS,
  'pera_credit',
  'smw_net',
] as const;

const D1: RecordDef = {
  fields: [
    ...head('D1'),
    ...employee(),
    ...D1_PREVIOUS.map(amount),
    date('period_from'),
    date('period_to'),
    ...D1_PRESENT.map(amount),
    ...trailer(),
    amount('pera_credit'),
  ],
};

const D2: RecordDef = {
  fields: [
    ...head('D2'),
    ...employee(),
    ...D2_PREVIOUS.map(amount),
    date('period_from'),
    date('period_to'),
    ...D2_PRESENT_HEAD.map(amount),
    // Days a year as a number with two decimals (261.00, 393.50): the factor is given in hundredths.
    { name: 'factor', format: 'amount', required: true },
    ...D2_PRESENT_TAIL.map(amount),
    ...TAX_FIELDS.map(amount),
    ...trailer(),
    amount('pera_credit'),
    amount('smw_net'),
  ],
};

export const ALPHALIST_1604C: Template = {
  id: 'bir-1604c-alphalist',
  version: 'v7.4 (D1 49, C1 36, D2 59, C2 45 fields)',
  effectiveFrom: '2022-01-01',
  title: 'BIR 1604-C alphalist of employees (DAT)',
  layout: 'delimited',
  delimiter: ',',
  charset: 'alphanumeric',
  records: {
    H: { fields: [{ name: 'kind', literal: 'H1604C' }, ...head('').slice(2)] },
    D1,
    C1: { fields: [...head('C1'), ...C1_SUMS.map(amount)] },
    D2,
    C2: { fields: [...head('C2'), ...C2_SUMS.map(amount)] },
  },
  fileName: '{tin}{branch}1231{year}1604C.DAT',
  mediaType: 'text/plain',
  confidence: 'U',
  unconfirmed: true,
  source:
    'ph-compliance-outputs 4.4: file rules [C] (Odoo form_1604c and a file that passed the BIR validator); D1/C1 order [C]; D2/C2 field order derived from the description and counts [D]; field counts and code values per module version [U]',
};
