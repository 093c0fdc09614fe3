/**
 * Two-factor sign-in (issue 25 §2):
 * - user_two_factor: a user's TOTP secret, AES-256-GCM encrypted with a key derived from the
 *   session-token secret (a database read alone does not give it away); confirmed_at null while
 *   enrolment waits for its confirming code; last_time_step: the TOTP time-step of the last code
 *   accepted, so a used code cannot be used again within its window.
 * - two_factor_recovery_codes: the ten one-time recovery codes, as SHA-256 hashes; used_at set
 *   when one is spent.
 * - two_factor_challenges: the short-lived 'second step' tokens the password step answers with, as
 *   SHA-256 hashes, with their expiry.
 */
import { type AnyDB, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'varchar(400)', notNull)
    .addColumn('confirmed_at', timestampType(db))
    .addColumn('last_time_step', 'bigint')
    .addColumn('created_at', timestampType(db), notNull)
    .execute();
  await withId(db, db.schema.createTable('two_factor_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('used_at', timestampType(db))
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user')
    .on('two_factor_recovery_codes')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_ms', 'bigint', notNull)
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
}
