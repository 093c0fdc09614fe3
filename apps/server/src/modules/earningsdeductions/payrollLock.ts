/**
 * "A record or line whose effective date falls in a processed payroll of that employee cannot be
 * changed or deleted" (issue 11), and a loan payment dated in one likewise. The one place the
 * earnings, deductions and loan writes ask, and where they take the payroll lock (issue 20).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { processedPeriodCovering as covering } from '../paylock/processedPeriod.ts';
import { type CategoryKind, RECORD_TABLE } from './categoriesRepository.ts';
import { recordEmployees } from './recordsRepository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The processed payroll period of this employee that contains `date`, as 'yyyy-MM-dd to
 * yyyy-MM-dd', or null (the payroll module's one lock query). Writers call it inside their
 * transaction and answer 409 with EARNINGS_MSG.processedPeriod(name, period).
 */
export function processedPeriodCovering(db: Db, employeeId: number, date: string): Promise<string | null> {
  return covering(db, employeeId, date);
}

/**
 * Locks a record before its lines are read: its head row `for update` (PostgreSQL), then the payroll
 * lock of the employees on its lines and of `more` (the employee a line is moved to or added for).
 * Every write to a record or its lines takes the head first, so the set of lines read here cannot
 * change before the transaction ends and every employee whose inputs the write touches is locked.
 * Order everywhere: record head, then employees ascending (paylock), then loans; payroll takes only
 * employees and loans, so no cycle.
 */
export async function lockRecord(
  trx: Db,
  kind: CategoryKind,
  recordId: number,
  more: readonly number[] = [],
): Promise<void> {
  if (isPostgres(trx))
    await sql`select id from ${sql.table(RECORD_TABLE[kind])} where id = ${recordId} for update`.execute(trx);
  const onRecord = (await recordEmployees(trx, kind, recordId)).map((l) => l.employee_id);
  await lockEmployees(trx, [...onRecord, ...more]);
}
