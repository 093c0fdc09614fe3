/** Sign-in sessions: a user's list and ending one (their own, or anyone's for User Accounts update). */
import { SESSION_TEXT, type SignInSession } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { deleteSession, endSessionsOf, findSession, listSessions } from '../../platform/sessions.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'keys'>;

export async function sessionsOf(
  deps: Deps,
  userId: number,
  currentSid: string | null,
): Promise<SignInSession[]> {
  const rows = await listSessions(deps.db, deps.clock, userId, deps.keys.ttlSeconds);
  return rows.map((r) => ({
    id: r.id,
    device: describeUserAgent(r.user_agent),
    address: r.address,
    signed_in_at: r.created_at,
    last_seen_at: r.last_seen_at,
    current: r.id === currentSid,
  }));
}

/** Ends one session of a user (404 when it is not theirs or ended already); audited. */
export async function endSession(deps: Deps, actor: Actor, userId: number, sid: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findSession(trx, userId, sid);
    if (!row) throw notFound(SESSION_TEXT.notFound);
    await deleteSession(trx, sid);
    await recordAudit(trx, deps.clock, actor, {
      action: 'end_session',
      entity: 'user_session',
      entityId: userId,
      details: {
        device: describeUserAgent(row.user_agent),
        address: row.address,
        signed_in_at: row.created_at,
      },
    });
  });
}

/** Ends every session of the user but `keep` (after a password change); audited when any ended. */
export async function endOtherSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  userId: number,
  keep: string | null,
  reason: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const ended = await endSessionsOf(trx, userId, keep);
    if (ended > 0) {
      await recordAudit(trx, deps.clock, actor, {
        action: 'end_sessions',
        entity: 'user_session',
        entityId: userId,
        details: { ended, reason },
      });
    }
  });
}
