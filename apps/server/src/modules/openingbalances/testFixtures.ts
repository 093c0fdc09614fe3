/** A processed (or void) regular payslip of an employee, written directly (test fixture). */
import type { Harness } from '../../test/harness.ts';

export async function processedPayslip(
  h: Harness,
  employeeId: number,
  start: string,
  end: string,
  status: 'processed' | 'void' = 'processed',
): Promise<void> {
  await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: employeeId,
      start_date: start,
      end_date: end,
      pay_period: 'Semi-monthly',
      gross_base: 0,
      gross_pay: 0,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 0,
      net_pay: 0,
      employer_total: 0,
      snapshot: '{}',
      created_by: null,
      created_at: h.clock.now().toISOString(),
      status,
    })
    .execute();
}
