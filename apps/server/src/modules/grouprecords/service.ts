/**
 * Group records (spec 5 "Group records"): salary, tax and benefits groups are edited here; pay
 * periods are read-only. Every rule is checked by the shared validator the form also uses.
 */

import { monthlyEquivalent } from '@sahod/payroll';
import {
  GROUP_MSG,
  type GroupKey,
  type GroupRows,
  type GroupWriteRequest,
  groupDeleteTargetSchema,
  isReadOnlyGroup,
  type SalaryGroupValues,
  validateGroupEntry,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import {
  deleteEntry,
  type EditableGroup,
  findEntry,
  groupRows,
  insertEntry,
  sameNameEntry,
  updateEntry,
} from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export function fetchGroup(deps: Deps, group: GroupKey): Promise<GroupRows> {
  return groupRows(deps.db, group);
}

function editable(group: GroupKey): EditableGroup {
  if (isReadOnlyGroup(group)) throw invalid(GROUP_MSG.readOnly);
  return group as EditableGroup;
}

function validated(group: EditableGroup, data: Record<string, unknown>) {
  const result = validateGroupEntry(group, data);
  if (!result.ok) throw invalid(result.message);
  const values = result.values as Parameters<typeof insertEntry>[2];
  // A Daily-rated group's monthly salary is its monthly equivalent, day rate x factor / 12 (EEMR).
  if (group === 'salary_group') {
    const salary = values as SalaryGroupValues;
    if (salary.pay_basis === 'Daily' && salary.day_rate !== null)
      return { ...salary, monthly_salary: monthlyEquivalent(salary.day_rate, salary.annual_factor) };
  }
  return values;
}

/** A unique-key violation of either dialect (two saves of one name at the same moment). */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A foreign-key violation of either dialect: the row is still referenced elsewhere. */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

async function mapConstraintErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(GROUP_MSG.duplicateName);
    if (isForeignKeyViolation(err)) throw conflict(GROUP_MSG.inUse);
    throw err;
  }
}

export async function createGroupEntry(deps: Deps, actor: Actor, input: GroupWriteRequest): Promise<number> {
  const group = editable(input.group);
  const values = validated(group, input.data);
  return mapConstraintErrors(() =>
    deps.db.transaction().execute(async (trx) => {
      if ((await sameNameEntry(trx, group, values.name)) !== undefined)
        throw conflict(GROUP_MSG.duplicateName);
      const stamp = { at: deps.clock.now().toISOString(), by: actor.userId };
      const id = await insertEntry(trx, group, values, stamp);
      await recordAudit(trx, deps.clock, actor, {
        action: 'create',
        entity: group,
        entityId: id,
        details: { old: null, new: values },
      });
      return id;
    }),
  );
}

function entryCode(data: Record<string, unknown>): number {
  const code = Number(data.code);
  if (
    data.code === undefined ||
    data.code === null ||
    data.code === '' ||
    !Number.isInteger(code) ||
    code < 1
  ) {
    throw invalid('code must be the number of the entry to update.');
  }
  return code;
}

export async function updateGroupEntry(deps: Deps, actor: Actor, input: GroupWriteRequest): Promise<number> {
  const group = editable(input.group);
  const code = entryCode(input.data);
  const values = validated(group, input.data);
  return mapConstraintErrors(() =>
    deps.db.transaction().execute(async (trx) => {
      const old = await findEntry(trx, group, code);
      if (!old) throw notFound(GROUP_MSG.notFound);
      if ((await sameNameEntry(trx, group, values.name, code)) !== undefined) {
        throw conflict(GROUP_MSG.duplicateName);
      }
      await updateEntry(trx, group, code, values, { at: deps.clock.now().toISOString(), by: actor.userId });
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: group,
        entityId: code,
        details: { old, new: values },
      });
      return code;
    }),
  );
}

/** Parses the delete query's `data`: a JSON string `{ group, code }` (spec 7). */
export function parseDeleteTarget(data: string): { group: GroupKey; code: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw invalid('data must be a JSON object with group and code.');
  }
  const result = groupDeleteTargetSchema.safeParse(parsed);
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'data must have group and code.');
  return result.data;
}

/**
 * Deletes an entry. An entry still referenced (e.g. by an employee's employment details) is
 * refused by its foreign key and nothing changes.
 */
export async function deleteGroupEntry(deps: Deps, actor: Actor, data: string): Promise<void> {
  const target = parseDeleteTarget(data);
  const group = editable(target.group);
  await mapConstraintErrors(() =>
    deps.db.transaction().execute(async (trx) => {
      const old = await findEntry(trx, group, target.code);
      if (!old) throw notFound(GROUP_MSG.notFound);
      await deleteEntry(trx, group, target.code);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: group,
        entityId: target.code,
        details: { old, new: null },
      });
    }),
  );
}
