/**
 * Home dashboard (issue 26 section 2): the Payroll card's 12 months of cost read monthly totals
 * instead of summing a year of payslips per request. payroll_month_totals holds, per company and
 * month of pay date ('yyyy-MM' of the pay date, or the end date where none is stored), the sums
 * of the live payslips' stored gross pay, employer contributions, net pay and deductions
 * (centavos) and how many there are. payslips.company_id is the company a payslip was counted
 * under (the employee's company when it was written; null: not counted), so a void takes it off
 * the same row. Kept where payslips are written and voided (payroll/monthTotals.ts); this fills
 * both from the payslips already stored. payslips_live_end lets the card find a company's last
 * run end by a few index seeks (the latest end dates of the live regular payslips).
 */
import { sql } from 'kysely';
import { type AnyDB, isPostgres, notNull } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema.alterTable('payslips').addColumn('company_id', 'integer').execute();
  await db.schema
    .createTable('payroll_month_totals')
    .addColumn('company_id', 'integer', notNull)
    .addColumn('month', 'varchar(7)', notNull)
    .addColumn('payslips', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gross_pay', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('employer_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net_pay', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_deductions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('payroll_month_totals_pk', ['company_id', 'month'])
    .execute();
  await db.schema
    .createIndex('payslips_live_end')
    .on('payslips')
    .columns(['status', 'kind', 'end_date'])
    .execute();
  await sql`update payslips set company_id = (select e.company_id from employees e where e.id = payslips.employee_id)
    where status = 'processed'`.execute(db);
  const month = isPostgres(db)
    ? sql`to_char(coalesce(pay_date, end_date), 'YYYY-MM')`
    : sql`substr(coalesce(pay_date, end_date), 1, 7)`;
  await sql`insert into payroll_month_totals
      (company_id, month, payslips, gross_pay, employer_total, net_pay, total_deductions)
    select company_id, ${month}, count(*), sum(gross_pay), sum(employer_total), sum(net_pay), sum(total_deductions)
    from payslips where status = 'processed' and company_id is not null
    group by company_id, ${month}`.execute(db);
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('payslips_live_end').execute();
  await db.schema.dropTable('payroll_month_totals').execute();
  await db.schema.alterTable('payslips').dropColumn('company_id').execute();
}
