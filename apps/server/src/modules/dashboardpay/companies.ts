/** The companies a dashboard card covers: the one asked for (404 when unknown), or every company with an Active employee. */
import { EMPLOYER_MSG } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { ACTIVE_STATUS } from '../shiftsschedule/grid.ts';

export interface CompanyName {
  id: number;
  name: string;
}

export async function companiesOf(
  deps: Pick<AppDeps, 'db'>,
  companyId: number | undefined,
): Promise<CompanyName[]> {
  if (companyId !== undefined) {
    const company = await deps.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company) throw notFound(EMPLOYER_MSG.companyNotFound);
    return [company];
  }
  return deps.db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('employees as e')
          .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
          .select('e.id')
          .whereRef('e.company_id', '=', 'c.id')
          .where('s.name', '=', ACTIVE_STATUS),
      ),
    )
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}
