/**
 * `npm run reset-admin -- <username>` run as a real process against a temporary database (a SQLite
 * file, or a fresh PostgreSQL schema through DATABASE_URL): a locked-out installation gets its
 * administrator back, with a new password that signs in.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';
import { systemClock } from '../platform/clock.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { testDialect } from '../test/harness.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCRIPT = path.join(ROOT, 'scripts/reset-admin.mjs');

let env: Record<string, string>;
let url: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (testDialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    env = { DATABASE_URL: url };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-reset-'));
    url = path.join(dir, 'sahod.sqlite');
    env = { HRIS_DATA_DIR: dir };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
afterAll(async () => cleanup());

const reset = (...args: string[]) =>
  run(process.execPath, [SCRIPT, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });

describe('npm run reset-admin', () => {
  it('restores a locked-out administrator and prints a password that works', async () => {
    const database = openDatabase(url, { poolSize: 1 });
    const db = database.db;
    await migrateToLatest(db);
    await seedReference(db, systemClock, { username: 'admin', password: 'Old#password1' });
    // Lock everyone out the way the issue describes, plus a deactivated, rejected account.
    const admin = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('role_permissions')
      .set({ can_view: 0, can_update: 0 })
      .where('role_id', '=', admin.role_id)
      .execute();
    await db
      .updateTable('users')
      .set({ status: 0, approval_status: 'Rejected' })
      .where('id', '=', admin.id)
      .execute();
    // ...whose two-factor device is lost.
    await db
      .insertInto('user_two_factor')
      .values({
        user_id: admin.id,
        secret_enc: 'v1:lost',
        confirmed_at: '2026-11-01T00:00:00.000Z',
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('two_factor_recovery_codes')
      .values({ user_id: admin.id, code_hash: 'x', used_at: null })
      .execute();
    await database.close();

    const { stdout } = await reset('ADMIN');
    const password = /Password: (\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();

    const after = openDatabase(url, { poolSize: 1 });
    try {
      const user = await after.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ status: 1, approval_status: 'Approved', role_id: admin.role_id });
      expect(user.token_version).toBe(admin.token_version + 1);
      expect(await verifyPassword(password as string, user.password_hash)).toBe(true);
      const flags = await after.db
        .selectFrom('role_permissions')
        .select(['can_view', 'can_create', 'can_update', 'can_delete'])
        .where('role_id', '=', user.role_id)
        .execute();
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.every((f) => f.can_view && f.can_create && f.can_update && f.can_delete)).toBe(true);
      const audit = await after.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'reset_admin')
        .execute();
      expect(audit).toHaveLength(1);
      // Two-factor is cleared: the administrator signs in with the password and enrols again.
      expect(await after.db.selectFrom('user_two_factor').select('user_id').execute()).toEqual([]);
      expect(await after.db.selectFrom('two_factor_recovery_codes').select('id').execute()).toEqual([]);
    } finally {
      await after.close();
    }
  }, 60_000);

  it('refuses an unknown username and a missing one, changing nothing', async () => {
    const unknown = await reset('nobody').catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain("No account with the username 'nobody'.");
    const missing = await reset().catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 2 });
    expect((missing as { stderr: string }).stderr).toContain('Usage: npm run reset-admin');
  }, 60_000);
});
