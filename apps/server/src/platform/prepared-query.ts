/**
 * Queries that run on (nearly) every request are built and compiled by Kysely once, then executed
 * with each call's values: building and compiling a query per request cost about a quarter of a
 * simple request's CPU. Only the compilation is reused; every execution reads the database.
 *
 *   const sessionQuery = preparedQuery((userId: number) => db.selectFrom('users')...where('id', '=', userId));
 *   const rows = await sessionQuery(db, 42);
 *
 * `build` is called once with placeholder values; each placeholder must reach exactly one
 * parameter of the compiled query (checked at compile time), and is swapped for the real value on
 * every call. Queries are compiled per database (each dialect writes its own SQL); on PostgreSQL
 * they run as named prepared statements (db/hot-statements.ts).
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { registerHotStatement } from '../db/hot-statements.ts';

type Value = string | number;

interface Compiled<R> {
  compiled: CompiledQuery<R>;
  slots: number[];
}

/** Placeholder values no real query uses: a negative integer or a string starting with NUL. */
function placeholder(kind: 'number' | 'string', i: number): Value {
  return kind === 'number' ? -2_000_000_000 - i : `\u0000sahod-placeholder-${i}`;
}

export function preparedQuery<Args extends Value[], R, D>(
  kinds: { [K in keyof Args]: Args[K] extends number ? 'number' : 'string' },
  build: (db: Kysely<D>, ...args: Args) => Compilable<R>,
): (db: Kysely<D>, ...args: Args) => Promise<R[]> {
  const byDb = new WeakMap<Kysely<D>, Compiled<R>>();
  const compile = (db: Kysely<D>): Compiled<R> => {
    const placeholders = (kinds as readonly ('number' | 'string')[]).map((k, i) => placeholder(k, i));
    const compiled = build(db, ...(placeholders as Args)).compile();
    const slots = placeholders.map((p) => {
      const found = compiled.parameters.flatMap((v, i) => (v === p ? [i] : []));
      if (found.length !== 1)
        throw new Error(`preparedQuery: placeholder ${String(p)} used ${found.length} times`);
      return found[0] as number;
    });
    registerHotStatement(compiled.sql);
    const entry = { compiled, slots };
    byDb.set(db, entry);
    return entry;
  };
  return async (db, ...args) => {
    const { compiled, slots } = byDb.get(db) ?? compile(db);
    const parameters = compiled.parameters.slice();
    for (let i = 0; i < slots.length; i++) parameters[slots[i] as number] = args[i];
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
