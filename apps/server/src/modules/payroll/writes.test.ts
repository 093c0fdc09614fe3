/**
 * Issue 28 §4: Process Payroll writes a batch set-based. Payslips go in as one JSON parameter per
 * 1,000 rows on PostgreSQL (json_populate_recordset) and as multi-row inserts of 500 on SQLite; loan
 * installments as one read and two updates over array (PostgreSQL) or JSON (SQLite) parameters. The
 * stored rows must be exactly the rows given: every column, texts with quotes, backslashes and ñ,
 * nulls, across the statement boundaries; and the loan ledger exactly as worked by hand below.
 */
import { PAYROLL_MSG } from '@sahod/shared';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/types.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';
import { recordLoanInstallments } from './loans.ts';
import { insertPayslips } from './stored.ts';

let h: Harness;
let org: Org;
let userId: number;
const AT = '2026-11-28T10:15:30.123Z';

beforeAll(async () => {
  h = await createHarness();
  org = await createOrg(h.deps.db);
  const user = await h.deps.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(async () => {
  await h?.close();
});

/** n employees of the org (codes E0000..), in id order. */
async function employees(n: number, prefix: string): Promise<number[]> {
  const template = await h.deps.db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', await activeEmployee(h.deps.db, { org, code: `${prefix}seed` }))
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  const ids: number[] = [];
  for (let i = 0; i < n; i += 200) {
    const rows = await h.deps.db
      .insertInto('employees')
      .values(
        Array.from({ length: Math.min(200, n - i) }, (_, k) => ({
          ...rest,
          employee_code: `${prefix}${String(i + k).padStart(4, '0')}`,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

const SNAPSHOT_TEXT = (k: number) =>
  JSON.stringify({
    payslip: { note: `Peña "Niño" O'Brien \\ back\\slash ${k}`, lines: [k, null, 'ñ'] },
    loans_summary: null,
  });

describe('insertPayslips (issue 28 §4)', () => {
  it('stores every row exactly as given, across the 500 and 1,000-row statements', async () => {
    const ids = await employees(1_203, 'P');
    const rows = ids.map(
      (employee_id, k): Insertable<DB['payslips']> => ({
        employee_id,
        start_date: '2026-11-01',
        end_date: '2026-11-15',
        pay_period: k % 2 === 0 ? 'Semi-monthly' : 'Monthly',
        pay_date: k % 3 === 0 ? null : '2026-11-20',
        company_id: k % 5 === 0 ? null : org.company_id,
        status: 'processed',
        void_reason: null,
        gross_base: 1_000_000 + k,
        gross_pay: 1_200_000 + k,
        mandatories_total: 87_500,
        wtax: k % 7,
        deductions_total: 0,
        loans_total: 100_000,
        total_deductions: 187_500 + (k % 7),
        net_pay: 1_012_500 + k - (k % 7),
        // Beyond 2^31: the bigint columns keep it exact.
        employer_total: 3_000_000_000 + k,
        basic_earned: 923_077,
        taxable_compensation: 982_692,
        benefits_total: 50_000,
        tax_refund: 0,
        prior_year_tax: 0,
        mwe_basic: 0,
        mwe_premiums: 0,
        de_minimis_exempt: 0,
        bucket_exempt: 0,
        bucket_taxable: 0,
        non_taxable_other: 0,
        hazard_pay: k,
        snapshot: SNAPSHOT_TEXT(k),
        created_by: k % 2 === 0 ? userId : null,
        created_at: AT,
      }),
    );
    const inserted = await h.deps.db.transaction().execute((trx) => insertPayslips(trx, rows));
    expect(inserted).toHaveLength(rows.length);
    const stored = await h.deps.db
      .selectFrom('payslips')
      .selectAll()
      .where('employee_id', 'in', ids)
      .orderBy('employee_id')
      .execute();
    expect(stored).toHaveLength(rows.length);
    // Every returned id is the stored row of its employee.
    const idOf = new Map(stored.map((r) => [r.employee_id, r.id]));
    for (const r of inserted) expect(r.id).toBe(idOf.get(r.employee_id));
    // Every column as given; kind, voided_by and voided_at take their defaults.
    stored.forEach((r, k) => {
      const { id: _id, ...columns } = r;
      expect(columns).toEqual({ ...rows[k], kind: 'regular', voided_by: null, voided_at: null });
    });
    const text = stored[4]?.snapshot as string;
    expect(JSON.parse(text).payslip.note).toBe('Peña "Niño" O\'Brien \\ back\\slash 4');
  });
});

describe('recordLoanInstallments (issue 28 §4)', () => {
  const END = '2026-11-15';
  const stampAt = '2026-11-28T10:16:00.000Z';

  /** A loan of `amount` in `terms` equal rows, `paid` of them paid (each paid `paidEach`). */
  async function loan(employee_id: number, amount: number, terms: number, paid: number, paidEach: number) {
    const type = await h.deps.db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
    const row = await h.deps.db
      .insertInto('salary_loans')
      .values({
        employee_id,
        loan_type_id: type.id,
        release_date: '2026-06-01',
        deduction_start_date: '2026-06-15',
        loan_amount: amount,
        payment_terms: terms,
        total_amount_paid: paid * paidEach,
        created_at: AT,
        updated_at: AT,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const due = amount / terms;
    await h.deps.db
      .insertInto('loan_payments')
      .values(
        Array.from({ length: terms }, (_, i) => ({
          loan_id: row.id,
          payment_number: i + 1,
          amount_due: due,
          amount_paid: i < paid ? paidEach : null,
          date_paid: i < paid ? '2026-10-31' : null,
          outstanding: amount - (i + 1) * due,
          updated_at: AT,
          updated_by: null,
        })),
      )
      .execute();
    return row.id;
  }

  const payments = (loanId: number) =>
    h.deps.db
      .selectFrom('loan_payments')
      .select([
        'payment_number',
        'amount_due',
        'amount_paid',
        'date_paid',
        'outstanding',
        'updated_at',
        'updated_by',
      ])
      .where('loan_id', '=', loanId)
      .orderBy('payment_number')
      .execute();
  const loanRow = (loanId: number) =>
    h.deps.db
      .selectFrom('salary_loans')
      .select(['status', 'total_amount_paid', 'updated_at', 'updated_by'])
      .where('id', '=', loanId)
      .executeTakeFirstOrThrow();

  it('fills each first unpaid row, appends one where none is left, adds to the totals and clears', async () => {
    const [e1, e2, e3, e4] = await employees(4, 'L');
    // L1: ₱3,000 in 3 rows of ₱1,000, the first paid; this installment ₱1,000 leaves ₱1,000.
    const l1 = await loan(e1 as number, 300_000, 3, 1, 100_000);
    // L2: ₱2,000 in 2 rows, the first paid; ₱1,000 now leaves nothing: Cleared.
    const l2 = await loan(e2 as number, 200_000, 2, 1, 100_000);
    // L3: ₱2,000 in 2 rows, both paid ₱750 (₱1,500 in all); ₱500 more goes on a new row 3: Cleared.
    const l3 = await loan(e3 as number, 200_000, 2, 2, 75_000);
    // L4: ₱1,200 in 12 rows of ₱100, none paid; ₱100 now leaves ₱1,100 (row 1).
    const l4 = await loan(e4 as number, 120_000, 12, 0, 0);
    await h.deps.db.transaction().execute((trx) =>
      recordLoanInstallments(
        trx,
        [
          { loan_id: l1, amount: 100_000, outstanding: 100_000 },
          { loan_id: l2, amount: 100_000, outstanding: 0 },
          { loan_id: l3, amount: 50_000, outstanding: 0 },
          { loan_id: l4, amount: 10_000, outstanding: 110_000 },
        ],
        END,
        { at: stampAt, by: userId },
      ),
    );
    const untouched = (n: number, due: number, paid: number | null, outstanding: number) => ({
      payment_number: n,
      amount_due: due,
      amount_paid: paid,
      date_paid: paid === null ? null : '2026-10-31',
      outstanding,
      updated_at: AT,
      updated_by: null,
    });
    const filled = (n: number, due: number, paid: number, outstanding: number) => ({
      payment_number: n,
      amount_due: due,
      amount_paid: paid,
      date_paid: END,
      outstanding,
      updated_at: stampAt,
      updated_by: userId,
    });
    expect(await payments(l1)).toEqual([
      untouched(1, 100_000, 100_000, 200_000),
      filled(2, 100_000, 100_000, 100_000),
      untouched(3, 100_000, null, 0),
    ]);
    expect(await loanRow(l1)).toEqual({
      status: 'Active',
      total_amount_paid: 200_000,
      updated_at: stampAt,
      updated_by: userId,
    });
    expect(await payments(l2)).toEqual([
      untouched(1, 100_000, 100_000, 100_000),
      filled(2, 100_000, 100_000, 0),
    ]);
    expect(await loanRow(l2)).toEqual({
      status: 'Cleared',
      total_amount_paid: 200_000,
      updated_at: stampAt,
      updated_by: userId,
    });
    expect(await payments(l3)).toEqual([
      untouched(1, 100_000, 75_000, 100_000),
      untouched(2, 100_000, 75_000, 0),
      filled(3, 50_000, 50_000, 0),
    ]);
    expect(await loanRow(l3)).toEqual({
      status: 'Cleared',
      total_amount_paid: 200_000,
      updated_at: stampAt,
      updated_by: userId,
    });
    const l4rows = await payments(l4);
    expect(l4rows[0]).toEqual(filled(1, 10_000, 10_000, 110_000));
    expect(l4rows.slice(1).every((r) => r.amount_paid === null && r.updated_at === AT)).toBe(true);
    expect(await loanRow(l4)).toEqual({
      status: 'Active',
      total_amount_paid: 10_000,
      updated_at: stampAt,
      updated_by: userId,
    });
  });

  it('refuses (409) a loan twice in one call (one row cannot take two installments) and writes nothing', async () => {
    const [e1] = await employees(1, 'M');
    const l1 = await loan(e1 as number, 300_000, 3, 0, 0);
    const before = await payments(l1);
    const attempt = h.deps.db.transaction().execute((trx) =>
      recordLoanInstallments(
        trx,
        [
          { loan_id: l1, amount: 100_000, outstanding: 200_000 },
          { loan_id: l1, amount: 100_000, outstanding: 100_000 },
        ],
        END,
        { at: stampAt, by: userId },
      ),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', message: PAYROLL_MSG.loanChanged });
    expect(await payments(l1)).toEqual(before);
    expect((await loanRow(l1)).total_amount_paid).toBe(0);
  });
});
