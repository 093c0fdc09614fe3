/** Queries of the dropdowns: the address hierarchy, the organisation and the value lists. */
import type { ValueListKey } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { VALUE_LIST_TABLE } from './valueLists.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type Item = { code: number; name: string };

/** Regions in PSGC order (Region I, II, ... NCR, CAR, ...), named 'Region VII (Central Visayas)'. */
export async function regions(db: Db): Promise<Item[]> {
  const rows = await db
    .selectFrom('regions')
    .select(['id', 'name', 'designation'])
    .orderBy('psgc_code')
    .execute();
  return rows.map((r) => ({ code: r.id, name: r.designation ? `${r.name} (${r.designation})` : r.name }));
}

export function provincesOf(db: Db, regionId: number): Promise<Item[]> {
  return db
    .selectFrom('provinces')
    .select(['id as code', 'name'])
    .where('region_id', '=', regionId)
    .execute();
}

export function citiesOf(db: Db, provinceId: number): Promise<Item[]> {
  return db
    .selectFrom('cities')
    .select(['id as code', 'name'])
    .where('province_id', '=', provinceId)
    .execute();
}

/** Barangays of a city; Manila's carry the district they belong to. */
export async function barangaysOf(
  db: Db,
  cityId: number,
): Promise<Array<Item | (Item & { district: string })>> {
  const rows = await db
    .selectFrom('barangays')
    .select(['id', 'name', 'district'])
    .where('city_id', '=', cityId)
    .execute();
  return rows.map((r) =>
    r.district ? { code: r.id, name: r.name, district: r.district } : { code: r.id, name: r.name },
  );
}

export function companies(db: Db): Promise<Item[]> {
  return db.selectFrom('companies').select(['id as code', 'name']).execute();
}

export function departmentsOf(db: Db, companyId: number): Promise<Array<Item & { company_id: number }>> {
  return db
    .selectFrom('departments')
    .select(['id as code', 'name', 'company_id'])
    .where('company_id', '=', companyId)
    .execute();
}

export function designationsOf(
  db: Db,
  departmentId: number,
): Promise<Array<Item & { department_id: number }>> {
  return db
    .selectFrom('designations')
    .select(['id as code', 'name', 'department_id'])
    .where('department_id', '=', departmentId)
    .execute();
}

/** A value list in its own order (seeded values first, in the seed's order; new ones after). */
export async function valueList(db: Db, key: ValueListKey): Promise<Item[]> {
  if (key === 'application_type') {
    return db
      .selectFrom('application_types')
      .select(['id as code', 'name', 'is_leave', 'is_paid', 'uses_leave_credits', 'converts_at_separation'])
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
  }
  return db
    .selectFrom(VALUE_LIST_TABLE[key])
    .select(['id as code', 'name'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}
