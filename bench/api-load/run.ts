/**
 * API load benchmark: starts the real server (separate process) on SQLite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set (a scratch database: its public schema is dropped and recreated), signs in, and drives an authenticated read
 * (GET /api/auth/permissions: token check, user + system state + permission queries) with N
 * concurrent clients for a fixed time. Prints one JSON line.
 *   npx tsx bench/api-load/run.ts [--connections 20] [--seconds 10]
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 20);
const SECONDS = arg('seconds', 10);

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const server = await startServer(benchEnv(port, databaseUrl));
  try {
    const result = await autocannon({
      url: `${server.base}/api/auth/permissions?module=payroll`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${server.token}` },
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
    await server.stop();
  }
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
