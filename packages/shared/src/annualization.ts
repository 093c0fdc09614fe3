/**
 * Annualized withholding (issue 17 section 2): the 'Year-end adjustment' of the last payslip of
 * a year, the compliance view of the year and the previous employer's 2316 on the employee
 * profile. Amounts in pesos on the API (centavos inside).
 *
 *   GET /api/compliance/annualization?company_id=&period=YYYY  -> Annualization        (compliance view)
 *   GET /api/employee_management/previous_employers?UID=       -> PreviousEmployer[]   (employee_management view)
 *   PUT /api/employee_management/previous_employers  body       -> PreviousEmployerSaved (employee_management update)
 *   DELETE /api/employee_management/previous_employers?UID=&year= -> { message }       (employee_management update)
 */
import { z } from 'zod';
import { normalizeGovernmentId } from './employees.ts';
import { parseHundredths } from './groups.ts';

export const YEAR_END_TEXT = {
  title: 'Year-end adjustment',
  taxDue: 'Annual tax due',
  withheld: 'YTD withheld',
  adjustment: 'Adjustment',
  tableTax: 'Table tax',
  refund: 'Tax Refund',
  uncollected: 'Not collected',
  cardTitle: 'Annualized withholding',
  previousTitle: 'Previous Employer (BIR 2316)',
} as const;

export const YEAR_END_MSG = {
  uncollected: (amount: number) =>
    `Year-end adjustment: ${amount.toFixed(2)} of tax could not be withheld from this net pay; it is withheld from the first payroll of January as 'Prior year tax shortfall'.`,
  noPayroll: 'No processed payroll for this period.',
  period: 'period: must be a year, YYYY',
  badCompanyId: 'company_id: must be the number of a company.',
  companyNotFound: 'Company not found. It may have been deleted.',
  employeeNotFound: 'Employee not found. It may have been deleted.',
  badEmployee: 'UID: must be the number of an employee.',
  year: (max: number) => `year: must be a year from 2018 to ${max}.`,
  name: "name: the previous employer's name is required (at most 200 characters).",
  address: 'address: at most 500 characters.',
  zip: 'zip: ZIP Code must have 4 digits.',
  saved: 'Previous employer saved successfully.',
  deleted: 'Previous employer removed.',
  notFound: 'No previous employer for this year.',
} as const;

/** A payslip's year-end figures (pesos). */
export const yearEndLineSchema = z.object({
  taxable_compensation: z.number(),
  tax_due: z.number(),
  withheld: z.number(),
  adjustment: z.number(),
  table_wtax: z.number(),
  withhold: z.number(),
  refund: z.number(),
  uncollected: z.number(),
});
export type YearEndLineView = z.infer<typeof yearEndLineSchema>;

export const annualizationQuerySchema = z.object({
  company_id: z.string().max(200).optional(),
  period: z.string().max(200).optional(),
});

export const annualizationRowSchema = z.object({
  employee_id: z.number(),
  employee_code: z.string().nullable(),
  name: z.string(),
  taxable_compensation: z.number(),
  tax_due: z.number(),
  withheld: z.number(),
  adjustment: z.number(),
  substituted_filing: z.boolean(),
  /** Why substituted filing does not apply (the failed conditions), null when it does. */
  substituted_filing_reason: z.string().nullable(),
  previous_employer: z.boolean(),
  /** The opening balance's part of taxable_compensation and withheld ('Before Sahod', issue 23), null without one. */
  before_sahod: z.object({ taxable_compensation: z.number(), withheld: z.number() }).nullable(),
  /** 'No opening balance for YYYY: ...' (issue 23), null when the year is whole or has an opening balance. */
  warning: z.string().nullable(),
});
export type AnnualizationRow = z.infer<typeof annualizationRowSchema>;

export const annualizationSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  period: z.string(),
  rows: z.array(annualizationRowSchema),
  totals: z.object({
    taxable_compensation: z.number(),
    tax_due: z.number(),
    withheld: z.number(),
    adjustment: z.number(),
    substituted_filing: z.number(),
    /** Employees with the warning. */
    missing_opening: z.number(),
  }),
});
export type Annualization = z.infer<typeof annualizationSchema>;

/** The previous employer's 2316 amounts: alphalist D1 fields 13 to 23 and 40 (centavos in the table). */
export const PREVIOUS_EMPLOYER_AMOUNT_FIELDS = [
  'gross_compensation',
  'non_taxable_basic',
  'non_taxable_benefits',
  'de_minimis',
  'contributions',
  'non_taxable_other',
  'taxable_basic',
  'taxable_benefits',
  'taxable_other',
  'tax_withheld',
] as const;
export type PreviousEmployerAmountField = (typeof PREVIOUS_EMPLOYER_AMOUNT_FIELDS)[number];

