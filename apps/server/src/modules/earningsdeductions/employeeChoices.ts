/** The employees a pay screen can pick (no pay figures), ordered by last then first name. */
import { type EmployeeChoice, employeeFullName } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function employeeChoices(db: Kysely<DB>): Promise<EmployeeChoice[]> {
  const rows = await db
    .selectFrom('employees')
    .select([
      'id',
      'employee_code',
      'first_name',
      'middle_name',
      'last_name',
      'suffix',
      'company_id',
      'department_id',
      'designation_id',
    ])
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    employee_id: r.id,
    employee_code: r.employee_code ?? '',
    name: employeeFullName(r),
    company_id: r.company_id,
    department_id: r.department_id,
    designation_id: r.designation_id,
  }));
}
