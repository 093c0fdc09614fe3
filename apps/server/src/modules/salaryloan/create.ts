/**
 * Creating a salary loan (spec 5 "Salary loan creation"; issue 23 "Government and company loans as
 * they really are"): a loan may have been released before today; its deduction start is never
 * before the company's go-live on Sahod (the employee's opening balance) nor before/within the
 * employee's last processed payroll; what was paid before Sahod is an opening payment row (counted
 * in total_amount_paid, never deducted again); the schedule rows are the engine's (loanSchedule),
 * by the employee's pay period and the loan's cut-offs, from the monthly amortization (the
 * agency's billing or loan_amount / payment_terms months).
 */
import { addDays, loanSchedule, type PayPeriod, regularInstallment } from '@sahod/payroll';
import {
  COMPANY_LOAN_CUT_OFF,
  DEFAULT_AGENCY_LOAN_CUT_OFF,
  LOAN_MSG,
  type LoanCreateInput,
  loanAgency,
  loanDateErrors,
  toHundredths,
} from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { periodLabel } from '../paylock/processedPeriod.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB> | Transaction<DB>;

const PAY_PERIODS: readonly PayPeriod[] = ['Monthly', 'Semi-monthly', 'Weekly'];

/** The employee's pay period for the schedule (none set: one row a month, as the terms read). */
export const payPeriodOf = (name: string | null | undefined): PayPeriod =>
  PAY_PERIODS.find((p) => p === name) ?? 'Monthly';

/** The latest go-live date of the employee's opening balances (undefined: none entered). */
async function goLiveOf(db: Db, employeeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('employee_opening_balances')
    .select('go_live_date')
    .where('employee_id', '=', employeeId)
    .orderBy('go_live_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.go_live_date;
}

/** The employee's last processed payroll (regular or final pay), or undefined. */
async function lastProcessedPayroll(db: Db, employeeId: number) {
  return db
    .selectFrom('payslips')
    .select(['start_date', 'end_date'])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .where('kind', '<>', 'thirteenth')
    .orderBy('end_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Half on each: whether the deduction start falls in the second cut-off's period. */
export function startsOnSecond(start: string, cutOffs: { first: number; second: number }): boolean {
  const day = Number(start.slice(8, 10));
  return day >= cutOffs.second || day < cutOffs.first;
}

/**
 * The schedule rows still to be deducted, numbered from `firstNumber`, each row's outstanding the
 * balance after it (from `balance`).
 */
export function scheduleRows(
  input: Parameters<typeof loanSchedule>[0],
  firstNumber: number,
): { payment_number: number; amount_due: number; outstanding: number }[] {
  let outstanding = input.balance;
  return loanSchedule(input).map((amountDue, i) => {
    outstanding -= amountDue;
    return { payment_number: firstNumber + i, amount_due: amountDue, outstanding };
  });
}

export async function createLoan(deps: Deps, actor: Actor, input: LoanCreateInput): Promise<number> {
  const errors = loanDateErrors(input.release_date, input.deduction_start_date);
  if (errors.length > 0) throw invalid(errors.join('\n'));
  const loanAmount = toHundredths(input.loan_amount);
  const openingPaid = toHundredths(input.opening_paid);
  return deps.db.transaction().execute(async (trx) => {
    // A new loan is an input of the employee's next payroll: taken under their payroll lock.
    await lockEmployees(trx, [input.employee_id]);
    const employee = await repo.findEmployee(trx, input.employee_id);
    if (!employee) throw invalid(LOAN_MSG.employeeNotFound);
    const loanType = await repo.findLoanType(trx, input.loan_type_id);
    if (!loanType) throw invalid(LOAN_MSG.loanTypeNotFound);
    const goLive = await goLiveOf(trx, employee.id);
    if (goLive !== undefined && input.deduction_start_date < goLive)
      throw invalid(LOAN_MSG.startBeforeGoLive(goLive));
    const last = await lastProcessedPayroll(trx, employee.id);
    if (last && input.deduction_start_date <= last.end_date)
      throw conflict(LOAN_MSG.startInProcessedPayroll(periodLabel(last.start_date, last.end_date)));

    const agencyDefault =
      employee.company_id === null ? undefined : await repo.agencyCutOff(trx, employee.company_id);
    const cutOff =
      input.cut_off ??
      (loanAgency(loanType.name) ? (agencyDefault ?? DEFAULT_AGENCY_LOAN_CUT_OFF) : COMPANY_LOAN_CUT_OFF);
    const amortization =
      input.monthly_amortization === undefined
        ? regularInstallment(loanAmount, input.payment_terms)
        : toHundredths(input.monthly_amortization);
    const payPeriod = payPeriodOf(employee.pay_period);
    const schedule = scheduleRows(
      {
        balance: loanAmount - openingPaid,
        monthly_amortization: amortization,
        months: input.payment_terms - Math.floor(openingPaid / amortization),
        pay_period: payPeriod,
        cut_off: cutOff,
        starts_on_second: startsOnSecond(
          input.deduction_start_date,
          await repo.semiMonthlyCutOffs(trx, employee.company_id),
        ),
      },
      1,
    );
    const stamp = { at: deps.clock.now().toISOString(), by: actor.userId };
    const values = {
      employee_id: input.employee_id,
      loan_type_id: input.loan_type_id,
      release_date: input.release_date,
      deduction_start_date: input.deduction_start_date,
      loan_amount: loanAmount,
      payment_terms: input.payment_terms,
      comments: input.comments,
      cut_off: cutOff,
      monthly_amortization: amortization,
      total_amount_paid: openingPaid,
    };
    const id = await repo.insertLoan(trx, values, stamp);
    const opening =
      openingPaid > 0
        ? [
            {
              payment_number: 0,
              amount_due: openingPaid,
              amount_paid: openingPaid,
              // Paid before Sahod: dated the day before deductions start (never before the release).
              date_paid: maxDate(input.release_date, addDays(input.deduction_start_date, -1)),
              outstanding: loanAmount - openingPaid,
              kind: 'opening' as const,
            },
          ]
        : [];
    await repo.insertPayments(trx, id, [...opening, ...schedule], stamp);
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'salary_loans',
      entityId: id,
      details: { old: null, new: { ...values, opening_paid: openingPaid, pay_period: payPeriod } },
    });
    return id;
  });
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
