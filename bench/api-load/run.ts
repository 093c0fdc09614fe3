/**
 * API load benchmark: starts the real server (separate process) on SQLite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set (a scratch database: its public schema is dropped and recreated), signs in, and drives an authenticated read
 * (GET /api/auth/permissions: token check, user + system state + permission queries) with N
 * concurrent clients for a fixed time. Prints one JSON line.
 *   npx tsx bench/api-load/run.ts [--connections 20] [--seconds 10]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 20);
const SECONDS = arg('seconds', 10);
const PASSWORD = 'Bench#12345';

async function waitFor(url: string, ms = 60_000): Promise<void> {
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

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HRIS_DATA_DIR: dataDir,
    HRIS_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env,
    stdio: 'ignore',
  });
  try {
    const base = `http://localhost:${port}`;
    await waitFor(`${base}/api/ping`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed on ${dialect}: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const result = await autocannon({
      url: `${base}/api/auth/permissions?module=payroll`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      dialect,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
      total: result.requests.total,
    };
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function resetPostgres(url: string): Promise<void> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('drop schema if exists public cascade; create schema public;');
  await c.end();
}

const results = [await runOne('sqlite', undefined, 5301)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, 5302));
}
console.log(
  JSON.stringify({
    bench: 'api-load',
    endpoint: 'GET /api/auth/permissions (authenticated)',
    connections: CONNECTIONS,
    seconds: SECONDS,
    cpus: os.cpus().length,
    results,
  }),
);
