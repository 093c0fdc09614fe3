/**
 * What the payroll issue reads from this area, as the engine's own inputs (payroll-design "Other
 * earnings", "Deductions and loans"): per employee, the earnings and deductions lines dated in the
 * period and the Active loans with the payments recorded so far. Three set-based queries for any
 * number of employees (never one per employee).
 */
import type { DeductionInput, EarningInput, LoanInput } from '@sahod/payroll';
import { storedTreatment } from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import { inChunks, inIds } from '../../db/chunks.ts';
import { executeHot } from '../../db/hot-statements.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface EmployeePayInputs {
  earnings: EarningInput[];
  deductions: DeductionInput[];
  loans: LoanInput[];
}

const treatmentOf = (line: Parameters<typeof storedTreatment>[0]) => {
  const t = storedTreatment(line);
  return { treatment: t.tax_treatment, de_minimis_kind: t.de_minimis_kind };
};

/**
 * Every earnings record dated in [start, end] with its lines' amounts in line order (a By Work -
 * Group share needs the amounts of the whole record, also of employees not paid in this run), each
 * line's place in its record, and each employee's lines. Read once per payroll run, whatever the
 * number of batches (issue 28 section 2): a few numbers a line, not the lines' records. Issue 28
 * §4: the batches take their employees' lines from here instead of reading them again (a statement
 * per 1,000 employees that joined every line to its record and category).
 */
export interface EarningsGroups {
  amounts: Map<number, number[]>;
  /** Per employee, its lines as [record id, amount, place in the record] in record and line order. */
  linesOf: Map<number, Array<[number, number, number]>>;
  /** The records of the period with their category's terms (a line of a record not here is left out). */
  records: Map<number, EarningsRecord>;
}

function earningsRecords(db: Db, start: string, end: string) {
  return db
    .selectFrom('earnings_records as r')
    .innerJoin('earnings_categories as c', 'c.id', 'r.category_id')
    .select([
      'r.id',
      'r.effective_date',
      'r.total_amount',
      'c.category_name',
      'c.calc_id',
      'c.operand_id',
      'c.rate',
      'c.taxable',
      'c.de_minimis',
      'c.tax_treatment',
      'c.de_minimis_kind',
    ])
    .where('r.effective_date', '>=', start)
    .where('r.effective_date', '<=', end)
    .execute();
}

type EarningsRecord = Awaited<ReturnType<typeof earningsRecords>>[number];

export async function earningsGroups(db: Db, start: string, end: string): Promise<EarningsGroups> {
  const lines = await db
    .selectFrom('earnings_record_lines as l')
    .innerJoin('earnings_records as r', 'r.id', 'l.record_id')
    .select(['l.record_id', 'l.employee_id', 'l.amount'])
    .where('r.effective_date', '>=', start)
    .where('r.effective_date', '<=', end)
    .orderBy('l.record_id')
    .orderBy('l.id')
    .execute();
  const records = new Map((await earningsRecords(db, start, end)).map((r) => [r.id, r]));
  const amounts = new Map<number, number[]>();
  const linesOf = new Map<number, Array<[number, number, number]>>();
  for (const line of lines) {
    let list = amounts.get(line.record_id);
    if (!list) {
      list = [];
      amounts.set(line.record_id, list);
    }
    const amount = Number(line.amount);
    const own: [number, number, number] = [line.record_id, amount, list.length];
    list.push(amount);
    const employeeLines = linesOf.get(line.employee_id);
    if (employeeLines) employeeLines.push(own);
    else linesOf.set(line.employee_id, [own]);
  }
  return { amounts, linesOf, records };
}

/**
 * The engine's earnings, deductions and loans of these employees for [start, end]. `groups`: the
 * run's earningsGroups when the caller reads several batches of employees (read here otherwise).
 */
