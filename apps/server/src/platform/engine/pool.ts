/**
 * The payroll engine on worker threads (issue 28 §2): with HRIS_ENGINE_THREADS=N, payroll fetch and
 * process of at least `threshold` employees compute their payslips on a pool of N worker threads, in
 * chunks of employees; smaller runs stay on the request's thread. The engine is pure, so a chunk
 * computed in a worker equals the same chunk computed in-thread (structured clone keeps plain data).
 *
 * Off by default (0): measured at 100,000 employees (bench/README.md), copying each chunk's inputs to
 * a worker (about 5.6 KB per employee: the days, and each earnings record's group amounts) costs
 * about four times the engine's own work, so the pool used more CPU than it saved. It pays only
 * once workers read their own employees' inputs from the database instead of receiving them.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PayslipInput } from '@sahod/payroll';
import { computeOne, type EngineResult } from './compute.ts';

export interface EnginePoolOptions {
  /** Worker threads; 0 (the default) computes every run in-thread. */
  threads: number;
  /** Runs with fewer payslips than this stay in-thread. */
  threshold: number;
  /** Employees per message to a worker. */
  chunk: number;
}

const defaults = (): EnginePoolOptions => ({ threads: 0, threshold: 2_000, chunk: 500 });

/** The machine's cores: what HRIS_ENGINE_THREADS=cores means. */
export const CORES = availableParallelism();

let options: EnginePoolOptions = defaults();

interface Task {
  inputs: PayslipInput[];
  resolve(results: EngineResult[]): void;
  reject(err: Error): void;
}

interface PoolWorker {
  thread: Worker;
  task: Task | null;
}

let workers: PoolWorker[] = [];
/** Chunks waiting for a free worker, from every run in progress (first come, first served). */
const queue: Task[] = [];

/** Sets the pool's size and threshold (server start, tests); running workers are stopped. */
export async function configureEnginePool(next: Partial<EnginePoolOptions>): Promise<void> {
  await stopEnginePool();
  options = { ...defaults(), ...next };
}

/** Stops the worker threads; chunks in flight fail (they also never keep the process alive). */
export async function stopEnginePool(): Promise<void> {
  const stopping = workers;
  workers = [];
  await Promise.all(stopping.map((w) => w.thread.terminate()));
}

function dispatch(): void {
  for (const worker of workers) {
    if (worker.task) continue;
    const task = queue.shift();
    if (!task) return;
    worker.task = task;
    // A busy worker keeps the process alive (a script awaiting a run); an idle one does not.
    worker.thread.ref();
    worker.thread.postMessage({ inputs: task.inputs });
  }
}

function startWorker(): PoolWorker {
  const worker: PoolWorker = { thread: new Worker(new URL('./worker.mjs', import.meta.url)), task: null };
  worker.thread.unref();
  worker.thread.on('message', (message: { results: EngineResult[] }) => {
    const task = worker.task;
    worker.task = null;
    worker.thread.unref();
    task?.resolve(message.results);
    dispatch();
  });
  const fail = (err: Error) => {
    // A worker that failed or stopped is replaced; its chunk fails (the run answers an error).
    workers = workers.filter((w) => w !== worker);
    worker.task?.reject(err);
    worker.task = null;
    if (workers.length < options.threads) workers.push(startWorker());
    dispatch();
  };
  worker.thread.on('error', fail);
  worker.thread.on('exit', (code) => {
    if (workers.includes(worker)) fail(new Error(`payroll engine worker stopped (exit code ${code})`));
  });
  return worker;
}

function runChunk(inputs: PayslipInput[]): Promise<EngineResult[]> {
  return new Promise((resolve, reject) => {
    queue.push({ inputs, resolve, reject });
    while (workers.length < options.threads) workers.push(startWorker());
    dispatch();
  });
}

/** The payslip (or the engine's refusal) of every input, in the inputs' order. */
export async function computePayslips(inputs: readonly PayslipInput[]): Promise<EngineResult[]> {
  if (options.threads === 0 || inputs.length < options.threshold) return inputs.map(computeOne);
  const chunks: Promise<EngineResult[]>[] = [];
  for (let i = 0; i < inputs.length; i += options.chunk)
    chunks.push(runChunk(inputs.slice(i, i + options.chunk)));
  return (await Promise.all(chunks)).flat();
}
