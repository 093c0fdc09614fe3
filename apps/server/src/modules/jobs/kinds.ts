/** Every kind of job a worker can run (issue 28 §1): the kind's name and its work. */
import { JOB_KINDS } from '@sahod/shared';
import { runBackupJob } from '../../platform/backup/job.ts';
import { alphalistJob, bir2316ZipJob } from '../compliance/bir2316/yearEndJobs.ts';
import { processThirteenthJob } from '../compliance/thirteenthJob.ts';
import { processPayrollJob } from '../payroll/processJob.ts';
import type { JobHandler } from './worker.ts';

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [JOB_KINDS.payrollProcess]: processPayrollJob,
  [JOB_KINDS.thirteenthProcess]: processThirteenthJob,
  [JOB_KINDS.bir2316Zip]: bir2316ZipJob,
  [JOB_KINDS.alphalistFile]: alphalistJob,
  [JOB_KINDS.backup]: runBackupJob,
};
