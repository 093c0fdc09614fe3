/**
 * Benchmark of BIR 2316 for everyone as a job (issue 28 §4): N employees (default 10,000) of one
 * company with a year of semi-monthly payslips and a 13th month (bench/yearend/seed.ts) on a fresh
 * SQLite database (and PostgreSQL when BENCH_DATABASE_URL names a scratch database: its public
 * schema is dropped). Against the real server (separate process, its own job worker):
 * POST /api/compliance/bir2316/jobs, GET /api/jobs/:id every second until done, then
 * GET /api/jobs/:id/file read to the last byte. Prints one JSON line per dialect: the job's wall
 * time, the server's CPU time (user + system, /proc/<pid>/stat) and peak memory (VmHWM), the ZIP's
 * size and the load average. Targets (100,000 employees): under 5 minutes, memory under 1 GB.
 * The server draws the certificates on its certificate workers (one per core) unless
 * HRIS_ENGINE_THREADS says otherwise; `--compare-threads` runs the job first on a server with
 * HRIS_ENGINE_THREADS=0 (every certificate on the job's thread), then on one with the default, over
 * the same seeded database (the server's CPU time counts every thread of its process).
 *   npx tsx bench/yearend/bir2316Job.ts [--employees 10000] [--postgres-only] [--sqlite-only] [--port 5913]
 *     [--compare-threads]
 */
import fs from 'node:fs';
import os from 'node:os';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';
import { seedYearOfPayslips } from './seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 10_000);
const YEAR = 2026;
const TARGET_MS = 5 * 60_000;
const TARGET_RSS_MB = 1024;
const TICKS = 100; // USER_HZ

/** The process's CPU seconds (user + system) and peak resident memory (MB). */
function usage(pid: number): { cpu_s: number; peak_rss_mb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
  const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpu_s: Math.round(cpu * 10) / 10, peak_rss_mb: Math.round(Number(hwm?.[1] ?? 0) / 1024) };
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  if (databaseUrl) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const t0 = performance.now();
  const { companyId } = await seedYearOfPayslips(prepared.deps.db, {
    employees: EMPLOYEES,
    year: YEAR,
    employer: true,
    thirteenth: true,
  });
  const seedMs = Math.round(performance.now() - t0);
  await prepared.database.close();
  const runs = [];
  if (process.argv.includes('--compare-threads'))
    runs.push(await jobOn({ ...bench, env: { ...bench.env, HRIS_ENGINE_THREADS: '0' } }, companyId, false));
  runs.push(await jobOn(bench, companyId, true));
  return runs.map((r) => ({
    bench: 'yearend-bir2316-job',
    dialect,
    employees: EMPLOYEES,
    seed_ms: seedMs,
    ...r,
  }));
}

/** The job on a server started over the seeded database (removed after the last run). */
async function jobOn(bench: ReturnType<typeof benchEnv>, companyId: number, last: boolean) {
  const server = await startServer(bench, last);
  try {
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const before = usage(server.pid);
    const loadBefore = os.loadavg();
    const started = performance.now();
    const res = await fetch(`${server.base}/api/compliance/bir2316/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ company_id: companyId, year: YEAR }),
    });
    if (res.status !== 202) throw new Error(`start answered ${res.status}: ${await res.text()}`);
    const { job_id } = (await res.json()) as { job_id: number };
    let job: { state: string; done: number; total: number; error: string | null };
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      job = (await (await fetch(`${server.base}/api/jobs/${job_id}`, { headers })).json()) as typeof job;
      if (job.state === 'done' || job.state === 'failed') break;
    }
    const jobMs = Math.round(performance.now() - started);
    const after = usage(server.pid);
    if (job.state !== 'done') throw new Error(`job failed: ${job.error}`);
    const d0 = performance.now();
    const file = await fetch(`${server.base}/api/jobs/${job_id}/file`, { headers });
    let bytes = 0;
    if (file.body) for await (const chunk of file.body) bytes += (chunk as Uint8Array).byteLength;
    const downloadMs = Math.round(performance.now() - d0);
    const end = usage(server.pid);
    return {
      engine_threads: bench.env.HRIS_ENGINE_THREADS ?? 'default (one per core)',
      certificates: job.total,
      job_ms: jobMs,
      job_server_cpu_ms_per_certificate:
        Math.round(((after.cpu_s - before.cpu_s) * 1000 * 100) / job.total) / 100,
      job_server_cpu_s: Math.round((after.cpu_s - before.cpu_s) * 10) / 10,
      download_ms: downloadMs,
      download_server_cpu_s: Math.round((end.cpu_s - after.cpu_s) * 10) / 10,
      zip_bytes: bytes,
      // The job's own peak (read before the download) and the peak with the download.
      job_peak_rss_mb: after.peak_rss_mb,
      server_peak_rss_mb: end.peak_rss_mb,
      load_average_start: loadBefore.map((l) => Math.round(l * 10) / 10),
      load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
      target_met: jobMs < TARGET_MS && after.peak_rss_mb < TARGET_RSS_MB && end.peak_rss_mb < TARGET_RSS_MB,
    };
  } finally {
    await server.stop();
  }
}

if (!process.argv.includes('--postgres-only'))
  for (const run of await runOne('sqlite', undefined, arg('port', 5613 + 300)))
    console.log(JSON.stringify(run));
if (process.env.BENCH_DATABASE_URL && !process.argv.includes('--sqlite-only'))
  for (const run of await runOne('postgres', process.env.BENCH_DATABASE_URL, arg('port', 5613 + 300) + 1))
    console.log(JSON.stringify(run));
