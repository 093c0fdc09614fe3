/**
 * The year-end adjustment of a final pay (RR 2-98 2.79(B)(5); ph-compliance-outputs 5.1): the year's
 * processed payslips' taxable compensation and tax withheld (the centavo columns of migration 0016,
 * kinds regular and thirteenth) plus the previous employer's 2316 of that year, with this pay's
 * taxable part, through the pure `yearEndAdjustment` of @sahod/payroll.
 *
 * TODO(merge): the `annual` branch adds the shared server function for exactly this
 * (`modules/yearend/annualization.ts`); the lead switches this file's callers to it at merge.
 */
import { type YearEndAdjustment, yearEndAdjustment } from '@sahod/payroll';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface YearToDate {
  taxableCompensation: number;
  withheld: number;
  previousTaxable: number;
  previousWithheld: number;
}

/** This employee's year-to-date figures before the final pay (processed payslips ending in `year`). */
export async function yearToDate(db: Db, employeeId: number, year: number): Promise<YearToDate> {
  const sums = await db
    .selectFrom('payslips')
    .select([
      sql<string>`coalesce(sum(taxable_compensation), 0)`.as('taxable'),
      sql<string>`coalesce(sum(wtax), 0)`.as('wtax'),
    ])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .where('kind', 'in', ['regular', 'thirteenth'])
    .where('end_date', '>=', `${year}-01-01`)
    .where('end_date', '<=', `${year}-12-31`)
    .executeTakeFirstOrThrow();
  const previous = await db
    .selectFrom('employee_previous_employers')
    .select(['taxable_basic', 'taxable_benefits', 'taxable_other', 'tax_withheld'])
    .where('employee_id', '=', employeeId)
    .where('year', '=', year)
    .executeTakeFirst();
  return {
    taxableCompensation: Number(sums.taxable),
    withheld: Number(sums.wtax),
    previousTaxable: previous
      ? Number(previous.taxable_basic) + Number(previous.taxable_benefits) + Number(previous.taxable_other)
      : 0,
    previousWithheld: previous ? Number(previous.tax_withheld) : 0,
  };
}

/** The adjustment with this final pay's taxable part added to the year's. */
export async function finalPayYearEnd(
  db: Db,
  employeeId: number,
  year: number,
  taxableThisPay: number,
): Promise<YearEndAdjustment> {
  const ytd = await yearToDate(db, employeeId, year);
  return yearEndAdjustment({
    year,
    taxableCompensation: ytd.taxableCompensation + Math.max(0, taxableThisPay),
    withheld: ytd.withheld,
    previousEmployerTaxable: ytd.previousTaxable,
    previousEmployerWithheld: ytd.previousWithheld,
  });
}
