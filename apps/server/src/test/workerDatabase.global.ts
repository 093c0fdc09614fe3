// Global setup of the server projects: the workers' PostgreSQL databases go after the run.
import { dropWorkerDatabases } from './workerDatabase.ts';

export async function teardown(): Promise<void> {
  await dropWorkerDatabases();
}
