/**
 * The payroll guard of an employee delete (issue 5 "Data safety"): an employee who has processed
 * payroll is never deleted, so payroll history is never lost.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hasProcessedPayslip } from '../paylock/processedPeriod.ts';

/**
 * Whether any payroll of this employee has been processed (a voided payslip does not count). The
 * delete calls it inside its transaction, so the check and the delete see the same data.
 */
export async function employeeHasProcessedPayroll(
  db: Kysely<DB> | Transaction<DB>,
  employeeId: number,
): Promise<boolean> {
  return hasProcessedPayslip(db, employeeId);
}
