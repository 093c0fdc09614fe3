import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
/**
 * The PSGC load: the whole hierarchy on both dialects, every barangay reachable region -> province
 * -> city -> barangay (through SQL and through the dropdown handler), the quirks straightened, and
 * the load running once, safely, even when two processes start together.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, testDialect } from '../test/harness.ts';
import { freePort, waitForPing } from '../test/process.ts';
import { openDatabase } from './connection.ts';
import { buildPsgcDataset, loadPsgc, type PhAddressSource, PSGC_SETTING } from './psgc.ts';

let h: Harness;
let token: string;
let harnessMs = 0;

beforeAll(async () => {
  const started = performance.now();
  h = await createHarness({ psgc: true });
  harnessMs = performance.now() - started;
  token = await h.login('admin', ADMIN_PASSWORD);
}, 120_000);
afterAll(async () => h.close());

async function count(table: 'regions' | 'provinces' | 'cities' | 'barangays'): Promise<number> {
  const row = await h.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Item = { code: number | null; name: string; district?: string };

async function dropdown(dd: string, uid?: number): Promise<Item[]> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/dropdown/dropdown_handler?DD=${dd}${uid === undefined ? '' : `&UID=${uid}`}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json() as Item[];
  expect(items[0]).toEqual({ code: null, name: '' });
  return items.slice(1);
}

function pick(items: Item[], name: string): Item {
  const found = items.find((i) => i.name === name);
  if (!found) throw new Error(`${name} not in [${items.map((i) => i.name).join(', ')}]`);
  return found;
}

/** Walks the dropdowns from the region down and returns the barangays reached. */
async function walk(region: string, province: string, city: string): Promise<Item[]> {
  const r = pick(await dropdown('region'), region);
  const p = pick(await dropdown('province', r.code!), province);
  const c = pick(await dropdown('city', p.code!), city);
  return dropdown('barangay', c.code!);
}

