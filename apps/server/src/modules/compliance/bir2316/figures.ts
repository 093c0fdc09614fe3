/**
 * The year figures of BIR 2316 and the 1604-C alphalist (issue 17 section 3), read ONLY from the
 * centavo columns of the year's live payslips (every kind: regular, 'thirteenth', 'finalpay'):
 * `gross_pay`, `taxable_compensation`, `basic_earned`, `mandatories_total`, `wtax`, `tax_refund` and the
 * tax split (0028). No snapshot is
 * parsed: 240,000 snapshots cannot be read inside the alphalist's 5 s, and the alphalist lumps the
 * overtime in 51A (no column holds it apart yet).
 * Item mapping (centavos; the tax split columns of migration 0028, issue 21 section 3):
 * - 13th month and other benefits (item 34): `bucket_exempt`, what the ₱90,000 bucket took (the 13th
 *   month, other benefits, de minimis above its ceiling); the overflow (48): `bucket_taxable`;
 * - de minimis within the ceilings (35): `de_minimis_exempt`;
 * - contributions (36): `mandatories_total`;
 * - hazard pay: exempt for an MWE (33), taxable otherwise (49): `hazard_pay`;
 * - non-MWE: basic net of contributions (39) = `basic_earned - mandatories` (within the regular
 *   taxable), the rest of the regular taxable compensation (overtime, premiums, taxable allowances
 *   and earnings) in 51A, the rest of the non-taxable (Non-taxable (other) categories and
 *   allowances) in 37;
 * - minimum wage earner pay (0029 `mwe_basic`, `mwe_premiums`: the payslips whose day rate was at
 *   or below the region's minimum wage): SMW net of contributions (29) and holiday, overtime and
 *   night premiums (30); an MWE's other non-taxable pay in 37 and taxable earnings in 51A. The
 *   certificate's MWE flag (item 11, alphalist Schedule 2) is the year's last regular or final
 *   payslip's: an MWE raised above the minimum wage is on Schedule 1, with the exempt months'
 *   minimum wage in 29 and 30 and the taxable basic from the raise in 39.
 * A payslip belongs to the year of its pay date (compensation counts when paid; a payslip stored
 * without one, of its end date); December's tax (field 42) is that of the payslips paid in December
 * plus the year's shortfall withheld in the next January ('Prior year tax shortfall',
 * payslips.prior_year_tax, 0026): it is this year's tax, so it is in 25A and field 42, never in
 * the next year's.
 * A year-end refund (payslips.tax_refund, migration 0018: the 'Tax Refund' earning of the December
 * payroll, the final pay's refund) is neither compensation nor tax withheld, as
 * modules/yearend/annualization.ts sums the year: gross = sum(gross_pay - tax_refund), 25A =
 * sum(wtax - tax_refund), alphalist field 43 = sum(tax_refund) with 41 + 42 the tax withheld before
 * it. A refund larger than this employer's withholding gives back part of the previous employer's:
 * 25A is 0, 25B (field 40) is reduced by the rest and 43 is this employer's part. In a month's
 * 1601-C (1604-C Part II) the refunds are item 26, a negative adjustment of the taxes withheld.
 */
import {
  type AlphalistEntry,
  type Bir2316Items,
  bir2316Items,
  d1From2316,
  d2From2316,
  type PreviousEmployerD1,
  type WithholdingSplit,
} from '@sahod/compliance';
import { substitutedFiling } from '@sahod/payroll';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps.ts';
import { type OpeningBalance, openingBalancesOf } from '../../openingbalances/read.ts';
import { paidDate } from '../../payroll/paidDate.ts';

type Deps = Pick<AppDeps, 'db'>;

export interface PreviousEmployer {
  tin: string | null;
  name: string;
  address: string | null;
  zip: string | null;
  gross_compensation: number;
  non_taxable_basic: number;
  non_taxable_benefits: number;
  de_minimis: number;
  contributions: number;
  non_taxable_other: number;
  taxable_basic: number;
  taxable_benefits: number;
  taxable_other: number;
  tax_withheld: number;
}

