/** Queries of salary loans and their payment rows (centavos inside). */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface LoanRecord {
  id: number;
  employee_id: number;
  employee_code: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  loan_type_id: number;
  loan_type: string;
  release_date: string;
  deduction_start_date: string;
  loan_amount: number;
  payment_terms: number;
  comments: string;
  status: 'Active' | 'Cleared' | 'Canceled';
  total_amount_paid: number;
}

export interface PaymentRecord {
  id: number;
  loan_id: number;
  payment_number: number;
  amount_due: number;
  amount_paid: number | null;
  date_paid: string | null;
  outstanding: number;
}

function loanQuery(db: Db) {
  return db
    .selectFrom('salary_loans as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .innerJoin('loan_types as t', 't.id', 'l.loan_type_id')
    .select([
      'l.id',
      'l.employee_id',
      'e.employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'l.loan_type_id',
      't.name as loan_type',
      'l.release_date',
      'l.deduction_start_date',
      'l.loan_amount',
      'l.payment_terms',
      'l.comments',
      'l.status',
      'l.total_amount_paid',
    ]);
}

const toLoan = <T extends { loan_amount: number; total_amount_paid: number }>(r: T): T => ({
  ...r,
  loan_amount: Number(r.loan_amount),
  total_amount_paid: Number(r.total_amount_paid),
});

export async function loans(db: Db): Promise<LoanRecord[]> {
  const rows = await loanQuery(db).orderBy('l.release_date', 'desc').orderBy('l.id', 'desc').execute();
  return rows.map(toLoan);
}

export async function findLoan(db: Db, id: number): Promise<LoanRecord | undefined> {
  const row = await loanQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row ? toLoan(row) : undefined;
}

export async function payments(db: Db, loanId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('loan_payments')
    .select(['id', 'loan_id', 'payment_number', 'amount_due', 'amount_paid', 'date_paid', 'outstanding'])
    .where('loan_id', '=', loanId)
    .orderBy('payment_number')
    .execute();
  return rows.map((r) => ({
    ...r,
    amount_due: Number(r.amount_due),
    amount_paid: r.amount_paid === null ? null : Number(r.amount_paid),
    outstanding: Number(r.outstanding),
  }));
}

export function findPayment(db: Db, id: number) {
  return db
    .selectFrom('loan_payments')
    .select(['id', 'loan_id', 'payment_number', 'amount_paid', 'date_paid'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function employeeExists(db: Db, id: number) {
  return db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst();
}

export function loanTypeExists(db: Db, id: number) {
  return db.selectFrom('loan_types').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertLoan(
  db: Db,
  values: {
    employee_id: number;
    loan_type_id: number;
    release_date: string;
    deduction_start_date: string;
    loan_amount: number;
    payment_terms: number;
    comments: string;
  },
  stamp: { at: string; by: number | null },
): Promise<number> {
  const row = await db
    .insertInto('salary_loans')
    .values({
      ...values,
      status: 'Active',
      total_amount_paid: 0,
      created_at: stamp.at,
      updated_at: stamp.at,
      updated_by: stamp.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPayments(
  db: Db,
  loanId: number,
  rows: ReadonlyArray<{ payment_number: number; amount_due: number; outstanding: number }>,
  stamp: { at: string; by: number | null },
): Promise<void> {
  await db
    .insertInto('loan_payments')
    .values(rows.map((r) => ({ ...r, loan_id: loanId, updated_at: stamp.at, updated_by: stamp.by })))
    .execute();
}

export async function updateLoan(
  db: Db,
  id: number,
  values: Partial<{ comments: string; status: 'Active' | 'Cleared' | 'Canceled'; total_amount_paid: number }>,
  stamp: { at: string; by: number | null },
): Promise<void> {
  await db
    .updateTable('salary_loans')
    .set({ ...values, updated_at: stamp.at, updated_by: stamp.by })
    .where('id', '=', id)
    .execute();
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<{ amount_paid: number | null; date_paid: string | null; outstanding: number }>,
  stamp: { at: string; by: number | null },
): Promise<void> {
  await db
    .updateTable('loan_payments')
    .set({ ...values, updated_at: stamp.at, updated_by: stamp.by })
    .where('id', '=', id)
    .execute();
}

export async function deleteLoan(db: Db, id: number): Promise<void> {
  await db.deleteFrom('loan_payments').where('loan_id', '=', id).execute();
  await db.deleteFrom('salary_loans').where('id', '=', id).execute();
}
