/**
 * Final pay (issue 17 section 4): the statement (computed now, or as stored once processed), its
 * processing into a locked payslip of kind 'finalpay' that closes the open loans (all or nothing,
 * audited), and the separated employees with their 30-day deadline.
 */
import { type DeMinimisKind, emptyAttendance, type Payslip, pesos, type TaxSplit } from '@sahod/payroll';
import {
  addDaysIso,
  dateProblem,
  FINAL_PAY_DEADLINE_DAYS,
  FINAL_PAY_MSG,
  type FinalPayProcess,
  type FinalPayStatementView,
  manilaToday,
  type SeparatedEmployee,
} from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { lockEmployees, lockLoansOf } from '../paylock/employeeLock.ts';
import { loansSummary, type Snapshot } from '../payroll/figures.ts';
import { recordLoanInstallments } from '../payroll/loans.ts';
import { countPayslips } from '../payroll/monthTotals.ts';
import { loanInstallmentsOf, processedRow, storeDeMinimis } from '../payroll/stored.ts';
import { recordConversion } from './leaveConversion.ts';
import {
  type ComputedFinalPay,
  computeFinalPay,
  REFUND_LINE,
  separatedEmployee,
  THIRTEENTH_LINE,
} from './statement.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB> | Transaction<DB>;

/** A final pay's snapshot: a regular payslip's shape plus the statement as shown. */
interface FinalPaySnapshot extends Snapshot {
  final_pay: FinalPayStatementView;
}

const deadlineOf = (separationDate: string) => addDaysIso(separationDate, FINAL_PAY_DEADLINE_DAYS);

