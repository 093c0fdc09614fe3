/**
 * Process Payroll alone, in process and rolled back (issue 28 §2): the bench company of a database
 * seeded by run.ts (`--data-dir DIR` for SQLite, BENCH_DATABASE_URL for PostgreSQL), processed
 * `--runs` times (default 2) with HRIS_ENGINE_THREADS workers (0: on this thread); each run's
 * transaction is rolled back at its end (the job hook's beforeCommit throws), so the same data is
 * processed again. Prints per run the wall time and the CPU time of this thread and of the others
 * (the workers), from /proc/self/task, and the load average.
 *   npx tsx bench/payroll/processAlone.ts --data-dir /tmp/b20 [--runs 2]
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/payroll/processAlone.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  const started = performance.now();
  let processed = 0;
  await createPayroll(
    deps,
    actor,
    { employee_ids: ids, start_date: '2026-11-01', end_date: '2026-11-15' },
    {
      progress: async () => {},
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
      load: os.loadavg().map((l) => Math.round(l * 10) / 10),
    }),
  );
}
await stopFetchWorkers();
await deps.db.destroy();
