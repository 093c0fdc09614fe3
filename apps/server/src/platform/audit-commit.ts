/**
 * The audit chain's lock is the last lock a transaction takes. `recordAudit` inside a transaction
 * only buffers its entries on the transaction's connection; the database driver appends them to
 * the chain (lock the head, insert, move the head) just before it sends COMMIT. So every
 * transaction takes its own row locks first and the chain head last, holds the head only for the
 * append and the commit, and never waits for another row while holding it: two writers can no
 * longer deadlock on "my row, then the chain" against "the chain, then my row".
 *
 * This sits in the driver, not in a helper around `db.transaction().execute`, so it covers every
 * way a transaction is opened (execute, startTransaction, setIsolationLevel) with no call site to
 * remember. A rolled-back transaction drops its buffer: nothing of it reaches the log.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  DummyDriver,
  Kysely,
  type TransactionSettings,
} from 'kysely';
import type { DB } from '../db/types.ts';
import { entryHash } from './audit-chain.ts';

export type AuditRow = Omit<DB['audit_log'], 'id' | 'prev_hash' | 'hash'> & { at: string };

/** Entries waiting for the commit of the transaction open on each connection. */
const pending = new WeakMap<DatabaseConnection, AuditRow[]>();

/**
 * Buffers `rows` for the commit of the transaction running on `connection`; false when that
 * connection's driver does not append at commit (a Kysely opened outside openDatabase), and the
 * caller must append at once.
 */
export function bufferForCommit(connection: DatabaseConnection, rows: readonly AuditRow[]): boolean {
  const buffer = pending.get(connection);
  if (!buffer) return false;
  buffer.push(...rows);
  return true;
}

type Run = (query: CompiledQuery) => Promise<{ rows: unknown[] }>;

/**
 * Appends rows to the chain through `run` (inside the caller's transaction): locks the head
 * (an UPDATE: a row lock on PostgreSQL, the write lock on SQLite), chains the rows from it,
 * inserts them and moves the head.
 */
export async function appendToChain(
  compiler: Kysely<DB>,
  run: Run,
  rows: readonly AuditRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const locked = await run(
    compiler
      .updateTable('audit_chain')
      .set((eb) => ({ hash: eb.ref('hash') }))
      .where('id', '=', 1)
      .returning('hash')
      .compile(),
  );
  const head = locked.rows[0] as { hash: string } | undefined;
  if (!head) throw new Error('The audit chain head (audit_chain id 1) is missing.');
  let prev = head.hash;
  const chained = rows.map((row) => {
    const hash = entryHash(prev, row);
    const out = { ...row, prev_hash: prev, hash };
    prev = hash;
    return out;
  });
  for (let i = 0; i < chained.length; i += 100)
    await run(
      compiler
        .insertInto('audit_log')
        .values(chained.slice(i, i + 100))
        .compile(),
    );
  await run(compiler.updateTable('audit_chain').set({ hash: prev }).where('id', '=', 1).compile());
}

/** A Kysely that only compiles, for building the append's statements in the dialect's SQL. */
function compilerFor(dialect: Dialect): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    },
  });
}

class AuditAtCommitDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly compiler: Kysely<DB>,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(connection, settings);
    pending.set(connection, []);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const rows = pending.get(connection) ?? [];
    // Kept until COMMIT is sent: a failing append is thrown to Kysely, which rolls back (and drops it).
    await appendToChain(this.compiler, (q) => connection.executeQuery(q), rows);
    pending.delete(connection);
    await this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    pending.delete(connection);
    await this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect whose transactions append their buffered audit entries just before COMMIT. */
export function auditAtCommit(dialect: Dialect): Dialect {
  const compiler = compilerFor(dialect);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AuditAtCommitDriver(dialect.createDriver(), compiler),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
