/**
 * E-mail: payslips and notices (issue 25 §4).
 * - smtp_settings: one row (id 1), the Admin Panel's SMTP server; the password is stored
 *   encrypted (AES-256-GCM, key derived from the server's JWT secret: platform/secretBox.ts).
 * - payslip_mail: the sending queue, a row per payslip (unique), so a payslip is sent once unless
 *   'Send again' puts it back in the queue. status queued | sending | sent | failed | no_address;
 *   attempts and the server's last answer; next_at delays a retry; claimed_at lets a stale
 *   'sending' item of a process that died go back to the queue. Times are ISO strings (UTC).
 * - notification_email: the users who chose to get their notifications by e-mail too.
 */
import { type AnyDB, notNull, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createTable('smtp_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('host', 'varchar(255)', notNull)
    .addColumn('port', 'integer', notNull)
    .addColumn('tls_mode', 'varchar(10)', notNull)
    .addColumn('username', 'varchar(255)')
    .addColumn('password_enc', 'varchar(2000)')
    .addColumn('sender', 'varchar(255)', notNull)
    .addColumn('updated_at', 'varchar(30)', notNull)
    .execute();
  await withId(db, db.schema.createTable('payslip_mail'))
    .addColumn('payslip_id', 'integer', (c) => c.notNull().unique())
    .addColumn('employee_id', 'integer', notNull)
    .addColumn('company_id', 'integer', notNull)
    .addColumn('pay_period', 'varchar(20)', notNull)
    .addColumn('start_date', 'varchar(10)', notNull)
    .addColumn('end_date', 'varchar(10)', notNull)
    .addColumn('address', 'varchar(255)')
    .addColumn('password_rule', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(2000)')
    .addColumn('next_at', 'varchar(30)')
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', notNull)
    .execute();
  await db.schema
    .createIndex('payslip_mail_run')
    .on('payslip_mail')
    .columns(['company_id', 'start_date', 'end_date'])
    .execute();
  await db.schema
    .createTable('notification_email')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', notNull)
    .execute();
  await db.schema.createIndex('payslip_mail_status').on('payslip_mail').columns(['status', 'id']).execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('notification_email').execute();
  await db.schema.dropTable('payslip_mail').execute();
  await db.schema.dropTable('smtp_settings').execute();
}
