/**
 * `npm run restore -- <archive> [--force] [--demo]`: restores a backup into the configured
 * database (SQLite under HRIS_DATA_DIR, or DATABASE_URL), which must be empty unless --force.
 * Stop the server first. Checks every SHA-256 and row count, then runs the migrations.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from '../platform/backup/manifest.ts';
import { restoreBackup } from '../platform/backup/restore.ts';

async function main(argv: readonly string[]): Promise<number> {
  const names = argv.filter((a) => !a.startsWith('--'));
  if (names.length !== 1 || !names[0]) {
    console.error('Usage: npm run restore -- <archive> [--force]   (add --demo for the demo database)');
    return 2;
  }
  try {
    const config = loadConfig(process.env, {
      sqliteFile: argv.includes('--demo') ? 'demo.sqlite' : 'sahod.sqlite',
    });
    const manifest = await restoreBackup({
      archive: names[0],
      databaseUrl: config.databaseUrl,
      force: argv.includes('--force'),
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} (Sahod ${manifest.version}, migration ${manifest.lastMigration}) into ${config.databaseUrl.replace(/\/\/[^@]*@/, '//')}.\n  Every part's SHA-256 and every table's row count matched; migrations have run. Start the server.`,
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
