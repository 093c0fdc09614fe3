/**
 * 13th-month pay (PD 851; issue 17 section 1; ph-compliance-outputs 5.2). Read from the stored
 * processed payslips' year columns, never recomputed:
 * - basic_earned: the sum of `payslips.basic_earned` of the year's live regular payslips (by pay
 *   date: compensation counts when paid): Basic Pay and Paid Leave only, so absences, lates,
 *   undertime and unpaid leave are already out and overtime, premiums, holiday pay, other earnings
 *   and allowances never count;
 * - already_paid: the year's live 'thirteenth' payslips plus the pro-rated 13th month line of a
 *   live final pay; due = thirteenthMonthDue(thirteenthMonth(basic_earned), already_paid).
 * Tax (issue 21 section 3): splitBenefits(due, bucket used, year): the ₱90,000 yearly bucket is
 * shared with what the year's live payslips already put in it (`payslips.bucket_exempt`: earlier
 * 13th month, other benefits, de minimis above their ceilings). The overflow is taxable compensation
 * of this payslip and withheld on it (supplementaryWithholding: the period table on the last regular
 * payslip's taxable compensation plus the overflow, less that on the regular alone); the year-end
 * adjustment settles the exact annual tax.
 * Processing stores one locked payslip of kind 'thirteenth' (January 1 to December 31, with the
 * pay date) per employee with something due, all in one transaction; a second run of a year is
 * refused while any of its 13th-month payslips is live (the payroll void unlocks it).
 */
import { dueStatus, yearlyDueDate } from '@sahod/compliance';
import {
  emptyAttendance,
  emptyTaxSplit,
  type Payslip,
  pesos,
  splitBenefits,
  supplementaryWithholding,
  type TaxPeriod,
  thirteenthMonth,
  thirteenthMonthDue,
} from '@sahod/payroll';
import {
  EMPLOYER_MSG,
  manilaToday,
  OPENING_USE_MSG,
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
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { thirteenthOpeningOf } from '../openingbalances/thirteenth.ts';
import { openingBalanceWarnings } from '../openingbalances/warning.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import type { Snapshot } from '../payroll/figures.ts';
import { countPayslips } from '../payroll/monthTotals.ts';
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
  wtax: number;
  /** The opening balance's basic pay and 13th month already paid (issue 23), null without one. */
  opening: { basic_earned: number; already_paid: number } | null;
  warning: string | null;
}

export const fullName = (r: {
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
}) => `${r.last_name ?? ''}, ${r.first_name ?? ''}${r.middle_name ? ` ${r.middle_name}` : ''}`;

export const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

