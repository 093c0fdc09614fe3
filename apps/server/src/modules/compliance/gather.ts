/**
 * Gathering a month's stored processed payslips per employee (issue 16 section 2): never
 * recomputed, so every output equals what was paid. Which payslips count (payslips.kind, 0016):
 * - SSS, PhilHealth, Pag-IBIG: kinds 'regular' and 'finalpay' whose period ends in the month
 *   (the contributions of the month they cover);
 * - 1601-C: every kind whose pay date is in the period (tax is remitted for the month it is paid;
 *   regular payslips have their pay calendar's pay date since 0026, else their end date counts);
 * - bank: the selected payroll's 'regular' payslips (its exact start and end dates).
 * The 1601-C and bank files read the centavo columns only; the contribution outputs take the
 * per-agency shares and the monthly rate out of each snapshot in SQL (nothing else stores them):
 * parsing 20,000 whole snapshots in JavaScript was half the time of a month of 10,000 employees.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { openingBalancesOf } from '../openingbalances/read.ts';
import { paidDate } from '../payroll/paidDate.ts';
import type { Parsed } from './query.ts';

type Deps = Pick<AppDeps, 'db'>;

interface Person {
  employee_id: number;
  employee_code: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  sss_no: string | null;
  philhealth_no: string | null;
  pagibig_no: string | null;
  hire_date: string | null;
  separation_date: string | null;
  /** Date of birth and sex (the profile's gender as 'M' or 'F'): the PhilHealth RF-1 columns. */
  birth_date: string | null;
  sex: 'M' | 'F' | null;
  position: string | null;
  pay_method: string | null;
  bank: string | null;
  bank_layout: string | null;
  account_no: string | null;
  account_name: string | null;
}

/** One employee's payslips of the period, summed (centavos). */
export interface Month extends Person {
  gross: number;
  /** Taxable compensation (payslips.taxable_compensation). */
  taxable: number;
  mandatories: number;
  wtax: number;
  /** Over-withheld tax paid back by a year-end adjustment (payslips.tax_refund, 0018): never compensation. */
  tax_refund: number;
  net: number;
  /**
   * 13th month and other benefits inside the ₱90,000 bucket (payslips.bucket_exempt, migration 0028:
   * the 13th month's non-taxable part, other benefits, de minimis above its ceiling): 1601-C item 17.
   */
  thirteenth_nontaxable: number;
  /** De minimis within the ceilings (payslips.de_minimis_exempt): 1601-C item 18. */
  de_minimis: number;
  monthly_rate: number;
  /** The latest regular payslip's taxable compensation and pay period (the 1601-C projection). */
  last_taxable: number;
  pay_period: string;
  /** A minimum wage earner's exempt minimum wage (net of contributions) and premiums (0029). */
  mwe_basic: number;
  mwe_premiums: number;
  /** Year-to-date taxable compensation up to the month's end (1601-C only). */
  ytd_taxable: number;
  ee: Record<string, number>;
  er: Record<string, number>;
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
};
/** A JSON value from SQL: text on SQLite, already parsed on PostgreSQL. */
const jsonOf = (v: unknown): Record<string, number> =>
  v === null || v === undefined ? {} : typeof v === 'string' ? JSON.parse(v) : (v as Record<string, number>);
export const dateText = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

/** The profile's gender as the RF-1's SEX: 'M' or 'F' (null for none or another value). */
export const sexOf = (gender: string | null): 'M' | 'F' | null =>
  gender === 'Male' ? 'M' : gender === 'Female' ? 'F' : null;

type Eb = ExpressionBuilder<DB & { p: DB['payslips'] }, 'p'>;

/** A payslip's tax month is in first..last: its pay date (its end date when none was stored). */
export function paidWithin(eb: Eb, first: string, last: string) {
  return eb.and([eb(paidDate('p'), '>=', first), eb(paidDate('p'), '<=', last)]);
}

/** The outputs that read each agency's shares out of the snapshots (PhilHealth the monthly rate too). */
export const withSharesOf = (p: Parsed) =>
  p.output === 'sss' || p.output === 'philhealth' || p.output === 'pagibig';

/**
 * The payslips the output counts (see above), with their employees' columns, for the whole period
 * (the reports built whole; a batch of employees reads through batches.ts).
 */
