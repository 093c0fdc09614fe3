/**
 * Time Correction (issue 24 §2 Attendance): an application type by which an employee asks to
 * correct a day's logs. Its requested time-in and time-out are the application's start_time and
 * end_time (an overnight shift's time-out before its time-in); approving it writes the day's
 * timesheet record. A fresh database receives the type from the reference seed (APPLICATION_TYPE_SEED);
 * an existing one, whose application types were seeded already, receives it here.
 */
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const seeded = await db
    .selectFrom('application_types')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('sort_order').as('last')])
    .executeTakeFirstOrThrow();
  if (Number(seeded.n) === 0) return;
  await db
    .insertInto('application_types')
    .values({
      name: 'Time Correction',
      sort_order: Number(seeded.last ?? 0) + 1,
      is_leave: 0,
      is_paid: 0,
      uses_leave_credits: 0,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.deleteFrom('application_types').where('name', '=', 'Time Correction').execute();
}
