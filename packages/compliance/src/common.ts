/**
 * Shapes shared by every output: the employer's registration numbers, the warnings about missing
 * employee data, and the generated file. Rows use the API's snake_case keys with money in integer
 * centavos; `toPesos` converts a row for the JSON answer.
 */
import { ComplianceInputError, pesos } from './format.ts';
import {
  type OutputRecord,
  renderFile,
  renderFileName,
  renderLines,
  type Template,
  templateNotice,
} from './template.ts';
import { digitsOnly } from './text.ts';

export interface Employer {
  readonly registered_name: string;
  readonly address?: string | null;
  readonly zip?: string | null;
  /** 9 digits. */
  readonly tin?: string | null;
  /** 4 digits (BIR also issues 5; the alphalist takes 4). */
  readonly branch_code?: string | null;
  readonly rdo_code?: string | null;
  /** 10 digits. */
  readonly sss_er_no?: string | null;
  /** 3 digits, default 000. */
  readonly sss_branch?: string | null;
  /** 12 digits. */
  readonly philhealth_pen?: string | null;
  /** 12 digits, starts with 2. */
  readonly pagibig_er_id?: string | null;
  readonly contact_no?: string | null;
  readonly email?: string | null;
}

export interface EmployeeRef {
  readonly employee_id: number;
  readonly employee_code?: string | null;
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name?: string | null;
  readonly suffix?: string | null;
}

/** Something to fix before the file can be sent (issue 16: never dropped silently). */
export interface ComplianceWarning {
  readonly employee_id: number;
  readonly employee_code: string | null;
  readonly name: string;
  /** The profile field to fix (e.g. `sss_no`, `account_no`), or `amount` for a zero net pay. */
  readonly field: string;
  readonly message: string;
}

export interface Report<Row, Totals> {
  readonly rows: readonly Row[];
  readonly totals: Totals;
  readonly warnings: readonly ComplianceWarning[];
}

export interface GeneratedFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string;
  readonly templateId: string;
  readonly templateVersion: string;
  /** "check against your branch's current template" for an unconfirmed layout, else null. */
  readonly notice: string | null;
  /** Employees left out with `omitMissing` (to write in the file's audit record). */
  readonly omitted: readonly ComplianceWarning[];
  /**
   * The file's records (header, details, trailer) and their rendering one line at a time (CRLF
   * included): `text` is exactly the lines joined, so a large file can be written out in parts
   * (a streamed download renders the details of each batch of employees with `lines`).
   */
  readonly records?: readonly OutputRecord[];
  readonly lines?: (records: Iterable<OutputRecord>) => Iterable<string>;
}

/** Refusal to write a file while employees lack data (the server answers 409 with the list). */
export class MissingDataError extends Error {
  override readonly name = 'MissingDataError';
  constructor(readonly warnings: readonly ComplianceWarning[]) {
    super(`${warnings.length} employee record(s) must be fixed before this file can be generated`);
  }
}

export function displayName(employee: EmployeeRef): string {
  const suffix = employee.suffix ? ` ${employee.suffix}` : '';
  const middle = employee.middle_name ? ` ${employee.middle_name}` : '';
  return `${employee.last_name}, ${employee.first_name}${suffix}${middle}`;
}

export function warning(employee: EmployeeRef, field: string, message: string): ComplianceWarning {
  return {
    employee_id: employee.employee_id,
    employee_code: employee.employee_code ?? null,
    name: displayName(employee),
    field,
    message,
  };
}

/** Digits of an identifier, or null when it does not have exactly `length` digits. */
export function identifier(
  value: string | null | undefined,
  length: number,
  firstDigit?: string,
): string | null {
  const digits = digitsOnly(value);
  if (digits.length !== length) return null;
  if (firstDigit !== undefined && !digits.startsWith(firstDigit)) return null;
  return digits;
}

/** The employer number a file needs, or a 400-style error naming the field. */
export function employerNumber(
  employer: Employer,
  field: keyof Employer,
  length: number,
  label: string,
  firstDigit?: string,
): string {
  const digits = identifier(employer[field] as string | null | undefined, length, firstDigit);
  if (digits === null) {
    const lead = firstDigit === undefined ? '' : ` starting with ${firstDigit}`;
    throw new ComplianceInputError(`${field}: the company's ${label} must be ${length} digits${lead}`);
  }
  return digits;
}

/**
 * Leaves out the rows of employees with warnings when the user ticked "leave them out", else
 * refuses the file with the list. Only warnings about employees who would be in the file block it
 * (a zero net pay has no credit line to fix).
 */
export function keepComplete<Row extends { readonly employee_id: number }>(
  rows: readonly Row[],
  warnings: readonly ComplianceWarning[],
  omitMissing: boolean,
): { rows: Row[]; omitted: ComplianceWarning[] } {
  const inFile = new Set(rows.map((row) => row.employee_id));
  const blocking = warnings.filter((w) => inFile.has(w.employee_id));
  if (blocking.length === 0) return { rows: [...rows], omitted: [] };
  if (!omitMissing) throw new MissingDataError(blocking);
  const left = new Set(blocking.map((w) => w.employee_id));
  return { rows: rows.filter((row) => !left.has(row.employee_id)), omitted: blocking };
}

export function generated(
  template: Template,
  fileNameValues: Readonly<Record<string, string>>,
  records: Iterable<OutputRecord>,
  omitted: readonly ComplianceWarning[],
): GeneratedFile {
  const list = [...records];
  let text: string | undefined;
  return {
    fileName: renderFileName(template, fileNameValues),
    mediaType: template.mediaType,
    // Rendered when first read: a streamed download renders the records line by line instead.
    get text() {
      text ??= renderFile(template, list);
      return text;
    },
    templateId: template.id,
    templateVersion: template.version,
    notice: templateNotice(template),
    omitted,
    records: list,
    lines: (some) => renderLines(template, some),
  };
}

/** A row or totals object with the named centavo amounts turned into pesos (two decimals). */
export function toPesos<T extends object>(value: T, amountKeys: readonly (keyof T)[]): T {
  const out = { ...value } as Record<keyof T, unknown>;
  for (const key of amountKeys) {
    const amount = value[key];
    if (typeof amount === 'number') out[key] = pesos(amount);
  }
  return out as T;
}
