/**
 * The names HR knows, read once per import: companies with their departments and designations,
 * the value lists, pay periods, groups, banks, leave types that use credits, and the address
 * hierarchy (barangays only of the cities the file names). Names match case-insensitively with
 * spaces collapsed.
 */
import type { BankOption } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { bankOptions } from '../employees/repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface Named {
  id: number;
  name: string;
}

/** name key -> entries (more than one: ambiguous). */
export type NameIndex = Map<string, Named[]>;

function indexOf(rows: readonly Named[], extraKeys?: (r: Named) => string[]): NameIndex {
  const index: NameIndex = new Map();
  const add = (key: string, row: Named) => {
    const list = index.get(key) ?? [];
    if (!list.some((r) => r.id === row.id)) list.push(row);
    index.set(key, list);
  };
  for (const row of rows) {
    add(nameKey(row.name), row);
    for (const key of extraKeys?.(row) ?? []) add(nameKey(key), row);
  }
  return index;
}

/** Children grouped by parent id, each an index by name. */
function byParent<T extends Named & { parent: number }>(rows: readonly T[]): Map<number, NameIndex> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.parent, [...(groups.get(row.parent) ?? []), row]);
  return new Map([...groups].map(([parent, list]) => [parent, indexOf(list)]));
}

export interface GroupAmounts extends Named {
  amounts: Record<string, number | null>;
}

export interface Lookups {
  companies: NameIndex;
  departments: Map<number, NameIndex>;
  designations: Map<number, NameIndex>;
  genders: NameIndex;
  civilStatuses: NameIndex;
  bloodTypes: NameIndex;
  employeeTypes: NameIndex;
  statuses: NameIndex;
  payPeriods: NameIndex;
  salaryGroups: NameIndex;
  taxGroups: NameIndex;
  benefitsGroups: NameIndex;
  groupAmounts: Map<string, Record<string, number | null>>;
  banks: BankOption[];
  leaveTypes: Named[];
  regions: NameIndex;
  provinces: Map<number, NameIndex>;
  cities: Map<number, NameIndex>;
  barangays: Map<number, NameIndex>;
}

async function list(
  db: Db,
  table:
    | 'genders'
    | 'civil_statuses'
    | 'blood_types'
    | 'employee_types'
    | 'employment_statuses'
    | 'pay_periods',
) {
  return indexOf(await db.selectFrom(table).select(['id', 'name']).execute());
}

/** Everything but the barangays (see `loadBarangays`). */
export async function loadLookups(db: Db): Promise<Lookups> {
  const [
    companies,
    departments,
    designations,
    salary,
    tax,
    benefits,
    leaveTypes,
    regions,
    provinces,
    cities,
  ] = await Promise.all([
    db.selectFrom('companies').select(['id', 'name']).execute(),
    db.selectFrom('departments').select(['id', 'name', 'company_id as parent']).execute(),
    db.selectFrom('designations').select(['id', 'name', 'department_id as parent']).execute(),
    db.selectFrom('salary_groups').select(['id', 'name', 'monthly_salary', 'days', 'hours']).execute(),
    db
      .selectFrom('w_tax_groups')
      .select(['id', 'name', 'w_tax_monthly_rate', 'sss_rate', 'pagibig_rate', 'philhealth_rate'])
      .execute(),
    db
      .selectFrom('benefits_groups')
      .select(['id', 'name', 'gasoline', 'meals', 'transpo', 'allowance'])
      .execute(),
    db
      .selectFrom('application_types')
      .select(['id', 'name'])
      .where('uses_leave_credits', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('regions').select(['id', 'name', 'designation']).execute(),
    db.selectFrom('provinces').select(['id', 'name', 'region_id as parent']).execute(),
    db.selectFrom('cities').select(['id', 'name', 'province_id as parent']).execute(),
  ]);
  const groupAmounts = new Map<string, Record<string, number | null>>();
  for (const g of salary) {
    groupAmounts.set(`salary:${g.id}`, { monthly_salary: g.monthly_salary, days: g.days, hours: g.hours });
  }
  for (const { id, name: _n, ...amounts } of tax) groupAmounts.set(`tax:${id}`, amounts);
  for (const { id, name: _n, ...amounts } of benefits) groupAmounts.set(`benefits:${id}`, amounts);
  return {
    companies: indexOf(companies),
    departments: byParent(departments),
    designations: byParent(designations),
    genders: await list(db, 'genders'),
    civilStatuses: await list(db, 'civil_statuses'),
    bloodTypes: await list(db, 'blood_types'),
    employeeTypes: await list(db, 'employee_types'),
    statuses: await list(db, 'employment_statuses'),
    payPeriods: await list(db, 'pay_periods'),
    salaryGroups: indexOf(salary),
    taxGroups: indexOf(tax),
    benefitsGroups: indexOf(benefits),
    groupAmounts,
    banks: await bankOptions(db),
    leaveTypes,
    // 'Region VII', 'Central Visayas' and 'Region VII (Central Visayas)' all name Region VII.
    regions: indexOf(
      regions.map((r) => ({ id: r.id, name: r.name, designation: r.designation })),
      (r) => {
        const designation = (r as Named & { designation: string }).designation;
        return designation ? [designation, `${r.name} (${designation})`] : [];
      },
    ),
    provinces: byParent(provinces),
    cities: byParent(cities),
    barangays: new Map(),
  };
}

/** The barangays of these cities, into `lookups.barangays`. */
export async function loadBarangays(db: Db, lookups: Lookups, cityIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(cityIds)].filter((id) => !lookups.barangays.has(id));
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('barangays')
      .select(['id', 'name', 'city_id as parent'])
      .where('city_id', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const [city, index] of byParent(rows)) lookups.barangays.set(city, index);
  }
}

/** Codes of these already held by employees. */
export async function existingCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 500) {
    const rows = await db
      .selectFrom('employees')
      .select('employee_code')
      .where('employee_code', 'in', codes.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.employee_code) found.add(r.employee_code);
  }
  return found;
}
