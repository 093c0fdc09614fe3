/**
 * Issue 20: the database alone refuses the worst case, whatever the code does (migration 0024):
 * rows written directly with Kysely, bypassing every service and lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverlapViolation } from '../../platform/db-errors.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let employee: number;

beforeAll(async () => {
  h = await createHarness();
  employee = await payrollEmployee(h.deps.db, await createOrg(h.deps.db));
});
afterAll(async () => h.close());

function payslip(
  start: string,
  end: string,
  over: { kind?: 'regular' | 'thirteenth' | 'finalpay'; status?: 'processed' | 'void' } = {},
) {
  return {
    employee_id: employee,
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
    ...over,
  };
}

const insert = (row: ReturnType<typeof payslip>) =>
  h.deps.db.insertInto('payslips').values(row).returning('id').executeTakeFirstOrThrow();

async function refused(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('the database accepted it');
}

describe('no two live regular payslips of an employee overlap (exclusion constraint / trigger)', () => {
  it('refuses an overlapping insert and an update that makes one overlap; void, 13th month and final pay may overlap', async () => {
    const first = await insert(payslip('2026-11-16', '2026-11-30'));
    const err = await refused(() => insert(payslip('2026-11-30', '2026-12-14')));
    expect(isOverlapViolation(err)).toBe(true);

    // Adjacent periods are fine; an overlapping one is fine once voided, or as a 13th month or final pay.
    const next = await insert(payslip('2026-12-01', '2026-12-15'));
    await insert(payslip('2026-11-20', '2026-12-04', { status: 'void' }));
    await insert(payslip('2026-01-01', '2026-12-31', { kind: 'thirteenth' }));
    await insert(payslip('2026-11-30', '2026-11-30', { kind: 'finalpay' }));

    // Moving or reviving a payslip into an overlap is refused too.
    const moved = await refused(() =>
      h.deps.db.updateTable('payslips').set({ start_date: '2026-11-25' }).where('id', '=', next.id).execute(),
    );
    expect(isOverlapViolation(moved)).toBe(true);
    const revived = await refused(() =>
      h.deps.db
        .updateTable('payslips')
        .set({ status: 'processed' })
        .where('status', '=', 'void')
        .where('employee_id', '=', employee)
        .execute(),
    );
    expect(isOverlapViolation(revived)).toBe(true);

    const live = await h.deps.db
      .selectFrom('payslips')
      .select(['id'])
      .where('employee_id', '=', employee)
      .where('status', '=', 'processed')
      .where('kind', '=', 'regular')
      .orderBy('id')
      .execute();
    expect(live.map((p) => p.id)).toEqual([first.id, next.id]);
  });
});

describe("a loan's total paid stays between 0 and the loan amount", () => {
  it('refuses a total above the loan or below zero', async () => {
    const at = h.clock.now().toISOString();
    const type = await h.deps.db
      .selectFrom('loan_types')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const loan = await h.deps.db
      .insertInto('salary_loans')
      .values({
        employee_id: employee,
        loan_type_id: type.id,
        release_date: '2026-11-21',
        deduction_start_date: '2026-11-21',
        loan_amount: 100_000,
        payment_terms: 2,
        comments: '',
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const setTotal = (total: number) =>
      h.deps.db
        .updateTable('salary_loans')
        .set({ total_amount_paid: total })
        .where('id', '=', loan.id)
        .execute();
    await setTotal(100_000);
    await expect(setTotal(100_001)).rejects.toThrow();
    await expect(setTotal(-1)).rejects.toThrow();
    const row = await h.deps.db
      .selectFrom('salary_loans')
      .select('total_amount_paid')
      .where('id', '=', loan.id)
      .executeTakeFirstOrThrow();
    expect(row.total_amount_paid).toBe(100_000);
  });
});
