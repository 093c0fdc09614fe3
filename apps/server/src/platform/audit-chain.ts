/**
 * The audit log's hash chain (issue 25 §3): every entry carries the SHA-256 of the entry before
 * it (`prev_hash`) and its own `hash` = SHA-256(prev_hash + the entry's fields). The newest hash
 * is kept in the one-row `audit_chain` table; an append first locks that row (an UPDATE, which is
 * a row lock on PostgreSQL and the write lock on SQLite), so appends from several processes line
 * up and the chain never forks.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

/** The prev_hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export interface ChainFields {
  at: string | Date;
  user_id: number | null;
  username: string | null;
  ip?: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
  request_id: string | null;
}

/** The ISO text of a stored time (a Date on PostgreSQL, ISO text on SQLite). */
function isoOf(at: string | Date): string {
  return new Date(at).toISOString();
}

export function entryHash(prevHash: string, e: ChainFields): string {
  const body = JSON.stringify([
    isoOf(e.at),
    e.user_id ?? null,
    e.username ?? null,
    e.ip ?? null,
    e.action,
    e.entity,
    e.entity_id ?? null,
    e.details ?? null,
    e.request_id ?? null,
  ]);
  return createHash('sha256').update(`${prevHash}\n${body}`).digest('hex');
}

export interface ChainCheck {
  /** Entries checked. */
  checked: number;
  /** The first entry whose link is broken (edited, deleted before it, or inserted outside the chain), or null. */
  broken: { id: number; reason: string } | null;
}

/** Walks the audit log oldest first and reports the first broken link (`npm run verify-audit`). */
export async function verifyChain(db: Kysely<DB>): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.prev_hash !== prev)
        return {
          checked,
          broken: { id: row.id, reason: 'its prev_hash is not the hash of the entry before it' },
        };
      if (row.hash !== entryHash(prev, row))
        return { checked, broken: { id: row.id, reason: 'its content does not match its hash (edited)' } };
      prev = row.hash;
      after = row.id;
      checked += 1;
    }
  }
  const head = await db.selectFrom('audit_chain').select('hash').where('id', '=', 1).executeTakeFirst();
  if (head && head.hash !== prev)
    return { checked, broken: { id: after, reason: 'the newest entries after it were deleted' } };
  return { checked, broken: null };
}
