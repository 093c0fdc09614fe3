import { basicEarned, type Payslip } from '@sahod/payroll';
import { DEFAULT_PAY_CALENDAR } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { demoPeriods } from './demo.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  await seedDemo(h.deps.db, h.clock);
  await seedDemo(h.deps.db, h.clock); // idempotent
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

describe('demo payroll', () => {
  it('periods: the 1st or the 16th, and the 15 days before', () => {
    expect(demoPeriods('2026-11-24')).toEqual({
      previous: { start: '2026-11-01', end: '2026-11-15' },
      current: '2026-11-16',
    });
    expect(demoPeriods('2026-03-02')).toEqual({
      previous: { start: '2026-02-16', end: '2026-02-28' },
      current: '2026-03-01',
    });
    // Kalinaw Foods' 11/26 calendar: 26 October - 10 November before 11-25 November.
    const eleven = { ...DEFAULT_PAY_CALENDAR, semi_monthly_first: 11, semi_monthly_second: 26 };
    expect(demoPeriods('2026-11-21', eleven)).toEqual({
      previous: { start: '2026-10-26', end: '2026-11-10' },
      current: '2026-11-11',
    });
  });

  it('has the previous semi-monthly period Processed once and the current one Pending', async () => {
    const company = await h.deps.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Bayanihan Trading Corporation')
      .executeTakeFirstOrThrow();
    const { previous, current } = demoPeriods('2026-11-21'); // the harness clock's date
    const fetch = async (start: string, end: string) =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/payroll/fetch?company_id=${company.id}&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`,
          headers: auth(admin),
        })
      ).json() as Array<{ status: string; employee_id: number }>;
    const done = await fetch(previous.start, previous.end);
    expect(done.length).toBeGreaterThan(5);
    expect(done.filter((r) => r.status === 'Processed').length).toBeGreaterThan(5);
    // Once each: the My Sahod demo (issue 24) adds earlier periods, never this one again.
    const payslips = await h.deps.db
      .selectFrom('payslips')
      .select(['employee_id', 'start_date'])
      .where('start_date', '=', previous.start)
      .execute();
    expect(new Set(payslips.map((p) => p.employee_id)).size).toBe(payslips.length);
    const pending = await fetch(current, `${current.slice(0, 8)}30`);
    expect(pending.every((r) => r.status === 'Pending')).toBe(true);
  });

  it('has a Daily-rated minimum wage group (695.00 a day, factor 313) with employees in it', async () => {
    const group = await h.deps.db
      .selectFrom('salary_groups')
      .select(['id', 'pay_basis', 'day_rate', 'annual_factor', 'monthly_salary'])
      .where('name', '=', 'NCR Minimum Wage')
      .executeTakeFirstOrThrow();
    // Monthly equivalent 695 x 313 / 12 = 18,127.9167 -> 18,127.92
    expect([
      group.pay_basis,
      Number(group.day_rate),
      Number(group.annual_factor),
      Number(group.monthly_salary),
    ]).toEqual(['Daily', 69_500, 313, 1_812_792]);
    const members = await h.deps.db
      .selectFrom('employees')
      .select('id')
      .where('salary_group_id', '=', group.id)
      .execute();
    expect(members.length).toBeGreaterThan(2);
    const monthly = await h.deps.db
      .selectFrom('salary_groups')
      .select('pay_basis')
      .where('name', '=', 'Managerial')
      .executeTakeFirstOrThrow();
    expect(monthly.pay_basis).toBe('Monthly');
  });

  it("stores each payslip's year figures beside its snapshot: basic earned, taxable compensation, benefits", async () => {
    const stored = await h.deps.db
      .selectFrom('payslips')
      .select(['kind', 'basic_earned', 'taxable_compensation', 'benefits_total', 'snapshot'])
      .execute();
    expect(stored.length).toBeGreaterThan(5);
    for (const row of stored) {
      const p = (JSON.parse(row.snapshot) as { payslip: Payslip }).payslip;
      expect(row.kind).toBe('regular');
      expect(Number(row.basic_earned)).toBe(basicEarned([p.gross_breakdown]));
      expect(Number(row.basic_earned)).toBeGreaterThan(0);
      expect(Number(row.taxable_compensation)).toBe(p.taxable_compensation);
      expect(Number(row.benefits_total)).toBe(p.benefitsTotal);
    }
  });
});
