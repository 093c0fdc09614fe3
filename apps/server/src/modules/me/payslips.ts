/**
 * My Sahod's Pay and Tax (issue 24 section 2): the employee's own live payslips (every kind: regular,
 * 13th month, final pay; voided ones left out), read from the stored snapshots with the payroll
 * module's own snapshot-to-row code and printed with the same PDF code HR prints with. A payslip id
 * of another employee answers 404 exactly like an id that does not exist.
 */
import { pesos } from '@sahod/payroll';
import {
  formatManilaDateTime,
  ME_MSG,
  type MePayslip,
  type MePayslips,
  type MeTax,
  manilaToday,
  PAYSLIP_KIND_LABELS,
  type PayslipKind,
  THIRTEENTH_LINE,
} from '@sahod/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { bir2316, type FileAnswer } from '../compliance/bir2316/service.ts';
import { finalPayPdf } from '../finalpay/pdf.ts';
import { finalPayView } from '../finalpay/service.ts';
import { periodLabel } from '../paylock/processedPeriod.ts';
import { figuresOf, payrollRow, type Snapshot } from '../payroll/figures.ts';
import { paidDate } from '../payroll/paidDate.ts';
import { payslipExtras } from '../payroll/payslipExtras.ts';
import { payslipsPdf } from '../payroll/payslipPdf.ts';
import { type EmployeeCard, employeeCard, fullName } from './employee.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const n = (v: unknown) => Number(v ?? 0);

/** Processed payslips newest first (pay date, then id), grouped by the pay date's year with its totals. */
export async function myPayslips(deps: Deps, employeeId: number): Promise<MePayslips> {
  const rows = await deps.db
    .selectFrom('payslips')
    .select([
      'id',
      'kind',
      'start_date',
      'end_date',
      'pay_date',
      paidDate().as('paid'),
      'gross_pay',
      'net_pay',
      'mandatories_total',
      'wtax',
      'tax_refund',
    ])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .orderBy(paidDate(), 'desc')
    .orderBy('id', 'desc')
    .execute();
  const years: MePayslips['years'] = [];
  // Year-to-date as the 2316 counts it: a year-end refund is neither compensation nor tax withheld.
  let current: { year: number; gross: number; contributions: number; tax: number; net: number } | null = null;
  let list: MePayslips['years'][number]['payslips'] = [];
  const close = () => {
    if (!current) return;
    years.push({
      year: current.year,
      ytd: {
        gross: pesos(current.gross),
        contributions: pesos(current.contributions),
        tax: pesos(current.tax),
        net: pesos(current.net),
      },
      payslips: list,
    });
  };
  for (const r of rows) {
    const year = Number(String(r.paid).slice(0, 4));
    if (!current || current.year !== year) {
      close();
      current = { year, gross: 0, contributions: 0, tax: 0, net: 0 };
      list = [];
    }
    current.gross += r.gross_pay - r.tax_refund;
    current.contributions += r.mandatories_total;
    current.tax += r.wtax - r.tax_refund;
    current.net += r.net_pay;
    list.push({
      id: r.id,
      kind: r.kind,
      start_date: r.start_date,
      end_date: r.end_date,
      pay_date: r.pay_date,
      gross_pay: pesos(r.gross_pay),
      net_pay: pesos(r.net_pay),
    });
  }
  close();
  return { years };
}

/** One of the employee's live payslips (404 for another employee's, a void or an unknown id). */
async function ownPayslip(deps: Deps, employeeId: number, id: number) {
  const row = await deps.db
    .selectFrom('payslips')
    .select(['id', 'employee_id', 'kind', 'start_date', 'end_date', 'pay_date', 'pay_period', 'snapshot'])
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .executeTakeFirst();
  if (!row) throw notFound(ME_MSG.payslipNotFound);
  const employee = await employeeCard(deps.db, employeeId);
  if (!employee) throw notFound(ME_MSG.payslipNotFound);
  return { payslip: row, employee };
}

type StoredRow = Awaited<ReturnType<typeof ownPayslip>>['payslip'];

