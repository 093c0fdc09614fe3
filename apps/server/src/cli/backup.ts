/**
 * `npm run backup [-- --dir <folder>] [--demo]`: writes one backup archive while the server may
 * keep running (SQLite online backup API, or pg_dump in the custom format), into HRIS_BACKUP_DIR
 * (default <HRIS_DATA_DIR>/backups) unless --dir names another folder. See README "Backups".
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createBackup } from '../platform/backup/backup.ts';
import { BackupError } from '../platform/backup/manifest.ts';

async function main(argv: readonly string[]): Promise<number> {
  const demo = argv.includes('--demo');
  const dirAt = argv.indexOf('--dir');
  try {
    const config = loadConfig(process.env, { sqliteFile: demo ? 'demo.sqlite' : 'sahod.sqlite' });
    const dir = dirAt >= 0 ? argv[dirAt + 1] : config.backupDir;
    if (!dir) {
      console.error('Usage: npm run backup [-- --dir <folder>] [--demo]');
      return 2;
    }
    const result = await createBackup({ databaseUrl: config.databaseUrl, dir });
    const rows = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written: ${result.file}\n  ${(result.size / 1048576).toFixed(1)} MB, ${Object.keys(result.manifest.tables).length} tables, ${rows} rows, migration ${result.manifest.lastMigration}.\n  Copy it off this machine (see README "Backups").`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
