/**
 * The bell and Web Push (issue 24 section 4). `notifyUsers` / `notifyEmployees` are called by the
 * areas where something happens (an application filed or decided, payroll processed, a 2316 ready)
 * after their own transaction has committed: the notice is stored for the bell, then pushed to the
 * user's devices. Both are best effort: a failure is logged and never undoes or fails the action.
 */
import {
  type AppNotification,
  NOTIFY_MSG,
  type NotificationKind,
  type NotificationList,
  type PushSubscriptionBody,
} from '@sahod/shared';
import { slices } from '../../db/chunks.ts';
import type { AppDeps } from '../../deps.ts';
import { mailNotice } from '../mail/notices.ts';
import { type PushResult, pushToUsers, vapidKeys } from './push.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'> & Partial<Pick<AppDeps, 'pushAgent'>>;

export interface Notice {
  kind: NotificationKind;
  /** What happened, in the user's words; never a pay figure. */
  title: string;
  /** The screen it leads to (a path of the web app), or null. */
  link: string | null;
}

interface Logger {
  error(obj: unknown, msg?: string): void;
}

const LIST_LIMIT = 50;

/**
 * Stores the notice for each user (awaited: the bell shows it at once) and pushes it to their
 * devices; `pushed` settles when every push has been answered (callers in a request do not wait).
 */
export async function notifyUsers(
  deps: Deps,
  userIds: readonly number[],
  notice: Notice,
  log?: Logger,
): Promise<{ pushed: Promise<PushResult | null>; mailed: Promise<number> }> {
  const ids = [...new Set(userIds)];
  const none = { pushed: Promise.resolve(null), mailed: Promise.resolve(0) };
  if (ids.length === 0) return none;
  try {
    const created_at = deps.clock.now().toISOString();
    for (const chunk of slices(ids, 500))
      await deps.db
        .insertInto('notifications')
        .values(chunk.map((user_id) => ({ user_id, ...notice, created_at })))
        .execute();
  } catch (err) {
    log?.error({ err }, 'notification failed');
    return none;
  }
  const pushed = vapidKeys(deps.db, deps.clock.now())
    .then((keys) =>
      pushToUsers(
        deps.db,
        keys,
        ids,
        notice,
        { contact: deps.config.pushContact, agent: deps.pushAgent },
        (err) => log?.error({ err }, 'web push failed'),
      ),
    )
    .catch((err: unknown) => {
      log?.error({ err }, 'web push failed');
      return null;
    });
  // By e-mail too for those who chose it (issue 25 §4).
  const mailed = mailNotice(deps, ids, notice).catch((err: unknown) => {
    log?.error({ err }, 'notification e-mail failed');
    return 0;
  });
  return { pushed, mailed };
}

/** The active accounts linked to these employees. */
export async function usersOfEmployees(deps: Pick<AppDeps, 'db'>, employeeIds: readonly number[]) {
  const ids = [...new Set(employeeIds)];
  const users: number[] = [];
  // 1,000 ids a statement: a payroll of 100,000 employees is over both databases' parameter limits.
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await deps.db
      .selectFrom('users')
      .select('id')
      .where('employee_id', 'in', ids.slice(i, i + 1000))
      .where('status', '=', 1)
      .where('approval_status', '=', 'Approved')
      .execute();
    for (const r of rows) users.push(r.id);
  }
  return users;
}

export async function notifyEmployees(
  deps: Deps,
  employeeIds: readonly number[],
  notice: Notice,
  log?: Logger,
): Promise<{ pushed: Promise<PushResult | null> }> {
  try {
    return await notifyUsers(deps, await usersOfEmployees(deps, employeeIds), notice, log);
  } catch (err) {
    log?.error({ err }, 'notification failed');
    return { pushed: Promise.resolve(null) };
  }
}

export async function listNotifications(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    deps.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    deps.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const items: AppNotification[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    link: r.link,
    created_at: r.created_at,
    read: r.read_at !== null,
  }));
  return { unread: Number(unread.n), items };
}

/** Marks the user's own notifications read (others' ids are ignored: nothing of theirs changes). */
export async function markRead(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<{ message: string }> {
  let q = deps.db
    .updateTable('notifications')
    .set({ read_at: deps.clock.now().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return { message: NOTIFY_MSG.marked };
    q = q.where('id', 'in', [...new Set(ids)]);
  }
  await q.execute();
  return { message: NOTIFY_MSG.marked };
}

export async function publicKey(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys(deps.db, deps.clock.now())).publicKey };
}

/** Saves this browser's subscription for the user (a device moved to another user is taken over). */
export async function subscribe(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  body: PushSubscriptionBody,
): Promise<{ message: string }> {
  const row = {
    user_id: userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    created_at: deps.clock.now().toISOString(),
  };
  await deps.db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: row.p256dh, auth: row.auth }),
    )
    .execute();
  return { message: NOTIFY_MSG.subscribed };
}

export async function unsubscribe(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  endpoint: string,
): Promise<{ message: string }> {
  await deps.db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
  return { message: NOTIFY_MSG.unsubscribed };
}
