/**
 * Sign-in sessions (issue 25 §2 'Sessions'): one row per sign-in, named by the token's `sid`.
 * The guard refuses a token whose row is gone, so ending a session (deleting its row) answers 401
 * at once in every server process. last_seen_at is written at most once a minute per session.
 */
import { type AnyDB, notNull } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('address', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', notNull)
    .addColumn('last_seen_at', 'varchar(30)', notNull)
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('user_sessions').execute();
}
