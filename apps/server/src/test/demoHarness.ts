/**
 * A harness on the demo data (db/demo.ts) with the administrator signed in, and the id of the demo's
 * first company, Bayanihan Trading Corporation: what the payroll and timesheet tests that compare
 * two ways of computing the same answer start from.
 */
import { seedDemo } from '../db/demo.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from './harness.ts';

export const DEMO_COMPANY = 'Bayanihan Trading Corporation';

export async function demoHarness(
  options: Parameters<typeof createHarness>[0] = {},
): Promise<{ h: Harness; admin: string; companyId: number }> {
  const h = await createHarness(options);
  await seedDemo(h.deps.db, h.clock);
  const admin = await h.login('admin', ADMIN_PASSWORD);
  const company = await h.deps.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_COMPANY)
    .executeTakeFirstOrThrow();
  return { h, admin, companyId: company.id };
}
