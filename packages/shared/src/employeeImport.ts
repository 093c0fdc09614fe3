/**
 * Employee import (issue 23 §4 "Bringing people in"): the template's columns, the texts of every
 * problem a row can have, and the preview/apply answers. The server parses the uploaded .xlsx/.csv
 * (after the shared spreadsheet guard), names every problem per row, and creates all rows in one
 * transaction or none. Values are checked by the profile's own validators (validatePersonalInfo,
 * validateEmploymentDetails, normalizeGovernmentId), so a number accepted here is one the profile
 * accepts.
 *
 *   GET  /employee_import/template?format=xlsx|csv   -> the template (employee_management create)
 *   POST /employee_import/preview  multipart `file`  -> EmployeeImportPreview (create; writes nothing)
 *   POST /employee_import/apply    multipart `file`  -> EmployeeImportApplied (create; all or nothing)
 */
import { z } from 'zod';
import { EMPLOYEE_FIELD_LABELS } from './employees.ts';

export interface EmployeeImportColumn {
  key: string;
  header: string;
  required?: boolean;
  /** What the template's example row and notes say. */
  hint: string;
}

/** The fixed columns, in the template's order; a column per leave type follows them. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { key: 'employee_code', header: 'Employee Code', required: true, hint: '5 letters or digits' },
  { key: 'last_name', header: 'Last Name', required: true, hint: 'Dela Cruz' },
  { key: 'first_name', header: 'First Name', required: true, hint: 'Juan' },
  { key: 'middle_name', header: 'Middle Name', hint: 'Santos' },
  { key: 'suffix', header: 'Suffix', hint: 'Jr.' },
  { key: 'date_of_birth', header: 'Date of Birth', hint: 'yyyy-MM-dd' },
  { key: 'gender', header: 'Gender', hint: 'Male or Female' },
  { key: 'civil_status', header: 'Civil Status', hint: 'Single, Married, ...' },
  { key: 'blood_type', header: 'Blood Type', hint: 'O+' },
  { key: 'birthplace', header: 'Birthplace', hint: 'Cebu City' },
  { key: 'mobile_number', header: 'Mobile Number', hint: '09171234567' },
  { key: 'landline', header: 'Landline', hint: '0321234567' },
  { key: 'email', header: 'Email', hint: 'juan@example.com' },
  { key: 'address_info', header: 'Address (Block/Lot/House/Street/Village)', hint: '12 Mango St.' },
  { key: 'region', header: 'Region', hint: 'as in Dropdown Records' },
  { key: 'province', header: 'Province', hint: 'of the region' },
  { key: 'city', header: 'City', hint: 'of the province' },
  { key: 'barangay', header: 'Barangay', hint: 'of the city' },
  { key: 'company', header: 'Company', required: true, hint: 'as in Dropdown Records' },
  { key: 'department', header: 'Department', hint: 'of the company' },
  { key: 'designation', header: 'Designation', hint: 'of the department' },
  { key: 'employee_type', header: 'Employee Type', hint: 'Regular, Probationary, ...' },
  { key: 'status', header: 'Status', required: true, hint: 'as in Dropdown Records' },
  { key: 'date_hired', header: 'Date Hired', required: true, hint: 'yyyy-MM-dd' },
  { key: 'pay_period', header: 'Pay Period', required: true, hint: 'Semi-Monthly, Monthly, ...' },
  { key: 'salary_group', header: 'Salary Group', hint: 'fills salary, days, hours' },
  { key: 'monthly_salary', header: 'Monthly Salary', hint: 'pesos; blank: the group’s' },
  { key: 'days', header: 'Days', hint: 'days a month; blank: the group’s' },
  { key: 'hours', header: 'Hours', hint: 'hours a day; blank: the group’s' },
  { key: 'w_tax_group', header: 'Tax Group', hint: 'as in Group Records' },
  { key: 'benefits_group', header: 'Benefits Group', hint: 'as in Group Records' },
  { key: 'tin', header: 'TIN', hint: '123-456-789-000' },
  { key: 'sss', header: 'SSS Number', hint: '34-1234567-8' },
  { key: 'philhealth', header: 'PhilHealth Number', hint: '12-345678901-2' },
  { key: 'pagibig', header: 'Pag-IBIG MID Number', hint: '1210-9876-5432' },
  { key: 'pay_method', header: 'Pay Method', hint: 'Bank, Cash or Cheque' },
  { key: 'bank', header: 'Bank', hint: 'the bank’s name or code' },
  { key: 'account_no', header: 'Account Number', hint: 'digits' },
  { key: 'account_name', header: 'Account Name', hint: 'as the bank has it' },
] as const satisfies readonly EmployeeImportColumn[];

export type EmployeeImportKey = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['key'];

/** The leave balance column of a leave type that uses credits: 'Vacation Leave (days)'. */
export const leaveColumnHeader = (typeName: string) => `${typeName} (days)`;

