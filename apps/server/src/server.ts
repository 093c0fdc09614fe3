/** Opens the database, migrates, seeds and builds the app: shared by main.ts, the demo and tools. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadPsgc } from './db/psgc.ts';
import { type SeedResult, seedReference } from './db/seed.ts';
import type { App, AppDeps } from './deps.ts';
import {
  configureCertificateWorkers,
  stopCertificateWorkers,
} from './modules/compliance/bir2316/certificateWorkers.ts';
import { startReminderSchedule } from './modules/delegation/reminders.ts';
import { startJobFileSweep } from './modules/jobs/fileRetention.ts';
import { startJobWorker } from './modules/jobs/worker.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import {
  configureFetchWorkers,
  stopFetchWorkers,
  warmFetchWorkersFor,
} from './modules/payroll/fetchWorkers.ts';
import { payrollBatchSize } from './modules/payroll/service.ts';
import { startBackupSchedule } from './platform/backup/schedule.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { CORES, configureEnginePool, stopEnginePool } from './platform/engine/pool.ts';
import { resolveJwtSecret } from './platform/system-state.ts';
import { tokenKeys } from './platform/tokens.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const CHANGELOG_PATH = path.join(REPO_ROOT, 'CHANGELOG.md');

export interface Prepared {
  database: Database;
  deps: AppDeps;
  seed: SeedResult;
}

export interface PrepareOptions {
  /**
   * Load the PSGC address hierarchy (~44,000 rows, once per dataset version). Default true; the
   * test harness skips it unless a test asks, so only the tests that need addresses pay for it.
   */
  psgc?: boolean;
}

/** Migrates and seeds the database and resolves the token secret. */
export async function prepare(
  config: Config,
  clock: Clock = systemClock,
  database?: Database,
  options: PrepareOptions = {},
): Promise<Prepared> {
  const db = database ?? openDatabase(config.databaseUrl);
  await migrateToLatest(db.db);
  const seed = await seedReference(db.db, clock, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  if (options.psgc !== false) await loadPsgc(db.db, clock);
  const secret = await resolveJwtSecret(db.db, config.jwtSecret);
  const deps: AppDeps = {
    db: db.db,
    dialect: db.dialect,
    clock,
    config,
    keys: await tokenKeys(secret, config.tokenTtlSeconds),
    webDir: WEB_DIST,
    changelogPath: CHANGELOG_PATH,
  };
  return { database: db, deps, seed };
}

export async function createServer(
  config: Config,
  logger: FastifyServerOptions['logger'],
): Promise<{ app: App; prepared: Prepared }> {
  const prepared = await prepare(config);
  await configureEnginePool({
    threads: config.engineThreads === 'cores' ? CORES : (config.engineThreads ?? 0),
  });
  // Calculate's batches on as many workers (one per core unless HRIS_ENGINE_THREADS says otherwise),
  // each reading its own batch (fetchWorkers.ts).
  await configureFetchWorkers(config.engineThreads === 'cores' ? CORES : (config.engineThreads ?? CORES));
  // The 2316 ZIP's certificates on as many workers (certificateWorkers.ts), started by a large ZIP.
  await configureCertificateWorkers({
    threads: config.engineThreads === 'cores' ? CORES : (config.engineThreads ?? CORES),
  });
  // Started at once on a database file or PostgreSQL when a Calculate would use them (more
  // employees than one batch), so the first Calculate does not load them; a small company's server
  // keeps no idle worker.
  const employees = await prepared.deps.db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  if (Number(employees?.n ?? 0) > payrollBatchSize(prepared.deps)) warmFetchWorkersFor(prepared.deps.db);
  const app = await buildApp(prepared.deps, { logger });
  app.addHook('onClose', async () => stopEnginePool());
  app.addHook('onClose', async () => stopFetchWorkers());
  app.addHook('onClose', async () => stopCertificateWorkers());
  const backups = startBackupSchedule({ ...prepared.deps, log: app.log });
  app.addHook('onClose', async () => backups.stop());
  const mailWorker = startMailWorker({ ...prepared.deps, log: app.log });
  app.addHook('onClose', async () => mailWorker.stop());
  const reminders = startReminderSchedule({ ...prepared.deps, log: app.log });
  app.addHook('onClose', async () => reminders.stop());
  const jobWorker = startJobWorker({ ...prepared.deps, log: app.log });
  app.addHook('onClose', async () => jobWorker.stop());
  const fileSweep = startJobFileSweep({ ...prepared.deps, log: app.log });
  app.addHook('onClose', async () => fileSweep.stop());
  return { app, prepared };
}
