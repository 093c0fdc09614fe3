/**
 * One thread's share of Calculate, in process, for a profile (issue 28 §4, helper fetchlean): the first
 * --employees of the bench company's fetch order read, computed and turned into JSON text batch by
 * batch exactly as a fetch worker does (fetchTask.ts), on a database run.ts seeded.
 *   node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx bench/payroll/profile.ts --data-dir /tmp/payroll-data --employees 20000
 * (PostgreSQL: BENCH_DATABASE_URL; --statements: each statement's time in the driver, SQLite;
 * --rounds N: the share N times, a line each, the later ones warm; --batch N: employees per batch.)
 * Prints its time, CPU, garbage-collection time, on PostgreSQL the CPU of this process's backends,
 * and a hash of the rows' JSON (to check a change answers the same text).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import { orderedPayrollEmployeeIds, type RunShared } from '../../apps/server/src/modules/payroll/inputs.ts';
import { fetchFilter, payrollBatchTexts } from '../../apps/server/src/modules/payroll/service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg } from '../lib/seed.ts';
import { benchEnv } from '../lib/server.ts';

const EMPLOYEES = arg('employees', 20_000);
const i = process.argv.indexOf('--data-dir');
const env = benchEnv(5599, process.env.BENCH_DATABASE_URL).env;
if (i > 0) env.HRIS_DATA_DIR = path.resolve(process.argv[i + 1] as string);
env.HRIS_ENGINE_THREADS = '0';
const prepared = await prepare(loadConfig(env), systemClock);
const db = prepared.deps.db;
const company = await db
  .selectFrom('employees')
  .select('company_id')
  .where('company_id', 'is not', null)
  .executeTakeFirstOrThrow();
const q = {
  company_id: company.company_id as number,
  pay_period: 'Semi-monthly' as const,
  start_date: '2026-11-01',
  end_date: '2026-11-15',
};
const filter = fetchFilter(q);
const ids = (await orderedPayrollEmployeeIds(db, filter)).slice(0, EMPLOYEES);
const shared: RunShared = {};
// --statements: each statement's time by its first words (better-sqlite3 runs them one at a time).
const statements = new Map<string, { n: number; ms: number; sql: string }>();
if (process.argv.includes('--statements')) {
  // The driver's connection: its executeQuery runs the statement (not the wait for the connection).
  type Connection = { executeQuery: (...a: unknown[]) => Promise<unknown> };
  let proto = {} as Connection;
  await db.getExecutor().provideConnection(async (c) => {
    proto = Object.getPrototypeOf(c) as Connection;
    return undefined as never;
  });
  const original = proto.executeQuery;
  proto.executeQuery = async function (this: unknown, ...a: unknown[]) {
    const key = ((a[0] as { sql: string }).sql.replace(/\s+/g, ' ').match(/from "?(\w+)/g) ?? [])
      .slice(0, 3)
      .join(' ');
    const t = performance.now();
    try {
      return await original.apply(this, a);
    } finally {
      const st = statements.get(key) ?? { n: 0, ms: 0, sql: (a[0] as { sql: string }).sql };
      st.n++;
      st.ms += performance.now() - t;
      statements.set(key, st);
    }
  };
}
/**
 * PostgreSQL: the CPU its backends of this process's pool have used so far (ms), read from /proc
 * (Linux, and a server on this machine readable by this user); null where it cannot be read.
 */
async function backendCpuMs(): Promise<number | null> {
  if (!process.env.BENCH_DATABASE_URL) return null;
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and usename = current_user and backend_type = 'client backend'`.execute(
    db,
  );
  let ticks = 0;
  try {
    for (const { pid } of rows) {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks * 10;
}

// The time V8 spent collecting garbage (a round's figure counts its own collections).
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
const BATCH = arg('batch', 2000);

// --rounds N: the share is computed N times; the figures are the last round's (warm code and caches).
const ROUNDS = arg('rounds', 1);
let figures = {};
for (let round = 0; round < ROUNDS; round++) {
  const backendBefore = await backendCpuMs();
  const started = performance.now();
  const cpu = process.cpuUsage();
  gcMs = 0;
  let chars = 0;
  const hash = createHash('sha256'); // the rows' text: the same answer before and after a change
  const runShared: RunShared = round === 0 ? shared : {};
  for (let b = 0; b < ids.length; b += BATCH) {
    // The batch's text as JSON.stringify of its rows (the hash is the same as before the rows were texts).
    const text = `[${(await payrollBatchTexts(db, filter, ids.slice(b, b + BATCH), q, runShared)).join(',')}]`;
    chars += text.length;
    hash.update(text);
  }
  const used = process.cpuUsage(cpu);
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20)); // the observer hears the round's last collections
  const backendAfter = await backendCpuMs();
  figures = {
    employees: ids.length,
    round: round + 1,
    ms,
    cpu_ms: Math.round((used.user + used.system) / 1000),
    gc_ms: Math.round(gcMs),
    ...(backendBefore !== null && backendAfter !== null
      ? { postgres_backend_cpu_ms: backendAfter - backendBefore }
      : {}),
    chars,
    sha256: hash.digest('hex').slice(0, 16),
  };
  console.log(JSON.stringify(figures));
}
for (const [key, st] of [...statements].sort((a, b) => b[1].ms - a[1].ms))
  console.log(`${Math.round(st.ms).toString().padStart(7)} ms ${String(st.n).padStart(5)}x ${key}`);
if (process.env.PROFILE_SQL) for (const st of statements.values()) console.log(st.sql);
await prepared.database.close();
