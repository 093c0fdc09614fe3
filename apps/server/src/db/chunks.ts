/**
 * Statements over id lists, a slice at a time: every id is one bound parameter, and PostgreSQL takes
 * at most 65,535 per statement, SQLite (better-sqlite3) 32,766; a company may have 100,000 employees
 * (issue 28). Prefer a join or subquery on the filter; where a list is all there is, slice it.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type AnyDB, isPostgres } from './schema-helpers.ts';

export const ID_CHUNK = 1000;

/**
 * `column in (ids)` for one slice of ids. PostgreSQL: `column = any($1::integer[])`, the slice as one
 * array parameter (issue 28: a thousand bound parameters cost the server a parse, bind and plan of a
 * thousand-item list per statement, and the client a thousand values to serialise; the same reads of
 * Calculate took a fifth less of the server's CPU). The array goes as its text ('{1,2,3}', one join)
 * rather than a JavaScript array the driver writes out value by value. SQLite: the list (its plans
 * were measured on it).
 */
export function inIds(db: AnyDB, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  if (isPostgres(db)) return sql<SqlBool>`${sql.ref(column)} = any(${idArray(ids)})`;
  return ids.length === 0 ? sql<SqlBool>`0 = 1` : sql<SqlBool>`${sql.ref(column)} in (${sql.join([...ids])})`;
}

/** PostgreSQL: ids as one integer[] parameter, sent as its text ('{1,2,3}'). */
export const idArray = (ids: readonly number[]): RawBuilder<number[]> =>
  sql<number[]>`${`{${ids.join(',')}}`}::integer[]`;

/** The slices of `items`, `size` at a time. */
export function slices<T>(items: readonly T[], size = ID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The rows of `run` over the items `size` at a time, one statement after the other, in order. */
export async function inChunks<T, R>(
  items: readonly T[],
  run: (chunk: T[]) => Promise<R[]>,
  size = ID_CHUNK,
): Promise<R[]> {
  const out: R[] = [];
  for (const chunk of slices(items, size)) for (const row of await run(chunk)) out.push(row);
  return out;
}
