/**
 * Every monthly compliance output for 100,000 employees through the real server (issue 28
 * section 4: each under 10 s). Stores N employees (default 100,000) of one company with government
 * numbers and bank accounts spread over the six bank layouts (BPI, Metrobank, Security Bank, UCPB,
 * BDO, Landbank as csv) and both semi-monthly November payslips each (processed, with the regular
 * snapshot's shares), inserted directly in bulk; then, against the real server, times each output
 * once after one warm-up of the SSS file: SSS, PhilHealth and Pag-IBIG as JSON, file and xlsx, the
 * 1601-C as JSON and xlsx, the credit file of every bank and the payroll register .xlsx of the
 * second payroll. One JSON line per dialect: wall time, server CPU time (from /proc: steadier than
 * wall time on a shared machine), bytes per output, the server's peak RSS and the load average.
 *   npx tsx bench/compliance/large.ts [--employees 100000] [--postgres-only] [--sqlite-only]
 *     [--only sss_xlsx,register_xlsx]
 *   BENCH_DATABASE_URL=postgres://user:pass@localhost:5432/scratch npx tsx bench/compliance/large.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg, employeeDefaults } from '../lib/seed.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const EMPLOYEES = arg('employees', 100_000);
const TARGET_MS = 10_000;
const HALVES = [
  { start: '2026-11-01', end: '2026-11-15' },
  { start: '2026-11-16', end: '2026-11-30' },
];
/** Bank codes and account lengths: the five own layouts and Landbank (csv). */
const BANKS = [
  ['bpi', 10],
  ['metrobank', 10],
  ['securitybank', 13],
  ['ucpb', 12],
  ['bdo', 12],
  ['landbank', 10],
] as const;
const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlos', 'Liza', 'Miguel', 'Grace'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

async function generate(db: Kysely<DB>): Promise<number> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench 100k Corporation', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_employer')
    .values({
      company_id: company.id,
      registered_name: 'BENCH 100K CORPORATION',
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
  const dept = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Operations', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { statusId, taxGroupId } = await employeeDefaults(db, now);
  const ids: { id: number; salary: number }[] = [];
  for (let i = 0; i < EMPLOYEES; i += 400) {
    const rows = Array.from({ length: Math.min(400, EMPLOYEES - i) }, (_, k) => {
      const n = i + k;
      const [bank, digits] = BANKS[n % BANKS.length]!;
      return {
        employee_code: `C${n.toString(36).toUpperCase().padStart(4, '0')}`,
        first_name: FIRST[n % FIRST.length]!,
        last_name: `${LAST[(n * 7) % LAST.length]} ${n % 1000}`,
        is_approver: 0,
        company_id: company.id,
        department_id: dept.id,
        status_id: statusId,
        pay_period_id: 2,
        monthly_salary: 1_800_000 + (n % 97) * 100_000,
        days: 26,
        hours: 8,
        w_tax_group_id: taxGroupId,
        date_hired: '2020-01-06',
        sss: `34-${pad(n, 7)}-1`,
        philhealth: `12-${pad(n, 9)}-1`,
        pagibig: `1234-${pad(Math.floor(n / 10_000), 4)}-${pad(n % 10_000, 4)}`,
        pay_method: 'Bank',
        bank,
        account_no: pad(n + 1, digits),
        account_name: `Bench ${n}`,
        created_at: now,
        updated_at: now,
      };
    });
    const out = await db.insertInto('employees').values(rows).returning('id').execute();
    for (const [k, r] of out.entries()) ids.push({ id: r.id, salary: rows[k]!.monthly_salary });
  }
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto('payslips')
      .values(batch as never)
      .execute();
    batch = [];
  };
  for (const { id, salary } of ids) {
    for (const period of HALVES) {
      const half = Math.round(salary / 2);
      const mandatories = { SSS: 50_000, PhilHealth: Math.round(half * 0.025), 'Pag-IBIG': 10_000 };
      const mandatoriesTotal = mandatories.SSS + mandatories.PhilHealth + mandatories['Pag-IBIG'];
      const taxable = half - mandatoriesTotal;
      const wtax = Math.max(0, Math.round((taxable - 1_041_700) * 0.15));
      const net = half - mandatoriesTotal - wtax;
      const employerShares = {
        SSS: 100_000,
        'SSS EC': 1_000,
        PhilHealth: mandatories.PhilHealth,
        'Pag-IBIG': 10_000,
      };
      const employerTotal = 111_000 + mandatories.PhilHealth;
      const payslip = {
        period,
        rates: { monthly_rate: salary, daily_rate: Math.round(salary / 26), hourly_rate: 0 },
        gross_breakdown: { 'Basic Pay': half },
        gross_base: half,
        earnings: {},
        earningsTotal: 0,
        gross_pay: half,
        mandatories_breakdown: mandatories,
        mandatoriesTotal,
        deductions_breakdown: { WTax: wtax },
        deductions: {},
        deductionsTotal: 0,
        wtax,
        taxable_compensation: taxable,
        loans_breakdown: [],
        loansTotal: 0,
        total_deductions: mandatoriesTotal + wtax,
        net_pay: net,
        employer_shares: employerShares,
        employer_total: employerTotal,
      };
      batch.push({
        employee_id: id,
        kind: 'regular',
        pay_date: null,
        start_date: period.start,
        end_date: period.end,
        pay_period: 'Semi-monthly',
        void_reason: null,
        gross_base: half,
        gross_pay: half,
        mandatories_total: mandatoriesTotal,
        wtax,
        deductions_total: 0,
        loans_total: 0,
        total_deductions: mandatoriesTotal + wtax,
        net_pay: net,
        employer_total: employerTotal,
        basic_earned: half,
        taxable_compensation: taxable,
        benefits_total: 0,
        snapshot: JSON.stringify({ payslip, loans_summary: [] }),
        created_by: null,
        created_at: now,
      });
      if (batch.length >= 400) await flush();
    }
  }
  await flush();
  return company.id;
}

