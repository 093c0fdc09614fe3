/**
 * 13th-month pay (PD 851; issue 17 section 1; ph-compliance-outputs 5.2). Read from the stored
 * processed payslips' year columns, never recomputed:
 * - basic_earned: the sum of `payslips.basic_earned` of the year's live regular payslips (by pay
 *   date: compensation counts when paid): Basic Pay and Paid Leave only, so absences, lates,
 *   undertime and unpaid leave are already out and overtime, premiums, holiday pay, other earnings
 *   and allowances never count;
 * - already_paid: the year's live 'thirteenth' payslips plus the pro-rated 13th month line of a
 *   live final pay; due = thirteenthMonthDue(thirteenthMonth(basic_earned), already_paid).
 * Tax: splitBenefits(due, already_paid, year): the ₱90,000 yearly exemption is shared with the
 * 13th month already paid this year. The benefits of regular payslips do not use it: payroll
 * inputs never mark a benefit non-taxable, so each is already taxable compensation of its own
 * period (counting it would tax it twice), and there are no de minimis lines to overflow into it.
 * The taxable excess is stored in `taxable_compensation` (nothing withheld here): the year-end
 * adjustment of the December payroll settles its tax.
 * Processing stores one locked payslip of kind 'thirteenth' (January 1 to December 31, with the
 * pay date) per employee with something due, all in one transaction; a second run of a year is
 * refused while any of its 13th-month payslips is live (the payroll void unlocks it).
 */
import { dueStatus, yearlyDueDate } from '@sahod/compliance';
import {
  emptyAttendance,
  type Payslip,
  pesos,
  splitBenefits,
  thirteenthMonth,
  thirteenthMonthDue,
} from '@sahod/payroll';
import {
  EMPLOYER_MSG,
  manilaToday,
  parseCompanyId,
  parseYear,
  THIRTEENTH_LINE,
  THIRTEENTH_MSG,
  type ThirteenthPreview,
  type ThirteenthProcess,
  type ThirteenthProcessed,
  type ThirteenthQuery,
  type ThirteenthRow,
} from '@sahod/shared';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import type { Snapshot } from '../payroll/figures.ts';
import { paidDate } from '../payroll/paidDate.ts';
import { processedRow } from '../payroll/stored.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB> | Transaction<DB>;

/** One employee's 13th month of the year (centavos). */
interface Figures {
  employee_id: number;
  employee_code: string | null;
  name: string;
  pay_period: string;
  basic_earned: number;
  thirteenth: number;
  already_paid: number;
  due: number;
  non_taxable: number;
  taxable: number;
}

export const fullName = (r: {
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
}) => `${r.last_name ?? ''}, ${r.first_name ?? ''}${r.middle_name ? ` ${r.middle_name}` : ''}`;

export const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

function companyIdOf(value: unknown): number {
  const id = parseCompanyId(value);
  if (id === null) throw invalid(THIRTEENTH_MSG.badCompanyId);
  return id;
}

export async function companyOf(db: Db, companyId: number): Promise<{ id: number; name: string }> {
  const c = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!c) throw notFound(EMPLOYER_MSG.companyNotFound);
  return c;
}

/** The 13th-month lines of a stored snapshot (a final pay's pro-rated 13th month), centavos. */
export function thirteenthLinesOf(snapshot: string): number {
  const p = (JSON.parse(snapshot) as Partial<Snapshot>).payslip;
  if (!p) return 0;
  let total = 0;
  for (const lines of [p.benefits, p.earnings, p.gross_breakdown]) {
    for (const [name, amount] of Object.entries(lines ?? {})) {
      if (name.toLowerCase().startsWith(THIRTEENTH_LINE.toLowerCase())) total += amount;
    }
  }
  return total;
}

/**
 * A payslip of the year: regular pay and final pays by the date paid (issue 21: a 16-31 December
 * payroll paid on the 31st counts in December, one paid in January in January); a 13th-month
 * payslip by its period (January 1 to December 31 of the year it is for).
 */
