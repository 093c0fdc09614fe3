/**
 * Time and attendance (issue 8): shifts, schedule entries and timesheet records.
 *
 * - shifts: fixed ids 2 'Unpaid Leave' and 4 'Paid Leave' (spec 9; written by approved leave
 *   applications, never from Time & Attendance), plus the ordinary shifts a company starts with.
 *   `overnight` = 1: the shift ends the next day (end_time earlier than start_time); it counts as
 *   one working day on its start date. Times are 'HH:MM:SS' text; leave shifts have none.
 * - schedule_entries: one per employee and date. `replaced_shift_id` keeps the shift a leave
 *   replaced, so withdrawing the leave can restore it. A shift still used cannot be deleted
 *   (ON DELETE RESTRICT; the service answers 409 with the count first).
 * - timesheet_records: one per employee and date, the day's punches.
 * Both go with their employee (ON DELETE CASCADE; EMPLOYEE_DEPENDENT_TABLES deletes them first).
 */
import { sql } from 'kysely';
import { type AnyDB, dateType, isPostgres, notNull, timestampType, withId } from '../schema-helpers.ts';

export const STARTING_SHIFTS = [
  {
    id: 1,
    name: 'Day Shift',
    start_time: '08:00:00',
    end_time: '17:00:00',
    color_hex: '#4DABF7',
    overnight: 0,
  },
  { id: 2, name: 'Unpaid Leave', start_time: null, end_time: null, color_hex: '#ADB5BD', overnight: 0 },
  {
    id: 3,
    name: 'Mid Shift',
    start_time: '13:00:00',
    end_time: '22:00:00',
    color_hex: '#FFD43B',
    overnight: 0,
  },
  { id: 4, name: 'Paid Leave', start_time: null, end_time: null, color_hex: '#B197FC', overnight: 0 },
  {
    id: 5,
    name: 'Night Shift',
    start_time: '22:00:00',
    end_time: '07:00:00',
    color_hex: '#5C7CFA',
    overnight: 1,
  },
  {
    id: 6,
    name: 'Early Shift',
    start_time: '06:00:00',
    end_time: '15:00:00',
    color_hex: '#69DB7C',
    overnight: 0,
  },
] as const;

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  const date = dateType(db);

  await withId(db, db.schema.createTable('shifts'))
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('name_key', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('start_time', 'varchar(8)')
    .addColumn('end_time', 'varchar(8)')
    .addColumn('color_hex', 'varchar(7)', notNull)
    .addColumn('overnight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('schedule_entries'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('shift_date', date, notNull)
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id').onDelete('restrict'))
    .addColumn('replaced_shift_id', 'integer', (c) => c.references('shifts.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('schedule_entries_employee_date', ['employee_id', 'shift_date'])
    .execute();
  await db.schema.createIndex('schedule_entries_date').on('schedule_entries').column('shift_date').execute();
  await db.schema.createIndex('schedule_entries_shift').on('schedule_entries').column('shift_id').execute();

  await withId(db, db.schema.createTable('timesheet_records'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('shift_date', date, notNull)
    .addColumn('start_time', 'varchar(8)')
    .addColumn('end_time', 'varchar(8)')
    .addColumn('lunch_start', 'varchar(8)')
    .addColumn('lunch_end', 'varchar(8)')
    .addColumn('notes', 'varchar(500)')
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('timesheet_records_employee_date', ['employee_id', 'shift_date'])
    .execute();
  await db.schema
    .createIndex('timesheet_records_date')
    .on('timesheet_records')
    .column('shift_date')
    .execute();

  const at = new Date().toISOString();
  await db
    .insertInto('shifts')
    .values(
      STARTING_SHIFTS.map((s) => ({
        ...s,
        name_key: s.name.toLowerCase(),
        created_at: at,
        updated_at: at,
        updated_by: null,
      })),
    )
    .execute();
  if (isPostgres(db)) {
    // Explicit ids do not move the identity sequence: start new shifts after the seeded ones.
    await sql`select setval(pg_get_serial_sequence('shifts', 'id'), (select max(id) from shifts))`.execute(
      db,
    );
  }
}

export async function down(db: AnyDB): Promise<void> {
  for (const t of ['timesheet_records', 'schedule_entries', 'shifts']) {
    await db.schema.dropTable(t).execute();
  }
}
