/**
 * Pay calendar (issue 21 section 1):
 * - company_pay_calendar: one row per company (semi-monthly cut-off days and their pay days, the
 *   monthly start and pay day, the weekly start and pay weekday); every existing company gets the
 *   defaults (1 and 16 paid the 15th and the last day; monthly from the 1st paid the last day;
 *   weekly from Monday paid on Saturday). A company without a row uses the same defaults.
 * - payslips.prior_year_tax: a year-end shortfall of the previous year withheld on this payslip
 *   (centavos; its 'Prior year tax shortfall' deduction line), tax of that year, not of this one.
 * - payslips.pay_date for the regular payslips stored before: the default calendar's pay date
 *   (the pay date of the calendar period holding the end date), so year figures count them by it.
 */
import { PAYROLL_PERIODS, type PayCalendar, type PayrollPeriod, payDateFor } from '@sahod/shared';
import { type AnyDB, timestampType } from '../schema-helpers.ts';

const CHUNK = 500;
/** The defaults as of this migration (DEFAULT_PAY_CALENDAR of @sahod/shared today). */
const DEFAULT_PAY_CALENDAR: PayCalendar = {
  semi_monthly_first: 1,
  semi_monthly_second: 16,
  semi_monthly_first_pay_day: 15,
  semi_monthly_second_pay_day: 31,
  monthly_start_day: 1,
  monthly_pay_day: 31,
  weekly_start_weekday: 1,
  weekly_pay_weekday: 6,
};

export async function up(db: AnyDB): Promise<void> {
  let table = db.schema
    .createTable('company_pay_calendar')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'));
  for (const [column, value] of Object.entries(DEFAULT_PAY_CALENDAR))
    table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(value));
  await table
    .addColumn('updated_at', timestampType(db))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  const companies = await db.selectFrom('companies').select('id').execute();
  for (let i = 0; i < companies.length; i += CHUNK)
    await db
      .insertInto('company_pay_calendar')
      .values(companies.slice(i, i + CHUNK).map((c: { id: number }) => ({ company_id: c.id })))
      .execute();

  await db.schema
    .alterTable('payslips')
    .addColumn('prior_year_tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  const periods = await db
    .selectFrom('payslips')
    .select(['pay_period', 'end_date'])
    .where('kind', '=', 'regular')
    .where('pay_date', 'is', null)
    .groupBy(['pay_period', 'end_date'])
    .execute();
  for (const p of periods as { pay_period: string; end_date: unknown }[]) {
    const end = p.end_date instanceof Date ? p.end_date.toISOString().slice(0, 10) : String(p.end_date);
    const period = (PAYROLL_PERIODS as readonly string[]).includes(p.pay_period)
      ? (p.pay_period as PayrollPeriod)
      : 'Semi-monthly';
    await db
      .updateTable('payslips')
      .set({ pay_date: payDateFor(DEFAULT_PAY_CALENDAR, period, end) })
      .where('kind', '=', 'regular')
      .where('pay_date', 'is', null)
      .where('pay_period', '=', p.pay_period)
      .where('end_date', '=', end)
      .execute();
  }
}

export async function down(db: AnyDB): Promise<void> {
  await db.updateTable('payslips').set({ pay_date: null }).where('kind', '=', 'regular').execute();
  await db.schema.alterTable('payslips').dropColumn('prior_year_tax').execute();
  await db.schema.dropTable('company_pay_calendar').execute();
}
