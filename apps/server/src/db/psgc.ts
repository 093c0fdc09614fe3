/**
 * The Philippine address hierarchy (PSGC: 18 regions, 82 provinces, 1,642 cities and
 * municipalities, 42,011 barangays in the 2025 Q4 publication), loaded from the npm package
 * `@aivangogh/ph-address` into regions -> provinces -> cities -> barangays, so that every barangay
 * is reachable by choosing a region, then a province, then a city, then the barangay.
 *
 * The PSGC is not a clean four-level tree; the load straightens it:
 * - NCR has no provinces: its 16 cities and Pateros hang off the region. They go under one
 *   pseudo-province, "Metro Manila" (what Philippine address forms call NCR's province).
 * - Highly urbanized cities outside NCR are independent of any province (the package makes each
 *   its own "province"). They go under the province they lie in (Cebu City, Lapu-Lapu and Mandaue
 *   under Cebu; Davao City under Davao del Sur; ...: HUC_PROVINCE), as addresses are written.
 * - Manila's barangays sit under its 14 districts (sub-municipalities: Tondo I/II, Binondo, ...).
 *   The districts are not cities: their barangays go under Manila itself, with the district kept
 *   in `barangays.district`.
 * - Isabela City (Region IX, geographically in Basilan of BARMM) and BARMM's Special Geographic
 *   Area (geographically in Cotabato of Region XII) belong to no province of their own region:
 *   each gets a pseudo-province of that name.
 * Pseudo-provinces carry the PSGC code their cities point at and `is_pseudo = 1`.
 *
 * It runs at start (server.ts `prepare`), once per dataset version: a settings row records the
 * version, and the loading transaction claims that row first, so a second process starting at the
 * same time waits for the first and then finds nothing to do. Rows are upserted by PSGC code, so
 * a newer dataset updates names and parents without changing the ids employees refer to.
 */
import { createRequire } from 'node:module';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../platform/clock.ts';
import { getSetting } from '../platform/settings.ts';
import type { DB } from './types.ts';

/** The parts of `@aivangogh/ph-address` the load reads. */
export interface PhAddressSource {
  getAllRegions(): readonly { name: string; psgcCode: string; designation: string }[];
  getAllProvinces(): readonly { name: string; psgcCode: string; regionCode: string }[];
  getMunicipalitiesByProvince(
    code: string,
  ): readonly { name: string; psgcCode: string; provinceCode: string }[];
  getBarangaysByMunicipality(code: string): readonly { name: string; psgcCode: string }[];
}

/** Highly urbanized cities outside NCR -> the province they lie in (same region). */
export const HUC_PROVINCE: Readonly<Record<string, string>> = {
  '1430300000': '1401100000', // Baguio City -> Benguet
  '1731500000': '1705300000', // Puerto Princesa City -> Palawan
  '1830200000': '1804500000', // Bacolod City -> Negros Occidental
  '0330100000': '0305400000', // Angeles City -> Pampanga
  '0331400000': '0307100000', // Olongapo City -> Zambales
  '0431200000': '0405600000', // Lucena City -> Quezon
  '0931700000': '0907300000', // Zamboanga City -> Zamboanga del Sur
  '0631000000': '0603000000', // Iloilo City -> Iloilo
  '0730600000': '0702200000', // Cebu City -> Cebu
  '0731100000': '0702200000', // Lapu-Lapu City -> Cebu
  '0731300000': '0702200000', // Mandaue City -> Cebu
  '0831600000': '0803700000', // Tacloban City -> Leyte
  '1030500000': '1004300000', // Cagayan de Oro City -> Misamis Oriental
  '1030900000': '1003500000', // Iligan City -> Lanao del Norte
  '1130700000': '1102400000', // Davao City -> Davao del Sur
  '1230800000': '1206300000', // General Santos City -> South Cotabato
  '1630400000': '1600200000', // Butuan City -> Agusan del Norte
};

