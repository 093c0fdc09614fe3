/**
 * The audit chain's lock is the last lock a transaction takes (audit-commit.ts): transactions that
 * record audit entries between their own row locks, in any interleaving, neither deadlock nor fork
 * the chain. Before, `recordAudit` locked the chain head where it was called, so "row, then audit"
 * against "audit, then row" deadlocked on PostgreSQL and one of the two requests failed.
 */
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/types.ts';
import { createHarness, type Harness, testDialect } from '../test/harness.ts';
import type { Actor } from './audit.ts';
import { recordAudit } from './audit.ts';
import { verifyChain } from './audit-chain.ts';

let h: Harness;
const actor: Actor = { userId: null, username: 'lock-test', requestId: null };

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** Orders two transactions' steps on PostgreSQL; SQLite runs one transaction at a time, so it passes at once. */
function gate(): { open: () => void; passed: Promise<void> } {
  if (testDialect === 'sqlite') return { open: () => {}, passed: Promise.resolve() };
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, passed };
}

/** Takes the row lock of setting `key` (an UPDATE of its own value). */
async function lockSetting(trx: Transaction<DB>, key: string) {
  await trx
    .updateTable('settings')
    .set((eb) => ({ value: eb.ref('value') }))
    .where('key', '=', key)
    .execute();
}

async function entriesBy(username: string): Promise<number> {
  const row = await h.deps.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('audit chain lock order', () => {
  const keys = ['lock_test_a', 'lock_test_b', 'lock_test_c', 'lock_test_d', 'lock_test_e'];

  beforeAll(async () => {
    await h.deps.db
      .insertInto('settings')
      .values(keys.map((key) => ({ key, value: '0', updated_at: new Date(0).toISOString() })))
      .execute();
  });

  it('"row, then audit" against "audit, then row" both commit, round after round', async () => {
    const db = h.deps.db;
    const before = await entriesBy('lock-test');
    for (let round = 0; round < 20; round++) {
      const aHoldsRow = gate();
      const bRecorded = gate();
      const a = db.transaction().execute(async (trx) => {
        await lockSetting(trx, 'lock_test_a');
        aHoldsRow.open();
        await bRecorded.passed;
        await recordAudit(trx, h.clock, actor, { action: 'update', entity: 'a', entityId: round });
      });
      const b = db.transaction().execute(async (trx) => {
        await aHoldsRow.passed;
        await recordAudit(trx, h.clock, actor, { action: 'update', entity: 'b', entityId: round });
        bRecorded.open();
        // Waits for A's row; before the fix A was waiting for the chain head B held: a deadlock.
        await lockSetting(trx, 'lock_test_a');
      });
      const results = await Promise.allSettled([a, b]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    }
    expect((await entriesBy('lock-test')) - before).toBe(40);
    expect(await verifyChain(db)).toMatchObject({ broken: null });
  });

  it('many transactions recording between their row locks never fail and the chain verifies', async () => {
    const db = h.deps.db;
    const before = await entriesBy('lock-test-mix');
    const mixActor = { ...actor, username: 'lock-test-mix' };
    let n = 0;
    for (let round = 0; round < 15; round++) {
      const work = Array.from({ length: 8 }, (_, i) => {
        // Rows in one order (no row-against-row deadlock); the audit entry at any point between them.
        const rows = keys.filter((_, k) => (k + i + round) % 3 !== 0);
        const at = (i + round) % (rows.length + 1);
        n += 2;
        return db.transaction().execute(async (trx) => {
          for (let r = 0; r <= rows.length; r++) {
            if (r === at)
              await recordAudit(trx, h.clock, mixActor, { action: 'update', entity: 'mix', entityId: i });
            if (r < rows.length) await lockSetting(trx, rows[r] as string);
          }
          await recordAudit(trx, h.clock, mixActor, { action: 'update', entity: 'mix-end', entityId: i });
        });
      });
      const results = await Promise.allSettled(work);
      const failed = results.filter((r) => r.status === 'rejected');
      expect(failed.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    }
    expect((await entriesBy('lock-test-mix')) - before).toBe(n);
    expect(await verifyChain(db)).toMatchObject({ broken: null });
  });

  it('a transaction that rolls back leaves no entry and the chain stays whole', async () => {
    const db = h.deps.db;
    const before = await entriesBy('lock-test-rollback');
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          h.clock,
          { ...actor, username: 'lock-test-rollback' },
          { action: 'update', entity: 'x' },
        );
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await entriesBy('lock-test-rollback')).toBe(before);
    expect(await verifyChain(db)).toMatchObject({ broken: null });
  });
});
