/**
 * API load benchmark. Builds a database with 10,000 employees (bench/lib/employees.ts), starts the
 * real server (separate process) on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set (a
 * scratch database: its public schema is dropped and recreated), signs in, and drives with N
 * concurrent clients for a fixed time:
 *   - the authenticated read GET /api/auth/permissions?module=payroll (token check, user, system
 *     state and permission queries),
 *   - the profile call GET /api/employee_management/employee_details_profile?UID=<random employee>,
 *   - a bare Fastify route (bench/api-load/bare.ts, its own process) answering the same JSON: the
 *     framework's limit, measured in the same run, and the product's share of it.
 * Each round measures all three; the figures are the medians over the rounds. Prints one JSON line.
 *   npx tsx bench/api-load/run.ts [--connections 20] [--seconds 10] [--rounds 3] [--employees 10000]
 *     [--only sqlite|postgres]
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { generate, rng } from '../lib/employees.ts';
import { benchEnv, resetPostgres, startServer, waitFor } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 20);
const SECONDS = arg('seconds', 10);
const ROUNDS = arg('rounds', 3);
const EMPLOYEES = arg('employees', 10_000);
const WARMUP_SECONDS = 2;
const TARGETS = { sqlite_rps: 5000, postgres_rps: 3000, share_of_bare: 0.1, p99_ms: 25 };

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

async function load(
  url: string,
  token: string | undefined,
  seconds: number,
  paths?: () => string,
): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(paths ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }] } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function summary(figures: Figure[]) {
  return {
    rps: median(figures.map((f) => f.rps)),
    p50_ms: median(figures.map((f) => f.p50)),
    p99_ms: median(figures.map((f) => f.p99)),
    max_ms: Math.max(...figures.map((f) => f.max)),
    non2xx: figures.reduce((n, f) => n + f.non2xx, 0),
    errors: figures.reduce((n, f) => n + f.errors, 0),
    rounds_rps: figures.map((f) => f.rps),
  };
}

/** The bare Fastify process, answering with `body`. */
async function startBare(port: number, body: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-load/bare.ts'], {
    env: { ...process.env, BARE_PORT: String(port), BARE_BODY: body },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/api/ping`);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  await generate(prepared.deps.db, EMPLOYEES);
  const ids = (await prepared.deps.db.selectFrom('employees').select('id').execute()).map((r) => r.id);
  await prepared.database.close();

  const server = await startServer(bench);
  const permissionsUrl = `${server.base}/api/auth/permissions?module=payroll`;
  const body = await (
    await fetch(permissionsUrl, { headers: { authorization: `Bearer ${server.token}` } })
  ).text();
  const bare = await startBare(port + 50, body);
  const random = rng(7);
  const profilePath = () =>
    `/api/employee_management/employee_details_profile?UID=${ids[Math.floor(random() * ids.length)]}`;
  try {
    // Warm-up: JIT, statement caches, connection pools.
    await load(permissionsUrl, server.token, WARMUP_SECONDS);
    await load(`${server.base}/`, server.token, WARMUP_SECONDS, profilePath);
    await load(`${bare.base}/api/auth/permissions?module=payroll`, undefined, WARMUP_SECONDS);
    const rounds = { bare: [] as Figure[], read: [] as Figure[], profile: [] as Figure[] };
    for (let r = 0; r < ROUNDS; r++) {
      rounds.bare.push(await load(`${bare.base}/api/auth/permissions?module=payroll`, undefined, SECONDS));
      rounds.read.push(await load(permissionsUrl, server.token, SECONDS));
      rounds.profile.push(await load(`${server.base}/`, server.token, SECONDS, profilePath));
    }
    const read = summary(rounds.read);
    const bareFigure = summary(rounds.bare);
    const share = Math.round((read.rps / bareFigure.rps) * 1000) / 1000;
    const minRps = dialect === 'sqlite' ? TARGETS.sqlite_rps : TARGETS.postgres_rps;
    return {
      dialect,
      employees: ids.length,
      authenticated_read: read,
      profile: summary(rounds.profile),
      bare_fastify: bareFigure,
      share_of_bare: share,
      target_met: read.rps >= minRps && share >= TARGETS.share_of_bare && read.p99_ms < TARGETS.p99_ms,
    };
  } finally {
    await bare.stop();
    await server.stop();
  }
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const results = only === 'postgres' ? [] : [await runOne('sqlite', undefined, 5301)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl && only !== 'sqlite') {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, 5302));
}
console.log(
  JSON.stringify({
    bench: 'api-load',
    endpoints: {
      authenticated_read: 'GET /api/auth/permissions?module=payroll',
      profile: 'GET /api/employee_management/employee_details_profile?UID=<random of 10,000>',
      bare_fastify: 'the same JSON from a bare Fastify route',
    },
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    cpus: os.cpus().length,
    targets: TARGETS,
    results,
  }),
);
process.exit(0);
