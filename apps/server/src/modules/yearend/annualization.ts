/**
 * Annualized withholding (issue 17 section 2; RR 2-98 2.79(B)(5) as amended by RR 11-2018;
 * ph-compliance-outputs 5.1). Gathers the year-to-date figures of a set of employees in two
 * set-based queries per 1,000 employees and calls the engine's yearEndAdjustment /
 * substitutedFiling (never a tax table here). Exported for the payroll, the compliance view and
 * the final pay:
 *
 *   yearToDate(db: Db, employeeIds: readonly number[], year: number): Promise<Map<number, YearToDate>>
 *     Sums of the live (processed) payslips of every kind paid in `year` (pay date), plus the
 *     employee's opening balance of the year (issue 23: this employer's figures before Sahod, added
 *     into the present employer's sums and kept apart in `opening`), plus the previous employer's
 *     2316 of that year. Every id gets an entry (zeros when nothing was paid).
 *
 *   annualize(db: Db, employeeIds: readonly number[], year: number,
 *             current?: ReadonlyMap<number, Payslip>): Promise<Map<number, Annualized>>
 *     The year-end adjustment per employee. With `current` (an employee's not yet stored payslip in
 *     centavos, e.g. the December payroll or the final pay), its taxable compensation is added and a
 *     shortfall is withheld up to its net pay before tax; without it, the year as stored. Only its
 *     taxable_compensation, net_pay and wtax are read (YearEndBasis).
 *
 *   Which payroll is the year's last (the one with the year's last pay date) is the pay calendar's
 *   yearEndYear (@sahod/shared payCalendar.ts), per company (payroll/calendar.ts).
 *
 *   applyYearEndAdjustments(db: Db, year: number, payslips: ReadonlyMap<number, Payslip>):
 *     Promise<Map<number, Payslip>>
 *     Each payslip (by employee id) with the adjustment applied (applyYearEnd of @sahod/payroll):
 *     WTax replaced, a 'Tax Refund' earning line for an over-withholding, `year_end` figures.
 *     Store `year_end.refund` in payslips.tax_refund.
 *
 * All amounts in integer centavos. The payslip being computed must not be stored yet (it would be
 * counted twice).
 */
import {
  applyYearEnd,
  type Payslip,
  payslipYearEnd,
  type SubstitutedFiling,
  substitutedFiling,
  type YearEndAdjustment,
  type YearEndBasis,
  yearEndAdjustment,
} from '@sahod/payroll';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { openingBalancesOf } from '../openingbalances/read.ts';
import { paidDate } from '../payroll/paidDate.ts';

export type Db = Kysely<DB> | Transaction<DB>;

const CHUNK = 1000;

export interface YearToDate {
  employee_id: number;
  /** Live payslips of the year (all kinds). */
  payslips: number;
  /** Taxable compensation from this employer. */
  taxable_compensation: number;
  /** Tax withheld by this employer, net of refunds (sum of wtax - tax_refund). */
  withheld: number;
  /** Over-withholding refunded on the year's payslips. */
  tax_refund: number;
  /** Gross compensation (sum of gross_pay - tax_refund: a refund is not compensation). */
  gross_pay: number;
  mandatories_total: number;
  benefits_total: number;
  /** From the previous employer's 2316 of the year (items 22 and 25B), null when none was entered. */
  previous: { taxable: number; withheld: number } | null;
  /**
   * The opening balance's part of the sums above ('Before Sahod', issue 23): this employer's figures
   * before the go-live date, null when none was entered.
   */
  opening: { taxable: number; withheld: number; gross: number; go_live_date: string } | null;
}

export interface Annualized {
  ytd: YearToDate;
  adjustment: YearEndAdjustment;
  substituted_filing: SubstitutedFiling;
}

const n = (v: unknown) => Number(v ?? 0);

function emptyYtd(employeeId: number): YearToDate {
  return {
    employee_id: employeeId,
    payslips: 0,
    taxable_compensation: 0,
    withheld: 0,
    tax_refund: 0,
    gross_pay: 0,
    mandatories_total: 0,
    benefits_total: 0,
    previous: null,
    opening: null,
  };
}

