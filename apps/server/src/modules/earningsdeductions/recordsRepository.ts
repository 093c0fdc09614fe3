/** Queries of the earnings and deductions records and their employee lines (hundredths inside). */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { CATEGORY_TABLE, type CategoryKind, LINE_TABLE, RECORD_TABLE } from './categoriesRepository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface RecordHead {
  id: number;
  category_id: number;
  category_name: string;
  effective_date: string;
  total_amount: number;
  /** Earnings: the category's terms; deductions: null. */
  calc_id: number | null;
  operand_id: number | null;
  rate: number | null;
}

export interface LineRow {
  id: number;
  record_id: number;
  employee_id: number;
  employee_code: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  amount: number;
  input_column: string;
}

/** Records of a kind with their category's terms, newest effective date first (or one record). */
export async function recordHeads(db: Db, kind: CategoryKind, id?: number): Promise<RecordHead[]> {
  if (kind === 'earnings') {
    let q = db
      .selectFrom('earnings_records as r')
      .innerJoin('earnings_categories as c', 'c.id', 'r.category_id')
      .select([
        'r.id',
        'r.category_id',
        'c.category_name',
        'r.effective_date',
        'r.total_amount',
        'c.calc_id',
        'c.operand_id',
        'c.rate',
      ]);
    if (id !== undefined) q = q.where('r.id', '=', id);
    const rows = await q.orderBy('r.effective_date', 'desc').orderBy('r.id', 'desc').execute();
    return rows.map((r) => ({ ...r, total_amount: Number(r.total_amount), rate: Number(r.rate) }));
  }
  let q = db
    .selectFrom('deductions_records as r')
    .innerJoin('deductions_categories as c', 'c.id', 'r.category_id')
    .select(['r.id', 'r.category_id', 'c.category_name', 'r.effective_date', 'r.total_amount']);
  if (id !== undefined) q = q.where('r.id', '=', id);
  const rows = await q.orderBy('r.effective_date', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map((r) => ({
    ...r,
    total_amount: Number(r.total_amount),
    calc_id: null,
    operand_id: null,
    rate: null,
  }));
}

/** Lines of the given records (all records when omitted), in entry order. */
export async function recordLines(db: Db, kind: CategoryKind, recordIds?: number[]): Promise<LineRow[]> {
  if (recordIds && recordIds.length === 0) return [];
  let q = db
    .selectFrom(`${LINE_TABLE[kind]} as l` as 'earnings_record_lines as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .select([
      'l.id',
      'l.record_id',
      'l.employee_id',
      'e.employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'l.amount',
      'l.input_column',
    ]);
  if (recordIds) q = q.where('l.record_id', 'in', recordIds);
  const rows = await q.orderBy('l.record_id').orderBy('l.id').execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export function findLine(db: Db, kind: CategoryKind, logNo: number) {
  return db
    .selectFrom(LINE_TABLE[kind] as 'earnings_record_lines')
    .select(['id', 'record_id', 'employee_id', 'amount', 'input_column'])
    .where('id', '=', logNo)
    .executeTakeFirst()
    .then((r) => (r ? { ...r, amount: Number(r.amount) } : undefined));
}

export function categoryExists(db: Db, kind: CategoryKind, id: number) {
  return db
    .selectFrom(CATEGORY_TABLE[kind] as 'earnings_categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findEarningsCategoryTerms(db: Db, id: number) {
  return db
    .selectFrom('earnings_categories')
    .select(['id', 'calc_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function employeesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(['id', 'employee_code', 'first_name', 'middle_name', 'last_name', 'suffix'])
    .where('id', 'in', ids)
    .execute();
}

export async function insertRecord(
  db: Db,
  kind: CategoryKind,
  values: { category_id: number; effective_date: string; total_amount: number },
  stamp: { at: string; by: number | null },
): Promise<number> {
  const row = await db
    .insertInto(RECORD_TABLE[kind] as 'earnings_records')
    .values({ ...values, created_at: stamp.at, updated_at: stamp.at, updated_by: stamp.by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRecord(
  db: Db,
  kind: CategoryKind,
  id: number,
  values: { category_id: number; effective_date: string; total_amount: number },
  stamp: { at: string; by: number | null },
): Promise<void> {
  await db
    .updateTable(RECORD_TABLE[kind] as 'earnings_records')
    .set({ ...values, updated_at: stamp.at, updated_by: stamp.by })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecord(db: Db, kind: CategoryKind, id: number): Promise<void> {
  // Lines go with it (ON DELETE CASCADE); deleted explicitly too so both dialects agree.
  await db
    .deleteFrom(LINE_TABLE[kind] as 'earnings_record_lines')
    .where('record_id', '=', id)
    .execute();
  await db
    .deleteFrom(RECORD_TABLE[kind] as 'earnings_records')
    .where('id', '=', id)
    .execute();
}

export async function insertLines(
  db: Db,
  kind: CategoryKind,
  recordId: number,
  lines: ReadonlyArray<{ employee_id: number; amount: number; input_column: string }>,
  at: string,
): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .insertInto(LINE_TABLE[kind] as 'earnings_record_lines')
    .values(lines.map((l) => ({ ...l, record_id: recordId, created_at: at, updated_at: at })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function updateLine(
  db: Db,
  kind: CategoryKind,
  id: number,
  values: { employee_id: number; amount: number; input_column: string },
  at: string,
): Promise<void> {
  await db
    .updateTable(LINE_TABLE[kind] as 'earnings_record_lines')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteLine(db: Db, kind: CategoryKind, id: number): Promise<void> {
  await db
    .deleteFrom(LINE_TABLE[kind] as 'earnings_record_lines')
    .where('id', '=', id)
    .execute();
}

/** Employees already on a record (their line ids), to refuse a second line for one employee. */
export function recordEmployees(db: Db, kind: CategoryKind, recordId: number) {
  return db
    .selectFrom(LINE_TABLE[kind] as 'earnings_record_lines')
    .select(['id', 'employee_id'])
    .where('record_id', '=', recordId)
    .execute();
}

/** Employee codes to ids (the import). */
export function employeesByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(['id', 'employee_code', 'first_name', 'middle_name', 'last_name', 'suffix'])
    .where('employee_code', 'in', codes)
    .execute();
}