/** One employee's year: who, the column sums, and the 2316 items computed from them. */
export interface EmployeeYear {
  employee_id: number;
  employee_code: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  tin: string | null;
  date_of_birth: string | null;
  mobile_number: string | null;
  address: string | null;
  mwe: boolean;
  monthly_salary: number;
  days: number;
  separation_reason: string | null;
  /** yyyy-MM-dd: Jan 1 or the hire date; Dec 31 or the separation date. */
  period_from: string;
  period_to: string;
  separated: boolean;
  previous: PreviousEmployer | null;
  /**
   * The opening balance of the year (issue 23: this employer's figures before Sahod), already in
   * `sums` and the items; kept apart for the 'Before Sahod' line. Null without one.
   */
  opening: OpeningBalance | null;
  sums: Sums;
  withholding: WithholdingSplit;
  items: Bir2316Items;
  substituted_filing: boolean;
}

interface Sums {
  gross: number;
  taxable: number;
  basic: number;
  mandatories: number;
  /** Tax withheld before refunds (sum of wtax). */
  wtax: number;
  wtax_december: number;
  /** Over-withheld tax refunded on the year's payslips (sum of tax_refund). */
  refund: number;
  /** Exempt minimum wage (net of contributions) and premiums of the MWE payslips (0029). */
  mwe_basic: number;
  mwe_premiums: number;
  /** The tax split columns (0028). */
  de_minimis: number;
  bucket_exempt: number;
  bucket_taxable: number;
  hazard: number;
}

