/** Process entry: reads config, opens the database, migrates, seeds, listens; stops gracefully. */

import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './db/demo.ts';
import { processLabel, runPrimary } from './processes.ts';
import { createServer } from './server.ts';

async function main(): Promise<void> {
  const demo = process.argv.includes('--demo');
  let config: ReturnType<typeof loadConfig>;
  try {
    // The demo's administrator gets the documented demo password unless one is configured, and the
    // demo does not require two-factor sign-in (its passwords are public; HRIS_REQUIRE_TWO_FACTOR=true tries it).
    const env = demo
      ? { HRIS_ADMIN_PASSWORD: DEMO_PASSWORD, HRIS_REQUIRE_TWO_FACTOR: 'false', ...process.env }
      : process.env;
    config = loadConfig(env, { sqliteFile: demo ? 'demo.sqlite' : 'sahod.sqlite' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.processes > 1 && cluster.isPrimary) {
    runPrimary(config.processes);
    return;
  }

  const logger = config.pretty
    ? { level: config.logLevel, transport: { target: 'pino-pretty' } }
    : { level: config.logLevel };
  const { app, prepared } = await createServer(config, logger);

  if (demo) {
    const added = await seedDemo(prepared.deps.db, prepared.deps.clock);
    if (added) console.log('Demo data added (only on the first start: your changes are kept).');
  }
  if (prepared.seed.generatedAdminPassword) {
    // Printed once, on the start that created the account; it is not stored anywhere in clear.
    console.log(
      `\n  First administrator created.\n  Username: ${config.adminUsername}\n  Password: ${prepared.seed.generatedAdminPassword}\n  Keep it safe: it will not be shown again.\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down, finishing the requests in flight`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Keep-alive connections that finish their last request after close began would otherwise
    // hold the process for the keep-alive timeout: close them as soon as they go idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      clearInterval(idle);
      await prepared.database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Sahod is running at http://localhost:${config.port} (database: ${prepared.deps.dialect})${processLabel(config.processes)}`,
  );
  if (demo) await printDemoAccounts(prepared.deps.db, config.adminUsername, config.adminPassword);
}

/** The demo's accounts and their password, on every demo start (only the ones that still exist). */
async function printDemoAccounts(
  db: Parameters<typeof demoAccounts>[0],
  adminUsername: string,
  adminPassword: string | undefined,
): Promise<void> {
  const accounts = await demoAccounts(db);
  if (accounts.length === 0) return;
  const width = Math.max(...accounts.map((a) => a.username.length)) + 2;
  const lines = accounts.map((a) => {
    const own =
      a.username !== adminUsername || adminPassword === DEMO_PASSWORD
        ? ''
        : adminPassword
          ? '  (password: HRIS_ADMIN_PASSWORD)'
          : '  (its own password)';
    return `    ${a.username.padEnd(width)}${a.role}${own}`;
  });
  console.log(
    `\n  Demo accounts, password ${DEMO_PASSWORD} (unless changed in the demo):\n${lines.join('\n')}\n`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
