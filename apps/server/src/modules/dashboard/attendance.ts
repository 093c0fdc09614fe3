/**
 * Home's 'Today's attendance' card (issue 26 §1): today's scheduled employees counted as present,
 * late, absent, on leave or not yet in, and the late and absent people (up to 10 each).
 *
 * Each day is read exactly as the Timesheet reads it: the engine's dayStatus against now (Asia/
 * Manila), with approved Official Business widening the log and Undertime excusing the early
 * departure (timesheet/service.ts attendanceDays), and a shift not begun yet with no record shown
 * as scheduled (shiftNotBegun). A shift still running is 'In progress' there; here someone who has
 * clocked in (still at work, or gone without a time-out) is present, or late when the engine calls
 * the day late with the time-out at the shift's end (the minutes late are the engine's); someone
 * not clocked in is not yet in until the shift ends, then absent. Days are read in three set-based queries, whatever the headcount.
 */
import {
  type ApplicationInput,
  dayStatus,
  excuseUndertime,
  officialTime,
  type TimeLog,
  withOfficialBusiness,
} from '@sahod/payroll';
import {
  type DashboardAttendance as AttendanceCard,
  type AttendanceCounts,
  DASHBOARD_LIST_LIMIT,
  hhmm,
  isLeaveShift,
  manilaToday,
  type ShiftRow,
  shiftNotBegun,
} from '@sahod/shared';
import { type SqlBool, sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { companiesOf } from '../dashboardpay/companies.ts';
import { allShifts } from '../shiftsmanagement/repository.ts';
import { employeeScope } from '../shiftsschedule/grid.ts';
import { personName } from './dates.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
interface DashboardQuery {
  company_id?: number | undefined;
}

/** Active, saved employees (the Timesheet's rows) of the chosen company, or of every company, as a condition on `e`. */
const activeEmployees = (q: DashboardQuery) => sql<SqlBool>`${employeeScope({ company_id: q.company_id })}`;

export type AttendanceBucket = 'present' | 'late' | 'absent' | 'on_leave' | 'not_yet_in';

export interface TodayReading {
  bucket: AttendanceBucket;
  /** The engine's minutes after the shift's start (late days only). */
  lateMinutes: number;
}

/** One scheduled day as Home counts it (see the module note). */
/** Now as 'HH:MM' in Asia/Manila (UTC+8 all year). */
const manilaClock = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);

export function readToday(
  date: string,
  now: Date,
  punches: TimeLog | null,
  shift: Pick<ShiftRow, 'shift_id' | 'start_time' | 'end_time'>,
  applications: readonly ApplicationInput[],
): TodayReading {
  if (isLeaveShift(shift.shift_id)) return { bucket: 'on_leave', lateMinutes: 0 };
  // A time-in later than now (a record keyed in ahead) has not happened yet: no record so far.
  if (punches?.start_time && date === manilaToday(now) && hhmm(punches.start_time) > manilaClock(now))
    return readToday(date, now, null, shift, applications);
  const covered = withOfficialBusiness(date, punches, applications);
  const record = covered && punches ? { ...punches, ...covered } : covered;
  if (shiftNotBegun(record !== null, shift, date, now)) return { bucket: 'not_yet_in', lateMinutes: 0 };
  const engineShift = { shift_id: shift.shift_id, start_time: shift.start_time, end_time: shift.end_time };
  const status = excuseUndertime(date, dayStatus(record, engineShift, { date, now }), applications);
  switch (status) {
    case 'Late':
    case 'Late & Early':
      return { bucket: 'late', lateMinutes: officialTime(record, engineShift).late };
    case 'Absent':
      return { bucket: 'absent', lateMinutes: 0 };
    case 'In progress':
    case 'No time out': {
      if (!record?.start_time) return { bucket: 'not_yet_in', lateMinutes: 0 };
      // Clocked in (at work, or gone without a time-out): late as the day reads ending with the shift.
      const sofar = { ...record, end_time: shift.end_time };
      const provisional = dayStatus(sofar, engineShift);
      return provisional === 'Late' || provisional === 'Late & Early'
        ? { bucket: 'late', lateMinutes: officialTime(sofar, engineShift).late }
        : { bucket: 'present', lateMinutes: 0 };
    }
    default:
      return { bucket: 'present', lateMinutes: 0 };
  }
}

