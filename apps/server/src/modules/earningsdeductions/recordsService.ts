/**
 * Earnings and deductions records and their employee lines (spec 3, 7; payroll-design "Other
 * earnings", "Deductions and loans"). salary_total is computed here with the payroll engine, never
 * taken from the client; a write touching an employee's processed payroll is refused (409).
 */
import { earningSalaryTotal, PayrollInputError } from '@sahod/payroll';
import {
  EARNINGS_MSG,
  employeeFullName,
  fromHundredths,
  fromRateUnits,
  type RecordCreateEmpInput,
  type RecordCreateInput,
  type RecordLineInput,
  type RecordRow,
  type RecordUpdateEmpInput,
  type RecordUpdateInput,
  toHundredths,
} from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { type CategoryKind, RECORD_TABLE } from './categoriesRepository.ts';
import { lockRecord, processedPeriodCovering } from './payrollLock.ts';
import * as repo from './recordsRepository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB> | Transaction<DB>;

const GROUP = 1;
const BY_DAY = 2;

/** Each line's salary_total in centavos (null for By Day: payroll computes it from days present). */
export function lineSalaryTotals(head: repo.RecordHead, amounts: readonly number[]): (number | null)[] {
  if (head.calc_id === null) return [...amounts];
  if (head.calc_id === BY_DAY) return amounts.map(() => null);
  const calc = head.calc_id as 0 | 1 | 2;
  const operand = head.operand_id as 0 | 1 | 2 | 3;
  const rate = fromRateUnits(head.rate ?? 0);
  return amounts.map((amount, index) =>
    earningSalaryTotal(
      {
        name: head.category_name,
        effective_date: head.effective_date,
        calc_id: calc,
        operand_id: operand,
        rate,
        amount: fromHundredths(amount),
        total_amount: fromHundredths(head.total_amount),
        // Hundredths are proportional to the amounts: the shares are the same.
        group_amounts: amounts,
        line_index: index,
      },
      0,
    ),
  );
}

function recordRow(head: repo.RecordHead, lines: repo.LineRow[]): RecordRow {
  const totals = lineSalaryTotals(
    head,
    lines.map((l) => l.amount),
  );
  const total = head.calc_id === GROUP ? head.total_amount : lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    code: head.id,
    category_id: head.category_id,
    category_name: head.category_name,
    calc_id: head.calc_id,
    effective_date: head.effective_date,
    total_amount: fromHundredths(total),
    employee_count: lines.length,
    employee_data: lines.map((l, i) => ({
      log_no: l.id,
      record_id: l.record_id,
      employee_id: l.employee_id,
      employee_code: l.employee_code ?? '',
      name: employeeFullName(l),
      amount: fromHundredths(l.amount),
      input_column: l.input_column,
      salary_total:
        totals[i] === null || totals[i] === undefined ? null : fromHundredths(totals[i] as number),
    })),
  };
}

export async function fetchRecords(deps: Deps, kind: CategoryKind): Promise<RecordRow[]> {
  const heads = await repo.recordHeads(deps.db, kind);
  const lines = await repo.recordLines(deps.db, kind);
  const byRecord = new Map<number, repo.LineRow[]>();
  for (const line of lines) {
    const list = byRecord.get(line.record_id);
    if (list) list.push(line);
    else byRecord.set(line.record_id, [line]);
  }
  return heads.map((h) => recordRow(h, byRecord.get(h.id) ?? []));
}

/** 409 when any of these employees' payroll covering `date` is processed. */
async function assertUnlocked(db: Db, employeeIds: readonly number[], date: string): Promise<void> {
  for (const id of new Set(employeeIds)) {
    const period = await processedPeriodCovering(db, id, date);
    if (period !== null) {
      const [employee] = await repo.employeesByIds(db, [id]);
      throw conflict(
        EARNINGS_MSG.processedPeriod(employee ? employeeFullName(employee) : `employee ${id}`, period),
      );
    }
  }
}

/** The employees of these lines, all existing, none twice. */
async function checkedEmployees(db: Db, lines: readonly { employee_id: number }[]) {
  const ids = lines.map((l) => l.employee_id);
  if (new Set(ids).size !== ids.length) throw invalid(EARNINGS_MSG.duplicateInRequest);
  const found = await repo.employeesByIds(db, ids);
  if (found.length !== new Set(ids).size) throw invalid(EARNINGS_MSG.employeeNotFound);
  return new Map(found.map((e) => [e.id, e]));
}

