/** A company's pay calendar: read and saved (issue 21 section 1), validated by the shared rules. */
import {
  EMPLOYER_MSG,
  MSG,
  PAY_CALENDAR_FIELDS,
  PAY_CALENDAR_MSG,
  type PayCalendarBody,
  type PayCalendarSaveResponse,
  type PayCalendarView,
  parseCompanyId,
  validatePayCalendar,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { payCalendarOf } from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Deps['db'];

function companyIdOf(value: unknown): number {
  const id = parseCompanyId(value);
  if (id === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  return id;
}

async function readView(db: Db, companyId: number): Promise<PayCalendarView> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound(EMPLOYER_MSG.companyNotFound);
  return { company_id: companyId, ...(await payCalendarOf(db, companyId)) };
}

export async function fetchPayCalendar(deps: Deps, companyIdParam: unknown): Promise<PayCalendarView> {
  return readView(deps.db, companyIdOf(companyIdParam));
}

export async function savePayCalendar(
  deps: Deps,
  actor: Actor,
  body: PayCalendarBody,
): Promise<PayCalendarSaveResponse> {
  const companyId = companyIdOf(body.company_id);
  const result = validatePayCalendar(body);
  if (!result.ok) throw invalid(result.first);
  const values = result.values;
  return deps.db.transaction().execute(async (trx) => {
    const before = await readView(trx, companyId);
    const changed = PAY_CALENDAR_FIELDS.filter((f) => before[f] !== values[f]);
    if (changed.length === 0) return { message: MSG.noChanges, data: before };
    const row = { ...values, updated_at: deps.clock.now().toISOString(), updated_by: actor.userId };
    await trx
      .insertInto('company_pay_calendar')
      .values({ company_id: companyId, ...row })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'company_pay_calendar',
      entityId: companyId,
      details: {
        old: Object.fromEntries(changed.map((f) => [f, before[f]])),
        new: Object.fromEntries(changed.map((f) => [f, values[f]])),
      },
    });
    return { message: PAY_CALENDAR_MSG.saved, data: { company_id: companyId, ...values } };
  });
}
