/**
 * Notifications by e-mail (issue 25 §4), per user choice: a user who turned it on gets each
 * notification (its title and link, never a pay figure) at their employee record's e-mail
 * address too. Best effort: sent at once through the SMTP settings, a failure is logged, the
 * notification in the app stands.
 */

import { inChunks } from '../../db/chunks.ts';
import type { AppDeps } from '../../deps.ts';
import { mailer } from './smtp.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export async function noticeEmailChoice(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<{ enabled: boolean }> {
  const row = await deps.db
    .selectFrom('notification_email')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { enabled: row !== undefined };
}

export async function setNoticeEmailChoice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  if (enabled)
    await deps.db
      .insertInto('notification_email')
      .values({ user_id: userId, created_at: deps.clock.now().toISOString() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  else await deps.db.deleteFrom('notification_email').where('user_id', '=', userId).execute();
  return { enabled };
}

/** E-mails the notice to those of the users who chose it and have an address; how many were sent. */
export async function mailNotice(
  deps: Deps,
  userIds: readonly number[],
  notice: { title: string; link: string | null },
): Promise<number> {
  if (userIds.length === 0) return 0;
  const to = await inChunks([...userIds], (chunk) =>
    deps.db
      .selectFrom('notification_email as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .innerJoin('employees as e', 'e.id', 'u.employee_id')
      .select('e.email')
      .where('n.user_id', 'in', chunk)
      .where('e.email', 'is not', null)
      .execute(),
  );
  const addresses = to.map((r) => r.email?.trim() ?? '').filter((a) => a !== '');
  if (addresses.length === 0) return 0;
  const m = await mailer(deps);
  try {
    for (const address of addresses)
      await m.transport.sendMail({
        from: m.sender,
        to: address,
        subject: notice.title,
        text: `${notice.title}\n\n${notice.link ? `Open Sahod to see it: ${notice.link}\n\n` : ''}You get this because you chose e-mail notifications in Sahod.`,
      });
  } finally {
    m.transport.close();
  }
  return addresses.length;
}
