/**
 * The work of one engine worker thread: computes the payslips of a chunk of employees with the same
 * function and the same error text as the in-thread path (compute.ts).
 */
import { parentPort } from 'node:worker_threads';
import { computeOne } from './compute.ts';
import type { EngineAnswer, EngineRequest } from './pool.ts';

parentPort?.on('message', (request: EngineRequest) => {
  parentPort?.postMessage({ id: request.id, results: request.inputs.map(computeOne) } satisfies EngineAnswer);
});