/** Thrown when a year's figures cannot make a certificate (e.g. a negative amount). */
export class FigureError extends Error {
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

const dateText = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

/** Item 25A: this employer's tax withheld net of the refunds (never below zero, see 25B). */
const presentWithheld = (s: Sums) => Math.max(0, s.wtax - s.refund);

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** Items 19-52 from the column sums (the mapping of this file's header). */
export function itemsOf(
  year: number,
  mwe: boolean,
  s: Sums,
  previous: PreviousEmployer | null,
): Bir2316Items {
  const nontaxableAll = s.gross - s.taxable;
  const hazardExempt = mwe ? s.hazard : 0;
  const bucketNt = clamp(s.bucket_exempt, 0, Math.max(0, nontaxableAll));
  const deMinimis = clamp(s.de_minimis, 0, Math.max(0, nontaxableAll - bucketNt));
  const contributions = clamp(s.mandatories, 0, Math.max(0, nontaxableAll - bucketNt - deMinimis));
  const hazardNt = clamp(hazardExempt, 0, Math.max(0, nontaxableAll - bucketNt - deMinimis - contributions));
  const restNt = nontaxableAll - bucketNt - deMinimis - contributions - hazardNt;
  const overflow = clamp(s.bucket_taxable, 0, Math.max(0, s.taxable));
  const hazardTaxable = mwe ? 0 : clamp(s.hazard, 0, Math.max(0, s.taxable - overflow));
  const regularTaxable = s.taxable - overflow - hazardTaxable;
  const base = {
    year,
    mwe,
    previous_taxable: previous
      ? previous.taxable_basic + previous.taxable_benefits + previous.taxable_other
      : 0,
    withheld_present: presentWithheld(s),
    // A refund beyond this employer's withholding gives back the previous employer's (as the
    // annualization nets it): 25B is what is left of it.
    withheld_previous: Math.max(0, (previous?.tax_withheld ?? 0) + Math.min(0, s.wtax - s.refund)),
  };
  for (const [name, value] of Object.entries({
    gross_pay: s.gross,
    taxable_compensation: s.taxable,
    non_taxable: nontaxableAll,
    wtax: base.withheld_present,
    previous_taxable: base.previous_taxable,
    previous_tax_withheld: base.withheld_previous,
  })) {
    if (value < 0) throw new FigureError('no negative amounts', `${name} is negative`);
  }
  if (restNt < 0 || regularTaxable < 0) {
    throw new FigureError(
      'no negative amounts',
      'the payslips\u2019 taxable compensation exceeds their gross',
    );
  }
  const smw = clamp(s.mwe_basic, 0, restNt);
  const premiums = clamp(s.mwe_premiums, 0, restNt - smw);
  const mweExempt = { basic_smw: smw, holiday: premiums };
  if (mwe) {
    return bir2316Items({
      ...base,
      nontaxable: {
        ...mweExempt,
        hazard: hazardNt,
        thirteenth: bucketNt,
        de_minimis: deMinimis,
        other: restNt - smw - premiums,
        contributions,
      },
      taxable: { thirteenth: overflow, other_supplementary_a: regularTaxable },
    });
  }
  // The basic of the non-MWE payslips: basic_earned less the MWE payslips' (their mwe_basic is
  // net of their contributions, so taking all contributions off leaves the taxable basic).
  const basic = clamp(s.basic - smw - contributions, 0, regularTaxable);
  return bir2316Items({
    ...base,
    nontaxable: {
      ...mweExempt,
      thirteenth: bucketNt,
      de_minimis: deMinimis,
      contributions,
      other: restNt - smw - premiums,
    },
    taxable: {
      basic,
      thirteenth: overflow,
      hazard: hazardTaxable,
      other_supplementary_a: regularTaxable - basic,
    },
  });
}

/** Digits of a stored TIN split into the 9-digit TIN and the 4-digit branch (default 0000). */
export function splitTin(tin: string | null): { tin: string | null; branch: string } {
  const digits = (tin ?? '').replace(/\D/g, '');
  if (digits.length < 9) return { tin: tin && tin.trim() !== '' ? tin : null, branch: '0000' };
  const rest = digits.slice(9);
  return { tin: digits.slice(0, 9), branch: rest === '' ? '0000' : rest.padStart(4, '0').slice(-4) };
}

/**
 * Every employee of company_id with a live payslip ending in the year (or only `employeeId`), in
 * last-name order. Empty when the year has no processed payroll.
 */
export async function employeeYears(
  deps: Deps,
  companyId: number,
  year: number,
  employeeId?: number,
): Promise<EmployeeYear[]> {
  return (await loadYear(deps, companyId, year, employeeId)).years;
}

/** A month of the company for its 1601-C (centavo sums of the payslips ending in it). */
export interface MonthSums {
  month: number;
  /** Period end dates with payslips in the month (0: no payroll, no 1601-C). */
  payslips: number;
  gross: number;
  taxable: number;
  mandatories: number;
  /** Tax withheld (sum of wtax); the refunds apart (1601-C item 26, an adjustment). */
  wtax: number;
  refund: number;
}

export interface LoadedYear {
  years: EmployeeYear[];
  /** January to December. */
  months: MonthSums[];
}

/**
 * The year's sums per employee and kind (December's tax apart) of `ids` (every employee of the
 * company when undefined): summed in the database, a year of payslips is never read row by row.
 * Each year query starts from the employees (`cross join` keeps SQLite's join order): their
 * payslips are sought by employee in payslips_year (0068), which holds every summed column (no
 * payslip row is read).
 */
export function yearSumsQuery(
  deps: Deps,
  companyId: number,
  year: number,
  ids: readonly number[] | undefined,
) {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const december = `${year}-12-01`;
  const sum = (column: string) => sql<string | number>`sum(${sql.ref(column)})`;
  const perEmployee = deps.db
    .selectFrom('employees as e')
    .crossJoin('payslips as p')
    .select([
      'e.id as employee_id',
      'p.kind',
      sql<string | number>`sum(${sql.ref('p.gross_pay')} - ${sql.ref('p.tax_refund')})`.as('gross'),
      sum('p.taxable_compensation').as('taxable'),
      sum('p.basic_earned').as('basic'),
      sum('p.mandatories_total').as('mandatories'),
      sum('p.wtax').as('wtax'),
      sum('p.tax_refund').as('refund'),
      sum('p.de_minimis_exempt').as('de_minimis'),
      sum('p.bucket_exempt').as('bucket_exempt'),
      sum('p.bucket_taxable').as('bucket_taxable'),
      sum('p.hazard_pay').as('hazard'),
      sql<
        string | number
      >`sum(case when ${paidDate('p')} >= ${december} then ${sql.ref('p.wtax')} else 0 end)`.as(
        'wtax_december',
      ),
      sum('p.mwe_basic').as('mwe_basic'),
      sum('p.mwe_premiums').as('mwe_premiums'),
      sql<unknown>`max(${sql.ref('p.end_date')})`.as('last_end'),
      sql<unknown>`max(case when ${sql.ref('p.mwe_basic')} + ${sql.ref('p.mwe_premiums')} > 0 then ${sql.ref('p.end_date')} end)`.as(
        'mwe_last_end',
      ),
    ])
    .whereRef('p.employee_id', '=', 'e.id')
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where(paidDate('p'), '>=', first)
    .where(paidDate('p'), '<=', last)
    .groupBy(['e.id', 'p.kind']);
  return ids === undefined ? perEmployee : perEmployee.where('e.id', 'in', ids);
}

/**
 * Whose year `loadYear` reads: every employee of the company (undefined), one employee, or a list of
 * ids (a batch of the 2316 ZIP, at most ID_CHUNK: one bound parameter each).
 */
export type YearWho = number | readonly number[] | undefined;

/** The order of the year's employees (certificates, ZIP entries, alphalist rows): last, first name, id. */
export const nameOrder = (
  aLast: string,
  aFirst: string,
  aId: number,
  bLast: string,
  bFirst: string,
  bId: number,
) => aLast.localeCompare(bLast) || aFirst.localeCompare(bFirst) || aId - bId;

/**
 * The year of `who` (see YearWho), in last-name order, and the company's months for the 1604-C
 * (only when `months`: a batch of the ZIP does not need them; empty otherwise).
 */
export async function loadYear(
  deps: Deps,
  companyId: number,
  year: number,
  who?: YearWho,
  months = true,
): Promise<LoadedYear> {
  const ids = who === undefined ? undefined : typeof who === 'number' ? [who] : who;
  if (ids !== undefined && ids.length === 0) return { years: [], months: [] };
  const rows = await yearSumsQuery(deps, companyId, year, ids).execute();
  if (rows.length === 0) return { years: [], months: [] };
  return {
    years: await yearsOf(deps, companyId, year, ids, rows),
    months: months ? await monthsOf(deps, companyId, year, ids) : [],
  };
}

/** The company's (or `ids`') months of the year: centavo sums per paid date, January to December. */
async function monthsOf(
  deps: Deps,
  companyId: number,
  year: number,
  ids: readonly number[] | undefined,
): Promise<MonthSums[]> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const sum = (column: string) => sql<string | number>`sum(${sql.ref(column)})`;
  let perDate = deps.db
    .selectFrom('employees as e')
    .crossJoin('payslips as p')
    .select([
      paidDate('p').as('paid_on'),
      sql<string | number>`sum(${sql.ref('p.gross_pay')} - ${sql.ref('p.tax_refund')})`.as('gross'),
      sum('p.taxable_compensation').as('taxable'),
      sum('p.mandatories_total').as('mandatories'),
      sum('p.wtax').as('wtax'),
      sum('p.tax_refund').as('refund'),
    ])
    .whereRef('p.employee_id', '=', 'e.id')
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where(paidDate('p'), '>=', first)
    .where(paidDate('p'), '<=', last)
    .groupBy(paidDate('p'));
  if (ids !== undefined) perDate = perDate.where('e.id', 'in', ids);
  const months: MonthSums[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    payslips: 0,
    gross: 0,
    taxable: 0,
    mandatories: 0,
    wtax: 0,
    refund: 0,
  }));
  for (const d of await perDate.execute()) {
    const m = months[Number((dateText(d.paid_on) ?? '').slice(5, 7)) - 1] as MonthSums;
    m.payslips += 1;
    m.gross += Number(d.gross);
    m.taxable += Number(d.taxable);
    m.mandatories += Number(d.mandatories);
    m.wtax += Number(d.wtax);
    m.refund += Number(d.refund);
  }
  return months;
}

