/** The SQLite statement cache: one prepared statement per SQL text, bounded, correct results. */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachingDatabase } from './statement-cache.ts';

interface T {
  items: { id: number; name: string };
}

function open(max?: number) {
  const sqlite = new SQLite(':memory:');
  let prepared = 0;
  const original = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    prepared++;
    return original(source);
  }) as typeof sqlite.prepare;
  const database = cachingDatabase(sqlite, max);
  const db = new Kysely<T>({ dialect: new SqliteDialect({ database }) });
  return { db, database, prepared: () => prepared };
}

describe('SQLite statement cache', () => {
  it('prepares each SQL text once and returns current data every time', async () => {
    const { db, database, prepared } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const byId = (id: number) =>
      db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    await db.insertInto('items').values({ id: 1, name: 'one' }).execute();
    await db.insertInto('items').values({ id: 2, name: 'two' }).execute();
    const before = prepared();
    expect(await byId(1)).toEqual({ name: 'one' });
    expect(await byId(2)).toEqual({ name: 'two' });
    await db.updateTable('items').set({ name: 'uno' }).where('id', '=', 1).execute();
    expect(await byId(1)).toEqual({ name: 'uno' });
    // select (once) and update (once): the second select and the repeated shapes reuse statements.
    expect(prepared() - before).toBe(2);
    expect(database.cachedStatements).toBeGreaterThan(0);
    await db.destroy();
  });

  it('keeps at most `max` statements, dropping the least recently used', async () => {
    const { db, database, prepared } = open(3);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const q = (n: number) => sql`select ${sql.lit(n)} as n`.execute(db);
    await q(1);
    await q(2);
    await q(3);
    await q(1); // most recently used: 2 is now the oldest
    await q(4);
    expect(database.cachedStatements).toBe(3);
    const before = prepared();
    await q(1);
    expect(prepared()).toBe(before);
    await q(2);
    expect(prepared()).toBe(before + 1);
    await db.destroy();
  });

  it('a statement that failed (constraint) can run again', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const insert = (id: number) => db.insertInto('items').values({ id, name: 'x' }).execute();
    await insert(1);
    await expect(insert(1)).rejects.toThrow(/UNIQUE/);
    await insert(2);
    expect((await db.selectFrom('items').select('id').execute()).map((r) => r.id)).toEqual([1, 2]);
    await db.destroy();
  });
});