/** The Payroll Summary row of a stored payslip: the snapshot through the payroll module's figuresOf. */
function rowOf(p: StoredRow, e: EmployeeCard) {
  return payrollRow(figuresOf(JSON.parse(p.snapshot) as Snapshot, true), {
    ids: e.id,
    employee_id: e.id,
    name: fullName(e),
    employee_code: e.employee_code ?? '',
    profile_pic: e.photo_file_id,
    department: e.department,
    department_id: e.department_id,
    designation: e.designation,
    designation_id: e.designation_id,
    pay_period: p.pay_period,
    status: 'Processed',
    payslip_id: p.id,
    overlapping_period: null,
    leaves_remaining: e.leave_credits,
    error: null,
    warning: null,
    pay_date: p.pay_date,
  });
}

function titleOf(p: Pick<StoredRow, 'kind' | 'start_date' | 'end_date' | 'pay_date'>): string {
  if (p.kind === 'thirteenth') return `${THIRTEENTH_LINE} ${(p.pay_date ?? p.end_date).slice(0, 4)}`;
  if (p.kind === 'finalpay') return PAYSLIP_KIND_LABELS.finalpay;
  return `Payslip for ${periodLabel(p.start_date, p.end_date)}`;
}

export async function myPayslip(deps: Deps, employeeId: number, id: number): Promise<MePayslip> {
  const { payslip, employee } = await ownPayslip(deps, employeeId, id);
  return {
    id: payslip.id,
    kind: payslip.kind as PayslipKind,
    title: titleOf(payslip),
    company: employee.company,
    start_date: payslip.start_date,
    end_date: payslip.end_date,
    pay_date: payslip.pay_date,
    row: rowOf(payslip, employee),
  };
}

/** The payslip as HR prints it: the payslip PDF (13th month titled as HR's), a final pay's statement. */
export async function myPayslipPdf(
  deps: Deps,
  employeeId: number,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const { payslip, employee } = await ownPayslip(deps, employeeId, id);
  const meta = { company: employee.company ?? '', generatedAt: formatManilaDateTime(deps.clock.now()) };
  const code = employee.employee_code ?? String(employee.id);
  if (payslip.kind === 'finalpay') {
    const statement = await finalPayView(deps, employeeId);
    return { pdf: await finalPayPdf(statement, meta), filename: `final-pay-${code}.pdf` };
  }
  const row = rowOf(payslip, employee);
  const title = payslip.kind === 'thirteenth' ? titleOf(payslip) : undefined;
  const pdf = await payslipsPdf([row], {
    ...meta,
    period: title ?? periodLabel(payslip.start_date, payslip.end_date),
    ...(title ? { title } : {}),
    extras: await payslipExtras(deps.db, [{ employee_id: employeeId, payslip_id: payslip.id }]),
  });
  return { pdf, filename: `payslip-${payslip.start_date}-to-${payslip.end_date}-${code}.pdf` };
}

/** Each year with a live payslip: its taxable compensation and tax withheld (the 2316's sums). */
export async function myTax(deps: Deps, employeeId: number): Promise<MeTax> {
  const year = sql<string>`substr(cast(${paidDate()} as text), 1, 4)`;
  const rows = await deps.db
    .selectFrom('payslips')
    .select([
      year.as('year'),
      sql<string | number>`sum(taxable_compensation)`.as('taxable'),
      sql<string | number>`sum(wtax - tax_refund)`.as('withheld'),
    ])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .groupBy(year)
    .orderBy(year, 'desc')
    .execute();
  const thisYear = Number(manilaToday(deps.clock.now()).slice(0, 4));
  return {
    years: rows.map((r) => ({
      year: Number(r.year),
      taxable: pesos(n(r.taxable)),
      withheld: pesos(n(r.withheld)),
      complete: Number(r.year) < thisYear,
    })),
  };
}

/** The employee's BIR 2316 of a year as HR prints it (404 for a year without a payslip). */
export async function my2316(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  year: number,
): Promise<FileAnswer> {
  const { years } = await myTax(deps, employeeId);
  const employee = await employeeCard(deps.db, employeeId);
  if (!years.some((y) => y.year === year) || !employee?.company_id) throw notFound(ME_MSG.taxYearNotFound);
  const answer = await bir2316(deps, actor, {
    company_id: String(employee.company_id),
    period: String(year),
    employee_id: String(employeeId),
    format: 'pdf',
  });
  if (!('file' in answer)) throw notFound(ME_MSG.taxYearNotFound);
  return answer.file;
}
