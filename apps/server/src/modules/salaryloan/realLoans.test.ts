/**
 * Issue 23 "Government and company loans as they really are": loans released before Sahod with an
 * opening payment, cut-offs, a later billing's amortization, canceled loans apart. Figures worked
 * by hand in the comments.
 */
import { LOAN_MSG, OPENING_PAYMENT_LABEL } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
const types = new Map<string, number>();
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  for (const t of await h.deps.db.selectFrom('loan_types').select(['id', 'name']).execute())
    types.set(t.name, t.id);
});
afterAll(async () => h.close());

const TABLES = ['salary_loans', 'loan_payments', 'loan_amortization_changes'] as const;
const OCT_1 = { start_date: '2026-10-01', end_date: '2026-10-15' };
const OCT_2 = { start_date: '2026-10-16', end_date: '2026-10-31' };

/** Monday to Saturday of a stretch of October 2026 (1 October is a Thursday). */
function workdays(from: number, to: number): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d += 1) {
    const date = `2026-10-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) out.push(date);
  }
  return out;
}

async function worker(org: Org): Promise<number> {
  const id = await payrollEmployee(h.deps.db, org);
  await attendance(h.deps.db, [id], [...workdays(1, 31)]);
  return id;
}

async function create(body: Record<string, unknown>) {
  const res = await send('POST', '/api/SalaryLoan/create', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().loan_id as number;
}

type Detail = {
  loan: Record<string, unknown>;
  payments: Array<{
    log_no: number;
    payment_number: number;
    amount_due: number;
    amount_paid: number | null;
    date_paid: string | null;
    outstanding: number;
    kind: string;
  }>;
  amortization_changes: Array<Record<string, unknown>>;
};
async function detail(loanId: number): Promise<Detail> {
  const res = await send('GET', `/api/SalaryLoan/fetchLoan?loan_id=${loanId}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function payrollRow(org: Org, id: number, period: { start_date: string; end_date: string }) {
  const url = `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${period.start_date}&end_date=${period.end_date}`;
  const res = await send('GET', url, admin);
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json() as Array<Record<string, unknown> & { employee_id: number }>).find(
    (r) => r.employee_id === id,
  );
  if (!row) throw new Error(`no payroll row for ${id}`);
  return row as unknown as {
    loans_breakdown: Array<{ loan_id: number; amount_due: number; balance: number }>;
    paid_loans_breakdown: Array<{ loan_id: number; amount_paid: number; outstanding_balance: number }>;
  };
}

async function process(id: number, period: { start_date: string; end_date: string }) {
  const res = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...period });
  expect(res.statusCode, res.body).toBe(200);
}

