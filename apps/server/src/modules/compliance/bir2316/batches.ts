/**
 * The year's employees a batch at a time (issue 28 §2): the 2316 ZIP of 100,000 employees reads
 * each batch's figures (`loadYear` of its ids) only when the ZIP is about to draw it, so the
 * server's memory does not grow with the company. The order is the one `loadYear` sorts a whole
 * company in (`nameOrder`): the batches, one after the other, are the same certificates in the
 * same order as one load of everyone.
 */
import { sql } from 'kysely';
import { ID_CHUNK, slices } from '../../../db/chunks.ts';
import type { AppDeps } from '../../../deps.ts';
import { paidDate } from '../../payroll/paidDate.ts';
import { type EmployeeYear, loadYear, nameOrder } from './figures.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Employees a batch of the 2316 ZIP reads at once (one bound parameter each). */
export const YEAR_BATCH = ID_CHUNK;

/**
 * The ids of the company's employees with a processed payslip paid in the year (those `loadYear`
 * returns), in its order.
 */
export async function yearEmployeeIds(deps: Deps, companyId: number, year: number): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('employees as e')
    .select(['e.id', 'e.last_name', 'e.first_name'])
    .where('e.company_id', '=', companyId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payslips as p')
          .select(sql<number>`1`.as('one'))
          .whereRef('p.employee_id', '=', 'e.id')
          .where('p.status', '=', 'processed')
          .where(paidDate('p'), '>=', `${year}-01-01`)
          .where(paidDate('p'), '<=', `${year}-12-31`),
      ),
    )
    .execute();
  rows.sort((a, b) => nameOrder(a.last_name, a.first_name, a.id, b.last_name, b.first_name, b.id));
  return rows.map((r) => r.id);
}

/** The years of `ids` (in the order of yearEmployeeIds), `size` employees a read. */
export async function* yearBatches(
  deps: Deps,
  companyId: number,
  year: number,
  ids: readonly number[],
  size = YEAR_BATCH,
): AsyncGenerator<EmployeeYear[]> {
  for (const batch of slices(ids, Math.min(size, ID_CHUNK)))
    yield (await loadYear(deps, companyId, year, batch, false)).years;
}