/** The record's stored total: the entered figure for By Work - Group earnings, else 0 (lines are summed). */
async function storedTotal(db: Db, kind: CategoryKind, categoryId: number, total: number | null | undefined) {
  if (!(await repo.categoryExists(db, kind, categoryId))) throw invalid(EARNINGS_MSG.categoryNotFound);
  if (kind !== 'earnings') return 0;
  const category = await repo.findEarningsCategoryTerms(db, categoryId);
  if (category?.calc_id !== GROUP) return 0;
  if (total === null || total === undefined) throw invalid(EARNINGS_MSG.totalRequired);
  return toHundredths(total);
}

const lineValues = (l: RecordLineInput) => ({
  employee_id: l.employee_id,
  amount: toHundredths(l.amount),
  input_column: l.input_column,
});

/** Constraint races (two saves at once) answer 409, not 500; mapped outside the transaction. */
async function mapConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof PayrollInputError) throw invalid(err.message);
    if (isUniqueViolation(err)) throw conflict(EARNINGS_MSG.duplicateInRequest);
    if (isForeignKeyViolation(err)) throw conflict(EARNINGS_MSG.recordNotFound);
    throw err;
  }
}

export function createRecord(deps: Deps, actor: Actor, kind: CategoryKind, input: RecordCreateInput) {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockEmployees(
        trx,
        input.employee_data.map((l) => l.employee_id),
      );
      const total = await storedTotal(trx, kind, input.category_id, input.total_amount);
      await checkedEmployees(trx, input.employee_data);
      await assertUnlocked(
        trx,
        input.employee_data.map((l) => l.employee_id),
        input.effective_date,
      );
      const at = deps.clock.now().toISOString();
      const values = {
        category_id: input.category_id,
        effective_date: input.effective_date,
        total_amount: total,
      };
      const id = await repo.insertRecord(trx, kind, values, { at, by: actor.userId });
      const lines = input.employee_data.map(lineValues);
      await repo.insertLines(trx, kind, id, lines, at);
      await recordAudit(trx, deps.clock, actor, {
        action: 'create',
        entity: RECORD_TABLE[kind],
        entityId: id,
        details: { old: null, new: { ...values, lines } },
      });
      return id;
    }),
  );
}

async function existingHead(db: Db, kind: CategoryKind, id: number) {
  const [head] = await repo.recordHeads(db, kind, id);
  if (!head) throw notFound(EARNINGS_MSG.recordNotFound);
  return head;
}

export function updateRecord(deps: Deps, actor: Actor, kind: CategoryKind, input: RecordUpdateInput) {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockRecord(trx, kind, input.code);
      const old = await existingHead(trx, kind, input.code);
      const total = await storedTotal(trx, kind, input.category_id, input.total_amount);
      const employees = (await repo.recordEmployees(trx, kind, input.code)).map((l) => l.employee_id);
      await assertUnlocked(trx, employees, old.effective_date);
      await assertUnlocked(trx, employees, input.effective_date);
      const values = {
        category_id: input.category_id,
        effective_date: input.effective_date,
        total_amount: total,
      };
      await repo.updateRecord(trx, kind, input.code, values, {
        at: deps.clock.now().toISOString(),
        by: actor.userId,
      });
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: RECORD_TABLE[kind],
        entityId: input.code,
        details: { old, new: values },
      });
      return input.code;
    }),
  );
}

export function deleteRecord(deps: Deps, actor: Actor, kind: CategoryKind, code: number) {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockRecord(trx, kind, code);
      const old = await existingHead(trx, kind, code);
      const lines = await repo.recordLines(trx, kind, [code]);
      await assertUnlocked(
        trx,
        lines.map((l) => l.employee_id),
        old.effective_date,
      );
      await repo.deleteRecord(trx, kind, code);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: RECORD_TABLE[kind],
        entityId: code,
        details: {
          old: { ...old, lines: lines.map((l) => ({ employee_id: l.employee_id, amount: l.amount })) },
          new: null,
        },
      });
    }),
  );
}

