/**
 * Home dashboard (issue 26 section 2): every card's request with 10,000 employees and a year of
 * payslips, on a fresh SQLite database and, when BENCH_DATABASE_URL names a scratch PostgreSQL
 * database, on PostgreSQL too (its public schema is dropped and recreated).
 *
 * Data: 10,000 semi-monthly employees of one company with a year of payslips (bench/yearend/seed.ts:
 * 2026, 24 periods), cut back to a November mid-run (Nov 16-30 processed for 5,000, Pending for
 * 5,000) plus November copied into 2025 (last year's month); the payslips are counted into the
 * monthly totals by the payroll's own countPayslips (0058), as processing does. On the same
 * employees (bench/dashboard/data.ts): today's schedule with records (late, on time, still at
 * work), 2% on leave, 300 probationary hires, 20,000 documents (a tenth with an expiry around
 * today), 3,000 pending and 20,000 decided applications, 2,000 salary loans and 50 accounts
 * waiting. The real server (separate process, system clock: run it in November or December 2026
 * for the mid-run case) answers each card for All Companies and for the company, signed in as the
 * administrator (every card, every section), one request at a time: median and p95 of --runs after
 * a warm-up. Target: each under 150 ms.
 *   npx tsx bench/dashboard/run.ts [--runs 20]
 *   BENCH_DATABASE_URL=postgres://user:pass@localhost:5432/scratch npx tsx bench/dashboard/run.ts
 */
import os from 'node:os';
import { manilaToday } from '@sahod/shared';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import { countPayslips } from '../../apps/server/src/modules/payroll/monthTotals.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg } from '../lib/seed.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';
import { seedYearOfPayslips } from '../yearend/seed.ts';
import { seedHome } from './data.ts';

const RUNS = arg('runs', 20);
const PORT = arg('port', 5624);
const CARDS = ['attendance', 'waiting', 'people', 'payroll', 'filings'] as const;
const TARGET_MS = 150;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { median_ms: round(at(0.5)), p95_ms: round(at(0.95)) };
}

async function time(url: string, token: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, bytes: body.length, body };
}

/** The year of payslips cut back to a November mid-run, last November copied into 2025, counted. */
async function seedPayroll(db: Parameters<typeof seedYearOfPayslips>[0]) {
  const seed = await seedYearOfPayslips(db, { employees: 10_000, year: 2026, employer: true });
  const half = seed.employeeIds.slice(0, 5_000);
  await db.deleteFrom('payslips').where('start_date', '>', '2026-11-16').execute();
  await db
    .deleteFrom('payslips')
    .where('start_date', '=', '2026-11-16')
    .where('employee_id', 'not in', half)
    .execute();
  const november = await db
    .selectFrom('payslips')
    .selectAll()
    .where('start_date', '>=', '2026-11-01')
    .where('end_date', '<=', '2026-11-15')
    .execute();
  const lastYear = (d: string | null) => (d === null ? null : `2025${d.slice(4)}`);
  for (let i = 0; i < november.length; i += 500)
    await db
      .insertInto('payslips')
      .values(
        november.slice(i, i + 500).map(({ id: _id, ...p }) => ({
          ...p,
          start_date: lastYear(p.start_date) as string,
          end_date: lastYear(p.end_date) as string,
          pay_date: lastYear(p.pay_date),
        })),
      )
      .execute();
  const ids = (await db.selectFrom('payslips').select('id').execute()).map((r) => r.id);
  await countPayslips(db, ids);
  return { ...seed, payslips: ids.length };
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  if (databaseUrl) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  // The administrator signs in with the password only (a scripted installation).
  bench.env.HRIS_REQUIRE_TWO_FACTOR = 'false';
  const started = performance.now();
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const db = prepared.deps.db;
  const seed = await seedPayroll(db);
  await seedHome(db, seed.employeeIds, manilaToday(new Date()));
  // PostgreSQL's autovacuum would have run on a year of payroll (index-only scans).
  if (databaseUrl) await sql`vacuum analyze`.execute(db);
  await prepared.database.close();
  const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
  const server = await startServer(bench);
  const { base, token } = server;
  try {
    const out: Record<string, unknown> = {};
    for (const card of CARDS) {
      for (const [scope, query] of [
        ['all', ''],
        ['company', `?company_id=${seed.companyId}`],
      ] as const) {
        const url = `${base}/api/dashboard/${card}${query}`;
        const first = await time(url, token);
        for (let i = 0; i < 3; i++) await time(url, token);
        const samples: number[] = [];
        for (let i = 0; i < RUNS; i++) samples.push((await time(url, token)).ms);
        out[`${card}_${scope}`] = { ...stats(samples), bytes: first.bytes };
      }
    }
    const attendance = JSON.parse((await time(`${base}/api/dashboard/attendance`, token)).body) as {
      counts: Record<string, number>;
    };
    const payroll = JSON.parse((await time(`${base}/api/dashboard/payroll`, token)).body) as {
      next: unknown[];
    };
    const medians = Object.values(out).map((v) => (v as { median_ms: number }).median_ms);
    return {
      dialect,
      employees: seed.employeeIds.length,
      payslips: seed.payslips,
      generate_s: generateSeconds,
      attendance_counts: attendance.counts,
      next_payroll: payroll.next[0],
      ...out,
      target_met: medians.every((m) => m < TARGET_MS),
    };
  } finally {
    await server.stop();
  }
}

const only = process.argv.includes('--postgres-only');
const results = only ? [] : [await runOne('sqlite', undefined, PORT)];
if (results[0]) console.error(JSON.stringify(results[0])); // as soon as it is measured
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) results.push(await runOne('postgres', pgUrl, PORT + 1));
console.log(
  JSON.stringify({
    bench: 'dashboard',
    runs: RUNS,
    targets: { card_median_ms: TARGET_MS },
    cpus: os.cpus().length,
    load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
    results,
  }),
);
process.exit(0);
