/**
 * My Sahod Pay benchmark (issue 24 section 3): one employee with 10 years of semi-monthly payslips
 * (240, processed) among 1,000 employees with a year each (24,000 payslips in the table), on a
 * fresh SQLite database and, when BENCH_DATABASE_URL names a scratch PostgreSQL database, on
 * PostgreSQL too. Against the real server (separate process), signed in as an account linked to
 * that employee: GET /api/me/payslips (the Pay list) and GET /api/me/payslips/:id (opening one),
 * medians of --runs after a warm-up, each read audited as in production. Prints one JSON line.
 * Targets: the list under 100 ms, a payslip under 50 ms.
 *   npx tsx bench/me-payslips/run.ts [--runs 20]
 */
import os from 'node:os';
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
const YEARS = 10;
const LIST_TARGET_MS = 100;
const OPEN_TARGET_MS = 50;

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
  const seed = await seedYearOfPayslips(db, { employees: 1000, year: 2026 });
  const employeeId = seed.employeeIds[0] as number;
  // The employee's 24 payslips of 2026 copied to the 9 years before: 240 in all.
  const own = await db.selectFrom('payslips').selectAll().where('employee_id', '=', employeeId).execute();
  for (let y = 2026 - YEARS + 1; y < 2026; y++) {
    const shift = (d: string | null) => (d === null ? null : `${y}${d.slice(4)}`);
    await db
      .insertInto('payslips')
      .values(
        own.map(({ id: _id, ...p }) => ({
          ...p,
          start_date: shift(p.start_date) as string,
          end_date: shift(p.end_date) as string,
          pay_date: shift(p.pay_date),
        })),
      )
      .execute();
  }
  // The administrator's account is linked to the employee: /api/me answers for them.
  await db.updateTable('users').set({ employee_id: employeeId }).where('username', '=', 'admin').execute();
  const count = await db
    .selectFrom('payslips')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  await prepared.database.close();
  const server = await startServer(bench);
  try {
    const list = await timed(`${server.base}/api/me/payslips`, server.token);
    const years = (JSON.parse(list.body) as { years: { payslips: { id: number }[] }[] }).years;
    const newest = years[0]?.payslips[0]?.id as number;
    const open = await timed(`${server.base}/api/me/payslips/${newest}`, server.token);
    return {
      payslips_of_employee: Number(count.n),
      payslips_listed: years.reduce((t, y) => t + y.payslips.length, 0),
      years: years.length,
      list_median_ms: list.ms,
      open_median_ms: open.ms,
      target_met: list.ms < LIST_TARGET_MS && open.ms < OPEN_TARGET_MS,
    };
  } finally {
    await server.stop();
  }
}

const result: Record<string, unknown> = { bench: 'me-payslips', runs: RUNS, cpus: os.cpus().length };
result.sqlite = await runOne(undefined, 5493);
if (process.env.BENCH_DATABASE_URL) result.postgres = await runOne(process.env.BENCH_DATABASE_URL, 5494);
console.log(JSON.stringify(result));
