/**
 * The 2316 ZIP of a seeded year in process (issue 28 §2): the job's own path (bir2316ZipStream into
 * a hashed temporary file) on the database of HRIS_DATA_DIR (or DATABASE_URL) seeded by
 * bench/yearend/alphalistSteps.ts, sampling the process's memory every 200 ms. Prints the CPU per
 * certificate, the wall time and the peak RSS / heap / external memory (MB).
 * `--threads N` draws the certificates on N certificate workers (certificateWorkers.ts; 0, the
 * default here, on this thread); the CPU time then counts every thread of the process.
 *   HRIS_DATA_DIR=/tmp/x npx tsx bench/yearend/bir2316Steps.ts [--batch 1000] [--threads 2]
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../apps/server/src/config.ts';
import { YEAR_BATCH } from '../../apps/server/src/modules/compliance/bir2316/batches.ts';
import {
  configureCertificateWorkers,
  stopCertificateWorkers,
} from '../../apps/server/src/modules/compliance/bir2316/certificateWorkers.ts';
import { companyWithTin } from '../../apps/server/src/modules/compliance/bir2316/service.ts';
import { bir2316ZipStream } from '../../apps/server/src/modules/compliance/bir2316/zip.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { writeHashedTemp } from '../../apps/server/src/platform/largeFiles.ts';
import { prepare } from '../../apps/server/src/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const prepared = await prepare(loadConfig(process.env), systemClock);
await configureCertificateWorkers({ threads: arg('threads', 0) });
const { company_id } = await prepared.deps.db
  .selectFrom('company_employer')
  .select('company_id')
  .where('registered_name', '=', 'BENCH YEAR-END CORPORATION')
  .executeTakeFirstOrThrow();
const company = await companyWithTin(prepared.deps, company_id);
const mb = (n: number) => Math.round(n / 1024 / 1024);
const peak = { rss: 0, heap: 0, external: 0 };
const sample = () => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heap = Math.max(peak.heap, m.heapUsed);
  peak.external = Math.max(peak.external, m.external);
};
const timer = setInterval(sample, 200);
const c0 = process.cpuUsage();
const t0 = performance.now();
const zip = await bir2316ZipStream(prepared.deps, 2026, company, undefined, arg('batch', YEAR_BATCH));
const temp = await writeHashedTemp(zip.stream);
const cpu = process.cpuUsage(c0);
clearInterval(timer);
sample();
await fs.promises.rm(temp.path, { force: true });
console.log(
  JSON.stringify({
    certificates: zip.total,
    wall_ms: Math.round(performance.now() - t0),
    cpu_ms_per_certificate: Math.round(((cpu.user + cpu.system) / 1000 / zip.total) * 100) / 100,
    zip_bytes: temp.size,
    peak_rss_mb: mb(peak.rss),
    peak_heap_mb: mb(peak.heap),
    peak_external_mb: mb(peak.external),
    vm_hwm_mb: mb(
      Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024,
    ),
  }),
);
await stopCertificateWorkers();
await prepared.database.close();
