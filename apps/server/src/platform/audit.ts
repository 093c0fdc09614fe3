/**
 * The generic audit log. Every successful write request is recorded automatically by the audit
 * hook in app.ts; services add detailed entries (old and new values) with `recordAudit` inside the
 * transaction of the change. Entries are chained by hash (see audit-chain.ts) just before the
 * transaction commits (see audit-commit.ts); nothing in the product edits or deletes them.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { appendToChain, bufferForCommit } from './audit-commit.ts';
import type { Clock } from './clock.ts';

export interface Actor {
  userId: number | null;
  username: string | null;
  requestId: string | null;
  /** The client's address (absent for work the server does on its own). */
  ip?: string | null;
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
  await recordAudits(db, clock, actor, [entry]);
}

/** Many detailed entries of one write in a few statements (an import of 1,000 employees). */
export async function recordAudits(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const at = clock.now().toISOString();
  const rows = entries.map((entry) => ({
    at,
    user_id: actor.userId,
    username: actor.username,
    ip: actor.ip ?? null,
    action: entry.action.slice(0, 20),
    entity: entry.entity.slice(0, 200),
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
    request_id: actor.requestId,
  }));
  if (db.isTransaction) {
    const trx = db as Transaction<DB>;
    const buffered = await trx.getExecutor().provideConnection(async (c) => bufferForCommit(c, rows));
    if (!buffered) await appendToChain(trx, (q) => trx.executeQuery(q), rows);
  } else await db.transaction().execute((trx) => recordAudits(trx, clock, actor, entries));
}
