/**
 * Queries compiled once and executed with each call's values: the same rows as building the query
 * anew, the database's current state on every call, on both dialects.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/types.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { preparedQuery } from './prepared-query.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const userByIdAndStatus = preparedQuery(['number', 'number'], (db: Kysely<DB>, id: number, status: number) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .where('id', '=', id)
    .where('status', '=', status),
);

describe('preparedQuery', () => {
  it('returns what the query built anew returns, for each call`s values', async () => {
    const a = await h.createUser();
    const b = await h.createUser();
    for (const id of [a.id, b.id, 999_999]) {
      const direct = await h.deps.db
        .selectFrom('users')
        .select(['id', 'username', 'status'])
        .where('id', '=', id)
        .where('status', '=', 1)
        .execute();
      expect(await userByIdAndStatus(h.deps.db, id, 1)).toEqual(direct);
    }
    expect((await userByIdAndStatus(h.deps.db, a.id, 1))[0]?.username).toBe(a.username);
    expect(await userByIdAndStatus(h.deps.db, a.id, 0)).toEqual([]);
  });

  it('reads the current state on every call', async () => {
    const u = await h.createUser();
    expect(await userByIdAndStatus(h.deps.db, u.id, 1)).toHaveLength(1);
    await h.deps.db.updateTable('users').set({ status: 0 }).where('id', '=', u.id).execute();
    expect(await userByIdAndStatus(h.deps.db, u.id, 1)).toHaveLength(0);
    expect(await userByIdAndStatus(h.deps.db, u.id, 0)).toHaveLength(1);
  });

  it('refuses a query that does not use each value exactly once', async () => {
    const unused = preparedQuery(['number'], (db: Kysely<DB>, _id: number) =>
      db.selectFrom('users').select('id'),
    );
    await expect(unused(h.deps.db, 1)).rejects.toThrow(/placeholder/);
    const twice = preparedQuery(['string'], (db: Kysely<DB>, name: string) =>
      db.selectFrom('users').select('id').where('username', '=', name).where('name', '=', name),
    );
    await expect(twice(h.deps.db, 'x')).rejects.toThrow(/placeholder/);
  });
});