function slipsQuery(deps: Deps, p: Parsed) {
  const withShares = withSharesOf(p);
  const o = p.output;
  const pg = isPostgres(deps.db);
  let q = deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .leftJoin('designations as d', 'd.id', 'e.designation_id')
    .leftJoin('banks as b', 'b.code', 'e.bank')
    .leftJoin('genders as g', 'g.id', 'e.gender_id')
    // Only the columns the output reads (issue 28: making each row's values was most of the read's
    // time); the Month's other fields stay empty.
    .select([
      'p.id',
      'p.kind',
      'p.gross_pay',
      'p.tax_refund',
      'e.id as employee_id',
      'e.employee_code',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
      'e.suffix',
    ])
    .$if(o === 'sss', (qb) => qb.select(['e.sss', 'e.date_hired', 'e.separation_date', 'd.name as position']))
    .$if(o === 'philhealth', (qb) =>
      qb.select(['e.philhealth', 'e.date_hired', 'e.separation_date', 'e.date_of_birth', 'g.name as gender']),
    )
    .$if(o === 'pagibig', (qb) => qb.select(['e.pagibig', 'e.date_of_birth']))
    .$if(o === 'bir1601c', (qb) =>
      qb.select([
        'p.mandatories_total',
        'p.wtax',
        'p.taxable_compensation',
        'p.bucket_exempt',
        'p.de_minimis_exempt',
        'p.pay_period',
        'p.mwe_basic',
        'p.mwe_premiums',
      ]),
    )
    .$if(o === 'bank', (qb) =>
      qb.select(['p.net_pay', 'e.pay_method', 'e.bank', 'b.file_layout', 'e.account_no', 'e.account_name']),
    )
    // PostgreSQL: the snapshot text is parsed once a row (a lateral jsonb, kept apart by OFFSET 0)
    // and each share read from it; reading each as snapshot::json -> ... parsed the text each time
    // (issue 28: half the database's time for a batch).
    .$if(withShares && pg, (qb) =>
      qb.crossJoinLateral(
        deps.db.selectNoFrom(sql<unknown>`p.snapshot::jsonb -> 'payslip'`.as('s')).offset(sql.lit(0)).as('j'),
      ),
    )
    .$if(withShares, (qb) =>
      qb.select(
        pg
          ? [
              sql<unknown>`j.s -> 'mandatories_breakdown'`.as('ee_shares'),
              sql<unknown>`j.s -> 'employer_shares'`.as('er_shares'),
            ]
          : [
              sql<unknown>`p.snapshot -> '$.payslip.mandatories_breakdown'`.as('ee_shares'),
              sql<unknown>`p.snapshot -> '$.payslip.employer_shares'`.as('er_shares'),
            ],
      ),
    )
    .$if(o === 'philhealth', (qb) =>
      qb.select(
        pg
          ? sql<unknown>`j.s -> 'rates' ->> 'monthly_rate'`.as('monthly_rate')
          : sql<unknown>`p.snapshot ->> '$.payslip.rates.monthly_rate'`.as('monthly_rate'),
      ),
    )
    .where('e.company_id', '=', p.companyId)
    // A literal, not a parameter: SQLite then uses the partial index payslips_live_unique
    // (employee_id, ... where status = 'processed') for a batch of employees instead of scanning
    // the month's payslips once per batch.
    .where('p.status', '=', sql.lit('processed'));
  const { first, last } = p.range;
  if (p.output === 'bank')
    q = q.where('p.kind', '=', 'regular').where('p.start_date', '=', first).where('p.end_date', '=', last);
  else if (p.output === 'bir1601c') q = q.where((eb) => paidWithin(eb, first, last));
  else
    q = q
      .where('p.kind', 'in', ['regular', 'finalpay'])
      .where('p.end_date', '>=', first)
      .where('p.end_date', '<=', last);
  return q;
}

/** The payslips query of one batch (batches.ts; exported here for its plan test). */
export { batchSlips as batchQuery } from './batches.ts';

type Slip = Awaited<ReturnType<ReturnType<typeof slipsQuery>['execute']>>[number];

/** The period's payslips per employee, in name order (the rows' order). */
export async function gatherMonths(deps: Deps, p: Parsed): Promise<Month[]> {
  const slips = await slipsQuery(deps, p)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .orderBy('p.id')
    .execute();
  return monthsOf(slips, withSharesOf(p));
}

/** A payslip's columns the months add up (those an output did not read are undefined). */
export interface SlipFigures {
  gross_pay: number | string;
  tax_refund: number | string;
  net_pay?: number | string;
  taxable_compensation?: number | string;
  mandatories_total?: number | string;
  wtax?: number | string;
  mwe_basic?: number | string;
  mwe_premiums?: number | string;
  bucket_exempt?: number | string;
  de_minimis_exempt?: number | string;
  kind?: string;
  pay_period?: string | null;
}

