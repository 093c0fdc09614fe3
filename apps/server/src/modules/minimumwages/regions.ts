/**
 * Work regions and the regional minimum wage table as payroll reads them (issue 21 section 4). A
 * region is its PSGC code; its label is what wage orders call it ('NCR', 'Region VII', 'MIMAROPA
 * Region'). An employee's region is their own choice, else their company's: the company's own
 * choice, else the region its employer address names (a region, province or city name in it).
 */
import type { MinimumWageOrder } from '@sahod/payroll';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** 'Region VII' for the numbered regions, else the short designation ('NCR', 'CAR'), else the name. */
export function regionLabel(name: string, designation: string): string {
  if (/^Region\s/i.test(name)) return name;
  return designation.trim() !== '' ? designation : name;
}

export async function allRegions(db: Db): Promise<{ code: string; label: string }[]> {
  const rows = await db
    .selectFrom('regions')
    .select(['psgc_code', 'name', 'designation'])
    .orderBy('psgc_code')
    .execute();
  return rows.map((r) => ({ code: r.psgc_code, label: regionLabel(r.name, r.designation) }));
}

/** Region labels by code (the code itself where the PSGC tables are not loaded). */
export async function regionLabels(db: Db): Promise<(code: string) => string> {
  const labels = new Map((await allRegions(db)).map((r) => [r.code, r.label]));
  return (code) => labels.get(code) ?? (code === '1300000000' ? 'NCR' : code);
}

/** The wage orders of every region, for the engine (region = PSGC code; centavos). */
export async function wageOrders(db: Db): Promise<MinimumWageOrder[]> {
  const rows = await db
    .selectFrom('minimum_wages')
    .select(['region_code', 'wage_order', 'effective_from', 'daily_rate'])
    .orderBy('region_code')
    .orderBy('effective_from')
    .execute();
  return rows.map((r) => ({
    region: r.region_code,
    wage_order: r.wage_order,
    effective_from: dateText(r.effective_from),
    daily_rate: Number(r.daily_rate),
  }));
}

export function dateText(v: unknown): string {
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) =>
  name.trim().length >= 3 && new RegExp(`(^|[^a-z])${escapeRegExp(name.toLowerCase())}([^a-z]|$)`).test(text);

/**
 * The region an address names: a region (name, designation or label) first, else the longest
 * province or city name in it ('Makati City, Metro Manila' -> NCR). Null when nothing matches.
 */
export async function regionFromAddresses(db: Db, addresses: readonly string[]): Promise<(string | null)[]> {
  const texts = addresses.map((a) => a.toLowerCase());
  if (texts.every((t) => t.trim() === '')) return texts.map(() => null);
  const regions = await db.selectFrom('regions').select(['id', 'psgc_code', 'name', 'designation']).execute();
  if (regions.length === 0) return texts.map(() => null);
  const byId = new Map(regions.map((r) => [r.id, r.psgc_code]));
  const places: { name: string; code: string }[] = [];
  for (const p of await db.selectFrom('provinces').select(['name', 'region_id']).execute())
    places.push({ name: p.name, code: byId.get(p.region_id) ?? '' });
  const cities = await db
    .selectFrom('cities as c')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .select(['c.name', 'p.region_id'])
    .execute();
  for (const c of cities) {
    places.push({ name: c.name, code: byId.get(c.region_id) ?? '' });
    // 'City of Makati' is written 'Makati City' or 'Makati' in addresses.
    const bare = /^City of (.+)$/i.exec(c.name)?.[1];
    if (bare) places.push({ name: bare, code: byId.get(c.region_id) ?? '' });
  }
  places.sort((a, b) => b.name.length - a.name.length);
  return texts.map((text) => {
    if (text.trim() === '') return null;
    for (const r of regions)
      for (const name of [r.name, r.designation, regionLabel(r.name, r.designation)])
        if (mentions(text, name)) return r.psgc_code;
    return places.find((p) => p.code !== '' && mentions(text, p.name))?.code ?? null;
  });
}

/** Each company's work region: its own choice, else the one its employer address names. */
export async function companyRegions(
  db: Db,
  companyIds?: readonly number[],
): Promise<Map<number, { own: string | null; code: string | null; name: string }>> {
  let q = db
    .selectFrom('companies as c')
    .leftJoin('company_employer as e', 'e.company_id', 'c.id')
    .select(['c.id', 'c.name', 'c.work_region_code', 'e.address'])
    .orderBy('c.name');
  if (companyIds !== undefined) {
    if (companyIds.length === 0) return new Map();
    q = q.where('c.id', 'in', companyIds);
  }
  const rows = await q.execute();
  const needs = rows.filter((r) => r.work_region_code === null);
  const derived = await regionFromAddresses(
    db,
    needs.map((r) => r.address ?? ''),
  );
  const fromAddress = new Map(needs.map((r, i) => [r.id, derived[i] ?? null]));
  return new Map(
    rows.map((r) => [
      r.id,
      { own: r.work_region_code, code: r.work_region_code ?? fromAddress.get(r.id) ?? null, name: r.name },
    ]),
  );
}
