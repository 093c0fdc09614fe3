/** Small date and name helpers of the dashboard cards (dates are 'YYYY-MM-DD' text). */
import { sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { Db } from '../applications/repository.ts';

export const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The date `months` months after `date`; a day the month lacks falls on its last day (Aug 31 + 6 = Feb 28). */
export function addMonthsIso(date: string, months: number): string {
  const index = +date.slice(0, 4) * 12 + +date.slice(5, 7) - 1 + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return iso(y, m, Math.min(+date.slice(8, 10), daysIn(y, m)));
}

/** The first and last day of the month of `date`. */
export function monthOf(date: string): { start: string; end: string } {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7);
  return { start: iso(y, m, 1), end: iso(y, m, daysIn(y, m)) };
}

/** The month number (1-12) of a date column, on either database. */
export const monthNumber = (db: Db, column: string) =>
  isPostgres(db)
    ? sql<number>`cast(extract(month from ${sql.ref(column)}) as integer)`
    : sql<number>`cast(substr(${sql.ref(column)}, 6, 2) as integer)`;
