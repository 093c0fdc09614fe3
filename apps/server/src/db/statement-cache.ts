/**
 * Kysely's SQLite driver prepares every statement anew, and preparing (parsing and planning) cost
 * about a tenth of a simple request's CPU. This wrapper hands Kysely the better-sqlite3 database
 * with a `prepare` that keeps the most recently used statements by SQL text (bounded LRU).
 * better-sqlite3 statements are reusable, and Kysely's SQLite driver runs one statement at a time on
 * its single connection, so a cached statement is never in use twice at once. SQLite re-prepares
 * a statement by itself when the schema changes under it.
 */
import type { Database as SqliteDb, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export const STATEMENT_CACHE_SIZE = 500;

export interface CachingDatabase extends SqliteDatabase {
  /** Statements currently held (for tests). */
  readonly cachedStatements: number;
}

export function cachingDatabase(sqlite: SqliteDb, max = STATEMENT_CACHE_SIZE): CachingDatabase {
  const statements = new Map<string, Statement>();
  return {
    get cachedStatements() {
      return statements.size;
    },
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used last: the first entry is the one to drop.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) {
        const oldest = statements.keys().next().value as string;
        statements.delete(oldest);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
