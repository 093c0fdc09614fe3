/**
 * "A record or line whose effective date falls in a processed payroll of that employee cannot be
 * changed or deleted" (issue 11), and a loan payment dated in one likewise. The one place the
 * earnings, deductions and loan writes ask.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { processedPeriodCovering as covering } from '../payroll/lock.ts';

/**
 * The processed payroll period of this employee that contains `date`, as 'yyyy-MM-dd to
 * yyyy-MM-dd', or null (the payroll module's one lock query). Writers call it inside their
 * transaction and answer 409 with EARNINGS_MSG.processedPeriod(name, period).
 */
export function processedPeriodCovering(
  db: Kysely<DB> | Transaction<DB>,
  employeeId: number,
  date: string,
): Promise<string | null> {
  return covering(db, employeeId, date);
}
