/**
 * Earnings and deductions categories and records (spec 3 "Earnings category", "Deductions
 * category", "Earnings/Deductions record"; 7 "Earnings, deductions, loans and payroll"; 9 calc
 * methods and operands; payroll-design "Other earnings and benefits", "Deductions and loans").
 *
 *   GET    /EarningsCategories/fetch             -> EarningsCategoryRow[] (view earningscategories)
 *   POST   /EarningsCategories/create  {...}     -> { message, code } (create)
 *   PUT    /EarningsCategories/update  {code,..} -> { message, code } (update)
 *   DELETE /EarningsCategories/delete?code=n     -> { message } (delete; 409 while a record uses it)
 *   /DeductionsCategories/* the same with DeductionsCategoryRow (key deductionscategories)
 *   GET    /EarningsRecords/fetch                -> RecordRow[] with employee_data (view earningsrecords)
 *   POST   /EarningsRecords/create   {category_id, effective_date, total_amount?, employee_data?}
 *   POST   /EarningsRecords/createEmp {record_id, employee_id, amount, input_column} or an array of them
 *   PUT    /EarningsRecords/update   {code, category_id, effective_date, total_amount?}
 *   PUT    /EarningsRecords/updateEmp {log_no, employee_id, amount, input_column}
 *   DELETE /EarningsRecords/delete?code=n, /EarningsRecords/deleteEmp?log_no=n
 *   /DeductionsRecords/* the same (key deductionsrecords).
 * Amounts are pesos with up to 2 decimals at the API (hundredths inside the server). An earnings
 * line's amount is "as entered" (pesos, pieces or hours, by category); rates carry up to 4 decimals.
 */

import { z } from 'zod';
import { businessDate } from './dates.ts';
import { deMinimisKindSchema, TAX_TREATMENT_MSG, taxTreatmentSchema } from './taxTreatment.ts';

export const CALC_METHODS = ['By Work - Individual', 'By Work - Group', 'By Day'] as const;
export const OPERANDS = ['+', '-', '*', '/'] as const;
export const OPERAND_NAMES = ['add', 'subtract', 'multiply', 'divide'] as const;
export const CALC_DEDUC_METHODS = ['by Amount'] as const;

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCR_MAX = 500;
export const INPUT_COLUMN_MAX = 100;
/** 99,999,999.99: far above any single pay line, exact in hundredths. */
export const AMOUNT_MAX = 99_999_999.99;
export const RATE_MAX = 99_999_999.9999;
/** Lines one request may add at once (createEmp or the import). */
export const LINES_MAX = 1000;

