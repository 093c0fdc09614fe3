/**
 * The year's live 13th-month payslips of a company as the payroll reports read them (issue 17
 * section 1: "the payslip PDF and the payroll reports show it like any other payslip"): Payroll
 * rows from their snapshots, the payslip PDF titled '13th Month Pay YYYY' and the payroll register.
 */
import {
  formatManilaDateTime,
  PAYROLL_TEXT,
  type PayrollRow,
  THIRTEENTH_LINE,
  type ThirteenthQuery,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { figuresOf, type Snapshot } from '../payroll/figures.ts';
import { payslipsPdf } from '../payroll/payslipPdf.ts';
import { registerXlsxStream } from '../payroll/registerXlsx.ts';
import { companyOf, fullName, parseQuery, yearRange } from './thirteenth.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The year's live 13th-month payslips of the company as Payroll rows (as the payroll reports read them). */
async function thirteenthReport(deps: Deps, query: ThirteenthQuery) {
  const { companyId, year } = parseQuery(query);
  const company = await companyOf(deps.db, companyId);
  const { start, end } = yearRange(year);
  const slips = await deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('designations as g', 'g.id', 'e.designation_id')
    .select([
      'p.id',
      'p.snapshot',
      'p.pay_period',
      'e.id as employee_id',
      'e.employee_code',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
      'e.photo_file_id',
      'e.department_id',
      'd.name as department',
      'e.designation_id',
      'g.name as designation',
      'e.leave_credits',
    ])
    .where('e.company_id', '=', companyId)
    .where('p.kind', '=', 'thirteenth')
    .where('p.status', '=', 'processed')
    .where('p.start_date', '=', start)
    .where('p.end_date', '=', end)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  if (slips.length === 0) throw notFound(PAYROLL_TEXT.noData);
  const rows = slips.map(
    (s): PayrollRow => ({
      ...figuresOf(JSON.parse(s.snapshot) as Snapshot, true),
      ids: s.employee_id,
      employee_id: s.employee_id,
      name: fullName(s),
      employee_code: s.employee_code ?? '',
      profile_pic: s.photo_file_id,
      department: s.department,
      department_id: s.department_id,
      designation: s.designation,
      designation_id: s.designation_id,
      pay_period: s.pay_period,
      status: 'Processed',
      payslip_id: s.id,
      overlapping_period: null,
      leaves_remaining: s.leave_credits,
      error: null,
    }),
  );
  const meta = {
    company: company.name,
    period: `${THIRTEENTH_LINE} ${year}`,
    title: `${THIRTEENTH_LINE} ${year}`,
    generatedAt: formatManilaDateTime(deps.clock.now()),
  };
  return { rows, meta, year };
}

/** The year's live 13th-month payslips of the company as the payslip PDF (a page each). */
export async function thirteenthPdf(
  deps: Deps,
  query: ThirteenthQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const { rows, meta, year } = await thirteenthReport(deps, query);
  return { pdf: await payslipsPdf(rows, meta), filename: `13th-month-${year}.pdf` };
}

/** The same payslips as the payroll register (Payroll Summary report) .xlsx, streamed (issue 28). */
export async function thirteenthRegister(deps: Deps, query: ThirteenthQuery) {
  const { rows, meta, year } = await thirteenthReport(deps, query);
  return { xlsx: await registerXlsxStream(rows, meta), filename: `13th-month-register-${year}.xlsx` };
}
