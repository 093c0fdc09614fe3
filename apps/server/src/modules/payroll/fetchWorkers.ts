/**
 * Calculate (`GET /api/payroll/fetch`) on worker threads (issue 28 §2): each worker reads its own
 * batch of employees on its own connection to the database (SQLite: another connection to the same
 * file in WAL mode, so the synchronous driver runs on another core; PostgreSQL: its own pool, so
 * several batches' reads are in flight), evaluates it with the request thread's code and sends back
 * only the batch's JSON text. Copying the inputs to a thread cost more than the engine (platform/
 * engine/pool.ts); a worker that reads its own inputs copies only the answer.
 *
 * Used when threads are configured (server.ts: one per core unless HRIS_ENGINE_THREADS says
 * otherwise; 0 in tests unless a test configures them), the database can be opened again (a file or
 * PostgreSQL; not an in-memory SQLite database) and the fetch has more than one batch (HRIS_PAYROLL_BATCH);
 * otherwise the fetch stays on the request's thread. The workers start with the first such fetch and
 * stay (a worker loads the server's modules once: 1-2 s of CPU).
 *
 * Process Payroll of more than one batch reads and evaluates its batches on the same workers
 * (processWorkerRun) outside its transaction but on the data it locked: on SQLite the transaction
 * holds the write lock from its start, so a worker's connection sees the last commit, the one before
 * the transaction; on PostgreSQL each batch reads in a REPEATABLE READ transaction on the snapshot
 * the process transaction exported after its locks. A worker answers the batch's checks and rows as
 * plain data (processBatch.ts); the request's thread checks them and writes them in its transaction.
 */
import { randomUUID } from 'node:crypto';
import type { PayrollFetchQuery } from '@sahod/shared';
import { type Reopen, reopenOf } from '../../db/connection.ts';
import { type WorkerFailure, WorkerPool } from '../../platform/workerPool.ts';
import type { CardsPart, DayGroup } from '../timesheet/dayGroups.ts';
import type { ProcessedBatch } from './processBatch.ts';
import type { fetchFilter } from './service.ts';

export interface FetchBatchRequest extends Pick<PayrollFetchQuery, 'start_date' | 'end_date'> {
  kind?: undefined;
  id: number;
  connection: Reopen;
  /** The run the batch belongs to (its shared reads are kept per run). */
  run: string;
  filter: ReturnType<typeof fetchFilter>;
  ids: number[];
}

/** A batch of Process Payroll (processWorkerRun): read on the process's data, evaluated, its rows made. */
export interface ProcessBatchRequest extends Pick<PayrollFetchQuery, 'start_date' | 'end_date'> {
  kind: 'process';
  id: number;
  connection: Reopen;
  run: string;
  ids: number[];
  /** Who processes, and when (the payslip rows' created_by and created_at). */
  by: number | null;
  at: string;
  /** PostgreSQL: the process transaction's exported snapshot. */
  snapshot?: string;
}

/**
 * Issue 28: one range of employees' part of the Timesheet's cards (timesheet/dayGroups.ts): the
 * week's day groups of the filter's employees with ids from `from` to `to`, counted on the worker's
 * own connection (the cards are counts, so the parts add up).
 */
export interface CardsPartRequest {
  kind: 'cards';
  id: number;
  connection: Reopen;
  part: CardsPart;
}

export type WorkerRequest = FetchBatchRequest | ProcessBatchRequest | CardsPartRequest;

export type FetchBatchResponse =
  | { id: number; bytes: Uint8Array; error?: undefined }
  | { id: number; batch: ProcessedBatch; bytes?: undefined; error?: undefined }
  | { id: number; groups: DayGroup[]; bytes?: undefined; error?: undefined }
  | { id: number; bytes?: undefined; error: WorkerFailure };

const pool = new WorkerPool<WorkerRequest, FetchBatchResponse>(
  new URL('./fetchWorker.mjs', import.meta.url),
  'payroll fetch worker',
);

/**
 * Each worker's young generation: 192 MB (semi-spaces of 64 MB) instead of V8's 48 MB. A batch of
 * 2,000 employees allocates about 90 MB as it is read, computed and written out, most of it short-
 * lived; with the default, each of the many scavenges copied what the batch still held (issue 28:
 * 0.5-0.7 s of garbage collection per 20,000 employees, 0.25-0.45 s with this size). It costs up to
 * 144 MB more per worker while a Calculate runs.
 */
