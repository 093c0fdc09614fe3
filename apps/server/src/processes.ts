/**
 * HRIS_PROCESSES=N (issue 28 §3): N server processes on one port (node:cluster, the primary hands
 * connections out in turn). PostgreSQL only: the SQLite database is one file served by one process.
 * The first process migrates and seeds; the others start once it listens. A process that stops is
 * replaced; one that stops before it ever listened (bad database, port taken) stops them all.
 * Everything that matters lives in the database (tokens, revocation, permissions, maintenance,
 * sign-in failures, settings, files, the e-mail queue, the scheduled backup's claim), so any
 * process can serve any request.
 */
import cluster, { type Worker } from 'node:cluster';

export function runPrimary(count: number): void {
  let stopping = false;
  const listened = new Set<number>();
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker.id));
    return worker;
  };
  fork().once('listening', () => {
    for (let i = 1; i < count; i++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listened.has(worker.id)) {
      console.error(`A server process stopped before it could serve (exit code ${code}): stopping.`);
      stopAll('SIGTERM');
      process.exitCode = 1;
    } else if (!stopping) {
      console.error(
        `Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another.`,
      );
      fork();
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
}

/** ' (one of 3 processes, pid 1234)' in a cluster's server process, '' otherwise. */
export function processLabel(count: number): string {
  return cluster.isWorker ? ` (one of ${count} processes, pid ${process.pid})` : '';
}
