/**
 * Opening balances on the employee profile (issue 23 section 1): one entry per employee and year,
 * read with employee_management view (like the salary fields of the profile and the previous
 * employer's 2316) and saved or removed with update. Year figures are payslip inputs, so every
 * write takes the employee's payroll lock first, then checks that no processed payroll of that
 * employee lies before the go-live date (an opening balance covers only what Sahod did not pay),
 * then writes, with a history entry of the Employment Details (form 2) in the same transaction.
 */
import { pesos } from '@sahod/payroll';
import {
  OPENING_BALANCE_AMOUNT_FIELDS,
  OPENING_BALANCE_LABELS,
  OPENING_BALANCE_MSG,
  type OpeningBalanceAmountField,
  type OpeningBalanceBody,
  type OpeningBalanceValues,
  type OpeningBalanceView,
  validateOpeningBalance,
} from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { diffFields, recordEmployeeHistory } from '../employees/history.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';

export type Db = Kysely<DB> | Transaction<DB>;
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const COLUMNS = [
  'employee_id',
  'year',
  'go_live_date',
  'updated_at',
  ...OPENING_BALANCE_AMOUNT_FIELDS,
] as const;
const HISTORY_FIELDS = ['go_live_date', ...OPENING_BALANCE_AMOUNT_FIELDS] as const;
const CHUNK = 1000;

type Row = {
  employee_id: number;
  year: number | string;
  go_live_date: string;
  updated_at: string | null;
} & Record<OpeningBalanceAmountField, number | string>;

export function employeeIdOf(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (!(id > 0 && id <= 2_147_483_647)) throw invalid(OPENING_BALANCE_MSG.badEmployee);
  return id;
}

async function requireEmployee(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(OPENING_BALANCE_MSG.employeeNotFound);
}

function view(r: Row): OpeningBalanceView {
  const amounts = {} as Record<OpeningBalanceAmountField, number>;
  for (const f of OPENING_BALANCE_AMOUNT_FIELDS) amounts[f] = pesos(Number(r[f]));
  return {
    employee_id: r.employee_id,
    year: Number(r.year),
    go_live_date: r.go_live_date,
    ...amounts,
    updated_at: r.updated_at === null ? null : String(r.updated_at),
  };
}

async function rowOf(db: Db, employeeId: number, year: number): Promise<Row | undefined> {
  return db
    .selectFrom('employee_opening_balances')
    .select([...COLUMNS])
    .where('employee_id', '=', employeeId)
    .where('year', '=', year)
    .executeTakeFirst() as Promise<Row | undefined>;
}

/** The saved opening balances of these employees for `year` (raw rows, for the import). */
export async function savedYears(db: Db, employeeIds: readonly number[], year: number): Promise<Set<number>> {
  const out = new Set<number>();
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('employee_opening_balances')
      .select('employee_id')
      .where('employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .where('year', '=', year)
      .execute();
    for (const r of rows) out.add(r.employee_id);
  }
  return out;
}

export async function listOpeningBalances(deps: Deps, uid: unknown): Promise<OpeningBalanceView[]> {
  const id = employeeIdOf(uid);
  await requireEmployee(deps.db, id);
  const rows = (await deps.db
    .selectFrom('employee_opening_balances')
    .select([...COLUMNS])
    .where('employee_id', '=', id)
    .orderBy('year', 'desc')
    .execute()) as Row[];
  return rows.map(view);
}

/**
 * The first processed regular payslip of each employee in `year` (one ending in the year or later
 * and starting in it or earlier), by employee id.
 */
export async function firstProcessedPayslips(
  db: Db,
  employeeIds: readonly number[],
  year: number,
): Promise<Map<number, { start_date: string; end_date: string }>> {
  const out = new Map<number, { start_date: string; end_date: string }>();
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('payslips')
      .select(['employee_id', 'start_date', 'end_date'])
      .where('employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .where('status', '=', 'processed')
      .where('kind', '=', 'regular')
      .where('end_date', '>=', `${year}-01-01`)
      .where('start_date', '<=', `${year}-12-31`)
      .orderBy('start_date')
      .execute();
    for (const r of rows) if (!out.has(r.employee_id)) out.set(r.employee_id, r);
  }
  return out;
}

