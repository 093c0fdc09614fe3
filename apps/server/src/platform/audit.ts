/**
 * The generic audit log. Every successful write request is recorded automatically by the audit
 * hook in app.ts; services add detailed entries (old and new values) with `recordAudit` inside the
 * transaction of the change.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';

export interface Actor {
  userId: number | null;
  username: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: unknown;
}

export async function recordAudit(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: clock.now().toISOString(),
      user_id: actor.userId,
      username: actor.username,
      action: entry.action.slice(0, 20),
      entity: entry.entity.slice(0, 200),
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
      request_id: actor.requestId,
    })
    .execute();
}

/** Many detailed entries of one write in a few statements (an import of 1,000 employees). */
export async function recordAudits(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  const at = clock.now().toISOString();
  const rows = entries.map((entry) => ({
    at,
    user_id: actor.userId,
    username: actor.username,
    action: entry.action.slice(0, 20),
    entity: entry.entity.slice(0, 200),
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
    request_id: actor.requestId,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('audit_log')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}
