/**
 * The My Sahod demo (issue 24): every Active demo employee with a pay period has processed payslips
 * and one paid last year (so a 2316), and the periods are the pay calendar's, each processed once.
 */

import { DEFAULT_PAY_CALENDAR } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/demo.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { historyPeriods } from './demo.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoData(h.deps.db, h.clock);
});
afterAll(async () => h.close());

describe('historyPeriods', () => {
  it('semi-monthly (1/16 calendar, 2026-11-21): October before 1-15 Nov (the go-live), then 16-31 Dec 2025', () => {
    expect(historyPeriods('2026-11-21', DEFAULT_PAY_CALENDAR, 'Semi-monthly')).toEqual([
      { start: '2026-10-16', end: '2026-10-31' },
      { start: '2026-10-01', end: '2026-10-15' },
      { start: '2025-12-16', end: '2025-12-31' },
    ]);
  });

  it('monthly: October, then December 2025', () => {
    expect(historyPeriods('2026-11-21', DEFAULT_PAY_CALENDAR, 'Monthly')).toEqual([
      { start: '2026-10-01', end: '2026-10-31' },
      { start: '2025-12-01', end: '2025-12-31' },
    ]);
  });
});

describe('seedDemoPayHistory', () => {
  it('every Active employee with a pay period has payslips, one of them paid in 2025, none twice', async () => {
    const rows = await h.deps.db
      .selectFrom('employees as e')
      .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
      .select(['e.id'])
      .where('s.name', '=', 'Active')
      .where('e.pay_period_id', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const slips = await h.deps.db
      .selectFrom('payslips')
      .select(['employee_id', 'start_date', 'pay_date'])
      .where('status', '=', 'processed')
      .execute();
    for (const { id } of rows) {
      const own = slips.filter((p) => p.employee_id === id);
      // Weekly employees get last year's payslip only (their weeks of this month stay unprocessed,
      // so the month's compliance totals are the semi-monthly registers').
      expect(own.length, `employee ${id}`).toBeGreaterThan(0);
      expect(
        own.some((p) => (p.pay_date ?? '').startsWith('2025')),
        `employee ${id}`,
      ).toBe(true);
      expect(new Set(own.map((p) => p.start_date)).size).toBe(own.length);
    }
  });
});
