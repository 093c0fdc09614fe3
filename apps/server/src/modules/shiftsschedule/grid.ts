/**
 * The employees of the weekly grids (Shifts Schedule and Timesheet): only 'Active' employees
 * (spec 2), never drafts (an employee without a code), filtered by company, department and
 * designation, ordered by last name then first name. The grids' rows are written as JSON by the
 * database (as the Employee List does), so a week of 10,000 employees (70,000 cells) never becomes
 * hundreds of thousands of JavaScript objects to validate and serialise again (bench/timeattendance).
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface GridFilter {
  company_id?: number | undefined;
  department_id?: number | undefined;
  designation_id?: number | undefined;
}

export const ACTIVE_STATUS = 'Active';

/** The grid's employees as a condition on `e` (employees). */
export function employeeScope(filter: GridFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`e.employee_code is not null`,
    sql`e.employee_code <> ''`,
    sql`e.status_id in (select s.id from employment_statuses s where s.name = ${ACTIVE_STATUS})`,
  ];
  if (filter.company_id !== undefined) parts.push(sql`e.company_id = ${filter.company_id}`);
  if (filter.department_id !== undefined) parts.push(sql`e.department_id = ${filter.department_id}`);
  if (filter.designation_id !== undefined) parts.push(sql`e.designation_id = ${filter.designation_id}`);
  return sql.join(parts, sql` and `);
}

type Field = [name: string, expression: RawBuilder<unknown>];

/** `select <JSON array of objects>` over `from`, as text, on either dialect. */
export async function jsonArray(
  db: Db,
  fields: Field[],
  from: RawBuilder<unknown>,
  orderBy?: RawBuilder<unknown>,
): Promise<string> {
  const pairs = sql.join(
    fields.map(([name, expression]) => sql`${sql.lit(name)}, ${expression}`),
    sql`, `,
  );
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const query = isPostgres(db)
    ? sql<{
        j: string;
      }>`select coalesce(json_agg(json_build_object(${pairs})${order})::text, '[]') as j ${from}`
    : sql<{ j: string }>`select coalesce(json_group_array(json_object(${pairs})${order}), '[]') as j ${from}`;
  const { rows } = await query.execute(db);
  return rows[0]?.j ?? '[]';
}

/** The grid rows (spec 3 "Schedule entry" / "Timesheet record" employee fields) as JSON text. */
export function gridEmployeesJson(db: Db, filter: GridFilter): Promise<string> {
  return jsonArray(
    db,
    [
      ['employee_id', sql`e.id`],
      ['employee_code', sql`e.employee_code`],
      ['first_name', sql`e.first_name`],
      ['last_name', sql`e.last_name`],
      ['middle_name', sql`e.middle_name`],
      ['company_id', sql`e.company_id`],
      ['department_id', sql`e.department_id`],
      ['designation_id', sql`e.designation_id`],
      ['designation', sql`g.name`],
    ],
    sql`from employees e left join designations g on g.id = e.designation_id where ${employeeScope(filter)}`,
    sql`e.last_name, e.first_name, e.id`,
  );
}

/** Whether the employee is on the grids (Active, not a draft). */
export async function isGridEmployee(db: Db, employeeId: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select e.id from employees e
    where e.id = ${employeeId} and ${employeeScope({})}`.execute(db);
  return rows.length > 0;
}

/** Of these ids, the ones that are on the grids. */
export async function gridEmployeeIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const { rows } = await sql<{ id: number }>`select e.id from employees e
      where e.id in (${sql.join(chunk)}) and ${employeeScope({})}`.execute(db);
    for (const r of rows) found.add(Number(r.id));
  }
  return found;
}