async function storedFinalPay(db: Db, employeeId: number) {
  return db
    .selectFrom('payslips')
    .select(['id', 'pay_date', 'snapshot'])
    .where('employee_id', '=', employeeId)
    .where('kind', '=', 'finalpay')
    .where('status', '=', 'processed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function viewOf(c: ComputedFinalPay): FinalPayStatementView {
  const s = c.statement;
  const e = c.employee;
  return {
    employee_id: e.id,
    employee_code: e.employee_code,
    name: e.name,
    date_hired: e.date_hired,
    separation_date: e.separation_date,
    separation_reason: e.separation_reason,
    deadline: deadlineOf(e.separation_date),
    period: c.period,
    earnings: s.earnings.map((l) => ({ name: l.name, amount: pesos(l.amount) })),
    gross_final_pay: pesos(s.grossFinalPay),
    deductions: s.deductions.map((d) => ({
      name: d.name,
      kind: d.kind,
      due: pesos(d.due),
      amount: pesos(d.amount),
    })),
    total_deductions: pesos(s.totalDeductions),
    unrecovered: pesos(s.unrecovered),
    net_pay: pesos(s.netPay),
    unpaid: {
      source: c.unpaid.source,
      days: c.unpaid.days,
      day_rate: pesos(c.unpaid.day_rate),
      message: c.unpaid.message,
    },
    thirteenth: {
      basic_earned: pesos(c.thirteenth.basic_earned),
      thirteenth: pesos(c.thirteenth.thirteenth),
      already_paid: pesos(c.thirteenth.already_paid),
      before_sahod: c.thirteenth.before_sahod
        ? {
            basic_pay: pesos(c.thirteenth.before_sahod.basic_pay),
            thirteenth_paid: pesos(c.thirteenth.before_sahod.thirteenth_paid),
          }
        : null,
    },
    opening_warning: c.openingWarning,
    leave: {
      days: c.leave.days,
      daily_rate: pesos(c.leave.daily_rate),
      amount: pesos(c.leave.amount),
      lines: c.leave.lines.map((l) => ({
        application_type: l.application_type,
        name: l.name,
        days: l.days,
        amount: pesos(l.amount),
      })),
    },
    year_end: {
      taxable_compensation: pesos(c.yearEnd.taxableCompensation),
      tax_due: pesos(c.yearEnd.taxDue),
      withheld: pesos(c.yearEnd.withheld),
      adjustment: pesos(c.yearEnd.adjustment),
    },
    payslip_id: null,
    pay_date: null,
  };
}

/** The statement: as stored when the final pay is processed, else computed from current data. */
export async function finalPayView(deps: Deps, employeeId: number): Promise<FinalPayStatementView> {
  await separatedEmployee(deps.db, employeeId);
  const stored = await storedFinalPay(deps.db, employeeId);
  if (stored) {
    const snapshot = JSON.parse(stored.snapshot) as FinalPaySnapshot;
    return { ...snapshot.final_pay, payslip_id: stored.id, pay_date: stored.pay_date };
  }
  return viewOf(await computeFinalPay(deps.db, employeeId));
}

const sumValues = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

/**
 * The final pay as an engine payslip (the shape every payslip reader knows): the unpaid period's
 * pay lines, the 13th month as a benefit, the leave conversion and a tax refund as earnings, and
 * the deductions as far as the pay covered them (finalPayStatement's order and caps).
 */
function finalPayslip(c: ComputedFinalPay, period: { start: string; end: string }): Payslip {
  const p = c.periodPayslip;
  const s = c.statement;
  const earnings: Record<string, number> = { ...(p?.earnings ?? {}) };
  for (const l of c.leave.lines) earnings[l.name] = (earnings[l.name] ?? 0) + l.amount;
  if (c.yearEnd.refund > 0) earnings[REFUND_LINE] = c.yearEnd.refund;
  const benefits: Record<string, number> = { ...(p?.benefits ?? {}) };
  if (c.thirteenth.due > 0) benefits[THIRTEENTH_LINE] = c.thirteenth.due;
  const mandatories: Record<string, number> = {};
  const deductions: Record<string, number> = {};
  let wtax = 0;
  const loanTaken: number[] = [];
  for (const d of s.deductions) {
    if (d.kind === 'tax') wtax += d.amount;
    else if (d.kind === 'contribution') mandatories[d.name] = d.amount;
    else if (d.kind === 'loan') loanTaken.push(d.amount);
    else deductions[d.name] = (deductions[d.name] ?? 0) + d.amount;
  }
  const loans_breakdown = c.loanLines.map((l, i) => ({
    loan_id: l.loan_id,
    loan_name: l.loan_name,
    amount_due: loanTaken[i] ?? 0,
    balance: l.outstanding - (loanTaken[i] ?? 0),
  }));
  const gross_base = p?.gross_base ?? 0;
  const earningsTotal = sumValues(earnings);
  const benefitsTotal = sumValues(benefits);
  const terms = c.payrollEmployee;
  const monthly = terms.monthly_salary ?? 0;
  return {
    period,
    rates: p?.rates ?? {
      monthly_rate: monthly,
      daily_rate: Math.round(monthly / (terms.days ?? 1)),
      hourly_rate: Math.round(monthly / ((terms.days ?? 1) * (terms.hours ?? 1))),
    },
    gross_breakdown: { ...(p?.gross_breakdown ?? {}) },
    gross_base,
    earnings,
    earningsTotal,
    benefits,
    benefitsTotal,
    gross_pay: gross_base + earningsTotal + benefitsTotal,
    mandatories_breakdown: mandatories,
    mandatoriesTotal: sumValues(mandatories),
    deductions_breakdown: { WTax: wtax, ...deductions },
    deductions,
    deductionsTotal: sumValues(deductions),
    wtax,
    taxable_compensation: c.taxable,
    loans_breakdown,
    loansTotal: loanTaken.reduce((a, b) => a + b, 0),
    total_deductions: s.totalDeductions,
    net_pay: s.netPay,
    employer_shares: { ...(p?.employer_shares ?? {}) },
    employer_total: p?.employer_total ?? 0,
    attendance: p?.attendance ?? emptyAttendance(),
    ...(p?.minimum_wage ? { minimum_wage: p.minimum_wage } : {}),
    tax_split: mergedSplit(p?.tax_split, c.split),
  };
}

/** The unpaid period's split plus the 13th month's and the leave conversion's (one payslip). */
function mergedSplit(period: TaxSplit | undefined, own: TaxSplit): TaxSplit {
  if (!period) return own;
  const byKind = { ...period.de_minimis_by_kind };
  for (const [kind, amount] of Object.entries(own.de_minimis_by_kind))
    byKind[kind as DeMinimisKind] = (byKind[kind as DeMinimisKind] ?? 0) + amount;
  const sum = (key: Exclude<keyof TaxSplit, 'de_minimis_by_kind'>) => period[key] + own[key];
  return {
    de_minimis: sum('de_minimis'),
    de_minimis_by_kind: byKind,
    de_minimis_excess: sum('de_minimis_excess'),
    other_benefits: sum('other_benefits'),
    bucket_exempt: sum('bucket_exempt'),
    bucket_taxable: sum('bucket_taxable'),
    non_taxable_other: sum('non_taxable_other'),
    hazard_pay: sum('hazard_pay'),
    taxable_lines: sum('taxable_lines'),
    taxable: sum('taxable'),
  };
}

/**
 * Stores the final pay as a processed, locked payslip of kind 'finalpay' (start the day after the
 * last regular payslip, end the separation date) and records each open loan's balance as paid from
 * it, in one transaction; a second one for the employee is 409 until the first is voided.
 */
export async function processFinalPay(
  deps: Deps,
  actor: Actor,
  body: FinalPayProcess,
): Promise<{ message: string; payslip_id: number; net_pay: number; loans_closed: number }> {
  const payDateProblem = dateProblem(body.pay_date, FINAL_PAY_MSG.payDate);
  if (payDateProblem) throw invalid(payDateProblem);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // The payroll lock first (issue 20), then the employee's loans, then everything it checks.
      await lockEmployees(trx, [body.employee_id]);
      await lockLoansOf(trx, [body.employee_id]);
      const employee = await separatedEmployee(trx, body.employee_id);
      if (body.pay_date < employee.separation_date) throw invalid(FINAL_PAY_MSG.payDate);
      if (await storedFinalPay(trx, employee.id)) throw conflict(FINAL_PAY_MSG.alreadyProcessed);
      const c = await computeFinalPay(trx, employee.id);
      // Nothing to count the unpaid days from: no final pay that would leave them at ₱0.00.
      if (c.unpaid.message) throw invalid(c.unpaid.message);
      const period = c.period ?? { start: employee.separation_date, end: employee.separation_date };
      const payslip = finalPayslip(c, period);
      if (payslip.gross_pay !== c.statement.grossFinalPay)
        throw new Error('final payslip does not add up to the statement');
      const snapshot: FinalPaySnapshot = {
        payslip,
        loans_summary: loansSummary(payslip, c.loans, true),
        final_pay: { ...viewOf(c), period },
      };
      const at = deps.clock.now().toISOString();
      const row = await trx
        .insertInto('payslips')
        .values({
          employee_id: employee.id,
          kind: 'finalpay',
          pay_date: body.pay_date,
          start_date: period.start,
          end_date: period.end,
          pay_period: c.payrollEmployee.pay_period ?? '',
          ...processedRow(snapshot, actor.userId, at),
          // An earnings line on this payslip (it has no year_end), yet neither compensation nor tax
          // withheld: the year sums gross_pay - tax_refund, wtax - tax_refund.
          tax_refund: c.yearEnd.refund,
        })
        .returning(['id', 'employee_id'])
        .executeTakeFirstOrThrow();
      await storeDeMinimis(trx, [row], () => payslip);
      await countPayslips(trx, [row.id]);
      // The converted credits leave the ledger with the final pay (a void gives them back).
      await recordConversion(trx, employee.id, row.id, c.leave.lines, actor.userId, at);
      const installments = loanInstallmentsOf(payslip);
      await recordLoanInstallments(trx, installments, period.end, { at, by: actor.userId });
      await recordAudit(trx, deps.clock, actor, {
        action: 'process_finalpay',
        entity: 'payslips',
        entityId: row.id,
        details: {
          old: null,
          new: {
            employee_id: employee.id,
            period: `${period.start} to ${period.end}`,
            pay_date: body.pay_date,
            net_pay: pesos(payslip.net_pay),
            loans: installments.length,
            leave_converted: c.leave.lines.map((l) => `${l.application_type}: ${l.days}`),
          },
        },
      });
      return {
        message: FINAL_PAY_MSG.processed,
        payslip_id: row.id,
        net_pay: pesos(payslip.net_pay),
        loans_closed: installments.filter((l) => l.outstanding <= 0).length,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FINAL_PAY_MSG.alreadyProcessed);
    throw err;
  }
}

