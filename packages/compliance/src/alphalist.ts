/**
 * BIR 1604-C alphalist of employees (ph-compliance-outputs 4.3, 4.4): Schedule 1 (non-MWE, D1) and
 * Schedule 2 (MWE, D2) rows numbered after sorting by last name, their C1/C2 controls, the DAT file
 * `<TIN9><Branch4>1231<YYYY>1604C.DAT`, and the validations the reference asks for before export.
 */
import type { AlphalistEntry, D1Amounts, D2Amounts } from './alphalist-amounts.ts';
import {
  type ComplianceWarning,
  type Employer,
  employerNumber,
  type GeneratedFile,
  generated,
  identifier,
  MissingDataError,
  warning,
} from './common.ts';
import { ComplianceInputError } from './format.ts';
import { type OutputRecord, selectTemplate } from './template.ts';
import {
  C1_SUMS,
  C2_SUMS,
  D1_PRESENT,
  D1_PREVIOUS,
  D2_PRESENT_HEAD,
  D2_PRESENT_TAIL,
  D2_PREVIOUS,
  TAX_FIELDS,
} from './templates/bir.ts';

export {
  type AlphalistEntry,
  type AlphalistPerson,
  type D1Amounts,
  type D2Amounts,
  d1From2316,
  d2From2316,
  type PreviousEmployerD1,
  type PreviousEmployerD2,
  type WithholdingSplit,
} from './alphalist-amounts.ts';

import { TEMPLATES } from './templates/index.ts';

/** A failed pre-export rule: the file is refused with the rule named. */
export interface AlphalistFailure {
  readonly rule: string;
  readonly employee_id: number | null;
  readonly message: string;
}

