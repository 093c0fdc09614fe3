/**
 * Opens the database for either dialect and makes both return the same JavaScript values:
 * PostgreSQL's int8/numeric become numbers, timestamptz becomes an ISO-8601 UTC string and date
 * stays 'yyyy-MM-dd', exactly what SQLite hands back for the same columns.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config.ts';
import { auditAtCommit } from '../platform/audit-commit.ts';
import { nameHotStatements } from './hot-statements.ts';
import { cachingDatabase } from './statement-cache.ts';
import type { DB } from './types.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

type Parser = (value: string) => unknown;

/**
 * pg asks for a parser for every column of every result: the text-format ones are made once per
 * type and reused (asking anew cost a few percent of a simple request's CPU).
 */
const textParsers = new Map<number, Parser>();

function pgTypeParser(oid: number, format?: string): Parser {
  if (format !== undefined && format !== 'text') return makeParser(oid, format);
  let parser = textParsers.get(oid);
  if (!parser) {
    parser = makeParser(oid, 'text');
    textParsers.set(oid, parser);
  }
  return parser;
}

function makeParser(oid: number, format: string): Parser {
  switch (oid) {
    case PG_INT8:
    case PG_NUMERIC:
      return (v) => Number(v);
    case PG_DATE:
      return (v) => v;
    case PG_TIMESTAMPTZ:
      return (v) => new Date(v).toISOString();
    case PG_TIMESTAMP:
      return (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString();
    default:
      return pg.types.getTypeParser(oid, format as 'text');
  }
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests run each file in a fresh schema). */
  searchPath?: string;
  poolSize?: number;
}

/**
 * How to open another connection to the database a Kysely instance was opened on (issue 28: payroll
 * fetch workers read their own batches on their own connection). Unknown for an in-memory SQLite
 * database (another connection would see an empty one) and for a transaction.
 */
export interface Reopen {
  url: string;
  options: OpenOptions;
}
const reopens = new WeakMap<Kysely<DB>, Reopen>();

export function reopenOf(db: unknown): Reopen | undefined {
  return reopens.get(db as Kysely<DB>);
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  const database = open(url, options);
  if (url !== ':memory:') reopens.set(database.db, { url, options });
  return database;
}

function open(url: string, options: OpenOptions): Database {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      types: { getTypeParser: pgTypeParser } as unknown as pg.CustomTypesConfig,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    pool.on('connect', nameHotStatements);
    const db = new Kysely<DB>({ dialect: auditAtCommit(new PostgresDialect({ pool })) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  if (url !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({
    dialect: auditAtCommit(new SqliteDialect({ database: cachingDatabase(sqlite) })),
  });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
    },
  };
}
