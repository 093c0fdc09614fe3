/** Test data of My Sahod's Leave, Attendance and Approvals: employees with accounts and no module rights. */
import type { Harness } from '../../test/harness.ts';
import { auth } from '../../test/harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const call = (h: Harness, method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

/** A stored payslip of the employee for [start, end]: the period is processed. */
export async function processedPayslip(h: Harness, employeeId: number, start: string, end: string) {
  await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: employeeId,
      start_date: start,
      end_date: end,
      pay_period: 'Semi-monthly',
      status: 'processed',
      void_reason: null,
      gross_base: 0,
      gross_pay: 0,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 0,
      net_pay: 0,
      employer_total: 0,
      snapshot: JSON.stringify({ payslip: {}, loans_summary: [] }),
      created_by: null,
      created_at: new Date().toISOString(),
      voided_by: null,
      voided_at: null,
    })
    .execute();
}

export async function logOn(h: Harness, employeeId: number, date: string, start: string, end: string) {
  const at = h.clock.now().toISOString();
  await h.deps.db
    .insertInto('timesheet_records')
    .values({
      employee_id: employeeId,
      shift_date: date,
      start_time: start,
      end_time: end,
      lunch_start: '12:00:00',
      lunch_end: '13:00:00',
      notes: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

export function recordOn(h: Harness, employeeId: number, date: string) {
  return h.deps.db
    .selectFrom('timesheet_records')
    .select(['start_time', 'end_time', 'lunch_start', 'lunch_end'])
    .where('employee_id', '=', employeeId)
    .where('shift_date', '=', date)
    .executeTakeFirst();
}
