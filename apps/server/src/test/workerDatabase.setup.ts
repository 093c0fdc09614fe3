// Setup file of the server projects: this worker's own PostgreSQL database (workerDatabase.ts).
import { useWorkerDatabase } from './workerDatabase.ts';

await useWorkerDatabase();