/** Names of the pseudo-provinces, by the PSGC code their cities point at. */
export const PSEUDO_PROVINCE_NAME: Readonly<Record<string, string>> = {
  '1300000000': 'Metro Manila',
  '0990100000': 'City of Isabela',
  '1999900000': 'Special Geographic Area',
};

export interface PsgcDataset {
  regions: { psgc_code: string; name: string; designation: string }[];
  provinces: { psgc_code: string; region_code: string; name: string; is_pseudo: 0 | 1 }[];
  cities: { psgc_code: string; province_code: string; name: string }[];
  barangays: { psgc_code: string; city_code: string; name: string; district: string | null }[];
}

const regionOf = (code: string) => `${code.slice(0, 2)}00000000`;

/** Straightens the package's data into a four-level tree (see the top of this file). Pure. */
export function buildPsgcDataset(source: PhAddressSource): PsgcDataset {
  const regions = source
    .getAllRegions()
    .map((r) => ({ psgc_code: r.psgcCode, name: r.name, designation: r.designation }))
    .sort((a, b) => a.psgc_code.localeCompare(b.psgc_code));
  const regionName = new Map(regions.map((r) => [r.psgc_code, r.name]));
  const provinces: PsgcDataset['provinces'] = source.getAllProvinces().map((p) => ({
    psgc_code: p.psgcCode,
    region_code: regionOf(p.psgcCode),
    name: p.name,
    is_pseudo: 0,
  }));
  const provinceCodes = new Set(provinces.map((p) => p.psgc_code));

  // The package lists municipalities only by parent code, and some parents are not provinces
  // (NCR, Manila, HUCs, ...): ask every province-level code of every region (cheap map lookups).
  const municipalities = new Map<string, { name: string; psgcCode: string; provinceCode: string }>();
  for (const region of regions) {
    for (let p = 0; p < 1000; p++) {
      const parent = `${region.psgc_code.slice(0, 2)}${String(p).padStart(3, '0')}00000`;
      for (const m of source.getMunicipalitiesByProvince(parent)) municipalities.set(m.psgcCode, m);
    }
  }

  const cities: PsgcDataset['cities'] = [];
  /** Sub-municipality code -> the city it belongs to and its name (Manila's districts). */
  const districts = new Map<string, { cityCode: string; name: string }>();
  for (const m of municipalities.values()) {
    const parent = m.provinceCode;
    if (parent !== m.psgcCode && municipalities.has(parent)) {
      districts.set(m.psgcCode, { cityCode: parent, name: m.name });
      continue;
    }
    let provinceCode = parent;
    const huc = HUC_PROVINCE[m.psgcCode];
    if (!provinceCodes.has(parent)) {
      if (huc && provinceCodes.has(huc) && regionOf(huc) === regionOf(m.psgcCode)) {
        provinceCode = huc;
      } else {
        const name =
          PSEUDO_PROVINCE_NAME[parent] ??
          (parent === m.psgcCode ? m.name : `${regionName.get(regionOf(parent)) ?? parent} (other areas)`);
        provinces.push({ psgc_code: parent, region_code: regionOf(parent), name, is_pseudo: 1 });
        provinceCodes.add(parent);
      }
    }
    cities.push({ psgc_code: m.psgcCode, province_code: provinceCode, name: m.name });
  }

  const barangays: PsgcDataset['barangays'] = [];
  for (const m of municipalities.values()) {
    const district = districts.get(m.psgcCode);
    for (const b of source.getBarangaysByMunicipality(m.psgcCode)) {
      barangays.push({
        psgc_code: b.psgcCode,
        city_code: district?.cityCode ?? m.psgcCode,
        name: b.name,
        district: district?.name ?? null,
      });
    }
  }

  for (const p of provinces) {
    if (!regionName.has(p.region_code)) throw new Error(`PSGC: province ${p.psgc_code} has no region`);
  }
  return { regions, provinces, cities, barangays };
}

const BATCH_ROWS = 1000;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) yield rows.slice(i, i + BATCH_ROWS);
}

function idsByCode(rows: readonly { id: number; psgc_code: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.psgc_code, r.id]));
}

