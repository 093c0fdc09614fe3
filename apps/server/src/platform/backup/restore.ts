/**
 * Restores a backup archive into an empty database (SQLite file or PostgreSQL schema): checks the
 * SHA-256 of every part and the row counts, refuses a damaged archive, one made by a newer
 * version, one of the other database kind, or a non-empty target unless `force`; then migrates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { isPostgresUrl } from '../../config.ts';
import { openDatabase } from '../../db/connection.ts';
import { KNOWN_MIGRATIONS, migrateToLatest } from '../../db/migrate.ts';
import {
  BackupError,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
  POSTGRES_PART,
  SQLITE_PART,
  sha256File,
} from './manifest.ts';
import { emptySchema, postgresFacts, restorePostgres } from './postgres.ts';
import { sqliteFileFacts } from './sqlite.ts';

export interface RestoreOptions {
  archive: string;
  /** The target: a SQLite file path or a postgres:// URL (config.databaseUrl). */
  databaseUrl: string;
  /** Replace a target that already holds data. */
  force?: boolean;
}

const damaged = (why: string) =>
  new BackupError(`The backup archive is damaged and was not restored (${why}). Nothing was changed.`);

async function extract(archive: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  const allowed = new Set([MANIFEST_NAME, SQLITE_PART, POSTGRES_PART]);
  try {
    await tar.x({ file: archive, cwd: into, strict: true, filter: (p) => allowed.has(p) });
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  const manifestFile = path.join(into, MANIFEST_NAME);
  if (!fs.existsSync(manifestFile)) throw damaged('it has no manifest.json: is it a Sahod backup?');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  } catch {
    throw damaged('its manifest.json cannot be read');
  }
  const unknown = manifest.migrations.filter((m) => !KNOWN_MIGRATIONS.includes(m));
  if (manifest.format > MANIFEST_FORMAT || unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of Sahod (${manifest.version}, migration ${unknown.at(-1) ?? manifest.lastMigration}) than this one knows. Install that version or a later one and restore with it. Nothing was changed.`,
    );
  }
  for (const part of manifest.parts) {
    const file = path.join(into, part.name);
    if (!allowed.has(part.name) || !fs.existsSync(file)) throw damaged(`${part.name} is missing`);
    if (fs.statSync(file).size !== part.size || (await sha256File(file)) !== part.sha256) {
      throw damaged(`the SHA-256 of ${part.name} does not match the manifest`);
    }
  }
  return manifest;
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string | null {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const name of [...names].sort()) {
    if (expected[name] !== actual[name]) {
      return `table ${name} has ${actual[name] ?? 'no'} rows, the manifest says ${expected[name] ?? 'none'}`;
    }
  }
  return null;
}

const notEmpty = (where: string) =>
  new BackupError(
    `${where} already holds data and was left untouched. Restore into an empty database, or add --force to replace it.`,
  );

async function restoreSqlite(manifest: Manifest, work: string, target: string, force: boolean) {
  const part = path.join(work, SQLITE_PART);
  const mismatch = compareCounts(manifest.tables, sqliteFileFacts(part).tables);
  if (mismatch) throw damaged(mismatch);
  if (fs.existsSync(target) && fs.statSync(target).size > 0) {
    // A file that is not a database at all is not overwritten either.
    const existing = Object.keys(sqliteFileFacts(target).tables);
    if (existing.length > 0 && !force) throw notEmpty(`The database ${target}`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true });
  // Same directory, so the rename is atomic: the target is either the old file or the restored one.
  const staged = `${target}.restoring`;
  fs.copyFileSync(part, staged);
  fs.renameSync(staged, target);
}

async function restoreToPostgres(manifest: Manifest, work: string, url: string, force: boolean) {
  const schema = manifest.schema ?? 'public';
  const existing = await postgresFacts(url, schema);
  const hasData = Object.keys(existing.tables).length > 0;
  if (hasData && !force) throw notEmpty(`The schema ${schema} of the target database`);
  await restorePostgres(
    url,
    schema,
    path.join(work, POSTGRES_PART),
    path.join(work, 'restore.list'),
    hasData,
    manifest.extensions,
  );
  const mismatch = compareCounts(manifest.tables, (await postgresFacts(url, schema)).tables);
  if (mismatch) {
    await emptySchema(url, schema);
    throw damaged(mismatch);
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-restore-'));
  try {
    const manifest = await extract(options.archive, work);
    const postgres = isPostgresUrl(options.databaseUrl);
    if (postgres !== (manifest.dialect === 'postgres')) {
      throw new BackupError(
        manifest.dialect === 'postgres'
          ? 'This is a PostgreSQL backup: set DATABASE_URL to an empty PostgreSQL database to restore it.'
          : 'This is a SQLite backup: unset DATABASE_URL (the data directory HRIS_DATA_DIR is used) to restore it.',
      );
    }
    if (postgres) await restoreToPostgres(manifest, work, options.databaseUrl, options.force === true);
    else await restoreSqlite(manifest, work, options.databaseUrl, options.force === true);
    const schema = manifest.schema && manifest.schema !== 'public' ? manifest.schema : undefined;
    const database = openDatabase(options.databaseUrl, {
      poolSize: 1,
      ...(schema ? { searchPath: schema } : {}),
    });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
