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
  /** Issue 28: part of a name or code, case-insensitive. */
  search?: string | undefined;
  /** Issue 28: only these employees (one page of the grid). */
  employee_ids?: readonly number[] | undefined;
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
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(lower(e.last_name) like ${like} escape '\\' or lower(e.first_name) like ${like} escape '\\'
      or lower(e.employee_code) like ${like} escape '\\'
      or lower(e.last_name || ', ' || e.first_name) like ${like} escape '\\')`);
  }
  if (filter.employee_ids !== undefined)
    parts.push(
      filter.employee_ids.length === 0 ? sql`1 = 0` : sql`e.id in (${sql.join(filter.employee_ids)})`,
    );
  return sql.join(parts, sql` and `);
}

/** A column of a JSON row: how the database writes its value. Times are validated 'HH:MM:SS'. */
export type FieldKind = 'int' | 'date' | 'time' | 'text';
type Field = [name: string, expression: RawBuilder<unknown>, kind: FieldKind];

function pgJsonValue(expression: RawBuilder<unknown>, kind: FieldKind): RawBuilder<unknown> {
  switch (kind) {
    case 'int':
      return sql`coalesce(${expression}::text, 'null')`;
    case 'date':
      return sql`'"' || to_char(${expression}, 'YYYY-MM-DD') || '"'`;
    case 'time':
      // Validated 'HH:MM:SS': only digits and colons, nothing to escape; null stays null.
      return sql`coalesce('"' || ${expression} || '"', 'null')`;
    default:
      return sql`coalesce(to_json(${expression})::text, 'null')`;
  }
}

/**
 * `select <JSON array of objects>` over `from`, as text, on either dialect. PostgreSQL writes the
 * rows by string concatenation (names are fixed, texts escaped by to_json), several times faster
 * than json_build_object there; SQLite's json_object is as fast as concatenation (bench/timeattendance).
 */
export async function jsonArray(
  db: Db,
  fields: Field[],
  from: RawBuilder<unknown>,
  orderBy?: RawBuilder<unknown>,
): Promise<string> {
  return aggregate(db, fields, from, orderBy, false);
}

/** The same rows as a table: `{"columns":[names],"rows":[[values], ...]}` (see jsonTableSchema). */
export async function jsonTable(
  db: Db,
  fields: Field[],
  from: RawBuilder<unknown>,
  orderBy?: RawBuilder<unknown>,
): Promise<string> {
  const rows = await aggregate(db, fields, from, orderBy, true);
  return `{"columns":${JSON.stringify(fields.map(([name]) => name))},"rows":${rows}}`;
}

async function aggregate(
  db: Db,
  fields: Field[],
  from: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown> | undefined,
  tuples: boolean,
): Promise<string> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  if (!isPostgres(db)) {
    const pairs = tuples
      ? sql`json_array(${sql.join(fields.map(([, expression]) => expression))})`
      : sql`json_object(${sql.join(
          fields.map(([name, expression]) => sql`${sql.lit(name)}, ${expression}`),
          sql`, `,
        )})`;
    const { rows } = await sql<{
      j: string;
    }>`select coalesce(json_group_array(${pairs}${order}), '[]') as j ${from}`.execute(db);
    return rows[0]?.j ?? '[]';
  }
  const parts: RawBuilder<unknown>[] = [];
  fields.forEach(([name, expression, kind], i) => {
    const open = tuples ? '[' : '{';
    parts.push(sql.lit(tuples ? (i === 0 ? open : ',') : `${i === 0 ? open : ','}"${name}":`));
    parts.push(pgJsonValue(expression, kind));
  });
  parts.push(sql.lit(tuples ? ']' : '}'));
  const row = sql.join(parts, sql` || `);
  const { rows } = await sql<{
    j: string;
  }>`select '[' || coalesce(string_agg(${row}, ','${order}), '') || ']' as j ${from}`.execute(db);
  return rows[0]?.j ?? '[]';
}

/** The grid rows (spec 3 "Schedule entry" / "Timesheet record" employee fields) as JSON text. */
export function gridEmployeesJson(db: Db, filter: GridFilter): Promise<string> {
  return jsonArray(
    db,
    [
      ['employee_id', sql`e.id`, 'int'],
      ['employee_code', sql`e.employee_code`, 'text'],
      ['first_name', sql`e.first_name`, 'text'],
      ['last_name', sql`e.last_name`, 'text'],
      ['middle_name', sql`e.middle_name`, 'text'],
      ['company_id', sql`e.company_id`, 'int'],
      ['department_id', sql`e.department_id`, 'int'],
      ['designation_id', sql`e.designation_id`, 'int'],
      ['designation', sql`g.name`, 'text'],
      // Issue 22: the rest days in effect as stored ('6,0'): the employee's own, else the company's.
      ['rest_weekdays', sql`coalesce(e.rest_weekdays, pc.rest_weekdays)`, 'text'],
    ],
    sql`from employees e left join designations g on g.id = e.designation_id
      left join company_pay_calendar pc on pc.company_id = e.company_id where ${employeeScope(filter)}`,
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
