/**
 * Biometric upload benchmark (issue 9): a ZKTeco attlog of 100,000 punches (500 employees x 50
 * working days, about 2.5 months) read and grouped as the browser's worker does (Node here, not
 * timed: bench/biometric times that part), then, against the real server in a separate process,
 * timed:
 *   POST /api/timesheet/verify       the file's codes over every date of its schedule range
 *   POST /api/timesheet/uploadBatch  the adds and the overwrites (about 25,000 day records)
 *   POST /api/timesheet/uploadBatch  the same batch again (everything unchanged, nothing written)
 * 500 Active employees 00001-00500 are generated directly into a fresh database, with a record on
 * each of the first 5 working days that the file overwrites (2,500 overwrites). SQLite, and
 * PostgreSQL when BENCH_DATABASE_URL names a scratch database (its public schema is dropped).
 * Target: verify + uploadBatch under 5 s. Prints one JSON line.
 *   npx tsx bench/biometric-upload/run.ts [--employees 500] [--days 50]
 */
import os from 'node:os';
import { readBiometricFile } from '@sahod/biometric';
import {
  addDaysIso,
  type BiometricVerifyResponse,
  classifyRows,
  daysBetween,
  isLeaveShift,
  type UploadResult,
} from '@sahod/shared';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { generateAttlog } from '../biometric/attlog.ts';
import { benchEnv, resetPostgres, startServer } from '../lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EMPLOYEES = arg('employees', 500);
const DAYS = arg('days', 50);
const PREFILLED_DAYS = 5;

async function generate(db: Kysely<DB>, firstDays: string[]): Promise<void> {
  const at = new Date().toISOString();
  const status = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', 'Active')
    .executeTakeFirst();
  const statusId =
    status?.id ??
    (
      await db
        .insertInto('employment_statuses')
        .values({ name: 'Active', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const employees = Array.from({ length: EMPLOYEES }, (_, i) => ({
    employee_code: String(i + 1).padStart(5, '0'),
    first_name: `First${i + 1}`,
    last_name: `Last${i + 1}`,
    is_approver: 0,
    status_id: statusId,
    created_at: at,
    updated_at: at,
  }));
  const ids: number[] = [];
  for (let i = 0; i < employees.length; i += 500) {
    const rows = await db
      .insertInto('employees')
      .values(employees.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const records = ids.flatMap((employee_id) =>
    firstDays.map((shift_date) => ({
      employee_id,
      shift_date,
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: null,
      lunch_end: null,
      notes: 'typed by hand',
      created_at: at,
      updated_at: at,
      updated_by: null,
    })),
  );
  for (let i = 0; i < records.length; i += 1000) {
    await db
      .insertInto('timesheet_records')
      .values(records.slice(i, i + 1000))
      .execute();
  }
}

async function post<T>(
  base: string,
  token: string,
  path: string,
  body: unknown,
): Promise<{ ms: number; data: T; bytes: number }> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: payload,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, data: JSON.parse(text) as T, bytes: payload.length };
}

const round = (ms: number) => Math.round(ms);

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined, port: number) {
  const { text, punches } = generateAttlog(EMPLOYEES, DAYS);
  const file = readBiometricFile('attlog.txt', new TextEncoder().encode(text));
  const firstDays = [...new Set(file.records.map((r) => r.shift_date))].sort().slice(0, PREFILLED_DAYS);

  const bench = benchEnv(port, databaseUrl);
  const prepared = await prepare(loadConfig(bench.env), systemClock, undefined, { psgc: false });
  await generate(prepared.deps.db, firstDays);
  await prepared.database.close();

  const server = await startServer(bench);
  const { base, token } = server;
  try {
    const codes = [...new Set(file.records.map((r) => r.employee_code))].sort();
    const dates = file.records.map((r) => r.shift_date).sort();
    const start = addDaysIso(dates[0] ?? '', -1);
    const shiftDates = Array.from({ length: daysBetween(start, dates.at(-1) ?? start) + 1 }, (_, i) =>
      addDaysIso(start, i),
    );

    const started = performance.now();
    const verify = await post<BiometricVerifyResponse>(base, token, '/timesheet/verify', {
      employee_codes: codes,
      shift_dates: shiftDates,
    });
    const classified = classifyRows(file.records, verify.data, isLeaveShift);
    const batch = {
      payloadAdd: classified.adding,
      simplifiedOverwrite: classified.overwriting.map((o) => o.row),
    };
    const upload = await post<UploadResult>(base, token, '/timesheet/uploadBatch', batch);
    const totalMs = performance.now() - started;
    const again = await post<UploadResult>(base, token, '/timesheet/uploadBatch', batch);

    const written = upload.data.validQueries.length;
    if (upload.data.failedInserts.length > 0)
      throw new Error(`failures: ${upload.data.failedInserts[0]?.error}`);
    if (again.data.validQueries.length !== 0) throw new Error('the second submit wrote rows');
    return {
      dialect,
      punches,
      day_records: file.records.length,
      adds: classified.adding.length,
      overwrites: classified.overwriting.length,
      written,
      verify_ms: round(verify.ms),
      upload_ms: round(upload.ms),
      upload_body_mb: Math.round((upload.bytes / 1024 / 1024) * 10) / 10,
      verify_plus_upload_ms: round(totalMs),
      second_submit_ms: round(again.ms),
      second_submit_unchanged: again.data.unchanged,
      target_met: totalMs < 5000,
    };
  } finally {
    await server.stop();
  }
}

const results = [await runOne('sqlite', undefined, 5331)];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  await resetPostgres(pgUrl);
  results.push(await runOne('postgres', pgUrl, 5332));
}
console.log(
  JSON.stringify({
    bench: 'biometric-upload',
    targets: { verify_plus_upload_ms: 5000 },
    cpus: os.cpus().length,
    results,
  }),
);
process.exit(0);
