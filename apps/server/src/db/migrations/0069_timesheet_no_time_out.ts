/**
 * Issue 28: the Timesheet's 'No time out' days over the whole filter (timesheet/noTimeOut.ts) read
 * the records with a time-in and no time-out of a date range: a partial index holds only those (a
 * few of a week's records), so the read does not pass over every record of the week.
 */
import { sql } from 'kysely';
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createIndex('timesheet_no_time_out')
    .on('timesheet_records')
    .columns(['shift_date', 'employee_id'])
    .where(sql<boolean>`end_time is null and start_time is not null`)
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('timesheet_no_time_out').execute();
}
