/**
 * The SQL of the queries that run on every request (registered by platform/prepared-query.ts), and
 * of the reads a long operation repeats with other values (executeHot).
 * On PostgreSQL each of them becomes a named prepared statement, parsed and planned once per
 * connection instead of on every request; every other query (migrations, multi-statement SQL)
 * stays unnamed. On SQLite every statement is cached anyway (statement-cache.ts).
 */
import type { Compilable, RawBuilder } from 'kysely';
import pg from 'pg';
import { type AnyDB, isPostgres } from './schema-helpers.ts';

const names = new Map<string, string>();

export function registerHotStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `sahod_hot_${names.size + 1}`);
}

/**
 * `query`'s rows, sent as a hot statement on PostgreSQL: for the reads a long operation sends hundreds
 * of times with other values, such as Calculate's reads of 1,000 employees at a time (issue 28). A
 * named statement is parsed once per connection, and after five runs PostgreSQL may keep one generic
 * plan instead of planning each run again: Calculate's employees query (eight tables) took longer to
 * plan (16 ms) than to run (14 ms), and Calculate's reads took a fifth less of PostgreSQL's CPU.
 * Elsewhere the same as query.execute().
 *
 * Only for reads of tables the operation does not fill as it goes: a generic plan keeps the
 * statistics it was made with. Process Payroll inserts the payslips batch by batch; its read of the
 * year's ₱90,000 bucket per employee, as a generic plan made while the table was nearly empty, went
 * from milliseconds to 30 s a statement at 100,000 employees. The payslips' reads stay unnamed.
 */
export async function executeHot<R>(db: AnyDB, query: Compilable<R> | RawBuilder<R>): Promise<R[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  if (isPostgres(db)) registerHotStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/** What pg's Query holds that its type declarations leave out. */
interface NamedQuery {
  name: string;
  callback: (err: Error | null, result: pg.QueryResult) => void;
}

/**
 * Makes a pool client send the registered statements as named (prepared) statements. The query
 * object is built here from the text (pg copies a config object's properties by descriptor, a few
 * percent of a simple request's CPU) and named before it is submitted.
 */
export function nameHotStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    if (!name) return query(...args);
    const named = new pg.Query(text as string, values as unknown[]) as pg.Query & NamedQuery;
    named.name = name;
    return new Promise<pg.QueryResult>((resolve, reject) => {
      named.callback = (err: Error | null, result: pg.QueryResult) => (err ? reject(err) : resolve(result));
      query(named);
    });
  };
}
