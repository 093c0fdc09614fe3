/**
 * Demo payroll (issue 12) for `npm run demo`: the semi-monthly period before the current one is
 * processed for every eligible Semi-monthly employee, so Processed rows, the locked note and the
 * loan installments show something, while the current period stays Pending. Idempotent: employees
 * already processed for that period are skipped.
 */
import { addDaysIso, manilaDateOf } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { payrollEmployees } from './inputs.ts';
import { createPayroll, evaluate } from './service.ts';

/** The current semi-monthly period's start (the 1st or the 16th) and the 15 days before it. */
export function demoPeriods(today: string): { previous: { start: string; end: string }; current: string } {
  const day = Number(today.slice(8, 10));
  const current = `${today.slice(0, 8)}${day <= 15 ? '01' : '16'}`;
  return { previous: { start: addDaysIso(current, -15), end: addDaysIso(current, -1) }, current };
}

export async function seedDemoPayroll(db: Kysely<DB>, clock: Clock): Promise<void> {
  const { previous } = demoPeriods(manilaDateOf(clock.now()));
  const employees = await payrollEmployees(db, { pay_period: 'Semi-monthly' });
  const evaluated = await evaluate(db, employees, previous.start, previous.end);
  const ids = evaluated
    .filter((e) => e.status === 'Pending' && e.error === null && e.computed !== null)
    .map((e) => e.employee.id);
  if (ids.length === 0) return;
  await createPayroll(
    { db, clock },
    { userId: null, username: 'demo', requestId: null },
    { employee_ids: ids, start_date: previous.start, end_date: previous.end },
  );
}
