/**
 * Payroll benchmark (issue 12): N employees (default 10,000) of one company, semi-monthly (half of them
 * in a Monthly-rated salary group, half in a Daily-rated one: issue 21), each with
 * the schedule and timesheet of 2026-10-18..2026-11-15 (the period plus the 14 days before), an
 * approved overtime application, an earnings line, a deduction line and a salary loan of 12 payments,
 * generated directly into a fresh SQLite database (and PostgreSQL when BENCH_DATABASE_URL names a
 * scratch database). Then the real server (separate process): GET /api/payroll/fetch for the period
 * (median of --runs) and POST /api/payroll/create for all of them (once). In process: the engine alone
 * on the same inputs, for the ratio. Prints one JSON line per dialect.
 * Targets: fetch under 3 s, create under 10 s, server memory under 1 GB (the server process's peak
 * RSS, VmHWM, read after the fetches and again after create).
 *   npx tsx bench/payroll/run.ts [--employees 10000] [--runs 3] [--port 5391] [--postgres-only]
 * `--data-dir DIR` keeps the SQLite database in DIR and, on a later run, fetches the one already
 * there without seeding it again (PostgreSQL: `--reuse` fetches the company already in the scratch
 * database); `--fetch-only` skips the create (so the database can be fetched again).
 */
import fs from 'node:fs';
import os from 'node:os';
import { computePayslipCentavos } from '@sahod/payroll';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import {
  gatherInputs,
  payrollEmployees,
  payslipInput,
  termsOf,
} from '../../apps/server/src/modules/payroll/inputs.ts';
import { paymentSchedule } from '../../apps/server/src/modules/salaryloan/service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg, employeeDefaults, insertChunks, settle, workdays } from '../lib/seed.ts';
import { BENCH_DATA_DIR, keptBenchEnv, startServer } from '../lib/server.ts';

const EMPLOYEES = arg('employees', 10_000);
const RUNS = arg('runs', 3);
/** The server's port (PostgreSQL: the next one), so that parallel runs do not collide. */
const PORT = arg('port', 5391);
const COMPARE_THREADS = process.argv.includes('--compare-threads');
const FETCH_ONLY = process.argv.includes('--fetch-only');
const START = '2026-11-01';
const END = '2026-11-15';
const FROM = '2026-10-18';

