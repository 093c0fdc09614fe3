/**
 * Audit Trail (issue 25 §3): the address of the request, the hash chain (prev_hash, hash) with
 * its one-row head `audit_chain`, and indexes for the Audit Trail's filters. Rows that exist are
 * chained here, oldest first.
 */
import { type ChainFields, entryHash, GENESIS_HASH } from '../../platform/audit-chain.ts';
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('ip', 'varchar(100)').execute();
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'varchar(64)').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'varchar(64)').execute();
  await db.schema
    .createTable('audit_chain')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_id').on('audit_log').columns(['entity_id', 'id']).execute();

  let prev = GENESIS_HASH;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const hash = entryHash(prev, row as ChainFields);
      await db.updateTable('audit_log').set({ prev_hash: prev, hash }).where('id', '=', row.id).execute();
      prev = hash;
      after = row.id;
    }
  }
  await db.insertInto('audit_chain').values({ id: 1, hash: prev }).execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('audit_chain').execute();
  await db.schema.dropIndex('audit_log_entity_id').execute();
  await db.schema.dropIndex('audit_log_user').execute();
  for (const c of ['hash', 'prev_hash', 'ip'])
    await db.schema.alterTable('audit_log').dropColumn(c).execute();
}
