import { LOAN_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { createEmployee } from '../employeerecords/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let loanType: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  const type = await h.deps.db.selectFrom('loan_types').select('id').orderBy('id').executeTakeFirstOrThrow();
  loanType = type.id;
});
afterAll(async () => h.close());

// The test clock starts at 2026-11-21T01:00Z: 09:00 on 2026-11-21 in Manila.
const TODAY = '2026-11-21';
const TABLES = ['salary_loans', 'loan_payments'] as const;

type Payment = {
  log_no: number;
  payment_number: number;
  amount_due: number;
  amount_paid: number | null;
  date_paid: string | null;
  outstanding: number;
};

async function newLoan(over: Record<string, unknown> = {}) {
  const employee = await createEmployee(h.deps.db, 'Borrower');
  const res = await send('POST', '/api/SalaryLoan/create', admin, {
    employee_id: employee,
    loan_type_id: loanType,
    release_date: TODAY,
    deduction_start_date: '2026-11-30',
    loan_amount: 10000,
    payment_terms: 3,
    comments: 'first loan',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { loanId: res.json().loan_id as number, employee };
}

async function detail(loanId: number) {
  const res = await send('GET', `/api/SalaryLoan/fetchLoan?loan_id=${loanId}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { loan: Record<string, unknown>; payments: Payment[] };
}

async function refused(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  status: number,
  message: string,
) {
  const before = await snapshot(h, TABLES);
  const res = await send(method, url, admin, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toBe(message);
  expect(await snapshot(h, TABLES)).toBe(before);
}

describe('creating a loan', () => {
  it('creates the schedule: terms rows adding up to the principal, the last taking the remainder', async () => {
    const { loanId, employee } = await newLoan();
    const { loan, payments } = await detail(loanId);
    expect(loan).toMatchObject({
      loan_id: loanId,
      employee_id: employee,
      loan_type_id: loanType,
      loan_amount: 10000,
      payment_terms: 3,
      amortization: 3333.33,
      status: 'Active',
      total_amount_paid: 0,
      balance: 10000,
      comments: 'first loan',
    });
    expect(
      payments.map((p) => [p.payment_number, p.amount_due, p.outstanding, p.amount_paid, p.date_paid]),
    ).toEqual([
      [1, 3333.33, 6666.67, null, null],
      [2, 3333.33, 3333.34, null, null],
      [3, 3333.34, 0, null, null],
    ]);
    const cents = payments.reduce((s, p) => s + Math.round(p.amount_due * 100), 0);
    expect(cents).toBe(1000000);
    const list = (await send('GET', '/api/SalaryLoan/fetch', admin)).json();
    expect(list.find((l: { loan_id: number }) => l.loan_id === loanId)).toMatchObject({
      balance: 10000,
      status: 'Active',
    });
  });

  it('sums to the principal to the centavo for awkward amounts and many terms', async () => {
    for (const [amount, terms] of [
      [1000.01, 7],
      [99999.99, 24],
      [0.05, 3],
      [12345.67, 360],
    ] as const) {
      const { loanId } = await newLoan({ loan_amount: amount, payment_terms: terms });
      const { payments } = await detail(loanId);
      expect(payments).toHaveLength(terms);
      expect(payments.reduce((s, p) => s + Math.round(p.amount_due * 100), 0)).toBe(Math.round(amount * 100));
      expect(payments.at(-1)?.outstanding).toBe(0);
    }
  });

  it('an employee may hold several loans', async () => {
    const { employee } = await newLoan();
    const second = await send('POST', '/api/SalaryLoan/create', admin, {
      employee_id: employee,
      loan_type_id: loanType,
      release_date: TODAY,
      deduction_start_date: TODAY,
      loan_amount: 500,
      payment_terms: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    const list = (await send('GET', '/api/SalaryLoan/fetch', admin)).json();
    expect(list.filter((l: { employee_id: number }) => l.employee_id === employee)).toHaveLength(2);
  });

  it('refuses the spec 5 rules with their messages, all of them at once, and writes nothing', async () => {
    const employee = await createEmployee(h.deps.db);
    const body = {
      employee_id: employee,
      loan_type_id: loanType,
      release_date: TODAY,
      deduction_start_date: TODAY,
      loan_amount: 1000,
      payment_terms: 2,
    };
    const url = '/api/SalaryLoan/create';
    await refused(
      'POST',
      url,
      { ...body, deduction_start_date: '2026-11-20' },
      400,
      LOAN_MSG.releaseAfterStart,
    );
    await refused(
      'POST',
      url,
      { ...body, release_date: '2026-11-25', deduction_start_date: '2026-11-24' },
      400,
      LOAN_MSG.releaseAfterStart,
    );
    await refused('POST', url, { ...body, payment_terms: 2.5 }, 400, LOAN_MSG.paymentTerms);
    await refused('POST', url, { ...body, payment_terms: 0 }, 400, LOAN_MSG.paymentTerms);
    await refused('POST', url, { ...body, loan_amount: 0 }, 400, LOAN_MSG.loanAmount);
    await refused('POST', url, { ...body, loan_amount: 10.001 }, 400, LOAN_MSG.loanAmount);
    await refused('POST', url, { ...body, employee_id: 999999 }, 400, LOAN_MSG.employeeNotFound);
    await refused('POST', url, { ...body, loan_type_id: 999999 }, 400, LOAN_MSG.loanTypeNotFound);
  });

  it('refuses an installment below ₱0.01, naming the smallest amount for the terms (issue 20)', async () => {
    const employee = await createEmployee(h.deps.db);
    const body = {
      employee_id: employee,
      loan_type_id: loanType,
      release_date: TODAY,
      deduction_start_date: TODAY,
    };
    const url = '/api/SalaryLoan/create';
    // ₱0.01 over 360 terms made 359 payments of ₱0.00: one centavo a term is 360 x 0.01 = ₱3.60.
    await refused(
      'POST',
      url,
      { ...body, loan_amount: 0.01, payment_terms: 360 },
      400,
      'The loan amount must be at least ₱3.60 for 360 payment terms.',
    );
    await refused(
      'POST',
      url,
      { ...body, loan_amount: 0.02, payment_terms: 3 },
      400,
      'The loan amount must be at least ₱0.03 for 3 payment terms.',
    );
    const { loanId } = await newLoan({ loan_amount: 3.6, payment_terms: 360 });
    const { payments } = await detail(loanId);
    expect(payments.every((p) => p.amount_due === 0.01)).toBe(true);
    // ₱10.00 over 360: 1,000 / 360 = 2.78 would round to 0.03, and 359 x 0.03 = 10.77 > 10.00;
    // so 359 x 0.02 = 7.18 and the last 10.00 - 7.18 = 2.82.
    const ten = await detail((await newLoan({ loan_amount: 10, payment_terms: 360 })).loanId);
    expect(new Set(ten.payments.slice(0, 359).map((p) => p.amount_due))).toEqual(new Set([0.02]));
    expect(ten.payments.at(-1)?.amount_due).toBe(2.82);
  });

  it('accepts a loan released before today with a deduction start in the past (issue 23)', async () => {
    const { loanId } = await newLoan({ release_date: '2026-03-10', deduction_start_date: '2026-04-01' });
    expect((await detail(loanId)).loan).toMatchObject({ release_date: '2026-03-10', status: 'Active' });
  });
});

describe('payments, comments, cancel and delete', () => {
  it('records a payment outside payroll: outstanding and total_amount_paid recomputed by the server, Cleared at zero', async () => {
    const { loanId } = await newLoan({ loan_amount: 1000, payment_terms: 2 });
    let { payments } = await detail(loanId);
    const [first, second] = payments as [Payment, Payment];
    const paid = await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
      log_no: first.log_no,
      amount_paid: 600,
      date_paid: TODAY,
      outstanding: 123456, // ignored
    });
    expect(paid.statusCode, paid.body).toBe(200);
    let loan: Record<string, unknown>;
    ({ loan, payments } = await detail(loanId));
    expect(payments.map((p) => [p.amount_paid, p.outstanding])).toEqual([
      [600, 400],
      [null, 0],
    ]);
    expect(loan).toMatchObject({ total_amount_paid: 600, balance: 400, status: 'Active' });
    await refused(
      'PUT',
      '/api/SalaryLoan/updateLoan',
      { log_no: second.log_no, amount_paid: 400.01, date_paid: TODAY },
      400,
      LOAN_MSG.overpaid('₱400.00'),
    );
    expect(
      (
        await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
          log_no: second.log_no,
          amount_paid: 400,
          date_paid: TODAY,
        })
      ).statusCode,
    ).toBe(200);
    ({ loan } = await detail(loanId));
    expect(loan).toMatchObject({ total_amount_paid: 1000, balance: 0, status: 'Cleared' });
    // Clearing a payment brings the loan back to Active.
    expect(
      (
        await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
          log_no: second.log_no,
          amount_paid: null,
          date_paid: null,
        })
      ).statusCode,
    ).toBe(200);
    ({ loan } = await detail(loanId));
    expect(loan).toMatchObject({ total_amount_paid: 600, status: 'Active' });
  });

  it('refuses bad payments with clear messages', async () => {
    const { loanId } = await newLoan({ release_date: '2026-11-25', deduction_start_date: '2026-11-30' });
    const [first] = (await detail(loanId)).payments as [Payment];
    const url = '/api/SalaryLoan/updateLoan';
    await refused(
      'PUT',
      url,
      { log_no: first.log_no, amount_paid: 10, date_paid: null },
      400,
      LOAN_MSG.paidTogether,
    );
    await refused(
      'PUT',
      url,
      { log_no: first.log_no, amount_paid: 10, date_paid: TODAY },
      400,
      LOAN_MSG.datePaidBeforeRelease,
    );
    await refused(
      'PUT',
      url,
      { log_no: first.log_no, amount_paid: 10, date_paid: '2026-12-25' },
      400,
      LOAN_MSG.datePaidFuture,
    );
    await refused(
      'PUT',
      url,
      { log_no: first.log_no, amount_paid: -1, date_paid: TODAY },
      400,
      LOAN_MSG.amountPaid,
    );
    await refused(
      'PUT',
      url,
      { log_no: 999999, amount_paid: 1, date_paid: TODAY },
      404,
      LOAN_MSG.paymentNotFound,
    );
  });

  it('edits comments only; Cancel Loan makes comments and payments read-only', async () => {
    const { loanId } = await newLoan();
    expect(
      (await send('PUT', '/api/SalaryLoan/update', admin, { loan_id: loanId, comments: 'restructured' }))
        .statusCode,
    ).toBe(200);
    expect((await detail(loanId)).loan.comments).toBe('restructured');
    expect((await send('PUT', '/api/SalaryLoan/cancel', admin, { loan_id: loanId })).statusCode).toBe(200);
    const { loan, payments } = await detail(loanId);
    expect(loan.status).toBe('Canceled');
    await refused(
      'PUT',
      '/api/SalaryLoan/update',
      { loan_id: loanId, comments: 'x' },
      409,
      LOAN_MSG.canceledReadOnly,
    );
    await refused(
      'PUT',
      '/api/SalaryLoan/updateLoan',
      { log_no: (payments[0] as Payment).log_no, amount_paid: 1, date_paid: TODAY },
      409,
      LOAN_MSG.canceledReadOnly,
    );
    await refused('PUT', '/api/SalaryLoan/cancel', { loan_id: loanId }, 409, LOAN_MSG.alreadyCanceled);
    await refused(
      'PUT',
      '/api/SalaryLoan/update',
      { loan_id: 999999, comments: 'x' },
      404,
      LOAN_MSG.notFound,
    );
  });

  it('a cleared loan cannot be canceled', async () => {
    const { loanId } = await newLoan({ loan_amount: 100, payment_terms: 1 });
    const [only] = (await detail(loanId)).payments as [Payment];
    await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
      log_no: only.log_no,
      amount_paid: 100,
      date_paid: TODAY,
    });
    await refused('PUT', '/api/SalaryLoan/cancel', { loan_id: loanId }, 409, LOAN_MSG.clearedCannotCancel);
  });

  it('deletes a loan without payments with its schedule; refuses one with a recorded payment', async () => {
    const { loanId } = await newLoan();
    expect((await send('DELETE', `/api/SalaryLoan/delete?loan_id=${loanId}`, admin)).statusCode).toBe(200);
    expect((await send('GET', `/api/SalaryLoan/fetchLoan?loan_id=${loanId}`, admin)).statusCode).toBe(404);
    const rows = await h.deps.db
      .selectFrom('loan_payments')
      .select('id')
      .where('loan_id', '=', loanId)
      .execute();
    expect(rows).toEqual([]);

    const paidLoan = await newLoan();
    const [first] = (await detail(paidLoan.loanId)).payments as [Payment];
    await send('PUT', '/api/SalaryLoan/updateLoan', admin, {
      log_no: first.log_no,
      amount_paid: 10,
      date_paid: TODAY,
    });
    await refused(
      'DELETE',
      `/api/SalaryLoan/delete?loan_id=${paidLoan.loanId}`,
      undefined,
      409,
      LOAN_MSG.hasPayments,
    );
    await refused('DELETE', '/api/SalaryLoan/delete?loan_id=999999', undefined, 404, LOAN_MSG.notFound);
  });

  it('an employee who holds a loan cannot be deleted', async () => {
    const { employee } = await newLoan();
    const res = await send('DELETE', `/api/employee_list/delete?id=${employee}`, admin);
    expect(res.statusCode).toBe(409);
    expect(
      await h.deps.db.selectFrom('employees').select('id').where('id', '=', employee).executeTakeFirst(),
    ).toBeDefined();
  });

  it('guards every route by its flag and the token', async () => {
    const { loanId, employee } = await newLoan();
    const [first] = (await detail(loanId)).payments as [Payment];
    const m = 'salaryloan';
    await expectGuarded(h, m, 'view', 'GET', '/api/SalaryLoan/fetch', undefined, TABLES);
    await expectGuarded(h, m, 'view', 'GET', '/api/SalaryLoan/employees', undefined, TABLES);
    const choices = (await send('GET', '/api/SalaryLoan/employees', admin)).json();
    expect(choices.map((c: { employee_id: number }) => c.employee_id)).toContain(employee);
    await expectGuarded(
      h,
      m,
      'view',
      'GET',
      `/api/SalaryLoan/fetchLoan?loan_id=${loanId}`,
      undefined,
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'create',
      'POST',
      '/api/SalaryLoan/create',
      {
        employee_id: employee,
        loan_type_id: loanType,
        release_date: TODAY,
        deduction_start_date: TODAY,
        loan_amount: 5,
        payment_terms: 1,
      },
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'update',
      'PUT',
      '/api/SalaryLoan/update',
      { loan_id: loanId, comments: 'x' },
      TABLES,
    );
    await expectGuarded(
      h,
      m,
      'update',
      'PUT',
      '/api/SalaryLoan/updateLoan',
      { log_no: first.log_no, amount_paid: 1, date_paid: TODAY },
      TABLES,
    );
    await expectGuarded(h, m, 'update', 'PUT', '/api/SalaryLoan/cancel', { loan_id: loanId }, TABLES);
    await expectGuarded(
      h,
      m,
      'delete',
      'DELETE',
      `/api/SalaryLoan/delete?loan_id=${loanId}`,
      undefined,
      TABLES,
    );
  });
});
