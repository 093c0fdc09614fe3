/**
 * What the application form shows about the chosen leave dates before filing (issue 22), read from
 * the server, which applies the same rules as filing and approval:
 *   GET /api/applications/leaveDays?start=&end=            (the session's employee)
 *   GET /api/applicationsProxy/leaveDays?UID=&start=&end=  (the chosen employee)
 * Each date: why a leave on it uses no credit (a regular holiday or the employee's rest day, from
 * their work week), and the shift a full-day leave takes its times from (or why there is none).
 */
import { z } from 'zod';
import { APP_MSG, APPLICATION_MAX_RANGE_DAYS, dayDiff } from './applications.ts';
import { businessDate } from './dates.ts';

const MAX_ID = 2_147_483_647;
const uid = z.coerce
  .number({ error: 'UID must be a number.' })
  .int('UID must be a whole number.')
  .positive('UID must be a number.')
  .max(MAX_ID, 'UID must be a number.');

const rangeFields = {
  start: businessDate(APP_MSG.dateInvalid),
  /** The last date (the form's End Date); the start alone when absent. */
  end: z.preprocess((v) => (v === '' ? undefined : v), businessDate(APP_MSG.dateInvalid).optional()),
};

function checkRange(v: { start: string; end?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.end === undefined) return;
  const days = dayDiff(v.start, v.end);
  if (days < 0) ctx.addIssue({ code: 'custom', message: APP_MSG.rangeBackwards, path: ['end'] });
  else if (days >= APPLICATION_MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', message: APP_MSG.rangeTooLong, path: ['end'] });
}

export const leaveDaysQuerySchema = z.object(rangeFields).superRefine(checkRange);
export const proxyLeaveDaysQuerySchema = z.object({ UID: uid, ...rangeFields }).superRefine(checkRange);

export const leaveDaySchema = z.object({
  date: z.string(),
  /** '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.'; null: a credit is used. */
  credit_note: z.string().nullable(),
  /** The working shift scheduled that date (a full-day leave takes its times); null: none. */
  shift: z.object({ name: z.string(), start_time: z.string(), end_time: z.string() }).nullable(),
  /** Without a working shift: the message filing a full-day leave answers (APP_MSG.noShiftForFullDay). */
  shift_note: z.string().nullable(),
});
export type LeaveDay = z.infer<typeof leaveDaySchema>;

export const leaveDaysSchema = z.object({
  /** The employee's rest days in effect (their own, else the company's, else Sunday). */
  rest_weekdays: z.array(z.number().int()),
  days: z.array(leaveDaySchema),
});
export type LeaveDays = z.infer<typeof leaveDaysSchema>;

export const LEAVE_DAYS_TEXT = {
  /** '27 Nov 2026: Day Shift 08:00-17:00' */
  shiftLine: (day: string, name: string, start: string, end: string) => `${day}: ${name} ${start}-${end}`,
} as const;