export function companyIdOf(value: unknown): number {
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

/**
 * Each employee's taxable compensation on their last regular payslip ending in [start, end]. One
 * walk of each employee's processed regular payslips: the dates are not a search condition (SQLite,
 * without statistics, would search by them and read the whole year for every employee).
 * PostgreSQL takes the latest one's from an ordered array, SQLite from the row of its max().
 */
async function lastRegularTaxable(db: Db, companyId: number, start: string, end: string) {
  const inRange = sql`${sql.ref('p.end_date')} >= ${start} and ${sql.ref('p.end_date')} <= ${end}`;
  const rows = await db
    .selectFrom('employees as e')
    .crossJoin('payslips as p')
    .select('p.employee_id')
    .select(
      isPostgres(db)
        ? [
            sql<string | null>`max(${sql.ref('p.end_date')}) filter (where ${inRange})`.as('last'),
            sql<
              number | string | null
            >`(array_agg(${sql.ref('p.taxable_compensation')} order by ${sql.ref('p.end_date')} desc) filter (where ${inRange}))[1]`.as(
              'taxable',
            ),
          ]
        : [
            sql<string | null>`max(case when ${inRange} then ${sql.ref('p.end_date')} end)`.as('last'),
            // A bare column: its value on the row of the max() (SQLite).
            sql<number | string | null>`${sql.ref('p.taxable_compensation')}`.as('taxable'),
          ],
    )
    .whereRef('p.employee_id', '=', 'e.id')
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where('p.kind', '=', 'regular')
    .groupBy('p.employee_id')
    .execute();
  const taxable = new Map<number, number>();
  for (const r of rows) if (r.last !== null) taxable.set(r.employee_id, Number(r.taxable));
  return taxable;
}

/** Every employee of the company paid in the year with their 13th month, and how many 13th-month payslips are live. */
async function yearFigures(db: Db, companyId: number, year: number) {
  const { start, end } = yearRange(year);
  // Issue 28: each year query starts from the company's employees (`cross join` keeps SQLite's
  // join order), so a payslip is sought by its employee; a 13th-month payslip's benefits are read
  // from its row, the other sums from the payslips index alone.
  const sums = await db
    .selectFrom('employees as e')
    .crossJoin('payslips as p')
    .leftJoin('pay_periods as pp', 'pp.id', 'e.pay_period_id')
    .select(['p.employee_id', 'p.kind', 'e.employee_code', 'e.last_name', 'e.first_name', 'e.middle_name'])
    .select('pp.name as pay_period')
    .select((eb) => [
      eb.fn.sum<number | string>('p.basic_earned').as('basic'),
      sql<
        number | string
      >`sum(case when ${sql.ref('p.kind')} = 'thirteenth' then ${sql.ref('p.benefits_total')} else 0 end)`.as(
        'benefits',
      ),
      eb.fn.sum<number | string>('p.bucket_exempt').as('bucket'),
    ])
    .whereRef('p.employee_id', '=', 'e.id')
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
  // The taxable compensation of each employee's last regular payslip of the year: the regular pay
  // the 13th month's taxable part is added to for its withholding. Read per employee (issue 28: a
  // query per payslip of the latest one found SQLite walking the whole year's payslips for each).
  const lastRegular = await lastRegularTaxable(db, companyId, start, end);
  const regularTaxable = lastRegular;
  const bucketUsed = new Map<number, number>();
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
        wtax: 0,
        opening: null,
        warning: null,
        paid: false,
      };
      byEmployee.set(s.employee_id, f);
    }
    bucketUsed.set(s.employee_id, (bucketUsed.get(s.employee_id) ?? 0) + Number(s.bucket));
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
  // Opening balances (issue 23): the basic pay earned and the 13th month paid before Sahod; their
  // non-taxable 13th month and benefits used the ₱90,000 bucket.
  const ids = [...byEmployee.values()].filter((f) => f.paid).map((f) => f.employee_id);
  const opening = await thirteenthOpeningOf(db, ids, year);
  const warnings = await openingBalanceWarnings(db, companyId, year, ids);
  const rows: Figures[] = [];
  for (const { paid, ...f } of byEmployee.values()) {
    if (!paid) continue;
    const ob = opening.get(f.employee_id);
    if (ob) {
      f.opening = { basic_earned: ob.basic_earned, already_paid: ob.already_paid };
      f.basic_earned += ob.basic_earned;
      f.already_paid += ob.already_paid;
      bucketUsed.set(f.employee_id, (bucketUsed.get(f.employee_id) ?? 0) + ob.bucket_used);
    }
    f.warning = warnings.get(f.employee_id) ?? null;
    f.thirteenth = thirteenthMonth(f.basic_earned);
    f.due = thirteenthMonthDue(f.thirteenth, f.already_paid);
    const split = splitBenefits(f.due, bucketUsed.get(f.employee_id) ?? 0, year);
    f.non_taxable = split.nonTaxable;
    f.taxable = split.taxable;
    const period = TAX_PERIOD_OF[f.pay_period] ?? 'monthly';
    f.wtax = supplementaryWithholding(split.taxable, regularTaxable.get(f.employee_id) ?? 0, period, end);
    rows.push(f);
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.employee_id - b.employee_id);
  return { rows, processed };
}

