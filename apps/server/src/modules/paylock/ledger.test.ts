/**
 * Issue 20: a loan's total_amount_paid always equals the sum of its payment rows, also when the
 * payroll deducts a loan whose scheduled rows all hold (smaller) payments recorded outside payroll,
 * and when that payroll is voided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const rowsOf = (loanId: number) =>
  h.deps.db
    .selectFrom('loan_payments')
    .select(['payment_number', 'amount_due', 'amount_paid', 'date_paid'])
    .where('loan_id', '=', loanId)
    .orderBy('payment_number')
    .execute();

const loanOf = (loanId: number) =>
  h.deps.db
    .selectFrom('salary_loans')
    .select(['total_amount_paid', 'status'])
    .where('id', '=', loanId)
    .executeTakeFirstOrThrow();

describe('payroll installments keep the loan ledger adding up', () => {
  it('an installment beyond the schedule gets its own row; void takes it back', async () => {
    const employee = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
    const workdays = [16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 30].map((d) => `2026-11-${d}`);
    await attendance(h.deps.db, [employee], workdays);
    const type = await h.deps.db
      .selectFrom('loan_types')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await send('POST', '/api/SalaryLoan/create', admin, {
      employee_id: employee,
      loan_type_id: type.id,
      release_date: '2026-11-21',
      deduction_start_date: '2026-11-21',
      loan_amount: 1000,
      payment_terms: 2,
      // Second cut-off: two monthly rows of ₱500, deducted on the 16-30 November payroll.
      cut_off: 'second',
      comments: '',
    });
    expect(created.statusCode, created.body).toBe(200);
    const loanId = created.json().loan_id as number;
    // ₱400 recorded on each of the two ₱500 rows: every row paid, ₱200 still owed.
    for (const row of await h.deps.db
      .selectFrom('loan_payments')
      .select('id')
      .where('loan_id', '=', loanId)
      .execute()) {
      const res = await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
        log_no: row.id,
        amount_paid: 400,
        date_paid: '2026-11-21',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await loanOf(loanId)).toEqual({ total_amount_paid: 80_000, status: 'Active' });

    const processed = await send('POST', '/api/payroll/create', admin, {
      employee_ids: [employee],
      start_date: '2026-11-16',
      end_date: '2026-11-30',
    });
    expect(processed.statusCode, processed.body).toBe(200);
    // The engine deducts the ₱200 left (the last installment); it is recorded on a third row.
    expect(await rowsOf(loanId)).toEqual([
      { payment_number: 1, amount_due: 50_000, amount_paid: 40_000, date_paid: '2026-11-21' },
      { payment_number: 2, amount_due: 50_000, amount_paid: 40_000, date_paid: '2026-11-21' },
      { payment_number: 3, amount_due: 20_000, amount_paid: 20_000, date_paid: '2026-11-30' },
    ]);
    expect(await loanOf(loanId)).toEqual({ total_amount_paid: 100_000, status: 'Cleared' });

    const payslip = await h.deps.db
      .selectFrom('payslips')
      .select('id')
      .where('employee_id', '=', employee)
      .executeTakeFirstOrThrow();
    const voided = await send('POST', '/api/payroll/void', admin, { payslip_id: payslip.id, reason: 'Test' });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = await rowsOf(loanId);
    expect(after[2]).toEqual({ payment_number: 3, amount_due: 20_000, amount_paid: null, date_paid: null });
    expect(await loanOf(loanId)).toEqual({ total_amount_paid: 80_000, status: 'Active' });
  });
});
