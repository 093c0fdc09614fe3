/**
 * Queries of Dropdown Records: the editable lists are companies, departments (per company),
 * designations (per department) and the value lists of db/migrations/0002 (one table each).
 */
import type { RecordListKey, ValueListKey } from '@sahod/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { VALUE_LIST_TABLE } from '../dropdown/valueLists.ts';

type Trx = Transaction<DB>;

export interface ListRecord {
  id: number;
  name: string;
  /** The company of a department, the department of a designation; null for the other lists. */
  parentId: number | null;
}

const valueTable = (dd: ValueListKey) => VALUE_LIST_TABLE[dd];

export async function findRecord(trx: Trx, dd: RecordListKey, id: number): Promise<ListRecord | undefined> {
  switch (dd) {
    case 'company': {
      const row = await trx
        .selectFrom('companies')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, parentId: null };
    }
    case 'department': {
      const row = await trx
        .selectFrom('departments')
        .select(['id', 'name', 'company_id as parentId'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row;
    }
    case 'designation': {
      const row = await trx
        .selectFrom('designations')
        .select(['id', 'name', 'department_id as parentId'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row;
    }
    default: {
      const row = await trx
        .selectFrom(valueTable(dd))
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, parentId: null };
    }
  }
}

/** The values of the same list and parent (duplicates are looked for among them). */
export function siblings(
  trx: Trx,
  dd: RecordListKey,
  parentId: number | null,
): Promise<Array<{ id: number; name: string }>> {
  switch (dd) {
    case 'company':
      return trx.selectFrom('companies').select(['id', 'name']).execute();
    case 'department':
      return trx
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('company_id', '=', parentId ?? 0)
        .execute();
    case 'designation':
      return trx
        .selectFrom('designations')
        .select(['id', 'name'])
        .where('department_id', '=', parentId ?? 0)
        .execute();
    default:
      return trx.selectFrom(valueTable(dd)).select(['id', 'name']).execute();
  }
}

export async function insertRecord(
  trx: Trx,
  dd: RecordListKey,
  name: string,
  parentId: number | null,
  now: string,
): Promise<number> {
  switch (dd) {
    case 'company':
      return (
        await trx
          .insertInto('companies')
          .values({ name, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'department':
      return (
        await trx
          .insertInto('departments')
          .values({ name, company_id: parentId ?? 0, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'designation':
      return (
        await trx
          .insertInto('designations')
          .values({ name, department_id: parentId ?? 0, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    default: {
      // New values go after the existing ones in the dropdown's order.
      const table = valueTable(dd);
      const last = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.max('sort_order').as('sort_order'))
        .executeTakeFirst();
      const sort_order = Number(last?.sort_order ?? 0) + 1;
      return (
        await trx
          .insertInto(table)
          .values({ name, sort_order, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
  }
}

export async function renameRecord(trx: Trx, dd: RecordListKey, id: number, name: string): Promise<void> {
  switch (dd) {
    case 'company':
      await trx.updateTable('companies').set({ name }).where('id', '=', id).execute();
      return;
    case 'department':
      await trx.updateTable('departments').set({ name }).where('id', '=', id).execute();
      return;
    case 'designation':
      await trx.updateTable('designations').set({ name }).where('id', '=', id).execute();
      return;
    default:
      await trx.updateTable(valueTable(dd)).set({ name }).where('id', '=', id).execute();
  }
}

export async function deleteRecord(trx: Trx, dd: RecordListKey, id: number): Promise<void> {
  switch (dd) {
    case 'company':
      await trx.deleteFrom('companies').where('id', '=', id).execute();
      return;
    case 'department':
      await trx.deleteFrom('departments').where('id', '=', id).execute();
      return;
    case 'designation':
      await trx.deleteFrom('designations').where('id', '=', id).execute();
      return;
    default:
      await trx.deleteFrom(valueTable(dd)).where('id', '=', id).execute();
  }
}

/** A table and column that refer to a list's values, and how to name what refers. */
interface Reference {
  table: keyof DB;
  column: string;
  one: string;
  many: string;
}

/**
 * What refers to each list today. A reference a later table adds without an entry here is still
 * refused by its foreign key (the service words that refusal generically); add it here to name it.
 */
export const REFERENCES: Readonly<Partial<Record<RecordListKey, readonly Reference[]>>> = {
  company: [
    { table: 'departments', column: 'company_id', one: 'department', many: 'departments' },
    { table: 'employees', column: 'company_id', one: 'employee', many: 'employees' },
    { table: 'users', column: 'company_id', one: 'user account', many: 'user accounts' },
  ],
  department: [
    { table: 'designations', column: 'department_id', one: 'designation', many: 'designations' },
    { table: 'employees', column: 'department_id', one: 'employee', many: 'employees' },
    { table: 'users', column: 'department_id', one: 'user account', many: 'user accounts' },
  ],
  designation: [
    { table: 'employees', column: 'designation_id', one: 'employee', many: 'employees' },
    { table: 'users', column: 'designation_id', one: 'user account', many: 'user accounts' },
  ],
};

/** '3 departments', '1 user account', ... for every reference that holds this value. */
export async function usesOf(trx: Trx, dd: RecordListKey, id: number): Promise<string[]> {
  const uses: string[] = [];
  for (const ref of REFERENCES[dd] ?? []) {
    const row = await trx
      .selectFrom(ref.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(trx.dynamic.ref(ref.column), '=', id)
      .executeTakeFirst();
    const n = Number(row?.n ?? 0);
    if (n > 0) uses.push(`${n} ${n === 1 ? ref.one : ref.many}`);
  }
  return uses;
}