const TOTAL_KEYS = [
  'basic_earned',
  'thirteenth',
  'already_paid',
  'due',
  'non_taxable',
  'taxable',
  'wtax',
] as const;

/** The withholding table of the employee's pay period (a 13th month is paid outside the periods). */
const TAX_PERIOD_OF: Readonly<Record<string, TaxPeriod>> = {
  Monthly: 'monthly',
  'Semi-monthly': 'semi-monthly',
  Weekly: 'weekly',
};

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
  const missingOpening = rows.filter((r) => r.warning !== null).length;
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
          before_sahod: r.opening && {
            basic_earned: pesos(r.opening.basic_earned),
            already_paid: pesos(r.opening.already_paid),
          },
          warning: r.warning,
        }) as ThirteenthRow,
    ),
    totals: {
      employees: rows.length,
      ...(Object.fromEntries(TOTAL_KEYS.map((k) => [k, pesos(totals[k])])) as Record<
        (typeof TOTAL_KEYS)[number],
        number
      >),
      missing_opening: missingOpening,
    },
    processed,
    due_date: due,
    due_status: dueStatus(due, manilaToday(deps.clock.now())),
  };
}

/**
 * The 13th-month payslip in the regular payslip's shape: one benefits line, its split between the
 * ₱90,000 bucket and the overflow, and the tax withheld on the overflow.
 */
export function thirteenthPayslip(
  year: number,
  due: number,
  split: { nonTaxable: number; taxable: number },
  wtax: number,
): Payslip {
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
    deductions_breakdown: { WTax: wtax },
    deductions: {},
    deductionsTotal: 0,
    wtax,
    taxable_compensation: split.taxable,
    loans_breakdown: [],
    loansTotal: 0,
    total_deductions: wtax,
    net_pay: due - wtax,
    employer_shares: {},
    employer_total: 0,
    attendance: emptyAttendance(),
    tax_split: {
      ...emptyTaxSplit(),
      other_benefits: due,
      bucket_exempt: split.nonTaxable,
      bucket_taxable: split.taxable,
      taxable: split.taxable,
    },
  };
}

/** The year's 13th month run as a job (issue 28): progress, and the job's finish inside the transaction. */
export interface ThirteenthJobHooks {
  progress(done: number, total: number, trx: Transaction<DB>): Promise<void>;
  beforeCommit(trx: Transaction<DB>, result: ThirteenthProcessed): Promise<void>;
}

export async function processThirteenth(
  deps: Deps,
  actor: Actor,
  body: ThirteenthProcess,
  job?: ThirteenthJobHooks,
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
      const missing = due.filter((r) => r.warning !== null).length;
      if (missing > 0 && body.confirm_missing_opening !== true)
        throw conflict(OPENING_USE_MSG.confirmThirteenth(missing, year));
      await job?.progress(0, due.length, trx);
      const at = deps.clock.now().toISOString();
      const values = due.map((r) => {
        const payslip = thirteenthPayslip(
          year,
          r.due,
          { nonTaxable: r.non_taxable, taxable: r.taxable },
          r.wtax,
        );
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
      for (let i = 0; i < values.length; i += 500) {
        const inserted = await trx
          .insertInto('payslips')
          .values(values.slice(i, i + 500))
          .returning('id')
          .execute();
        await countPayslips(
          trx,
          inserted.map((r) => r.id),
        );
      }
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
            ...(missing > 0 ? { without_opening_balance: missing } : {}),
          },
        },
      });
      const result = {
        message: THIRTEENTH_MSG.processed(due.length),
        processed: due.length,
        total: pesos(total),
      };
      await job?.progress(due.length, due.length, trx);
      await job?.beforeCommit(trx, result);
      return result;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(THIRTEENTH_MSG.concurrent);
    throw err;
  }
}