/** Adds one payslip's figures to its employee's month (the whole-month and the batched reads). */
export function addFigures(m: Month, s: SlipFigures): void {
  // A year-end 'Tax Refund' line is in gross_pay but is neither compensation nor tax withheld.
  const refund = Number(s.tax_refund);
  m.gross += Number(s.gross_pay) - refund;
  m.tax_refund += refund;
  if (s.net_pay !== undefined) m.net += Number(s.net_pay);
  if (s.taxable_compensation !== undefined) {
    const taxable = Number(s.taxable_compensation);
    m.mandatories += Number(s.mandatories_total);
    m.wtax += Number(s.wtax);
    m.taxable += taxable;
    m.mwe_basic += Number(s.mwe_basic);
    m.mwe_premiums += Number(s.mwe_premiums);
    m.thirteenth_nontaxable += Number(s.bucket_exempt);
    m.de_minimis += Number(s.de_minimis_exempt);
    if (s.kind === 'regular') {
      m.last_taxable = taxable;
      m.pay_period = s.pay_period ?? '';
    }
  }
}

function monthsOf(slips: readonly Slip[], withShares: boolean): Month[] {
  const byEmployee = new Map<number, Month>();
  for (const s of slips) {
    let m = byEmployee.get(s.employee_id);
    if (!m) {
      m = monthOf(s);
      m.pay_period = s.pay_period ?? '';
      byEmployee.set(s.employee_id, m);
    }
    addFigures(m, s);
    if (withShares && 'ee_shares' in s) {
      const rate = Number(s.monthly_rate ?? 0);
      if (rate) m.monthly_rate = rate;
      add(m.ee, jsonOf(s.ee_shares));
      add(m.er, jsonOf(s.er_shares));
    }
  }
  return [...byEmployee.values()];
}

/**
 * Each employee's taxable compensation (payslips.taxable_compensation) from January to the month's
 * end, plus the opening balance's taxable compensation of the year (issue 23: before Sahod). With
 * `batch` (a batch of at most a few thousand employees, issue 28), only their payslips are read.
 */
export async function addYearToDate(deps: Deps, p: Parsed, ms: Month[], batch = false): Promise<void> {
  const year = p.period.slice(0, 4);
  let q = deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select((eb) => ['p.employee_id', eb.fn.sum<number | string>('p.taxable_compensation').as('taxable')])
    .where('e.company_id', '=', p.companyId)
    .where('p.status', '=', sql.lit('processed'))
    .where((eb) => paidWithin(eb, `${year}-01-01`, p.range.last));
  if (batch)
    q = q.where(
      'p.employee_id',
      'in',
      ms.map((m) => m.employee_id),
    );
  const sums = await q.groupBy('p.employee_id').execute();
  const byId = new Map(ms.map((m) => [m.employee_id, m]));
  for (const s of sums) {
    const m = byId.get(s.employee_id);
    if (m) m.ytd_taxable = Number(s.taxable);
  }
  const opening = await openingBalancesOf(deps.db, [...byId.keys()], Number(year));
  for (const [id, ob] of opening) {
    const m = byId.get(id);
    if (m) m.ytd_taxable += ob.taxable_compensation;
  }
}

/** The employee's columns a month shows (as the batched and the whole-month reads select them). */
interface MonthPerson {
  employee_id: number;
  employee_code: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  sss?: string | null;
  philhealth?: string | null;
  pagibig?: string | null;
  date_hired?: unknown;
  separation_date?: unknown;
  date_of_birth?: unknown;
  gender?: string | null;
  position?: string | null;
  pay_method?: string | null;
  bank?: string | null;
  file_layout?: string | null;
  account_no?: string | null;
  account_name?: string | null;
}

/** An employee's empty month (no payslip counted yet); gather.ts and batches.ts. */
export function monthOf(e: MonthPerson): Month {
  return {
    employee_id: e.employee_id,
    employee_code: e.employee_code,
    last_name: e.last_name,
    first_name: e.first_name,
    middle_name: e.middle_name,
    suffix: e.suffix,
    sss_no: e.sss ?? null,
    philhealth_no: e.philhealth ?? null,
    pagibig_no: e.pagibig ?? null,
    hire_date: dateText(e.date_hired),
    separation_date: dateText(e.separation_date),
    birth_date: dateText(e.date_of_birth),
    sex: sexOf(e.gender ?? null),
    position: e.position ?? null,
    pay_method: e.pay_method ?? null,
    bank: e.bank ?? null,
    bank_layout: e.file_layout ?? null,
    account_no: e.account_no ?? null,
    account_name: e.account_name ?? null,
    gross: 0,
    taxable: 0,
    mandatories: 0,
    wtax: 0,
    tax_refund: 0,
    net: 0,
    thirteenth_nontaxable: 0,
    de_minimis: 0,
    monthly_rate: 0,
    last_taxable: 0,
    pay_period: '',
    mwe_basic: 0,
    mwe_premiums: 0,
    ytd_taxable: 0,
    ee: {},
    er: {},
  };
}
