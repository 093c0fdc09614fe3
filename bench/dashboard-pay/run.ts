/**
 * Home dashboard, Payroll and Filing calendar cards (issue 26 section 2): 10,000 semi-monthly
 * employees of one company with a year of payslips (bench/yearend/seed.ts: 2026, 24 periods), cut
 * back to "today" mid-run: the periods after Nov 15 removed but Nov 16-30 kept for half of the
 * employees (the current period: 5,000 Processed, 5,000 Pending, read the Payroll screen's way),
 * plus a copy of the year's November into November 2025 (last year's month). On a fresh SQLite
 * database and, when BENCH_DATABASE_URL names a scratch PostgreSQL database, on PostgreSQL too;
 * against the real server (separate process, the system clock: run it in November or December
 * 2026 for the mid-run case). GET /api/dashboard/payroll and /filings with company_id and
 * without (All Companies), medians of --runs after a warm-up. Target: each under 150 ms.
 *   npx tsx bench/dashboard-pay/run.ts [--runs 20]
 */
import os from 'node:os';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';
import { seedYearOfPayslips } from '../yearend/seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 20);
const TARGET_MS = 150;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function timed(url: string, token: string): Promise<{ ms: number; body: string }> {
  const samples: number[] = [];
  let body = '';
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    body = await res.text();
    if (!res.ok) throw new Error(`${url} ${res.status}: ${body.slice(0, 200)}`);
    if (i > 0) samples.push(performance.now() - started); // the first is the warm-up
  }
  return { ms: Math.round(median(samples) * 10) / 10, body };
}

async function runOne(databaseUrl: string | undefined, port: number) {
  if (databaseUrl) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const db = prepared.deps.db;
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
  const count = await db
    .selectFrom('payslips')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL's autovacuum would have run on a year of payroll: its visibility map lets the
  // covering index answer alone (index-only scans).
  if (databaseUrl) await sql`vacuum analyze payslips`.execute(db);
  await prepared.database.close();
  const server = await startServer(bench);
  try {
    const api = `${server.base}/api/dashboard`;
    const payroll = await timed(`${api}/payroll?company_id=${seed.companyId}`, server.token);
    const payrollAll = await timed(`${api}/payroll`, server.token);
    const filings = await timed(`${api}/filings?company_id=${seed.companyId}`, server.token);
    const filingsAll = await timed(`${api}/filings`, server.token);
    const next = (JSON.parse(payroll.body) as { next: unknown[] }).next[0];
    const ms = [payroll.ms, payrollAll.ms, filings.ms, filingsAll.ms];
    return {
      payslips: Number(count.n),
      next,
      payroll_company_median_ms: payroll.ms,
      payroll_all_median_ms: payrollAll.ms,
      filings_company_median_ms: filings.ms,
      filings_all_median_ms: filingsAll.ms,
      target_met: ms.every((m) => m < TARGET_MS),
    };
  } finally {
    await server.stop();
  }
}

const result: Record<string, unknown> = { bench: 'dashboard-pay', runs: RUNS, cpus: os.cpus().length };
result.sqlite = await runOne(undefined, 5514);
if (process.env.BENCH_DATABASE_URL) result.postgres = await runOne(process.env.BENCH_DATABASE_URL, 5515);
console.log(JSON.stringify(result));
