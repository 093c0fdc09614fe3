/**
 * Pay records benchmark: 1,000 employees with a month of pay inputs (100 earnings records and 100
 * deductions records of 50 lines each: 10,000 lines; 1,000 salary loans of 12 payments) generated
 * directly into a fresh SQLite database (and PostgreSQL when BENCH_DATABASE_URL names a scratch
 * database), then the real server (separate process) timed one request at a time on
 *   GET /api/EarningsRecords/fetch, GET /api/SalaryLoan/fetch, GET /api/SalaryLoan/fetchLoan,
 *   POST /api/EarningsRecords/createEmp (200 lines at once), POST /api/SalaryLoan/create (360 terms)
 * and, in process, payInputsForPeriod for all 1,000 employees (what payroll reads). Prints one JSON
 * line. Targets (median): records fetch under 250 ms, loan list under 100 ms, each write under
 * 150 ms, payroll inputs under 250 ms.
 *   npx tsx bench/pay-records/run.ts [--employees 1000] [--runs 20]
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { payInputsForPeriod } from '../../apps/server/src/modules/earningsdeductions/payrollInputs.ts';
import { paymentSchedule } from '../../apps/server/src/modules/salaryloan/service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 1000);
const RUNS = arg('runs', 20);
const LINES_PER_RECORD = 50;
const RECORDS = 100;
const MONTH = '2026-11';

async function generate(db: Kysely<DB>): Promise<number[]> {
  const now = new Date().toISOString();
  const employees = await db
    .insertInto('employees')
    .values(
      Array.from({ length: EMPLOYEES }, (_, i) => ({
        employee_code: `B${String(i).padStart(4, '0')}`,
        first_name: `Bench ${i}`,
        last_name: 'Worker',
        is_approver: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const ids = employees.map((e) => e.id);
  const earningsCategories = await db.selectFrom('earnings_categories').select(['id']).execute();
  const deductionsCategories = await db.selectFrom('deductions_categories').select(['id']).execute();
  for (const kind of ['earnings', 'deductions'] as const) {
    const categories = kind === 'earnings' ? earningsCategories : deductionsCategories;
    for (let r = 0; r < RECORDS; r++) {
      const record = await db
        .insertInto(`${kind}_records` as 'earnings_records')
        .values({
          category_id: (categories[r % categories.length] as { id: number }).id,
          effective_date: `${MONTH}-${String((r % 28) + 1).padStart(2, '0')}`,
          total_amount: 1_000_000,
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto(`${kind}_record_lines` as 'earnings_record_lines')
        .values(
          Array.from({ length: LINES_PER_RECORD }, (_, k) => ({
            record_id: record.id,
            employee_id: ids[(r * LINES_PER_RECORD + k) % ids.length] as number,
            amount: 100 + ((r + k) % 900) * 100,
            input_column: '',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  }
  const loanType = await db.selectFrom('loan_types').select('id').executeTakeFirstOrThrow();
  for (const [n, employee] of ids.entries()) {
    const loan = await db
      .insertInto('salary_loans')
      .values({
        employee_id: employee,
        loan_type_id: loanType.id,
        release_date: '2026-06-01',
        deduction_start_date: '2026-06-15',
        loan_amount: 1_200_000 + n,
        payment_terms: 12,
        comments: '',
        status: 'Active',
        total_amount_paid: 0,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('loan_payments')
      .values(
        paymentSchedule(1_200_000 + n, 12).map((p) => ({
          ...p,
          loan_id: loan.id,
          updated_at: now,
          updated_by: null,
        })),
      )
      .execute();
  }
  return ids;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { median_ms: round(at(0.5)), p95_ms: round(at(0.95)), runs: sorted.length };
}

async function timed(
  url: string,
  token: string,
  init: RequestInit = {},
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) };
}

async function repeat(runs: number, call: (i: number) => Promise<{ ms: number }>) {
  for (let i = 0; i < 3; i++) await call(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push((await call(i)).ms);
  return stats(samples);
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock);
  const ids = await generate(prepared.deps.db);
  const inputsSamples: number[] = [];
  for (let i = 0; i < 3 + RUNS; i++) {
    const started = performance.now();
    const inputs = await payInputsForPeriod(prepared.deps.db, ids, `${MONTH}-01`, `${MONTH}-30`);
    if (i >= 3) inputsSamples.push(performance.now() - started);
    if (inputs.size !== ids.length) throw new Error('payroll inputs missing employees');
  }
  await prepared.database.close();

  const server = await startServer(bench);
  const { base, token } = server;
  try {
    const recordsFetch = await repeat(RUNS, () => timed(`${base}/api/EarningsRecords/fetch`, token));
    const loanList = await repeat(RUNS, () => timed(`${base}/api/SalaryLoan/fetch`, token));
    const fetchLoan = await repeat(RUNS, (i) =>
      timed(`${base}/api/SalaryLoan/fetchLoan?loan_id=${Math.abs(i) + 1}`, token),
    );
    const categories = (await timed(`${base}/api/EarningsCategories/fetch`, token)).body as {
      code: number;
    }[];
    const loanType = await timed(`${base}/api/dropdown/dropdown_handler?DD=loan_type`, token);
    const typeId = (loanType.body as { code: number | null }[]).find((t) => t.code !== null)?.code;
    const createEmp = await repeat(RUNS, async () => {
      const record = (
        await timed(`${base}/api/EarningsRecords/create`, token, {
          method: 'POST',
          body: JSON.stringify({
            category_id: categories[0]?.code,
            effective_date: `${MONTH}-15`,
            total_amount: 1000,
          }),
        })
      ).body as { code: number };
      return timed(`${base}/api/EarningsRecords/createEmp`, token, {
        method: 'POST',
        body: JSON.stringify(
          ids.slice(0, 200).map((employee_id) => ({ record_id: record.code, employee_id, amount: 1 })),
        ),
      });
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const createLoan = await repeat(RUNS, (i) =>
      timed(`${base}/api/SalaryLoan/create`, token, {
        method: 'POST',
        body: JSON.stringify({
          employee_id: ids[Math.abs(i)],
          loan_type_id: typeId,
          release_date: today,
          deduction_start_date: today,
          loan_amount: 123456.78,
          payment_terms: 360,
        }),
      }),
    );
    const payrollInputs = stats(inputsSamples);
    return {
      dialect,
      employees: ids.length,
      lines: RECORDS * LINES_PER_RECORD * 2,
      loans: ids.length,
      earnings_records_fetch: recordsFetch,
      salary_loan_fetch: loanList,
      salary_loan_fetch_loan: fetchLoan,
      create_emp_200_lines: createEmp,
      create_loan_360_terms: createLoan,
      payroll_inputs_all_employees: payrollInputs,
      target_met:
        recordsFetch.median_ms < 250 &&
        loanList.median_ms < 100 &&
        createEmp.median_ms < 150 &&
        createLoan.median_ms < 150 &&
        payrollInputs.median_ms < 250,
    };
  } finally {
    await server.stop();
  }
}

const results = [await runOne('sqlite', undefined, 5321)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, 5322));
}
console.log(JSON.stringify({ bench: 'pay-records', cpus: os.cpus().length, results }));
process.exit(0);
