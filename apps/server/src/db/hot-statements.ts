/**
 * The SQL of the queries that run on every request (registered by platform/prepared-query.ts).
 * On PostgreSQL each of them becomes a named prepared statement, parsed and planned once per
 * connection instead of on every request; every other query (migrations, multi-statement SQL)
 * stays unnamed. On SQLite every statement is cached anyway (statement-cache.ts).
 */
import type pg from 'pg';

const names = new Map<string, string>();

export function registerHotStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `sahod_hot_${names.size + 1}`);
}

/** Makes a pool client send the registered statements as named (prepared) statements. */
export function nameHotStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}
