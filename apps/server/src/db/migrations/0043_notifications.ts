/**
 * Notifications (issue 24 section 4):
 * - notifications: what a user is told in the app's bell (an application decided, a new payslip,
 *   a 2316 available, an application waiting for the approver); a title and a link, never a pay
 *   figure; read_at null while unread.
 * - push_subscriptions: a browser's Web Push subscription of a user (endpoint and its keys), sent
 *   to by the server itself with the VAPID keys kept in `settings` ('web_push_vapid').
 */
import { sql } from 'kysely';
import { type AnyDB, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', notNull)
    .addColumn('title', 'varchar(300)', notNull)
    .addColumn('link', 'varchar(300)')
    .addColumn('created_at', timestampType(db), notNull)
    .addColumn('read_at', timestampType(db))
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', notNull)
    .addColumn('auth', 'varchar(100)', notNull)
    .addColumn('created_at', timestampType(db), notNull)
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
}
