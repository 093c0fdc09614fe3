/**
 * The payroll guard of an employee delete (issue 5 "Data safety"): an employee who has processed
 * payroll is never deleted, so payroll history is never lost.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * Whether any payroll of this employee has been processed. The payroll tables do not exist yet:
 * this answers false until the payroll issue adds its table and replaces the body with a query on
 * it (e.g. `select 1 from payroll_entries where employee_id = ? and status = 'Processed' limit 1`).
 * The delete calls it inside its transaction, so the check and the delete see the same data.
 */
export async function employeeHasProcessedPayroll(
  _db: Kysely<DB> | Transaction<DB>,
  _employeeId: number,
): Promise<boolean> {
  return false;
}
