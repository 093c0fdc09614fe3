/**
 * Demo pay bases (issue 21 section 2): the NCR minimum wage group is Daily-rated at the NCR
 * non-agriculture minimum wage (WO NCR-26, ₱695.00 a day from July 18, 2025; ph-statutory 7) over a
 * six-day week (factor 313); its monthly salary is the monthly equivalent, 695 x 313 / 12. The
 * other seed groups stay Monthly-rated (migration 0027). Runs before the demo employees, who copy
 * their group's figures.
 */
import { monthlyEquivalent } from '@sahod/payroll';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export const DEMO_DAILY_GROUP = 'NCR Minimum Wage';
const NCR_DAY_RATE = 69_500;
const SIX_DAY_WEEK = 313;

export async function seedDemoPayBasis(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('salary_groups')
    .set({
      pay_basis: 'Daily',
      day_rate: NCR_DAY_RATE,
      annual_factor: SIX_DAY_WEEK,
      monthly_salary: monthlyEquivalent(NCR_DAY_RATE, SIX_DAY_WEEK),
    })
    .where('name', '=', DEMO_DAILY_GROUP)
    .execute();
}
