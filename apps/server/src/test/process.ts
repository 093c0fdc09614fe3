/**
 * Real server processes for the tests that need one: a port the operating system says is free
 * (random ranges collided between test files running at once), and a start-up wait that gives up
 * at once, with the process's output, when the process exits instead of answering.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT } from '../server.ts';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx apps/server/src/main.ts` with the test's environment (LOG_LEVEL left out unless given). */
export function startServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  let out = '';
  const { LOG_LEVEL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => out, exited };
}

/**
 * Waits until GET /api/ping answers. A start on a loaded two-core CI machine (tsx compiling the
 * server, migrations, the 42,011-barangay address list) can take tens of seconds: up to 60 s.
 */
export async function waitForPing(port: number, server?: ServerProcess): Promise<void> {
  let exitCode: number | null | undefined;
  server?.exited.then((code) => {
    exitCode = code;
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (exitCode !== undefined) {
      throw new Error(
        `server on port ${port} exited with ${exitCode} before answering:\n${server?.output()}`,
      );
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ping`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on port ${port} did not answer within 60 s:\n${server?.output() ?? ''}`);
}
