/** Small key-value settings shared by every process (e.g. the login background's file id). */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';

export async function getSetting(db: Kysely<DB> | Transaction<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setSetting(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  key: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db.deleteFrom('settings').where('key', '=', key).execute();
    return;
  }
  const updated_at = clock.now().toISOString();
  await db
    .insertInto('settings')
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}
