/** SQLite side of backup and restore: the online backup API, and row counts of a copy. */
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { BackupError } from './manifest.ts';

export interface DatabaseFacts {
  tables: Record<string, number>;
  migrations: string[];
  extensions?: { name: string; schema: string }[];
}

/** Table names (SQLite's own excluded), row counts and applied migrations of an open database. */
export function sqliteFacts(db: SQLite.Database): DatabaseFacts {
  const names = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  const tables: Record<string, number> = {};
  for (const name of names) {
    tables[name] = db
      .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number;
  }
  const migrations = names.includes('kysely_migration')
    ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
    : [];
  return { tables, migrations };
}

/**
 * Copies the live database with SQLite's online backup API (never a file copy): the copy is one
 * consistent state even while the server writes; in WAL mode the writers are not blocked.
 */
export async function backupSqlite(source: string, dest: string): Promise<DatabaseFacts> {
  if (source === ':memory:') throw new BackupError('An in-memory database cannot be backed up.');
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in one step (under one read lock): a smaller step lets each write in between
    // add a page to copy, and under steady writes the copy would never finish.
    await db.backup(dest, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new SQLite(dest);
  try {
    // A self-contained file: no -wal/-shm companions to lose on the way into the archive.
    copy.pragma('journal_mode = DELETE');
    return sqliteFacts(copy);
  } finally {
    copy.close();
  }
}

/** The facts of a database file (restore: the extracted copy, or the target to be replaced). */
export function sqliteFileFacts(file: string): DatabaseFacts {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    return sqliteFacts(db);
  } finally {
    db.close();
  }
}
