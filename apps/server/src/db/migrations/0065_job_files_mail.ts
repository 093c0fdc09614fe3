/**
 * Issue 28 §1, the jobs' loose ends:
 * - jobs.file_expired_at: when the job's result file was removed by the retention sweep
 *   (HRIS_JOB_FILE_DAYS after the job finished); the job keeps its row and says so.
 * - payslip_mail.job_id: the 'E-mail payslips' job whose click queued the item (its row in `jobs`
 *   records who and when; its progress is counted from these items, never stored twice).
 */
import { sql } from 'kysely';
import { type AnyDB, timestampType } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('file_expired_at', timestampType(db)).execute();
  await db.schema
    .alterTable('payslip_mail')
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('payslip_mail_job')
    .on('payslip_mail')
    .columns(['job_id', 'status', 'attempts', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('jobs_file_finished')
    .on('jobs')
    .columns(['finished_at'])
    .where(sql.ref('file_id'), 'is not', null)
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('jobs_file_finished').execute();
  await db.schema.dropIndex('payslip_mail_job').execute();
  await db.schema.alterTable('payslip_mail').dropColumn('job_id').execute();
  await db.schema.alterTable('jobs').dropColumn('file_expired_at').execute();
}
