/**
 * The per-employee payroll lock (issue 20 "The races"). A payslip and the inputs it is computed from
 * change under one lock per employee: every payroll, 13th-month, final-pay and void transaction and
 * every write to an input of a period (timesheet, biometric upload, schedule, applications,
 * earnings/deduction lines, loans) calls lockEmployees for the employees concerned FIRST, before it
 * reads anything it checks (the processed-period check, eligibility, balances), then writes. Loan
 * rows are locked after their employees (lockLoans), so every transaction takes locks in the same
 * order: (an earnings/deductions record's head, earningsdeductions/payrollLock.ts), employees by
 * ascending id, then loans by ascending id; no cycle, no deadlock.
 *
 * PostgreSQL (READ COMMITTED): `select id from employees where id = any($ids) order by id for no
 * key update`, the ids as one array parameter. LockRows sits above the Sort, so the rows lock in id
 * order, one statement for any number of employees. NO KEY UPDATE does not conflict with the
 * KEY SHARE that a foreign-key insert takes on the employee row (a new audit, record or payslip row
 * referencing the employee), so unrelated inserts never wait on it. A transaction that waited for the
 * lock runs its later statements on fresh snapshots (READ COMMITTED takes one per statement), so it
 * sees everything the previous holder committed: a check after the lock cannot read stale data.
 *
 * SQLite: nothing to take. Kysely's SQLite driver runs every query on one connection behind a
 * mutex and holds it for a whole transaction, so the transactions of one process never interleave.
 * Another process on the same file (WAL) gets BEGIN DEFERRED: its first write waits for the single
 * writer lock, and a transaction whose reads predate another's commit cannot upgrade to a writer
 * (SQLITE_BUSY_SNAPSHOT); it fails whole and writes nothing, so a check never acts on stale data.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

type Trx = Transaction<DB> | Kysely<DB>;

/**
 * One statement whatever the number of rows (the ids go as one array parameter): LockRows sits
 * above the Sort, so the rows lock in ascending id order.
 */
async function lockRows(
  trx: Trx,
  table: 'employees' | 'salary_loans',
  column: 'id' | 'employee_id',
  ids: Iterable<number>,
  mode: string,
) {
  if (!isPostgres(trx)) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await sql`select id from ${sql.table(table)} where ${sql.ref(column)} = any(${sorted}::integer[]) order by id ${sql.raw(mode)}`.execute(
    trx,
  );
}

/** Takes the payroll lock of these employees (ascending id) until the transaction ends. */
export async function lockEmployees(trx: Trx, employeeIds: Iterable<number>): Promise<void> {
  await lockRows(trx, 'employees', 'id', employeeIds, 'for no key update');
}

/**
 * Locks these loans `for update` (ascending id) before their balances are read. Call it after
 * lockEmployees of the loans' employees.
 */
export async function lockLoans(trx: Trx, loanIds: Iterable<number>): Promise<void> {
  await lockRows(trx, 'salary_loans', 'id', loanIds, 'for update');
}

/** Locks every loan of these employees `for update` (ascending loan id), after lockEmployees. */
export async function lockLoansOf(trx: Trx, employeeIds: Iterable<number>): Promise<void> {
  await lockRows(trx, 'salary_loans', 'employee_id', employeeIds, 'for update');
}
