/** Test data of the time and attendance tests: Active employees in an organisation. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

let counter = 0;

async function statusId(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (row) return row.id;
  const created = await db
    .insertInto('employment_statuses')
    .values({ name, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export interface Org {
  company_id: number;
  department_id: number;
  designation_id: number;
}

/** A company with one department and one designation, named uniquely. */
export async function createOrg(db: Kysely<DB>): Promise<Org> {
  counter += 1;
  const at = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: `TA Company ${counter} ${Math.random().toString(36).slice(2, 7)}`, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: `Dept ${counter}`, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const designation = await db
    .insertInto('designations')
    .values({ department_id: department.id, name: `Designation ${counter}`, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { company_id: company.id, department_id: department.id, designation_id: designation.id };
}

/** An employee with a code, names and a status ('Active' unless told), optionally in an organisation. */
export async function activeEmployee(
  db: Kysely<DB>,
  options: { org?: Org; status?: string; code?: string | null; last?: string } = {},
): Promise<number> {
  counter += 1;
  const at = new Date().toISOString();
  const row = await db
    .insertInto('employees')
    .values({
      employee_code: options.code === undefined ? `T${String(counter).padStart(4, '0')}` : options.code,
      first_name: `First${counter}`,
      last_name: options.last ?? `Last${String(counter).padStart(4, '0')}`,
      is_approver: 0,
      company_id: options.org?.company_id ?? null,
      department_id: options.org?.department_id ?? null,
      designation_id: options.org?.designation_id ?? null,
      status_id: await statusId(db, options.status ?? 'Active'),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
