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
import type { PayslipInput } from '@sahod/payroll';
import { WorkerPool } from '../workerPool.ts';
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

export interface EngineRequest {
  id: number;
  inputs: PayslipInput[];
}

export interface EngineAnswer {
  id: number;
  results: EngineResult[];
  error?: undefined;
}

const pool = new WorkerPool<EngineRequest, EngineAnswer>(
  new URL('./worker.mjs', import.meta.url),
  'payroll engine worker',
);

/** Sets the pool's size and threshold (server start, tests); running workers are stopped. */
export async function configureEnginePool(next: Partial<EnginePoolOptions>): Promise<void> {
  options = { ...defaults(), ...next };
  await pool.configure({ threads: options.threads });
}

/** Stops the worker threads; chunks in flight fail (they also never keep the process alive). */
export const stopEnginePool = (): Promise<void> => pool.stop();

/** Whether computePayslips of `count` inputs stays on this thread (no pool, or fewer than its threshold). */
export const computesInThread = (count: number): boolean =>
  options.threads === 0 || count < options.threshold;

/** The payslip (or the engine's refusal) of every input, in the inputs' order. */
export async function computePayslips(inputs: readonly PayslipInput[]): Promise<EngineResult[]> {
  if (computesInThread(inputs.length)) return inputs.map(computeOne);
  const chunks: Promise<EngineAnswer>[] = [];
  for (let i = 0; i < inputs.length; i += options.chunk)
    chunks.push(pool.run({ inputs: inputs.slice(i, i + options.chunk) }));
  return (await Promise.all(chunks)).flatMap((answer) => answer.results);
}