export async function payInputsForPeriod(
  db: Db,
  employeeIds: readonly number[],
  start: string,
  end: string,
  groups?: EarningsGroups,
): Promise<Map<number, EmployeePayInputs>> {
  const result = new Map<number, EmployeePayInputs>(
    employeeIds.map((id) => [id, { earnings: [], deductions: [], loans: [] }]),
  );
  if (employeeIds.length === 0) return result;
  const ids = [...employeeIds];

  // These employees' lines of the earnings records dated in the period, in record and line order.
  const { amounts, linesOf, records } = groups ?? (await earningsGroups(db, start, end));
  for (const [id, target] of result) {
    for (const [recordId, amount, lineIndex] of linesOf.get(id) ?? []) {
      const record = records.get(recordId);
      if (!record) continue;
      target.earnings.push({
        name: record.category_name,
        effective_date: record.effective_date,
        calc_id: record.calc_id as EarningInput['calc_id'],
        operand_id: record.operand_id as EarningInput['operand_id'],
        rate: Number(record.rate) / 10_000,
        amount: amount / 100,
        total_amount: Number(record.total_amount) / 100,
        group_amounts: amounts.get(recordId) ?? [],
        line_index: lineIndex,
        taxable: record.taxable === 1,
        ...treatmentOf(record),
      });
    }
  }

  // The deductions and the loans by employee id: 1,000 ids a statement (one bound parameter each;
  // PostgreSQL takes at most 65,535 and SQLite 32,766, and a company may have 100,000 employees).
  const deductionLines = await inChunks(ids, (chunk) =>
    executeHot(
      db,
      db
        .selectFrom('deductions_record_lines as l')
        .innerJoin('deductions_records as r', 'r.id', 'l.record_id')
        .innerJoin('deductions_categories as c', 'c.id', 'r.category_id')
        .select(['l.employee_id', 'l.amount', 'r.effective_date', 'c.category_name', 'c.pre_tax'])
        .where('r.effective_date', '>=', start)
        .where('r.effective_date', '<=', end)
        .where(inIds(db, 'l.employee_id', chunk))
        .orderBy('r.effective_date')
        .orderBy('l.id'),
    ),
  );
  for (const line of deductionLines) {
    result.get(line.employee_id)?.deductions.push({
      name: line.category_name,
      effective_date: line.effective_date,
      amount: Number(line.amount),
      pre_tax: line.pre_tax === 1,
    });
  }

  // One row per Active loan with its payment rows counted by the database (issue 28): the paid rows
  // (any kind), the schedule rows, the unpaid schedule rows and the first unpaid one's amount due,
  // instead of every schedule row of every loan handed to JavaScript.
  const loans = await inChunks(ids, (chunk) => activeLoans(db, chunk));
  for (const loan of loans) {
    const [paymentsMade, scheduleRows, unpaidRows] = loan.counts.split(',').map(Number) as [
      number,
      number,
      number,
    ];
    result.get(loan.employee_id)?.loans.push({
      loan_id: loan.id,
      loan_name: loan.loan_name,
      loan_amount: Number(loan.loan_amount),
      payment_terms: loan.payment_terms,
      deduction_start_date: loan.deduction_start_date,
      status: loan.status,
      payments_made: paymentsMade,
      total_amount_paid: Number(loan.total_amount_paid),
      // Issue 23: the engine deducts the next schedule row on the loan's cut-offs.
      ...(loan.cut_off ? { cut_off: loan.cut_off } : {}),
      ...(loan.monthly_amortization === null
        ? {}
        : { monthly_amortization: Number(loan.monthly_amortization) }),
      // A loan without schedule rows (an opening payment only) has no schedule for the engine.
      ...(scheduleRows > 0
        ? {
            unpaid_rows: unpaidRows,
            ...(loan.next_due === null ? {} : { next_due: Number(loan.next_due) }),
          }
        : {}),
    });
  }
  return result;
}

/**
 * The Active loans of these employees, each with its payment rows counted by the database as
 * 'paid,schedule,unpaid schedule' (issue 28): the rows with a payment (any kind), the schedule rows and
 * the unpaid schedule rows, and the first unpaid schedule row's amount due.
 * - PostgreSQL: one lateral subquery per loan reads its rows once, on the (loan_id, payment_number)
 *   index, for the counts and the amount due (a quarter less of the server's CPU than four correlated
 *   subqueries, measured per 20,000 loans). A left join grouped by loan was planned from statistics
 *   taken before a process marked rows paid in its own transaction, and scanned every paid row once
 *   per loan of each later batch; a lateral subquery is always a per-loan index scan.
 * - SQLite: one subquery reads the loan's rows once for the three counts (a third less than three
 *   subqueries), another the first unpaid row.
 */
function activeLoans(db: Db, chunk: readonly number[]) {
  const loans = db
    .selectFrom('salary_loans as s')
    .innerJoin('loan_types as t', 't.id', 's.loan_type_id')
    .select([
      's.id',
      's.employee_id',
      't.name as loan_name',
      's.loan_amount',
      's.payment_terms',
      's.deduction_start_date',
      's.status',
      's.total_amount_paid',
      's.cut_off',
      's.monthly_amortization',
    ])
    .where(inIds(db, 's.employee_id', chunk))
    .where('s.status', '=', 'Active')
    .orderBy('s.id');
  if (isPostgres(db))
    return executeHot(
      db,
      loans
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('loan_payments as p')
              .select([
                sql<string>`count(p.amount_paid) || ',' || count(*) filter (where p.kind = 'schedule') || ',' || count(*) filter (where p.kind = 'schedule' and p.amount_paid is null)`.as(
                  'counts',
                ),
                sql<
                  number | null
                >`(array_agg(p.amount_due order by p.payment_number) filter (where p.kind = 'schedule' and p.amount_paid is null))[1]`.as(
                  'next_due',
                ),
              ])
              .whereRef('p.loan_id', '=', 's.id')
              .as('c'),
          (join) => join.onTrue(),
        )
        .select(['c.counts', 'c.next_due']),
    );
  return loans
    .select((eb) => [
      sql<string>`(select count(p.amount_paid) || ',' || coalesce(sum(p.kind = 'schedule'), 0) || ',' || coalesce(sum(p.kind = 'schedule' and p.amount_paid is null), 0) from loan_payments p where p.loan_id = s.id)`.as(
        'counts',
      ),
      eb
        .selectFrom('loan_payments as q')
        .select('q.amount_due')
        .whereRef('q.loan_id', '=', 's.id')
        .where('q.kind', '=', 'schedule')
        .where('q.amount_paid', 'is', null)
        .orderBy('q.payment_number')
        .limit(1)
        .as('next_due'),
    ])
    .execute();
}
