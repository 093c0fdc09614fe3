import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { countRows } from './testHelpers.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  await seedDemo(h.deps.db, h.clock);
  await seedDemo(h.deps.db, h.clock); // idempotent
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const get = async (url: string) => (await h.app.inject({ method: 'GET', url, headers: auth(admin) })).json();

describe('demo pay inputs', () => {
  it('has a month of earnings and deductions records, once', async () => {
    const earnings = await get('/api/EarningsRecords/fetch');
    const deductions = await get('/api/DeductionsRecords/fetch');
    expect(earnings).toHaveLength(5);
    expect(deductions).toHaveLength(4);
    expect(await countRows(h, 'earnings_records')).toBe(5);
    const month = new Set(
      [...earnings, ...deductions].map((r: { effective_date: string }) => r.effective_date.slice(0, 7)),
    );
    expect(month.size).toBe(1);
    const team = earnings.find((r: { category_name: string }) => r.category_name === 'Team Incentive');
    const shares = team.employee_data.map((l: { salary_total: number }) => Math.round(l.salary_total * 100));
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(1_500_000);
  });

  it('has active, cleared and canceled loans whose payments add up', async () => {
    const loans = await get('/api/SalaryLoan/fetch');
    // The third active loan starts this cut-off (Home's Waiting for action card, issue 26).
    expect(loans.map((l: { status: string }) => l.status).sort()).toEqual([
      'Active',
      'Active',
      'Active',
      'Canceled',
      'Cleared',
    ]);
    for (const loan of loans) {
      const { payments } = await get(`/api/SalaryLoan/fetchLoan?loan_id=${loan.loan_id}`);
      const paid = payments.reduce(
        (s: number, p: { amount_paid: number | null }) => s + Math.round((p.amount_paid ?? 0) * 100),
        0,
      );
      expect(paid).toBe(Math.round(loan.total_amount_paid * 100));
      expect(
        payments.reduce((s: number, p: { amount_due: number }) => s + Math.round(p.amount_due * 100), 0),
      ).toBe(Math.round(loan.loan_amount * 100));
      if (loan.status === 'Cleared') expect(loan.balance).toBe(0);
    }
  });
});
