/**
 * Employees benchmark: 10,000 employees (complete records: organisation, address, groups, about
 * five history entries each) generated directly into a fresh database, then the real server
 * (separate process) timed on the Employee List and the profile calls:
 *   GET /api/employee_list/fetch
 *   GET /api/employee_management/employee_details_profile|fetchEPI|fetchED|fetchEmployeeHistory?UID=
 * on SQLite, and on PostgreSQL when BENCH_DATABASE_URL names a scratch database (its public schema
 * is dropped and recreated). Requests run one at a time, so each figure is one request's latency.
 * Prints one JSON line with the median and p95 per call. Targets: list under 150 ms, each profile
 * call under 30 ms at the median.
 *   npx tsx bench/employees/run.ts [--employees 10000] [--list-runs 30] [--profile-runs 200]
 */
import fs from 'node:fs';
import os from 'node:os';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { generate, rng } from '../lib/employees.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 10_000);
/** The server's port (PostgreSQL: the next one), so that parallel runs do not collide. */
const PORT = arg('port', 5311);
const LIST_RUNS = arg('list-runs', 30);
const PROFILE_RUNS = arg('profile-runs', 200);
/** Runs of each paged-list call (GET /api/employee_list/page, issue 28 §4). */
const PAGE_RUNS = arg('page-runs', 15);
/** Only the paged list (skips the unpaged list and the profile calls, for 100,000 employees). */
const PAGE_ONLY = process.argv.includes('--page-only');

/** The CPU time (user + system) the process has used so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Median wall time of `runs` requests and the server's CPU per request over them. */
async function timePaged(url: string, token: string, pid: number) {
  for (let i = 0; i < 3; i++) await time(url, token);
  const cpuBefore = cpuMs(pid);
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < PAGE_RUNS; i++) {
    const t = await time(url, token);
    samples.push(t.ms);
    bytes = t.bytes;
  }
  const cpu = Math.round(((cpuMs(pid) - cpuBefore) / PAGE_RUNS) * 10) / 10;
  return { ...stats(samples), server_cpu_ms_per_request: cpu, bytes };
}

async function pagedList(base: string, token: string, pid: number) {
  const page = `${base}/api/employee_list/page`;
  const first = await timePaged(`${page}?page=1&limit=10`, token, pid);
  return {
    load_average: os.loadavg().map((v) => Math.round(v * 10) / 10),
    first_page: first,
    last_page: await timePaged(`${page}?page=${Math.ceil(EMPLOYEES / 10)}&limit=10`, token, pid),
    sort_company_desc: await timePaged(`${page}?sort=company&dir=desc`, token, pid),
    search_name: await timePaged(`${page}?search=santos`, token, pid),
    search_none: await timePaged(`${page}?search=zzzq`, token, pid),
  };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { median_ms: round(at(0.5)), p95_ms: round(at(0.95)), runs: sorted.length };
}

async function time(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms, bytes: body.byteLength };
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = benchEnv(port, databaseUrl);
  const generateStarted = performance.now();
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  await generate(prepared.deps.db, EMPLOYEES);
  await prepared.database.close();
  const generateSeconds = Math.round((performance.now() - generateStarted) / 100) / 10;

  const server = await startServer(bench);
  const { base, token } = server;
  try {
    if (PAGE_ONLY)
      return {
        dialect,
        employees: EMPLOYEES,
        generate_s: generateSeconds,
        page: await pagedList(base, token, server.pid),
      };
    const list = await time(`${base}/api/employee_list/fetch`, token);
    const rows = (await (
      await fetch(`${base}/api/employee_list/fetch`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { employee_id: number }[];
    if (rows.length < EMPLOYEES) throw new Error(`expected ${EMPLOYEES} employees, got ${rows.length}`);
    const ids = rows.map((r) => r.employee_id);

    // Warm-up: the first requests compile the routes' code paths and fill the database caches.
    for (let i = 0; i < 3; i++) await time(`${base}/api/employee_list/fetch`, token);
    const listSamples: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++)
      listSamples.push((await time(`${base}/api/employee_list/fetch`, token)).ms);

    const random = rng(7);
    const calls = ['employee_details_profile', 'fetchEPI', 'fetchED', 'fetchEmployeeHistory'] as const;
    const profile: Record<string, ReturnType<typeof stats>> = {};
    for (const call of calls) {
      for (let i = 0; i < 20; i++) {
        await time(`${base}/api/employee_management/${call}?UID=${ids[i]}`, token);
      }
      const samples: number[] = [];
      for (let i = 0; i < PROFILE_RUNS; i++) {
        const id = ids[Math.floor(random() * ids.length)];
        samples.push((await time(`${base}/api/employee_management/${call}?UID=${id}`, token)).ms);
      }
      profile[call] = stats(samples);
    }
    const listStats = stats(listSamples);
    const paged = await pagedList(base, token, server.pid);
    return {
      dialect,
      employees: rows.length,
      generate_s: generateSeconds,
      list: { ...listStats, bytes: list.bytes },
      page: paged,
      profile,
      target_met: listStats.median_ms < 150 && Object.values(profile).every((p) => p.median_ms < 30),
    };
  } finally {
    await server.stop();
  }
}

const results = [await runOne('sqlite', undefined, PORT)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, PORT + 1));
}
console.log(
  JSON.stringify({
    bench: 'employees',
    targets: { list_median_ms: 150, profile_call_median_ms: 30 },
    cpus: os.cpus().length,
    results,
  }),
);
process.exit(0);