/** The header of a profile field as the template names it (the form's label otherwise). */
export function importHeaderOf(field: string): string {
  const column = EMPLOYEE_IMPORT_COLUMNS.find((c) => c.key === field || `${c.key}_id` === field);
  if (column) return column.header;
  return (EMPLOYEE_FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** Rows above this are refused: a bigger company imports in parts (1,000 take about a second). */
export const EMPLOYEE_IMPORT_MAX_ROWS = 5000;
export const LEAVE_IMPORT_MAX_DAYS = 365;
/** The reason of the leave ledger's grant of an imported balance. */
export const LEAVE_IMPORT_REASON = 'Opening balance (import)';

export const EMPLOYEE_IMPORT_MSG = {
  action: 'Import Employees',
  notMultipart: 'Send the spreadsheet as multipart/form-data in the field `file`.',
  noFile: 'Choose an .xlsx or .csv file to import.',
  oneFile: 'Send one file in the field `file`.',
  unreadable: 'The upload could not be read. Try again.',
  fileType: 'Only .xlsx and .csv files are allowed.',
  tooLarge: 'The file is larger than 20 MB. Split it into smaller files.',
  unpacksTooLarge: 'The spreadsheet unpacks to more than 100 MB. Split it into smaller files.',
  notSpreadsheet: (reason: string) => `The file could not be read as a spreadsheet (${reason}).`,
  noHeader: 'The file has no header row with an Employee Code column. Download the template and fill it in.',
  unknownColumns: (headers: readonly string[]) =>
    `Unknown column${headers.length === 1 ? '' : 's'} ${headers.map((h) => `'${h}'`).join(', ')}. Use the template's headers (a leave column names a leave type that uses credits).`,
  repeatedColumn: (header: string) => `The column '${header}' appears twice.`,
  noRows: 'The file has no employee rows.',
  tooManyRows: `The file has more than ${EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en-US')} employee rows. Split it into smaller files.`,
  unknown: (label: string, value: string) => `Unknown ${label} '${value}'.`,
  notUnder: (label: string, value: string, parentLabel: string, parent: string) =>
    `${label} '${value}' is not in ${parentLabel} '${parent}'.`,
  ambiguous: (label: string, value: string) =>
    `${label} '${value}' matches more than one entry; write it as Dropdown Records shows it.`,
  duplicateInFile: (code: string, row: number) => `Employee Code ${code} is also on row ${row} of this file.`,
  badDate: (label: string) => `${label} must be a valid date (yyyy-MM-dd).`,
  leaveDays: (header: string) =>
    `${header} must be a number of days from 0 to ${LEAVE_IMPORT_MAX_DAYS} with at most 2 decimals.`,
  refused: (rows: number) =>
    `Nothing was imported: ${rows} row${rows === 1 ? ' has' : 's have'} problems. Preview the file to see every problem, correct them, and import again.`,
  previewProblems: (rows: number) =>
    `${rows} row${rows === 1 ? ' has' : 's have'} problems. Correct them in the file and choose it again: nothing is imported while any row has a problem.`,
  raced:
    'Another save took one of these employee codes while the file was being imported; nothing was imported. Preview the file again.',
  applied: (count: number) => `${count} employee${count === 1 ? '' : 's'} imported.`,
  ready: (count: number) => `${count} employee${count === 1 ? '' : 's'} ready to import.`,
} as const;

export const employeeImportProblemSchema = z.object({
  /** The template header the problem is about ('' for the row as a whole). */
  column: z.string(),
  message: z.string(),
});

export const employeeImportRowSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  company: z.string(),
  problems: z.array(employeeImportProblemSchema),
});
export type EmployeeImportRow = z.infer<typeof employeeImportRowSchema>;

export const employeeImportPreviewSchema = z.object({
  rows: z.array(employeeImportRowSchema),
  total: z.number().int(),
  with_problems: z.number().int(),
  /** The leave types whose balances the file carries. */
  leave_types: z.array(z.string()),
  message: z.string(),
});
export type EmployeeImportPreview = z.infer<typeof employeeImportPreviewSchema>;

export const employeeImportAppliedSchema = z.object({
  created: z.number().int(),
  employee_ids: z.array(z.number().int()),
  message: z.string(),
});
export type EmployeeImportApplied = z.infer<typeof employeeImportAppliedSchema>;

export const employeeImportTemplateQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
