/**
 * Issue 23: a later agency billing changes the remaining amortization (the unpaid schedule rows are
 * the engine's again, from the balance; audited, history kept), the loans summary with canceled
 * loans apart, and the company's cut-off for SSS and Pag-IBIG loans.
 */
import { roundHalfAwayFromZero } from '@sahod/payroll';
import {
  DEFAULT_AGENCY_LOAN_CUT_OFF,
  LOAN_MSG,
  type LoanAmortizationInput,
  type LoanSettings,
  type LoanSummary,
  toHundredths,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { payPeriodOf, scheduleRows, startsOnSecond } from './create.ts';
import * as repo from './repository.ts';
import { lockedLoan, recomputedOutstanding, stampOf } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The remaining amortization from a later billing: every unpaid schedule row is replaced by the
 * engine's schedule of the balance at the new amount a month (same cut-offs; a loan made before
 * issue 23 is from now on deducted half on each cut-off, as its every-payroll rows were). Rows
 * already paid and the totals do not change.
 */
export async function changeAmortization(
  deps: Deps,
  actor: Actor,
  input: LoanAmortizationInput,
): Promise<void> {
  const amortization = toHundredths(input.monthly_amortization);
  await deps.db.transaction().execute(async (trx) => {
    const loan = await lockedLoan(trx, input.loan_id);
    if (loan.status !== 'Active') throw conflict(LOAN_MSG.notActiveAmortization);
    if (input.billing_date < loan.release_date) throw invalid(LOAN_MSG.billingBeforeRelease);
    const old = loan.monthly_amortization ?? roundHalfAwayFromZero(loan.loan_amount / loan.payment_terms);
    if (amortization === old) throw invalid(LOAN_MSG.sameAmortization);
    if (amortization > loan.loan_amount) throw invalid(LOAN_MSG.amortizationAboveLoan);
    const employee = await repo.findEmployee(trx, loan.employee_id);
    const cutOff = loan.cut_off ?? 'both';
    const rows = await repo.payments(trx, loan.id);
    const kept = rows.filter((r) => r.amount_paid !== null || r.kind === 'opening');
    const paidSchedule = kept.filter((r) => r.kind === 'schedule').length;
    // Half on each: the next row's cut-off follows the deduction start's and the rows paid since.
    const startedOnSecond = startsOnSecond(
      loan.deduction_start_date,
      await repo.semiMonthlyCutOffs(trx, loan.company_id),
    );
    const stamp = stampOf(deps, actor);
    const balance = loan.loan_amount - loan.total_amount_paid;
    const next = scheduleRows(
      {
        balance,
        monthly_amortization: amortization,
        pay_period: payPeriodOf(employee?.pay_period),
        cut_off: cutOff,
        starts_on_second: startedOnSecond !== (paidSchedule % 2 === 1),
      },
      Math.max(0, ...kept.map((r) => r.payment_number)) + 1,
    );
    await repo.deleteUnpaidRows(trx, loan.id);
    // Rows paid outside payroll keep their outstanding, recomputed like every payment save.
    const outstanding = recomputedOutstanding(loan.loan_amount, kept);
    for (const [i, r] of kept.entries())
      if (r.outstanding !== outstanding[i])
        await repo.updatePayment(trx, r.id, { outstanding: outstanding[i] }, stamp);
    await repo.insertPayments(trx, loan.id, next, stamp);
    await repo.updateLoan(trx, loan.id, { monthly_amortization: amortization, cut_off: cutOff }, stamp);
    await repo.insertAmortizationChange(
      trx,
      {
        loan_id: loan.id,
        billing_date: input.billing_date,
        old_amortization: old,
        new_amortization: amortization,
      },
      stamp,
    );
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'salary_loans',
      entityId: loan.id,
      details: {
        old: { monthly_amortization: old, cut_off: loan.cut_off, unpaid_rows: rows.length - kept.length },
        new: {
          monthly_amortization: amortization,
          cut_off: cutOff,
          billing_date: input.billing_date,
          unpaid_rows: next.length,
        },
      },
    });
  });
}

/** Active loans (count and balance), Cleared and Canceled counted apart (a canceled loan owes nothing). */
export async function loanSummary(deps: Deps): Promise<LoanSummary> {
  const rows = await deps.db
    .selectFrom('salary_loans')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb('loan_amount', '-', eb.ref('total_amount_paid'))).as('balance'),
    ])
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    active_count: Number(of('Active')?.count ?? 0),
    active_balance: Number(of('Active')?.balance ?? 0) / 100,
    cleared_count: Number(of('Cleared')?.count ?? 0),
    canceled_count: Number(of('Canceled')?.count ?? 0),
  };
}

async function companyExists(deps: Deps, companyId: number) {
  const row = await deps.db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound(LOAN_MSG.companyNotFound);
}

export async function loanSettings(deps: Deps, companyId: number): Promise<LoanSettings> {
  await companyExists(deps, companyId);
  return {
    company_id: companyId,
    agency_loan_cut_off: (await repo.agencyCutOff(deps.db, companyId)) ?? DEFAULT_AGENCY_LOAN_CUT_OFF,
  };
}

/** The company's cut-off for new SSS and Pag-IBIG loans (loans already made keep theirs). */
export async function saveLoanSettings(deps: Deps, actor: Actor, input: LoanSettings): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', input.company_id)
      .executeTakeFirst();
    if (!company) throw notFound(LOAN_MSG.companyNotFound);
    const old = (await repo.agencyCutOff(trx, input.company_id)) ?? null;
    const stamp = stampOf(deps, actor);
    const values = {
      agency_loan_cut_off: input.agency_loan_cut_off,
      updated_at: stamp.at,
      updated_by: stamp.by,
    };
    await trx
      .insertInto('company_loan_settings')
      .values({ company_id: input.company_id, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: old === null ? 'create' : 'update',
      entity: 'company_loan_settings',
      entityId: input.company_id,
      details: {
        old: old === null ? null : { agency_loan_cut_off: old },
        new: { agency_loan_cut_off: input.agency_loan_cut_off },
      },
    });
  });
}
