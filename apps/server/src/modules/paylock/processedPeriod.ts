/**
 * The processed-period check (issue 12 "Locking"): once an employee has a processed payslip for a
 * period, the timesheet, schedule, applications, earnings/deduction lines and loan payments of those
 * dates are read-only for that employee (409 naming the period). The one query every input screen
 * asks, inside its write's transaction and after taking the employees' payroll lock
 * (employeeLock.ts, issue 20), so no payroll of theirs is half-way while the check reads. Voided
 * payslips never lock, nor does a 13th-month payslip (it spans the whole year but pays no dates'
 * inputs).
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const periodLabel = (start: string, end: string) => `${start} to ${end}`;

/**
 * The processed payroll period of this employee that intersects [from, to] (one date when `to` is
 * left out), as 'yyyy-MM-dd to yyyy-MM-dd', or null.
 */
export async function processedPeriodCovering(
  db: Db,
  employeeId: number,
  from: string,
  to: string = from,
): Promise<string | null> {
  const row = await db
    .selectFrom('payslips')
    .select(['start_date', 'end_date'])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .where('kind', '<>', 'thirteenth')
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .orderBy('start_date')
    .limit(1)
    .executeTakeFirst();
  return row ? periodLabel(row.start_date, row.end_date) : null;
}

/** The live payslips that lock these employees' dates in [from, to], by employee and start. */
function lockingPayslips(db: Db, employeeIds: readonly number[], from: string, to: string) {
  return db
    .selectFrom('payslips')
    .select(['employee_id', 'start_date', 'end_date'])
    .where('employee_id', 'in', employeeIds)
    .where('status', '=', 'processed')
    .where('kind', '<>', 'thirteenth')
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .orderBy('employee_id')
    .orderBy('start_date');
}

/**
 * The first of these employees with a processed period intersecting [from, to], or null: for the
 * bulk writes (a schedule range over many employees). Chunks of 1,000 ids.
 */
export async function processedPeriodAmong(
  db: Db,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ employee_id: number; period: string } | null> {
  for (let i = 0; i < employeeIds.length; i += 1000) {
    const row = await lockingPayslips(db, employeeIds.slice(i, i + 1000), from, to)
      .limit(1)
      .executeTakeFirst();
    if (row) return { employee_id: row.employee_id, period: periodLabel(row.start_date, row.end_date) };
  }
  return null;
}

/** Whether any payroll of this employee has been processed (the employee delete guard). */
export async function hasProcessedPayslip(db: Db, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payslips')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every processed period of these employees intersecting [from, to] (the biometric import: rows on
 * those dates are refused, and the Upload Summary marks them). Chunks of 1,000 ids.
 */
export async function processedPeriodsOf(
  db: Db,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ employee_id: number; start_date: string; end_date: string }[]> {
  const out: { employee_id: number; start_date: string; end_date: string }[] = [];
  for (let i = 0; i < employeeIds.length; i += 1000) {
    const rows = await lockingPayslips(db, employeeIds.slice(i, i + 1000), from, to).execute();
    out.push(...rows);
  }
  return out;
}
