/**
 * Sign-in throttling per (client address, account): each failure also records which username was
 * tried (as a SHA-256 of its normalised form, so a password typed into the username field is never
 * stored). Rows from before this migration count against the address only.
 */
import { type AnyDB, notNull } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('account_key', 'varchar(64)', (c) => notNull(c).defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_client_account')
    .on('login_failures')
    .columns(['client_key', 'account_key', 'at_ms'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('login_failures_client_account').execute();
  await db.schema.alterTable('login_failures').dropColumn('account_key').execute();
}
