/** Rest days in effect (issue 22 section 3): the employee's own work week, else the company's, else Sunday. */
import { effectiveRestWeekdays } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;
const CHUNK = 500;

/** Each employee's rest days in effect (weekday numbers); employees not found are left out. */
export async function restWeekdaysByEmployee(
  db: Db,
  employeeIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  const ids = [...new Set(employeeIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('employees as e')
      .leftJoin('company_pay_calendar as pc', 'pc.company_id', 'e.company_id')
      .select(['e.id', 'e.rest_weekdays', 'pc.rest_weekdays as company_rest_weekdays'])
      .where('e.id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows)
      out.set(r.id, effectiveRestWeekdays(r.rest_weekdays, r.company_rest_weekdays ?? null));
  }
  return out;
}

/** One employee's rest days in effect (Sunday when the employee is not found). */
export async function restWeekdaysOf(db: Db, employeeId: number): Promise<number[]> {
  return (await restWeekdaysByEmployee(db, [employeeId])).get(employeeId) ?? [0];
}
