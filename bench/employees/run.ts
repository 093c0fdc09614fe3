/**
 * Employees benchmark: 10,000 employees (complete records: organisation, address, groups, about
 * five history entries each) generated directly into a fresh database, then the real server
 * (separate process) timed on the Employee List and the profile calls:
 *   GET /api/employee_list/fetch
 *   GET /api/employee_management/employee_details_profile|fetchEPI|fetchED|fetchEmployeeHistory?UID=
 * on SQLite, and on PostgreSQL when BENCH_DATABASE_URL names a scratch database (its public schema
 * is dropped and recreated). Requests run one at a time, so each figure is one request's latency.
 * Prints one JSON line with the median and p95 per call. Targets: list under 150 ms, each profile
 * call under 30 ms at the median.
 *   npx tsx bench/employees/run.ts [--employees 10000] [--list-runs 30] [--profile-runs 200]
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 10_000);
const LIST_RUNS = arg('list-runs', 30);
const PROFILE_RUNS = arg('profile-runs', 200);

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same data. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlos', 'Liza', 'Miguel', 'Grace', 'Paolo'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva'];

async function generate(db: Kysely<DB>, count: number): Promise<void> {
  const now = new Date().toISOString();
  const random = rng(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const designations: { company: number; department: number; designation: number }[] = [];
  for (let c = 1; c <= 3; c++) {
    const company = await db
      .insertInto('companies')
      .values({ name: `Bench Company ${c}`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let d = 1; d <= 5; d++) {
      const dept = await db
        .insertInto('departments')
        .values({ company_id: company.id, name: `Department ${d}`, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let g = 1; g <= 4; g++) {
        const desig = await db
          .insertInto('designations')
          .values({ department_id: dept.id, name: `Designation ${g}`, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        designations.push({ company: company.id, department: dept.id, designation: desig.id });
      }
    }
  }
  const barangays = await db
    .selectFrom('barangays as b')
    .innerJoin('cities as c', 'c.id', 'b.city_id')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .select(['b.id as barangay', 'c.id as city', 'p.id as province', 'p.region_id as region'])
    .limit(2000)
    .execute();
  const salary = (await db.selectFrom('salary_groups').select('id').execute()).map((r) => r.id);
  const tax = (await db.selectFrom('w_tax_groups').select('id').execute()).map((r) => r.id);
  const benefits = (await db.selectFrom('benefits_groups').select('id').execute()).map((r) => r.id);

  const BATCH = 250;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      const org = pick(designations);
      const addr = barangays.length > 0 ? pick(barangays) : null;
      const year = 1960 + Math.floor(random() * 45);
      rows.push({
        employee_code: i.toString(36).toUpperCase().padStart(5, '0'),
        first_name: pick(FIRST),
        last_name: pick(LAST),
        middle_name: pick(LAST),
        suffix: null,
        company_id: org.company,
        department_id: org.department,
        designation_id: org.designation,
        is_approver: 0,
        created_at: now,
        updated_at: now,
        date_of_birth: `${year}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
        civil_status_id: 1 + Math.floor(random() * 2),
        gender_id: 1 + Math.floor(random() * 2),
        address_info: `${1 + Math.floor(random() * 200)} Rizal St.`,
        region_id: addr?.region ?? null,
        province_id: addr?.province ?? null,
        city_id: addr?.city ?? null,
        barangay_id: addr?.barangay ?? null,
        birthplace: 'Manila',
        mobile_number: `0917${String(Math.floor(random() * 1e7)).padStart(7, '0')}`,
        email: `employee${i}@bench.example`,
        landline: null,
        height: 150 + Math.floor(random() * 40),
        weight: 50 + Math.floor(random() * 40),
        blood_type_id: 1 + Math.floor(random() * 8),
        employee_type_id: 1,
        pay_period_id: 2,
        date_hired: `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-01`,
        status_id: 1,
        confidential_id: 1,
        salary_group_id: pick(salary),
        monthly_salary: 1_807_000 + Math.floor(random() * 5_000_000),
        days: 26,
        hours: 8,
        tin: '123-456-789-000',
        sss: '34-1234567-8',
        pagibig: '1210-9876-5432',
        philhealth: '12-345678901-2',
        hmo: null,
        w_tax_group_id: pick(tax),
        w_tax_monthly_rate: 0,
        sss_rate: 0,
        pagibig_rate: 0,
        philhealth_rate: 0,
        benefits_group_id: pick(benefits),
        gasoline: 0,
        meals: 150_000,
        transpo: 80_000,
        allowance: 200_000,
        leave_credits: Math.floor(random() * 15),
      });
    }
    const ids = await db.insertInto('employees').values(rows).returning('id').execute();
    const history = ids.flatMap(({ id }, n) =>
      Array.from({ length: 5 }, (_, k) => ({
        employee_id: id,
        form_id: (k % 2) + 1,
        descr: k % 2 === 0 ? 'Personal Information' : 'Employment Details',
        at: new Date(Date.parse(now) - (5 - k) * 86_400_000 - n).toISOString(),
        changes: JSON.stringify({ email: { old: `old${k}@bench.example`, new: `new${k}@bench.example` } }),
        user_id: null,
        username: 'admin',
      })),
    );
    await db.insertInto('employee_history').values(history).execute();
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { median_ms: round(at(0.5)), p95_ms: round(at(0.95)), runs: sorted.length };
}

async function time(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms, bytes: body.byteLength };
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = benchEnv(port, databaseUrl);
  const generateStarted = performance.now();
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  await generate(prepared.deps.db, EMPLOYEES);
  await prepared.database.close();
  const generateSeconds = Math.round((performance.now() - generateStarted) / 100) / 10;

  const server = await startServer(bench);
  const { base, token } = server;
  try {
    const list = await time(`${base}/api/employee_list/fetch`, token);
    const rows = (await (
      await fetch(`${base}/api/employee_list/fetch`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { employee_id: number }[];
    if (rows.length < EMPLOYEES) throw new Error(`expected ${EMPLOYEES} employees, got ${rows.length}`);
    const ids = rows.map((r) => r.employee_id);

    // Warm-up: the first requests compile the routes' code paths and fill the database caches.
    for (let i = 0; i < 3; i++) await time(`${base}/api/employee_list/fetch`, token);
    const listSamples: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++)
      listSamples.push((await time(`${base}/api/employee_list/fetch`, token)).ms);

    const random = rng(7);
    const calls = ['employee_details_profile', 'fetchEPI', 'fetchED', 'fetchEmployeeHistory'] as const;
    const profile: Record<string, ReturnType<typeof stats>> = {};
    for (const call of calls) {
      for (let i = 0; i < 20; i++) {
        await time(`${base}/api/employee_management/${call}?UID=${ids[i]}`, token);
      }
      const samples: number[] = [];
      for (let i = 0; i < PROFILE_RUNS; i++) {
        const id = ids[Math.floor(random() * ids.length)];
        samples.push((await time(`${base}/api/employee_management/${call}?UID=${id}`, token)).ms);
      }
      profile[call] = stats(samples);
    }
    const listStats = stats(listSamples);
    return {
      dialect,
      employees: rows.length,
      generate_s: generateSeconds,
      list: { ...listStats, bytes: list.bytes },
      profile,
      target_met: listStats.median_ms < 150 && Object.values(profile).every((p) => p.median_ms < 30),
    };
  } finally {
    await server.stop();
  }
}

const results = [await runOne('sqlite', undefined, 5311)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, 5312));
}
console.log(
  JSON.stringify({
    bench: 'employees',
    targets: { list_median_ms: 150, profile_call_median_ms: 30 },
    cpus: os.cpus().length,
    results,
  }),
);
process.exit(0);