interface SumRow {
  employee_id: number;
  kind: string;
  gross: string | number;
  taxable: string | number;
  basic: string | number;
  mandatories: string | number;
  wtax: string | number;
  refund: string | number;
  de_minimis: string | number;
  bucket_exempt: string | number;
  bucket_taxable: string | number;
  hazard: string | number;
  wtax_december: string | number;
  mwe_basic: string | number;
  mwe_premiums: string | number;
  last_end: unknown;
  mwe_last_end: unknown;
}

/** The employees' years from their payslips' sums per employee and kind (`rows`). */
async function yearsOf(
  deps: Deps,
  companyId: number,
  year: number,
  ids: readonly number[] | undefined,
  rows: readonly SumRow[],
): Promise<EmployeeYear[]> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const sums = new Map<number, Sums>();
  /** Each employee's last regular or final payslip of the year, and whether it was an MWE's. */
  const lastPay = new Map<number, { end: string; mwe: boolean }>();
  for (const r of rows) {
    let s = sums.get(r.employee_id);
    if (!s) {
      s = {
        gross: 0,
        taxable: 0,
        basic: 0,
        mandatories: 0,
        wtax: 0,
        wtax_december: 0,
        refund: 0,
        mwe_basic: 0,
        mwe_premiums: 0,
        de_minimis: 0,
        bucket_exempt: 0,
        bucket_taxable: 0,
        hazard: 0,
      };
      sums.set(r.employee_id, s);
    }
    s.mwe_basic += Number(r.mwe_basic);
    s.mwe_premiums += Number(r.mwe_premiums);
    if (r.kind !== 'thirteenth') {
      const lastEnd = dateText(r.last_end) ?? '';
      const prior = lastPay.get(r.employee_id);
      if (!prior || lastEnd > prior.end)
        lastPay.set(r.employee_id, { end: lastEnd, mwe: dateText(r.mwe_last_end) === lastEnd });
    }
    const gross = Number(r.gross);
    const taxable = Number(r.taxable);
    s.gross += gross;
    s.taxable += taxable;
    s.basic += Number(r.basic);
    s.mandatories += Number(r.mandatories);
    s.wtax += Number(r.wtax);
    s.wtax_december += Number(r.wtax_december);
    s.refund += Number(r.refund);
    s.de_minimis += Number(r.de_minimis);
    s.bucket_exempt += Number(r.bucket_exempt);
    s.bucket_taxable += Number(r.bucket_taxable);
    s.hazard += Number(r.hazard);
  }
  // A shortfall of this year's adjustment withheld in the next January ('Prior year tax shortfall'):
  // tax of this year withheld for the year-end adjustment (25A; alphalist field 42).
  for (const [id, amount] of await priorYearTaxFor(deps, companyId, year, ids)) {
    const s = sums.get(id);
    if (!s) continue;
    s.wtax += amount;
    s.wtax_december += amount;
  }
  // Opening balances (issue 23): the present employer's figures before Sahod count in the sums as
  // the payslips' columns would (2316 items 34 to 36 and the MWE pay apart, tax withheld Jan-Nov).
  const opening = await openingBalancesOf(deps.db, [...sums.keys()], year);
  for (const [id, ob] of opening) addOpening(sums.get(id) as Sums, ob);
  // The company's employees and previous employers in one query each (filtered to the year's).
  let employees = deps.db
    .selectFrom('employees as e')
    .select([
      'e.id',
      'e.employee_code',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
      'e.suffix',
      'e.tin',
      'e.date_of_birth',
      'e.mobile_number',
      'e.address_info',
      'e.date_hired',
      'e.separation_date',
      'e.separation_reason',
      'e.monthly_salary',
      'e.days',
    ])
    .where('e.company_id', '=', companyId);
  if (ids !== undefined) employees = employees.where('e.id', 'in', ids);
  const people = (await employees.execute()).filter((e) => sums.has(e.id));
  let previousRows = deps.db
    .selectFrom('employee_previous_employers as x')
    .innerJoin('employees as e', 'e.id', 'x.employee_id')
    .selectAll('x')
    .where('e.company_id', '=', companyId)
    .where('x.year', '=', year);
  if (ids !== undefined) previousRows = previousRows.where('x.employee_id', 'in', ids);
  const previous = new Map<number, PreviousEmployer>();
  for (const p of await previousRows.execute()) {
    previous.set(p.employee_id, {
      tin: p.tin,
      name: p.name,
      address: p.address,
      zip: p.zip,
      gross_compensation: Number(p.gross_compensation),
      non_taxable_basic: Number(p.non_taxable_basic),
      non_taxable_benefits: Number(p.non_taxable_benefits),
      de_minimis: Number(p.de_minimis),
      contributions: Number(p.contributions),
      non_taxable_other: Number(p.non_taxable_other),
      taxable_basic: Number(p.taxable_basic),
      taxable_benefits: Number(p.taxable_benefits),
      taxable_other: Number(p.taxable_other),
      tax_withheld: Number(p.tax_withheld),
    });
  }
  const result = people.map((e): EmployeeYear => {
    const s = sums.get(e.id) as Sums;
    const hired = dateText(e.date_hired);
    const separatedOn = dateText(e.separation_date);
    const separated = separatedOn !== null && separatedOn >= first && separatedOn <= last;
    const mwe = lastPay.get(e.id)?.mwe === true;
    const prev = previous.get(e.id) ?? null;
    const items = itemsOf(year, mwe, s, prev);
    const filing = substitutedFiling({
      purelyCompensationIncome: true,
      singleEmployer: prev === null,
      taxDue: items['24'] ?? 0,
      taxWithheld: items['26'] ?? 0,
    });
    return {
      employee_id: e.id,
      employee_code: e.employee_code,
      last_name: e.last_name,
      first_name: e.first_name,
      middle_name: e.middle_name,
      suffix: e.suffix,
      tin: e.tin,
      date_of_birth: dateText(e.date_of_birth),
      mobile_number: e.mobile_number,
      address: e.address_info,
      mwe,
      monthly_salary: Number(e.monthly_salary ?? 0),
      days: Number(e.days ?? 0),
      separation_reason: separated ? e.separation_reason : null,
      period_from: hired !== null && hired > first ? hired : first,
      period_to: separated ? (separatedOn as string) : last,
      separated,
      previous: prev,
      opening: opening.get(e.id) ?? null,
      sums: s,
      // 41 + 42 - 43 = 25A: the tax withheld before the refund, and the refund in 43.
      withholding: {
        withheld_jan_nov: s.wtax - s.wtax_december,
        withheld_december: s.wtax_december,
        refunded: Math.min(s.refund, s.wtax),
      },
      items,
      substituted_filing: filing.qualifies,
    };
  });
  result.sort((a, b) =>
    nameOrder(a.last_name, a.first_name, a.employee_id, b.last_name, b.first_name, b.employee_id),
  );
  return result;
}

