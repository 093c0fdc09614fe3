/**
 * Web Push sent by the server itself (issue 24 section 4), with no relay service in between: the
 * VAPID key pair is generated once and kept in `settings` ('web_push_vapid'), like the token
 * secret; `web-push` encrypts each message for the browser's subscription (RFC 8291) and signs the
 * request (RFC 8292). A subscription the push service answers 404 or 410 for is gone and removed.
 */
import type { Agent } from 'node:https';
import type { Kysely, Transaction } from 'kysely';
import webpush from 'web-push';
import { inChunks } from '../../db/chunks.ts';
import type { DB } from '../../db/types.ts';
import { getSetting } from '../../platform/settings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SETTING = 'web_push_vapid';

/** The installation's VAPID keys, generated and stored on first use (several processes: one wins). */
export async function vapidKeys(db: Kysely<DB>, now: Date): Promise<VapidKeys> {
  const stored = await getSetting(db, VAPID_SETTING);
  if (stored) return JSON.parse(stored) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  await db
    .insertInto('settings')
    .values({ key: VAPID_SETTING, value: JSON.stringify(keys), updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return JSON.parse((await getSetting(db, VAPID_SETTING)) as string) as VapidKeys;
}

/** What a push message carries: a title and where it leads, never a pay figure. */
export interface PushPayload {
  kind: string;
  title: string;
  link: string | null;
}

export interface PushOptions {
  /** The `mailto:` or https contact the push services may reach the sender at. */
  contact: string;
  /** An https agent (tests: one that trusts the local push endpoint's certificate). */
  agent?: Agent | undefined;
}

export interface PushResult {
  sent: number;
  gone: number;
  failed: number;
}

/** Sends `payload` to every subscription of these users; never throws. */
export async function pushToUsers(
  db: Db,
  keys: VapidKeys,
  userIds: readonly number[],
  payload: PushPayload,
  options: PushOptions,
  onError: (err: unknown) => void,
): Promise<PushResult> {
  const result: PushResult = { sent: 0, gone: 0, failed: 0 };
  if (userIds.length === 0) return result;
  const subscriptions = await inChunks([...new Set(userIds)], (chunk) =>
    db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', 'in', chunk)
      .execute(),
  );
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (s) => {
      try {
        await webpush.sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          body,
          {
            vapidDetails: {
              subject: options.contact,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: 24 * 3600,
            timeout: 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        result.sent += 1;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
          result.gone += 1;
          return;
        }
        result.failed += 1;
        onError(err);
      }
    }),
  );
  return result;
}
