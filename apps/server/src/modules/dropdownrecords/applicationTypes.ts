/**
 * An application type's 'Converts to cash at separation' (issue 23 section 3): company policy for
 * every leave type that uses credits, except Service Incentive Leave, which always converts (Labor
 * Code Art. 95): turning it off is refused. Audited.
 */
import { type ApplicationTypeConversion, LEAVE_CONVERSION_MSG, SIL_TYPE_NAME } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';

export async function setConversion(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  body: ApplicationTypeConversion,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const type = await trx
      .selectFrom('application_types')
      .select(['id', 'name', 'uses_leave_credits', 'converts_at_separation'])
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (!type) throw notFound(LEAVE_CONVERSION_MSG.notFound);
    if (type.name === SIL_TYPE_NAME && !body.converts_at_separation)
      throw invalid(LEAVE_CONVERSION_MSG.silAlways);
    if (body.converts_at_separation && Number(type.uses_leave_credits) !== 1)
      throw invalid(LEAVE_CONVERSION_MSG.noCredits);
    const value = body.converts_at_separation ? 1 : 0;
    if (Number(type.converts_at_separation) === value) return;
    await trx
      .updateTable('application_types')
      .set({ converts_at_separation: value })
      .where('id', '=', type.id)
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'application_types',
      entityId: type.id,
      details: {
        old: { converts_at_separation: Number(type.converts_at_separation) === 1 },
        new: { converts_at_separation: body.converts_at_separation },
      },
    });
  });
}