function inYear(eb: ExpressionBuilder<DB & { p: DB['payslips'] }, 'p'>, start: string, end: string) {
  return eb.or([
    eb.and([eb('p.kind', '=', 'thirteenth'), eb('p.end_date', '>=', start), eb('p.end_date', '<=', end)]),
    eb.and([eb('p.kind', '<>', 'thirteenth'), eb(paidDate('p'), '>=', start), eb(paidDate('p'), '<=', end)]),
  ]);
}

/** Every employee of the company paid in the year with their 13th month, and how many 13th-month payslips are live. */
async function yearFigures(db: Db, companyId: number, year: number) {
  const { start, end } = yearRange(year);
  const sums = await db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .leftJoin('pay_periods as pp', 'pp.id', 'e.pay_period_id')
    .select(['p.employee_id', 'p.kind', 'e.employee_code', 'e.last_name', 'e.first_name', 'e.middle_name'])
    .select('pp.name as pay_period')
    .select((eb) => [
      eb.fn.sum<number | string>('p.basic_earned').as('basic'),
      eb.fn.sum<number | string>('p.benefits_total').as('benefits'),
    ])
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where((eb) => inYear(eb, start, end))
    .groupBy([
      'p.employee_id',
      'p.kind',
      'e.employee_code',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
      'pp.name',
    ])
    .execute();
  const finalPays = await db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select(['p.employee_id', 'p.snapshot'])
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where('p.kind', '=', 'finalpay')
    .where(paidDate('p'), '>=', start)
    .where(paidDate('p'), '<=', end)
    .execute();
  const byEmployee = new Map<number, Figures & { paid: boolean }>();
  let processed = 0;
  for (const s of sums) {
    let f = byEmployee.get(s.employee_id);
    if (!f) {
      f = {
        employee_id: s.employee_id,
        employee_code: s.employee_code,
        name: fullName(s),
        pay_period: s.pay_period ?? '',
        basic_earned: 0,
        thirteenth: 0,
        already_paid: 0,
        due: 0,
        non_taxable: 0,
        taxable: 0,
        paid: false,
      };
      byEmployee.set(s.employee_id, f);
    }
    if (s.kind === 'regular') {
      f.basic_earned += Number(s.basic);
      f.paid = true;
    } else if (s.kind === 'thirteenth') {
      f.already_paid += Number(s.benefits);
      processed += 1;
    } else f.paid = true;
  }
  for (const fp of finalPays) {
    const f = byEmployee.get(fp.employee_id);
    if (f) f.already_paid += thirteenthLinesOf(fp.snapshot);
  }
  const rows: Figures[] = [];
  for (const { paid, ...f } of byEmployee.values()) {
    if (!paid) continue;
    f.thirteenth = thirteenthMonth(f.basic_earned);
    f.due = thirteenthMonthDue(f.thirteenth, f.already_paid);
    const split = splitBenefits(f.due, f.already_paid, year);
    f.non_taxable = split.nonTaxable;
    f.taxable = split.taxable;
    rows.push(f);
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.employee_id - b.employee_id);
  return { rows, processed };
}

const TOTAL_KEYS = ['basic_earned', 'thirteenth', 'already_paid', 'due', 'non_taxable', 'taxable'] as const;

export function parseQuery(query: ThirteenthQuery): { companyId: number; year: number } {
  const companyId = companyIdOf(query.company_id);
  const year = parseYear(query.period);
  if (year === null) throw invalid(THIRTEENTH_MSG.badYear);
  return { companyId, year };
}