export const EARNINGS_MSG = {
  duplicateName: 'Name is already in use.',
  nameRequired: 'Category name is required.',
  nameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX} characters.`,
  descrTooLong: `Description must be at most ${CATEGORY_DESCR_MAX} characters.`,
  inputColumnTooLong: `Input column must be at most ${INPUT_COLUMN_MAX} characters.`,
  calcId: 'Please choose a calculation method.',
  operandId: 'Please choose an operand.',
  calcDeduc: "Calculation must be 'by Amount'.",
  rate: 'Rate must be a number from 0 to 99,999,999.9999 with at most 4 decimal places.',
  divideByZero: 'A category that divides cannot have a rate of 0.',
  categoryNotFound: 'The category was not found. It may have been deleted.',
  categoryInUse: (records: number) =>
    `This category is used by ${records} record${records === 1 ? '' : 's'} and cannot be deleted. Delete or move those records first.`,
  categorySaved: 'Category saved successfully.',
  categoryDeleted: 'Category deleted successfully.',
  amount: (label: string) =>
    `${label} must be a number from 0 to 99,999,999.99 with at most 2 decimal places.`,
  date: 'Effective date must be a valid date (yyyy-MM-dd).',
  chooseCategory: 'Please choose a category.',
  recordNotFound: 'The record was not found. It may have been deleted.',
  lineNotFound: 'The employee line was not found. It may have been deleted.',
  employeeNotFound: 'The employee was not found. It may have been deleted.',
  duplicateEmployee: (name: string) => `${name} is already in this record.`,
  duplicateInRequest: 'The same employee is listed more than once.',
  oneRecord: 'All lines must belong to the same record.',
  noLines: 'Please add at least one employee.',
  tooManyLines: `At most ${LINES_MAX} employees can be added at once.`,
  totalRequired: 'Total amount is required for a By Work - Group category.',
  recordSaved: 'Record saved successfully.',
  recordDeleted: 'Record deleted successfully.',
  lineSaved: 'Employee line saved successfully.',
  linesSaved: (n: number) => `${n} employee line${n === 1 ? '' : 's'} saved successfully.`,
  lineDeleted: 'Employee line deleted successfully.',
  /** A processed payroll locks what it paid (issue 11; the payroll issue supplies the periods). */
  processedPeriod: (name: string, period: string) =>
    `The payroll of ${name} for ${period} has been processed: this cannot be changed or deleted.`,
  computedAtPayroll: 'computed at payroll',
  earningsError: (error: string) => `Earnings Records error: ${error}`,
  deductionsError: (error: string) => `Deductions Records error: ${error}`,
} as const;

const hasAtMostDecimals = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** Pesos (or an as-entered quantity) with up to 2 decimals, 0 or more. */
export const amountSchema = (label: string) =>
  z
    .number({ error: EARNINGS_MSG.amount(label) })
    .min(0, EARNINGS_MSG.amount(label))
    .max(AMOUNT_MAX, EARNINGS_MSG.amount(label))
    .refine((v) => hasAtMostDecimals(v, 2), EARNINGS_MSG.amount(label));

/** A number with up to 2 decimals as an integer number of hundredths (centavos for money). */
export const toHundredths = (value: number) => Math.round(value * 100);
export const fromHundredths = (value: number) => Number(value) / 100;
/** Rates are stored as integer ten-thousandths. */
export const toRateUnits = (value: number) => Math.round(value * 10_000);
export const fromRateUnits = (value: number) => Number(value) / 10_000;

const isoDate = businessDate(EARNINGS_MSG.date);

export { isoDate as businessDateSchema };

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const categoryName = z
  .string({ error: EARNINGS_MSG.nameRequired })
  .trim()
  .min(1, EARNINGS_MSG.nameRequired)
  .max(CATEGORY_NAME_MAX, EARNINGS_MSG.nameTooLong);
const descr = z.string().trim().max(CATEGORY_DESCR_MAX, EARNINGS_MSG.descrTooLong).default('');
const inputColumn = z.string().trim().max(INPUT_COLUMN_MAX, EARNINGS_MSG.inputColumnTooLong).default('');

// ---- categories ----

const earningsCategoryFields = z.object({
  category_name: categoryName,
  descr,
  calc_id: z
    .number({ error: EARNINGS_MSG.calcId })
    .int(EARNINGS_MSG.calcId)
    .min(0, EARNINGS_MSG.calcId)
    .max(2, EARNINGS_MSG.calcId),
  rate: z
    .number({ error: EARNINGS_MSG.rate })
    .min(0, EARNINGS_MSG.rate)
    .max(RATE_MAX, EARNINGS_MSG.rate)
    .refine((v) => hasAtMostDecimals(v, 4), EARNINGS_MSG.rate),
  operand_id: z
    .number({ error: EARNINGS_MSG.operandId })
    .int(EARNINGS_MSG.operandId)
    .min(0, EARNINGS_MSG.operandId)
    .max(3, EARNINGS_MSG.operandId),
  input_column: inputColumn,
  /** Added for payroll (issue 11): part of taxable compensation unless false. */
  taxable: z.boolean().default(true),
  /** De minimis benefit (tax-exempt up to its ceiling; classified at year end). */
  de_minimis: z.boolean().default(false),
  /** Issue 21: the tax treatment; omitted, it follows taxable / de_minimis (or stays as saved). */
  tax_treatment: taxTreatmentSchema.optional(),
  /** The kind of a 'de_minimis' treatment (required with it). */
  de_minimis_kind: deMinimisKindSchema.nullable().optional(),
});

const kindWithDeMinimis = (v: { tax_treatment?: string; de_minimis_kind?: string | null }) =>
  v.tax_treatment !== 'de_minimis' || (v.de_minimis_kind ?? null) !== null;

const noDivisionByZero = (v: { operand_id: number; rate: number }) => !(v.operand_id === 3 && v.rate === 0);

export const earningsCategoryCreateSchema = earningsCategoryFields
  .refine(noDivisionByZero, {
    message: EARNINGS_MSG.divideByZero,
    path: ['rate'],
  })
  .refine(kindWithDeMinimis, { message: TAX_TREATMENT_MSG.kindRequired, path: ['de_minimis_kind'] });
export type EarningsCategoryInput = z.infer<typeof earningsCategoryCreateSchema>;
export const earningsCategoryUpdateSchema = earningsCategoryFields
  .extend({ code: positiveId('code must be the number of the category.') })
  .refine(noDivisionByZero, { message: EARNINGS_MSG.divideByZero, path: ['rate'] })
  .refine(kindWithDeMinimis, { message: TAX_TREATMENT_MSG.kindRequired, path: ['de_minimis_kind'] });

export const earningsCategoryRowSchema = z.object({
  code: z.number().int(),
  category_name: z.string(),
  descr: z.string(),
  calc_id: z.number().int(),
  calc_method: z.string(),
  rate: z.number(),
  operand_id: z.number().int(),
  operand: z.string(),
  input_column: z.string(),
  taxable: z.boolean(),
  de_minimis: z.boolean(),
  tax_treatment: taxTreatmentSchema,
  de_minimis_kind: deMinimisKindSchema.nullable(),
});
export type EarningsCategoryRow = z.infer<typeof earningsCategoryRowSchema>;

const deductionsCategoryFields = z.object({
  category_name: categoryName,
  descr,
  calc_deduc: z.enum(CALC_DEDUC_METHODS, { error: EARNINGS_MSG.calcDeduc }).default('by Amount'),
  /** Added for payroll (issue 11): taken before withholding tax (e.g. union dues). */
  pre_tax: z.boolean().default(false),
});
export const deductionsCategoryCreateSchema = deductionsCategoryFields;
export type DeductionsCategoryInput = z.infer<typeof deductionsCategoryCreateSchema>;
export const deductionsCategoryUpdateSchema = deductionsCategoryFields.extend({
  code: positiveId('code must be the number of the category.'),
});

export const deductionsCategoryRowSchema = z.object({
  code: z.number().int(),
  category_name: z.string(),
  descr: z.string(),
  calc_deduc: z.string(),
  pre_tax: z.boolean(),
});
export type DeductionsCategoryRow = z.infer<typeof deductionsCategoryRowSchema>;

export const categoryDeleteQuerySchema = z.object({
  code: positiveId('code must be the number of the category.'),
});

export const codeResponseSchema = z.object({ message: z.string(), code: z.number().int() });

// ---- records ----

export const recordLineInputSchema = z.object({
  employee_id: positiveId('Please choose an employee.'),
  amount: amountSchema('Amount'),
  input_column: inputColumn,
});
export type RecordLineInput = z.infer<typeof recordLineInputSchema>;

export const recordCreateSchema = z.object({
  category_id: positiveId(EARNINGS_MSG.chooseCategory),
  effective_date: isoDate,
  /** The record's figure for By Work - Group earnings; otherwise the sum of the lines. */
  total_amount: amountSchema('Total amount').nullish(),
  employee_data: z.array(recordLineInputSchema).max(LINES_MAX, EARNINGS_MSG.tooManyLines).default([]),
});
export type RecordCreateInput = z.infer<typeof recordCreateSchema>;

export const recordUpdateSchema = z.object({
  code: positiveId('code must be the number of the record.'),
  category_id: positiveId(EARNINGS_MSG.chooseCategory),
  effective_date: isoDate,
  total_amount: amountSchema('Total amount').nullish(),
});
export type RecordUpdateInput = z.infer<typeof recordUpdateSchema>;

const createEmpLine = recordLineInputSchema.extend({
  record_id: positiveId('record_id must be the number of the record.'),
});
export const recordCreateEmpSchema = z.union([
  createEmpLine,
  z.array(createEmpLine).min(1, EARNINGS_MSG.noLines).max(LINES_MAX, EARNINGS_MSG.tooManyLines),
]);
export type RecordCreateEmpInput = z.infer<typeof recordCreateEmpSchema>;

export const recordUpdateEmpSchema = recordLineInputSchema.extend({
  log_no: positiveId('log_no must be the number of the line.'),
  record_id: positiveId('record_id must be the number of the record.').optional(),
});
export type RecordUpdateEmpInput = z.infer<typeof recordUpdateEmpSchema>;

export const recordDeleteQuerySchema = z.object({
  code: positiveId('code must be the number of the record.'),
});
export const lineDeleteQuerySchema = z.object({
  log_no: positiveId('log_no must be the number of the line.'),
});

export const recordLineRowSchema = z.object({
  log_no: z.number().int(),
  record_id: z.number().int(),
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  amount: z.number(),
  input_column: z.string(),
  /** Pesos; null for By Day lines, which payroll computes from days present ('computed at payroll'). */
  salary_total: z.number().nullable(),
});
export type RecordLineRow = z.infer<typeof recordLineRowSchema>;

export const recordRowSchema = z.object({
  code: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  /** Earnings only: the category's calc method (null for deductions). */
  calc_id: z.number().int().nullable(),
  effective_date: z.string(),
  total_amount: z.number(),
  employee_count: z.number().int(),
  employee_data: z.array(recordLineRowSchema),
});
export type RecordRow = z.infer<typeof recordRowSchema>;

export const linesResponseSchema = z.object({ message: z.string(), log_nos: z.array(z.number().int()) });

export type RecordKind = 'earnings' | 'deductions';

// ---- import of lines from a spreadsheet (issue 11, beyond the spec) ----

export const IMPORT_MSG = {
  codeRequired: 'Every row needs an employee code.',
  unknownCodes: (codes: readonly string[]) => `Unknown employee codes: ${codes.join(', ')}.`,
  repeatedCodes: (codes: readonly string[]) => `Employee codes listed more than once: ${codes.join(', ')}.`,
  alreadyOnRecord: (codes: readonly string[]) => `Already in this record: ${codes.join(', ')}.`,
  noRows: 'The file has no rows with an employee code and an amount.',
  noColumns: "The file needs an 'Employee Code' column and an 'Amount' column.",
  badAmount: (row: number) =>
    `Row ${row}: the amount must be a number from 0 to 99,999,999.99 with at most 2 decimal places.`,
  unreadable: 'The file could not be read. Use an .xlsx, .xls or .csv file.',
} as const;

/**
 * POST /EarningsRecords/import and /DeductionsRecords/import (create flag): lines of one record
 * from a spreadsheet the browser has read. dry_run (default) only previews: matched lines, unknown
 * codes, codes repeated in the file and employees already on the record. Without dry_run the lines
 * are written in one transaction, or none when any problem remains (400 naming the codes).
 */
export const recordImportSchema = z.object({
  record_id: positiveId('record_id must be the number of the record.'),
  rows: z
    .array(
      z.object({
        employee_code: z.string().trim().min(1, IMPORT_MSG.codeRequired).max(20, IMPORT_MSG.codeRequired),
        amount: amountSchema('Amount'),
        input_column: inputColumn,
      }),
    )
    .min(1, IMPORT_MSG.noRows)
    .max(LINES_MAX, EARNINGS_MSG.tooManyLines),
  dry_run: z.boolean().default(true),
});
export type RecordImportInput = z.infer<typeof recordImportSchema>;

export const recordImportResponseSchema = z.object({
  message: z.string(),
  lines: z.array(
    z.object({
      employee_id: z.number().int(),
      employee_code: z.string(),
      name: z.string(),
      amount: z.number(),
      input_column: z.string(),
    }),
  ),
  unknown_codes: z.array(z.string()),
  repeated_codes: z.array(z.string()),
  already_on_record: z.array(z.string()),
  log_nos: z.array(z.number().int()),
});
export type RecordImportResponse = z.infer<typeof recordImportResponseSchema>;

/**
 * GET /EarningsRecords/employees, /DeductionsRecords/employees, /SalaryLoan/employees: who can be
 * picked (company > department > designation), under the screen's own view flag; no pay figures.
 */
export const employeeChoiceSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  company_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  designation_id: z.number().int().nullable(),
});
export type EmployeeChoice = z.infer<typeof employeeChoiceSchema>;

/** A category's calc method and operand as words: 'By Work - Group, *'. */
export function calcMethodLabel(calcId: number): string {
  return CALC_METHODS[calcId] ?? '';
}
export function operandLabel(operandId: number): string {
  return OPERANDS[operandId] ?? '';
}
