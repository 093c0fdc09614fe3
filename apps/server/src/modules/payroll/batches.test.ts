/**
 * Issue 28 section 2: payroll fetch and process go batch by batch (HRIS_PAYROLL_BATCH). The batch
 * boundary changes nothing: the demo company's current period (schedules, timesheets, applications,
 * earnings, deductions, loans) fetched and processed in batches of 2 employees gives the same rows,
 * the same stored payslips and the same loan payments as in one batch, on two databases seeded alike.
 * A refusal in the last batch leaves no payslip of the earlier batches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHarness } from '../../test/demoHarness.ts';
import { auth, type Harness } from '../../test/harness.ts';
import { payInputsForPeriod } from '../earningsdeductions/payrollInputs.ts';
import { demoPeriods } from './demo.ts';

interface Side {
  h: Harness;
  admin: string;
  companyId: number;
}

let one: Side;
let pairs: Side;
const { current } = demoPeriods('2026-11-21'); // the harness clock's date
const start = current;
const end = '2026-11-30';

async function side(env: Record<string, string>): Promise<Side> {
  const { h, admin, companyId } = await demoHarness({ env });
  return { h, admin, companyId };
}

beforeAll(async () => {
  one = await side({ HRIS_PAYROLL_BATCH: '100000' });
  pairs = await side({ HRIS_PAYROLL_BATCH: '2' });
});
afterAll(async () => {
  await one?.h.close();
  await pairs?.h.close();
});

type Row = { employee_id: number; employee_code: string; status: string; error: string | null };

const fetchRows = async (s: Side) => {
  const res = await s.h.app.inject({
    method: 'GET',
    url: `/api/payroll/fetch?company_id=${s.companyId}&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`,
    headers: auth(s.admin),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json() as Row[];
};

const process = (s: Side, employee_ids: number[]) =>
  s.h.app.inject({
    method: 'POST',
    url: '/api/payroll/create',
    headers: auth(s.admin),
    payload: { employee_ids, start_date: start, end_date: end },
  });

/** Every stored payslip and loan payment, keyed by employee code and loan order (not by row id). */
async function stored(s: Side) {
  const payslips = await s.h.deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select([
      'e.employee_code',
      'p.start_date',
      'p.end_date',
      'p.pay_date',
      'p.status',
      'p.gross_pay',
      'p.net_pay',
      'p.wtax',
      'p.loans_total',
      'p.snapshot',
    ])
    .where('p.start_date', '=', start)
    .orderBy('e.employee_code')
    .execute();
  const payments = await s.h.deps.db
    .selectFrom('loan_payments as p')
    .innerJoin('salary_loans as l', 'l.id', 'p.loan_id')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .select(['e.employee_code', 'p.payment_number', 'p.amount_paid', 'p.outstanding', 'p.date_paid'])
    .orderBy('e.employee_code')
    .orderBy('l.id')
    .orderBy('p.payment_number')
    .execute();
  const loans = await s.h.deps.db
    .selectFrom('salary_loans as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .select(['e.employee_code', 'l.status', 'l.total_amount_paid'])
    .orderBy('e.employee_code')
    .orderBy('l.id')
    .execute();
  // The snapshot names loans by id: the same demo data gives the same ids on both databases.
  return { payslips: payslips.map((p) => ({ ...p, snapshot: JSON.parse(p.snapshot) })), payments, loans };
}

const codes = (rows: readonly Row[]) => rows.map((r) => r.employee_code);

describe('payroll in batches of employees', () => {
  it('fetch in batches of 2 answers the rows of one batch, in the same order', async () => {
    const whole = await fetchRows(one);
    const paired = await fetchRows(pairs);
    expect(whole.length).toBeGreaterThan(6);
    expect(whole.filter((r) => r.status === 'Pending' && r.error === null).length).toBeGreaterThan(4);
    // Ids may differ between the two databases: compare the rows by code, everything else equal.
    const strip = (rows: readonly Row[]) =>
      rows.map(({ employee_id: _a, ids: _b, ...r }: Row & { ids?: unknown }) => r);
    expect(codes(paired)).toEqual(codes(whole));
    expect(strip(paired)).toEqual(strip(whole));
  });

  it('a refusal in the last batch of 2 writes no payslip of the earlier batches', async () => {
    const rows = (await fetchRows(pairs)).filter((r) => r.status === 'Pending' && r.error === null);
    const before = await stored(pairs);
    const res = await process(pairs, [...rows.map((r) => r.employee_id), 987_654]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('employee 987654');
    expect(await stored(pairs)).toEqual(before);
    expect(before.payslips).toEqual([]);
  });

  it('process in batches of 2 stores the payslips and loan payments of one batch', async () => {
    const eligible = async (s: Side) =>
      (await fetchRows(s)).filter((r) => r.status === 'Pending' && r.error === null);
    const whole = await eligible(one);
    const paired = await eligible(pairs);
    expect(codes(paired)).toEqual(codes(whole));
    const a = await process(
      one,
      whole.map((r) => r.employee_id),
    );
    const b = await process(
      pairs,
      paired.map((r) => r.employee_id),
    );
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    const storedOne = await stored(one);
    expect(storedOne.payslips.length).toBe(whole.length);
    expect(storedOne.payments.some((p) => p.date_paid === end)).toBe(true);
    expect(await stored(pairs)).toEqual(storedOne);
    // And the fetch shows them Processed, the same on both.
    const after = await fetchRows(pairs);
    expect(after.filter((r) => r.status === 'Processed').length).toBe(whole.length);
  });

  it('after a process in batches of 2, the month totals are the sums of the live payslips under each employee company', async () => {
    // Issue 28: the payslips are inserted with their company and tallied per run (no update after the insert).
    const totalsOf = async (s: Side) => {
      const db = s.h.deps.db;
      const payslips = await db
        .selectFrom('payslips as p')
        .innerJoin('employees as e', 'e.id', 'p.employee_id')
        .select([
          'p.company_id',
          'e.company_id as employee_company',
          'p.start_date',
          'p.pay_date',
          'p.end_date',
          'p.gross_pay',
          'p.employer_total',
          'p.net_pay',
          'p.total_deductions',
        ])
        .where('p.status', '=', 'processed')
        .execute();
      const ours = payslips.filter((p) => p.start_date === start);
      expect(ours.length).toBeGreaterThan(4);
      for (const p of ours) expect(p.company_id).toBe(p.employee_company);
      // Summed here from the stored columns, by company and month of pay date (end date without one).
      const sums = new Map<string, number[]>();
      for (const p of payslips) {
        if (p.company_id === null) continue;
        const key = `${p.company_id} ${String(p.pay_date ?? p.end_date).slice(0, 7)}`;
        const t = sums.get(key) ?? [0, 0, 0, 0, 0];
        const add = [1, p.gross_pay, p.employer_total, p.net_pay, p.total_deductions].map(Number);
        sums.set(
          key,
          t.map((v, i) => v + (add[i] as number)),
        );
      }
      const rows = await db.selectFrom('payroll_month_totals').selectAll().execute();
      const totals = new Map(
        rows
          .filter((r) => Number(r.payslips) !== 0)
          .map((r) => [
            `${r.company_id} ${r.month}`,
            [r.payslips, r.gross_pay, r.employer_total, r.net_pay, r.total_deductions].map(Number),
          ]),
      );
      expect(totals).toEqual(sums);
      return [...totals.entries()].sort();
    };
    expect(await totalsOf(pairs)).toEqual(await totalsOf(one));
  });

  it("a fetch's loans count the payment rows paid so far, per loan", async () => {
    // Issue 28: payments_made is counted per loan (a subquery), no longer by a join grouped by loan.
    const db = pairs.h.deps.db;
    const ids = (await db.selectFrom('employees').select('id').execute()).map((e) => e.id);
    const inputs = await payInputsForPeriod(db, ids, '2026-12-01', '2026-12-15');
    const rows = await db.selectFrom('loan_payments').select(['loan_id', 'amount_paid']).execute();
    const paid = new Map<number, number>();
    for (const r of rows) if (r.amount_paid !== null) paid.set(r.loan_id, (paid.get(r.loan_id) ?? 0) + 1);
    const loans = [...inputs.values()].flatMap((i) => i.loans);
    expect(loans.length).toBeGreaterThan(1);
    expect(loans.some((l) => l.payments_made >= 2)).toBe(true);
    for (const l of loans) expect(l.payments_made).toBe(paid.get(l.loan_id) ?? 0);
  });
});
