/**
 * PostgreSQL side of backup and restore: `pg_dump --format=custom` inside an exported snapshot
 * (the row counts of the manifest are read in the very same snapshot), and `pg_restore`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './manifest.ts';
import type { DatabaseFacts } from './sqlite.ts';

const INSTALL_HINT =
  'Install the PostgreSQL client tools of the same major version as the server (Debian/Ubuntu: `apt install postgresql-client`; RHEL/Fedora: `dnf install postgresql`; macOS: `brew install libpq`; Windows: the PostgreSQL installer) and make sure the folder with pg_dump and pg_restore is on the PATH.';

/** Runs a PostgreSQL client tool; a missing tool gets a message naming what to install. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      reject(
        e.code === 'ENOENT'
          ? new BackupError(`${tool} was not found on the PATH. ${INSTALL_HINT}`)
          : new BackupError(`${tool} could not start: ${e.message}`),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${tool} failed (exit code ${code}): ${err.trim()}`));
    });
  });
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function facts(client: pg.ClientBase, schema: string): Promise<DatabaseFacts> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [schema],
  );
  const tables: Record<string, number> = {};
  for (const { name } of rows) {
    const r = await client.query<{ n: string }>(
      `select count(*) as n from ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    tables[name] = Number(r.rows[0]?.n ?? 0);
  }
  const migrations = rows.some((r) => r.name === 'kysely_migration')
    ? (
        await client.query<{ name: string }>(
          `select name from ${quoteIdent(schema)}.kysely_migration order by name`,
        )
      ).rows.map((r) => r.name)
    : [];
  const extensions = (
    await client.query<{ name: string; schema: string }>(
      `select e.extname as name, n.nspname as schema from pg_extension e
         join pg_namespace n on n.oid = e.extnamespace where e.extname <> 'plpgsql' order by e.extname`,
    )
  ).rows;
  return { tables, migrations, extensions };
}

/** Dumps one schema in the custom format; returns the facts read in the dump's own snapshot. */
export async function backupPostgres(url: string, schema: string, dest: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snap = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const found = await facts(client, schema);
    await runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${snap.rows[0]?.id}`,
      `--schema=${schema}`,
      '--no-owner',
      '--no-privileges',
      `--file=${dest}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return found;
  } finally {
    await client.end();
  }
}

/** Facts of a schema in a (target) database. */
export async function postgresFacts(url: string, schema: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await facts(client, schema);
  } finally {
    await client.end();
  }
}

async function resetSchema(
  url: string,
  schema: string,
  drop: boolean,
  extensions: readonly { name: string; schema: string }[] = [],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const e of extensions) {
      await client.query(`create schema if not exists ${quoteIdent(e.schema)}`);
      await client.query(
        `create extension if not exists ${quoteIdent(e.name)} with schema ${quoteIdent(e.schema)}`,
      );
    }
    if (drop) await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
    await client.query(`create schema if not exists ${quoteIdent(schema)}`);
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into `schema` (emptied first when `replace`). The schema itself is made here,
 * not by the dump, so restoring into a fresh database's existing `public` schema works.
 * Everything is one transaction: a failure leaves nothing half-restored.
 */
export async function restorePostgres(
  url: string,
  schema: string,
  dump: string,
  listFile: string,
  replace: boolean,
  extensions: readonly { name: string; schema: string }[],
): Promise<void> {
  const list = await runTool('pg_restore', ['--list', dump]);
  fs.writeFileSync(
    listFile,
    list
      .split('\n')
      .filter((line) => !/^\d+;\s+\d+\s+\d+\s+SCHEMA\s/.test(line))
      .join('\n'),
  );
  await resetSchema(url, schema, replace, extensions);
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--use-list=${listFile}`,
    `--dbname=${url}`,
    dump,
  ]);
}

/** Empties the schema again (a restore whose row counts did not match). */
export async function emptySchema(url: string, schema: string): Promise<void> {
  await resetSchema(url, schema, true);
}
