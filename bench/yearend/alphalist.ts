/**
 * Year-end benchmark of BIR 2316 and the 1604-C alphalist (issue 17 section 5): N employees
 * (default 10,000) of one company with a year of semi-monthly payslips (24 each: 240,000) plus a
 * 13th-month payslip, stored directly with their centavo columns into a fresh SQLite database (and
 * PostgreSQL when BENCH_DATABASE_URL names a scratch database: its public schema is dropped). Then
 * the real server (separate process): GET /api/compliance/alphalist (JSON preview, median of
 * --runs), the DAT file (format=file, median), and every 2316 as one streamed PDF (format=pdf,
 * once, read to the last byte). Prints one JSON line per dialect. Targets: alphalist under 5 s,
 * the 2316 PDFs under 60 s.
 *   npm run bench:alphalist -- [--employees 10000] [--runs 3] [--postgres-only]
 * (The lead merges this with bench/yearend/seed.ts of the 13th-month work; the seeding here is
 * this runner's own.)
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
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
const RUNS = arg('runs', 3);
const YEAR = 2026;
const ALPHALIST_TARGET_MS = 5_000;
const PDF_TARGET_MS = 60_000;
const LAST = [
  'SANTOS',
  'REYES',
  'CRUZ',
  'DELA PAZ',
  'BAUTISTA',
  'OCAMPO',
  'GARCIA',
  'MENDOZA',
  'PENA',
  'VILLANUEVA',
];
const FIRST = ['MARIA', 'JOSE', 'ANA', 'CARLO', 'LUISA', 'JUAN', 'NINO', 'ROSARIO', 'MIGUEL', 'LIZA'];

async function insertChunks(db: Kysely<DB>, table: keyof DB, rows: object[], size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
}

function halves(): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let m = 1; m <= 12; m++) {
    const mm = String(m).padStart(2, '0');
    const last = new Date(Date.UTC(YEAR, m, 0)).getUTCDate();
    out.push({ start: `${YEAR}-${mm}-01`, end: `${YEAR}-${mm}-15` });
    out.push({ start: `${YEAR}-${mm}-16`, end: `${YEAR}-${mm}-${last}` });
  }
  return out;
}

/** The company with its employer details, N employees with TINs, and their year of payslips. */
export async function seed(db: Kysely<DB>): Promise<number> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Year-end Corporation', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_employer')
    .values({
      company_id: company.id,
      registered_name: 'BENCH YEAR-END CORPORATION',
      address: '123 Ayala Avenue, Makati City',
      zip: '1226',
      tin: '123-456-789',
      branch_code: '0000',
      rdo_code: '050',
      sss_er_no: null,
      sss_branch: '000',
      philhealth_pen: null,
      pagibig_er_id: null,
      contact_no: null,
      email: null,
      updated_by: null,
      signatory_name: 'Maria Santos',
      signatory_position: 'HR Manager',
      updated_at: now,
    })
    .execute();
  const status = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', 'Active')
    .executeTakeFirst();
  const people = Array.from({ length: EMPLOYEES }, (_, i) => ({
    employee_code: `Y${String(i + 1).padStart(5, '0')}`.slice(-5),
    first_name: FIRST[(i * 7) % FIRST.length],
    last_name: `${LAST[i % LAST.length]} ${i + 1}`,
    middle_name: LAST[(i * 3) % LAST.length],
    is_approver: 0,
    company_id: company.id,
    status_id: status?.id ?? null,
    tin: `${String(100_000_000 + i).slice(0, 3)}-${String(100_000_000 + i).slice(3, 6)}-${String(100_000_000 + i).slice(6, 9)}-000`,
    date_hired: i % 50 === 0 ? `${YEAR}-03-01` : '2019-06-01',
    created_at: now,
    updated_at: now,
  }));
  await insertChunks(db, 'employees', people);
  const ids = (
    await db.selectFrom('employees').select('id').where('company_id', '=', company.id).orderBy('id').execute()
  ).map((r) => r.id);
  const periods = halves();
  let batch: object[] = [];
  for (const [index, id] of ids.entries()) {
    const basic = 10_000_00 + (index % 40) * 1_000_00;
    const mandatories = Math.round(basic * 0.07);
    const taxable = basic - mandatories;
    const wtax = Math.max(0, Math.round((taxable - 10_417_00) * 0.15));
    for (const p of periods) {
      batch.push({
        employee_id: id,
        start_date: p.start,
        end_date: p.end,
        pay_period: 'Semi-monthly',
        kind: 'regular',
        gross_base: basic,
        gross_pay: basic + 1_000_00,
        mandatories_total: mandatories,
        wtax,
        deductions_total: 0,
        loans_total: 0,
        total_deductions: mandatories + wtax,
        net_pay: basic + 1_000_00 - mandatories - wtax,
        employer_total: 0,
        snapshot: '{"payslip":{}}',
        created_by: null,
        created_at: now,
        basic_earned: basic,
        taxable_compensation: taxable,
        benefits_total: 1_000_00,
      });
    }
    batch.push({
      employee_id: id,
      start_date: `${YEAR}-01-01`,
      end_date: `${YEAR}-12-31`,
      pay_period: 'Semi-monthly',
      kind: 'thirteenth',
      gross_base: 0,
      gross_pay: basic * 2,
      mandatories_total: 0,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: 0,
      net_pay: basic * 2,
      employer_total: 0,
      snapshot: '{"payslip":{}}',
      created_by: null,
      created_at: now,
      basic_earned: 0,
      taxable_compensation: 0,
      benefits_total: basic * 2,
    });
    if (batch.length >= 5_000) {
      await insertChunks(db, 'payslips', batch, 400);
      batch = [];
    }
  }
  await insertChunks(db, 'payslips', batch, 400);
  return company.id;
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
  const companyId = await seed(prepared.deps.db);
  const seedMs = Math.round(performance.now() - t0);
  await prepared.database.close();
  const server = await startServer(bench);
  try {
    const base = `${server.base}/api/compliance`;
    const q = `company_id=${companyId}&period=${YEAR}`;
    const json: number[] = [];
    const file: number[] = [];
    let datBytes = 0;
    for (let r = 0; r < RUNS + 1; r++) {
      const a = await timed(`${base}/alphalist?${q}`, server.token);
      const f = await timed(`${base}/alphalist?${q}&format=file`, server.token);
      if (a.status !== 200 || f.status !== 200) throw new Error(`alphalist answered ${a.status}/${f.status}`);
      datBytes = f.bytes;
      if (r > 0) {
        json.push(a.ms);
        file.push(f.ms);
      }
    }
    const pdf = await timed(`${base}/bir2316?${q}&format=pdf`, server.token);
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
if (main && !postgresOnly) console.log(JSON.stringify(await runOne('sqlite', undefined, 5393 + 200)));
if (main && process.env.BENCH_DATABASE_URL)
  console.log(JSON.stringify(await runOne('postgres', process.env.BENCH_DATABASE_URL, 5393 + 201)));
