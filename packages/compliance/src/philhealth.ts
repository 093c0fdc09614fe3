/**
 * PhilHealth monthly premiums (ph-compliance-outputs 2.2): the RF-1 rows with the employee
 * statuses NH (newly hired), S (separated) and NE (no earnings) and their effectivity dates, and an
 * RF-1-equivalent CSV (no EPRS upload layout exists publicly: unconfirmed).
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
import { parsePeriod, periodMMYYYY } from './format.ts';
import { monthStatus } from './sss.ts';
import { selectTemplate } from './template.ts';
import { TEMPLATES } from './templates/index.ts';

export interface PhilhealthInput extends EmployeeRef {
  readonly philhealth_no: string | null;
  /** Monthly basic salary the premium was computed on (centavos). */
  readonly salary_base: number;
  /** Personal (employee) and employer shares for the month. */
  readonly ps: number;
  readonly es: number;
  /** The month's compensation on the payslips (zero: status NE). */
  readonly compensation: number;
  readonly hire_date?: string | null;
  readonly separation_date?: string | null;
  readonly birth_date?: string | null;
  readonly sex?: 'M' | 'F' | null;
}

export type PhilhealthStatus = 'NH' | 'S' | 'NE';

export interface PhilhealthRow {
  readonly employee_id: number;
  readonly philhealth_no: string | null;
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name: string | null;
  readonly suffix: string | null;
  readonly salary_base: number;
  readonly ps: number;
  readonly es: number;
  readonly total: number;
  readonly status: PhilhealthStatus | null;
  /** Hire date (NH), separation date (S), the month's first day (NE); else null. */
  readonly effectivity_date: string | null;
  readonly birth_date: string | null;
  readonly sex: 'M' | 'F' | null;
}

export interface PhilhealthTotals {
  readonly employees: number;
  readonly ps: number;
  readonly es: number;
  readonly total: number;
}

export const PHILHEALTH_AMOUNT_KEYS = ['salary_base', 'ps', 'es', 'total'] as const;

export function philhealthReport(
  period: string,
  inputs: readonly PhilhealthInput[],
): Report<PhilhealthRow, PhilhealthTotals> {
  const month = parsePeriod(period);
  const rows: PhilhealthRow[] = [];
  const warnings: ComplianceWarning[] = [];
  const totals = { employees: 0, ps: 0, es: 0, total: 0 };
  for (const input of inputs) {
    const pin = identifier(input.philhealth_no, 12);
    if (pin === null) {
      warnings.push(
        warning(
          input,
          'philhealth_no',
          input.philhealth_no ? 'PhilHealth number must be 12 digits.' : 'PhilHealth number is missing.',
        ),
      );
    }
    // PhilHealth matches a member without a PIN by name, date of birth and sex (the RF-1 asks for
    // them then); every line carries them all the same, as the profile holds them.
    const birthDate = input.birth_date || null;
    const sex = input.sex ?? null;
    if (pin === null && (birthDate === null || sex === null)) {
      const lacking = [birthDate === null ? 'date of birth' : '', sex === null ? 'sex' : '']
        .filter(Boolean)
        .join(' and ');
      warnings.push(
        warning(
          input,
          birthDate === null ? 'date_of_birth' : 'gender',
          `Without a PhilHealth number, the RF-1 needs the member's ${lacking}.`,
        ),
      );
    }
    const status = monthStatus(input, input.compensation, month);
    const code: PhilhealthStatus | null =
      status === 'hired' ? 'NH' : status === 'separated' ? 'S' : status === 'no-earnings' ? 'NE' : null;
    const effectivity =
      code === 'NH'
        ? input.hire_date!
        : code === 'S'
          ? input.separation_date!
          : code === 'NE'
            ? month.start
            : null;
    const total = input.ps + input.es;
    rows.push({
      employee_id: input.employee_id,
      philhealth_no: pin,
      last_name: input.last_name,
      first_name: input.first_name,
      middle_name: input.middle_name || null,
      suffix: input.suffix || null,
      salary_base: input.salary_base,
      ps: input.ps,
      es: input.es,
      total,
      status: code,
      effectivity_date: effectivity,
      birth_date: birthDate,
      sex,
    });
    totals.employees++;
    totals.ps += input.ps;
    totals.es += input.es;
    totals.total += total;
  }
  return { rows, totals, warnings };
}

/** The RF-1-equivalent CSV: heading, one row per employee, grand total. */
export function philhealthFile(
  employer: Employer,
  period: string,
  report: Report<PhilhealthRow, PhilhealthTotals>,
  options: { omitMissing?: boolean } = {},
): GeneratedFile {
  const pen = employerNumber(employer, 'philhealth_pen', 12, 'PhilHealth employer number (PEN)');
  const template = selectTemplate(TEMPLATES, 'philhealth-rf1', parsePeriod(period).start);
  const { rows, omitted } = keepComplete(report.rows, report.warnings, options.omitMissing ?? false);
  const totals = { employees: rows.length, ps: 0, es: 0, total: 0 };
  for (const row of rows) {
    totals.ps += row.ps;
    totals.es += row.es;
    totals.total += row.total;
  }
  const records = [
    { kind: 'heading', values: {} },
    ...rows.map((row) => ({ kind: 'detail', values: row })),
    { kind: 'total', values: totals },
  ];
  return generated(template, { pen, MMYYYY: periodMMYYYY(period) }, records, omitted);
}
