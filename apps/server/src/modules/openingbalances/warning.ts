/**
 * The warning of a year figure without opening balance (issue 23 section 1): an employee hired
 * before the company's first processed payroll of the year (or with no hire date on file) who has
 * no opening balance for that year has year figures (13th month, annualization, 2316, alphalist,
 * final pay) that count only the payrolls processed in Sahod. The first processed payroll is the
 * earliest period start of the company's live regular payslips paid in the year; when it starts
 * on or before January 1 the year is whole in Sahod and nobody is warned.
 *
 *   openingBalanceWarnings(db, companyId, year, employeeIds) -> Map<employee id, warning text>
 *   openingBalanceWarning(db, employeeId, year)               -> warning text or null (final pay)
 *   warningsByCompany(db, year, employees, computing?)        -> the same for a payroll run
 */
import { OPENING_USE_MSG } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { paidDate } from '../payroll/paidDate.ts';
import { openingBalancesOf } from './read.ts';

type Db = Kysely<DB> | Transaction<DB>;

const dateText = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

/**
 * The period start of the company's first processed regular payroll paid in `year`, or null. From
 * the company's employees (`cross join` keeps SQLite's join order): their payslips are sought by
 * employee in an index holding the dates (not every processed payslip visited in end-date order).
 */
export async function firstPayrollStart(db: Db, companyId: number, year: number): Promise<string | null> {
  const row = await db
    .selectFrom('employees as e')
    .crossJoin('payslips as p')
    .select((eb) => eb.fn.min('p.start_date').as('first'))
    .whereRef('p.employee_id', '=', 'e.id')
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where('p.kind', '=', 'regular')
    .where(paidDate('p'), '>=', `${year}-01-01`)
    .where(paidDate('p'), '<=', `${year}-12-31`)
    .executeTakeFirst();
  return dateText(row?.first);
}

/** The warning of each of these employees of the company that has one (absent: none). */
export async function openingBalanceWarnings(
  db: Db,
  companyId: number,
  year: number,
  employeeIds: readonly number[],
  /** The start of a payroll being computed now (not stored yet): the first when none was processed. */
  computing?: string,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (employeeIds.length === 0) return out;
  const stored = await firstPayrollStart(db, companyId, year);
  const first =
    stored === null || (computing !== undefined && computing < stored) ? (computing ?? null) : stored;
  if (first === null || first <= `${year}-01-01`) return out;
  const opening = await openingBalancesOf(db, employeeIds, year);
  const ids = [...new Set(employeeIds)].filter((id) => !opening.has(id));
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('employees')
      .select(['id', 'date_hired'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .where('company_id', '=', companyId)
      .execute();
    for (const e of rows) {
      const hired = dateText(e.date_hired);
      if (hired === null || hired < first) out.set(e.id, OPENING_USE_MSG.missing(year, first));
    }
  }
  return out;
}

/** The warnings of employees of several companies (a payroll run), by employee id. */
export async function warningsByCompany(
  db: Db,
  year: number,
  employees: readonly { id: number; company_id: number | null }[],
  computing?: string,
): Promise<Map<number, string>> {
  const byCompany = new Map<number, number[]>();
  for (const e of employees) {
    if (e.company_id === null) continue;
    byCompany.set(e.company_id, [...(byCompany.get(e.company_id) ?? []), e.id]);
  }
  const out = new Map<number, string>();
  for (const [companyId, ids] of byCompany)
    for (const [id, w] of await openingBalanceWarnings(db, companyId, year, ids, computing)) out.set(id, w);
  return out;
}

/** One employee's warning of `year` (e.g. on the final pay card), or null. */
export async function openingBalanceWarning(
  db: Db,
  employeeId: number,
  year: number,
): Promise<string | null> {
  const e = await db
    .selectFrom('employees')
    .select('company_id')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!e || e.company_id === null) return null;
  return (await openingBalanceWarnings(db, e.company_id, year, [employeeId])).get(employeeId) ?? null;
}