async function refused(
  method: 'POST' | 'PUT',
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

describe('an SSS loan released in March with six amortizations paid before Sahod', () => {
  let org: Org;
  let employee: number;
  let loanId: number;

  it('is created with its opening payment and 18 rows left, on the second cut-off by default', async () => {
    org = await createOrg(h.deps.db);
    employee = await worker(org);
    // ₱24,000 over 24 months: ₱1,000 a month. Six paid April-September: ₱6,000 before Sahod.
    loanId = await create({
      employee_id: employee,
      loan_type_id: types.get('SSS Salary Loan'),
      release_date: '2026-03-10',
      deduction_start_date: '2026-10-01',
      loan_amount: 24000,
      payment_terms: 24,
      opening_paid: 6000,
    });
    const { loan, payments } = await detail(loanId);
    expect(loan).toMatchObject({
      cut_off: 'second',
      amortization: 1000,
      opening_paid: 6000,
      total_amount_paid: 6000,
      balance: 18000,
      status: 'Active',
    });
    // The opening row (number 0) then 24,000 - 6,000 = 18,000 at 1,000 = 18 rows.
    expect(payments[0]).toMatchObject({
      payment_number: 0,
      kind: 'opening',
      amount_paid: 6000,
      date_paid: '2026-09-30',
      outstanding: 18000,
    });
    const rows = payments.slice(1);
    expect(rows).toHaveLength(18);
    expect(rows.every((r) => r.amount_due === 1000 && r.amount_paid === null && r.kind === 'schedule')).toBe(
      true,
    );
    expect(rows.map((r) => r.outstanding).slice(0, 3)).toEqual([17000, 16000, 15000]);
    expect(rows.at(-1)?.outstanding).toBe(0);
    expect(OPENING_PAYMENT_LABEL).toBe('Paid before Sahod');
  });

  it('payroll deducts nothing on 1-15 October and ₱1,000 on 16-31 October, never the opening payment again', async () => {
    expect((await payrollRow(org, employee, OCT_1)).loans_breakdown).toEqual([]);
    await process(employee, OCT_1);
    const second = await payrollRow(org, employee, OCT_2);
    // 24,000 - 6,000 before Sahod - 1,000 now = 17,000 left.
    expect(second.loans_breakdown).toEqual([
      { loan_id: loanId, loan_name: 'SSS Salary Loan', amount_due: 1000, balance: 17000 },
    ]);
    await process(employee, OCT_2);
    const { loan, payments } = await detail(loanId);
    expect(loan).toMatchObject({ total_amount_paid: 7000, balance: 17000, status: 'Active' });
    expect(payments[0]).toMatchObject({ kind: 'opening', amount_paid: 6000, date_paid: '2026-09-30' });
    expect(payments[1]).toMatchObject({
      payment_number: 1,
      amount_paid: 1000,
      date_paid: '2026-10-31',
      outstanding: 17000,
    });
    expect(payments[2]).toMatchObject({ amount_paid: null });
  });

  it('the opening payment cannot be edited as a payment; a deduction start within a processed payroll is refused', async () => {
    const { payments } = await detail(loanId);
    await refused(
      'PUT',
      '/api/SalaryLoan/updateLoan',
      { log_no: payments[0]?.log_no, amount_paid: 5000, date_paid: '2026-09-30' },
      409,
      LOAN_MSG.openingReadOnly,
    );
    const body = {
      employee_id: employee,
      loan_type_id: types.get('Company Loan'),
      release_date: '2026-09-01',
      loan_amount: 1000,
      payment_terms: 2,
    };
    const message = LOAN_MSG.startInProcessedPayroll('2026-10-16 to 2026-10-31');
    await refused(
      'POST',
      '/api/SalaryLoan/create',
      { ...body, deduction_start_date: '2026-10-20' },
      409,
      message,
    );
    await refused(
      'POST',
      '/api/SalaryLoan/create',
      { ...body, deduction_start_date: '2026-10-31' },
      409,
      message,
    );
    await refused(
      'POST',
      '/api/SalaryLoan/create',
      { ...body, deduction_start_date: '2026-09-15' },
      409,
      message,
    );
  });

  it('a later billing of ₱1,500 a month replaces the unpaid rows, audited, history shown', async () => {
    await refused(
      'PUT',
      '/api/SalaryLoan/amortization',
      { loan_id: loanId, monthly_amortization: 1000, billing_date: '2026-11-05' },
      400,
      LOAN_MSG.sameAmortization,
    );
    await refused(
      'PUT',
      '/api/SalaryLoan/amortization',
      { loan_id: loanId, monthly_amortization: 1500, billing_date: '2026-03-01' },
      400,
      LOAN_MSG.billingBeforeRelease,
    );
    const res = await send('PUT', '/api/SalaryLoan/amortization', admin, {
      loan_id: loanId,
      monthly_amortization: 1500,
      billing_date: '2026-11-05',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { loan, payments, amortization_changes } = await detail(loanId);
    expect(loan).toMatchObject({ amortization: 1500, total_amount_paid: 7000, balance: 17000 });
    // Kept: opening (0) and the October row (1). 17,000 at 1,500: 11 x 1,500 = 16,500 and 500 last.
    expect(payments.slice(0, 2).map((p) => [p.payment_number, p.amount_paid])).toEqual([
      [0, 6000],
      [1, 1000],
    ]);
    const next = payments.slice(2);
    expect(next.map((p) => p.payment_number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(next.map((p) => p.amount_due)).toEqual([...new Array(11).fill(1500), 500]);
    expect(next[0]?.outstanding).toBe(15500);
    expect(next.at(-1)?.outstanding).toBe(0);
    expect(amortization_changes).toEqual([
      expect.objectContaining({ billing_date: '2026-11-05', old_amortization: 1000, new_amortization: 1500 }),
    ]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'salary_loans')
      .where('entity_id', '=', String(loanId))
      .where('action', '=', 'update')
      .execute();
    expect(audit.some((a) => String(a.details).includes('"monthly_amortization":150000'))).toBe(true);
    // The next second cut-off deducts the new amount: 17,000 - 1,500 = 15,500.
    await attendance(h.deps.db, [employee], ['2026-11-16', '2026-11-17']);
    const nov = await payrollRow(org, employee, { start_date: '2026-11-16', end_date: '2026-11-30' });
    expect(nov.loans_breakdown).toEqual([
      { loan_id: loanId, loan_name: 'SSS Salary Loan', amount_due: 1500, balance: 15500 },
    ]);
  });
});

describe('half on each cut-off with an odd centavo', () => {
  it('₱2,000.02 over 2 months: 1,000.01 a month, ₱500.01 on the first cut-off and ₱500.00 on the second', async () => {
    const org = await createOrg(h.deps.db);
    const employee = await worker(org);
    const loanId = await create({
      employee_id: employee,
      loan_type_id: types.get('Company Loan'),
      release_date: '2026-09-20',
      deduction_start_date: '2026-10-01',
      loan_amount: 2000.02,
      payment_terms: 2,
    });
    const { loan, payments } = await detail(loanId);
    // 200,002 / 2 = 100,001 a month; its half 50,000.5 rounds to 50,001 (first), 50,000 (second).
    expect(loan).toMatchObject({ cut_off: 'both', amortization: 1000.01 });
    expect(payments.map((p) => [p.amount_due, p.outstanding])).toEqual([
      [500.01, 1500.01],
      [500, 1000.01],
      [500.01, 500],
      [500, 0],
    ]);
    expect((await payrollRow(org, employee, OCT_1)).loans_breakdown).toMatchObject([
      { amount_due: 500.01, balance: 1500.01 },
    ]);
    await process(employee, OCT_1);
    expect((await payrollRow(org, employee, OCT_2)).loans_breakdown).toMatchObject([
      { amount_due: 500, balance: 1000.01 },
    ]);
  });

  it('the company setting sets the default for Pag-IBIG loans; a chosen cut-off wins', async () => {
    const org = await createOrg(h.deps.db);
    const employee = await worker(org);
    const url = `/api/SalaryLoan/settings?company_id=${org.company_id}`;
    expect((await send('GET', url, admin)).json()).toEqual({
      company_id: org.company_id,
      agency_loan_cut_off: 'second',
    });
    const saved = await send('PUT', '/api/SalaryLoan/settings', admin, {
      company_id: org.company_id,
      agency_loan_cut_off: 'first',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('GET', url, admin)).json().agency_loan_cut_off).toBe('first');
    const base = {
      employee_id: employee,
      loan_type_id: types.get('Pag-IBIG Multi-Purpose Loan'),
      release_date: '2026-10-01',
      deduction_start_date: '2026-10-01',
      loan_amount: 3000,
      payment_terms: 3,
    };
    const pagibig = await create(base);
    expect((await detail(pagibig)).loan.cut_off).toBe('first');
    const chosen = await create({ ...base, cut_off: 'both' });
    expect((await detail(chosen)).loan.cut_off).toBe('both');
    // First cut-off: the whole 1,000 a month on 1-15 October, nothing on 16-31; the other half each.
    expect((await payrollRow(org, employee, OCT_1)).loans_breakdown).toMatchObject([
      { loan_id: pagibig, amount_due: 1000, balance: 2000 },
      { loan_id: chosen, amount_due: 500, balance: 2500 },
    ]);
    await process(employee, OCT_1);
    expect((await payrollRow(org, employee, OCT_2)).loans_breakdown).toMatchObject([
      { loan_id: chosen, amount_due: 500, balance: 2000 },
    ]);
    await refused(
      'PUT',
      '/api/SalaryLoan/settings',
      { company_id: 999_999, agency_loan_cut_off: 'first' },
      404,
      LOAN_MSG.companyNotFound,
    );
  });
});

describe('canceled loans and refusals', () => {
  it('a canceled loan shows no balance due; the summary counts it apart', async () => {
    const org = await createOrg(h.deps.db);
    const employee = await worker(org);
    const summary = async () => (await send('GET', '/api/SalaryLoan/summary', admin)).json();
    const before = await summary();
    const loanId = await create({
      employee_id: employee,
      loan_type_id: types.get('Company Loan'),
      release_date: '2026-10-01',
      deduction_start_date: '2026-10-01',
      loan_amount: 5000,
      payment_terms: 5,
      opening_paid: 1000,
    });
    // 5,000 - 1,000 paid before Sahod = 4,000 due.
    expect(await summary()).toMatchObject({
      active_count: before.active_count + 1,
      active_balance: before.active_balance + 4000,
      canceled_count: before.canceled_count,
    });
    expect((await send('PUT', '/api/SalaryLoan/cancel', admin, { loan_id: loanId })).statusCode).toBe(200);
    expect((await detail(loanId)).loan).toMatchObject({
      status: 'Canceled',
      balance: 0,
      total_amount_paid: 1000,
    });
    const list = (await send('GET', '/api/SalaryLoan/fetch', admin)).json() as Array<{
      loan_id: number;
      balance: number;
    }>;
    expect(list.find((l) => l.loan_id === loanId)?.balance).toBe(0);
    expect(await summary()).toEqual({
      active_count: before.active_count,
      active_balance: before.active_balance,
      cleared_count: before.cleared_count,
      canceled_count: before.canceled_count + 1,
    });
    await refused(
      'PUT',
      '/api/SalaryLoan/amortization',
      { loan_id: loanId, monthly_amortization: 500, billing_date: '2026-11-01' },
      409,
      LOAN_MSG.notActiveAmortization,
    );
  });

  it('refuses a start before the go-live, opening payments and amortizations that do not fit, and writes nothing', async () => {
    const org = await createOrg(h.deps.db);
    const employee = await worker(org);
    await h.deps.db
      .insertInto('employee_opening_balances')
      .values({
        employee_id: employee,
        year: 2026,
        go_live_date: '2026-10-01',
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const body = {
      employee_id: employee,
      loan_type_id: types.get('SSS Salary Loan'),
      release_date: '2026-03-10',
      deduction_start_date: '2026-10-01',
      loan_amount: 24000,
      payment_terms: 24,
    };
    const url = '/api/SalaryLoan/create';
    await refused(
      'POST',
      url,
      { ...body, deduction_start_date: '2026-09-16' },
      400,
      LOAN_MSG.startBeforeGoLive('2026-10-01'),
    );
    await refused('POST', url, { ...body, opening_paid: 24000 }, 400, LOAN_MSG.openingNotBelowLoan);
    await refused('POST', url, { ...body, opening_paid: -1 }, 400, LOAN_MSG.openingPaid);
    // 999.99 x 24 = 23,999.76 < 24,000.
    await refused(
      'POST',
      url,
      { ...body, monthly_amortization: 999.99 },
      400,
      LOAN_MSG.amortizationBelowTerms,
    );
    await refused(
      'POST',
      url,
      { ...body, monthly_amortization: 24000.01 },
      400,
      LOAN_MSG.amortizationAboveLoan,
    );
    await refused('POST', url, { ...body, cut_off: 'third' }, 400, LOAN_MSG.cutOff);
    await refused('POST', url, { ...body, release_date: '2026-10-02' }, 400, LOAN_MSG.releaseAfterStart);
    // The go-live day itself is fine; a billing amortization of 1,037.50 (24,000 / 1,037.50 = 23.1):
    // 23 x 1,037.50 = 23,862.50 and the 24th month 137.50.
    const loanId = await create({ ...body, monthly_amortization: 1037.5 });
    const { payments } = await detail(loanId);
    expect(payments).toHaveLength(24);
    expect(payments.at(-1)?.amount_due).toBe(137.5);
  });
});
