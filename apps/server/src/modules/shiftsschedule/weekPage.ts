/**
 * Issue 28: the week grids a page of employees at a time. The page is `limit` employees in the
 * grid's order (last name, first name, id) after the filters and the search; its rows, entries and
 * records are read for those employees only, and the cards (Selected Employees, Shift Coverage,
 * Shift Usage) are counted by the database over the whole filter with aggregate queries: a few rows
 * per rest-day pattern, date and shift, never one per employee.
 */
import {
  addDaysIso,
  type Coverage,
  daysBetween,
  effectiveRestWeekdays,
  type RangeQuery,
  type ShiftRow,
  type ShiftUsage,
  weekdayOf,
} from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { employeeScope, type GridFilter } from './grid.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface PageQuery {
  page: number;
  limit: number;
}

/** The paging of a range query, or null for the whole week (the spec's answer). */
export function pageOf(q: RangeQuery): PageQuery | null {
  return q.limit === undefined ? null : { page: q.page ?? 1, limit: q.limit };
}

/** The filter as the scope of the grid (company, department, designation, search). */
export const filterOf = (q: RangeQuery): GridFilter => ({
  company_id: q.company_id,
  department_id: q.department_id,
  designation_id: q.designation_id,
  search: q.search,
});

/** The range's dates, start to end. */
export function rangeDates(start: string, end: string): string[] {
  return Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDaysIso(start, i));
}

/** Employees on the grid under the filter. */
export async function countGridEmployees(db: Db, filter: GridFilter): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from employees e
    where ${employeeScope(filter)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The ids of one page of the grid's employees, in the grid's order. */
export async function pageEmployeeIds(db: Db, filter: GridFilter, p: PageQuery): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select e.id from employees e where ${employeeScope(filter)}
    order by e.last_name, e.first_name, e.id limit ${p.limit} offset ${(p.page - 1) * p.limit}`.execute(db);
  return rows.map((r) => Number(r.id));
}

const REST = sql`coalesce(e.rest_weekdays, pc.rest_weekdays)`;

/**
 * Shift Coverage over the whole filter (issue 22's rule, as scheduleCoverage counts it): an entry
 * is assigned; a day without one is unassigned unless it is one of the employee's rest days. The
 * database counts employees per rest-day pattern and entries per pattern and date; the patterns are
 * read with the shared effectiveRestWeekdays.
 */
export async function scheduleCoverageOf(
  db: Db,
  filter: GridFilter,
  start: string,
  end: string,
): Promise<Coverage> {
  const [people, cells] = await Promise.all([
    sql<{ rest: string | null; n: number | string }>`select ${REST} as rest, count(*) as n
      from employees e left join company_pay_calendar pc on pc.company_id = e.company_id
      where ${employeeScope(filter)} group by ${REST}`.execute(db),
    sql<{ rest: string | null; d: string; n: number | string }>`select ${REST} as rest, se.shift_date as d,
      count(*) as n from schedule_entries se join employees e on e.id = se.employee_id
      left join company_pay_calendar pc on pc.company_id = e.company_id
      where se.shift_date >= ${start} and se.shift_date <= ${end} and ${employeeScope(filter)}
      group by ${REST}, se.shift_date`.execute(db),
  ]);
  const entries = new Map<string, number>();
  for (const r of cells.rows) entries.set(`${r.rest ?? ''}|${String(r.d).slice(0, 10)}`, Number(r.n));
  const dates = rangeDates(start, end);
  let assigned = 0;
  let total = 0;
  for (const group of people.rows) {
    const employees = Number(group.n);
    const rest = effectiveRestWeekdays(group.rest, null);
    for (const date of dates) {
      const withEntry = entries.get(`${group.rest ?? ''}|${date}`) ?? 0;
      assigned += withEntry;
      total += rest.includes(weekdayOf(date)) ? withEntry : employees;
    }
  }
  const percent = total === 0 ? 0 : Math.round((assigned / total) * 100);
  return { assigned, total, percent, text: `${percent}% assigned (${assigned}/${total})` };
}

/** Shift Usage over the whole filter: entries per shift, in the order of `shifts` (as shiftUsage). */
export async function shiftUsageOf(
  db: Db,
  filter: GridFilter,
  start: string,
  end: string,
  shifts: readonly ShiftRow[],
): Promise<ShiftUsage[]> {
  const { rows } = await sql<{ shift_id: number; n: number | string }>`select se.shift_id, count(*) as n
    from schedule_entries se join employees e on e.id = se.employee_id
    where se.shift_date >= ${start} and se.shift_date <= ${end} and ${employeeScope(filter)}
    group by se.shift_id`.execute(db);
  const counts = new Map(rows.map((r) => [Number(r.shift_id), Number(r.n)]));
  return shifts
    .filter((s) => (counts.get(s.shift_id) ?? 0) > 0)
    .map((s) => ({
      shift_id: s.shift_id,
      shift_name: s.shift_name,
      color_hex: s.color_hex,
      count: counts.get(s.shift_id) ?? 0,
    }));
}
