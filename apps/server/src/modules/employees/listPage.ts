/**
 * One page of the Employee List (issue 28 §4): the database searches, filters, sorts, counts and
 * cuts the page, so a page of 100,000 employees costs a count and an ordered LIMIT, not 36 MB of
 * JSON. Rows have the unpaged list's shape (summariesJson). The default order (last name, first
 * name, id) walks the index of migration 0053; the other sorts are a top-N sort of ids. The search
 * and the sort read the employees alone (the name tables are matched or joined on their own), and
 * only the page's rows are joined and shaped. Nulls come last in both directions on both databases.
 */
import type { EmployeeListPage, EmployeeListPageParams, EmployeeListSort } from '@sahod/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

const FROM = sql`from employees e
  left join companies c on c.id = e.company_id
  left join departments d on d.id = e.department_id
  left join designations g on g.id = e.designation_id
  left join genders gn on gn.id = e.gender_id
  left join employment_statuses s on s.id = e.status_id`;

/**
 * Sort column -> expression (and the one join it reads); age sorts by birth date the other way
 * round.
 */
const SORT_EXPRESSIONS: Record<
  EmployeeListSort,
  { expr: RawBuilder<unknown>; join?: RawBuilder<unknown>; reverse?: boolean }
> = {
  // A draft's empty code sorts with the nulls, last.
  employee_code: { expr: sql`nullif(e.employee_code, '')` },
  last_name: { expr: sql`e.last_name` },
  first_name: { expr: sql`e.first_name` },
  middle_name: { expr: sql`e.middle_name` },
  suffix: { expr: sql`e.suffix` },
  gender: { expr: sql`gn.name`, join: sql`left join genders gn on gn.id = e.gender_id` },
  age: { expr: sql`e.date_of_birth`, reverse: true },
  company: { expr: sql`c.name`, join: sql`left join companies c on c.id = e.company_id` },
  department: { expr: sql`d.name`, join: sql`left join departments d on d.id = e.department_id` },
  designation: { expr: sql`g.name`, join: sql`left join designations g on g.id = e.designation_id` },
  date_hired: { expr: sql`e.date_hired` },
  status_descr: { expr: sql`s.name`, join: sql`left join employment_statuses s on s.id = e.status_id` },
  leave_credits: { expr: sql`e.leave_credits` },
};

/** LIKE pattern for "contains", with the wildcards in the user's text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The employee's own searched texts joined, the expression of migration 0064's trigram index on
 * PostgreSQL (kept identical to it). Any column containing the text makes this contain it, so it
 * only narrows the candidates; each column then decides.
 */
export const SEARCH_TEXT = sql`(coalesce(e.employee_code, '') || ' ' || coalesce(e.last_name, '') || ' '
  || coalesce(e.first_name, '') || ' ' || coalesce(e.middle_name, '') || ' ' || coalesce(e.suffix, ''))`;

/** The name tables the list shows, with the employee column that points at them. */
const NAME_TABLES = [
  ['genders', 'gender_id'],
  ['companies', 'company_id'],
  ['departments', 'department_id'],
  ['designations', 'designation_id'],
  ['employment_statuses', 'status_id'],
] as const;

/**
 * The search (contains, case-insensitive, on the shown texts) as conditions on employees alone:
 * the small name tables are matched first into id lists, so the employees are not joined to them
 * to be searched; a date hired ('YYYY-MM-DD') can only contain digits and dashes.
 */
async function searchCondition(db: Kysely<DB>, search: string): Promise<RawBuilder<unknown>> {
  const pg = isPostgres(db);
  const pattern = containsPattern(search);
  const like = pg ? sql`ilike` : sql`like`;
  const matches = (text: RawBuilder<unknown>) => sql`${text} ${like} ${pattern} escape '\\'`;
  const own = sql.join(
    [sql`e.employee_code`, sql`e.last_name`, sql`e.first_name`, sql`e.middle_name`, sql`e.suffix`].map(
      matches,
    ),
    sql` or `,
  );
  const arms: RawBuilder<unknown>[] = [pg ? sql`(${matches(SEARCH_TEXT)} and (${own}))` : own];
  const { rows } = await sql<{ k: string; id: number }>`${sql.join(
    NAME_TABLES.map(
      ([table, column]) =>
        sql`select ${sql.lit(column)} as k, id from ${sql.table(table)} where ${matches(sql.ref('name'))}`,
    ),
    sql` union all `,
  )}`.execute(db);
  for (const [, column] of NAME_TABLES) {
    const ids = rows.filter((r) => r.k === column).map((r) => Number(r.id));
    if (ids.length > 0) arms.push(sql`${sql.ref(`e.${column}`)} in (${sql.join(ids)})`);
  }
  if (/^[0-9-]+$/.test(search))
    arms.push(matches(pg ? sql`to_char(e.date_hired, 'YYYY-MM-DD')` : sql`e.date_hired`));
  return sql`(${sql.join(arms, sql` or `)})`;
}

