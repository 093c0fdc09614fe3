/**
 * Processing records each loan's installment on its payment row (payroll-design "Deductions and
 * loans"): the first unpaid row gets amount_paid, date_paid (the period's end) and outstanding; the
 * loan's total_amount_paid grows and a loan with nothing outstanding becomes Cleared (a loan whose
 * scheduled rows are all paid yet still owes gets a row of its own). Set-based: one read and a few
 * CASE updates per 500 loans.
 *
 * The callers hold the loans' employees' payroll lock and the loan rows `for update` (paylock), so
 * nobody else changes these rows meanwhile; still, each update names the state it expects (an
 * installment only fills a row that is unpaid) and checks the count of rows it changed: anything
 * else is a conflict and the whole transaction is rolled back, so the ledger never drifts from its
 * payment rows.
 */
import { PAYROLL_MSG } from '@sahod/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { conflict } from '../../platform/errors.ts';

export interface Installment {
  loan_id: number;
  /** Centavos. */
  amount: number;
  /** Centavos outstanding after this installment. */
  outstanding: number;
}

export async function recordLoanInstallments(
  trx: Transaction<DB>,
  installments: readonly Installment[],
  datePaid: string,
  stamp: { at: string; by: number | null },
): Promise<void> {
  for (let i = 0; i < installments.length; i += 500) {
    const chunk = installments.slice(i, i + 500);
    const loanIds = chunk.map((c) => c.loan_id);
    const unpaid = await trx
      .selectFrom('loan_payments')
      .select(['id', 'loan_id', 'payment_number'])
      .where('loan_id', 'in', loanIds)
      .where('amount_paid', 'is', null)
      .orderBy('loan_id')
      .orderBy('payment_number')
      .execute();
    const firstUnpaid = new Map<number, number>();
    for (const row of unpaid) if (!firstUnpaid.has(row.loan_id)) firstUnpaid.set(row.loan_id, row.id);
    const paid = chunk.filter((c) => firstUnpaid.has(c.loan_id));
    await appendPaymentRows(
      trx,
      chunk.filter((c) => !firstUnpaid.has(c.loan_id)),
      datePaid,
      stamp,
    );
    if (paid.length > 0) {
      const paymentId = (c: Installment) => firstUnpaid.get(c.loan_id) as number;
      const amountCase = sql.join(
        paid.map((c) => sql`when ${paymentId(c)} then cast(${c.amount} as bigint)`),
        sql` `,
      );
      const outstandingCase = sql.join(
        paid.map((c) => sql`when ${paymentId(c)} then cast(${c.outstanding} as bigint)`),
        sql` `,
      );
      const filled = await trx
        .updateTable('loan_payments')
        .set({
          amount_paid: sql<number>`case id ${amountCase} end`,
          outstanding: sql<number>`case id ${outstandingCase} end`,
          date_paid: datePaid,
          updated_at: stamp.at,
          updated_by: stamp.by,
        })
        .where('id', 'in', paid.map(paymentId))
        .where('amount_paid', 'is', null)
        .executeTakeFirst();
      if (Number(filled.numUpdatedRows) !== paid.length) throw conflict(PAYROLL_MSG.loanChanged);
    }
    const addCase = sql.join(
      chunk.map((c) => sql`when ${c.loan_id} then cast(${c.amount} as bigint)`),
      sql` `,
    );
    const clearedIds = chunk.filter((c) => c.outstanding <= 0).map((c) => c.loan_id);
    const added = await trx
      .updateTable('salary_loans')
      .set({
        total_amount_paid: sql<number>`total_amount_paid + case id ${addCase} end`,
        updated_at: stamp.at,
        updated_by: stamp.by,
      })
      .where('id', 'in', loanIds)
      .executeTakeFirst();
    if (Number(added.numUpdatedRows) !== new Set(loanIds).size) throw conflict(PAYROLL_MSG.loanChanged);
    if (clearedIds.length > 0)
      await trx
        .updateTable('salary_loans')
        .set({ status: 'Cleared', updated_at: stamp.at, updated_by: stamp.by })
        .where('id', 'in', clearedIds)
        .execute();
  }
}

/**
 * A loan still owing after every scheduled row holds a payment (payments recorded outside payroll
 * for less than their rows' amounts): its installment gets a new row after the last one, so the
 * rows always add up to total_amount_paid.
 */
async function appendPaymentRows(
  trx: Transaction<DB>,
  installments: readonly Installment[],
  datePaid: string,
  stamp: { at: string; by: number | null },
): Promise<void> {
  if (installments.length === 0) return;
  const last = await trx
    .selectFrom('loan_payments')
    .select(['loan_id', (eb) => eb.fn.max('payment_number').as('last')])
    .where(
      'loan_id',
      'in',
      installments.map((c) => c.loan_id),
    )
    .groupBy('loan_id')
    .execute();
  const lastOf = new Map(last.map((r) => [r.loan_id, Number(r.last)]));
  await trx
    .insertInto('loan_payments')
    .values(
      installments.map((c) => ({
        loan_id: c.loan_id,
        payment_number: (lastOf.get(c.loan_id) ?? 0) + 1,
        amount_due: c.amount,
        amount_paid: c.amount,
        date_paid: datePaid,
        outstanding: c.outstanding,
        updated_at: stamp.at,
        updated_by: stamp.by,
      })),
    )
    .execute();
}

/**
 * Void: the installments a payslip recorded are taken back: each loan's paid row dated on the
 * period's end with that amount is cleared, total_amount_paid shrinks and a Cleared loan is Active
 * again.
 */
export async function reverseLoanInstallments(
  trx: Transaction<DB>,
  installments: readonly Installment[],
  datePaid: string,
  stamp: { at: string; by: number | null },
): Promise<void> {
  for (const inst of installments) {
    const row = await trx
      .selectFrom('loan_payments')
      .select(['id'])
      .where('loan_id', '=', inst.loan_id)
      .where('date_paid', '=', datePaid)
      .where('amount_paid', '=', inst.amount)
      .where('kind', '=', 'schedule')
      .orderBy('payment_number', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) continue;
    const cleared = await trx
      .updateTable('loan_payments')
      .set({ amount_paid: null, date_paid: null, updated_at: stamp.at, updated_by: stamp.by })
      .where('id', '=', row.id)
      .where('amount_paid', '=', inst.amount)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) !== 1) throw conflict(PAYROLL_MSG.loanChanged);
    await trx
      .updateTable('salary_loans')
      .set({
        total_amount_paid: sql<number>`total_amount_paid - ${inst.amount}`,
        status: sql<'Active'>`case when status = 'Cleared' then 'Active' else status end`,
        updated_at: stamp.at,
        updated_by: stamp.by,
      })
      .where('id', '=', inst.loan_id)
      .execute();
  }
}