async function generate(db: Kysely<DB>): Promise<{ companyId: number }> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Payroll Corporation', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { statusId, taxGroupId } = await employeeDefaults(db, now);
  // Issue 21: every other employee in a Monthly-rated group (migration 0027), the rest in a Daily-rated one.
  const monthlyGroup = await db
    .selectFrom('salary_groups')
    .select('id')
    .where('pay_basis', '=', 'Monthly')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const dailyGroup = await db
    .insertInto('salary_groups')
    .values({
      name: 'Bench Daily',
      name_key: 'bench daily',
      pay_basis: 'Daily',
      day_rate: 69_500,
      annual_factor: 313,
      monthly_salary: 1_812_792,
      days: 26,
      hours: 8,
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < EMPLOYEES; i += 400) {
    const rows = await db
      .insertInto('employees')
      .values(
        Array.from({ length: Math.min(400, EMPLOYEES - i) }, (_, k) => ({
          employee_code: (i + k).toString(36).toUpperCase().padStart(5, '0'),
          first_name: `Bench ${i + k}`,
          last_name: 'Payroll',
          is_approver: 0,
          company_id: company.id,
          status_id: statusId,
          pay_period_id: 2,
          salary_group_id: (i + k) % 2 === 0 ? monthlyGroup.id : dailyGroup.id,
          monthly_salary: 2_000_000 + ((i + k) % 50) * 100_000,
          days: 26,
          hours: 8,
          w_tax_group_id: taxGroupId,
          meals: 100_000,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const days = workdays(FROM, END);
  const stamp = { created_at: now, updated_at: now, updated_by: null };
  await insertChunks(
    db,
    'schedule_entries',
    ids.flatMap((employee_id) =>
      days.map((shift_date) => ({ employee_id, shift_date, shift_id: 1, ...stamp })),
    ),
  );
  await insertChunks(
    db,
    'timesheet_records',
    ids.flatMap((employee_id, n) =>
      days
        .filter((_, d) => (n + d) % 23 !== 0)
        .map((shift_date) => ({
          employee_id,
          shift_date,
          start_time: '08:00:00',
          end_time: shift_date === '2026-11-10' ? '19:00:00' : '17:00:00',
          lunch_start: null,
          lunch_end: null,
          notes: null,
          ...stamp,
        })),
    ),
  );
  const overtime = await db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', 'Overtime')
    .executeTakeFirstOrThrow();
  await insertChunks(
    db,
    'applications',
    ids.map((employee_id) => ({
      application_type_id: overtime.id,
      employee_id,
      effective_date: '2026-11-10',
      start_time: '17:00:00',
      end_time: '19:00:00',
      particulars: 'Bench',
      approver_employee_id: ids[0] as number,
      approval_status: 'Approved',
      created_at: now,
      updated_at: now,
    })),
  );
  for (const kind of ['earnings', 'deductions'] as const) {
    const category = await db
      .selectFrom(`${kind}_categories` as 'earnings_categories')
      .select('id')
      .executeTakeFirstOrThrow();
    const record = await db
      .insertInto(`${kind}_records` as 'earnings_records')
      .values({ category_id: category.id, effective_date: '2026-11-12', total_amount: 1_000_000, ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertChunks(
      db,
      `${kind}_record_lines` as 'earnings_record_lines',
      ids.map((employee_id) => ({
        record_id: record.id,
        employee_id,
        amount: 50_000,
        input_column: '',
        created_at: now,
        updated_at: now,
      })),
    );
  }
  const loanType = await db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
  const loans: number[] = [];
  for (let i = 0; i < ids.length; i += 400) {
    const rows = await db
      .insertInto('salary_loans')
      .values(
        ids.slice(i, i + 400).map((employee_id) => ({
          employee_id,
          loan_type_id: loanType.id,
          release_date: '2026-06-01',
          deduction_start_date: '2026-06-15',
          loan_amount: 1_200_000,
          payment_terms: 12,
          ...stamp,
        })),
      )
      .returning('id')
      .execute();
    loans.push(...rows.map((r) => r.id));
  }
  const schedule = paymentSchedule(1_200_000, 12);
  await insertChunks(
    db,
    'loan_payments',
    loans.flatMap((loan_id) => schedule.map((p) => ({ ...p, loan_id, updated_at: now, updated_by: null }))),
  );
  return { companyId: company.id };
}

const round = (v: number) => Math.round(v);
/** The CPU time (user + system, all threads) the process has used so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** The process's peak resident set size so far (VmHWM of /proc/<pid>/status, Linux), in MB. */
function peakRssMb(pid: number): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** The bench company of a database seeded by an earlier run (--data-dir, --reuse), if any. */
async function seededCompany(db: Kysely<DB>): Promise<number | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Bench Payroll Corporation')
    .executeTakeFirst();
  return row?.id;
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = await keptBenchEnv(port, databaseUrl);
  const reuse = bench.keep;
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const seedStarted = performance.now();
  let companyId = reuse ? await seededCompany(prepared.deps.db) : undefined;
  if (companyId === undefined) {
    companyId = (await generate(prepared.deps.db)).companyId;
    await settle(prepared.deps.db);
  }
  const seedMs = performance.now() - seedStarted;
  // The engine alone on the same inputs.
  const employees = await payrollEmployees(prepared.deps.db, {
    company_id: companyId,
    pay_period: 'Semi-monthly',
  });
  const inputs = await gatherInputs(
    prepared.deps.db,
    employees.map((e) => e.id),
    START,
    END,
  );
  const engineStarted = performance.now();
  for (const e of employees) {
    const terms = termsOf(e);
    if (terms) computePayslipCentavos(payslipInput(terms, e.id, START, END, inputs));
  }
  const engineMs = performance.now() - engineStarted;
  // PostgreSQL's own cache: whether the reads come from it or from the kernel's (README, "PostgreSQL").
  const sharedBuffers =
    dialect === 'postgres'
      ? (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(prepared.deps.db)).rows[0]
          ?.shared_buffers
      : undefined;
  await prepared.database.close();

  // --compare-threads: the same fetch first on a server whose engine stays on the request's thread.
  let inThread: { fetch_ms: number; server_cpu_ms: number; peak_rss_mb: number | null } | undefined;
  if (COMPARE_THREADS) {
    const single = await startServer({ ...bench, env: { ...bench.env, HRIS_ENGINE_THREADS: '0' } }, false);
    try {
      const started = performance.now();
      const cpuBefore = cpuMs(single.pid);
      const res = await fetch(
        `${single.base}/api/payroll/fetch?company_id=${companyId}&pay_period=Semi-monthly&start_date=${START}&end_date=${END}`,
        { headers: { authorization: `Bearer ${single.token}` } },
      );
      await res.text();
      if (!res.ok) throw new Error(`fetch ${res.status}`);
      inThread = {
        fetch_ms: round(performance.now() - started),
        server_cpu_ms: cpuMs(single.pid) - cpuBefore,
        peak_rss_mb: peakRssMb(single.pid),
      };
    } finally {
      await single.stop();
    }
  }
  // The engine's threads: HRIS_ENGINE_THREADS as given, one per core for --compare-threads, else the
  // server's default (Calculate on a fetch worker per core, Process in-thread).
  const threads = process.env.HRIS_ENGINE_THREADS ?? (COMPARE_THREADS ? 'cores' : undefined);
  const server = await startServer(
    { ...bench, env: { ...bench.env, ...(threads === undefined ? {} : { HRIS_ENGINE_THREADS: threads }) } },
    !(BENCH_DATA_DIR && !databaseUrl),
  );
  try {
    const url = `${server.base}/api/payroll/fetch?company_id=${companyId}&pay_period=Semi-monthly&start_date=${START}&end_date=${END}`;
    const headers = { authorization: `Bearer ${server.token}` };
    const fetchSamples: number[] = [];
    const fetchCpu: number[] = [];
    let rows: Array<{ employee_id: number; status: string; net_pay: number; error: string | null }> = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const cpuBefore = cpuMs(server.pid);
      const res = await fetch(url, { headers });
      const text = await res.text();
      fetchSamples.push(performance.now() - started);
      fetchCpu.push(cpuMs(server.pid) - cpuBefore);
      if (!res.ok) throw new Error(`fetch ${res.status}: ${text.slice(0, 200)}`);
      rows = JSON.parse(text);
    }
    // The peak so far covers start-up and the fetches; read again after create for the overall peak.
    const fetchPeakRss = peakRssMb(server.pid);
    if (FETCH_ONLY)
      return {
        bench: 'payroll',
        dialect,
        employees: rows.length,
        fetch_median_ms: round(median(fetchSamples)),
        fetch_ms: fetchSamples.map(round),
        fetch_server_cpu_ms: fetchCpu,
        engine_alone_ms: round(engineMs),
        engine_threads: threads ?? 'default',
        ...(sharedBuffers ? { postgres_shared_buffers: sharedBuffers } : {}),
        fetch_to_engine_ratio: Math.round((median(fetchSamples) / engineMs) * 10) / 10,
        server_peak_rss_mb_after_fetch: fetchPeakRss,
        load: os.loadavg().map((l) => Math.round(l * 10) / 10),
      };
    const eligible = rows.filter((r) => r.status === 'Pending' && r.net_pay >= 0 && r.error === null);
    const createStarted = performance.now();
    const createCpuBefore = cpuMs(server.pid);
    const created = await fetch(`${server.base}/api/payroll/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        employee_ids: eligible.map((r) => r.employee_id),
        start_date: START,
        end_date: END,
      }),
    });
    const createMs = performance.now() - createStarted;
    const createCpu = cpuMs(server.pid) - createCpuBefore;
    const createBody = await created.text();
    if (!created.ok) throw new Error(`create ${created.status}: ${createBody.slice(0, 200)}`);
    const createPeakRss = peakRssMb(server.pid);
    const fetchMs = median(fetchSamples);
    return {
      bench: 'payroll',
      dialect,
      employees: rows.length,
      processed: eligible.length,
      seed_ms: round(seedMs),
      fetch_median_ms: round(fetchMs),
      fetch_ms: fetchSamples.map(round),
      create_ms: round(createMs),
      // The server's CPU time for the request: steadier than wall time on a shared machine.
      fetch_server_cpu_median_ms: median(fetchCpu),
      fetch_server_cpu_ms: fetchCpu,
      create_server_cpu_ms: createCpu,
      engine_alone_ms: round(engineMs),
      engine_threads: threads ?? 'default',
      ...(sharedBuffers ? { postgres_shared_buffers: sharedBuffers } : {}),
      ...(inThread ? { fetch_engine_in_thread: inThread } : {}),
      fetch_to_engine_ratio: Math.round((fetchMs / engineMs) * 10) / 10,
      server_peak_rss_mb_after_fetch: fetchPeakRss,
      server_peak_rss_mb_after_create: createPeakRss,
      target_met: fetchMs < 3000 && createMs < 10_000 && createPeakRss !== null && createPeakRss < 1024,
      cpus: os.cpus().length,
      load: os.loadavg().map((l) => Math.round(l * 10) / 10),
    };
  } finally {
    await server.stop();
  }
}

const only = process.argv.includes('--postgres-only');
if (!only) console.log(JSON.stringify(await runOne('sqlite', undefined, PORT)));
if (process.env.BENCH_DATABASE_URL)
  console.log(JSON.stringify(await runOne('postgres', process.env.BENCH_DATABASE_URL, PORT + 1)));