const EMPTY = sql``;

async function whereClause(db: Kysely<DB>, params: EmployeeListPageParams): Promise<RawBuilder<unknown>> {
  const conditions: RawBuilder<unknown>[] = [];
  if (params.company_id !== undefined) conditions.push(sql`e.company_id = ${params.company_id}`);
  if (params.department_id !== undefined) conditions.push(sql`e.department_id = ${params.department_id}`);
  if (params.designation_id !== undefined) conditions.push(sql`e.designation_id = ${params.designation_id}`);
  const search = params.search?.trim();
  if (search) conditions.push(await searchCondition(db, search));
  return conditions.length === 0 ? EMPTY : sql`where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The ORDER BY. `scan` (SQLite): prefix each term with a unary plus, which keeps its value but keeps
 * SQLite from walking an index in that order, so it reads the table once and sorts the matches.
 */
function orderClause(params: EmployeeListPageParams, scan = false): RawBuilder<unknown> {
  const desc = params.dir === 'desc';
  const direction = (reverse?: boolean) => ((reverse ? !desc : desc) ? sql`desc` : sql`asc`);
  const term = (expr: RawBuilder<unknown>) => (scan ? sql`+${expr}` : expr);
  if (!params.sort) {
    const d = direction();
    return sql`order by ${term(sql`e.last_name`)} ${d}, ${term(sql`e.first_name`)} ${d}, ${term(sql`e.id`)} ${d}`;
  }
  const { expr, reverse } = SORT_EXPRESSIONS[params.sort];
  const d = direction(reverse);
  return sql`order by ${term(expr)} ${d} nulls last, ${term(sql`e.id`)} ${direction()}`;
}

type Row = {
  employee_id: number;
  employee_code: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  suffix: string | null;
  gender: string | null;
  company: string | null;
  company_id: number | null;
  department: string | null;
  department_id: number | null;
  designation: string | null;
  designation_id: number | null;
  date_hired: string | null;
  status_descr: string | null;
  age: number | null;
  leave_credits: number;
};

export async function employeeListPage(
  db: Kysely<DB>,
  today: string,
  params: EmployeeListPageParams,
): Promise<EmployeeListPage> {
  const pg = isPostgres(db);
  const where = await whereClause(db, params);
  const offset = (params.page - 1) * params.limit;
  const hired = pg ? sql`to_char(e.date_hired, 'YYYY-MM-DD')` : sql`e.date_hired`;
  const age = pg
    ? sql`case when e.date_of_birth <= ${today}::date
        then date_part('year', age(${today}::date, e.date_of_birth))::int end`
    : sql`case when e.date_of_birth <= ${today}
        then cast(substr(${today}, 1, 4) as integer) - cast(substr(e.date_of_birth, 1, 4) as integer)
          - (substr(${today}, 6, 5) < substr(e.date_of_birth, 6, 5)) end`;
  const credits = pg ? sql`e.leave_credits::float8` : sql`e.leave_credits`;
  // The count first: a page past the matches needs no rows.
  const countQuery = sql<{ n: number | string }>`select count(*) as n from employees e ${where}`;
  const total = Number((await countQuery.execute(db)).rows[0]?.n ?? 0);
  if (offset >= total) return { rows: [], total, page: params.page, limit: params.limit };
  // SQLite walks the name-order index testing each row until the page is full: cheap when many
  // rows match, but reading every row at random when few do. Under 1 match in 4 rows walked it
  // reads the table once and sorts the matches instead (PostgreSQL's planner chooses itself).
  const scan = !pg && where !== EMPTY && total < 4 * (offset + params.limit);
  const order = orderClause(params);
  // The page's ids first, sorted and cut over the employees (and the one name table the sort
  // reads) alone; then only those rows are joined and shaped. A deep OFFSET skips narrow rows.
  const sortJoin = (params.sort && SORT_EXPRESSIONS[params.sort].join) || sql``;
  const pageIds = sql`select e.id from employees e ${sortJoin} ${where} ${orderClause(params, scan)}
    limit ${params.limit} offset ${offset}`;
  const rows = await sql<Row>`select e.id as employee_id, coalesce(e.employee_code, '') as employee_code,
      e.first_name, e.last_name, e.middle_name, e.suffix, gn.name as gender, c.name as company,
      e.company_id, d.name as department, e.department_id, g.name as designation, e.designation_id,
      ${hired} as date_hired, s.name as status_descr, ${age} as age, ${credits} as leave_credits
    ${FROM} where e.id in (${pageIds}) ${order}`.execute(db);
  return {
    rows: rows.rows.map((r) => ({
      ...r,
      age: r.age === null ? null : Number(r.age),
      leave_credits: Number(r.leave_credits),
    })),
    total,
    page: params.page,
    limit: params.limit,
  };
}
