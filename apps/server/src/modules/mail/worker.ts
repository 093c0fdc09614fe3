/**
 * The payslip e-mail worker of a server process (issue 25 §4): every POLL_MS, and at once when a
 * run is queued, it drains the due items of the queue (queue.ts). Items of a process that stopped
 * are picked up by the next drain after a restart; several processes share the queue safely.
 */
import type { AppDeps } from '../../deps.ts';
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
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = (async () => {
      do {
        again = false;
        try {
          await drainQueue(deps);
        } catch (err) {
          deps.log.error({ err }, 'Payslip e-mail queue failed');
        }
      } while (again && !stopped);
      busy = false;
    })();
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  workers.add(tick);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      workers.delete(tick);
      await running;
    },
    /** Resolves when the current drain has finished (tests). */
    async idle() {
      await running;
    },
  };
}
