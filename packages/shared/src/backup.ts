/** Scheduled backups as the Admin Panel shows them (issue 25 §1). */
import { z } from 'zod';

export const backupStatusSchema = z.object({
  /** The cron expression (Manila time), or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  timezone: z.string(),
  /** The next scheduled run (ISO-8601), null when off. */
  nextRun: z.string().nullable(),
  dir: z.string(),
  keep: z.number().int(),
  last: z
    .object({
      status: z.enum(['running', 'ok', 'failed']),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
      file: z.string().nullable(),
      size: z.number().int().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  /** The backup job queued or running now (manual or scheduled), for its progress; null when none. */
  job_id: z.number().int().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** The Admin Panel's security settings of the installation (issue 25 §2). */
export const adminSecuritySchema = z.object({
  /** HRIS_REQUIRE_TWO_FACTOR: whether roles marked 'Requires two-factor sign-in' are enforced. */
  two_factor_required: z.boolean(),
});
export type AdminSecurity = z.infer<typeof adminSecuritySchema>;

export const TWO_FACTOR_OFF_WARNING =
  "Two-factor sign-in is not required on this server (HRIS_REQUIRE_TWO_FACTOR=false): roles marked 'Requires two-factor sign-in' sign in with a password alone. Use this only for test installations.";
