/** Test data of the Home cards' tests: shifts, schedule, timesheet records, applications. */
import type { Harness } from '../../test/harness.ts';
import { typeId } from '../applications/testFixtures.ts';

let counter = 0;

/** A working shift 'HH:MM:SS'-'HH:MM:SS' with a unique name. */
export async function createShift(h: Harness, start: string, end: string): Promise<number> {
  counter += 1;
  const at = h.clock.now().toISOString();
  const name = `Dash shift ${counter} ${Math.random().toString(36).slice(2, 6)}`;
  const row = await h.deps.db
    .insertInto('shifts')
    .values({
      name,
      name_key: name.toLowerCase(),
      start_time: start,
      end_time: end,
      color_hex: '#228BE6',
      overnight: end < start ? 1 : 0,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function timeRecord(
  h: Harness,
  employeeId: number,
  date: string,
  start: string | null,
  end: string | null,
): Promise<void> {
  const at = h.clock.now().toISOString();
  await h.deps.db
    .insertInto('timesheet_records')
    .values({
      employee_id: employeeId,
      shift_date: date,
      start_time: start,
      end_time: end,
      lunch_start: null,
      lunch_end: null,
      notes: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

/** An application of `type` on `date`, waiting for (or decided by) `approverId`. */
export async function fileApplication(
  h: Harness,
  options: {
    employeeId: number;
    approverId: number;
    type: string;
    date: string;
    status?: 'For Approval' | 'Approved';
    start?: string;
    end?: string;
    createdAt?: string;
  },
): Promise<number> {
  const at = options.createdAt ?? h.clock.now().toISOString();
  const row = await h.deps.db
    .insertInto('applications')
    .values({
      application_type_id: await typeId(h, options.type),
      employee_id: options.employeeId,
      effective_date: options.date,
      start_time: options.start ?? '08:00:00',
      end_time: options.end ?? '17:00:00',
      particulars: 'Dashboard test',
      approver_employee_id: options.approverId,
      approval_status: options.status ?? 'For Approval',
      filed_by: null,
      decided_by: null,
      decided_at: null,
      canceled_by: null,
      canceled_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
