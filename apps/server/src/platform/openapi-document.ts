/**
 * The OpenAPI document exactly as `/api/docs/json` serves it, built in-process on a throw-away
 * in-memory database (no network, no files): the lint step of `npm test` and the tests read it.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { prepare } from '../server.ts';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ DATABASE_URL: ':memory:', HRIS_DATA_DIR: '/tmp/sahod-openapi' });
  const database = openDatabase(':memory:');
  try {
    const { deps } = await prepare(config, undefined, database, { psgc: false });
    const app = await buildApp({ ...deps, webDir: undefined });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
