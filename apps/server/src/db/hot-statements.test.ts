/**
 * executeHot (issue 28): a read a long operation repeats with other values answers what execute()
 * answers, on both dialects; on PostgreSQL it is one prepared statement per connection, run again
 * with each call's values instead of parsed and planned anew.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, testDialect } from '../test/harness.ts';
import { inIds } from './chunks.ts';
import { executeHot } from './hot-statements.ts';
import type { DB } from './types.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const usersOf = (db: Kysely<DB>, ids: readonly number[]) =>
  db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(inIds(db, 'id', ids))
    .orderBy('id');

describe('executeHot', () => {
  it('answers what execute() answers, for each call`s values, built or raw', async () => {
    const users = [await h.createUser(), await h.createUser(), await h.createUser()];
    const [a, b, c] = users.map((u) => u.id) as [number, number, number];
    const lists = [[a], [b, c], [999_999], [a, b, c]];
    for (const ids of lists) {
      expect(await executeHot(h.deps.db, usersOf(h.deps.db, ids))).toEqual(
        await usersOf(h.deps.db, ids).execute(),
      );
      const raw = sql<{ n: number }>`select count(*) as n from users where ${inIds(h.deps.db, 'id', ids)}`;
      expect((await executeHot(h.deps.db, raw)).map((r) => Number(r.n))).toEqual([
        ids.filter((id) => users.some((u) => u.id === id)).length,
      ]);
    }
  });

  it('sees the rows as they are on every call', async () => {
    const u = await h.createUser();
    await h.deps.db
      .updateTable('users')
      .set({ username: `${u.username}-renamed` })
      .where('id', '=', u.id)
      .execute();
    expect(await executeHot(h.deps.db, usersOf(h.deps.db, [u.id]))).toEqual([
      { id: u.id, username: `${u.username}-renamed` },
    ]);
  });
});

// PostgreSQL only: SQLite keeps every statement prepared anyway (statement-cache.ts).
if (testDialect === 'postgres')
  describe('executeHot on PostgreSQL', () => {
    it('is one prepared statement on the connection, run again with each call`s values', async () => {
      const users = [await h.createUser(), await h.createUser()];
      await h.deps.db.connection().execute(async (db) => {
        const text = usersOf(db, [0]).compile().sql;
        const runs = async () =>
          (
            await sql<{ name: string; runs: string }>`select name, generic_plans + custom_plans as runs
              from pg_prepared_statements where statement = ${text}`.execute(db)
          ).rows;
        const before = Number((await runs())[0]?.runs ?? 0);
        for (let i = 0; i < 7; i++) await executeHot(db, usersOf(db, [users[i % 2]?.id ?? 0]));
        const after = await runs();
        expect(after).toHaveLength(1);
        expect(after[0]?.name).toMatch(/^sahod_hot_\d+$/);
        expect(Number(after[0]?.runs) - before).toBe(7);
      });
    });
  });
