// Global setup of the server projects: names this run for the workers' PostgreSQL databases
// (workerDatabase.ts) and drops them after the run.
import type { TestProject } from 'vitest/node';
import { dropWorkerDatabases } from './workerDatabase.ts';

const run = String(process.pid);

export function setup(project: TestProject): void {
  project.provide('sahodTestRun', run);
}

export async function teardown(): Promise<void> {
  await dropWorkerDatabases(run);
}
