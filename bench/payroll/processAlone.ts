/**
 * Process Payroll alone, in process and rolled back (issue 28 §2): the bench company of a database
 * seeded by run.ts (`--data-dir DIR` for SQLite, BENCH_DATABASE_URL for PostgreSQL), processed
 * `--runs` times (default 2) with HRIS_ENGINE_THREADS workers (0: on this thread); each run's
 * transaction is rolled back at its end (the job hook's beforeCommit throws), so the same data is
 * processed again. Prints per run the wall time and the CPU time of this thread and of the others
 * (the workers), from /proc/self/task, and the load average. On PostgreSQL (a server on this machine)
 * also the CPU of the database's backends: the transaction's own (the writes) and the others (the
 * workers' reads), sampled from /proc every 100 ms by the backends' process titles.
 *   npx tsx bench/payroll/processAlone.ts --data-dir /tmp/b20 [--runs 2]
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/payroll/processAlone.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  configureFetchWorkers,
  stopFetchWorkers,
} from '../../apps/server/src/modules/payroll/fetchWorkers.ts';
import { orderedPayrollEmployeeIds } from '../../apps/server/src/modules/payroll/inputs.ts';
import { createPayroll } from '../../apps/server/src/modules/payroll/service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg } from '../lib/seed.ts';

const RUNS = arg('runs', 2);
const THREADS = Number(process.env.HRIS_ENGINE_THREADS ?? os.cpus().length);
const dataDir = (() => {
  const i = process.argv.indexOf('--data-dir');
  return i > 0 ? path.resolve(process.argv[i + 1] as string) : undefined;
})();
const url =
  process.env.BENCH_DATABASE_URL ?? (dataDir ? `file:${path.join(dataDir, 'sahod.sqlite')}` : undefined);
if (!url) throw new Error('--data-dir DIR (SQLite) or BENCH_DATABASE_URL');

/** CPU ms of every thread of this process: [this thread, the others]. */
function threadsCpu(): [number, number] {
  let main = 0;
  let others = 0;
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const f = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const ms = (Number(f[11]) + Number(f[12])) * 10;
      if (Number(tid) === process.pid) main += ms;
      else others += ms;
    } catch {
      /* a thread that ended */
    }
  }
  return [main, others];
}

/** CPU ms of this database's backends (process title 'postgres: ... user db ...'), by pid. */
function backendsCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      out.set(Number(pid), (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      /* a process that ended */
    }
  }
  return out;
}

/** The highest CPU seen per backend pid while a run goes (a pool's idle backend may end before it). */
function sampleBackends(database: string | undefined) {
  const seen = new Map<number, number>();
  const sample = () => {
    if (database) for (const [pid, ms] of backendsCpu(database)) seen.set(pid, ms);
  };
  sample();
  const before = new Map(seen);
  const timer = setInterval(sample, 100);
  return {
    /** [the writer's CPU, the other backends' CPU] since the start. */
    stop(writer: number | undefined): [number, number] {
      clearInterval(timer);
      sample();
      let mine = 0;
      let others = 0;
      for (const [pid, ms] of seen) {
        const used = ms - (before.get(pid) ?? 0);
        if (pid === writer) mine += used;
        else others += used;
      }
      return [mine, others];
    },
  };
}

const database = url.startsWith('postgres') ? new URL(url).pathname.slice(1) : undefined;
const ROLLBACK = new Error('rolled back by the bench');
const { deps } = await prepare(
  loadConfig({
    ...process.env,
    DATABASE_URL: url,
    HRIS_DATA_DIR: dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-bench-')),
    HRIS_ADMIN_PASSWORD: 'Bench#12345',
  }),
  systemClock,
);
await configureFetchWorkers(THREADS);
const company = await deps.db
  .selectFrom('companies')
  .select('id')
  .where('name', '=', 'Bench Payroll Corporation')
  .executeTakeFirstOrThrow();
const ids = await orderedPayrollEmployeeIds(deps.db, {
  company_id: company.id,
  pay_period: 'Semi-monthly',
  employedOn: '2026-11-01',
});
const actor = { userId: null, username: 'bench', requestId: null };
for (let run = 1; run <= RUNS; run++) {
  const [main0, others0] = threadsCpu();
  const backends = sampleBackends(database);
  let writer: number | undefined;
  const started = performance.now();
  let processed = 0;
  await createPayroll(
    deps,
    actor,
    { employee_ids: ids, start_date: '2026-11-01', end_date: '2026-11-15' },
    {
      progress: async (done, _total, trx) => {
        if (done === 0 && database)
          writer = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid;
      },
      beforeCommit: async (_trx, n) => {
        processed = n;
        throw ROLLBACK;
      },
    },
  ).catch((err) => {
    if (err !== ROLLBACK) throw err;
  });
  const wall = performance.now() - started;
  const [main1, others1] = threadsCpu();
  const [writerCpu, readersCpu] = backends.stop(writer);
  // PostgreSQL: the rolled-back rows vacuumed away, so the next run starts from the same tables. A
  // table left with pages but no live row (vacuumed while the next run's locks keep it from being
  // truncated) is planned as empty whatever it holds: the payslip reads then search by status alone.
  if (database)
    for (const table of ['payslips', 'payslip_de_minimis', 'loan_payments', 'salary_loans'])
      await sql`vacuum ${sql.table(table)}`.execute(deps.db);
  console.log(
    JSON.stringify({
      bench: 'payroll-process-alone',
      dialect: url.startsWith('postgres') ? 'postgres' : 'sqlite',
      threads: THREADS,
      run,
      employees: ids.length,
      processed,
      wall_ms: Math.round(wall),
      cpu_ms: main1 - main0 + (others1 - others0),
      main_thread_cpu_ms: main1 - main0,
      other_threads_cpu_ms: others1 - others0,
      ...(database ? { db_writer_cpu_ms: writerCpu, db_other_backends_cpu_ms: readersCpu } : {}),
      load: os.loadavg().map((l) => Math.round(l * 10) / 10),
    }),
  );
}
await stopFetchWorkers();
await deps.db.destroy();
