/**
 * Salary loans (spec 3, 4 "Salary loan status", 5 "Salary loan creation"; payroll-design
 * "Deductions and loans"): creation with its payment schedule from the payroll engine, payments
 * recorded outside payroll (outstanding and total_amount_paid always recomputed here), Cancel
 * Loan, and a delete refused once a payment exists.
 */
import { loanInstallments, roundHalfAwayFromZero } from '@sahod/payroll';
import {
  EARNINGS_MSG,
  employeeFullName,
  formatPesos,
  LOAN_MSG,
  type LoanDetail,
  type LoanPaymentUpdateInput,
  type LoanRow,
  manilaToday,
  toHundredths,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isForeignKeyViolation } from '../../platform/db-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import { processedPeriodCovering } from '../earningsdeductions/payrollLock.ts';
import { lockEmployees, lockLoans } from '../paylock/employeeLock.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const pesos = (centavos: number) => centavos / 100;

function loanRow(l: repo.LoanRecord): LoanRow {
  return {
    loan_id: l.id,
    employee_id: l.employee_id,
    employee_code: l.employee_code ?? '',
    name: employeeFullName(l),
    loan_type_id: l.loan_type_id,
    loan_type: l.loan_type,
    release_date: l.release_date,
    deduction_start_date: l.deduction_start_date,
    loan_amount: pesos(l.loan_amount),
    payment_terms: l.payment_terms,
    amortization: pesos(l.monthly_amortization ?? roundHalfAwayFromZero(l.loan_amount / l.payment_terms)),
    cut_off: l.cut_off,
    opening_paid: pesos(l.opening_paid),
    comments: l.comments,
    status: l.status,
    total_amount_paid: pesos(l.total_amount_paid),
    // A canceled loan is never deducted again: nothing is due.
    balance: l.status === 'Canceled' ? 0 : pesos(l.loan_amount - l.total_amount_paid),
  };
}

export async function fetchLoans(deps: Deps): Promise<LoanRow[]> {
  return (await repo.loans(deps.db)).map(loanRow);
}

export async function fetchLoan(deps: Deps, loanId: number): Promise<LoanDetail> {
  const loan = await repo.findLoan(deps.db, loanId);
  if (!loan) throw notFound(LOAN_MSG.notFound);
  const rows = await repo.payments(deps.db, loanId);
  const changes = await repo.amortizationChanges(deps.db, loanId);
  return {
    loan: loanRow(loan),
    amortization_changes: changes.map((c) => ({
      billing_date: c.billing_date,
      old_amortization: pesos(c.old_amortization),
      new_amortization: pesos(c.new_amortization),
      changed_at: c.created_at,
    })),
    payments: rows.map((p) => ({
      log_no: p.id,
      loan_id: p.loan_id,
      payment_number: p.payment_number,
      amount_due: pesos(p.amount_due),
      amount_paid: p.amount_paid === null ? null : pesos(p.amount_paid),
      date_paid: p.date_paid,
      outstanding: pesos(p.outstanding),
      kind: p.kind,
    })),
  };
}

export const stampOf = (deps: Deps, actor: Actor) => ({
  at: deps.clock.now().toISOString(),
  by: actor.userId,
});

/** The schedule of a loan made before issue 23 (the demo's): one row per payroll, each row's balance after it. */
export function paymentSchedule(loanAmount: number, paymentTerms: number) {
  let outstanding = loanAmount;
  return loanInstallments(loanAmount, paymentTerms).map((amountDue, i) => {
    outstanding -= amountDue;
    return { payment_number: i + 1, amount_due: amountDue, outstanding };
  });
}

async function existingLoan(db: Parameters<typeof repo.findLoan>[0], id: number) {
  const loan = await repo.findLoan(db, id);
  if (!loan) throw notFound(LOAN_MSG.notFound);
  return loan;
}

/**
 * The loan, read after its employee's payroll lock and the loan row `for update` are taken (issue
 * 20): a loan never changes employee, so the first read names whom to lock and the second sees the
 * committed state, which nobody else can change before this transaction ends.
 */
export async function lockedLoan(db: Parameters<typeof repo.findLoan>[0], id: number) {
  const first = await existingLoan(db, id);
  await lockEmployees(db, [first.employee_id]);
  await lockLoans(db, [id]);
  return existingLoan(db, id);
}

/** Loan edit sends only loan_id and comments (spec 4); a canceled loan's comments are read-only. */
export async function updateLoanComments(
  deps: Deps,
  actor: Actor,
  input: { loan_id: number; comments: string },
) {
  await deps.db.transaction().execute(async (trx) => {
    const loan = await existingLoan(trx, input.loan_id);
    if (loan.status === 'Canceled') throw conflict(LOAN_MSG.canceledReadOnly);
    await repo.updateLoan(trx, loan.id, { comments: input.comments }, stampOf(deps, actor));
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'salary_loans',
      entityId: loan.id,
      details: { old: { comments: loan.comments }, new: { comments: input.comments } },
    });
  });
}

/**
 * Each row's outstanding: the loan less what is paid (recorded rows) or due (the rest) up to and
 * including that row, never below zero.
 */
