/**
 * Home dashboard (issue 26 section 1): the Today's attendance card (GET /api/dashboard/attendance,
 * `company_id` absent: All Companies). Today's scheduled Active employees as present, late, absent,
 * on leave and not yet in (the Timesheet's day status against now, Asia/Manila), and the late and
 * absent people (up to 10 each).
 */
import { z } from 'zod';

const person = {
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
};

export const attendanceCountsSchema = z.object({
  scheduled: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  on_leave: z.number().int(),
  not_yet_in: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const dashboardAttendanceSchema = z.object({
  /** Today in Asia/Manila. */
  date: z.string(),
  counts: attendanceCountsSchema,
  /** Up to 10, most minutes late first. */
  late: z.array(
    z.object({
      ...person,
      shift_start: z.string().nullable(),
      time_in: z.string().nullable(),
      late_minutes: z.number().int(),
    }),
  ),
  /** Up to 10, by name. */
  absent: z.array(
    z.object({ ...person, shift_start: z.string().nullable(), shift_end: z.string().nullable() }),
  ),
});
export type DashboardAttendance = z.infer<typeof dashboardAttendanceSchema>;

export const ATTENDANCE_TEXT = {
  title: "Today's attendance",
  openTimesheet: 'Open Timesheet',
  scheduled: 'Scheduled',
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  onLeave: 'On leave',
  notYetIn: 'Not yet in',
  viewAll: 'view all',
  nobodyScheduled: 'Nobody is scheduled today.',
  nobody: 'None',
  lateMinutes: (minutes: number) => `${minutes} min late`,
  chart: (c: AttendanceCounts) =>
    `Today's attendance of ${c.scheduled} scheduled: ${c.present} present, ${c.late} late, ${c.absent} absent, ${c.on_leave} on leave, ${c.not_yet_in} not yet in.`,
} as const;
