/**
 * Many rows as one derived table bound in a few parameters (issue 28): on PostgreSQL one typed
 * array per column (`unnest($1::integer[], $2::bigint[], ...)`), on SQLite one JSON array of
 * arrays (`json_each`, each row read with `->>`). A set-based update or insert then joins it in one
 * statement whatever the number of rows, with no bound-parameter limit and no SQL text that grows
 * with the rows. Values are numbers, strings or null (JSON keeps integers exact up to 2^53).
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { isPostgres } from './schema-helpers.ts';
import type { DB } from './types.ts';

/** A column's name and its PostgreSQL type (the array element type for unnest). */
export type RowsColumn = readonly [name: string, pgType: 'integer' | 'bigint' | 'text' | 'date'];

/** `rows` (one array of values per row, in `columns` order) as a FROM item named `alias`. */
export function rowsTable(
  db: Kysely<DB> | Transaction<DB>,
  alias: string,
  columns: readonly RowsColumn[],
  rows: readonly (readonly unknown[])[],
): RawBuilder<unknown> {
  const names = sql.join(columns.map(([name]) => sql.id(name)));
  if (isPostgres(db)) {
    const arrays = columns.map(([, type], i) => sql`${rows.map((r) => r[i] ?? null)}::${sql.raw(type)}[]`);
    return sql`unnest(${sql.join(arrays)}) as ${sql.id(alias)}(${names})`;
  }
  const picks = columns.map(([name], i) => sql`value ->> ${sql.raw(String(i))} as ${sql.id(name)}`);
  return sql`(select ${sql.join(picks)} from json_each(${JSON.stringify(rows)})) as ${sql.id(alias)}`;
}
