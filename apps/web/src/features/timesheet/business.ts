/**
 * Approved Official Business and Undertime on the weekly grid (issue 27 section 3). The day reads
 * them the way the payroll does (@sahod/payroll): Official Business widens the day's log, Undertime
 * excuses the early departure; the cell names each with a short label and its hours.
 */
import type { TimesheetApplication } from '@sahod/shared';

const hm = (t: string) => t.slice(0, 5);
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const isUndertime = (a: TimesheetApplication) =>
  a.application_type.trim().toLowerCase() === 'undertime';

/** 'OB 08:00-12:00' / 'UT 15:00-17:00'. */
export function businessLabel(a: TimesheetApplication): string {
  return `${isUndertime(a) ? 'UT' : 'OB'} ${hm(a.start_time)}-${hm(a.end_time)}`;
}

/** 'Official Business 08:00-12:00 (4h 0m)', the label's tooltip. */
export function businessTitle(a: TimesheetApplication): string {
  const minutes = (minutesOf(a.end_time) - minutesOf(a.start_time) + 1440) % 1440;
  return `${a.application_type} ${hm(a.start_time)}-${hm(a.end_time)} (${Math.floor(minutes / 60)}h ${minutes % 60}m)`;
}

// The day's log and status with the applications: shared with the server's week summary (issue 28).
export { businessLog, businessStatus } from '@sahod/shared';
