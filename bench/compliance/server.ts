/**
 * Compliance outputs through the real server (issue 16 section 4): N employees (default 10,000) of
 * one company, semi-monthly, with government numbers and BPI accounts, and the schedule and
 * timesheet of 2026-10-18..2026-11-30, generated into a fresh SQLite database (and PostgreSQL when
 * BENCH_DATABASE_URL names a scratch database); both November payrolls are processed through
 * POST /api/payroll/create. Then, repeated (median of --runs), GET /api/payroll/fetch of the
 * second payroll (its stored payslips: the same data) and every monthly output of November: SSS,
 * PhilHealth, Pag-IBIG (JSON and file), the 1601-C (JSON and xlsx) and the BPI credit file of the
 * second payroll. Prints one JSON line per dialect with each output's median, its ratio to the
 * payroll fetch, and `target_met` (every monthly output under 2 s).
 *   npx tsx bench/compliance/server.ts [--employees 10000] [--runs 5] [--postgres-only]
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg, employeeDefaults, insertChunks, workdays } from '../lib/seed.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const EMPLOYEES = arg('employees', 10_000);
const RUNS = arg('runs', 5);
const PAYROLLS = [
  { start_date: '2026-11-01', end_date: '2026-11-15' },
  { start_date: '2026-11-16', end_date: '2026-11-30' },
];
const FROM = '2026-10-18';
const TO = '2026-11-30';
const TARGET_MS = 2_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function generate(db: Kysely<DB>): Promise<{ companyId: number; ids: number[] }> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Compliance Corporation', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_employer')
    .values({
      company_id: company.id,
      registered_name: 'BENCH COMPLIANCE CORPORATION',
      address: '1 Ayala Avenue, Makati City',
      zip: '1226',
      tin: '123-456-789',
      branch_code: '0000',
      rdo_code: '050',
      sss_er_no: '03-1234567-8',
      sss_branch: '000',
      philhealth_pen: '01-234567890-1',
      pagibig_er_id: '2012-3456-7890',
      contact_no: '(02) 8123 4567',
      email: 'payroll@bench.ph',
      signatory_name: 'Bench Signatory',
      signatory_position: 'HR Manager',
      updated_at: now,
      updated_by: null,
    })
    .execute();
  const { statusId, taxGroupId } = await employeeDefaults(db, now);
  const ids: number[] = [];
  for (let i = 0; i < EMPLOYEES; i += 400) {
    const rows = await db
      .insertInto('employees')
      .values(
        Array.from({ length: Math.min(400, EMPLOYEES - i) }, (_, k) => {
          const n = i + k;
          return {
            employee_code: pad(n, 5), // employee codes are at most 5 characters (varchar(5))
            first_name: `Bench ${n}`,
            last_name: `Compliance ${n % 97}`,
            is_approver: 0,
            company_id: company.id,
            status_id: statusId,
            pay_period_id: 2,
            monthly_salary: 2_000_000 + (n % 50) * 100_000,
            days: 26,
            hours: 8,
            w_tax_group_id: taxGroupId,
            date_hired: '2020-01-06',
            sss: `34-${pad(n, 7)}-1`,
            philhealth: `12-${pad(n, 9)}-1`,
            pagibig: `1234-${pad(Math.floor(n / 10_000), 4)}-${pad(n % 10_000, 4)}`,
            pay_method: 'Bank',
            bank: 'bpi',
            account_no: pad(n + 1, 10),
            account_name: `Bench ${n}`,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const days = workdays(FROM, TO);
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
    ids.flatMap((employee_id) =>
      days.map((shift_date) => ({
        employee_id,
        shift_date,
        start_time: '08:00:00',
        end_time: '17:00:00',
        lunch_start: null,
        lunch_end: null,
        notes: null,
        ...stamp,
      })),
    ),
  );
  return { companyId: company.id, ids };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  if (databaseUrl) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const { companyId, ids } = await generate(prepared.deps.db);
  await prepared.database.close();
  const server = await startServer(bench);
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    for (const p of PAYROLLS) {
      const res = await fetch(`${server.base}/api/payroll/create`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ employee_ids: ids, ...p }),
      });
      if (!res.ok) throw new Error(`create ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
    const second = PAYROLLS[1]!;
    const c = `company_id=${companyId}`;
    const month = `${c}&period=2026-11`;
    const targets: Record<string, string> = {
      payroll_fetch: `/api/payroll/fetch?${c}&pay_period=Semi-monthly&start_date=${second.start_date}&end_date=${second.end_date}`,
      sss_json: `/api/compliance/sss?${month}`,
      sss_file: `/api/compliance/sss?${month}&format=file`,
      philhealth_json: `/api/compliance/philhealth?${month}`,
      philhealth_file: `/api/compliance/philhealth?${month}&format=file`,
      pagibig_json: `/api/compliance/pagibig?${month}`,
      pagibig_file: `/api/compliance/pagibig?${month}&format=file`,
      bir1601c_json: `/api/compliance/bir1601c?${month}`,
      bir1601c_xlsx: `/api/compliance/bir1601c?${month}&format=xlsx`,
      bank_bpi_file: `/api/compliance/bank?${c}&bank=bpi&start_date=${second.start_date}&end_date=${second.end_date}&format=file&credit_date=2026-11-29&company_code=BENCH&funding_account=3001234567&batch_no=1`,
    };
    const samples: Record<string, number[]> = {};
    const bytes: Record<string, number> = {};
    for (let run = -1; run < RUNS; run++) {
      for (const [name, path] of Object.entries(targets)) {
        const started = performance.now();
        const res = await fetch(`${server.base}${path}`, { headers });
        const body = Buffer.from(await res.arrayBuffer());
        const ms = performance.now() - started;
        if (!res.ok) throw new Error(`${name} ${res.status}: ${body.toString().slice(0, 200)}`);
        bytes[name] = body.length;
        // The first round warms up (JIT, caches) and is not counted.
        if (run >= 0) samples[name] = [...(samples[name] ?? []), ms];
      }
    }
    const fetchMs = median(samples.payroll_fetch!);
    const outputs = Object.fromEntries(
      Object.entries(samples)
        .filter(([name]) => name !== 'payroll_fetch')
        .map(([name, xs]) => [
          name,
          {
            median_ms: Math.round(median(xs)),
            max_ms: Math.round(Math.max(...xs)),
            ratio_to_fetch: Math.round((median(xs) / fetchMs) * 100) / 100,
            bytes: bytes[name],
          },
        ]),
    );
    return {
      bench: 'compliance-server',
      dialect,
      employees: EMPLOYEES,
      runs: RUNS,
      payroll_fetch_median_ms: Math.round(fetchMs),
      outputs,
      target_ms: TARGET_MS,
      target_met: Object.values(outputs).every((o) => o.median_ms < TARGET_MS),
      cpus: os.cpus().length,
    };
  } finally {
    await server.stop();
  }
}

const only = process.argv.includes('--postgres-only');
const main = process.argv[1]?.endsWith('server.ts');
if (main && !only) console.log(JSON.stringify(await runOne('sqlite', undefined, 5395)));
if (main && process.env.BENCH_DATABASE_URL)
  console.log(JSON.stringify(await runOne('postgres', process.env.BENCH_DATABASE_URL, 5396)));
