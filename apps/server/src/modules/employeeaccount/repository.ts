/** Queries of the profile's account block: the employee fields the account form's defaults need. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export function findEmployeeForAccount(db: Kysely<DB>, employeeId: number) {
  return db
    .selectFrom('employees')
    .select(['id as employee_id', 'first_name', 'last_name', 'company_id', 'department_id', 'designation_id'])
    .where('id', '=', employeeId)
    .executeTakeFirst();
}
