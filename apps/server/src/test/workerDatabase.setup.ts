// Setup file of the server projects: this worker's own PostgreSQL database (workerDatabase.ts).
import { inject } from 'vitest';
import { useWorkerDatabase } from './workerDatabase.ts';

await useWorkerDatabase(inject('sahodTestRun'));
