/**
 * Entering opening balances (issue 23 section 1): the profile section and the import of every
 * employee's figures from a spreadsheet. Amounts in pesos on the API (centavos inside).
 *
 *   GET    /api/employee_management/opening_balances?UID=          -> OpeningBalanceView[] (employee_management view)
 *   PUT    /api/employee_management/opening_balances  body          -> { message, opening_balance } (update)
 *   DELETE /api/employee_management/opening_balances?UID=&year=     -> { message } (update)
 *   GET    /api/employee_management/opening_balances/template.xlsx  -> the import template (view)
 *   POST   /api/employee_management/opening_balances/import  body   -> OpeningBalanceImportResponse (update)
 *
 * Consistency of the parts (decided here, the issue is silent): basic pay earned, the 13th month
 * already paid, and the sum of the non-taxable parts (non-taxable benefits, de minimis, MWE pay,
 * the three employee shares) plus the taxable compensation are each at most the gross compensation
 * (what is left of the gross is other non-taxable compensation); tax withheld is at most the taxable
 * compensation.
 */
import { z } from 'zod';
import { isRealDate } from './dates.ts';
import { formatPesos, parseHundredths } from './groups.ts';
import {
  OPENING_BALANCE_AMOUNT_FIELDS,
  OPENING_BALANCE_LABELS,
  type OpeningBalanceAmountField,
} from './openingBalances.ts';

export const OPENING_BALANCE_YEAR_MIN = 2000;
export const OPENING_BALANCE_YEAR_MAX = 2100;
/** At most this many rows in one import. */
export const OPENING_BALANCE_IMPORT_MAX_ROWS = 5000;

export const OPENING_BALANCE_TEXT = {
  title: 'Opening Balances',
  add: 'Add Opening Balance',
  importButton: 'Import Opening Balances',
  importTitle: 'Import Opening Balances',
  importHint:
    'One row per employee and year: the figures from your previous payroll system from 1 January to the day before the go-live date. Every row is checked first; nothing is saved until every problem is fixed.',
  template: 'Download Template',
  chooseFile: 'Choose File',
  problems: 'Problems',
  noProblems: 'No problems found.',
  replaces: 'Replaces the saved opening balance',
  apply: (n: number) => `Import ${n} opening balance${n === 1 ? '' : 's'}`,
  line: 'Row',
  employeeCode: 'Employee Code',
  employeeName: 'Employee Name',
  templateFile: 'opening-balances-template.xlsx',
} as const;

/** The parts that, with the taxable compensation, make up at most the gross compensation. */
const GROSS_PARTS: readonly OpeningBalanceAmountField[] = [
  'non_taxable_benefits',
  'de_minimis',
  'mwe_pay',
  'sss_ee',
  'philhealth_ee',
  'pagibig_ee',
  'taxable_compensation',
];

export const OPENING_BALANCE_MSG = {
  badEmployee: 'UID: must be the number of an employee.',
  employeeNotFound: 'Employee not found. It may have been deleted.',
  year: `year: must be a year from ${OPENING_BALANCE_YEAR_MIN} to ${OPENING_BALANCE_YEAR_MAX}.`,
  goLive: 'go_live_date: Go-live Date must be a date (YYYY-MM-DD).',
  goLiveYear: (year: number) => `go_live_date: Go-live Date must be in ${year}.`,
  basicOverGross: 'basic_pay: Basic Pay Earned cannot be more than the Gross Compensation.',
  thirteenthOverGross: 'thirteenth_paid: 13th Month Already Paid cannot be more than the Gross Compensation.',
  partsOverGross: (parts: number, gross: number) =>
    `gross_compensation: the non-taxable parts and the Taxable Compensation add up to ${formatPesos(parts / 100)}, more than the Gross Compensation of ${formatPesos(gross / 100)}.`,
  taxOverTaxable: 'tax_withheld: Tax Withheld cannot be more than the Taxable Compensation.',
  processedBefore: (start: string, end: string) =>
    `go_live_date: the payroll of ${start} to ${end} is already processed in Sahod; an opening balance covers only what Sahod did not pay, so the Go-live Date can be ${start} at the latest.`,
  saved: 'Opening balance saved successfully.',
  deleted: 'Opening balance removed.',
  notFound: 'No opening balance for this year.',
  unknownCode: (code: string) => `Employee Code ${code === '' ? '(blank)' : code}: no such employee.`,
  duplicate: (code: string, year: number | string) =>
    `Employee Code ${code}, year ${year} appears more than once in the file.`,
  importProblems: (n: number) =>
    `Nothing was imported: ${n} row${n === 1 ? ' has' : 's have'} problems. Fix the file and preview it again.`,
  imported: (n: number) => `${n} opening balance${n === 1 ? '' : 's'} imported.`,
  noRows: 'The file has no rows with an Employee Code.',
  noColumns: "The file needs a header row with the template's columns (Employee Code, Year, Go-live Date).",
  unreadable: 'The file could not be read as a spreadsheet (.xlsx, .xls or .csv).',
  tooManyRows: `At most ${OPENING_BALANCE_IMPORT_MAX_ROWS} rows can be imported at once.`,
} as const;

const amountsShape = Object.fromEntries(OPENING_BALANCE_AMOUNT_FIELDS.map((f) => [f, z.number()])) as Record<
  OpeningBalanceAmountField,
  z.ZodNumber
>;

export const openingBalanceViewSchema = z.object({
  employee_id: z.number(),
  year: z.number(),
  go_live_date: z.string(),
  ...amountsShape,
  updated_at: z.string().nullable(),
});
export type OpeningBalanceView = z.infer<typeof openingBalanceViewSchema>;
export const openingBalanceListSchema = z.array(openingBalanceViewSchema);