const YOUNG_GENERATION_MB = 192;

/** Sets the number of fetch worker threads (server start, tests); running workers are stopped. */
export const configureFetchWorkers = (count: number): Promise<void> =>
  pool.configure({ threads: count, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });

/** Starts the workers (the first fetch that uses them; a worker loads the server's modules once). */
export const warmFetchWorkers = (): void => pool.warm();

/** Whether batches on this database can go to the workers: threads, and a database another connection can open. */
const connectionFor = (db: unknown): Reopen | undefined => (pool.threads > 0 ? reopenOf(db) : undefined);

/**
 * Server start: starts the workers now (each loads the server's modules, 1-2 s of CPU) when fetches
 * of this database would use them (threads > 0 and a database file or PostgreSQL), so that the first
 * Calculate does not wait for them.
 */
export function warmFetchWorkersFor(db: unknown): void {
  if (connectionFor(db)) pool.warm();
}

export const stopFetchWorkers = (): Promise<void> => pool.stop();

export interface FetchWorkerRun {
  /** Batches worth having in flight (one per worker and one waiting). */
  ahead: number;
  /** One batch's JSON text as UTF-8 bytes (its rows without the array's brackets; none for no rows). */
  batch(ids: number[]): Promise<Uint8Array>;
}

/**
 * A run of fetch batches on the workers for this database and query, or null when the fetch stays
 * on the request's thread (no threads, or a database another connection cannot open).
 */
export function fetchWorkerRun(db: unknown, q: PayrollFetchQuery, filter: ReturnType<typeof fetchFilter>) {
  const connection = connectionFor(db);
  if (!connection) return null;
  const run = randomUUID();
  return {
    ahead: pool.threads + 1,
    batch: async (ids: number[]) => {
      const answer = await pool.run({
        connection,
        run,
        filter,
        ids,
        start_date: q.start_date,
        end_date: q.end_date,
      });
      return answer.bytes ?? new Uint8Array(0);
    },
  } satisfies FetchWorkerRun;
}

/** Whether Process Payroll on this database can read its batches on the workers (processWorkerRun). */
export const processWorkersFor = (db: unknown): boolean => connectionFor(db) !== undefined;

export interface ProcessWorkerRun {
  /** Batches worth having in flight (one per worker and one waiting). */
  ahead: number;
  /** One batch read and evaluated on a worker: its checks and rows. */
  batch(ids: number[]): Promise<ProcessedBatch>;
}

/**
 * A run of Process Payroll's batches on the workers, or null as for fetchWorkerRun. Call it inside
 * the process transaction after its locks: on PostgreSQL with the snapshot it exported then, on
 * SQLite once the transaction holds the write lock.
 */
export function processWorkerRun(
  db: unknown,
  period: Pick<PayrollFetchQuery, 'start_date' | 'end_date'>,
  stamp: { by: number | null; at: string },
  snapshot?: string,
): ProcessWorkerRun | null {
  const connection = connectionFor(db);
  if (!connection) return null;
  const run = randomUUID();
  return {
    ahead: pool.threads + 1,
    batch: async (ids: number[]) => {
      const answer = await pool.run({
        kind: 'process',
        connection,
        run,
        ids,
        start_date: period.start_date,
        end_date: period.end_date,
        by: stamp.by,
        at: stamp.at,
        ...(snapshot !== undefined ? { snapshot } : {}),
      });
      if (!('batch' in answer) || !answer.batch) throw new Error('payroll process worker answered no batch');
      return answer.batch;
    },
  };
}

/**
 * The worker threads that can count parts of the Timesheet's cards on this database (0: none, the
 * cards stay on the request's thread).
 */
export const cardsWorkersFor = (db: unknown): number => (connectionFor(db) ? pool.threads : 0);

/** One part of the Timesheet's cards counted on a worker (cardsWorkersFor(db) > 0). */
export async function cardsPartOnWorker(db: unknown, part: CardsPart): Promise<DayGroup[]> {
  const connection = connectionFor(db);
  if (!connection) throw new Error('timesheet cards: no worker threads for this database');
  const answer = await pool.run({ kind: 'cards', connection, part });
  if (!('groups' in answer) || !answer.groups) throw new Error('timesheet cards worker answered no groups');
  return answer.groups;
}
