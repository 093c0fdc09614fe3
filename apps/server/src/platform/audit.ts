/**
 * The generic audit log. Every successful write request is recorded automatically by the audit
 * hook in app.ts; services add detailed entries (old and new values) with `recordAudit` inside the
 * transaction of the change. Entries are chained by hash (see audit-chain.ts); nothing in the
 * product edits or deletes them.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { entryHash } from './audit-chain.ts';
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

/**
 * Appends entries to the chain inside `trx`: locks the chain head first (PostgreSQL row lock,
 * SQLite write lock), so concurrent appends from any process are serialized.
 */
async function appendChained(
  trx: Transaction<DB>,
  rows: ReadonlyArray<Omit<DB['audit_log'], 'id' | 'prev_hash' | 'hash'> & { at: string }>,
): Promise<void> {
  await trx
    .updateTable('audit_chain')
    .set((eb) => ({ hash: eb.ref('hash') }))
    .where('id', '=', 1)
    .execute();
  const head = await trx
    .selectFrom('audit_chain')
    .select('hash')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  let prev = head.hash;
  const chained = rows.map((row) => {
    const hash = entryHash(prev, row);
    const out = { ...row, prev_hash: prev, hash };
    prev = hash;
    return out;
  });
  for (let i = 0; i < chained.length; i += 100) {
    await trx
      .insertInto('audit_log')
      .values(chained.slice(i, i + 100))
      .execute();
  }
  await trx.updateTable('audit_chain').set({ hash: prev }).where('id', '=', 1).execute();
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
  if (db.isTransaction) await appendChained(db as Transaction<DB>, rows);
  else await db.transaction().execute((trx) => appendChained(trx, rows));
}
