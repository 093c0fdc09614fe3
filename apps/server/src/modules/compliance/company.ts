/**
 * A company with its employer details (company_employer, possibly not filled in yet): the one read
 * behind the Employer Details form and every compliance output (remittances, BIR 2316, alphalist).
 */
import type { Employer } from '@sahod/compliance';
import { EMPLOYER_MSG } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface CompanyRef {
  id: number;
  name: string;
  /** The registered name falls back to the company's name. */
  employer: Employer & { signatory_name?: string | null; signatory_position?: string | null };
}

/** The company's row with its employer columns (null where not entered), or undefined when no such company. */
export function readCompanyEmployer(db: Db, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_employer as e', 'e.company_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'e.registered_name',
      'e.address',
      'e.zip',
      'e.tin',
      'e.branch_code',
      'e.rdo_code',
      'e.sss_er_no',
      'e.sss_branch',
      'e.philhealth_pen',
      'e.pagibig_er_id',
      'e.contact_no',
      'e.email',
      'e.signatory_name',
      'e.signatory_position',
      'e.updated_at',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

/** The company and its employer as the outputs use it; 404 when no such company. */
export async function companyOf(deps: { db: Db }, companyId: number): Promise<CompanyRef> {
  const c = await readCompanyEmployer(deps.db, companyId);
  if (!c) throw notFound(EMPLOYER_MSG.companyNotFound);
  const { updated_at: _, ...employer } = c;
  return { id: c.id, name: c.name, employer: { ...employer, registered_name: c.registered_name ?? c.name } };
}
