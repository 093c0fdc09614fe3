/**
 * The payslip e-mail worker of a server process (issue 25 §4): every POLL_MS, and at once when a
 * run is queued, it drains the due items of the queue (queue.ts). Items of a process that stopped
 * are picked up by the next drain after a restart; several processes share the queue safely.
 */
import type { AppDeps } from '../../deps.ts';
import { startPollLoop } from '../../platform/pollLoop.ts';
import { drainQueue } from './queue.ts';

export const POLL_MS = 5_000;

type Log = { error(obj: unknown, msg: string): void };

const workers = new Set<() => void>();

/** Wakes this process's workers (after 'E-mail payslips'). */
export function wakeMailWorkers(): void {
  for (const wake of workers) wake();
}

export function startMailWorker(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'dialect'> & { log: Log },
  pollMs = POLL_MS,
): { stop(): Promise<void>; idle(): Promise<void> } {
  const loop = startPollLoop(() => drainQueue(deps), {
    pollMs,
    log: deps.log,
    failure: 'Payslip e-mail queue failed',
  });
  workers.add(loop.wake);
  return {
    async stop() {
      workers.delete(loop.wake);
      await loop.stop();
    },
    idle: loop.idle,
  };
}
