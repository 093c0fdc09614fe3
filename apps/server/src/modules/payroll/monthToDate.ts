/**
 * What the month's earlier live payslips of each employee hold, for the month-end contribution
 * true-up (@sahod/payroll trueup.ts): their compensation (gross pay less any year-end refund) and
 * the employee and employer shares they deducted. The month is that of the period's end date, as
 * the remittance outputs count it; "earlier" is a regular or final-pay payslip ending in the month
 * before this period starts. One query for all employees (chunks of 1,000), the shares read out of
 * the snapshots in SQL as modules/compliance/gather.ts does.
 */
import { isMonthsLastPayroll, type MonthToDate, type PayPeriod } from '@sahod/payroll';
import { type Kysely, sql, type Transaction } from 'kysely';
import { inIds } from '../../db/chunks.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;
const CHUNK = 1000;

const jsonOf = (v: unknown): Record<string, number> =>
  v === null || v === undefined ? {} : typeof v === 'string' ? JSON.parse(v) : (v as Record<string, number>);

/** Whether a payroll of this pay period ending on `end` trues up the month (or a final pay). */
export function needsMonthToDate(payPeriod: string | null, end: string, closesMonth: boolean): boolean {
  if (closesMonth) return true;
  if (payPeriod !== 'Semi-monthly' && payPeriod !== 'Weekly') return false;
  return isMonthsLastPayroll(payPeriod as PayPeriod, end);
}

export async function monthToDate(
  db: Db,
  ids: readonly number[],
  start: string,
  end: string,
  closesMonth: boolean,
): Promise<Map<number, MonthToDate>> {
  const result = new Map<number, MonthToDate>();
  const empty = (): MonthToDate => ({ compensation: 0, ee: {}, er: {}, closes_month: closesMonth });
  for (const id of ids) result.set(id, empty());
  const monthStart = `${end.slice(0, 7)}-01`;
  const pg = isPostgres(db);
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('payslips as p')
      .select([
        'p.employee_id',
        'p.gross_pay',
        'p.tax_refund',
        pg
          ? sql<unknown>`p.snapshot::json -> 'payslip' -> 'mandatories_breakdown'`.as('ee')
          : sql<unknown>`p.snapshot -> '$.payslip.mandatories_breakdown'`.as('ee'),
        pg
          ? sql<unknown>`p.snapshot::json -> 'payslip' -> 'employer_shares'`.as('er')
          : sql<unknown>`p.snapshot -> '$.payslip.employer_shares'`.as('er'),
      ])
      .where(inIds(db, 'p.employee_id', ids.slice(i, i + CHUNK)))
      .where('p.status', '=', 'processed')
      .where('p.kind', 'in', ['regular', 'finalpay'])
      .where('p.end_date', '>=', monthStart)
      .where('p.end_date', '<', start)
      .execute();
    for (const r of rows) {
      const m = result.get(r.employee_id) as MonthToDate;
      const ee = { ...m.ee };
      const er = { ...m.er };
      for (const [k, v] of Object.entries(jsonOf(r.ee))) ee[k] = (ee[k] ?? 0) + Number(v);
      for (const [k, v] of Object.entries(jsonOf(r.er))) er[k] = (er[k] ?? 0) + Number(v);
      result.set(r.employee_id, {
        compensation: m.compensation + Number(r.gross_pay) - Number(r.tax_refund),
        ee,
        er,
        closes_month: closesMonth,
      });
    }
  }
  return result;
}
