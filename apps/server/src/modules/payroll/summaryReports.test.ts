/** GET /payroll/{deductions,loans}.{pdf,xlsx}: the Deductions and Loans Summary reports as files. */
import { read, utils } from '@e965/xlsx';
import {
  type PayrollRow,
  payrollColumnTotal,
  payrollDeductionColumns,
  payrollPercentOf,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { expectGuarded, requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let company: string;
let processed: PayrollRow[];
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  company = (
    await h.deps.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', org.company_id)
      .executeTakeFirstOrThrow()
  ).name;
  const a = await payrollEmployee(h.deps.db, org, { last: 'Reporta' });
  const b = await payrollEmployee(h.deps.db, org, { last: 'Reportb', monthly_salary: 4_000_000 });
  await attendance(h.deps.db, [a, b], FEB_FIRST_HALF_WORKDAYS);
  // A loan of PHP 1,000 in one payment: its last installment falls in the period (Cleared).
  const at = new Date().toISOString();
  const type = await h.deps.db.selectFrom('loan_types').select(['id', 'name']).executeTakeFirstOrThrow();
  const loan = await h.deps.db
    .insertInto('salary_loans')
    .values({
      employee_id: a,
      loan_type_id: type.id,
      release_date: '2026-01-05',
      deduction_start_date: '2026-02-15',
      loan_amount: 100_000,
      payment_terms: 1,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.deps.db
    .insertInto('loan_payments')
    .values({
      loan_id: loan.id,
      payment_number: 1,
      amount_due: 100_000,
      amount_paid: null,
      date_paid: null,
      outstanding: 0,
      updated_at: at,
      updated_by: null,
    })
    .execute();
  expect((await get('deductions', 'pdf')).statusCode).toBe(404);
  const res = await send('POST', '/api/payroll/create', admin, { employee_ids: [a, b], ...FEB });
  expect(res.statusCode, res.body).toBe(200);
  const fetched = await send('GET', url('fetch'), admin);
  processed = (fetched.json() as PayrollRow[]).filter((r) => r.status === 'Processed');
  expect(processed).toHaveLength(2);
});
afterAll(async () => h.close());

const FEB = { start_date: '2026-02-01', end_date: '2026-02-15' };
const url = (what: string) =>
  `/api/payroll/${what}?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=${FEB.start_date}&end_date=${FEB.end_date}`;
const get = (report: string, format: string) => send('GET', url(`${report}.${format}`), admin);

const amount = (v: number) =>
  v.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('Deductions Summary files', () => {
  it('PDF: company, period, generation time, page numbers, every employee, totals and percentages', async () => {
    const res = await get('deductions', 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('deductions-summary-2026-02-01-to-2026-02-15.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(company);
    expect(text).toContain('Deductions Summary for 2026-02-01 to 2026-02-15');
    expect(text).toMatch(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Reporta');
    expect(text).toContain('Reportb');
    const columns = payrollDeductionColumns(processed);
    const labels = columns.map((c) => c.label);
    expect(labels).toContain('WTax');
    const totals = columns.map((c) => payrollColumnTotal(processed, c));
    const whole = totals.reduce((t, v) => t + v, 0);
    for (const [i, label] of labels.entries()) {
      expect(text).toContain(label);
      // Each note on one line (the PDF keeps a note's words together with no-break spaces).
      expect(text.replaceAll('\u00a0', ' ')).toContain(
        `${label}: ${payrollPercentOf(totals[i] ?? 0, whole)}%`,
      );
    }
    // The WTax total of both employees, and each one's WTax.
    const wtax = processed.map((r) => r.wtax);
    expect(wtax.every((v) => v > 0)).toBe(true);
    for (const v of [...wtax, wtax[0]! + wtax[1]!]) expect(text).toContain(amount(v));
  });

  it('.xlsx: a row per employee and the totals row', async () => {
    const res = await get('deductions', 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('deductions-summary-2026-02-01-to-2026-02-15.xlsx');
    const sheet = read(res.rawPayload).Sheets['Deductions Summary'];
    const cells = utils.sheet_to_json<(string | number)[]>(sheet as never, { header: 1 });
    expect(cells[0]).toEqual([company]);
    expect(cells[1]).toEqual(['Deductions Summary 2026-02-01 to 2026-02-15']);
    const header = cells[4] as string[];
    const wtax = header.indexOf('WTax');
    const people = cells.filter((r) => typeof r[1] === 'string' && /Report/.test(r[1] as string));
    expect(people.map((r) => r[wtax])).toEqual(processed.map((r) => r.wtax));
    const total = cells.find((r) => r[1] === 'Total') as (string | number)[];
    expect(total[wtax]).toBeCloseTo(processed[0]!.wtax + processed[1]!.wtax, 2);
  });
});

describe('Loans Summary files', () => {
  it('PDF: each loan with principal, paid, outstanding and status; counts and repayment', async () => {
    const res = await get('loans', 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('loans-summary-2026-02-01-to-2026-02-15.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(company);
    expect(text).toContain('Loans Summary for 2026-02-01 to 2026-02-15');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Reporta');
    expect(text).not.toContain('Reportb');
    expect(text).toContain('1,000.00');
    expect(text).toContain('Cleared');
    expect(text).toContain('Active: 0');
    expect(text).toContain('Cleared: 1');
    expect(text).toContain('Repayment: 100.0%');
  });

  it('.xlsx: the loan row and the totals', async () => {
    const res = await get('loans', 'xlsx');
    expect(res.statusCode).toBe(200);
    const sheet = read(res.rawPayload).Sheets['Loans Summary'];
    const cells = utils.sheet_to_json<(string | number)[]>(sheet as never, { header: 1 });
    const header = cells[4] as string[];
    expect(header).toEqual([
      'Employee',
      'Loan',
      'Principal',
      'Paid this period',
      'Amount Paid',
      'Outstanding',
      'Monthly Payment',
      'Status',
    ]);
    expect(cells[5]?.slice(2)).toEqual([1000, 1000, 1000, 0, 1000, 'Cleared']);
    expect(cells[6]?.[0]).toBe('Total');
    expect(cells).toContainEqual(['Repayment: 100.0%']);
  });
});

describe('guards', () => {
  it('404 without Processed payslips; payroll view (403) and a token (401) for every file', async () => {
    const empty = await createOrg(h.deps.db);
    const res = await send(
      'GET',
      `/api/payroll/loans.pdf?company_id=${empty.company_id}&pay_period=Semi-monthly&start_date=${FEB.start_date}&end_date=${FEB.end_date}`,
      admin,
    );
    expect(res.statusCode).toBe(404);
    for (const path of ['deductions.pdf', 'deductions.xlsx', 'loans.pdf', 'loans.xlsx'])
      await expectGuarded(h, 'payroll', 'view', 'GET', url(path), undefined, ['payslips']);
  });
});
