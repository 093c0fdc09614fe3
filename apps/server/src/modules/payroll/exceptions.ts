/**
 * GET /payroll/exceptions (issue 22 section 2): the days of the fetch filter's period a payroll
 * officer should look at before Calculate Payroll. Every day is read with the engine's own rules
 * (@sahod/payroll dayStatus, lunchFlag, withOfficialBusiness), the way the payslip and the timesheet
 * read it:
 * - no_time_out: the day's status is 'No time out';
 * - lunch_flag: the recorded lunch is longer than 2 hours or shorter than 15 minutes;
 * - no_log: a working shift is scheduled, no leave, and the day is 'Absent' (a day still to come,
 *   Asia/Manila, is not: the timesheet shows it as upcoming; nor is a regular holiday, which the
 *   engine pays or keeps inside the salary without a log);
 * - no_shift: a log on a day without a schedule entry;
 * - no_schedule: no schedule entry at all in the period (one row, dated the period's start).
 * Queries: the employees, the shifts, two for the days and one for the approved Official Business
 * per 1,000 employees, whatever the number of days.
 */
import {
  type ApplicationInput,
  dayStatus,
  holidaysBetween,
  lunchFlag,
  withOfficialBusiness,
} from '@sahod/payroll';
import {
  isLeaveShift as isLeave,
  manilaDateOf,
  type PayrollException,
  type PayrollFetchQuery,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { allShifts } from '../shiftsmanagement/repository.ts';
import { dayRecords } from './days.ts';
import { payrollEmployees } from './inputs.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const CHUNK = 1000;
const hm = (t: string | null | undefined) => (t ? t.slice(0, 5) : '--:--');

export async function payrollExceptions(deps: Deps, q: PayrollFetchQuery): Promise<PayrollException[]> {
  const { db } = deps;
  const employees = await payrollEmployees(db, {
    company_id: q.company_id,
    department_id: q.department_id,
    designation_id: q.designation_id,
    pay_period: q.pay_period,
    employedOn: q.start_date,
  });
  const ids = employees.map((e) => e.id);
  const shifts = await allShifts(db);
  const [days, apps] = await Promise.all([
    dayRecords(db, ids, q.start_date, q.end_date, shifts),
    (async () => {
      const out: { employee_id: number; effective_date: string; start_time: string; end_time: string }[] = [];
      for (let i = 0; i < ids.length; i += CHUNK)
        out.push(
          ...(await db
            .selectFrom('applications as a')
            .innerJoin('application_types as t', 't.id', 'a.application_type_id')
            .select(['a.employee_id', 'a.effective_date', 'a.start_time', 'a.end_time'])
            .where('a.employee_id', 'in', ids.slice(i, i + CHUNK))
            .where('a.approval_status', '=', 'Approved')
            .where((eb) => eb.fn('lower', ['t.name']), '=', 'official business')
            .where('a.effective_date', '>=', q.start_date)
            .where('a.effective_date', '<=', q.end_date)
            .execute()),
        );
      return out;
    })(),
  ]);
  const business = new Map<number, ApplicationInput[]>();
  for (const a of apps) {
    const list = business.get(a.employee_id) ?? [];
    list.push({ ...a, application_type: 'Official Business', approval_status: 'Approved' });
    business.set(a.employee_id, list);
  }
  const now = deps.clock.now();
  const today = manilaDateOf(now);
  const clock = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
  const upcoming = (date: string, start: string | null | undefined) =>
    date > today || (date === today && (start ?? '').slice(0, 5) > clock);
  const regularHolidays = new Set(
    holidaysBetween(q.start_date, q.end_date)
      .filter((h) => h.type === 'regular')
      .map((h) => h.date),
  );
  const out: PayrollException[] = [];
  for (const e of employees) {
    const person = {
      employee_id: e.id,
      employee_code: e.employee_code,
      name: `${e.last_name}, ${e.first_name}${e.middle_name ? ` ${e.middle_name}` : ''}`,
    };
    const records = days.get(e.id) ?? [];
    if (!records.some((r) => r.shift !== null))
      out.push({ ...person, kind: 'no_schedule', date: q.start_date, detail: 'No shift scheduled' });
    for (const r of records) {
      const log = withOfficialBusiness(r.date, r.log, business.get(e.id));
      const status = dayStatus(log, r.shift, { date: r.date, now });
      const at = { ...person, date: r.date };
      if (status === 'No time out')
        out.push({ ...at, kind: 'no_time_out', detail: `In ${hm(log?.start_time)}, no time out` });
      const flag = lunchFlag(r.log);
      if (flag)
        out.push({
          ...at,
          kind: 'lunch_flag',
          detail: `Lunch ${hm(r.log?.lunch_start)}–${hm(r.log?.lunch_end)} (${flag.minutes} min)`,
        });
      if (
        r.shift !== null &&
        !isLeave(r.shift.shift_id) &&
        status === 'Absent' &&
        !regularHolidays.has(r.date) &&
        !upcoming(r.date, r.shift.start_time)
      )
        out.push({ ...at, kind: 'no_log', detail: 'Scheduled, no time log' });
      if (r.shift === null && r.log !== null && (r.log.start_time || r.log.end_time))
        out.push({
          ...at,
          kind: 'no_shift',
          detail: `Log ${hm(r.log.start_time)}–${hm(r.log.end_time)}, no shift`,
        });
    }
  }
  return out;
}
