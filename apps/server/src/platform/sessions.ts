/**
 * Sign-in sessions (issue 25 §2 'Sessions'). Each sign-in gets a row in user_sessions and its id in
 * the token (`sid`); the guard's one statement reads the row by its key beside the account, so
 * ending a session answers 401 on its next request in every process. last_seen_at is written at
 * most once a minute per session.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** How stale last_seen_at may get before the guard writes it again. */
export const LAST_SEEN_INTERVAL_MS = 60_000;

export interface SessionClient {
  userAgent?: string | null | undefined;
  address?: string | null | undefined;
}

export async function createSession(
  db: Db,
  clock: Clock,
  userId: number,
  client: SessionClient,
  ttlSeconds: number,
): Promise<string> {
  const now = clock.now();
  const id = randomBytes(24).toString('base64url');
  // Sessions whose tokens have expired are forgotten as the user signs in again.
  await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', userId)
    .where('created_at', '<', new Date(now.getTime() - ttlSeconds * 1000).toISOString())
    .execute();
  await db
    .insertInto('user_sessions')
    .values({
      id,
      user_id: userId,
      user_agent: client.userAgent?.slice(0, 500) || null,
      address: client.address?.slice(0, 100) || null,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return id;
}

/**
 * The guard reads the session's last_seen_at in its own statement (see guard.ts); when it is a
 * minute old or more, this writes it again (and the device and address when the sign-in did not
 * record them).
 */
export async function touchSession(
  db: Kysely<DB>,
  clock: Clock,
  sid: string,
  lastSeenAt: string,
  client: SessionClient,
): Promise<void> {
  const now = clock.now();
  if (now.getTime() - Date.parse(lastSeenAt) < LAST_SEEN_INTERVAL_MS) return;
  await db
    .updateTable('user_sessions')
    .set((eb) => ({
      last_seen_at: now.toISOString(),
      user_agent: eb.fn.coalesce('user_agent', eb.val(client.userAgent?.slice(0, 500) || null)),
      address: eb.fn.coalesce('address', eb.val(client.address?.slice(0, 100) || null)),
    }))
    .where('id', '=', sid)
    .execute();
}

export interface SessionRow {
  id: string;
  user_agent: string | null;
  address: string | null;
  created_at: string;
  last_seen_at: string;
}

/** A user's sessions whose tokens have not expired, the most recently seen first. */
export function listSessions(
  db: Db,
  clock: Clock,
  userId: number,
  ttlSeconds: number,
): Promise<SessionRow[]> {
  const since = new Date(clock.now().getTime() - ttlSeconds * 1000).toISOString();
  return db
    .selectFrom('user_sessions')
    .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findSession(db: Db, userId: number, sid: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('user_sessions')
    .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('id', '=', sid)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('id', '=', sid).execute();
}

/** Ends every session of a user but `keep` (the current one); returns how many ended. */
export async function endSessionsOf(db: Db, userId: number, keep?: string | null): Promise<number> {
  let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '<>', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
