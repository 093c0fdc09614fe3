/**
 * `npm run verify-audit [-- --demo]`: walks the audit log's hash chain and reports the first broken
 * link (an entry edited or deleted in the database). Exit code 0 when whole, 1 when broken.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { verifyChain } from '../platform/audit-chain.ts';

async function main(argv: readonly string[]): Promise<number> {
  try {
    const config = loadConfig(process.env, {
      sqliteFile: argv.includes('--demo') ? 'demo.sqlite' : 'sahod.sqlite',
    });
    const { db, close } = openDatabase(config.databaseUrl, { poolSize: 1 });
    try {
      const result = await verifyChain(db);
      if (result.broken) {
        console.error(
          `Audit log chain broken at entry ${result.broken.id}: ${result.broken.reason}. ${result.checked} entries before it are intact.`,
        );
        return 1;
      }
      console.log(`Audit log intact: ${result.checked} entries, every link verified.`);
      return 0;
    } finally {
      await close();
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
