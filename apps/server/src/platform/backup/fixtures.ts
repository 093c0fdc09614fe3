/**
 * Test fixtures of the backup tests: a file-backed source database with the demo's company,
 * payroll and pay records plus uploaded photos and documents, and empty restore targets
 * (another SQLite file, or a scratch PostgreSQL database), on the dialect the tests run on.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type pg from 'pg';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/connection.ts';
import { seedDemoData } from '../../db/demo.ts';
import { prepare } from '../../server.ts';
import { TestClock } from '../../test/clock.ts';
import { testDialect } from '../../test/harness.ts';
import { dropDatabase, withClient } from '../../test/pgClient.ts';
import { storeFile } from '../files.ts';

export const tmpRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-backup-test-'));

const pgUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SAHOD_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  return url;
};

const admin = <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => withClient(pgUrl(), run);

export interface Source {
  database: Database;
  /** config.databaseUrl of the source (file path or postgres URL). */
  url: string;
  schema: string | undefined;
  clock: TestClock;
  close(): Promise<void>;
}

/** A migrated, seeded source with payroll, pay records, photos and documents. */
export async function createSource(dir: string): Promise<Source> {
  const clock = new TestClock();
  let url: string;
  let schema: string | undefined;
  let database: Database;
  if (testDialect === 'sqlite') {
    url = path.join(dir, 'source.sqlite');
    database = openDatabase(url);
  } else {
    url = pgUrl();
    schema = `t_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`create schema ${schema}`));
    database = openDatabase(url, { searchPath: schema, poolSize: 4 });
  }
  const config = loadConfig({
    HRIS_ADMIN_PASSWORD: 'Admin#12345',
    HRIS_DATA_DIR: dir,
    DATABASE_URL: ':memory:',
  });
  await prepare(config, clock, database, { psgc: false });
  await seedDemoData(database.db, clock);
  for (let i = 0; i < 5; i++) {
    await storeFile(database.db, clock, {
      purpose: 'employee_photo',
      filename: `photo-${i}.png`,
      mime: 'image/png',
      data: randomBytes(20_000 + i),
      createdBy: null,
    });
    await storeFile(database.db, clock, {
      purpose: 'employee_document',
      filename: `document-${i}.pdf`,
      mime: 'application/pdf',
      data: randomBytes(50_000 + i),
      createdBy: null,
    });
  }
  return {
    database,
    url,
    schema,
    clock,
    close: async () => {
      await database.close();
      if (schema) await admin((c) => c.query(`drop schema ${schema} cascade`));
    },
  };
}

export interface Target {
  url: string;
  /** Opens the restored database (PostgreSQL: in the backed-up schema). */
  open(schema: string | undefined): Database;
  drop(): Promise<void>;
}

/** An empty restore target: another SQLite file, or a scratch PostgreSQL database. */
export async function createTarget(dir: string, name = 'restored'): Promise<Target> {
  if (testDialect === 'sqlite') {
    const url = path.join(dir, `${name}.sqlite`);
    return { url, open: () => openDatabase(url), drop: async () => {} };
  }
  const db = `sahod_restore_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${db}`));
  const u = new URL(pgUrl());
  u.pathname = `/${db}`;
  const url = u.toString();
  return {
    url,
    open: (schema) => openDatabase(url, { poolSize: 2, ...(schema ? { searchPath: schema } : {}) }),
    drop: () => admin((c) => dropDatabase(c, db)),
  };
}

function normalise(value: unknown): unknown {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('hex')}`;
  return value;
}

/** Every row of a table as sorted JSON lines (byte columns as hex), for a row-by-row comparison. */
export async function tableRows(database: Database, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
  return rows
    .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalise(v)])))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
