/**
 * The demo fills the Waiting for action and People cards (issue 26 section 3): applications For
 * Approval, a probation ending and documents expiring (one already expired). The harness clock
 * reads 2026-11-21 in Manila.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ psgc: true });
  await seedDemo(h.deps.db, h.clock);
});
afterAll(async () => h.close());

describe('the dashboard demo', () => {
  it('has applications pending, a probation ending in 12 days and contracts expiring and expired', async () => {
    const send = requester(h);
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const waiting = (await send('GET', '/api/dashboard/waiting', admin)).json();
    expect(waiting.applications.count).toBeGreaterThan(0);
    const people = (await send('GET', '/api/dashboard/people', admin)).json();
    expect(people.probation.count).toBe(1);
    // Today + 12 days; hired six months earlier.
    expect(people.probation.rows[0]).toMatchObject({ probation_end: '2026-12-03', date_hired: '2026-06-03' });
    expect(
      people.documents.rows.map((d: { document_type: string; date_expiry: string; expired: boolean }) => [
        d.document_type,
        d.date_expiry,
        d.expired,
      ]),
    ).toEqual([
      ['Employment Contract', '2026-11-16', true],
      ['Employment Contract', '2026-12-03', false],
    ]);
    expect(people.total).toBeGreaterThan(0);
  });
});
