/**
 * The per-employee payroll lock (issue 20 "The races"). A payslip and the inputs it is computed from
 * change under one lock per employee: every payroll, 13th-month, final-pay and void transaction and
 * every write to an input of a period (timesheet, biometric upload, schedule, applications,
 * earnings/deduction lines, loans) calls lockEmployees for the employees concerned FIRST, before it
 * reads anything it checks (the processed-period check, eligibility, balances), then writes. Loan
 * rows are locked after their employees (lockLoans), so every transaction takes locks in the same
 * order: employees by ascending id, then loans by ascending id; no cycle, no deadlock.
 *
 * PostgreSQL (READ COMMITTED): `select id from employees where id in (...) order by id for no key
 * update`. LockRows sits above the Sort, so the rows lock in id order; chunks of 1,000 ids go in
 * ascending order, so the global order holds for any set. NO KEY UPDATE does not conflict with the
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

const CHUNK = 1000;

function ascendingUnique(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

async function lockRows(trx: Trx, table: 'employees' | 'salary_loans', ids: Iterable<number>, mode: string) {
  if (!isPostgres(trx)) return;
  const sorted = ascendingUnique(ids);
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const part = sorted.slice(i, i + CHUNK);
    await sql`select id from ${sql.table(table)} where id in (${sql.join(part)}) order by id ${sql.raw(mode)}`.execute(
      trx,
    );
  }
}

/** Takes the payroll lock of these employees (ascending id) until the transaction ends. */
export async function lockEmployees(trx: Trx, employeeIds: Iterable<number>): Promise<void> {
  await lockRows(trx, 'employees', employeeIds, 'for no key update');
}

/**
 * Locks these loans `for update` (ascending id) before their balances are read. Call it after
 * lockEmployees of the loans' employees.
 */
export async function lockLoans(trx: Trx, loanIds: Iterable<number>): Promise<void> {
  await lockRows(trx, 'salary_loans', loanIds, 'for update');
}

/** The ids of these employees' loans (to lock them after the employees). */
export async function loanIdsOf(trx: Trx, employeeIds: readonly number[]): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('salary_loans')
      .select('id')
      .where('employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) out.push(r.id);
  }
  return out;
}
