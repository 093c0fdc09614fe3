/**
 * Backup benchmark (issue 25 §1): N employees (default 10,000, the employees benchmark's
 * generator) and a year of semi-monthly payslips each (24, stored like processed payslips with a
 * synthetic ~1.5 KB snapshot: the rows are generated directly, not computed by the payroll), in a
 * fresh SQLite database (and PostgreSQL when BENCH_DATABASE_URL names a scratch database: its
 * `public` schema is dropped and recreated). Times `createBackup` and `restoreBackup` (into a new
 * SQLite file / a new schema of the same database) and prints one JSON line per dialect with the
 * time and size.
 *   npx tsx bench/backup/run.ts [--employees 10000] [--periods 24] [--postgres-only]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createBackup } from '../../apps/server/src/platform/backup/backup.ts';
import { restoreBackup } from '../../apps/server/src/platform/backup/restore.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { dropDatabase } from '../../apps/server/src/test/pgClient.ts';
import { generate } from '../lib/employees.ts';
import { arg, insertChunks } from '../lib/seed.ts';
import { resetPostgres } from '../lib/server.ts';

const EMPLOYEES = arg('employees', 10_000);
const PERIODS = arg('periods', 24);

function periods(): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let m = 1; out.length < PERIODS; m++) {
    const mm = String(((m - 1) % 12) + 1).padStart(2, '0');
    const last = new Date(Date.UTC(2025, ((m - 1) % 12) + 1, 0)).getUTCDate();
    out.push({ start: `2025-${mm}-01`, end: `2025-${mm}-15` });
    if (out.length < PERIODS) out.push({ start: `2025-${mm}-16`, end: `2025-${mm}-${last}` });
  }
  return out;
}

async function build(databaseUrl: string, dataDir: string): Promise<number> {
  const config = loadConfig({
    HRIS_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.startsWith('postgres') ? databaseUrl : `file:${databaseUrl}`,
    HRIS_ADMIN_PASSWORD: 'Bench#12345',
  });
  const { database, deps } = await prepare(config, systemClock);
  try {
    await generate(deps.db, EMPLOYEES);
    const ids = (await deps.db.selectFrom('employees').select('id').execute()).map((r) => r.id);
    const now = new Date().toISOString();
    const lines = Array.from({ length: 12 }, (_, i) => ({
      label: `Line ${i}`,
      amount: 123456 + i,
      days: 11,
    }));
    let n = 0;
    for (const p of periods()) {
      const rows = ids.map((id) => {
        const gross = 2_000_000 + (id % 500) * 1000;
        return {
          employee_id: id,
          start_date: p.start,
          end_date: p.end,
          pay_period: `${p.start}/${p.end.slice(8)}`,
          void_reason: null,
          gross_base: gross,
          gross_pay: gross,
          mandatories_total: 150_000,
          wtax: 120_000,
          deductions_total: 10_000,
          loans_total: 0,
          total_deductions: 280_000,
          net_pay: gross - 280_000,
          employer_total: 200_000,
          snapshot: JSON.stringify({
            employeeId: id,
            period: p,
            earnings: lines,
            deductions: lines.slice(0, 4),
          }),
          created_by: null,
          created_at: now,
          voided_by: null,
          voided_at: null,
          pay_date: null,
        };
      });
      await insertChunks(deps.db, 'payslips', rows, 200);
      n += rows.length;
    }
    return n;
  } finally {
    await database.close();
  }
}

async function bench(dialect: 'sqlite' | 'postgres', url: string | undefined): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-bench-backup-'));
  try {
    const source = url ?? path.join(dir, 'sahod.sqlite');
    if (url) await resetPostgres(url);
    const t0 = performance.now();
    const payslips = await build(source, dir);
    const generateMs = performance.now() - t0;
    const t1 = performance.now();
    const backup = await createBackup({ databaseUrl: source, dir: path.join(dir, 'backups') });
    const backupMs = performance.now() - t1;
    let target = path.join(dir, 'restored', 'sahod.sqlite');
    if (url) {
      // A scratch database next to the source: same server, new database.
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await dropDatabase(c, 'sahod_bench_restore');
      await c.query('create database sahod_bench_restore');
      await c.end();
      const u = new URL(url);
      u.pathname = '/sahod_bench_restore';
      target = u.toString();
    }
    const t2 = performance.now();
    await restoreBackup({ archive: backup.file, databaseUrl: target });
    const restoreMs = performance.now() - t2;
    if (url) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await dropDatabase(c, 'sahod_bench_restore');
      await c.end();
    }
    const rows = Object.values(backup.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      JSON.stringify({
        dialect,
        employees: EMPLOYEES,
        payslips,
        rows,
        database_part_mb: +((backup.manifest.parts[0]?.size ?? 0) / 1048576).toFixed(1),
        archive_mb: +(backup.size / 1048576).toFixed(1),
        generate_s: +(generateMs / 1000).toFixed(1),
        backup_s: +(backupMs / 1000).toFixed(2),
        restore_s: +(restoreMs / 1000).toFixed(2),
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--postgres-only')) await bench('sqlite', undefined);
if (process.env.BENCH_DATABASE_URL) await bench('postgres', process.env.BENCH_DATABASE_URL);
