/**
 * Year-end benchmark of BIR 2316 and the 1604-C alphalist (issue 17 section 5): N employees
 * (default 10,000) of one company with a year of semi-monthly payslips (24 each: 240,000) plus a
 * 13th-month payslip, stored directly with their centavo columns (bench/yearend/seed.ts) into a fresh SQLite database (and
 * PostgreSQL when BENCH_DATABASE_URL names a scratch database: its public schema is dropped). Then
 * the real server (separate process): GET /api/compliance/alphalist (JSON preview, median of
 * --runs), the DAT file (format=file, median), and every 2316 as one streamed PDF (format=pdf,
 * once, read to the last byte). Prints one JSON line per dialect. Targets: alphalist under 5 s,
 * the 2316 PDFs under 60 s.
 *   npm run bench:alphalist -- [--employees 10000] [--runs 3] [--postgres-only] [--no-pdf] [--port 5593]
 * The seeding is bench/yearend/seed.ts's (the 13th-month bench's), with the employer details and a
 * 13th-month payslip per employee.
 */
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
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
const RUNS = arg('runs', 3);
const YEAR = 2026;
const ALPHALIST_TARGET_MS = 5_000;
const PDF_TARGET_MS = 60_000;
/** The server process's CPU milliseconds so far (user + system, /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function timed(url: string, token: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  if (res.body) for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return { ms: Math.round(performance.now() - t0), bytes, status: res.status };
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
  const server = await startServer(bench);
  try {
    const base = `${server.base}/api/compliance`;
    const q = `company_id=${companyId}&period=${YEAR}`;
    const json: number[] = [];
    const file: number[] = [];
    const jsonCpu: number[] = [];
    const fileCpu: number[] = [];
    let datBytes = 0;
    for (let r = 0; r < RUNS + 1; r++) {
      const c0 = cpuMs(server.pid);
      const a = await timed(`${base}/alphalist?${q}`, server.token);
      const c1 = cpuMs(server.pid);
      const f = await timed(`${base}/alphalist?${q}&format=file`, server.token);
      const c2 = cpuMs(server.pid);
      if (a.status !== 200 || f.status !== 200) throw new Error(`alphalist answered ${a.status}/${f.status}`);
      datBytes = f.bytes;
      if (r > 0) {
        json.push(a.ms);
        file.push(f.ms);
        jsonCpu.push(c1 - c0);
        fileCpu.push(c2 - c1);
      }
    }
    // --no-pdf: the alphalist only (every 2316 as one PDF takes minutes at 100,000).
    const pdf = process.argv.includes('--no-pdf')
      ? { ms: 0, bytes: 0, status: 200 }
      : await timed(`${base}/bir2316?${q}&format=pdf`, server.token);
    if (pdf.status !== 200) throw new Error(`2316 PDF answered ${pdf.status}`);
    const alphalistMs = Math.max(median(json), median(file));
    return {
      bench: 'yearend-alphalist',
      dialect,
      employees: EMPLOYEES,
      payslips: EMPLOYEES * 25,
      seed_ms: seedMs,
      alphalist_json_ms: median(json),
      alphalist_file_ms: median(file),
      runs_json_ms: json,
      runs_file_ms: file,
      json_server_cpu_median_ms: median(jsonCpu),
      file_server_cpu_median_ms: median(fileCpu),
      dat_bytes: datBytes,
      bir2316_pdf_ms: pdf.ms,
      bir2316_pdf_bytes: pdf.bytes,
      bytes_per_certificate: Math.round(pdf.bytes / EMPLOYEES),
      load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
      target_met: alphalistMs < ALPHALIST_TARGET_MS && pdf.ms < PDF_TARGET_MS,
    };
  } finally {
    await server.stop();
  }
}

const postgresOnly = process.argv.includes('--postgres-only');
const main = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (main && !postgresOnly)
  console.log(JSON.stringify(await runOne('sqlite', undefined, arg('port', 5393 + 200))));
if (main && process.env.BENCH_DATABASE_URL)
  console.log(
    JSON.stringify(await runOne('postgres', process.env.BENCH_DATABASE_URL, arg('port', 5393 + 200) + 1)),
  );