/** The CPU time (user + system, all threads) the process has used so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** The process's peak resident set size so far (VmHWM), in MB. */
function peakRssMb(pid: number): number | null {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  // --reuse (PostgreSQL): the company stored by an earlier run of as many employees is timed again.
  const reuse = databaseUrl !== undefined && process.argv.includes('--reuse');
  if (databaseUrl && !reuse) await resetPostgres(databaseUrl);
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const seedStarted = performance.now();
  const stored = reuse
    ? await prepared.deps.db
        .selectFrom('companies as c')
        .innerJoin('employees as e', 'e.company_id', 'c.id')
        .select((eb) => ['c.id', eb.fn.countAll<number>().as('n')])
        .where('c.name', '=', 'Bench 100k Corporation')
        .groupBy('c.id')
        .executeTakeFirst()
    : undefined;
  if (reuse && Number(stored?.n) !== EMPLOYEES)
    throw new Error('--reuse: no stored company of as many employees');
  const companyId = stored ? stored.id : await generate(prepared.deps.db);
  const seedMs = Math.round(performance.now() - seedStarted);
  await prepared.database.close();
  // --keep: the data directory stays (for EXPLAIN and query timings afterwards).
  const keep = process.argv.includes('--keep');
  if (keep) console.error('data directory', bench.dataDir);
  const server = await startServer(bench, !keep);
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const c = `company_id=${companyId}`;
    const month = `${c}&period=2026-11`;
    const second = HALVES[1]!;
    const bankOf = (bank: string) =>
      `/api/compliance/bank?${c}&bank=${bank}&start_date=${second.start}&end_date=${second.end}&format=file&credit_date=2026-11-29&company_code=BENCH&funding_account=${{ bpi: '3001234567', securitybank: '3001234567890', ucpb: '300123456789' }[bank] ?? ''}&batch_no=1&branch_code=123&bank_code=0010`;
    const targets: Record<string, string> = {
      sss_json: `/api/compliance/sss?${month}`,
      sss_file: `/api/compliance/sss?${month}&format=file`,
      sss_xlsx: `/api/compliance/sss?${month}&format=xlsx`,
      philhealth_json: `/api/compliance/philhealth?${month}`,
      philhealth_file: `/api/compliance/philhealth?${month}&format=file`,
      philhealth_xlsx: `/api/compliance/philhealth?${month}&format=xlsx`,
      pagibig_json: `/api/compliance/pagibig?${month}`,
      pagibig_file: `/api/compliance/pagibig?${month}&format=file`,
      pagibig_xlsx: `/api/compliance/pagibig?${month}&format=xlsx`,
      bir1601c_json: `/api/compliance/bir1601c?${month}`,
      bir1601c_xlsx: `/api/compliance/bir1601c?${month}&format=xlsx`,
      bank_bpi: bankOf('bpi'),
      bank_metrobank: bankOf('metrobank'),
      bank_securitybank: bankOf('securitybank'),
      bank_ucpb: bankOf('ucpb'),
      bank_bdo: bankOf('bdo'),
      bank_csv: bankOf('csv'),
      register_xlsx: `/api/payroll/register.xlsx?${c}&pay_period=Semi-monthly&start_date=${second.start}&end_date=${second.end}`,
    };
    const warmUp = targets.sss_file;
    // --only sss_xlsx,register_xlsx: time only the named outputs.
    const only = process.argv.find((a) => a.startsWith('--only'))
      ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',')
      : null;
    if (only) for (const name of Object.keys(targets)) if (!only.includes(name)) delete targets[name];
    // One warm-up (JIT, caches) before the timed requests.
    await (await fetch(`${server.base}${warmUp}`, { headers })).arrayBuffer();
    const outputs: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(targets)) {
      const cpu0 = cpuMs(server.pid);
      const started = performance.now();
      const res = await fetch(`${server.base}${path}`, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = Math.round(performance.now() - started);
      const serverCpuMs = cpuMs(server.pid) - cpu0;
      outputs[name] = res.ok
        ? { ms, server_cpu_ms: serverCpuMs, bytes: body.length, target_met: ms < TARGET_MS }
        : { status: res.status, ms, error: body.toString().slice(0, 160) };
      console.error(dialect, name, JSON.stringify(outputs[name]), `load ${os.loadavg()[0]?.toFixed(1)}`);
    }
    return {
      bench: 'compliance-large',
      dialect,
      employees: EMPLOYEES,
      seed_ms: seedMs,
      outputs,
      server_peak_rss_mb: peakRssMb(server.pid),
      target_ms: TARGET_MS,
      target_met: Object.values(outputs).every((o) => (o as { target_met?: boolean }).target_met === true),
      load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
      cpus: os.cpus().length,
    };
  } finally {
    await server.stop();
  }
}

const sqliteOnly = process.argv.includes('--sqlite-only');
if (!process.argv.includes('--postgres-only'))
  console.log(JSON.stringify(await runOne('sqlite', undefined, Number(process.env.BENCH_PORT ?? 5618))));
if (process.env.BENCH_DATABASE_URL && !sqliteOnly)
  console.log(
    JSON.stringify(
      await runOne(
        'postgres',
        process.env.BENCH_DATABASE_URL,
        Number(process.env.BENCH_PORT_POSTGRES ?? 5428),
      ),
    ),
  );
