/** Data of the time and attendance benchmarks, generated directly into the database. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../apps/server/src/db/schema-helpers.ts';
import type { DB } from '../../apps/server/src/db/types.ts';

const SHIFTS = [1, 3, 5, 6];

/** `count` Active employees with a shift on every date and a record on the first 5 of each 7. */
export async function generate(db: Kysely<DB>, count: number, DATES: readonly string[]): Promise<void> {
  const now = new Date().toISOString();
  const active = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', 'Active')
    .executeTakeFirstOrThrow();
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Company', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dept = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Operations', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const desig = await db
    .insertInto('designations')
    .values({ department_id: dept.id, name: 'Agent', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const BATCH = 200;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      rows.push({
        employee_code: i.toString(36).toUpperCase().padStart(5, '0'),
        first_name: `First ${i}`,
        last_name: `Last ${String(i).padStart(5, '0')}`,
        middle_name: null,
        suffix: null,
        company_id: company.id,
        department_id: dept.id,
        designation_id: desig.id,
        status_id: active.id,
        is_approver: 0,
        created_at: now,
        updated_at: now,
      });
    }
    const ids = (await db.insertInto('employees').values(rows).returning('id').execute()).map((r) => r.id);
    const stamp = { created_at: now, updated_at: now, updated_by: null };
    const entries = ids.flatMap((employee_id, n) =>
      DATES.map((shift_date) => ({
        employee_id,
        shift_date,
        shift_id: SHIFTS[n % SHIFTS.length] as number,
        replaced_shift_id: null,
        ...stamp,
      })),
    );
    for (let i = 0; i < entries.length; i += 500)
      await db
        .insertInto('schedule_entries')
        .values(entries.slice(i, i + 500))
        .execute();
    const records = ids.flatMap((employee_id, n) =>
      DATES.filter((_, d) => d % 7 < 5).map((shift_date, d) => ({
        employee_id,
        shift_date,
        start_time: (n + d) % 9 === 0 ? '08:17:00' : '07:55:00',
        end_time: (n + d) % 11 === 0 ? '16:30:00' : '17:02:00',
        lunch_start: '12:00:00',
        lunch_end: '13:00:00',
        notes: null,
        ...stamp,
      })),
    );
    for (let i = 0; i < records.length; i += 500)
      await db
        .insertInto('timesheet_records')
        .values(records.slice(i, i + 500))
        .execute();
  }
  // A live database has planner statistics (autovacuum analyses changed tables); a freshly filled
  // one does not yet, and PostgreSQL would plan the grid queries for a handful of rows.
  if (isPostgres(db)) await sql`analyze`.execute(db);
}
