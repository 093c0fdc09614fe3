/**
 * Pag-IBIG monthly remittance (ph-compliance-outputs 3.2, 3.3): the MSRF member rows and totals,
 * as the MSRF CSV or the fixed-width EH01/DT file. Both layouts are unconfirmed: the accredited
 * bank's template is the authority (HDMF Circular 355).
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
import { selectTemplate } from './template.ts';
import { TEMPLATES } from './templates/index.ts';
import { digitsOnly } from './text.ts';

export interface PagibigInput extends EmployeeRef {
  /** MID: 12 digits starting with 1. */
  readonly pagibig_no: string | null;
  /** Monthly compensation (fund salary basis), centavos. */
  readonly compensation: number;
  readonly ee: number;
  readonly er: number;
  readonly tin?: string | null;
  readonly birth_date?: string | null;
}

export interface PagibigRow {
  readonly employee_id: number;
  readonly pagibig_no: string | null;
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name: string | null;
  readonly suffix: string | null;
  readonly compensation: number;
  readonly ee: number;
  readonly er: number;
  readonly total: number;
  readonly tin: string | null;
  readonly birth_date: string | null;
}

export interface PagibigTotals {
  readonly employees: number;
  readonly compensation: number;
  readonly ee: number;
  readonly er: number;
  readonly total: number;
}

export const PAGIBIG_AMOUNT_KEYS = ['compensation', 'ee', 'er', 'total'] as const;

export function pagibigReport(
  period: string,
  inputs: readonly PagibigInput[],
): Report<PagibigRow, PagibigTotals> {
  parsePeriod(period);
  const rows: PagibigRow[] = [];
  const warnings: ComplianceWarning[] = [];
  const totals = { employees: 0, compensation: 0, ee: 0, er: 0, total: 0 };
  for (const input of inputs) {
    const mid = identifier(input.pagibig_no, 12, '1');
    if (mid === null) {
      warnings.push(
        warning(
          input,
          'pagibig_no',
          input.pagibig_no
            ? 'Pag-IBIG MID number must be 12 digits starting with 1.'
            : 'Pag-IBIG MID number is missing.',
        ),
      );
    }
    const total = input.ee + input.er;
    rows.push({
      employee_id: input.employee_id,
      pagibig_no: mid,
      last_name: input.last_name,
      first_name: input.first_name,
      middle_name: input.middle_name || null,
      suffix: input.suffix || null,
      compensation: input.compensation,
      ee: input.ee,
      er: input.er,
      total,
      tin: digitsOnly(input.tin).slice(0, 9) || null,
      birth_date: input.birth_date || null,
    });
    totals.employees++;
    totals.compensation += input.compensation;
    totals.ee += input.ee;
    totals.er += input.er;
    totals.total += total;
  }
  return { rows, totals, warnings };
}

export type PagibigLayout = 'msrf' | 'eh01';

/** The month's remittance file: the MSRF CSV (default) or the fixed-width EH01/DT file. */
export function pagibigFile(
  employer: Employer,
  period: string,
  report: Report<PagibigRow, PagibigTotals>,
  options: { omitMissing?: boolean; layout?: PagibigLayout } = {},
): GeneratedFile {
  const erId = employerNumber(employer, 'pagibig_er_id', 12, 'Pag-IBIG employer ID', '2');
  const month = parsePeriod(period);
  const yyyymm = `${month.year}${String(month.month).padStart(2, '0')}`;
  const { rows, omitted } = keepComplete(report.rows, report.warnings, options.omitMissing ?? false);
  const names = { erid: erId, MMYYYY: periodMMYYYY(period) };
  if (options.layout === 'eh01') {
    const template = selectTemplate(TEMPLATES, 'pagibig-eh01', month.start);
    const header = {
      period: yyyymm,
      er_id: erId,
      employer_name: employer.registered_name,
      address: employer.address,
      zip: employer.zip,
      telephone: digitsOnly(employer.contact_no).slice(-7),
    };
    const records = [
      { kind: 'header', values: header },
      ...rows.map((row) => ({ kind: 'detail', values: row })),
    ];
    return generated(template, names, records, omitted);
  }
  const template = selectTemplate(TEMPLATES, 'pagibig-msrf', month.start);
  const totals = { compensation: 0, ee: 0, er: 0, total: 0 };
  for (const row of rows) {
    totals.compensation += row.compensation;
    totals.ee += row.ee;
    totals.er += row.er;
    totals.total += row.total;
  }
  const records = [
    { kind: 'heading', values: {} },
    ...rows.map((row) => ({ kind: 'detail', values: { ...row, period: yyyymm } })),
    { kind: 'total', values: totals },
  ];
  return generated(template, names, records, omitted);
}