export async function thirteenthPreview(deps: Deps, query: ThirteenthQuery): Promise<ThirteenthPreview> {
  const { companyId, year } = parseQuery(query);
  const company = await companyOf(deps.db, companyId);
  const { rows, processed } = await yearFigures(deps.db, companyId, year);
  if (rows.length === 0) throw notFound(THIRTEENTH_MSG.noPayroll);
  const totals = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0])) as Record<
    (typeof TOTAL_KEYS)[number],
    number
  >;
  for (const r of rows) for (const k of TOTAL_KEYS) totals[k] += r[k];
  const due = yearlyDueDate('thirteenth', year);
  return {
    company,
    period: String(year),
    rows: rows.map(
      (r): ThirteenthRow =>
        ({
          employee_id: r.employee_id,
          employee_code: r.employee_code,
          name: r.name,
          ...Object.fromEntries(TOTAL_KEYS.map((k) => [k, pesos(r[k])])),
        }) as ThirteenthRow,
    ),
    totals: {
      employees: rows.length,
      ...(Object.fromEntries(TOTAL_KEYS.map((k) => [k, pesos(totals[k])])) as Record<
        (typeof TOTAL_KEYS)[number],
        number
      >),
    },
    processed,
    due_date: due,
    due_status: dueStatus(due, manilaToday(deps.clock.now())),
  };
}

/** The 13th-month payslip in the regular payslip's shape: one benefits line, nothing withheld. */
export function thirteenthPayslip(year: number, due: number, taxable: number): Payslip {
  const { start, end } = yearRange(year);
  return {
    period: { start, end },
    rates: { monthly_rate: 0, daily_rate: 0, hourly_rate: 0 },
    gross_breakdown: {},
    gross_base: 0,
    earnings: {},
    earningsTotal: 0,
    benefits: { [THIRTEENTH_LINE]: due },
    benefitsTotal: due,
    gross_pay: due,
    mandatories_breakdown: {},
    mandatoriesTotal: 0,
    deductions_breakdown: { WTax: 0 },
    deductions: {},
    deductionsTotal: 0,
    wtax: 0,
    taxable_compensation: taxable,
    loans_breakdown: [],
    loansTotal: 0,
    total_deductions: 0,
    net_pay: due,
    employer_shares: {},
    employer_total: 0,
    attendance: emptyAttendance(),
  };
}

export async function processThirteenth(
  deps: Deps,
  actor: Actor,
  body: ThirteenthProcess,
): Promise<ThirteenthProcessed> {
  const companyId = companyIdOf(body.company_id);
  const year = parseYear(body.year);
  if (year === null) throw invalid(THIRTEENTH_MSG.badBodyYear);
  const { start, end } = yearRange(year);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await companyOf(trx, companyId);
      // The payroll lock of every employee of the company (issue 20) before the year is summed: no
      // payroll or void of theirs is half-way while their 13th month is computed.
      const staff = await trx
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', companyId)
        .execute();
      await lockEmployees(
        trx,
        staff.map((e) => e.id),
      );
      const { rows, processed } = await yearFigures(trx, companyId, year);
      if (rows.length === 0) throw notFound(THIRTEENTH_MSG.noPayroll);
      if (processed > 0) throw conflict(THIRTEENTH_MSG.alreadyProcessed(year));
      const due = rows.filter((r) => r.due > 0);
      if (due.length === 0) throw conflict(THIRTEENTH_MSG.nothingDue(year));
      const at = deps.clock.now().toISOString();
      const values = due.map((r) => {
        const payslip = thirteenthPayslip(year, r.due, r.taxable);
        const snapshot: Snapshot = { payslip, loans_summary: [] };
        return {
          employee_id: r.employee_id,
          kind: 'thirteenth' as const,
          start_date: start,
          end_date: end,
          pay_date: body.pay_date,
          pay_period: r.pay_period,
          ...processedRow(snapshot, actor.userId, at),
        };
      });
      for (let i = 0; i < values.length; i += 500)
        await trx
          .insertInto('payslips')
          .values(values.slice(i, i + 500))
          .execute();
      const total = due.reduce((sum, r) => sum + r.due, 0);
      await recordAudit(trx, deps.clock, actor, {
        action: 'process',
        entity: 'payslips',
        details: {
          old: null,
          new: {
            kind: 'thirteenth',
            company_id: companyId,
            year,
            pay_date: body.pay_date,
            employees: due.length,
            total: pesos(total),
            taxable: pesos(due.reduce((sum, r) => sum + r.taxable, 0)),
          },
        },
      });
      return { message: THIRTEENTH_MSG.processed(due.length), processed: due.length, total: pesos(total) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(THIRTEENTH_MSG.concurrent);
    throw err;
  }
}
