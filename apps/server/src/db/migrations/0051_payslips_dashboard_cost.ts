/**
 * Home dashboard (issue 26 section 2): the Payroll card sums a year of payslips by month of pay
 * date. This index holds, per employee, what that sum and the payroll statuses read (the live
 * payslips' status, kind and period, the pay date and the four figures), so neither reads the
 * payslips' rows with their large snapshots.
 */
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createIndex('payslips_dashboard_cost')
    .on('payslips')
    .columns([
      'employee_id',
      'status',
      'kind',
      'start_date',
      'end_date',
      'pay_date',
      'gross_pay',
      'employer_total',
      'net_pay',
      'total_deductions',
    ])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('payslips_dashboard_cost').execute();
}
