// How to write integration tests with this harness, on both dialects: CONTRIBUTING.md
/**
 * Integration test harness: a fresh database per test file (in-memory SQLite, or a fresh
 * PostgreSQL schema when SAHOD_TEST_DIALECT=postgres and TEST_DATABASE_URL are set), the real app
 * through `app.inject`, and factories that create users with chosen permissions.
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ModuleKey, PermissionFlag } from '@sahod/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/connection.ts';
import { ensureRole, grantModules } from '../db/seed.ts';
import type { App, AppDeps } from '../deps.ts';
import { hashPassword } from '../platform/passwords.ts';
import { setUat } from '../platform/uat.ts';
import { prepare } from '../server.ts';
import { TestClock } from './clock.ts';
import { withClient } from './pgClient.ts';

export const ADMIN_PASSWORD = 'Admin#12345';
export const USER_PASSWORD = 'User#123456';

export const testDialect = process.env.SAHOD_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

async function openTestDatabase(
  sqliteFile = false,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDialect === 'sqlite' && sqliteFile) {
    // A file another connection can open (payroll fetch workers, issue 28), removed after the file.
    const file = path.join(os.tmpdir(), `sahod-test-${randomBytes(6).toString('hex')}.sqlite`);
    return {
      database: openDatabase(file),
      drop: async () => {
        for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      },
    };
  }
  if (testDialect === 'sqlite') return { database: openDatabase(':memory:'), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SAHOD_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`create schema ${schema}`));
  const database = openDatabase(url, { searchPath: schema, poolSize: 4 });
  return {
    database,
    drop: async () => {
      await withClient(url, (c) => c.query(`drop schema ${schema} cascade`));
    },
  };
}

export interface Harness {
  app: App;
  deps: AppDeps;
  clock: TestClock;
  /** Signs in and returns the bearer token (throws when sign-in fails). */
  login(username: string, password?: string): Promise<string>;
  /** Creates an approved, active user whose role has exactly these flags. */
  createUser(options?: {
    grants?: ReadonlyArray<{ key: ModuleKey } & Partial<Record<PermissionFlag, boolean>>>;
    status?: 0 | 1;
    approval?: 'For Approval' | 'Rejected' | 'Approved';
  }): Promise<{ id: number; username: string; roleId: number }>;
  close(): Promise<void>;
}

let counter = 0;

export async function createHarness(
  options: {
    env?: Record<string, string>;
    /** Load the PSGC address hierarchy (~0.5 s on SQLite, ~1 s on PostgreSQL): only address tests need it. */
    psgc?: boolean;
    /** SQLite: a database file instead of memory (a second connection can open it). */
    sqliteFile?: boolean;
  } = {},
): Promise<Harness> {
  const clock = new TestClock();
  const { database, drop } = await openTestDatabase(options.sqliteFile === true);
  const config = loadConfig({
    HRIS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HRIS_DATA_DIR: '/tmp/sahod-test',
    DATABASE_URL: ':memory:',
    // Tests sign in with passwords; the two-factor requirement's own tests turn it on.
    HRIS_REQUIRE_TWO_FACTOR: 'false',
    ...options.env,
  });
  const { deps } = await prepare(config, clock, database, { psgc: options.psgc === true });
  // Tests run as a UAT installation (the DEV/UAT tools answer); uat.test.ts turns it off.
  await setUat(deps.db, clock, true);
  const app = await buildApp({ ...deps, webDir: undefined });
  await app.ready();

  const login = async (username: string, password = USER_PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: `10.0.${counter % 250}.${(counter++ % 250) + 1}`,
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  const createUser: Harness['createUser'] = async (opts = {}) => {
    const n = ++counter;
    const now = clock.now().toISOString();
    const roleId = await ensureRole(deps.db, clock, `Test Role ${n}`);
    await grantModules(deps.db, roleId, opts.grants ?? []);
    const username = `user${n}`;
    const row = await deps.db
      .insertInto('users')
      .values({
        username,
        username_key: username,
        name: `Test User ${n}`,
        password_hash: await hashPassword(USER_PASSWORD),
        role_id: roleId,
        employee_id: null,
        company_id: null,
        department_id: null,
        designation_id: null,
        status: opts.status ?? 1,
        approval_status: opts.approval ?? 'Approved',
        token_version: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, username, roleId };
  };

  return {
    app,
    deps,
    clock,
    login,
    createUser,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