export class AlphalistValidationError extends Error {
  override readonly name = 'AlphalistValidationError';
  constructor(readonly failures: readonly AlphalistFailure[]) {
    super(`Alphalist refused: ${failures[0]!.rule} (${failures[0]!.message})`);
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Rules 26 = 32 + 36, 32 = 27..31, 36 = 33..35, 37 = 23 + 36, 44 = 40 + 41 + 42 - 43 (and D2's). */
function arithmeticFailures(entry: AlphalistEntry): AlphalistFailure[] {
  const failures: AlphalistFailure[] = [];
  const check = (rule: string, left: number, right: number) => {
    if (left !== right) {
      failures.push({ rule, employee_id: entry.employee_id, message: `${left / 100} is not ${right / 100}` });
    }
  };
  const a = entry.amounts as Readonly<Record<string, number>>;
  const taxFields = (first: number) => {
    const n = (offset: number) => first + offset;
    check(
      `${n(7)} = ${n(3)} + ${n(4)} + ${n(5)} - ${n(6)}`,
      a.actual_withheld!,
      a.prev_withheld! + a.withheld_jan_nov! + a.withheld_december! - a.refunded!,
    );
  };
  if (entry.schedule === 1) {
    check('26 = 32 + 36', a.gross!, a.nt_total! + a.t_total!);
    check(
      '32 = 27 + 28 + 29 + 30 + 31',
      a.nt_total!,
      a.nt_basic! + a.nt_13th! + a.nt_de_minimis! + a.nt_contributions! + a.nt_other!,
    );
    check('36 = 33 + 34 + 35', a.t_total!, a.t_basic! + a.t_13th! + a.t_other!);
    check('37 = 23 + 36', a.total_taxable!, a.prev_t_total! + a.t_total!);
    taxFields(37);
  } else {
    check('29 = 42 + 45 (Schedule 2)', a.gross!, a.nt_total! + a.t_total!);
    check(
      '42 = 32 + 34 + ... + 41 (Schedule 2)',
      a.nt_total!,
      sum(D2_PRESENT_TAIL.slice(0, 8).map((k) => a[k]!)) + a.smw_year!,
    );
    check('45 = 43 + 44 (Schedule 2)', a.t_total!, a.t_13th! + a.t_other!);
    check('46 = 26 + 45 (Schedule 2)', a.total_taxable!, a.prev_t_total! + a.t_total!);
    taxFields(46);
  }
  return failures;
}

/**
 * The reference's validations before export: no negative amounts; the row arithmetic; each
 * employee once; every employee of the year's 1601-Cs present (`expectedEmployeeIds`).
 */
export function validateAlphalist(
  entries: readonly AlphalistEntry[],
  expectedEmployeeIds?: Iterable<number>,
): AlphalistFailure[] {
  const failures: AlphalistFailure[] = [];
  const seen = new Map<number, number>();
  const tins = new Map<string, number>();
  for (const entry of entries) {
    for (const [field, value] of Object.entries(entry.amounts)) {
      if (!Number.isSafeInteger(value) && field !== 'factor') {
        failures.push({ rule: 'amounts in whole centavos', employee_id: entry.employee_id, message: field });
      } else if (value < 0) {
        failures.push({
          rule: 'no negative amounts',
          employee_id: entry.employee_id,
          message: `${field} is negative`,
        });
      }
    }
    failures.push(...arithmeticFailures(entry));
    seen.set(entry.employee_id, (seen.get(entry.employee_id) ?? 0) + 1);
    const tin = identifier(entry.tin, 9);
    if (tin !== null) {
      const key = `${tin}-${identifier(entry.tin_branch, 4) ?? '0000'}`;
      if (tins.has(key) && tins.get(key) !== entry.employee_id) {
        failures.push({
          rule: 'each employee once',
          employee_id: entry.employee_id,
          message: `TIN ${tin} appears twice`,
        });
      }
      tins.set(key, entry.employee_id);
    }
  }
  for (const [id, count] of seen) {
    if (count > 1)
      failures.push({ rule: 'each employee once', employee_id: id, message: `listed ${count} times` });
  }
  for (const id of expectedEmployeeIds ?? []) {
    if (!seen.has(id)) {
      failures.push({
        rule: "every employee of the year's 1601-C appears",
        employee_id: id,
        message: 'on a 1601-C of the year but not in the alphalist',
      });
    }
  }
  return failures;
}

export interface AlphalistRow {
  readonly employee_id: number;
  readonly schedule: 1 | 2;
  readonly seq: number;
  readonly tin: string | null;
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name: string | null;
  readonly amounts: D1Amounts | D2Amounts;
}

export interface AlphalistReport {
  readonly year: number;
  readonly rows: readonly AlphalistRow[];
  /** Column sums per schedule (the C1 and C2 controls). */
  readonly totals: {
    readonly schedule1: Readonly<Record<string, number>>;
    readonly schedule2: Readonly<Record<string, number>>;
  };
  readonly warnings: readonly ComplianceWarning[];
}

function byName(a: AlphalistEntry, b: AlphalistEntry): number {
  const key = (e: AlphalistEntry) =>
    [e.last_name, e.first_name, e.middle_name ?? ''].map((s) => s.toUpperCase());
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < 3; i++) {
    if (ka[i]! < kb[i]!) return -1;
    if (ka[i]! > kb[i]!) return 1;
  }
  return a.employee_id - b.employee_id;
}

function columnSums(entries: readonly AlphalistEntry[], fields: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const field of fields) totals[field] = 0;
  for (const entry of entries) {
    const amounts = entry.amounts as Readonly<Record<string, number>>;
    for (const field of fields) totals[field]! += amounts[field] ?? 0;
  }
  return totals;
}

/** Rows numbered per schedule after sorting by last name, the control sums, and missing TINs. */
export function alphalistReport(year: number, entries: readonly AlphalistEntry[]): AlphalistReport {
  if (!Number.isInteger(year) || year < 2018 || year > 9999)
    throw new ComplianceInputError('period: must be a year (YYYY)');
  const warnings: ComplianceWarning[] = [];
  const rows: AlphalistRow[] = [];
  for (const schedule of [1, 2] as const) {
    const sorted = entries.filter((e) => e.schedule === schedule).sort(byName);
    sorted.forEach((entry, index) => {
      const tin = identifier(entry.tin, 9);
      if (tin === null) {
        warnings.push(warning(entry, 'tin', entry.tin ? 'TIN must be 9 digits.' : 'TIN is missing.'));
      }
      rows.push({
        employee_id: entry.employee_id,
        schedule,
        seq: index + 1,
        tin,
        last_name: entry.last_name,
        first_name: entry.first_name,
        middle_name: entry.middle_name || null,
        amounts: entry.amounts,
      });
    });
  }
  return {
    year,
    rows,
    totals: {
      schedule1: columnSums(
        entries.filter((e) => e.schedule === 1),
        C1_SUMS,
      ),
      schedule2: columnSums(
        entries.filter((e) => e.schedule === 2),
        C2_SUMS,
      ),
    },
    warnings,
  };
}

const centavosOf = (text: string) => {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (match === null) throw new Error(`not an amount: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
};

/**
 * Reads a rendered DAT back and checks every control against the sums of its detail columns, so a
 * formatting slip cannot reach BIR. Returns the failures (empty when the file is consistent).
 */
export function checkControls(text: string): AlphalistFailure[] {
  const failures: AlphalistFailure[] = [];
  const lines = text.split('\r\n');
  if (lines.at(-1) !== '')
    failures.push({ rule: 'CRLF after every record', employee_id: null, message: 'missing' });
  const d1Index = C1_SUMS.map(
    (field) =>
      12 +
      (D1_PREVIOUS as readonly string[])
        .concat(['', ''], D1_PRESENT, ['', '', '', ''], ['pera_credit'])
        .indexOf(field),
  );
  const d2Fields = (D2_PREVIOUS as readonly string[]).concat(
    ['', ''],
    D2_PRESENT_HEAD,
    ['factor'],
    D2_PRESENT_TAIL,
    TAX_FIELDS,
    ['', '', '', ''],
    ['pera_credit', 'smw_net'],
  );
  const d2Index = C2_SUMS.map((field) => 12 + d2Fields.indexOf(field));
  const sums = {
    D1: new Array<number>(C1_SUMS.length).fill(0),
    D2: new Array<number>(C2_SUMS.length).fill(0),
  };
  for (const line of lines) {
    const fields = line.split(',');
    const kind = fields[0];
    if (kind === 'D1' || kind === 'D2') {
      const index = kind === 'D1' ? d1Index : d2Index;
      const expected = kind === 'D1' ? 49 : 59;
      if (fields.length !== expected) {
        failures.push({
          rule: `${kind} has ${expected} fields`,
          employee_id: null,
          message: `${fields.length} found`,
        });
        continue;
      }
      index.forEach((position, i) => {
        sums[kind][i]! += centavosOf(fields[position]!);
      });
    } else if (kind === 'C1' || kind === 'C2') {
      const detail = kind === 'C1' ? 'D1' : 'D2';
      const expected = kind === 'C1' ? 36 : 45;
      if (fields.length !== expected) {
        failures.push({
          rule: `${kind} has ${expected} fields`,
          employee_id: null,
          message: `${fields.length} found`,
        });
        continue;
      }
      fields.slice(5).forEach((value, i) => {
        if (centavosOf(value) !== sums[detail][i]) {
          failures.push({
            rule: 'each control equals its column sum',
            employee_id: null,
            message: `${kind} column ${i + 1}: ${value} is not ${(sums[detail][i]! / 100).toFixed(2)}`,
          });
        }
      });
    }
  }
  return failures;
}

/**
 * The DAT file of the year. Refused with MissingDataError while TINs are missing, with
 * AlphalistValidationError (naming the failing rule) when a validation fails.
 */
export function alphalistFile(
  employer: Employer,
  year: number,
  entries: readonly AlphalistEntry[],
  options: { expectedEmployeeIds?: Iterable<number> } = {},
): GeneratedFile {
  const tin = employerNumber(employer, 'tin', 9, 'TIN');
  const branch = employerNumber(employer, 'branch_code', 4, 'TIN branch code');
  const report = alphalistReport(year, entries);
  if (report.warnings.length > 0) throw new MissingDataError(report.warnings);
  const failures = validateAlphalist(entries, options.expectedEmployeeIds);
  if (failures.length > 0) throw new AlphalistValidationError(failures);
  const template = selectTemplate(TEMPLATES, 'bir-1604c-alphalist', `${year}-12-31`);
  const period = `${year}-12-31`;
  const head = { employer_tin: tin, employer_branch: branch, return_period: period };
  const byId = new Map(entries.map((entry) => [entry.employee_id, entry]));
  const records: OutputRecord[] = [{ kind: 'H', values: head }];
  for (const schedule of [1, 2] as const) {
    const rows = report.rows.filter((row) => row.schedule === schedule);
    if (rows.length === 0) continue;
    for (const row of rows) {
      const entry = byId.get(row.employee_id)!;
      // The factor (days a year) is written with two decimals: given in hundredths.
      const factor = entry.schedule === 2 ? { factor: Math.round(entry.amounts.factor * 100) } : {};
      records.push({
        kind: `D${schedule}`,
        values: [
          head,
          factor,
          entry.amounts,
          {
            seq: row.seq,
            tin: row.tin,
            branch: identifier(entry.tin_branch, 4) ?? '0000',
            last_name: entry.last_name,
            first_name: entry.first_name,
            middle_name: entry.middle_name,
            region: entry.region,
            period_from: entry.period_from,
            period_to: entry.period_to,
            nationality: entry.nationality || 'FILIPINO',
            employment_status: entry.employment_status || 'R',
            separation_reason: entry.separation_reason || 'NA',
            substituted_filing: entry.substituted_filing ? 'Y' : 'N',
          },
        ],
      });
    }
    records.push({
      kind: `C${schedule}`,
      values: [head, report.totals[schedule === 1 ? 'schedule1' : 'schedule2']],
    });
  }
  const file = generated(template, { tin, branch, year: String(year) }, records, []);
  const controlFailures = checkControls(file.text);
  if (controlFailures.length > 0) throw new AlphalistValidationError(controlFailures);
  return file;
}
