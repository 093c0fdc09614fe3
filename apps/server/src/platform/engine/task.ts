/**
 * The work of one engine worker thread: computes the payslips of a chunk of employees with the same
 * function and the same error text as the in-thread path (compute.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { PayslipInput } from '@sahod/payroll';
import { computeOne } from './compute.ts';

parentPort?.on('message', (request: { inputs: PayslipInput[] }) => {
  parentPort?.postMessage({ results: request.inputs.map(computeOne) });
});
