/**
 * The work of one payroll fetch worker thread (fetchWorkers.ts): one batch of Calculate's employees
 * read on this thread's own connection to the database, evaluated with the same code as the
 * request's thread (service.ts payrollBatchTexts: inputs, engine, rows) and answered as the batch's
 * JSON text in UTF-8 bytes. What every batch of a run shares (the shifts, the earnings records' group
 * amounts) is read by this thread's first batch of that run. A batch of Process Payroll
 * (processBatch below) answers its checks and rows instead.
 */
import { parentPort } from 'node:worker_threads';
import { type Kysely, sql } from 'kysely';
import { type Database, openDatabase } from '../../db/connection.ts';
import type { DB } from '../../db/types.ts';
import { workerFailure } from '../../platform/workerPool.ts';
import { dayGroups } from '../timesheet/dayGroups.ts';
import { commaJoinedUtf8 } from './fetchJson.ts';
import type { FetchBatchResponse, ProcessBatchRequest, WorkerRequest } from './fetchWorkers.ts';
import { payrollEmployees, type RunShared } from './inputs.ts';
import { batchChecks, batchRecords, type ProcessedBatch } from './processBatch.ts';
import { evaluate, payrollBatchTexts } from './service.ts';

const databases = new Map<string, Database>();
/** The shared reads of the runs in progress (a few at most; the oldest is dropped). */
const runs = new Map<string, RunShared>();
const RUNS_KEPT = 8;

function databaseOf(request: WorkerRequest): Database {
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

/**
 * A batch of Process Payroll, read and evaluated as the process transaction would (service.ts
 * createPayroll): on PostgreSQL in a REPEATABLE READ transaction on the process's exported snapshot
 * (taken after its payroll locks); on SQLite outside a transaction (the process holds the write
 * lock, so every read sees the commit before it). Answers its checks and rows (processBatch.ts).
 */
async function processBatch(request: ProcessBatchRequest): Promise<ProcessedBatch> {
  const shared = sharedOf(request.run);
  const read = async (db: Kysely<DB>): Promise<ProcessedBatch> => {
    const employees = await payrollEmployees(db, { ids: request.ids, employedOn: request.start_date });
    const evaluated = await evaluate(db, employees, request.start_date, request.end_date, {}, shared);
    return {
      checks: batchChecks(evaluated),
      records: batchRecords(evaluated, request, request.by, request.at),
    };
  };
  const { db, dialect } = databaseOf(request);
  const snapshot = request.snapshot;
  if (dialect !== 'postgres' || snapshot === undefined) return read(db);
  if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error('payroll process worker: not a snapshot id');
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set transaction snapshot '${sql.raw(snapshot)}'`.execute(trx);
      return read(trx);
    });
}

async function answer(request: WorkerRequest): Promise<FetchBatchResponse> {
  try {
    if (request.kind === 'process') return { id: request.id, batch: await processBatch(request) };
    if (request.kind === 'cards')
      return { id: request.id, groups: await dayGroups(databaseOf(request).db, request.part) };
    // JSON.stringify of the batch's rows without its brackets, as UTF-8 bytes (fetchJson.ts joins the batches).
    const texts = await payrollBatchTexts(
      databaseOf(request).db,
      request.filter,
      request.ids,
      request,
      sharedOf(request.run),
    );
    return { id: request.id, bytes: commaJoinedUtf8(texts) };
  } catch (err) {
    return { id: request.id, error: workerFailure(err) };
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  // A batch's bytes are transferred (moved to the request's thread), not copied.
  void answer(request).then((response) =>
    parentPort?.postMessage(response, response.bytes ? [response.bytes.buffer as ArrayBuffer] : []),
  );
});
