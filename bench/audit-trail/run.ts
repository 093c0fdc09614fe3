/**
 * Audit Trail benchmark (issue 25 §3): a million audit entries (generated in SQL: 200 users, 50
 * operations, 20,000 records, spread over a year; details ~150 bytes) in a fresh SQLite database,
 * and in PostgreSQL when BENCH_DATABASE_URL names a scratch database (its `public` schema is
 * dropped and recreated). Times pages of 10,000 entries through the Audit Trail's own query
 * (newest, deep keyset page, by user, by entity + dates, by record) and prints one JSON line per
 * dialect. Target: under 300 ms a page.
 *   npx tsx bench/audit-trail/run.ts [--entries 1000000] [--postgres-only] [--no-fill: PostgreSQL already filled by an earlier run]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { auditPage } from '../../apps/server/src/modules/audittrail/service.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { prepare } from '../../apps/server/src/server.ts';
import { arg } from '../lib/seed.ts';
import { resetPostgres } from '../lib/server.ts';

const ENTRIES = arg('entries', 1_000_000);

async function fill(db: Kysely<DB>, postgres: boolean): Promise<void> {
  const series = postgres
    ? sql`select g as n from generate_series(1, ${ENTRIES}) g`
    : sql`with recursive s(n) as (select 1 union all select n + 1 from s where n < ${ENTRIES}) select n from s`;
  const at = postgres
    ? sql`timestamptz '2025-11-01T00:00:00Z' + (n * interval '31 seconds')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2025-11-01T00:00:00Z', '+' || (n * 31) || ' seconds')`;
  const text = (e: unknown) => (postgres ? sql`(${e})::text` : sql`cast(${e} as text)`);
  await sql`insert into audit_log (at, user_id, username, ip, action, entity, entity_id, details, request_id, prev_hash, hash)
    select ${at}, n % 200 + 1, 'user' || ${text(sql`n % 200 + 1`)}, '10.0.0.1', 'update',
      '/api/module' || ${text(sql`n % 50`)} || '/update', ${text(sql`n % 20000`)},
      '{"before":{"basic_salary":' || ${text(sql`n`)} || ',"nickname":"old"},"after":{"basic_salary":' || ${text(sql`n + 100`)} || ',"nickname":"new"}}',
      'req-' || ${text(sql`n`)}, '${sql.raw('0'.repeat(64))}', '${sql.raw('f'.repeat(64))}'
    from (${series}) s`.execute(db);
  if (postgres) await sql`analyze audit_log`.execute(db);
  else await sql`analyze`.execute(db);
}

/** The median of 5 timed runs after one warm-up (one run on a shared machine is noise). */
async function time(
  label: string,
  run: () => Promise<{ rows: unknown[] }>,
): Promise<[string, number, number]> {
  await run(); // warm
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const page = await run();
    JSON.stringify(page);
    times.push(performance.now() - t0);
    rows = page.rows.length;
  }
  times.sort((a, b) => a - b);
  return [label, Math.round(times[2] ?? 0), rows];
}

async function bench(databaseUrl: string, dialect: string): Promise<void> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, HRIS_ADMIN_PASSWORD: 'Bench#12345' });
  const { database, deps } = await prepare(config, systemClock);
  try {
    const t0 = performance.now();
    if (dialect === 'sqlite' || !process.argv.includes('--no-fill'))
      await fill(deps.db, dialect === 'postgres');
    const fillMs = Math.round(performance.now() - t0);
    const q = { limit: 10_000 };
    const results = [
      await time('newest', () => auditPage(deps.db, q, false)),
      await time('deep keyset (before_id 500000)', () =>
        auditPage(deps.db, { ...q, before_id: 500_000 }, false),
      ),
      await time('by user', () => auditPage(deps.db, { ...q, user_id: 17 }, false)),
      await time('by entity + month', () =>
        auditPage(deps.db, { ...q, entity: '/api/module7', from: '2026-03-01', to: '2026-03-31' }, false),
      ),
      await time('by record id', () => auditPage(deps.db, { ...q, entity_id: '4242' }, true)),
      await time('newest, pay shown (no masking)', () => auditPage(deps.db, q, true)),
    ];
    console.log(
      JSON.stringify({
        dialect,
        entries: ENTRIES,
        fill_ms: fillMs,
        pages_ms: Object.fromEntries(results.map(([l, ms, n]) => [l, { ms, rows: n }])),
      }),
    );
  } finally {
    await database.close();
  }
}

if (!process.argv.includes('--postgres-only')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-audit-bench-'));
  try {
    await bench(`file:${path.join(dir, 'bench.sqlite')}`, 'sqlite');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  if (!process.argv.includes('--no-fill')) await resetPostgres(pgUrl);
  await bench(pgUrl, 'postgres');
}
