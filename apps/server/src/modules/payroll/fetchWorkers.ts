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
 * stay (a worker loads the server's modules once: 1-2 s of CPU). Process Payroll stays on its
 * transaction's connection (its reads must see its own writes and hold the payroll lock).
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { PayrollFetchQuery } from '@sahod/shared';
import { type Reopen, reopenOf } from '../../db/connection.ts';
import { AppError, type ErrorCode } from '../../platform/errors.ts';
import type { fetchFilter } from './service.ts';

export interface FetchBatchRequest extends Pick<PayrollFetchQuery, 'start_date' | 'end_date'> {
  id: number;
  connection: Reopen;
  /** The run the batch belongs to (its shared reads are kept per run). */
  run: string;
  filter: ReturnType<typeof fetchFilter>;
  ids: number[];
}

export type FetchBatchResponse =
  | { id: number; text: string; error?: undefined }
  | {
      id: number;
      text?: undefined;
      error: { message: string; code?: ErrorCode; reason?: string | undefined };
    };

interface Task {
  request: FetchBatchRequest;
  resolve(text: string): void;
  reject(err: Error): void;
}

interface FetchWorker {
  thread: Worker;
  task: Task | null;
}

let threads = 0;
let workers: FetchWorker[] = [];
const queue: Task[] = [];
let nextId = 1;

/** Sets the number of fetch worker threads (server start, tests); running workers are stopped. */
export async function configureFetchWorkers(count: number): Promise<void> {
  await stopFetchWorkers();
  threads = count;
}

/** Starts the workers (the first fetch that uses them; a worker loads the server's modules once). */
export function warmFetchWorkers(): void {
  while (workers.length < threads) workers.push(startWorker());
}

/**
 * Server start: starts the workers now (each loads the server's modules, 1-2 s of CPU) when fetches
 * of this database would use them (threads > 0 and a database file or PostgreSQL), so that the first
 * Calculate does not wait for them.
 */
export function warmFetchWorkersFor(db: unknown): void {
  if (threads > 0 && reopenOf(db)) warmFetchWorkers();
}

export async function stopFetchWorkers(): Promise<void> {
  const stopping = workers;
  workers = [];
  await Promise.all(stopping.map((w) => w.thread.terminate()));
}

const errorOf = (e: NonNullable<FetchBatchResponse['error']>): Error =>
  e.code ? new AppError(e.code, e.message, e.reason) : new Error(e.message);

function dispatch(): void {
  for (const worker of workers) {
    if (worker.task) continue;
    const task = queue.shift();
    if (!task) return;
    worker.task = task;
    worker.thread.ref();
    worker.thread.postMessage(task.request);
  }
}

function startWorker(): FetchWorker {
  const worker: FetchWorker = {
    thread: new Worker(new URL('./fetchWorker.mjs', import.meta.url)),
    task: null,
  };
  worker.thread.unref();
  worker.thread.on('message', (response: FetchBatchResponse) => {
    const task = worker.task;
    worker.task = null;
    worker.thread.unref();
    if (response.error) task?.reject(errorOf(response.error));
    else task?.resolve(response.text);
    dispatch();
  });
  const fail = (err: Error) => {
    // A worker that failed or stopped is replaced; its batch fails (the fetch answers an error).
    workers = workers.filter((w) => w !== worker);
    worker.task?.reject(err);
    worker.task = null;
    if (workers.length < threads) workers.push(startWorker());
    dispatch();
  };
  worker.thread.on('error', fail);
  worker.thread.on('exit', (code) => {
    if (workers.includes(worker)) fail(new Error(`payroll fetch worker stopped (exit code ${code})`));
  });
  return worker;
}

export interface FetchWorkerRun {
  /** Batches worth having in flight (one per worker and one waiting). */
  ahead: number;
  /** One batch's JSON text (its rows without the array's brackets; '' for none). */
  batch(ids: number[]): Promise<string>;
}

/**
 * A run of fetch batches on the workers for this database and query, or null when the fetch stays
 * on the request's thread (no threads, or a database another connection cannot open).
 */
export function fetchWorkerRun(db: unknown, q: PayrollFetchQuery, filter: ReturnType<typeof fetchFilter>) {
  const connection = reopenOf(db);
  if (threads === 0 || !connection) return null;
  const run = randomUUID();
  return {
    ahead: threads + 1,
    batch: (ids: number[]) =>
      new Promise<string>((resolve, reject) => {
        const request: FetchBatchRequest = {
          id: nextId++,
          connection,
          run,
          filter,
          ids,
          start_date: q.start_date,
          end_date: q.end_date,
        };
        queue.push({ request, resolve, reject });
        warmFetchWorkers();
        dispatch();
      }),
  } satisfies FetchWorkerRun;
}
