/**
 * The work of one payroll fetch worker thread (fetchWorkers.ts): one batch of Calculate's employees
 * read on this thread's own connection to the database, evaluated with the same code as the
 * request's thread (service.ts payrollBatchRows: inputs, engine, rows) and answered as the batch's
 * JSON text. What every batch of a run shares (the shifts, the earnings records' group amounts) is
 * read by this thread's first batch of that run.
 */
import { parentPort } from 'node:worker_threads';
import { type Database, openDatabase } from '../../db/connection.ts';
import { AppError } from '../../platform/errors.ts';
import type { FetchBatchRequest, FetchBatchResponse } from './fetchWorkers.ts';
import type { RunShared } from './inputs.ts';
import { payrollBatchRows } from './service.ts';

const databases = new Map<string, Database>();
/** The shared reads of the runs in progress (a few at most; the oldest is dropped). */
const runs = new Map<string, RunShared>();
const RUNS_KEPT = 8;

function databaseOf(request: FetchBatchRequest): Database {
  const key = JSON.stringify(request.connection);
  let database = databases.get(key);
  if (!database) {
    // PostgreSQL: a small pool of its own (a batch's reads run a few at a time).
    database = openDatabase(request.connection.url, { ...request.connection.options, poolSize: 3 });
    databases.set(key, database);
  }
  return database;
}

function sharedOf(run: string): RunShared {
  let shared = runs.get(run);
  if (!shared) {
    shared = {};
    runs.set(run, shared);
    if (runs.size > RUNS_KEPT) runs.delete(runs.keys().next().value as string);
  }
  return shared;
}

async function answer(request: FetchBatchRequest): Promise<FetchBatchResponse> {
  try {
    const rows = await payrollBatchRows(
      databaseOf(request).db,
      request.filter,
      request.ids,
      request,
      sharedOf(request.run),
    );
    // JSON.stringify of the batch's rows without its brackets (fetchJson.ts joins the batches).
    return { id: request.id, text: rows.length === 0 ? '' : JSON.stringify(rows).slice(1, -1) };
  } catch (err) {
    const error =
      err instanceof AppError
        ? { message: err.message, code: err.code, reason: err.reason }
        : { message: err instanceof Error ? err.message : String(err) };
    return { id: request.id, error };
  }
}

parentPort?.on('message', (request: FetchBatchRequest) => {
  void answer(request).then((response) => parentPort?.postMessage(response));
});
