/**
 * What every benchmark needs around the real server: an environment on a fresh data directory
 * (SQLite) or a scratch PostgreSQL database, a server process, a signed-in administrator.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_PASSWORD = 'Bench#12345';

export interface BenchEnv {
  env: NodeJS.ProcessEnv;
  dataDir: string;
}

/** The server's environment: a fresh data directory, and PostgreSQL when a URL is given. */
export function benchEnv(port: number, databaseUrl: string | undefined): BenchEnv {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HRIS_DATA_DIR: dataDir,
    HRIS_ADMIN_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: 'warn',
    // The bench's administrator signs in with a password only.
    HRIS_REQUIRE_TWO_FACTOR: 'false',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return { env, dataDir };
}

/** `--data-dir DIR`: the SQLite database kept in DIR between runs (resolved; undefined without it). */
export const BENCH_DATA_DIR = (() => {
  const i = process.argv.indexOf('--data-dir');
  return i > 0 ? path.resolve(process.argv[i + 1] as string) : undefined;
})();

/**
 * benchEnv, keeping the data a run made for the next (`keep`): SQLite in `--data-dir DIR`, PostgreSQL
 * with `--reuse` (the scratch database is not emptied). Without them a fresh directory or database.
 */
export async function keptBenchEnv(
  port: number,
  databaseUrl: string | undefined,
): Promise<BenchEnv & { keep: boolean }> {
  const keep = databaseUrl ? process.argv.includes('--reuse') : BENCH_DATA_DIR !== undefined;
  if (databaseUrl && !keep) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  if (!databaseUrl && BENCH_DATA_DIR) {
    fs.rmSync(bench.dataDir, { recursive: true, force: true });
    fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
    bench.dataDir = BENCH_DATA_DIR;
    bench.env.HRIS_DATA_DIR = BENCH_DATA_DIR;
  }
  return { ...bench, keep };
}

export async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${url}`);
}

export interface RunningServer {
  base: string;
  /** The administrator's bearer token. */
  token: string;
  /** The server's process id (for /proc/<pid>/status, e.g. its peak RSS). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the server process, waits for it and signs in as the administrator. */
/** Starts the server process; `removeOnStop` false keeps the data directory for a next server. */
export async function startServer({ env, dataDir }: BenchEnv, removeOnStop = true): Promise<RunningServer> {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server process (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof').
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server: ChildProcess = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      env,
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    if (removeOnStop) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = `http://localhost:${env.PORT}`;
    await waitFor(`${base}/api/ping`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    return { base, token, pid: server.pid as number, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Empties a scratch PostgreSQL database (its public schema is dropped and recreated). */
export async function resetPostgres(url: string): Promise<void> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('drop schema if exists public cascade; create schema public;');
  await c.end();
}