export async function yearToDate(
  db: Db,
  employeeIds: readonly number[],
  year: number,
): Promise<Map<number, YearToDate>> {
  const ids = [...new Set(employeeIds)];
  const out = new Map<number, YearToDate>(ids.map((id) => [id, emptyYtd(id)]));
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [sums, previous] = await Promise.all([
      db
        .selectFrom('payslips')
        .select((eb) => [
          'employee_id',
          eb.fn.countAll<number | string>().as('payslips'),
          eb.fn.sum<number | string>('taxable_compensation').as('taxable'),
          eb.fn.sum<number | string>('wtax').as('wtax'),
          eb.fn.sum<number | string>('tax_refund').as('refund'),
          eb.fn.sum<number | string>('gross_pay').as('gross'),
          eb.fn.sum<number | string>('mandatories_total').as('mandatories'),
          eb.fn.sum<number | string>('benefits_total').as('benefits'),
        ])
        .where('employee_id', 'in', chunk)
        .where('status', '=', 'processed')
        .where(paidDate(), '>=', from)
        .where(paidDate(), '<=', to)
        .groupBy('employee_id')
        .execute(),
      db
        .selectFrom('employee_previous_employers')
        .select(['employee_id', 'taxable_basic', 'taxable_benefits', 'taxable_other', 'tax_withheld'])
        .where('employee_id', 'in', chunk)
        .where('year', '=', year)
        .execute(),
    ]);
    for (const s of sums) {
      const ytd = out.get(s.employee_id) as YearToDate;
      const refund = n(s.refund);
      Object.assign(ytd, {
        payslips: n(s.payslips),
        taxable_compensation: n(s.taxable),
        withheld: n(s.wtax) - refund,
        tax_refund: refund,
        gross_pay: n(s.gross) - refund,
        mandatories_total: n(s.mandatories),
        benefits_total: n(s.benefits),
      });
    }
    for (const ob of (await openingBalancesOf(db, chunk, year)).values()) {
      const ytd = out.get(ob.employee_id) as YearToDate;
      ytd.opening = {
        taxable: ob.taxable_compensation,
        withheld: ob.tax_withheld,
        gross: ob.gross_compensation,
        go_live_date: ob.go_live_date,
      };
      ytd.taxable_compensation += ob.taxable_compensation;
      ytd.withheld += ob.tax_withheld;
      ytd.gross_pay += ob.gross_compensation;
      ytd.mandatories_total += ob.contributions;
      ytd.benefits_total += ob.non_taxable_benefits;
    }
    for (const p of previous) {
      const ytd = out.get(p.employee_id) as YearToDate;
      ytd.previous = {
        taxable: n(p.taxable_basic) + n(p.taxable_benefits) + n(p.taxable_other),
        withheld: n(p.tax_withheld),
      };
    }
  }
  return out;
}

function adjustmentOf(ytd: YearToDate, year: number, current: YearEndBasis | undefined): YearEndAdjustment {
  // A refund can exceed this employer's own withholding when the previous employer over-withheld:
  // the net stays with the previous employer's figure so that neither amount is negative.
  const present = Math.max(0, ytd.withheld);
  const previous = {
    previousEmployerTaxable: ytd.previous?.taxable ?? 0,
    previousEmployerWithheld: Math.max(0, (ytd.previous?.withheld ?? 0) + Math.min(0, ytd.withheld)),
  };
  if (current)
    return payslipYearEnd(current, {
      year,
      ytdTaxable: ytd.taxable_compensation,
      ytdWithheld: present,
      ...previous,
    });
  return yearEndAdjustment({
    year,
    taxableCompensation: ytd.taxable_compensation,
    withheld: present,
    ...previous,
  });
}

export async function annualize(
  db: Db,
  employeeIds: readonly number[],
  year: number,
  current?: ReadonlyMap<number, YearEndBasis>,
): Promise<Map<number, Annualized>> {
  const ytds = await yearToDate(db, employeeIds, year);
  const out = new Map<number, Annualized>();
  for (const [id, ytd] of ytds) {
    const payslip = current?.get(id);
    const adjustment = adjustmentOf(ytd, year, payslip);
    // Tax withheld for the year once this adjustment is applied (without a current payslip: as stored).
    const withheldAfter = payslip
      ? adjustment.withheld + adjustment.withhold - adjustment.refund
      : adjustment.withheld;
    out.set(id, {
      ytd,
      adjustment,
      substituted_filing: substitutedFiling({
        // The system records compensation only; other income is the employee's to declare.
        purelyCompensationIncome: true,
        singleEmployer: ytd.previous === null,
        taxDue: adjustment.taxDue,
        taxWithheld: withheldAfter,
      }),
    });
  }
  return out;
}

export async function applyYearEndAdjustments(
  db: Db,
  year: number,
  payslips: ReadonlyMap<number, Payslip>,
): Promise<Map<number, Payslip>> {
  const annualized = await annualize(db, [...payslips.keys()], year, payslips);
  const out = new Map<number, Payslip>();
  for (const [id, payslip] of payslips) {
    const a = annualized.get(id) as Annualized;
    out.set(id, applyYearEnd(payslip, a.adjustment));
  }
  return out;
}
