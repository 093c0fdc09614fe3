/**
 * SSS monthly contributions (ph-compliance-outputs 1.2, 1.5): the per-employee summary that
 * replaces the R-5 and the semicolon contribution file (Odoo `l10n_ph_hr_payroll.sss_contribution`),
 * one line per employee, `NULL` for empty fields, remarks N / 1 / 2 / 3 with their dates.
 */
import {
  type ComplianceWarning,
  type EmployeeRef,
  type Employer,
  employerNumber,
  type GeneratedFile,
  generated,
  identifier,
  keepComplete,
  type Report,
  warning,
} from './common.ts';
import { inPeriod, type Period, parsePeriod, periodMMYYYY } from './format.ts';
import type { Template } from './template.ts';
import { selectTemplate } from './template.ts';
import { TEMPLATES } from './templates/index.ts';
import { initial, sanitize } from './text.ts';

/** The month's figures of one employee, summed from the stored payslips (centavos). */
export interface SssInput extends EmployeeRef {
  readonly sss_no: string | null;
  /** Actual compensation for the month (what SSS derives the MSC from). */
  readonly compensation: number;
  readonly msc: number;
  readonly ee_ss: number;
  readonly er_ss: number;
  readonly ee_mpf: number;
  readonly er_mpf: number;
  readonly ec: number;
  readonly hire_date?: string | null;
  readonly separation_date?: string | null;
  readonly position?: string | null;
}

export type SssRemark = 'N' | '1' | '2' | '3';

export interface SssRow {
  readonly employee_id: number;
  readonly sss_no: string | null;
  readonly last_name: string;
  readonly first_name: string;
  readonly suffix: string | null;
  readonly middle_initial: string | null;
  readonly compensation: number;
  readonly msc: number;
  readonly ee_ss: number;
  readonly er_ss: number;
  readonly ee_mpf: number;
  readonly er_mpf: number;
  readonly ec: number;
  readonly total: number;
  readonly remark: SssRemark;
  /** Hire date for 1, separation date for 2 (yyyy-MM-dd), else null. */
  readonly remark_date: string | null;
  /** Position for remark 1, else null. */
  readonly position: string | null;
}

export interface SssTotals {
  readonly employees: number;
  readonly compensation: number;
  readonly ee_ss: number;
  readonly er_ss: number;
  readonly ee_mpf: number;
  readonly er_mpf: number;
  readonly ec: number;
  /** Employee shares (SS + MPF). */
  readonly ee: number;
  /** Employer shares (SS + MPF), without EC as in the reference's check. */
  readonly er: number;
  /** ee + er + ec. */
  readonly total: number;
}

export const SSS_AMOUNT_KEYS = [
  'compensation',
  'msc',
  'ee_ss',
  'er_ss',
  'ee_mpf',
  'er_mpf',
  'ec',
  'total',
] as const;

export type MonthStatus = 'hired' | 'separated' | 'no-earnings' | 'normal';

/**
 * The employee's status in the month, shared by the SSS remark and the PhilHealth status: newly
 * hired if the hire date is in the month, else separated if the separation date is, else no
 * earnings if the compensation is zero.
 */
export function monthStatus(
  input: { hire_date?: string | null; separation_date?: string | null },
  earnings: number,
  period: Period,
): MonthStatus {
  if (inPeriod(input.hire_date, period)) return 'hired';
  if (inPeriod(input.separation_date, period)) return 'separated';
  if (earnings === 0) return 'no-earnings';
  return 'normal';
}

const REMARKS: Readonly<Record<MonthStatus, SssRemark>> = {
  hired: '1',
  separated: '2',
  'no-earnings': '3',
  normal: 'N',
};

/** The SSS monthly summary: rows, column totals, and what must be fixed before the file. */
export function sssReport(period: string, inputs: readonly SssInput[]): Report<SssRow, SssTotals> {
  const month = parsePeriod(period);
  const rows: SssRow[] = [];
  const warnings: ComplianceWarning[] = [];
  const totals = {
    employees: 0,
    compensation: 0,
    ee_ss: 0,
    er_ss: 0,
    ee_mpf: 0,
    er_mpf: 0,
    ec: 0,
    ee: 0,
    er: 0,
    total: 0,
  };
  for (const input of inputs) {
    const sssNo = identifier(input.sss_no, 10);
    if (sssNo === null) {
      warnings.push(
        warning(input, 'sss_no', input.sss_no ? 'SSS number must be 10 digits.' : 'SSS number is missing.'),
      );
    }
    if (sanitize(input.last_name) === '' || sanitize(input.first_name) === '') {
      warnings.push(warning(input, 'name', 'Last and first name are required.'));
    }
    const status = monthStatus(input, input.compensation, month);
    const remark = REMARKS[status];
    const position = remark === '1' ? sanitize(input.position, 'sss') || null : null;
    if (remark === '1' && position === null) {
      warnings.push(warning(input, 'position', 'Position is required for a newly hired employee.'));
    }
    const total = input.ee_ss + input.er_ss + input.ee_mpf + input.er_mpf + input.ec;
    rows.push({
      employee_id: input.employee_id,
      sss_no: sssNo,
      last_name: input.last_name,
      first_name: input.first_name,
      suffix: input.suffix || null,
      middle_initial: initial(input.middle_name) || null,
      compensation: input.compensation,
      msc: input.msc,
      ee_ss: input.ee_ss,
      er_ss: input.er_ss,
      ee_mpf: input.ee_mpf,
      er_mpf: input.er_mpf,
      ec: input.ec,
      total,
      remark,
      remark_date: remark === '1' ? input.hire_date! : remark === '2' ? input.separation_date! : null,
      position,
    });
    totals.employees++;
    totals.compensation += input.compensation;
    totals.ee_ss += input.ee_ss;
    totals.er_ss += input.er_ss;
    totals.ee_mpf += input.ee_mpf;
    totals.er_mpf += input.er_mpf;
    totals.ec += input.ec;
    totals.ee += input.ee_ss + input.ee_mpf;
    totals.er += input.er_ss + input.er_mpf;
    totals.total += total;
  }
  return { rows, totals, warnings };
}

export function sssTemplate(period: string): Template {
  return selectTemplate(TEMPLATES, 'sss-contribution', parsePeriod(period).start);
}

/**
 * The SSS contribution file of the month: refused (MissingDataError) while employees lack data,
 * unless `omitMissing` leaves them out; refused (ComplianceInputError) without the employer number.
 */
export function sssFile(
  employer: Employer,
  period: string,
  report: Report<SssRow, SssTotals>,
  options: { omitMissing?: boolean } = {},
): GeneratedFile {
  const erNo = employerNumber(employer, 'sss_er_no', 10, 'SSS employer number');
  const branch = employer.sss_branch ? employerNumber(employer, 'sss_branch', 3, 'SSS branch code') : '000';
  const template = sssTemplate(period);
  const { rows, omitted } = keepComplete(report.rows, report.warnings, options.omitMissing ?? false);
  const records = rows.map((row) => ({
    kind: 'detail',
    values: {
      er_no: erNo,
      er_branch: branch,
      sss_no: row.sss_no,
      last_name: row.last_name,
      first_name: row.first_name,
      suffix: row.suffix,
      middle_initial: row.middle_initial,
      compensation: row.compensation,
      remark: row.remark,
      remark_date: row.remark_date,
      position: row.position,
    },
  }));
  return generated(template, { er: erNo, MMYYYY: periodMMYYYY(period) }, records, omitted);
}
