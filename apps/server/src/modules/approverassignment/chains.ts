/**
 * Approval chains managed in Approver Assignment (issue 27 §1). A chain is a scope (application
 * type, company, department: null is every one) and its ordered levels; the applications module
 * (applications/chains.ts) picks the most specific chain at filing and stores its snapshot on the
 * application, so editing or deleting a chain never changes a pending application.
 *
 * Rules (400 unless told): a name, at least one level, each level at least one approver, every
 * approver an employee flagged as approver, no approver twice in one level; the company, department
 * and type must exist (the department of the chosen company); one chain per scope (409).
 */
import {
  type ApprovalChain,
  type ApprovalChainInput,
  type ApprovalChainUpdate,
  CHAIN_MSG,
  type ChainMode,
} from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { notDraftEmployee } from '../employees/repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB>;

/** 'Reyes, Ana': how the trail and the chains name an approver. */
export const listName = (first: string | null, last: string | null) =>
  [last, first].filter((s) => s && s.trim() !== '').join(', ');

const idsOf = (text: string) =>
  text
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** Names of employees by id ('Reyes, Ana'). */
export async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, listName(r.first_name, r.last_name)]));
}

export async function listChains(db: Db): Promise<ApprovalChain[]> {
  const chains = await db
    .selectFrom('approval_chains as c')
    .leftJoin('application_types as t', 't.id', 'c.application_type_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('departments as d', 'd.id', 'c.department_id')
    .select([
      'c.id',
      'c.name',
      'c.application_type_id',
      't.name as application_type',
      'c.company_id',
      'co.name as company',
      'c.department_id',
      'd.name as department',
      'c.updated_at',
    ])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const levels = await db.selectFrom('approval_chain_levels').selectAll().orderBy('level').execute();
  const names = await namesOf(
    db,
    levels.flatMap((l) => idsOf(l.approver_ids)),
  );
  return chains.map((c) => ({
    ...c,
    levels: levels
      .filter((l) => l.chain_id === c.id)
      .map((l) => ({
        level: l.level,
        mode: (l.mode === 'all' ? 'all' : 'any') as ChainMode,
        approvers: idsOf(l.approver_ids).map((employee_id) => ({
          employee_id,
          name: names.get(employee_id) ?? `#${employee_id}`,
        })),
      })),
  }));
}

async function check(trx: Db, input: ApprovalChainInput, selfId: number | null): Promise<void> {
  if (input.application_type_id !== null) {
    const type = await trx
      .selectFrom('application_types')
      .select('id')
      .where('id', '=', input.application_type_id)
      .executeTakeFirst();
    if (!type) throw invalid(CHAIN_MSG.unknownType);
  }
  if (input.company_id !== null) {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', input.company_id)
      .executeTakeFirst();
    if (!company) throw invalid(CHAIN_MSG.unknownCompany);
  }
  if (input.department_id !== null) {
    const dept = await trx
      .selectFrom('departments')
      .select(['id', 'company_id'])
      .where('id', '=', input.department_id)
      .executeTakeFirst();
    if (!dept) throw invalid(CHAIN_MSG.unknownDepartment);
    if (input.company_id !== null && dept.company_id !== input.company_id)
      throw invalid(CHAIN_MSG.departmentOfOtherCompany);
  }
  const all = input.levels.flatMap((l) => l.approver_ids);
  const approvers = all.length
    ? await trx
        .selectFrom('employees as e')
        .select(['e.id', 'e.is_approver'])
        .where('e.id', 'in', [...new Set(all)])
        .where(notDraftEmployee('e'))
        .execute()
    : [];
  const names = await namesOf(trx, all);
  for (const [i, level] of input.levels.entries()) {
    if (level.approver_ids.length === 0) throw invalid(CHAIN_MSG.approversRequired(i + 1));
    if (new Set(level.approver_ids).size !== level.approver_ids.length)
      throw invalid(CHAIN_MSG.duplicateApprover(i + 1));
    for (const id of level.approver_ids) {
      if (approvers.find((a) => a.id === id)?.is_approver !== 1)
        throw invalid(CHAIN_MSG.notApprover(names.get(id) ?? `Employee #${id}`));
    }
  }
  const same = await trx
    .selectFrom('approval_chains')
    .select(['id', 'application_type_id', 'company_id', 'department_id'])
    .execute();
  const clash = same.find(
    (c) =>
      c.id !== selfId &&
      c.application_type_id === input.application_type_id &&
      c.company_id === input.company_id &&
      c.department_id === input.department_id,
  );
  if (clash) throw conflict(CHAIN_MSG.duplicateScope);
}

async function writeLevels(trx: Db, chainId: number, input: ApprovalChainInput): Promise<void> {
  await trx.deleteFrom('approval_chain_levels').where('chain_id', '=', chainId).execute();
  await trx
    .insertInto('approval_chain_levels')
    .values(
      input.levels.map((l, i) => ({
        chain_id: chainId,
        level: i + 1,
        mode: l.mode,
        approver_ids: l.approver_ids.join(','),
      })),
    )
    .execute();
}

const fields = (input: ApprovalChainInput) => ({
  name: input.name,
  application_type_id: input.application_type_id,
  company_id: input.company_id,
  department_id: input.department_id,
});

/**
 * Chain writes are serialised on the chains table so two saves cannot both pass the scope check
 * (SQLite runs one write transaction at a time already).
 */
async function lockChains(trx: Db, dialect: AppDeps['dialect']): Promise<void> {
  if (dialect === 'postgres') await sql`lock table approval_chains in share row exclusive mode`.execute(trx);
}

async function found(deps: Deps, id: number): Promise<ApprovalChain> {
  const chain = (await listChains(deps.db)).find((c) => c.id === id);
  if (!chain) throw notFound(CHAIN_MSG.notFound);
  return chain;
}

export async function createChain(
  deps: Deps & Pick<AppDeps, 'dialect'>,
  actor: Actor,
  input: ApprovalChainInput,
): Promise<ApprovalChain> {
  const at = deps.clock.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockChains(trx, deps.dialect);
    await check(trx, input, null);
    const row = await trx
      .insertInto('approval_chains')
      .values({ ...fields(input), created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLevels(trx, row.id, input);
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'approval_chain',
      entityId: row.id,
      details: { new: input },
    });
    return row.id;
  });
  return found(deps, id);
}

export async function updateChain(
  deps: Deps & Pick<AppDeps, 'dialect'>,
  actor: Actor,
  input: ApprovalChainUpdate,
): Promise<ApprovalChain> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockChains(trx, deps.dialect);
    const old = await trx
      .selectFrom('approval_chains')
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!old) throw notFound(CHAIN_MSG.notFound);
    await check(trx, input, input.id);
    await trx
      .updateTable('approval_chains')
      .set({ ...fields(input), updated_at: at })
      .where('id', '=', input.id)
      .execute();
    await writeLevels(trx, input.id, input);
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'approval_chain',
      entityId: input.id,
      details: { old, new: input },
    });
  });
  return found(deps, input.id);
}

export async function deleteChain(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('approval_chains').selectAll().where('id', '=', id).executeTakeFirst();
    if (!old) throw notFound(CHAIN_MSG.notFound);
    await trx.deleteFrom('approval_chain_levels').where('chain_id', '=', id).execute();
    await trx.deleteFrom('approval_chains').where('id', '=', id).execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'approval_chain',
      entityId: id,
      details: { old },
    });
  });
}
