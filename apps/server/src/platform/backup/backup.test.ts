/**
 * Backups that restore (issue 25 §1), on the dialect the tests run on: a backup taken while
 * another connection keeps writing restores elsewhere to exactly the snapshot it claims; damaged,
 * newer-version and non-empty-target restores are refused and change nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_MIGRATIONS } from '../../db/migrate.ts';
import { recordAudit } from '../audit.ts';
import { storeFile } from '../files.ts';
import { createBackup } from './backup.ts';
import { createSource, createTarget, type Source, tableRows, tmpRoot } from './fixtures.ts';
import { BackupError, MANIFEST_NAME, type Manifest, sha256File } from './manifest.ts';
import { restoreBackup } from './restore.ts';

let dir: string;
let source: Source;
let archive: string;
let manifest: Manifest;
let writesDuringBackup = 0;

/** One concurrent write: a file and its audit entry in one transaction (consistency check). */
async function write(n: number): Promise<void> {
  await source.database.db.transaction().execute(async (trx) => {
    const id = await storeFile(trx, source.clock, {
      purpose: 'employee_document',
      filename: `during-${n}.pdf`,
      mime: 'application/pdf',
      data: Buffer.alloc(4000, n % 256),
      createdBy: null,
    });
    await recordAudit(
      trx,
      source.clock,
      { userId: null, username: 'load', requestId: null },
      { action: 'create', entity: 'load_file', entityId: id },
    );
  });
}

beforeAll(async () => {
  dir = tmpRoot();
  source = await createSource(dir);
  let running = true;
  let n = 0;
  const load = (async () => {
    while (running) {
      await write(++n);
      await new Promise((r) => setImmediate(r));
    }
  })();
  await write(0);
  const before = n;
  const result = await createBackup({
    databaseUrl: source.url,
    schema: source.schema,
    dir: path.join(dir, 'backups'),
    now: new Date('2026-11-27T18:00:00.000Z'),
  });
  writesDuringBackup = n - before;
  running = false;
  await load;
  // A few more after the backup: they must not appear in the restored copy.
  for (let i = 0; i < 3; i++) await write(10_000 + i);
  archive = result.file;
  manifest = result.manifest;
}, 60_000);

