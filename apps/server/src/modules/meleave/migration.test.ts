/** Migration 0042: an installation whose application types were seeded before receives 'Time Correction' once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../db/migrations/0042_time_correction.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const timeCorrections = () =>
  h.deps.db
    .selectFrom('application_types')
    .select(['name', 'is_leave', 'is_paid', 'uses_leave_credits', 'sort_order'])
    .where('name', '=', 'Time Correction')
    .execute();

describe('0042_time_correction', () => {
  it('a fresh installation has the type from the reference seed', async () => {
    expect(await timeCorrections()).toEqual([
      expect.objectContaining({ is_leave: 0, is_paid: 0, uses_leave_credits: 0 }),
    ]);
  });

  it('adds it after the last seeded type where it is missing, and only once', async () => {
    await h.deps.db.deleteFrom('application_types').where('name', '=', 'Time Correction').execute();
    const last = await h.deps.db
      .selectFrom('application_types')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirstOrThrow();
    await up(h.deps.db);
    await up(h.deps.db);
    const rows = await timeCorrections();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_leave: 0, uses_leave_credits: 0, sort_order: Number(last.last) + 1 });
  });
});
