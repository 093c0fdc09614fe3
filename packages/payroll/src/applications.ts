/**
 * What approved applications other than overtime change (issue 10):
 * - Official Business: the employee worked away from the office for its hours. The day's log is
 *   widened to cover the window (earliest start, latest end; a day without punches gets the window
 *   as its log), so the hours count as present and paid like worked time, and a late start or an
 *   early end inside the window is no longer late or early.
 * - Undertime: leaving early with permission. The minutes not worked stay unpaid (the engine never
 *   pays unworked time), but the day's status no longer marks the early departure.
 * Leaves act through the schedule (shifts 4 and 2), overtime through the overtime rules.
 */

import type { DayStatus, TimeLog } from './time.ts';
import type { ApplicationInput } from './types.ts';

const is = (application: ApplicationInput, type: string, date: string) =>
  application.approval_status === 'Approved' &&
  application.effective_date === date &&
  application.application_type.trim().toLowerCase() === type;

const hhmmss = (t: string) => (t.length === 5 ? `${t}:00` : t);
/** Times are 'HH:MM:SS' text: the earlier and the later of two by text order. */
const earlier = (a: string, b: string) => (a.localeCompare(b) <= 0 ? a : b);
const later = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);

/** The day's log with the approved Official Business windows of that date merged in. */
export function withOfficialBusiness(
  date: string,
  log: TimeLog | null,
  applications: readonly ApplicationInput[] | undefined,
): TimeLog | null {
  let merged = log;
  for (const application of applications ?? []) {
    if (!is(application, 'official business', date)) continue;
    const start = hhmmss(application.start_time);
    const end = hhmmss(application.end_time);
    if (merged === null || merged.start_time === null || merged.end_time === null) {
      merged = {
        start_time: merged?.start_time ? earlier(merged.start_time, start) : start,
        end_time: merged?.end_time ? later(merged.end_time, end) : end,
        lunch_start: merged?.lunch_start ?? null,
        lunch_end: merged?.lunch_end ?? null,
      };
      continue;
    }
    // An overnight log (ends the next day) is left as it is: the window cannot widen it safely.
    if (merged.end_time < merged.start_time) continue;
    merged = {
      ...merged,
      start_time: earlier(merged.start_time, start),
      end_time: later(merged.end_time, end),
    };
  }
  return merged;
}

/** The day's status once an approved Undertime of that date excuses the early departure. */
export function excuseUndertime(
  date: string,
  status: DayStatus,
  applications: readonly ApplicationInput[] | undefined,
): DayStatus {
  if (!(applications ?? []).some((a) => is(a, 'undertime', date))) return status;
  if (status === 'Early Departure') return 'Present';
  if (status === 'Late & Early') return 'Late';
  return status;
}