/** Adds one or several employee lines to one record, all or none. */
export function createLines(deps: Deps, actor: Actor, kind: CategoryKind, input: RecordCreateEmpInput) {
  const lines = Array.isArray(input) ? input : [input];
  const recordId = lines[0]?.record_id;
  if (recordId === undefined) throw invalid(EARNINGS_MSG.noLines);
  if (lines.some((l) => l.record_id !== recordId)) throw invalid(EARNINGS_MSG.oneRecord);
  return addLines(deps, actor, kind, recordId, lines);
}

export function addLines(
  deps: Deps,
  actor: Actor,
  kind: CategoryKind,
  recordId: number,
  lines: readonly RecordLineInput[],
): Promise<number[]> {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockRecord(
        trx,
        kind,
        recordId,
        lines.map((l) => l.employee_id),
      );
      const head = await existingHead(trx, kind, recordId);
      const employees = await checkedEmployees(trx, lines);
      const onRecord = new Set((await repo.recordEmployees(trx, kind, recordId)).map((l) => l.employee_id));
      for (const line of lines) {
        if (onRecord.has(line.employee_id)) {
          const e = employees.get(line.employee_id);
          throw conflict(EARNINGS_MSG.duplicateEmployee(e ? employeeFullName(e) : 'This employee'));
        }
      }
      await assertUnlocked(
        trx,
        lines.map((l) => l.employee_id),
        head.effective_date,
      );
      const values = lines.map(lineValues);
      const ids = await repo.insertLines(trx, kind, recordId, values, deps.clock.now().toISOString());
      await recordAudit(trx, deps.clock, actor, {
        action: 'create',
        entity: `${RECORD_TABLE[kind]}.lines`,
        entityId: recordId,
        details: { old: null, new: values.map((v, i) => ({ log_no: ids[i], ...v })) },
      });
      return ids;
    }),
  );
}

export function updateLine(deps: Deps, actor: Actor, kind: CategoryKind, input: RecordUpdateEmpInput) {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      const line = await repo.findLine(trx, kind, input.log_no);
      if (!line) throw notFound(EARNINGS_MSG.lineNotFound);
      // A line never moves to another record: lock that record, its employees and the new one.
      await lockRecord(trx, kind, line.record_id, [input.employee_id]);
      const old = await repo.findLine(trx, kind, input.log_no);
      if (!old) throw notFound(EARNINGS_MSG.lineNotFound);
      if (input.record_id !== undefined && input.record_id !== old.record_id)
        throw invalid(EARNINGS_MSG.oneRecord);
      const head = await existingHead(trx, kind, old.record_id);
      const employees = await checkedEmployees(trx, [input]);
      const other = (await repo.recordEmployees(trx, kind, old.record_id)).find(
        (l) => l.employee_id === input.employee_id && l.id !== old.id,
      );
      if (other) {
        const e = employees.get(input.employee_id);
        throw conflict(EARNINGS_MSG.duplicateEmployee(e ? employeeFullName(e) : 'This employee'));
      }
      await assertUnlocked(trx, [old.employee_id, input.employee_id], head.effective_date);
      const values = lineValues(input);
      await repo.updateLine(trx, kind, old.id, values, deps.clock.now().toISOString());
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: `${RECORD_TABLE[kind]}.lines`,
        entityId: old.id,
        details: { old, new: values },
      });
      return old.id;
    }),
  );
}

export function deleteLine(deps: Deps, actor: Actor, kind: CategoryKind, logNo: number) {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      const line = await repo.findLine(trx, kind, logNo);
      if (!line) throw notFound(EARNINGS_MSG.lineNotFound);
      await lockRecord(trx, kind, line.record_id);
      const old = await repo.findLine(trx, kind, logNo);
      if (!old) throw notFound(EARNINGS_MSG.lineNotFound);
      const head = await existingHead(trx, kind, old.record_id);
      await assertUnlocked(trx, [old.employee_id], head.effective_date);
      await repo.deleteLine(trx, kind, logNo);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: `${RECORD_TABLE[kind]}.lines`,
        entityId: logNo,
        details: { old, new: null },
      });
    }),
  );
}