export function recomputedOutstanding(
  loanAmount: number,
  rows: ReadonlyArray<{ amount_due: number; amount_paid: number | null }>,
): number[] {
  let running = loanAmount;
  return rows.map((r) => {
    running -= r.amount_paid ?? r.amount_due;
    return Math.max(running, 0);
  });
}

/** Records (or clears) a payment made outside payroll; the server recomputes the balances. */
export async function updateLoanPayment(
  deps: Deps,
  actor: Actor,
  input: LoanPaymentUpdateInput,
): Promise<void> {
  if ((input.amount_paid === null) !== (input.date_paid === null)) throw invalid(LOAN_MSG.paidTogether);
  const today = manilaToday(deps.clock.now());
  if (input.date_paid !== null && input.date_paid > today) throw invalid(LOAN_MSG.datePaidFuture);
  const amountPaid = input.amount_paid === null ? null : toHundredths(input.amount_paid);
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findPayment(trx, input.log_no);
    if (!row) throw notFound(LOAN_MSG.paymentNotFound);
    // The lock before the balance is read: the other payment rows and the total are final here.
    const loan = await lockedLoan(trx, row.loan_id);
    const payment = await repo.findPayment(trx, input.log_no);
    if (!payment) throw notFound(LOAN_MSG.paymentNotFound);
    if (loan.status === 'Canceled') throw conflict(LOAN_MSG.canceledReadOnly);
    if (payment.kind === 'opening') throw conflict(LOAN_MSG.openingReadOnly);
    if (input.date_paid !== null && input.date_paid < loan.release_date)
      throw invalid(LOAN_MSG.datePaidBeforeRelease);
    for (const date of [payment.date_paid, input.date_paid]) {
      if (date === null) continue;
      const period = await processedPeriodCovering(trx, loan.employee_id, date);
      if (period !== null) throw conflict(EARNINGS_MSG.processedPeriod(employeeFullName(loan), period));
    }
    const rows = await repo.payments(trx, loan.id);
    const paidElsewhere = rows.reduce((sum, r) => sum + (r.id === payment.id ? 0 : (r.amount_paid ?? 0)), 0);
    const available = loan.loan_amount - paidElsewhere;
    if (amountPaid !== null && amountPaid > available)
      throw invalid(LOAN_MSG.overpaid(formatPesos(pesos(available))));

    const updated = rows.map((r) =>
      r.id === payment.id ? { ...r, amount_paid: amountPaid, date_paid: input.date_paid } : r,
    );
    const outstanding = recomputedOutstanding(loan.loan_amount, updated);
    const stamp = stampOf(deps, actor);
    for (const [i, r] of updated.entries()) {
      const changed = r.id === payment.id || r.outstanding !== outstanding[i];
      if (!changed) continue;
      await repo.updatePayment(
        trx,
        r.id,
        r.id === payment.id
          ? { amount_paid: r.amount_paid, date_paid: r.date_paid, outstanding: outstanding[i] }
          : { outstanding: outstanding[i] },
        stamp,
      );
    }
    const totalPaid = paidElsewhere + (amountPaid ?? 0);
    const status = loan.loan_amount - totalPaid <= 0 ? 'Cleared' : 'Active';
    await repo.updateLoan(trx, loan.id, { total_amount_paid: totalPaid, status }, stamp);
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'loan_payments',
      entityId: payment.id,
      details: {
        old: { amount_paid: payment.amount_paid, date_paid: payment.date_paid, status: loan.status },
        new: { amount_paid: amountPaid, date_paid: input.date_paid, status, total_amount_paid: totalPaid },
      },
    });
  });
}

/** Cancel Loan: never deducted again; comments and payments become read-only. */
export async function cancelLoan(deps: Deps, actor: Actor, loanId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const loan = await lockedLoan(trx, loanId);
    if (loan.status === 'Canceled') throw conflict(LOAN_MSG.alreadyCanceled);
    if (loan.status === 'Cleared') throw conflict(LOAN_MSG.clearedCannotCancel);
    await repo.updateLoan(trx, loan.id, { status: 'Canceled' }, stampOf(deps, actor));
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'salary_loans',
      entityId: loan.id,
      details: { old: { status: loan.status }, new: { status: 'Canceled' } },
    });
  });
}

/**
 * A loan with a recorded payment cannot be deleted, only canceled; what was paid before Sahod alone
 * does not stop it (the loan was entered wrong: delete it and enter it again).
 */
export async function deleteLoan(deps: Deps, actor: Actor, loanId: number): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const loan = await lockedLoan(trx, loanId);
      const rows = await repo.payments(trx, loanId);
      if (rows.some((r) => r.amount_paid !== null && r.kind === 'schedule'))
        throw conflict(LOAN_MSG.hasPayments);
      await repo.deleteLoan(trx, loanId);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: 'salary_loans',
        entityId: loanId,
        details: { old: { ...loan }, new: null },
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isForeignKeyViolation(err)) throw conflict(LOAN_MSG.hasPayments);
    throw err;
  }
}