/** The problem of a go-live date after the employee's first processed payroll of the year, if any. */
export function goLiveProblem(
  first: { start_date: string; end_date: string } | undefined,
  goLive: string,
): string | undefined {
  if (!first || first.start_date >= goLive) return undefined;
  return OPENING_BALANCE_MSG.processedBefore(first.start_date, first.end_date);
}

/** History keys: 'Opening Balance 2026: Tax Withheld' (pesos). */
function historyChanges(year: number, before: OpeningBalanceView | null, after: OpeningBalanceView | null) {
  const label = (f: (typeof HISTORY_FIELDS)[number]) =>
    `Opening Balance ${year}: ${OPENING_BALANCE_LABELS[f]}`;
  const pick = (v: OpeningBalanceView | null) =>
    Object.fromEntries(HISTORY_FIELDS.map((f) => [label(f), v ? v[f] : null]));
  return diffFields(pick(before), pick(after), HISTORY_FIELDS.map(label));
}

/**
 * Creates or replaces the opening balance of `id` and `v.year` inside `trx`, whose caller holds the
 * employee's payroll lock and has checked the go-live date; writes the history entry.
 */
export async function writeOpeningBalance(
  trx: Transaction<DB>,
  deps: Deps,
  actor: Actor,
  id: number,
  v: OpeningBalanceValues,
): Promise<OpeningBalanceView> {
  const existing = await rowOf(trx, id, v.year);
  const values = {
    go_live_date: v.go_live_date,
    ...v.amounts,
    updated_at: deps.clock.now().toISOString(),
    updated_by: actor.userId,
  };
  if (existing)
    await trx
      .updateTable('employee_opening_balances')
      .set(values)
      .where('employee_id', '=', id)
      .where('year', '=', v.year)
      .execute();
  else
    await trx
      .insertInto('employee_opening_balances')
      .values({ employee_id: id, year: v.year, ...values })
      .execute();
  const saved = view((await rowOf(trx, id, v.year)) as Row);
  await recordEmployeeHistory(
    trx,
    deps.clock,
    actor,
    id,
    2,
    historyChanges(v.year, existing ? view(existing) : null, saved),
  );
  return saved;
}

export async function saveOpeningBalance(
  deps: Deps,
  actor: Actor,
  body: OpeningBalanceBody,
): Promise<{ message: string; opening_balance: OpeningBalanceView }> {
  const id = employeeIdOf(body.employee_id);
  const checked = validateOpeningBalance(body as Record<string, unknown>);
  if (!checked.ok) throw invalid(checked.problems.join(' '));
  const v = checked.values;
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, [id]);
    await requireEmployee(trx, id);
    const first = (await firstProcessedPayslips(trx, [id], v.year)).get(id);
    const problem = goLiveProblem(first, v.go_live_date);
    if (problem) throw conflict(problem);
    const saved = await writeOpeningBalance(trx, deps, actor, id, v);
    return { message: OPENING_BALANCE_MSG.saved, opening_balance: saved };
  });
}

export async function deleteOpeningBalance(
  deps: Deps,
  actor: Actor,
  q: { UID?: string | undefined; year?: string | undefined },
): Promise<{ message: string }> {
  const id = employeeIdOf(q.UID);
  const year = /^\d{4}$/.test(q.year ?? '') ? Number(q.year) : Number.NaN;
  if (Number.isNaN(year)) throw invalid(OPENING_BALANCE_MSG.year);
  return deps.db.transaction().execute(async (trx) => {
    await lockEmployees(trx, [id]);
    await requireEmployee(trx, id);
    const existing = await rowOf(trx, id, year);
    if (!existing) throw notFound(OPENING_BALANCE_MSG.notFound);
    await trx
      .deleteFrom('employee_opening_balances')
      .where('employee_id', '=', id)
      .where('year', '=', year)
      .execute();
    await recordEmployeeHistory(trx, deps.clock, actor, id, 2, historyChanges(year, view(existing), null));
    return { message: OPENING_BALANCE_MSG.deleted };
  });
}
