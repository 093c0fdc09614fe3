/**
 * Another server process's view of the test database: on PostgreSQL a second connection pool to
 * the test's schema (as a second process would have), on SQLite the harness's own connection (one
 * process). For the tests of work two processes may do at once (jobs, sweeps).
 */
import { sql } from 'kysely';
import { openDatabase } from '../db/connection.ts';
import { type Harness, testDialect } from './harness.ts';

export interface SecondPool {
  deps: Harness['deps'];
  close(): Promise<void>;
}

export async function secondPool(h: Harness): Promise<SecondPool> {
  if (testDialect !== 'postgres') return { deps: h.deps, close: async () => {} };
  const schema = await sql<{ s: string }>`select current_schema() as s`.execute(h.deps.db);
  const other = openDatabase(process.env.TEST_DATABASE_URL as string, {
    searchPath: schema.rows[0]?.s as string,
    poolSize: 2,
  });
  return { deps: { ...h.deps, db: other.db }, close: () => other.close() };
}