/** Today's schedule entries of the card's employees with their timesheet record (if any). */
function scheduledToday(deps: Deps, q: DashboardQuery, today: string) {
  return deps.db
    .selectFrom('schedule_entries as se')
    .innerJoin('employees as e', 'e.id', 'se.employee_id')
    .leftJoin('timesheet_records as r', (join) =>
      join.onRef('r.employee_id', '=', 'se.employee_id').onRef('r.shift_date', '=', 'se.shift_date'),
    )
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'se.shift_id',
      'r.id as record_id',
      'r.start_time',
      'r.end_time',
      'r.lunch_start',
      'r.lunch_end',
    ])
    .where('se.shift_date', '=', today)
    .where(activeEmployees(q))
    .execute();
}

/** Today's approved applications of the card's employees (Official Business and Undertime act on the day). */
async function approvedToday(deps: Deps, q: DashboardQuery, today: string) {
  const rows = await deps.db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.employee_id', 't.name', 'a.effective_date', 'a.start_time', 'a.end_time'])
    .where('a.effective_date', '=', today)
    .where('a.approval_status', '=', 'Approved')
    .where(activeEmployees(q))
    .execute();
  const byEmployee = new Map<number, ApplicationInput[]>();
  for (const r of rows) {
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push({
      application_type: r.name,
      effective_date: r.effective_date,
      start_time: r.start_time,
      end_time: r.end_time,
      approval_status: 'Approved',
    });
    byEmployee.set(r.employee_id, list);
  }
  return byEmployee;
}

export async function attendanceCard(deps: Deps, companyId: number | undefined): Promise<AttendanceCard> {
  if (companyId !== undefined) await companiesOf(deps, companyId); // 404 for an unknown company
  const q: DashboardQuery = { company_id: companyId };
  const now = deps.clock.now();
  const today = manilaToday(now);
  const [rows, shifts, applications] = await Promise.all([
    scheduledToday(deps, q, today),
    allShifts(deps.db),
    approvedToday(deps, q, today),
  ]);
  const shiftById = new Map(shifts.map((s) => [s.shift_id, s]));
  const counts: AttendanceCounts = {
    scheduled: 0,
    present: 0,
    late: 0,
    absent: 0,
    on_leave: 0,
    not_yet_in: 0,
  };
  const late: AttendanceCard['late'] = [];
  const absent: AttendanceCard['absent'] = [];
  for (const r of rows) {
    const shift = shiftById.get(r.shift_id);
    if (!shift) continue;
    const punches =
      r.record_id === null
        ? null
        : {
            start_time: r.start_time,
            end_time: r.end_time,
            lunch_start: r.lunch_start,
            lunch_end: r.lunch_end,
          };
    const reading = readToday(today, now, punches, shift, applications.get(r.id) ?? []);
    counts.scheduled++;
    counts[reading.bucket]++;
    const who = {
      employee_id: r.id,
      employee_code: r.employee_code ?? '',
      name: personName(r.first_name, r.last_name),
    };
    if (reading.bucket === 'late')
      late.push({
        ...who,
        shift_start: shift.start_time,
        time_in: r.start_time,
        late_minutes: reading.lateMinutes,
      });
    else if (reading.bucket === 'absent')
      absent.push({ ...who, shift_start: shift.start_time, shift_end: shift.end_time });
  }
  late.sort((a, b) => b.late_minutes - a.late_minutes || a.name.localeCompare(b.name));
  absent.sort((a, b) => a.name.localeCompare(b.name));
  return {
    date: today,
    counts,
    late: late.slice(0, DASHBOARD_LIST_LIMIT),
    absent: absent.slice(0, DASHBOARD_LIST_LIMIT),
  };
}