function idOf(ids: Map<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`PSGC: unknown ${what} ${code}`);
  return id;
}

export const PSGC_SETTING = 'psgc.dataset';

/** The dataset's version: the package's calendar version (year.quarter.patch of the PSGC). */
export function psgcDatasetVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = require('@aivangogh/ph-address/package.json') as { version: string };
  return `ph-address@${pkg.version}`;
}

export interface PsgcLoadResult {
  /** False when this dataset version was loaded before (or by another process meanwhile). */
  loaded: boolean;
  version: string;
  milliseconds: number;
}

async function writeDataset(trx: Transaction<DB>, data: PsgcDataset): Promise<void> {
  await trx
    .insertInto('regions')
    .values(data.regions)
    .onConflict((oc) =>
      oc.column('psgc_code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        designation: eb.ref('excluded.designation'),
      })),
    )
    .execute();
  const regionIds = idsByCode(await trx.selectFrom('regions').select(['id', 'psgc_code']).execute());

  await trx
    .insertInto('provinces')
    .values(
      data.provinces.map((p) => ({
        psgc_code: p.psgc_code,
        region_id: idOf(regionIds, p.region_code, 'region'),
        name: p.name,
        is_pseudo: p.is_pseudo,
      })),
    )
    .onConflict((oc) =>
      oc.column('psgc_code').doUpdateSet((eb) => ({
        region_id: eb.ref('excluded.region_id'),
        name: eb.ref('excluded.name'),
        is_pseudo: eb.ref('excluded.is_pseudo'),
      })),
    )
    .execute();
  const provinceIds = idsByCode(await trx.selectFrom('provinces').select(['id', 'psgc_code']).execute());

  for (const batch of batches(data.cities)) {
    await trx
      .insertInto('cities')
      .values(
        batch.map((c) => ({
          psgc_code: c.psgc_code,
          province_id: idOf(provinceIds, c.province_code, 'province'),
          name: c.name,
        })),
      )
      .onConflict((oc) =>
        oc.column('psgc_code').doUpdateSet((eb) => ({
          province_id: eb.ref('excluded.province_id'),
          name: eb.ref('excluded.name'),
        })),
      )
      .execute();
  }
  const cityIds = idsByCode(await trx.selectFrom('cities').select(['id', 'psgc_code']).execute());

  for (const batch of batches(data.barangays)) {
    await trx
      .insertInto('barangays')
      .values(
        batch.map((b) => ({
          psgc_code: b.psgc_code,
          city_id: idOf(cityIds, b.city_code, 'city'),
          name: b.name,
          district: b.district,
        })),
      )
      .onConflict((oc) =>
        oc.column('psgc_code').doUpdateSet((eb) => ({
          city_id: eb.ref('excluded.city_id'),
          name: eb.ref('excluded.name'),
          district: eb.ref('excluded.district'),
        })),
      )
      .execute();
  }
}

/**
 * Loads the PSGC once per dataset version (a few seconds on the first start; one settings read
 * afterwards). `source` is for tests; the package is imported only when a load is needed.
 */
export async function loadPsgc(
  db: Kysely<DB>,
  clock: Clock,
  source?: PhAddressSource,
): Promise<PsgcLoadResult> {
  const started = performance.now();
  const version = psgcDatasetVersion();
  const done = (loaded: boolean): PsgcLoadResult => ({
    loaded,
    version,
    milliseconds: Math.round(performance.now() - started),
  });
  if ((await getSetting(db, PSGC_SETTING)) === version) return done(false);

  const data = buildPsgcDataset(source ?? (await import('@aivangogh/ph-address')));
  const loaded = await db.transaction().execute(async (trx) => {
    // Claim the version first: a concurrent loader blocks here until this transaction ends, then
    // sees the version already recorded and leaves.
    const now = clock.now().toISOString();
    const claimed = await trx
      .insertInto('settings')
      .values({ key: PSGC_SETTING, value: version, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ value: version, updated_at: now })
          .where('settings.value', '<>', version),
      )
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    await writeDataset(trx, data);
    return true;
  });
  return done(loaded);
}
