/**
 * A company's employer details (issue 16 section 1): read and saved for the compliance outputs.
 * Validated by the shared rules; numbers stored dashed. One row per company, created on first save.
 */
import {
  EMPLOYER_FIELDS,
  EMPLOYER_MSG,
  type EmployerBody,
  type EmployerDetails,
  type EmployerSaveResponse,
  MSG,
  parseCompanyId,
  validateEmployerDetails,
} from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { readCompanyEmployer } from './company.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB> | Transaction<DB>;

function companyIdOf(value: unknown): number {
  const id = parseCompanyId(value);
  if (id === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  return id;
}

async function readEmployer(db: Db, companyId: number): Promise<EmployerDetails | undefined> {
  const row = await readCompanyEmployer(db, companyId);
  if (!row) return undefined;
  const { id, name, ...r } = row;
  const updated = r.updated_at as unknown;
  return {
    company_id: id,
    company: name,
    ...r,
    sss_branch: r.sss_branch ?? '000',
    updated_at: updated instanceof Date ? updated.toISOString() : (updated as string | null),
  };
}

export async function fetchEmployer(deps: Deps, companyIdParam: unknown): Promise<EmployerDetails> {
  const record = await readEmployer(deps.db, companyIdOf(companyIdParam));
  if (!record) throw notFound(EMPLOYER_MSG.companyNotFound);
  return record;
}

export async function saveEmployer(
  deps: Deps,
  actor: Actor,
  body: EmployerBody,
): Promise<EmployerSaveResponse> {
  const companyId = companyIdOf(body.company_id);
  const result = validateEmployerDetails(body);
  if (!result.ok) throw invalid(result.first);
  const values = result.values;
  return deps.db.transaction().execute(async (trx) => {
    const before = await readEmployer(trx, companyId);
    if (!before) throw notFound(EMPLOYER_MSG.companyNotFound);
    const changed = EMPLOYER_FIELDS.filter((f) => (before[f] ?? null) !== (values[f] ?? null));
    if (changed.length === 0 && before.updated_at !== null) return { message: MSG.noChanges, data: before };
    const now = deps.clock.now().toISOString();
    const row = { ...values, updated_at: now, updated_by: actor.userId };
    await trx
      .insertInto('company_employer')
      .values({ company_id: companyId, ...row })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'company_employer',
      entityId: companyId,
      details: {
        old: Object.fromEntries(changed.map((f) => [f, before[f]])),
        new: Object.fromEntries(changed.map((f) => [f, values[f]])),
      },
    });
    const after = (await readEmployer(trx, companyId)) as EmployerDetails;
    return { message: EMPLOYER_MSG.saved, data: after };
  });
}
