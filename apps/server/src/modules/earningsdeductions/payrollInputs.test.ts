import { earningSalaryTotal, loanDue } from '@sahod/payroll';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee } from '../employeerecords/testFixtures.ts';
import { payInputsForPeriod } from './payrollInputs.ts';
import { requester } from './testHelpers.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const code = async (url: string, body: unknown) => {
  const res = await send('POST', url, admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('payroll inputs', () => {
  it("gives the engine the period's lines and Active loans; the engine's shares equal the screens'", async () => {
    const [a, b, c] = (await Promise.all([1, 2, 3].map(() => createEmployee(h.deps.db, 'Payroll')))) as [
      number,
      number,
      number,
    ];
    const group = (
      await code('/api/EarningsCategories/create', {
        category_name: 'PI Group',
        calc_id: 1,
        operand_id: 3,
        rate: 3,
        taxable: false,
      })
    ).code;
    const dues = (await code('/api/DeductionsCategories/create', { category_name: 'PI Dues', pre_tax: true }))
      .code;
    const record = (
      await code('/api/EarningsRecords/create', {
        category_id: group,
        effective_date: '2026-12-10',
        total_amount: 1000,
        employee_data: [
          { employee_id: a, amount: 2, input_column: '' },
          { employee_id: b, amount: 3.5, input_column: '' },
          { employee_id: c, amount: 7, input_column: '' },
        ],
      })
    ).code;
    await code('/api/EarningsRecords/create', {
      category_id: group,
      effective_date: '2026-12-20', // outside the period
      total_amount: 50,
      employee_data: [{ employee_id: a, amount: 1, input_column: '' }],
    });
    await code('/api/DeductionsRecords/create', {
      category_id: dues,
      effective_date: '2026-12-01',
      employee_data: [{ employee_id: a, amount: 150.25, input_column: '' }],
    });
    const loanType = await h.deps.db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
    const loan = (
      await code('/api/SalaryLoan/create', {
        employee_id: a,
        loan_type_id: loanType.id,
        release_date: '2026-11-21',
        deduction_start_date: '2026-12-01',
        loan_amount: 1000,
        payment_terms: 3,
      })
    ).loan_id;
    const canceled = (
      await code('/api/SalaryLoan/create', {
        employee_id: a,
        loan_type_id: loanType.id,
        release_date: '2026-11-21',
        deduction_start_date: '2026-12-01',
        loan_amount: 500,
        payment_terms: 1,
      })
    ).loan_id;
    await send('PUT', '/api/SalaryLoan/cancel', admin, { loan_id: canceled });
    const [first] = (await send('GET', `/api/SalaryLoan/fetchLoan?loan_id=${loan}`, admin)).json().payments;
    await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
      log_no: first.log_no,
      amount_paid: 333.33,
      date_paid: '2026-11-21',
    });

    // Only a and b are paid in this run: b's share still uses c's amount.
    const inputs = await payInputsForPeriod(h.deps.db, [a, b], '2026-12-01', '2026-12-15');
    const screen = (await send('GET', '/api/EarningsRecords/fetch', admin))
      .json()
      .find((r: { code: number }) => r.code === record).employee_data;
    for (const [index, id] of [a, b].entries()) {
      const earnings = inputs.get(id as number)?.earnings ?? [];
      expect(earnings).toHaveLength(1);
      expect(earnings[0]?.taxable).toBe(false);
      expect(earningSalaryTotal(earnings[0] as never, 0) / 100).toBe(screen[index].salary_total);
    }
    expect(inputs.get(a as number)?.deductions).toEqual([
      { name: 'PI Dues', effective_date: '2026-12-01', amount: 15025, pre_tax: true },
    ]);
    const loans = inputs.get(a as number)?.loans ?? [];
    expect(loans).toHaveLength(1);
    expect(loans[0]).toMatchObject({
      loan_id: loan,
      loan_amount: 100000,
      payments_made: 1,
      total_amount_paid: 33333,
    });
    expect(loanDue(loans[0] as never, '2026-12-15')).toMatchObject({ amount_due: 33333, balance: 33334 });
    expect(inputs.get(b as number)?.loans).toEqual([]);
  });

  it("counts each loan's payment rows in the database: paid rows, unpaid schedule rows, the next amount due", async () => {
    const employee = await createEmployee(h.deps.db, 'Loan Rows');
    const loanType = await h.deps.db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
    // Four loans of 1,000.00 in 3 terms: rows of 333.33, 333.33 and 333.34 (the remainder last).
    const loanIds: number[] = [];
    for (let i = 0; i < 4; i++)
      loanIds.push(
        (
          await code('/api/SalaryLoan/create', {
            employee_id: employee,
            loan_type_id: loanType.id,
            release_date: '2026-11-21',
            deduction_start_date: '2026-12-01',
            loan_amount: 1000,
            payment_terms: 3,
          })
        ).loan_id,
      );
    const [twoPaid, lastPaid, allPaid, openingOnly] = loanIds as [number, number, number, number];
    const pay = (loanId: number, numbers: number[]) =>
      h.deps.db
        .updateTable('loan_payments')
        .set({ amount_paid: sql<number>`amount_due`, date_paid: '2026-11-30' })
        .where('loan_id', '=', loanId)
        .where('payment_number', 'in', numbers)
        .execute();
    await pay(twoPaid, [1, 2]);
    await pay(lastPaid, [3]); // paid out of order: the first unpaid row is still row 1
    await pay(allPaid, [1, 2, 3]); // still Active: nothing scheduled is left
    await pay(openingOnly, [1]);
    await h.deps.db
      .updateTable('loan_payments')
      .set({ kind: 'opening' })
      .where('loan_id', '=', openingOnly)
      .execute();

    const loans = (await payInputsForPeriod(h.deps.db, [employee], '2026-12-01', '2026-12-15')).get(
      employee,
    )?.loans;
    const shape = (loans ?? []).map((l) => ({
      loan_id: l.loan_id,
      payments_made: l.payments_made,
      unpaid_rows: l.unpaid_rows,
      next_due: l.next_due,
      has_unpaid_rows: 'unpaid_rows' in l,
      has_next_due: 'next_due' in l,
    }));
    expect(shape).toEqual([
      {
        loan_id: twoPaid,
        payments_made: 2,
        unpaid_rows: 1,
        next_due: 33334,
        has_unpaid_rows: true,
        has_next_due: true,
      },
      {
        loan_id: lastPaid,
        payments_made: 1,
        unpaid_rows: 2,
        next_due: 33333,
        has_unpaid_rows: true,
        has_next_due: true,
      },
      {
        loan_id: allPaid,
        payments_made: 3,
        unpaid_rows: 0,
        next_due: undefined,
        has_unpaid_rows: true,
        has_next_due: false,
      },
      {
        loan_id: openingOnly,
        payments_made: 1,
        unpaid_rows: undefined,
        next_due: undefined,
        has_unpaid_rows: false,
        has_next_due: false,
      },
    ]);
  });
});
