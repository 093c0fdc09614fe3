/**
 * Work weeks (issue 22 section 3): an employee's rest days (weekday numbers, 0 Sunday .. 6 Saturday),
 * their own or the company's default (stored on the company's pay calendar), else Sunday.
 *   GET /api/employee_management/workWeek?employee_id=  -> EmployeeWorkWeek
 *   PUT /api/employee_management/workWeek  { employee_id, rest_weekdays: number[] | null } (null: the company's)
 *   GET /api/groupRecords/workWeek         -> CompanyWorkWeek[] (every company, by name)
 *   PUT /api/groupRecords/workWeek         { company_id, rest_weekdays: number[] | null } (null: Sunday)
 */
import { z } from 'zod';
import { WEEKDAY_NAMES } from './payCalendar.ts';

/** The work week before work weeks existed, and of a company that has not set one: Sunday. */
export const SUNDAY_REST_WEEKDAYS: readonly number[] = [0];

export const WORK_WEEK_MSG = {
  saved: 'Work week saved.',
  invalid: 'Rest days must be weekdays 0 (Sunday) to 6 (Saturday), each once, with at least one working day.',
  employeeNotFound: 'The employee was not found.',
  companyNotFound: 'The company was not found.',
};

/** Stored form: weekday numbers joined by commas ('6,0'); null or unreadable text: null. */
export function parseRestWeekdays(text: string | null | undefined): number[] | null {
  if (text == null || text.trim() === '') return null;
  const days: number[] = [];
  for (const part of text.split(',')) {
    const day = Number(part.trim());
    if (!Number.isInteger(day) || day < 0 || day > 6) return null;
    if (!days.includes(day)) days.push(day);
  }
  return days.length === 0 ? null : days.sort((a, b) => a - b);
}

export function formatRestWeekdays(days: readonly number[]): string {
  return [...new Set(days)].sort((a, b) => a - b).join(',');
}

/** The rest days in effect: the employee's own, else the company's, else Sunday. */
export function effectiveRestWeekdays(own: string | null, company: string | null): number[] {
  return parseRestWeekdays(own) ?? parseRestWeekdays(company) ?? [...SUNDAY_REST_WEEKDAYS];
}

/** "Saturday, Sunday" (Monday first, the way a week reads on the schedule). */
export function restDaysLabel(days: readonly number[]): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order
    .filter((d) => days.includes(d))
    .map((d) => WEEKDAY_NAMES[d])
    .join(', ');
}

const MAX_ID = 2_147_483_647;
const restWeekdaysField = z
  .array(
    z
      .number({ error: WORK_WEEK_MSG.invalid })
      .int(WORK_WEEK_MSG.invalid)
      .min(0, WORK_WEEK_MSG.invalid)
      .max(6, WORK_WEEK_MSG.invalid),
    {
      error: WORK_WEEK_MSG.invalid,
    },
  )
  .min(1, WORK_WEEK_MSG.invalid)
  .max(6, WORK_WEEK_MSG.invalid)
  .refine((days) => new Set(days).size === days.length, WORK_WEEK_MSG.invalid)
  .nullable();

export const employeeWorkWeekQuerySchema = z.object({
  employee_id: z.coerce.number().int().positive().max(MAX_ID),
});
export const employeeWorkWeekWriteSchema = z.object({
  employee_id: z.number().int().positive().max(MAX_ID),
  rest_weekdays: restWeekdaysField,
});
export const companyWorkWeekWriteSchema = z.object({
  company_id: z.number().int().positive().max(MAX_ID),
  rest_weekdays: restWeekdaysField,
});

export const employeeWorkWeekSchema = z.object({
  employee_id: z.number().int(),
  /** The employee's own rest days (null: the company's). */
  rest_weekdays: z.array(z.number().int()).nullable(),
  /** The company's default (Sunday when the company has none). */
  company_rest_weekdays: z.array(z.number().int()),
  /** The rest days in effect. */
  effective_rest_weekdays: z.array(z.number().int()),
});
export type EmployeeWorkWeek = z.infer<typeof employeeWorkWeekSchema>;

export const companyWorkWeekSchema = z.object({
  company_id: z.number().int(),
  company: z.string(),
  /** The company's saved rest days (null: never set, Sunday applies). */
  rest_weekdays: z.array(z.number().int()).nullable(),
  /** The rest days in effect for its employees without their own. */
  effective_rest_weekdays: z.array(z.number().int()),
});
export type CompanyWorkWeek = z.infer<typeof companyWorkWeekSchema>;
export const companyWorkWeekListSchema = z.array(companyWorkWeekSchema);

/** Group Details' Work Week tab. */
export const COMPANY_WORK_WEEK_TEXT = {
  title: 'Work Week',
  company: 'Company',
  restDays: 'Rest Days',
  note: "The company's rest days: its employees' work week unless Employment Details sets their own. The payroll, the leave-credit rule and the Shifts Schedule read them. A company that never set one rests on Sunday.",
  notSet: 'Not set: Sunday',
  save: 'Save',
  revert: 'Revert',
} as const;
