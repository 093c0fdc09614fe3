/**
 * Reading opening balances (issue 23): the one place year figures learn what an employee earned
 * before Sahod. Amounts in centavos; `contributions` is the sum of the three employee shares
 * (2316 item 33, non-taxable).
 */
import { OPENING_BALANCE_AMOUNT_FIELDS, type OpeningBalanceAmountField } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type OpeningBalance = {
  employee_id: number;
  year: number;
  go_live_date: string;
  contributions: number;
} & Record<OpeningBalanceAmountField, number>;

const CHUNK = 1000;

/** The opening balances of `year` for these employees (absent: none entered). */
export async function openingBalancesOf(
  db: Db,
  employeeIds: readonly number[],
  year: number,
): Promise<Map<number, OpeningBalance>> {
  const ids = [...new Set(employeeIds)];
  const out = new Map<number, OpeningBalance>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('employee_opening_balances')
      .select(['employee_id', 'year', 'go_live_date', ...OPENING_BALANCE_AMOUNT_FIELDS])
      .where('employee_id', 'in', ids.slice(i, i + CHUNK))
      .where('year', '=', year)
      .execute();
    for (const r of rows) {
      const amounts = {} as Record<OpeningBalanceAmountField, number>;
      for (const f of OPENING_BALANCE_AMOUNT_FIELDS) amounts[f] = Number(r[f]);
      out.set(r.employee_id, {
        employee_id: r.employee_id,
        year: Number(r.year),
        go_live_date: r.go_live_date,
        ...amounts,
        contributions: amounts.sss_ee + amounts.philhealth_ee + amounts.pagibig_ee,
      });
    }
  }
  return out;
}

/** One employee's opening balance of `year`, or undefined. */
export async function openingBalanceOf(db: Db, employeeId: number, year: number) {
  return (await openingBalancesOf(db, [employeeId], year)).get(employeeId);
}
