/** Queries of salary loans and their payment rows (centavos inside). */
import { type Kysely, sql, type Transaction } from 'kysely';
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
  cut_off: CutOff | null;
  monthly_amortization: number | null;
  company_id: number | null;
  /** Centavos paid before Sahod (the opening payment row). */
  opening_paid: number;
}

export type CutOff = 'first' | 'second' | 'both';

export interface PaymentRecord {
  id: number;
  loan_id: number;
  payment_number: number;
  amount_due: number;
  amount_paid: number | null;
  date_paid: string | null;
  outstanding: number;
  kind: 'schedule' | 'opening';
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
      'l.cut_off',
      'l.monthly_amortization',
      'e.company_id',
      sql<number>`coalesce((select sum(op.amount_paid) from loan_payments op
        where op.loan_id = l.id and op.kind = 'opening'), 0)`.as('opening_paid'),
    ]);
}

const toLoan = <
  T extends {
    loan_amount: number;
    total_amount_paid: number;
    monthly_amortization: number | null;
    opening_paid: number;
  },
>(
  r: T,
): T => ({
  ...r,
  loan_amount: Number(r.loan_amount),
  total_amount_paid: Number(r.total_amount_paid),
  monthly_amortization: r.monthly_amortization === null ? null : Number(r.monthly_amortization),
  opening_paid: Number(r.opening_paid),
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
    .select([
      'id',
      'loan_id',
      'payment_number',
      'amount_due',
      'amount_paid',
      'date_paid',
      'outstanding',
      'kind',
    ])
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
    .select(['id', 'loan_id', 'payment_number', 'amount_paid', 'date_paid', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The employee with their company and pay period name (null when none is set). */
export function findEmployee(db: Db, id: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('pay_periods as p', 'p.id', 'e.pay_period_id')
    .select(['e.id', 'e.company_id', 'p.name as pay_period'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}

export function findLoanType(db: Db, id: number) {
  return db.selectFrom('loan_types').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
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
    cut_off: CutOff;
    monthly_amortization: number;
    total_amount_paid: number;
  },
  stamp: { at: string; by: number | null },
): Promise<number> {
  const row = await db
    .insertInto('salary_loans')
    .values({
      ...values,
      status: 'Active',
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
  rows: ReadonlyArray<{
    payment_number: number;
    amount_due: number;
    outstanding: number;
    amount_paid?: number;
    date_paid?: string;
    kind?: 'schedule' | 'opening';
  }>,
  stamp: { at: string; by: number | null },
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('loan_payments')
    .values(
      // Every row names every column (SQLite has no DEFAULT inside a multi-row VALUES).
      rows.map((r) => ({
        amount_paid: null,
        date_paid: null,
        kind: 'schedule' as const,
        ...r,
        loan_id: loanId,
        updated_at: stamp.at,
        updated_by: stamp.by,
      })),
    )
    .execute();
}

export async function updateLoan(
  db: Db,
  id: number,
  values: Partial<{
    comments: string;
    status: 'Active' | 'Cleared' | 'Canceled';
    total_amount_paid: number;
    monthly_amortization: number;
    cut_off: CutOff;
  }>,
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

/** The schedule rows not yet paid (a later billing replaces them). */
export async function deleteUnpaidRows(db: Db, loanId: number): Promise<void> {
  await db
    .deleteFrom('loan_payments')
    .where('loan_id', '=', loanId)
    .where('amount_paid', 'is', null)
    .where('kind', '=', 'schedule')
    .execute();
}

export async function amortizationChanges(db: Db, loanId: number) {
  const rows = await db
    .selectFrom('loan_amortization_changes')
    .select(['billing_date', 'old_amortization', 'new_amortization', 'created_at'])
    .where('loan_id', '=', loanId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    billing_date: r.billing_date,
    old_amortization: Number(r.old_amortization),
    new_amortization: Number(r.new_amortization),
    created_at: r.created_at,
  }));
}

export async function insertAmortizationChange(
  db: Db,
  values: { loan_id: number; billing_date: string; old_amortization: number; new_amortization: number },
  stamp: { at: string; by: number | null },
): Promise<void> {
  await db
    .insertInto('loan_amortization_changes')
    .values({ ...values, created_at: stamp.at, created_by: stamp.by })
    .execute();
}

/** The company's cut-off for SSS and Pag-IBIG loans (undefined: no row, the default). */
export async function agencyCutOff(db: Db, companyId: number): Promise<CutOff | undefined> {
  const row = await db
    .selectFrom('company_loan_settings')
    .select('agency_loan_cut_off')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.agency_loan_cut_off;
}

/** The company's semi-monthly cut-off days (the pay calendar; default 1 and 16). */
export async function semiMonthlyCutOffs(db: Db, companyId: number | null) {
  const row =
    companyId === null
      ? undefined
      : await db
          .selectFrom('company_pay_calendar')
          .select(['semi_monthly_first', 'semi_monthly_second'])
          .where('company_id', '=', companyId)
          .executeTakeFirst();
  return { first: row?.semi_monthly_first ?? 1, second: row?.semi_monthly_second ?? 16 };
}

export async function deleteLoan(db: Db, id: number): Promise<void> {
  await db.deleteFrom('loan_amortization_changes').where('loan_id', '=', id).execute();
  await db.deleteFrom('loan_payments').where('loan_id', '=', id).execute();
  await db.deleteFrom('salary_loans').where('id', '=', id).execute();
}
