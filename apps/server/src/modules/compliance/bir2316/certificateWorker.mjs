// A BIR 2316 certificate worker thread (certificateWorkers.ts). Worker threads do not inherit the
// main thread's TypeScript loader on Node 20, so this plain module registers tsx and loads the task.
import { register } from 'tsx/esm/api';

register();
await import('./certificateTask.ts');
