/**
 * Employee import benchmark (issue 23 §4): a database with 10,000 employees (bench/lib/employees.ts),
 * then the real server (separate process) timed on
 *   POST /api/employee_import/preview   and   POST /api/employee_import/apply
 * with an .xlsx of 1,000 new employees (every column filled: organisation, PSGC address, groups,
 * government numbers, bank account, two leave balances), one file per round with its own codes.
 * On SQLite, and on PostgreSQL when BENCH_DATABASE_URL names a scratch database (its public schema
 * is dropped and recreated). One preview warms the server up first (not timed). Prints one JSON
 * line with the machine's load average; target: preview + apply under 10 s.
 *   npx tsx bench/employee-import/run.ts [--rows 1000] [--rounds 3] [--employees 10000]
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { type Cells, xlsxOf } from '../../apps/server/src/modules/employeeimport/testFiles.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { generate, rng } from '../lib/employees.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 1000);
const ROUNDS = arg('rounds', 3);
const EMPLOYEES = arg('employees', 10_000);
const TARGET_S = 10;

interface Place {
  region: string;
  province: string;
  city: string;
  barangay: string;
}

/** Addresses whose names are unambiguous (a barangay name once in its city). */
async function places(db: Kysely<DB>): Promise<Place[]> {
  const rows = await db
    .selectFrom('barangays as b')
    .innerJoin('cities as c', 'c.id', 'b.city_id')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .innerJoin('regions as r', 'r.id', 'p.region_id')
    .select([
      'r.name as region',
      'p.name as province',
      'c.name as city',
      'b.name as barangay',
      'c.id as cityId',
    ])
    .orderBy('b.id')
    .limit(3000)
    .execute();
  const count = new Map<string, number>();
  for (const r of rows)
    count.set(
      `${r.cityId}:${r.barangay.toLowerCase()}`,
      (count.get(`${r.cityId}:${r.barangay.toLowerCase()}`) ?? 0) + 1,
    );
  return rows.filter((r) => count.get(`${r.cityId}:${r.barangay.toLowerCase()}`) === 1).slice(0, 300);
}

function file(round: number, addresses: Place[]): Buffer {
  const random = rng(100 + round);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const rows: Cells[] = [];
  for (let i = 1; i <= ROWS; i++) {
    const place = pick(addresses);
    rows.push({
      'Employee Code': `${'XYZWV'[round % 5]}${String(i).padStart(4, '0')}`,
      'Last Name': pick(['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia']),
      'First Name': pick(['Juan', 'Maria', 'Jose', 'Ana', 'Pedro']),
      'Middle Name': pick(['Lopez', 'Ramos', 'Aquino']),
      'Date of Birth': `19${70 + Math.floor(random() * 30)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      Gender: pick(['Male', 'Female']),
      'Civil Status': pick(['Single', 'Married']),
      'Mobile Number': `0917${digits(7)}`,
      Email: `employee${round}.${i}@example.com`,
      'Address (Block/Lot/House/Street/Village)': `${i} Mango St.`,
      Region: place.region,
      Province: place.province,
      City: place.city,
      Barangay: place.barangay,
      Company: `Bench Company ${1 + (i % 3)}`,
      Department: `Department ${1 + (i % 5)}`,
      Designation: `Designation ${1 + (i % 4)}`,
      'Employee Type': 'Regular',
      Status: 'Active',
      'Date Hired': `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-01`,
      'Pay Period': 'Semi-monthly',
      'Salary Group': pick(['Rank and File 1', 'Rank and File 2', 'Supervisory']),
      'Tax Group': 'Statutory (BIR tables)',
      'Benefits Group': 'Standard',
      TIN: `${digits(9)}000`,
      'SSS Number': digits(10),
      'PhilHealth Number': digits(12),
      'Pag-IBIG MID Number': digits(12),
      'Pay Method': 'Bank',
      Bank: 'BDO',
      'Account Number': digits(12),
      'Account Name': 'Juan Santos',
      'Vacation Leave (days)': String(Math.floor(random() * 15)),
      'Sick Leave (days)': '5.5',
    });
  }
  return xlsxOf(rows);
}

async function post(base: string, token: string, what: 'preview' | 'apply', data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'employees.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/api/employee_import/${what}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { with_problems?: number; created?: number; error?: string };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  await generate(prepared.deps.db, EMPLOYEES);
  const addresses = await places(prepared.deps.db);
  await prepared.database.close();

  const server = await startServer(bench);
  try {
    // Warm-up: the first request loads the spreadsheet library and compiles the code paths.
    await post(server.base, server.token, 'preview', file(9, addresses).subarray(0));
    const rounds: Array<{ bytes: number; preview_ms: number; apply_ms: number; total_s: number }> = [];
    for (let r = 0; r < ROUNDS; r++) {
      const data = file(r, addresses);
      const preview = await post(server.base, server.token, 'preview', data);
      if (preview.body.with_problems !== 0)
        throw new Error(`preview found problems: ${JSON.stringify(preview.body).slice(0, 500)}`);
      const apply = await post(server.base, server.token, 'apply', data);
      if (apply.body.created !== ROWS) throw new Error(`apply created ${apply.body.created}`);
      rounds.push({
        bytes: data.length,
        preview_ms: round1(preview.ms),
        apply_ms: round1(apply.ms),
        total_s: Math.round((preview.ms + apply.ms) / 10) / 100,
      });
    }
    const worst = Math.max(...rounds.map((r) => r.total_s));
    return {
      dialect,
      rows: ROWS,
      existing_employees: EMPLOYEES,
      rounds,
      worst_total_s: worst,
      target_met: worst < TARGET_S,
    };
  } finally {
    await server.stop();
  }
}

const results = [await runOne('sqlite', undefined, 5416)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, 5416));
}
console.log(
  JSON.stringify({
    bench: 'employee-import',
    targets: { preview_plus_apply_s: TARGET_S },
    cpus: os.cpus().length,
    load_average: os.loadavg().map((v) => Math.round(v * 10) / 10),
    results,
  }),
);
process.exit(0);