afterAll(async () => {
  await source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup', () => {
  it('writes a .tar.gz whose manifest names the time, version, migration, row counts and part hashes', async () => {
    expect(path.basename(archive)).toBe('sahod-backup-2026-11-27T180000-000Z.tar.gz');
    expect(manifest.version).toBe('0.1.0');
    expect(manifest.createdAt).toBe('2026-11-27T18:00:00.000Z');
    expect(manifest.lastMigration).toBe([...KNOWN_MIGRATIONS].sort().at(-1));
    expect(manifest.migrations).toEqual([...KNOWN_MIGRATIONS].sort());
    expect(manifest.tables.payslips).toBeGreaterThan(0);
    expect(manifest.tables.employees).toBeGreaterThan(0);
    expect(manifest.tables.files).toBeGreaterThanOrEqual(10);
    const out = tmpRoot();
    await tar.x({ file: archive, cwd: out });
    expect(fs.readdirSync(out).sort()).toEqual([MANIFEST_NAME, manifest.parts[0]?.name].sort());
    const part = manifest.parts[0];
    if (!part) throw new Error('no part');
    expect(await sha256File(path.join(out, part.name))).toBe(part.sha256);
    expect(JSON.parse(fs.readFileSync(path.join(out, MANIFEST_NAME), 'utf8'))).toEqual(manifest);
    fs.rmSync(out, { recursive: true });
  });

  it('restores elsewhere to exactly the backed-up snapshot, row by row, while writes went on', async () => {
    expect(writesDuringBackup).toBeGreaterThan(0);
    const target = await createTarget(dir);
    try {
      await restoreBackup({ archive, databaseUrl: target.url });
      const restored = target.open(source.schema);
      try {
        for (const table of Object.keys(manifest.tables)) {
          const got = await tableRows(restored, table);
          expect(got.length, table).toBe(manifest.tables[table]);
          if (table === 'audit_chain') {
            // The chain head moved on with the writes; the copy's head is its newest entry's hash.
            const entries = await tableRows(restored, 'audit_log');
            const newest = entries.reduce((a, b) => ((a.id as number) > (b.id as number) ? a : b));
            expect(got, table).toEqual([{ id: 1, hash: newest.hash }]);
            continue;
          }
          let want = await tableRows(source.database, table);
          if (table === 'files' || table === 'audit_log') {
            // Written during and after the backup: the copy holds exactly the rows up to its snapshot.
            const last = Math.max(...got.map((r) => r.id as number));
            want = want.filter((r) => (r.id as number) <= last);
            expect(want.length).toBeLessThan((await tableRows(source.database, table)).length);
          }
          expect(got, table).toEqual(want);
        }
        // One snapshot: every file written under load has its audit entry, and none is missing.
        const files = (await tableRows(restored, 'files')).filter((r) =>
          String(r.filename).startsWith('during-'),
        );
        const audits = (await tableRows(restored, 'audit_log')).filter((r) => r.entity === 'load_file');
        expect(files.length).toBe(audits.length);
        expect(files.length).toBeGreaterThan(0);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  }, 30_000);

  it('refuses an archive with one byte changed and leaves the target empty', async () => {
    const bytes = fs.readFileSync(archive);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    const broken = path.join(dir, 'broken.tar.gz');
    fs.writeFileSync(broken, bytes);
    const target = await createTarget(dir, 'broken-target');
    try {
      const error = await restoreBackup({ archive: broken, databaseUrl: target.url }).catch((e) => e);
      expect(error).toBeInstanceOf(BackupError);
      expect(error.message).toMatch(/^The backup archive is damaged and was not restored/);
      const db = target.open(source.schema);
      try {
        const tables = await db.db.introspection.getTables();
        expect(tables).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses an archive made by a newer version (a migration this code does not know)', async () => {
    const out = tmpRoot();
    await tar.x({ file: archive, cwd: out });
    const newer = {
      ...manifest,
      migrations: [...manifest.migrations, '9999_future'],
      lastMigration: '9999_future',
    };
    fs.writeFileSync(path.join(out, MANIFEST_NAME), JSON.stringify(newer));
    const file = path.join(dir, 'newer.tar.gz');
    await tar.c({ gzip: true, file, cwd: out }, [MANIFEST_NAME, manifest.parts[0]?.name ?? '']);
    const target = await createTarget(dir, 'newer-target');
    try {
      const error = await restoreBackup({ archive: file, databaseUrl: target.url }).catch((e) => e);
      expect(error).toBeInstanceOf(BackupError);
      expect(error.message).toContain('made by a newer version of Sahod (0.1.0, migration 9999_future)');
    } finally {
      await target.drop();
      fs.rmSync(out, { recursive: true });
    }
  });

  it('leaves a non-empty target untouched without --force and replaces it with --force', async () => {
    const target = await createTarget(dir, 'busy-target');
    try {
      await restoreBackup({ archive, databaseUrl: target.url });
      const db = target.open(source.schema);
      await db.db.deleteFrom('files').execute();
      const error = await restoreBackup({ archive, databaseUrl: target.url }).catch((e) => e);
      expect(error).toBeInstanceOf(BackupError);
      expect(error.message).toMatch(/already holds data and was left untouched.*--force/);
      expect(await tableRows(db, 'files')).toEqual([]);
      await db.close();
      await restoreBackup({ archive, databaseUrl: target.url, force: true });
      const again = target.open(source.schema);
      try {
        expect((await tableRows(again, 'files')).length).toBe(manifest.tables.files);
      } finally {
        await again.close();
      }
    } finally {
      await target.drop();
    }
  }, 30_000);
});
