/**
 * Time and attendance benchmark: 10,000 Active employees with one week of schedule entries
 * (70,000 cells, every one assigned) and timesheet records for the 5 work days (50,000), generated
 * directly into a fresh database; then the real server (separate process) timed, one request at a
 * time, on the grids' one-request-per-week calls:
 *   GET /api/shiftsSchedule/fetch?start_date&end_date   (employees, entries, shifts)
 *   GET /api/timesheet/fetch?start_date&end_date        (employees, records, entries, shifts)
 * on SQLite, and on PostgreSQL when BENCH_DATABASE_URL names a scratch database (its public schema
 * is dropped and recreated). Target: median under 300 ms for each. Prints one JSON line.
 *   npx tsx bench/timeattendance/run.ts [--employees 10000] [--runs 20]
 * `--data-dir DIR` keeps the SQLite database in DIR and reuses it when it was generated there
 * before (same --employees); `--reuse` does the same on PostgreSQL (the scratch database is not
 * emptied when it holds the bench's company already). `--sqlite-only` skips PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { keptBenchEnv, startServer } from '../lib/server.ts';
import { generate } from './data.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 10_000);
/** The server's port (PostgreSQL: the next one), so that parallel runs do not collide. */
const PORT = arg('port', 5385);
const RUNS = arg('runs', 20);
const MONDAY = '2026-03-02';
const DATES = Array.from({ length: 7 }, (_, i) => `2026-03-0${2 + i}`);

/** The CPU time (user + system) the process has used so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const PAGED_ONLY = process.argv.includes('--paged-only');
/** Issue 28: the screens' request, a page of 100 employees with the whole filter's cards. */
const PAGE = 'limit=100';

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { median_ms: round(at(0.5)), p95_ms: round(at(0.95)), runs: sorted.length };
}

async function time(url: string, token: string): Promise<{ ms: number; bytes: number; body: ArrayBuffer }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms, bytes: body.byteLength, body };
}

/** Whether the database holds the bench's company with EMPLOYEES employees already. */
async function generated(db: Parameters<typeof generate>[0]): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.id', 'employees.company_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('companies.name', '=', 'Bench Company')
    .executeTakeFirst();
  return Number(row?.n ?? 0) === EMPLOYEES;
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = await keptBenchEnv(port, databaseUrl);
  const { keep } = bench;
  const generateStarted = performance.now();
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  if (!(keep && (await generated(prepared.deps.db)))) await generate(prepared.deps.db, EMPLOYEES, DATES);
  await prepared.database.close();
  const generateSeconds = Math.round((performance.now() - generateStarted) / 100) / 10;
  const server = await startServer(bench, !keep);
  const { base, token } = server;
  const query = `start_date=${MONDAY}&end_date=${DATES[6]}`;
  try {
    const out: Record<string, unknown> = {};
    for (const call of ['shiftsSchedule', 'timesheet'] as const) {
      // The paged request (issue 28): first page and a middle page, wall and server CPU per request.
      // The web asks the cards with page 1 only; later pages say summary=false.
      const middle = Math.max(1, Math.floor(EMPLOYEES / 200));
      for (const [label, page, extra] of [
        ['first_page', 1, ''],
        // The Timesheet screen's requests (issue 28): every page without the cards, then the cards.
        ['first_page_no_summary', 1, '&summary=false'],
        ['middle_page', middle, ''],
        ['middle_page_no_summary', middle, '&summary=false'],
      ] as const) {
        const url = `${base}/api/${call}/fetch?${query}&${PAGE}&page=${page}${extra}`;
        const first = await time(url, token);
        const parsed = JSON.parse(Buffer.from(first.body).toString()) as {
          total: number;
          employees: unknown[];
        };
        if (parsed.total !== EMPLOYEES || parsed.employees.length !== Math.min(100, EMPLOYEES))
          throw new Error(`${call} paged: total ${parsed.total}, rows ${parsed.employees.length}`);
        const samples: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const before = cpuMs(server.pid);
          samples.push((await time(url, token)).ms);
          cpu.push(cpuMs(server.pid) - before);
        }
        out[`${call}_${label}`] = {
          ...stats(samples),
          server_cpu_median_ms: stats(cpu).median_ms,
          bytes: first.bytes,
          load_average: os.loadavg().map((v) => Math.round(v * 10) / 10),
        };
      }
      if (call === 'timesheet') {
        // The cards over the whole filter, asked apart from the pages (GET /api/timesheet/summary).
        const url = `${base}/api/timesheet/summary?${query}`;
        const first = await time(url, token);
        const parsed = JSON.parse(Buffer.from(first.body).toString()) as { total: number };
        if (parsed.total !== EMPLOYEES) throw new Error(`timesheet summary: total ${parsed.total}`);
        const samples: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const before = cpuMs(server.pid);
          samples.push((await time(url, token)).ms);
          cpu.push(cpuMs(server.pid) - before);
        }
        out.timesheet_cards = {
          ...stats(samples),
          server_cpu_median_ms: stats(cpu).median_ms,
          bytes: first.bytes,
          load_average: os.loadavg().map((v) => Math.round(v * 10) / 10),
        };
      }
      if (PAGED_ONLY) continue;
      const url = `${base}/api/${call}/fetch?${query}`;
      const first = await time(url, token);
      const parsed = JSON.parse(Buffer.from(first.body).toString()) as {
        employees: unknown[];
        entries: { rows: unknown[] };
        records?: { rows: unknown[] };
      };
      if (parsed.employees.length !== EMPLOYEES || parsed.entries.rows.length !== EMPLOYEES * 7) {
        throw new Error(`${call}: expected ${EMPLOYEES} employees and ${EMPLOYEES * 7} entries`);
      }
      for (let i = 0; i < 3; i++) await time(url, token);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push((await time(url, token)).ms);
      out[call] = {
        ...stats(samples),
        bytes: first.bytes,
        cells: parsed.entries.rows.length,
        records: parsed.records?.rows.length,
      };
    }
    const medians = Object.values(out).map((v) => (v as { median_ms: number }).median_ms);
    return {
      dialect,
      employees: EMPLOYEES,
      generate_s: generateSeconds,
      ...out,
      target_met: medians.every((m) => m < (PAGED_ONLY ? 1500 : 300)),
    };
  } finally {
    await server.stop();
  }
}

const results = process.argv.includes('--postgres-only') ? [] : [await runOne('sqlite', undefined, PORT)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl && !process.argv.includes('--sqlite-only')) {
  results.push(await runOne('postgres', pgUrl, PORT + 1));
}
console.log(
  JSON.stringify({
    bench: 'timeattendance',
    targets: { fetch_median_ms: 300 },
    cpus: os.cpus().length,
    results,
  }),
);
process.exit(0);
