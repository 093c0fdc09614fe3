/**
 * "A record or line whose effective date falls in a processed payroll of that employee cannot be
 * changed or deleted" (issue 11), and a loan payment dated in one likewise. The one place the
 * earnings, deductions and loan writes ask.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * The processed payroll period of this employee that contains `date`, as 'yyyy-MM-dd to
 * yyyy-MM-dd', or null when there is none. The payroll tables do not exist yet: this answers null
 * until the payroll issue adds its stored payslips and replaces the body with one query on them
 * (e.g. `select start_date, end_date from payslips where employee_id = ? and start_date <= ? and
 * end_date >= ? limit 1`). Writers call it inside their transaction, so the check and the write see
 * the same data; they answer 409 with EARNINGS_MSG.processedPeriod(name, period).
 */
export async function processedPeriodCovering(
  _db: Kysely<DB> | Transaction<DB>,
  _employeeId: number,
  _date: string,
): Promise<string | null> {
  return null;
}