describe('PSGC load', () => {
  it('loads the whole hierarchy', async () => {
    console.log(`[psgc] ${testDialect}: fresh database with the PSGC ready in ${Math.round(harnessMs)} ms`);
    expect(await count('regions')).toBe(18);
    const provinces = await h.deps.db.selectFrom('provinces').select(['name', 'is_pseudo']).execute();
    expect(provinces.filter((p) => p.is_pseudo === 0)).toHaveLength(82);
    expect(
      provinces
        .filter((p) => p.is_pseudo === 1)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['City of Isabela', 'Metro Manila', 'Special Geographic Area']);
    expect(await count('cities')).toBe(1642);
    expect(await count('barangays')).toBe(42011);
  });

  it('reaches every barangay from a region through a province and a city', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n
      from barangays b
      join cities c on c.id = b.city_id
      join provinces p on p.id = c.province_id
      join regions r on r.id = p.region_id`.execute(h.deps.db);
    expect(Number(rows[0]?.n)).toBe(42011);
    // ...and each level sits in the region its PSGC code says (a province never spans regions).
    const { rows: mismatched } = await sql<{ n: number }>`
      select count(*) as n
      from cities c
      join provinces p on p.id = c.province_id
      join regions r on r.id = p.region_id
      where substr(c.psgc_code, 1, 2) <> substr(r.psgc_code, 1, 2)`.execute(h.deps.db);
    expect(Number(mismatched[0]?.n)).toBe(0);
    // No city without barangays: Manila's district barangays are under Manila itself.
    const { rows: empty } = await sql<{ n: number }>`
      select count(*) as n from cities c
      where not exists (select 1 from barangays b where b.city_id = c.id)`.execute(h.deps.db);
    expect(Number(empty[0]?.n)).toBe(0);
  });

  it('puts NCR cities under Metro Manila', async () => {
    const ncr = pick(await dropdown('region'), 'National Capital Region (NCR)');
    const provinces = await dropdown('province', ncr.code!);
    expect(provinces.map((p) => p.name)).toEqual(['Metro Manila']);
    const cities = await dropdown('city', provinces[0]!.code!);
    expect(cities).toHaveLength(17);
    expect(cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Makati City', 'Quezon City', 'Pateros']),
    );
    const makati = await walk('National Capital Region (NCR)', 'Metro Manila', 'Makati City');
    expect(makati.map((b) => b.name)).toContain('Bel-Air');
    expect(await walk('National Capital Region (NCR)', 'Metro Manila', 'Pateros')).not.toHaveLength(0);
  });

  it("lists Manila's barangays under Manila, in natural order, with their district", async () => {
    const manila = await walk('National Capital Region (NCR)', 'Metro Manila', 'Manila City');
    expect(manila).toHaveLength(897);
    const names = manila.map((b) => b.name);
    expect(names.indexOf('Barangay 2')).toBeLessThan(names.indexOf('Barangay 10'));
    expect(pick(manila, 'Barangay 1').district).toBe('Tondo I/II');
    const cities = await dropdown(
      'city',
      (await dropdown('province', pick(await dropdown('region'), 'National Capital Region (NCR)').code!))[0]!
        .code!,
    );
    expect(cities.map((c) => c.name)).not.toContain('Tondo I/II');
  });

  it('puts highly urbanized cities under the province they lie in', async () => {
    const cebu = await dropdown(
      'city',
      pick(
        await dropdown('province', pick(await dropdown('region'), 'Region VII (Central Visayas)').code!),
        'Cebu',
      ).code!,
    );
    expect(cebu.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cebu City', 'Lapu-Lapu City', 'Mandaue City', 'Alcantara']),
    );
    expect((await walk('Region VII (Central Visayas)', 'Cebu', 'Cebu City')).map((b) => b.name)).toContain(
      'Lahug',
    );
    expect(await walk('Region XI (Davao Region)', 'Davao del Sur', 'Davao City')).not.toHaveLength(0);
    expect(await walk('Cordillera Administrative Region (CAR)', 'Benguet', 'Baguio City')).not.toHaveLength(
      0,
    );
  });

  it('reaches a barangay of an ordinary province and the pseudo-provinces outside NCR', async () => {
    expect(await walk('Cordillera Administrative Region (CAR)', 'Benguet', 'La Trinidad')).not.toHaveLength(
      0,
    );
    expect(await walk('Region IX (Zamboanga Peninsula)', 'City of Isabela', 'Isabela City')).not.toHaveLength(
      0,
    );
    const sga = await dropdown(
      'city',
      pick(
        await dropdown(
          'province',
          pick(await dropdown('region'), 'Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)').code!,
        ),
        'Special Geographic Area',
      ).code!,
    );
    expect(sga).toHaveLength(8);
  });

  it('runs once: a second start only reads the version', async () => {
    const again = await loadPsgc(h.deps.db, h.clock);
    expect(again.loaded).toBe(false);
    expect(again.milliseconds).toBeLessThan(1000);
  });

  it('reloads a new dataset version in place, keeping every id', async () => {
    const before = await h.deps.db
      .selectFrom('barangays')
      .select(['id', 'psgc_code'])
      .orderBy('id')
      .execute();
    await h.deps.db.updateTable('settings').set({ value: 'older' }).where('key', '=', PSGC_SETTING).execute();
    const reload = await loadPsgc(h.deps.db, h.clock);
    expect(reload.loaded).toBe(true);
    console.log(`[psgc] ${testDialect}: reload over existing rows in ${reload.milliseconds} ms`);
    const after = await h.deps.db.selectFrom('barangays').select(['id', 'psgc_code']).orderBy('id').execute();
    expect(after).toEqual(before);
    expect(await count('provinces')).toBe(85);
  });

  it('is safe when two processes load at the same time', { timeout: 90_000 }, async () => {
    if (testDialect === 'postgres') {
      await h.deps.db.deleteFrom('settings').where('key', '=', PSGC_SETTING).execute();
      const url = process.env.TEST_DATABASE_URL!;
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(h.deps.db);
      const schema = rows[0]!.s;
      const a = openDatabase(url, { searchPath: schema, poolSize: 2 });
      const b = openDatabase(url, { searchPath: schema, poolSize: 2 });
      try {
        const results = await Promise.all([loadPsgc(a.db, h.clock), loadPsgc(b.db, h.clock)]);
        expect(results.filter((r) => r.loaded)).toHaveLength(1);
        expect(await count('barangays')).toBe(42011);
        expect(await count('cities')).toBe(1642);
      } finally {
        await a.close();
        await b.close();
      }
      return;
    }
    // SQLite: better-sqlite3 is synchronous, so "at the same time" means two real processes
    // starting on one fresh database file (migrations, seed and PSGC load racing).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-psgc-'));
    const ports = [await freePort(), await freePort()];
    const children = ports.map((port) =>
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HRIS_DATA_DIR: dir,
          LOG_LEVEL: 'warn',
          HRIS_ADMIN_PASSWORD: ADMIN_PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    for (const child of children) {
      child.stdout?.on('data', (d) => {
        output += String(d);
      });
      child.stderr?.on('data', (d) => {
        output += String(d);
      });
    }
    const exited = children.map((c) => new Promise((r) => c.on('exit', r)));
    try {
      for (const port of ports)
        await waitForPing(port).catch((err: Error) => Promise.reject(new Error(`${err.message}\n${output}`)));
      const file = openDatabase(path.join(dir, 'sahod.sqlite'));
      try {
        const barangays = await file.db
          .selectFrom('barangays')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const provinces = await file.db
          .selectFrom('provinces')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(barangays.n)).toBe(42011);
        expect(Number(provinces.n)).toBe(85);
      } finally {
        await file.close();
      }
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(exited);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('buildPsgcDataset (the quirks, on a tiny made-up dataset)', () => {
  const municipalities: Record<string, { name: string; psgcCode: string; provinceCode: string }[]> = {
    '0101000000': [{ name: 'Town A', psgcCode: '0101001000', provinceCode: '0101000000' }],
    // An independent city unknown to HUC_PROVINCE becomes its own pseudo-province.
    '0130100000': [{ name: 'New City', psgcCode: '0130100000', provinceCode: '0130100000' }],
    // A city with districts: the districts' barangays belong to the city.
    '1300000000': [{ name: 'Big City', psgcCode: '1380600000', provinceCode: '1300000000' }],
    '1380600000': [{ name: 'District 1', psgcCode: '1380601000', provinceCode: '1380600000' }],
  };
  const barangays: Record<string, { name: string; psgcCode: string }[]> = {
    '0101001000': [{ name: 'Poblacion', psgcCode: '0101001001' }],
    '0130100000': [{ name: 'Centro', psgcCode: '0130100001' }],
    '1380601000': [{ name: 'Barangay 1', psgcCode: '1380601001' }],
  };
  const source: PhAddressSource = {
    getAllRegions: () => [
      { name: 'Region I', psgcCode: '0100000000', designation: 'Ilocos Region' },
      { name: 'National Capital Region', psgcCode: '1300000000', designation: 'NCR' },
    ],
    getAllProvinces: () => [{ name: 'Province A', psgcCode: '0101000000', regionCode: '0100000000' }],
    getMunicipalitiesByProvince: (code) => municipalities[code] ?? [],
    getBarangaysByMunicipality: (code) => barangays[code] ?? [],
  };

  it('straightens the tree', () => {
    const data = buildPsgcDataset(source);
    expect(data.provinces).toEqual([
      { psgc_code: '0101000000', region_code: '0100000000', name: 'Province A', is_pseudo: 0 },
      { psgc_code: '0130100000', region_code: '0100000000', name: 'New City', is_pseudo: 1 },
      { psgc_code: '1300000000', region_code: '1300000000', name: 'Metro Manila', is_pseudo: 1 },
    ]);
    expect(data.cities.map((c) => `${c.name}<${c.province_code}`)).toEqual([
      'Town A<0101000000',
      'New City<0130100000',
      'Big City<1300000000',
    ]);
    expect(data.barangays).toEqual([
      { psgc_code: '0101001001', city_code: '0101001000', name: 'Poblacion', district: null },
      { psgc_code: '0130100001', city_code: '0130100000', name: 'Centro', district: null },
      { psgc_code: '1380601001', city_code: '1380600000', name: 'Barangay 1', district: 'District 1' },
    ]);
  });
});