/** Adds an opening balance to an employee's column sums (amounts as the payslips' columns mean them). */
function addOpening(s: Sums, ob: OpeningBalance): void {
  s.gross += ob.gross_compensation;
  s.taxable += ob.taxable_compensation;
  s.basic += ob.basic_pay;
  s.mandatories += ob.contributions;
  s.wtax += ob.tax_withheld;
  s.de_minimis += ob.de_minimis;
  s.bucket_exempt += ob.non_taxable_benefits;
  s.mwe_basic += ob.mwe_pay;
}

/** The alphalist entry (Schedule 1, or 2 for an MWE) of one employee's year, from its 2316 items. */
export function alphalistEntryOf(y: EmployeeYear): AlphalistEntry {
  const { tin, branch } = splitTin(y.tin);
  const person = {
    employee_id: y.employee_id,
    employee_code: y.employee_code,
    last_name: y.last_name,
    first_name: y.first_name,
    middle_name: y.middle_name,
    suffix: y.suffix,
    tin,
    tin_branch: branch,
    // The module's region lookup is not in Sahod yet [U]: NCR, as the validated fixture writes.
    region: 'NCR',
    separation_reason: y.separation_reason ?? 'NA',
    substituted_filing: y.substituted_filing,
    period_from: y.period_from,
    period_to: y.period_to,
  };
  const p = y.previous;
  if (y.mwe) {
    const days = y.days > 0 ? y.days : 26;
    return {
      ...person,
      schedule: 2,
      amounts: d2From2316(
        y.items,
        y.withholding,
        { smw_day: Math.round(y.monthly_salary / days), smw_month: y.monthly_salary, factor: days * 12 },
        p
          ? {
              nt_smw: p.non_taxable_basic,
              nt_13th: p.non_taxable_benefits,
              nt_de_minimis: p.de_minimis,
              nt_contributions: p.contributions,
              nt_other: p.non_taxable_other,
              t_13th: p.taxable_benefits,
              t_other: p.taxable_basic + p.taxable_other,
            }
          : {},
      ),
    };
  }
  const previous: PreviousEmployerD1 = p
    ? {
        nt_basic: p.non_taxable_basic,
        nt_13th: p.non_taxable_benefits,
        nt_de_minimis: p.de_minimis,
        nt_contributions: p.contributions,
        nt_other: p.non_taxable_other,
        t_basic: p.taxable_basic,
        t_13th: p.taxable_benefits,
        t_other: p.taxable_other,
      }
    : {};
  return { ...person, schedule: 1, amounts: d1From2316(y.items, y.withholding, previous) };
}

/** Per employee: the year's shortfall withheld on the next year's payslips (payslips.prior_year_tax). */
async function priorYearTaxFor(
  deps: Deps,
  companyId: number,
  year: number,
  ids: readonly number[] | undefined,
): Promise<Map<number, number>> {
  let q = deps.db
    .selectFrom('employees as e')
    .crossJoin('payslips as p')
    .select((eb) => ['e.id as employee_id', eb.fn.sum<number | string>('p.prior_year_tax').as('carried')])
    .whereRef('p.employee_id', '=', 'e.id')
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where('p.prior_year_tax', '>', 0)
    .where(paidDate('p'), '>=', `${year + 1}-01-01`)
    .where(paidDate('p'), '<=', `${year + 1}-12-31`)
    .groupBy('e.id');
  if (ids !== undefined) q = q.where('e.id', 'in', ids);
  return new Map((await q.execute()).map((r) => [r.employee_id, Number(r.carried)]));
}
