/**
 * Dropdown Records (spec 5 "Dropdown records"): add, rename and delete the values of the editable
 * lists. Values are trimmed, at most 30 characters and unique per list and parent without regard
 * to case; a value still in use cannot be deleted.
 */
import {
  DROPDOWN_MSG,
  dropdownSelectionProblem,
  dropdownValueKey,
  dropdownValueProblem,
  isRecordListKey,
  normalizeDropdownValue,
  type RecordListKey,
} from '@sahod/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The list a request names, or the spec's message when none (or one that is not editable) is. */
function recordList(dd: string): RecordListKey {
  if (dd === '') throw invalid(DROPDOWN_MSG.selectDropdown);
  if (!isRecordListKey(dd)) throw invalid(DROPDOWN_MSG.notEditable(dd));
  return dd;
}

function checkedValue(descr: string): string {
  const problem = dropdownValueProblem(descr);
  if (problem) throw invalid(problem);
  return normalizeDropdownValue(descr);
}

async function assertUnique(
  trx: Transaction<DB>,
  dd: RecordListKey,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<void> {
  const key = dropdownValueKey(name);
  const others = await repo.siblings(trx, dd, parentId);
  if (others.some((o) => o.id !== exceptId && dropdownValueKey(o.name) === key)) {
    throw conflict(DROPDOWN_MSG.duplicate);
  }
}

/** The parent of a new department (the company) or designation (the department, of that company). */
async function parentOf(
  trx: Transaction<DB>,
  dd: RecordListKey,
  input: { company_id?: number | null | undefined; department_id?: number | null | undefined },
): Promise<number | null> {
  if (dd !== 'department' && dd !== 'designation') return null;
  const company = await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', input.company_id ?? 0)
    .executeTakeFirst();
  if (!company) throw notFound(DROPDOWN_MSG.companyNotFound);
  if (dd === 'department') return company.id;
  const department = await trx
    .selectFrom('departments')
    .select(['id', 'company_id'])
    .where('id', '=', input.department_id ?? 0)
    .executeTakeFirst();
  if (!department) throw notFound(DROPDOWN_MSG.departmentNotFound);
  if (department.company_id !== company.id) throw invalid(DROPDOWN_MSG.departmentOfOtherCompany);
  return department.id;
}

/** A unique index that caught a race the check above missed is still a duplicate (409). */
async function duplicateSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DROPDOWN_MSG.duplicate);
    throw err;
  }
}

const entity = (dd: RecordListKey) => `dropdown:${dd}`;

export async function createRecord(
  deps: Deps,
  actor: Actor,
  input: {
    dd: string;
    descr: string;
    company_id?: number | null | undefined;
    department_id?: number | null | undefined;
  },
): Promise<number> {
  const dd = recordList(input.dd);
  // The dropdown is known to be editable now: what is left to check is its parents.
  const parents = dropdownSelectionProblem(input);
  if (parents) throw invalid(parents);
  const name = checkedValue(input.descr);
  return duplicateSafe(() =>
    deps.db.transaction().execute(async (trx) => {
      const parentId = await parentOf(trx, dd, input);
      await assertUnique(trx, dd, parentId, name);
      const id = await repo.insertRecord(trx, dd, name, parentId, deps.clock.now().toISOString());
      await recordAudit(trx, deps.clock, actor, {
        action: 'create',
        entity: entity(dd),
        entityId: id,
        details: { new: { name, parent_id: parentId } },
      });
      return id;
    }),
  );
}

export async function updateRecord(
  deps: Deps,
  actor: Actor,
  input: { dd: string; id: number; descr: string },
): Promise<void> {
  const dd = recordList(input.dd);
  const name = checkedValue(input.descr);
  await duplicateSafe(() =>
    deps.db.transaction().execute(async (trx) => {
      const record = await repo.findRecord(trx, dd, input.id);
      if (!record) throw notFound(DROPDOWN_MSG.notFound);
      if (record.name === name) return;
      await assertUnique(trx, dd, record.parentId, name, record.id);
      await repo.renameRecord(trx, dd, record.id, name);
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: entity(dd),
        entityId: record.id,
        details: { old: { name: record.name }, new: { name } },
      });
    }),
  );
}

export async function deleteRecord(
  deps: Deps,
  actor: Actor,
  input: { dd: string; id: number },
): Promise<void> {
  const dd = recordList(input.dd);
  let name = '';
  try {
    await deps.db.transaction().execute(async (trx) => {
      const record = await repo.findRecord(trx, dd, input.id);
      if (!record) throw notFound(DROPDOWN_MSG.notFound);
      name = record.name;
      const uses = await repo.usesOf(trx, dd, record.id);
      if (uses.length > 0) throw conflict(DROPDOWN_MSG.inUse(name, uses));
      await repo.deleteRecord(trx, dd, record.id);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: entity(dd),
        entityId: record.id,
        details: { old: { name: record.name, parent_id: record.parentId } },
      });
    });
  } catch (err) {
    // A reference the service does not know yet: its foreign key refused the delete.
    if (isForeignKeyViolation(err)) throw conflict(DROPDOWN_MSG.inUse(name, []));
    throw err;
  }
}
