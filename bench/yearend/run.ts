/**
 * Year-end benchmark (issue 17 section 5): 10,000 employees of one company with a year of
 * semi-monthly payslips (240,000, inserted directly in bulk by seed.ts) on a fresh SQLite database
 * and, when BENCH_DATABASE_URL names a scratch PostgreSQL database, on PostgreSQL too. Against the
 * real server (separate process): GET /api/compliance/thirteenth (the 13th-month preview; median
 * of --runs after a warm-up) and, for the ratio, GET /api/payroll/fetch of the December 1-15
 * period of the same employees (all Processed: their stored payslips). Prints one JSON line.
 * Target: the 13th-month preview under 5 s.
 *   npx tsx bench/yearend/run.ts [--employees 10000] [--runs 5]
 */
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
const RUNS = arg('runs', 5);
const TARGET_MS = 5_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function timed(url: string, token: string, runs: number): Promise<{ ms: number; body: string }> {
  const samples: number[] = [];
  let body = '';
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    body = await res.text();
    if (!res.ok) throw new Error(`${url} ${res.status}: ${body.slice(0, 200)}`);
    if (i > 0) samples.push(performance.now() - started); // the first is the warm-up
  }
  return { ms: Math.round(median(samples)), body };
}

async function runOne(databaseUrl: string | undefined, port: number) {
  if (databaseUrl) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const seedStarted = performance.now();
  const seed = await seedYearOfPayslips(prepared.deps.db, { employees: EMPLOYEES });
  const seedMs = Math.round(performance.now() - seedStarted);
  await prepared.database.close();
  const server = await startServer(bench);
  try {
    const preview = await timed(
      `${server.base}/api/compliance/thirteenth?company_id=${seed.companyId}&period=${seed.year}`,
      server.token,
      RUNS,
    );
    const rows = (JSON.parse(preview.body) as { rows: unknown[] }).rows.length;
    // December 1-15: a semi-monthly period of the product (its end 14 days after its start).
    const last = seed.periods[seed.periods.length - 2] as { start: string; end: string };
    const payroll = await timed(
      `${server.base}/api/payroll/fetch?company_id=${seed.companyId}&pay_period=Semi-monthly&start_date=${last.start}&end_date=${last.end}`,
      server.token,
      RUNS,
    );
    return {
      employees: rows,
      payslips: seed.employeeIds.length * seed.periods.length,
      seed_ms: seedMs,
      thirteenth_preview_median_ms: preview.ms,
      payroll_fetch_median_ms: payroll.ms,
      preview_to_fetch_ratio: Math.round((preview.ms / payroll.ms) * 100) / 100,
      target_met: preview.ms < TARGET_MS,
    };
  } finally {
    await server.stop();
  }
}

const result: Record<string, unknown> = { bench: 'yearend', runs: RUNS, cpus: os.cpus().length };
result.sqlite = await runOne(undefined, 5491);
if (process.env.BENCH_DATABASE_URL) result.postgres = await runOne(process.env.BENCH_DATABASE_URL, 5492);
console.log(JSON.stringify(result));
