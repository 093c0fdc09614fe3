/**
 * Jobs (issue 28 §1): a long operation on the durable queue. POST .../jobs answers 202 with the
 * job's id; GET /api/jobs/:id tells its state, progress (done of total) and result or error.
 */
import { z } from 'zod';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_KINDS = {
  payrollProcess: 'payroll.process',
  thirteenthProcess: 'thirteenth.process',
  bir2316Zip: 'bir2316.zip',
  alphalistFile: 'alphalist.file',
  backup: 'backup',
  /** One click of 'E-mail payslips': its progress is counted from the e-mail queue (payslip_mail). */
  payslipsEmail: 'payslips.email',
} as const;

export const JOB_MSG = {
  notFound: 'Job not found.',
  running: 'This is already running for the same company and period; wait for it to finish.',
  lostWorker: 'The job stopped after several tries; start it again.',
  crashed: 'The job could not finish; it will be tried again.',
  noFile: 'This job has no file.',
  fileExpired: 'This file has expired and was removed from the server; start the job again for a new file.',
} as const;

export const JOB_TEXT = {
  queued: 'Waiting to start',
  running: 'Processing',
  done: 'Finished',
  failed: 'Failed',
  timeLeft: (seconds: number) =>
    seconds < 60
      ? `About ${Math.max(1, Math.round(seconds))} s left`
      : `About ${Math.round(seconds / 60)} min left`,
} as const;

export const jobIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const jobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  done: z.number(),
  total: z.number(),
  /** The job's result (e.g. the payroll process answer), null until it is done. */
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  /** A result file waiting on the job: GET /api/jobs/:id/file. */
  has_file: z.boolean(),
  /** The result file was removed by the retention sweep (HRIS_JOB_FILE_DAYS after the job finished). */
  file_expired: z.boolean().default(false),
  attempts: z.number(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  progress_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A row of GET /api/jobs (the Jobs screen): the job and who started it (null: the server, e.g. a scheduled backup). */
export const jobListItemSchema = jobSchema.extend({ created_by_name: z.string().nullable() });
export type JobListItem = z.infer<typeof jobListItemSchema>;

/** What the Jobs screen calls each kind. */
export const JOB_KIND_LABEL: Readonly<Record<string, string>> = {
  [JOB_KINDS.payrollProcess]: 'Process Payroll',
  [JOB_KINDS.thirteenthProcess]: '13th month process',
  [JOB_KINDS.bir2316Zip]: 'BIR 2316 for everyone (ZIP)',
  [JOB_KINDS.alphalistFile]: 'Alphalist (1604-C)',
  [JOB_KINDS.backup]: 'Backup',
  [JOB_KINDS.payslipsEmail]: 'E-mail payslips',
};

export const JOBS_SCREEN_TEXT = {
  title: 'Jobs',
  intro:
    "Long operations (process payroll, 13th month process, BIR 2316 for everyone, the alphalist, e-mail payslips, backups) run as jobs on the server: you may leave a screen while one runs. These are the jobs you started; administrators see everyone's.",
  empty: 'No jobs yet.',
  server: 'The server (scheduled)',
  download: 'Download',
  fileExpired: 'File expired',
} as const;

export const jobStartedSchema = z.object({ job_id: z.number() });
export const jobRunningSchema = z.object({ error: z.string(), job_id: z.number() });

export const jobListQuerySchema = z.object({
  /** Administrators see everyone's jobs with all=1; others only their own. */
  all: z.enum(['0', '1']).optional(),
});

/**
 * Seconds left at the rate so far (done since started), null before there is a rate.
 * `now` and the timestamps are epoch milliseconds.
 */
export function jobSecondsLeft(job: Pick<Job, 'done' | 'total' | 'started_at'>, now: number): number | null {
  if (!job.started_at || job.done <= 0 || job.total <= job.done) return null;
  const elapsed = (now - Date.parse(job.started_at)) / 1000;
  if (!(elapsed > 0)) return null;
  return (elapsed / job.done) * (job.total - job.done);
}
