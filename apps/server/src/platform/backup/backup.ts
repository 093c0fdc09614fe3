/**
 * Writes one backup archive (`<dir>/sahod-backup-<UTC time>.tar.gz`): the database copy
 * (SQLite online backup or pg_dump custom format) and manifest.json. Uploaded files and
 * documents live in the `files` table (platform/files.ts), so the database part holds them; the
 * data directory keeps nothing else. The archive appears under its final name only when complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { isPostgresUrl } from '../../config.ts';
import {
  appVersion,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  type Manifest,
  POSTGRES_PART,
  SQLITE_PART,
  sha256File,
} from './manifest.ts';
import { backupPostgres } from './postgres.ts';
import { backupSqlite } from './sqlite.ts';

export interface BackupOptions {
  /** The database: a SQLite file path or a postgres:// URL (config.databaseUrl). */
  databaseUrl: string;
  /** PostgreSQL: the schema to dump (default `public`). */
  schema?: string;
  /** Where the archive goes (created when missing). */
  dir: string;
  now?: Date;
  /** Called after each of the BACKUP_STEPS steps (database copy, manifest, archive) with the steps done. */
  onStep?: (done: number) => Promise<void>;
}

/** The steps of a backup, for its progress: the database copy, the manifest, the archive. */
export const BACKUP_STEPS = 3;

export interface BackupResult {
  file: string;
  size: number;
  manifest: Manifest;
}

export const ARCHIVE_PREFIX = 'sahod-backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';

function archiveName(now: Date): string {
  return `${ARCHIVE_PREFIX}${now.toISOString().replaceAll(':', '').replace('.', '-')}${ARCHIVE_SUFFIX}`;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  fs.mkdirSync(options.dir, { recursive: true });
  const work = fs.mkdtempSync(path.join(options.dir, '.backup-'));
  try {
    const postgres = isPostgresUrl(options.databaseUrl);
    const schema = postgres ? (options.schema ?? 'public') : null;
    const part = postgres ? POSTGRES_PART : SQLITE_PART;
    const partFile = path.join(work, part);
    const facts = postgres
      ? await backupPostgres(options.databaseUrl, schema as string, partFile)
      : await backupSqlite(options.databaseUrl, partFile);
    await options.onStep?.(1);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      product: 'Sahod',
      version: appVersion(),
      createdAt: now.toISOString(),
      dialect: postgres ? 'postgres' : 'sqlite',
      schema,
      extensions: facts.extensions ?? [],
      lastMigration: facts.migrations.at(-1) ?? null,
      migrations: facts.migrations,
      tables: facts.tables,
      parts: [{ name: part, size: fs.statSync(partFile).size, sha256: await sha256File(partFile) }],
    };
    fs.writeFileSync(path.join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await options.onStep?.(2);
    let file = path.join(options.dir, archiveName(now));
    for (let n = 2; fs.existsSync(file); n++) {
      file = path.join(options.dir, archiveName(now).replace(ARCHIVE_SUFFIX, `-${n}${ARCHIVE_SUFFIX}`));
    }
    const partial = path.join(work, 'archive.partial');
    await tar.c({ gzip: true, file: partial, cwd: work, portable: true }, [MANIFEST_NAME, part]);
    fs.renameSync(partial, file);
    await options.onStep?.(3);
    return { file, size: fs.statSync(file).size, manifest };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` archives of `dir` (by name: the names sort by time). */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const archives = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(ARCHIVE_PREFIX) && f.endsWith(ARCHIVE_SUFFIX))
    .sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return old;
}
