/**
 * The payroll cost by company and month of pay date (0058, payroll_month_totals), kept where
 * payslips are written (payroll, 13th month, final pay: countPayslips) and voided
 * (uncountPayslip), inside the writing transaction. The totals are sums of the payslips' stored
 * columns, never recomputed: for every company and month they equal the live payslips counted
 * under it (payslips.company_id, the employee's company when the payslip was written).
 * Home's Payroll card reads them (dashboardpay/payroll.ts) instead of summing a year of payslips.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import { paidDate } from './paidDate.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** 'yyyy-MM' of a payslip's pay date (its end date where none is stored). */
export function paidMonth(db: Db, alias: string) {
  return isPostgres(db)
    ? sql<string>`to_char(${paidDate(alias)}, 'YYYY-MM')`
    : sql<string>`substr(${paidDate(alias)}, 1, 7)`;
}

interface Sums {
  company_id: number;
  month: string;
  payslips: number;
  gross_pay: number;
  employer_total: number;
  net_pay: number;
  total_deductions: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** Adds (sign 1) or takes off (sign -1) sums, row by row in one order (no deadlock between two writers). */
async function apply(db: Db, sums: Sums[], sign: 1 | -1): Promise<void> {
  const sorted = [...sums].sort((a, b) => a.company_id - b.company_id || a.month.localeCompare(b.month));
  for (const s of sorted) {
    const row = {
      company_id: s.company_id,
      month: s.month,
      payslips: sign * s.payslips,
      gross_pay: sign * s.gross_pay,
      employer_total: sign * s.employer_total,
      net_pay: sign * s.net_pay,
      total_deductions: sign * s.total_deductions,
    };
    await db
      .insertInto('payroll_month_totals')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['company_id', 'month']).doUpdateSet((eb) => ({
          payslips: eb('payroll_month_totals.payslips', '+', eb.ref('excluded.payslips')),
          gross_pay: eb('payroll_month_totals.gross_pay', '+', eb.ref('excluded.gross_pay')),
          employer_total: eb('payroll_month_totals.employer_total', '+', eb.ref('excluded.employer_total')),
          net_pay: eb('payroll_month_totals.net_pay', '+', eb.ref('excluded.net_pay')),
          total_deductions: eb(
            'payroll_month_totals.total_deductions',
            '+',
            eb.ref('excluded.total_deductions'),
          ),
        })),
      )
      .execute();
  }
}

/** Summed figures of payslips by (counted company, month), centavos. */
async function sumsOf(db: Db, ids: readonly number[]): Promise<Sums[]> {
  const month = paidMonth(db, 'p');
  const rows = await db
    .selectFrom('payslips as p')
    .select((eb) => [
      'p.company_id',
      month.as('month'),
      eb.fn.countAll<number | string>().as('payslips'),
      eb.fn.sum<number | string>('p.gross_pay').as('gross_pay'),
      eb.fn.sum<number | string>('p.employer_total').as('employer_total'),
      eb.fn.sum<number | string>('p.net_pay').as('net_pay'),
      eb.fn.sum<number | string>('p.total_deductions').as('total_deductions'),
    ])
    .where('p.id', 'in', ids)
    .where('p.company_id', 'is not', null)
    .groupBy(['p.company_id', month])
    .execute();
  return rows.map((r) => ({
    company_id: r.company_id as number,
    month: r.month,
    payslips: n(r.payslips),
    gross_pay: n(r.gross_pay),
    employer_total: n(r.employer_total),
    net_pay: n(r.net_pay),
    total_deductions: n(r.total_deductions),
  }));
}

/**
 * Counts just-written live payslips into the totals under their employee's company (employees
 * without a company are not counted, as the card never showed them). A payslip already counted is
 * left alone, so counting twice changes nothing.
 */
export async function countPayslips(db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const fresh = (
      await db
        .selectFrom('payslips')
        .select('id')
        .where('id', 'in', chunk)
        .where('status', '=', 'processed')
        .where('company_id', 'is', null)
        .execute()
    ).map((r) => r.id);
    if (fresh.length === 0) continue;
    await db
      .updateTable('payslips')
      .set((eb) => ({
        company_id: eb
          .selectFrom('employees as e')
          .select('e.company_id')
          .whereRef('e.id', '=', 'payslips.employee_id'),
      }))
      .where('id', 'in', fresh)
      .execute();
    await apply(db, await sumsOf(db, fresh), 1);
  }
}

/** Sums by 'company month' of payslips written with their company already set (tallyPayslip). */
export type MonthTally = Map<string, Sums>;

/**
 * Issue 28: Process Payroll inserts its payslips with company_id already set (the employee's
 * company, read under the payroll lock in the same transaction) and tallies their columns here, so
 * the totals take one upsert per company and month for the whole run (countTally) instead of an
 * update of every payslip after its insert and a sum per 500. Employees without a company are not
 * counted, as countPayslips leaves them.
 */
export function tallyPayslip(
  tally: MonthTally,
  p: {
    company_id: number | null;
    pay_date: string | null;
    end_date: string;
    gross_pay: number;
    employer_total: number;
    net_pay: number;
    total_deductions: number;
  },
): void {
  if (p.company_id === null) return;
  const month = (p.pay_date ?? p.end_date).slice(0, 7);
  const key = `${p.company_id} ${month}`;
  const s = tally.get(key) ?? {
    company_id: p.company_id,
    month,
    payslips: 0,
    gross_pay: 0,
    employer_total: 0,
    net_pay: 0,
    total_deductions: 0,
  };
  s.payslips += 1;
  s.gross_pay += p.gross_pay;
  s.employer_total += p.employer_total;
  s.net_pay += p.net_pay;
  s.total_deductions += p.total_deductions;
  tally.set(key, s);
}

/** Adds a run's tallied payslips to the totals (inside the transaction that wrote them). */
export async function countTally(db: Db, tally: MonthTally): Promise<void> {
  await apply(db, [...tally.values()], 1);
}

/** Takes a payslip being voided off the totals it was counted in (none when it was never counted). */
export async function uncountPayslip(db: Db, id: number): Promise<void> {
  await apply(db, await sumsOf(db, [id]), -1);
}

/** The totals by month of [from, to] ('yyyy-MM') of one company, or of every company; centavos. */
export async function monthTotals(db: Db, companyId: number | undefined, from: string, to: string) {
  let q = db
    .selectFrom('payroll_month_totals as t')
    .select((eb) => [
      't.month',
      eb.fn.sum<number | string>('t.gross_pay').as('gross_pay'),
      eb.fn.sum<number | string>('t.employer_total').as('employer_total'),
      eb.fn.sum<number | string>('t.net_pay').as('net_pay'),
      eb.fn.sum<number | string>('t.total_deductions').as('total_deductions'),
    ])
    .where('t.month', '>=', from)
    .where('t.month', '<=', to)
    .groupBy('t.month');
  if (companyId !== undefined) q = q.where('t.company_id', '=', companyId);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.month, r]));
}