/** Employees with a separation date (of a company when asked), the deadline and the final pay's state. */
export async function separatedEmployees(deps: Deps, companyId: number | null): Promise<SeparatedEmployee[]> {
  let q = deps.db
    .selectFrom('employees as e')
    .leftJoin('payslips as p', (join) =>
      join.onRef('p.employee_id', '=', 'e.id').on('p.kind', '=', 'finalpay').on('p.status', '=', 'processed'),
    )
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'e.middle_name',
      'e.separation_date',
      'e.separation_reason',
      'p.id as payslip_id',
      'p.pay_date',
    ])
    .where('e.separation_date', 'is not', null);
  if (companyId !== null) q = q.where('e.company_id', '=', companyId);
  const rows = await q.orderBy('e.separation_date', 'desc').orderBy('e.last_name').orderBy('e.id').execute();
  const today = manilaToday(deps.clock.now());
  const dayMs = 86_400_000;
  return rows.map((r) => {
    const separation = r.separation_date as string;
    const deadline = deadlineOf(separation);
    const daysLeft = Math.round(
      (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs,
    );
    return {
      employee_id: r.id,
      employee_code: r.employee_code ?? '',
      name: `${r.last_name}, ${r.first_name}${r.middle_name ? ` ${r.middle_name}` : ''}`,
      separation_date: separation,
      separation_reason: r.separation_reason,
      deadline,
      days_left: daysLeft,
      overdue: r.payslip_id === null && daysLeft < 0,
      payslip_id: r.payslip_id,
      pay_date: r.pay_date,
    };
  });
}
