/**
 * On PostgreSQL every vitest worker process gets a database of its own,
 * `<TEST_DATABASE_URL's database>_<run>_w<VITEST_POOL_ID>` (run: the vitest process's pid, so two
 * runs at once do not meet), made on first use (workerDatabase.setup.ts); TEST_DATABASE_URL is
 * pointed at it for everything in the worker. Inside it each test file still has a fresh schema
 * (harness.ts). Two workers must not share a database: Kysely's migrator reads the catalog of every
 * schema in it, and a schema another worker drops at that moment fails the read ("relation
 * t_….smtp_settings does not exist"). The run's databases, and those of runs no longer alive, are
 * dropped after the run (workerDatabase.global.ts).
 */
import { dropDatabase, withClient } from './pgClient.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The vitest process's pid (workerDatabase.global.ts). */
    sahodTestRun: string;
  }
}

const WORKER_URL = 'SAHOD_TEST_WORKER_DATABASE_URL';

function databaseNamed(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function baseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Points TEST_DATABASE_URL at this worker's database, made on first use (setup file). */
export async function useWorkerDatabase(run: string): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.SAHOD_TEST_DIALECT !== 'postgres' || !base) return;
  const ready = process.env[WORKER_URL];
  if (ready) {
    process.env.TEST_DATABASE_URL = ready;
    return;
  }
  const name = `${baseName(base)}_${run}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  await withClient(base, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name}"`);
  });
  process.env[WORKER_URL] = databaseNamed(base, name);
  process.env.TEST_DATABASE_URL = process.env[WORKER_URL];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops this run's workers' databases, and those a run left when it was killed (global teardown). */
export async function dropWorkerDatabases(run: string): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.SAHOD_TEST_DIALECT !== 'postgres' || !base) return;
  const prefix = `${baseName(base)}_`;
  await withClient(base, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      const owner = /^(\d+)_w\d+$/.exec(datname.slice(prefix.length))?.[1];
      if (owner === undefined || (owner !== run && alive(Number(owner)))) continue;
      await dropDatabase(client, datname);
    }
  });
}
