/** Queries of the earnings and deductions categories; rates are ten-thousandths inside, numbers out. */
import {
  calcMethodLabel,
  type DeductionsCategoryRow,
  type EarningsCategoryRow,
  fromRateUnits,
  operandLabel,
  storedTreatment,
} from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

export type Db = Kysely<DB> | Transaction<DB>;
export type CategoryKind = 'earnings' | 'deductions';
export const CATEGORY_TABLE = {
  earnings: 'earnings_categories',
  deductions: 'deductions_categories',
} as const satisfies Record<CategoryKind, keyof DB>;
export const RECORD_TABLE = { earnings: 'earnings_records', deductions: 'deductions_records' } as const;
export const LINE_TABLE = {
  earnings: 'earnings_record_lines',
  deductions: 'deductions_record_lines',
} as const;

export interface EarningsCategoryValues {
  category_name: string;
  descr: string;
  calc_id: number;
  rate: number;
  operand_id: number;
  input_column: string;
  taxable: number;
  de_minimis: number;
  tax_treatment: string;
  de_minimis_kind: string | null;
}

export interface DeductionsCategoryValues {
  category_name: string;
  descr: string;
  calc_deduc: string;
  pre_tax: number;
}

export interface EarningsCategory extends EarningsCategoryValues {
  id: number;
}

export async function earningsCategories(db: Db): Promise<EarningsCategoryRow[]> {
  const rows = await db
    .selectFrom('earnings_categories')
    .selectAll()
    .orderBy('category_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    code: r.id,
    category_name: r.category_name,
    descr: r.descr,
    calc_id: r.calc_id,
    calc_method: calcMethodLabel(r.calc_id),
    rate: fromRateUnits(r.rate),
    operand_id: r.operand_id,
    operand: operandLabel(r.operand_id),
    input_column: r.input_column,
    taxable: r.taxable === 1,
    de_minimis: r.de_minimis === 1,
    ...storedTreatment(r),
  }));
}

export async function deductionsCategories(db: Db): Promise<DeductionsCategoryRow[]> {
  const rows = await db
    .selectFrom('deductions_categories')
    .selectAll()
    .orderBy('category_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    code: r.id,
    category_name: r.category_name,
    descr: r.descr,
    calc_deduc: r.calc_deduc,
    pre_tax: r.pre_tax === 1,
  }));
}

export function findEarningsCategory(db: Db, id: number): Promise<EarningsCategory | undefined> {
  return db
    .selectFrom('earnings_categories')
    .select([
      'id',
      'category_name',
      'descr',
      'calc_id',
      'rate',
      'operand_id',
      'input_column',
      'taxable',
      'de_minimis',
      'tax_treatment',
      'de_minimis_kind',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => (r ? { ...r, rate: Number(r.rate) } : undefined));
}

export function findDeductionsCategory(db: Db, id: number) {
  return db
    .selectFrom('deductions_categories')
    .select(['id', 'category_name', 'descr', 'calc_deduc', 'pre_tax'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another category of this kind with the same name, case-insensitively. */
export async function sameNameCategory(db: Db, kind: CategoryKind, name: string, exceptId?: number) {
  let query = db
    .selectFrom(CATEGORY_TABLE[kind])
    .select('id')
    .where(sql`lower(category_name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertCategory(
  db: Db,
  kind: CategoryKind,
  values: EarningsCategoryValues | DeductionsCategoryValues,
  stamp: { at: string; by: number | null },
): Promise<number> {
  const row = await db
    .insertInto(CATEGORY_TABLE[kind])
    .values({
      ...(values as EarningsCategoryValues),
      created_at: stamp.at,
      updated_at: stamp.at,
      updated_by: stamp.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  db: Db,
  kind: CategoryKind,
  id: number,
  values: EarningsCategoryValues | DeductionsCategoryValues,
  stamp: { at: string; by: number | null },
): Promise<void> {
  await db
    .updateTable(CATEGORY_TABLE[kind])
    .set({ ...(values as EarningsCategoryValues), updated_at: stamp.at, updated_by: stamp.by })
    .where('id', '=', id)
    .execute();
}

export async function categoryRecordCount(db: Db, kind: CategoryKind, id: number): Promise<number> {
  const row = await db
    .selectFrom(RECORD_TABLE[kind])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCategory(db: Db, kind: CategoryKind, id: number): Promise<void> {
  await db.deleteFrom(CATEGORY_TABLE[kind]).where('id', '=', id).execute();
}
