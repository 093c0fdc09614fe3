/**
 * The poll loop of a background worker (the job worker, the payslip e-mail worker): runs `work`
 * every pollMs and at once when woken; never two runs at once in one process (a wake during a run
 * runs it again right after). Errors are logged and the loop goes on.
 */
export interface PollLoop {
  wake(): void;
  stop(): Promise<void>;
  /** Resolves when the current run has finished (tests). */
  idle(): Promise<void>;
}

export function startPollLoop(
  work: (stopped: () => boolean) => Promise<unknown>,
  options: { pollMs: number; log: { error(obj: unknown, msg: string): void }; failure: string },
): PollLoop {
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
          await work(() => stopped);
        } catch (err) {
          options.log.error({ err }, options.failure);
        }
      } while (again && !stopped);
      busy = false;
    })();
  };
  const timer = setInterval(tick, options.pollMs);
  timer.unref();
  tick();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    idle: () => running,
  };
}
