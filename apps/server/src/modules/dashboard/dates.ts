/** Small date and name helpers of the dashboard cards (dates are 'YYYY-MM-DD' text). */
import { daysInMonth } from '@sahod/payroll';
import { sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { Db } from '../applications/repository.ts';

export const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

/** The first and last day of the month of `date`. */
export function monthOf(date: string): { start: string; end: string } {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7);
  const month = date.slice(0, 7);
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
}

/** The month number (1-12) of a date column, on either database. */
export const monthNumber = (db: Db, column: string) =>
  isPostgres(db)
    ? sql<number>`cast(extract(month from ${sql.ref(column)}) as integer)`
    : sql<number>`cast(substr(${sql.ref(column)}, 6, 2) as integer)`;
