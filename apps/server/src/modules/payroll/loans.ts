/**
 * Processing records each loan's installment on its payment row (payroll-design "Deductions and
 * loans"): the first unpaid row gets amount_paid, date_paid (the period's end) and outstanding; the
 * loan's total_amount_paid grows and a loan with nothing outstanding becomes Cleared (a loan whose
 * scheduled rows are all paid yet still owes gets a row of its own). Set-based (issue 28): one read
 * and two updates for any number of loans, the installments bound as a few array parameters
 * (db/rowsTable.ts) instead of a CASE branch per loan.
 *
 * The callers hold the loans' employees' payroll lock and the loan rows `for update` (paylock), so
 * nobody else changes these rows meanwhile; still, each update names the state it expects (an
 * installment only fills a row that is unpaid) and checks the count of rows it changed: anything
 * else is a conflict and the whole transaction is rolled back, so the ledger never drifts from its
 * payment rows.
 */
import { PAYROLL_MSG } from '@sahod/shared';
import { sql, type Transaction } from 'kysely';
import { inIds, slices } from '../../db/chunks.ts';
import { type RowsColumn, rowsTable } from '../../db/rowsTable.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
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
  if (installments.length === 0) return;
  const loanIds = installments.map((c) => c.loan_id);
  // Each loan's first unpaid row: one seek per loan on (loan_id, payment_number).
  const first = await sql<{ loan_id: number; payment_id: number | null }>`select l.loan_id,
      (select p.id from loan_payments p where p.loan_id = l.loan_id and p.amount_paid is null
        order by p.payment_number limit 1) as payment_id
    from ${rowsTable(
      trx,
      'l',
      [['loan_id', 'integer']],
      loanIds.map((id) => [id]),
    )}`.execute(trx);
  const firstUnpaid = new Map<number, number>();
  for (const row of first.rows)
    if (row.payment_id !== null) firstUnpaid.set(Number(row.loan_id), Number(row.payment_id));
  const paid = installments.filter((c) => firstUnpaid.has(c.loan_id));
  await appendPaymentRows(
    trx,
    installments.filter((c) => !firstUnpaid.has(c.loan_id)),
    datePaid,
    stamp,
  );
  if (paid.length > 0) {
    const filled = await sql`update loan_payments set amount_paid = v.amount, outstanding = v.outstanding,
        date_paid = ${datePaid}, updated_at = ${stamp.at}, updated_by = ${stamp.by}
      from ${rowsTable(
        trx,
        'v',
        INSTALLMENT_COLUMNS,
        paid.map((c) => [firstUnpaid.get(c.loan_id), c.amount, c.outstanding]),
      )}
      where loan_payments.id = v.id and loan_payments.amount_paid is null`.execute(trx);
    if (Number(filled.numAffectedRows) !== paid.length) throw conflict(PAYROLL_MSG.loanChanged);
  }
  // The loans' totals, and Cleared where nothing is outstanding, in one statement.
  const added = await sql`update salary_loans set total_amount_paid = total_amount_paid + v.amount,
      status = case when v.outstanding <= 0 then 'Cleared' else status end,
      updated_at = ${stamp.at}, updated_by = ${stamp.by}
    from ${rowsTable(
      trx,
      'v',
      INSTALLMENT_COLUMNS,
      installments.map((c) => [c.loan_id, c.amount, c.outstanding]),
    )}
    where salary_loans.id = v.id${
      // PostgreSQL (issue 28): the ids again as an index condition, else it hashed a sequential scan
      // of every loan for each batch (457 ms against 128 ms per 2,000 of 100,000 loans).
      isPostgres(trx) ? sql` and ${inIds(trx, 'salary_loans.id', loanIds)}` : sql``
    }`.execute(trx);
  if (Number(added.numAffectedRows) !== new Set(loanIds).size) throw conflict(PAYROLL_MSG.loanChanged);
}

/** An installment as a row of rowsTable: the row it fills (a payment's or a loan's id), amount, outstanding. */
const INSTALLMENT_COLUMNS: readonly RowsColumn[] = [
  ['id', 'integer'],
  ['amount', 'bigint'],
  ['outstanding', 'bigint'],
];

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
  for (const part of slices(installments, 500)) {
    const last = await trx
      .selectFrom('loan_payments')
      .select(['loan_id', (eb) => eb.fn.max('payment_number').as('last')])
      .where(
        'loan_id',
        'in',
        part.map((c) => c.loan_id),
      )
      .groupBy('loan_id')
      .execute();
    const lastOf = new Map(last.map((r) => [r.loan_id, Number(r.last)]));
    await trx
      .insertInto('loan_payments')
      .values(
        part.map((c) => ({
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