export const PREVIOUS_EMPLOYER_LABELS: Readonly<
  Record<PreviousEmployerAmountField | 'year' | 'tin' | 'name' | 'address' | 'zip', string>
> = {
  year: 'Year',
  tin: 'TIN',
  name: 'Employer Name',
  address: 'Registered Address',
  zip: 'ZIP Code',
  gross_compensation: 'Gross Compensation',
  non_taxable_basic: 'Non-taxable Basic Salary / SMW',
  non_taxable_benefits: 'Non-taxable 13th Month and Other Benefits',
  de_minimis: 'De Minimis Benefits',
  contributions: 'SSS, PhilHealth, Pag-IBIG Contributions and Union Dues',
  non_taxable_other: 'Non-taxable Salaries and Other Compensation',
  taxable_basic: 'Taxable Basic Salary',
  taxable_benefits: 'Taxable 13th Month and Other Benefits',
  taxable_other: 'Taxable Salaries and Other Compensation',
  tax_withheld: 'Tax Withheld',
};

export const previousEmployerSchema = z.object({
  employee_id: z.number(),
  year: z.number(),
  tin: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  gross_compensation: z.number(),
  non_taxable_basic: z.number(),
  non_taxable_benefits: z.number(),
  de_minimis: z.number(),
  contributions: z.number(),
  non_taxable_other: z.number(),
  taxable_basic: z.number(),
  taxable_benefits: z.number(),
  taxable_other: z.number(),
  tax_withheld: z.number(),
  /** taxable_basic + taxable_benefits + taxable_other (2316 item 22). */
  taxable_compensation: z.number(),
});
export type PreviousEmployer = z.infer<typeof previousEmployerSchema>;
export const previousEmployersSchema = z.array(previousEmployerSchema);

const loose = z
  .union([z.string().max(200), z.number()])
  .nullable()
  .optional();
export const previousEmployerBodySchema = z.object({
  employee_id: z.union([z.number(), z.string().max(20)]).optional(),
  year: loose,
  tin: z.string().max(50).nullable().optional(),
  name: z.string().max(1000).nullable().optional(),
  address: z.string().max(1000).nullable().optional(),
  zip: z.string().max(50).nullable().optional(),
  gross_compensation: loose,
  non_taxable_basic: loose,
  non_taxable_benefits: loose,
  de_minimis: loose,
  contributions: loose,
  non_taxable_other: loose,
  taxable_basic: loose,
  taxable_benefits: loose,
  taxable_other: loose,
  tax_withheld: loose,
});
export type PreviousEmployerBody = z.infer<typeof previousEmployerBodySchema>;

export const previousEmployerQuerySchema = z.object({
  UID: z.string().max(20).optional(),
  year: z.string().max(20).optional(),
});

/** Validated values: amounts in centavos, the TIN in its dashed form. */
export interface PreviousEmployerValues {
  year: number;
  tin: string | null;
  name: string;
  address: string | null;
  zip: string | null;
  amounts: Record<PreviousEmployerAmountField, number>;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Checks a previous employer's entry: year 2018 to `maxYear`, TIN like the employee TIN (9, 12 or
 * 14 digits), name required, ZIP 4 digits, each amount zero or more with at most 2 decimals (blank
 * is zero). The first problem is returned as a message naming the field.
 */
export function validatePreviousEmployer(
  input: Readonly<Record<string, unknown>>,
  maxYear: number,
): { ok: true; values: PreviousEmployerValues } | { ok: false; message: string } {
  const yearText = String(input.year ?? '').trim();
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
  if (!(year >= 2018 && year <= maxYear)) return { ok: false, message: YEAR_END_MSG.year(maxYear) };
  let tin: string | null = null;
  if (!blank(input.tin)) {
    const result = normalizeGovernmentId('tin', String(input.tin));
    if (!result.ok) return { ok: false, message: `tin: ${result.message}` };
    tin = result.value === '' ? null : result.value;
  }
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '' || name.length > 200) return { ok: false, message: YEAR_END_MSG.name };
  const address = blank(input.address) ? null : String(input.address).trim();
  if (address !== null && address.length > 500) return { ok: false, message: YEAR_END_MSG.address };
  const zip = blank(input.zip) ? null : String(input.zip).trim();
  if (zip !== null && !/^\d{4}$/.test(zip)) return { ok: false, message: YEAR_END_MSG.zip };
  const amounts = {} as Record<PreviousEmployerAmountField, number>;
  for (const field of PREVIOUS_EMPLOYER_AMOUNT_FIELDS) {
    const raw = input[field];
    if (blank(raw)) {
      amounts[field] = 0;
      continue;
    }
    const parsed = parseHundredths(raw, PREVIOUS_EMPLOYER_LABELS[field]);
    if (!parsed.ok) return { ok: false, message: `${field}: ${parsed.message}` };
    amounts[field] = parsed.value;
  }
  return { ok: true, values: { year, tin, name, address, zip, amounts } };
}
