/**
 * The compliance tests' month: three semi-monthly employees (Santos complete and paid by BPI, Reyes
 * without an SSS number or account, Cruz paid in cash) with two payrolls ending in February 2026
 * and one ending in March, and the company's employer details.
 */
import { expect } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

/** Monday to Saturday from 2026-01-18 to 2026-03-03. */
const WORKDAYS = Array.from({ length: 45 }, (_, i) => new Date(Date.UTC(2026, 0, 18 + i)))
  .filter((d) => d.getUTCDay() !== 0)
  .map((d) => d.toISOString().slice(0, 10));
// Two semi-monthly payrolls end in February (one row per employee); the third ends in March.
export const FIRST = { start_date: '2026-01-18', end_date: '2026-02-01' };
export const SECOND = { start_date: '2026-02-02', end_date: '2026-02-16' };
export const MARCH = { start_date: '2026-02-17', end_date: '2026-03-03' };

export interface ComplianceMonth {
  h: Harness;
  admin: string;
  send: ReturnType<typeof requester>;
  org: Org;
  complete: number;
  missing: number;
  cash: number;
}

export async function complianceMonth(): Promise<ComplianceMonth> {
  const h = await createHarness();
  const admin = await h.login('admin', ADMIN_PASSWORD);
  const send = requester(h);
  const org = await createOrg(h.deps.db);
  const complete = await payrollEmployee(h.deps.db, org, { last: 'Santos' });
  const missing = await payrollEmployee(h.deps.db, org, { last: 'Reyes' });
  const cash = await payrollEmployee(h.deps.db, org, { last: 'Cruz', monthly_salary: 1_800_000 });
  const ids = [complete, missing, cash];
  await h.deps.db
    .updateTable('employees')
    .set({
      sss: '34-1234567-8',
      philhealth: '12-345678901-2',
      pagibig: '1234-5678-9012',
      pay_method: 'Bank',
      bank: 'bpi',
      account_no: '1234567890',
      account_name: 'Maria Santos',
    })
    .where('id', '=', complete)
    .execute();
  await h.deps.db
    .updateTable('employees')
    .set({ philhealth: '12-345678901-3', pagibig: '1234-5678-9013', pay_method: 'Bank', bank: 'bpi' })
    .where('id', '=', missing)
    .execute();
  await h.deps.db
    .updateTable('employees')
    .set({ sss: '34-1234567-9', philhealth: '12-345678901-4', pagibig: '1234-5678-9014', pay_method: 'Cash' })
    .where('id', '=', cash)
    .execute();
  await attendance(h.deps.db, ids, WORKDAYS);
  for (const period of [FIRST, SECOND, MARCH]) {
    const res = await send('POST', '/api/payroll/create', admin, { employee_ids: ids, ...period });
    expect(res.statusCode, res.body).toBe(200);
  }
  const employer = await send('PUT', '/api/compliance/employer', admin, {
    company_id: org.company_id,
    registered_name: 'ACME TRADING CORPORATION',
    address: '12 Ayala Ave, Makati City',
    zip: '1226',
    tin: '123456789',
    branch_code: '0000',
    rdo_code: '50',
    sss_er_no: '0312345678',
    sss_branch: '',
    philhealth_pen: '012345678901',
    pagibig_er_id: '201234567890',
    contact_no: '+63 2 8123 4567',
    email: 'payroll@acme.ph',
    signatory_name: 'Maria Santos',
    signatory_position: 'HR Manager',
  });
  expect(employer.statusCode, employer.body).toBe(200);
  return { h, admin, send, org, complete, missing, cash };
}
