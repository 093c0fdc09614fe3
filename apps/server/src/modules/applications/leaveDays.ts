/**
 * The application form's preview of the chosen leave dates (issue 22): for each date, why a leave
 * on it uses no credit and the shift a full-day leave takes its times from. The same rules as
 * filing (fullDay.ts scheduledShifts) and approval (the engine's leaveCreditExemption with the
 * employee's work week), so the form shows what the server will do.
 */
import { leaveCreditExemption } from '@sahod/payroll';
import { APP_MSG, addDaysIso, dayDiff, type LeaveDays, leaveCreditNoteText } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { restWeekdaysOf } from '../workweek/repository.ts';
import { scheduledShifts } from './fullDay.ts';
import { isProxyEmployee } from './repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** `end` absent: the start date alone. The range was checked by the query schema. */
export async function leaveDaysOf(
  deps: Deps,
  employeeId: number,
  range: { start: string; end?: string | undefined },
): Promise<LeaveDays> {
  const span = range.end === undefined ? 0 : dayDiff(range.start, range.end);
  const dates = Array.from({ length: span + 1 }, (_, i) => addDaysIso(range.start, i));
  const rest_weekdays = await restWeekdaysOf(deps.db, employeeId);
  const shifts = await scheduledShifts(deps.db, employeeId, dates);
  return {
    rest_weekdays,
    days: dates.map((date, i) => {
      const exemption = leaveCreditExemption(date, { rest_weekdays });
      const shift = shifts[i] ?? null;
      return {
        date,
        credit_note: exemption ? leaveCreditNoteText(date, exemption) : null,
        shift: shift && { name: shift.name, start_time: shift.start_time, end_time: shift.end_time },
        shift_note: shift ? null : APP_MSG.noShiftForFullDay(date),
      };
    }),
  };
}

/** Applications Proxy: an employee a proxy may file for (Active, not a draft), else 404. */
export async function proxyLeaveDaysOf(
  deps: Deps,
  employeeId: number,
  range: { start: string; end?: string | undefined },
): Promise<LeaveDays> {
  if (!(await isProxyEmployee(deps.db, employeeId))) throw notFound(APP_MSG.employeeUnknown);
  return leaveDaysOf(deps, employeeId, range);
}