const loose = z
  .union([z.string().max(200), z.number()])
  .nullable()
  .optional();
const looseAmounts = Object.fromEntries(OPENING_BALANCE_AMOUNT_FIELDS.map((f) => [f, loose])) as Record<
  OpeningBalanceAmountField,
  typeof loose
>;

export const openingBalanceBodySchema = z.object({
  employee_id: z.union([z.number(), z.string().max(20)]).optional(),
  year: loose,
  go_live_date: loose,
  ...looseAmounts,
});
export type OpeningBalanceBody = z.infer<typeof openingBalanceBodySchema>;

export const openingBalanceQuerySchema = z.object({
  UID: z.string().max(20).optional(),
  year: z.string().max(20).optional(),
});

export const openingBalanceSavedSchema = z.object({
  message: z.string(),
  opening_balance: openingBalanceViewSchema,
});

/** One row of an import file as the browser read it (cells as text or numbers). */
export const openingBalanceImportRowSchema = z.object({
  line: z.number().int().min(1).max(1_000_000),
  employee_code: z
    .union([z.string().max(200), z.number()])
    .nullable()
    .optional(),
  year: loose,
  go_live_date: loose,
  ...looseAmounts,
});
export type OpeningBalanceImportRow = z.infer<typeof openingBalanceImportRowSchema>;

export const openingBalanceImportBodySchema = z.object({
  rows: z.array(openingBalanceImportRowSchema).max(OPENING_BALANCE_IMPORT_MAX_ROWS),
  dry_run: z.boolean().default(true),
});
export type OpeningBalanceImportBody = z.input<typeof openingBalanceImportBodySchema>;

export const openingBalanceImportLineSchema = z.object({
  line: z.number(),
  employee_code: z.string(),
  name: z.string().nullable(),
  year: z.number().nullable(),
  go_live_date: z.string().nullable(),
  gross_compensation: z.number().nullable(),
  tax_withheld: z.number().nullable(),
  /** An opening balance of that employee and year is saved already: the import replaces it. */
  replaces: z.boolean(),
  problems: z.array(z.string()),
});
export const openingBalanceImportResponseSchema = z.object({
  message: z.string(),
  lines: z.array(openingBalanceImportLineSchema),
  problem_rows: z.number(),
  saved: z.number(),
});
export type OpeningBalanceImportResponse = z.infer<typeof openingBalanceImportResponseSchema>;

/** Validated values: amounts in centavos. */
export interface OpeningBalanceValues {
  year: number;
  go_live_date: string;
  amounts: Record<OpeningBalanceAmountField, number>;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Checks an opening balance: year 2000..2100, go-live date a real date in that year, each amount
 * zero or more with at most 2 decimals (blank is zero), the parts consistent (see the file's
 * comment). Every problem is listed, each naming its field. The payroll check (no processed payslip
 * before the go-live date) needs the database and is the server's.
 */
export function validateOpeningBalance(
  input: Readonly<Record<string, unknown>>,
): { ok: true; values: OpeningBalanceValues } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const yearText = String(input.year ?? '').trim();
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
  const yearOk = year >= OPENING_BALANCE_YEAR_MIN && year <= OPENING_BALANCE_YEAR_MAX;
  if (!yearOk) problems.push(OPENING_BALANCE_MSG.year);
  const goLive = blank(input.go_live_date) ? '' : String(input.go_live_date).trim();
  if (!isRealDate(goLive)) problems.push(OPENING_BALANCE_MSG.goLive);
  else if (yearOk && goLive.slice(0, 4) !== String(year)) problems.push(OPENING_BALANCE_MSG.goLiveYear(year));
  const amounts = {} as Record<OpeningBalanceAmountField, number>;
  let amountsOk = true;
  for (const field of OPENING_BALANCE_AMOUNT_FIELDS) {
    const raw = input[field];
    if (blank(raw)) {
      amounts[field] = 0;
      continue;
    }
    const parsed = parseHundredths(raw, OPENING_BALANCE_LABELS[field]);
    if (parsed.ok) amounts[field] = parsed.value;
    else {
      amountsOk = false;
      problems.push(`${field}: ${parsed.message}`);
    }
  }
  if (amountsOk) {
    const gross = amounts.gross_compensation;
    if (amounts.basic_pay > gross) problems.push(OPENING_BALANCE_MSG.basicOverGross);
    if (amounts.thirteenth_paid > gross) problems.push(OPENING_BALANCE_MSG.thirteenthOverGross);
    const parts = GROSS_PARTS.reduce((sum, f) => sum + amounts[f], 0);
    if (parts > gross) problems.push(OPENING_BALANCE_MSG.partsOverGross(parts, gross));
    if (amounts.tax_withheld > amounts.taxable_compensation)
      problems.push(OPENING_BALANCE_MSG.taxOverTaxable);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, values: { year, go_live_date: goLive, amounts } };
}

/** The import template's columns, in order: the shared labels after the employee's code and name. */
export const OPENING_BALANCE_TEMPLATE_COLUMNS: ReadonlyArray<{
  key: 'employee_code' | 'name' | 'year' | 'go_live_date' | OpeningBalanceAmountField;
  label: string;
}> = [
  { key: 'employee_code', label: OPENING_BALANCE_TEXT.employeeCode },
  { key: 'name', label: OPENING_BALANCE_TEXT.employeeName },
  { key: 'year', label: OPENING_BALANCE_LABELS.year },
  { key: 'go_live_date', label: OPENING_BALANCE_LABELS.go_live_date },
  ...OPENING_BALANCE_AMOUNT_FIELDS.map((key) => ({ key, label: OPENING_BALANCE_LABELS[key] })),
];
