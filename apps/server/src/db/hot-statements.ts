/**
 * The SQL of the queries that run on every request (registered by platform/prepared-query.ts).
 * On PostgreSQL each of them becomes a named prepared statement, parsed and planned once per
 * connection instead of on every request; every other query (migrations, multi-statement SQL)
 * stays unnamed. On SQLite every statement is cached anyway (statement-cache.ts).
 */
import pg from 'pg';

const names = new Map<string, string>();

export function registerHotStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `sahod_hot_${names.size + 1}`);
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
