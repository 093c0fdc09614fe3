// A worker for workerPool.test.ts: answers each task as it asks (echo, fail, die), after `wait` ms.
import { parentPort, threadId } from 'node:worker_threads';

parentPort?.on('message', (request) => {
  setTimeout(() => {
    if (request.op === 'die') process.exit(3);
    if (request.op === 'fail')
      parentPort?.postMessage({
        id: request.id,
        error: { message: 'refused', code: 'CONFLICT', reason: 'x' },
      });
    else parentPort?.postMessage({ id: request.id, value: request.value, thread: threadId });
  }, request.wait ?? 0);
});
