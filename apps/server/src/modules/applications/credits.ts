/**
 * Leave credits (issue 10 §4): the ledger per employee and application type is the truth;
 * employees.leave_credits caches its total for the list, the profile card and the payroll.
 * HR grants and adjusts (employee_management update) with a reason; a balance never goes below
 * zero. Service Incentive Leave (Labor Code Art. 95): 5 days a year for employees with at least
 * one year of service, granted by a yearly action that is idempotent (unique employee, type,
 * accrual_year: running it twice grants once).
 */
import {
  APP_MSG,
  type CreditAdjust,
  type CreditBalance,
  type LeaveCredits,
  manilaToday,
  SIL_DAYS_PER_YEAR,
  SIL_TYPE_NAME,
} from '@sahod/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { notDraftEmployee } from '../employees/repository.ts';
import * as ledger from './ledger.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function existingEmployee(db: repo.Db, employeeId: number) {
  const employee = await repo.employeeFlags(db, employeeId);
  if (!employee) throw notFound(APP_MSG.employeeUnknown);
  return employee;
}

export async function creditsOf(deps: Deps, employeeId: number): Promise<LeaveCredits> {
  await existingEmployee(deps.db, employeeId);
  const [balances, rows] = await Promise.all([
    ledger.balances(deps.db, employeeId),
    ledger.ledgerRows(deps.db, employeeId),
  ]);
  const total = Math.round(rows.reduce((sum, r) => sum + r.days, 0) * 100) / 100;
  return { employee_id: employeeId, total, balances, ledger: rows };
}

export function balancesOf(deps: Deps, employeeId: number): Promise<CreditBalance[]> {
  return ledger.balances(deps.db, employeeId);
}

export async function adjust(deps: Deps, actor: Actor, input: CreditAdjust): Promise<void> {
  if (input.kind === 'grant' && input.days < 0) throw invalid(APP_MSG.daysInvalid);
  await deps.db.transaction().execute(async (trx) => {
    await existingEmployee(trx, input.employee_id);
    const type = await repo.findType(trx, input.application_type_id);
    if (!type) throw invalid(APP_MSG.typeUnknown);
    if (type.uses_leave_credits !== 1) throw invalid(APP_MSG.creditsTypeInvalid);
    const before = await ledger.balanceOf(trx, input.employee_id, type.id);
    const after = Math.round((before + input.days) * 100) / 100;
    if (after < 0) throw invalid(APP_MSG.creditsNegative);
    const at = deps.clock.now().toISOString();
    await ledger.addLedger(trx, { ...input, reason: input.reason }, actor.userId, at);
    await ledger.refreshCachedTotal(trx, [input.employee_id]);
    await recordAudit(trx, deps.clock, actor, {
      action: input.kind,
      entity: 'leave_credits',
      entityId: input.employee_id,
      details: { type: type.name, days: input.days, reason: input.reason, old: before, new: after },
    });
  });
}

/**
 * Grants the year's Service Incentive Leave to every non-draft employee hired at least one year
 * before today (Asia/Manila) or, for a past year, before that year's end. Answers how many got it
 * now (0 on a second run).
 */
export async function accrueSil(deps: Deps, actor: Actor, year: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const type = await repo.typeByName(trx, SIL_TYPE_NAME);
    if (!type) throw invalid(APP_MSG.silMissing);
    const today = manilaToday(deps.clock.now());
    if (year > Number(today.slice(0, 4))) throw invalid(APP_MSG.silFutureYear);
    const asOf = today < `${year}-12-31` ? today : `${year}-12-31`;
    const cutoff = `${Number(asOf.slice(0, 4)) - 1}${asOf.slice(4)}`;
    const at = deps.clock.now().toISOString();
    const reason = `Service Incentive Leave ${year} (Labor Code Art. 95)`;
    const eligible = await trx
      .selectFrom('employees as e')
      .select('e.id')
      .where(notDraftEmployee('e'))
      .where('e.date_hired', 'is not', null)
      .where('e.date_hired', '<=', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('leave_ledger as l')
              .select(sql`1`.as('x'))
              .whereRef('l.employee_id', '=', 'e.id')
              .where('l.application_type_id', '=', type.id)
              .where('l.accrual_year', '=', year),
          ),
        ),
      )
      .execute();
    const ids = eligible.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      await trx
        .insertInto('leave_ledger')
        .values(
          ids.slice(i, i + 500).map((employee_id) => ({
            employee_id,
            application_type_id: type.id,
            kind: 'accrual',
            days: SIL_DAYS_PER_YEAR,
            reason,
            application_id: null,
            accrual_year: year,
            created_by: actor.userId,
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await ledger.refreshCachedTotal(trx, ids);
    await recordAudit(trx, deps.clock, actor, {
      action: 'accrue_sil',
      entity: 'leave_credits',
      details: { year, granted: ids.length },
    });
    return ids.length;
  });
}
