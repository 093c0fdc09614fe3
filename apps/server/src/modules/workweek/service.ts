/** Reading and saving work weeks (issue 22 section 3). */
import {
  type CompanyWorkWeek,
  type EmployeeWorkWeek,
  effectiveRestWeekdays,
  formatRestWeekdays,
  parseRestWeekdays,
  SUNDAY_REST_WEEKDAYS,
  WORK_WEEK_MSG,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { payCalendarOf } from '../paycalendar/repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function employeeWorkWeek(deps: Deps, employeeId: number): Promise<EmployeeWorkWeek> {
  const row = await deps.db
    .selectFrom('employees as e')
    .leftJoin('company_pay_calendar as pc', 'pc.company_id', 'e.company_id')
    .select(['e.id', 'e.rest_weekdays', 'pc.rest_weekdays as company_rest_weekdays'])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!row) throw notFound(WORK_WEEK_MSG.employeeNotFound);
  const company = row.company_rest_weekdays ?? null;
  return {
    employee_id: row.id,
    rest_weekdays: parseRestWeekdays(row.rest_weekdays),
    company_rest_weekdays: parseRestWeekdays(company) ?? [...SUNDAY_REST_WEEKDAYS],
    effective_rest_weekdays: effectiveRestWeekdays(row.rest_weekdays, company),
  };
}

export async function saveEmployeeWorkWeek(
  deps: Deps,
  actor: Actor,
  input: { employee_id: number; rest_weekdays: number[] | null },
): Promise<void> {
  const value = input.rest_weekdays === null ? null : formatRestWeekdays(input.rest_weekdays);
  await deps.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('employees')
      .select(['id', 'rest_weekdays'])
      .where('id', '=', input.employee_id)
      .executeTakeFirst();
    if (!old) throw notFound(WORK_WEEK_MSG.employeeNotFound);
    await trx
      .updateTable('employees')
      .set({ rest_weekdays: value })
      .where('id', '=', input.employee_id)
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'employees',
      entityId: input.employee_id,
      details: { old: { rest_weekdays: old.rest_weekdays }, new: { rest_weekdays: value } },
    });
  });
}

/** Every company's default work week, by name. */
export async function companyWorkWeeks(deps: Pick<Deps, 'db'>): Promise<CompanyWorkWeek[]> {
  const rows = await deps.db
    .selectFrom('companies as c')
    .leftJoin('company_pay_calendar as pc', 'pc.company_id', 'c.id')
    .select(['c.id', 'c.name', 'pc.rest_weekdays'])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    company_id: r.id,
    company: r.name,
    rest_weekdays: parseRestWeekdays(r.rest_weekdays ?? null),
    effective_rest_weekdays: effectiveRestWeekdays(null, r.rest_weekdays ?? null),
  }));
}

/** The company default lives on its pay calendar row (created with the calendar's defaults if none). */
export async function saveCompanyWorkWeek(
  deps: Deps,
  actor: Actor,
  input: { company_id: number; rest_weekdays: number[] | null },
): Promise<void> {
  const value = input.rest_weekdays === null ? null : formatRestWeekdays(input.rest_weekdays);
  await deps.db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', input.company_id)
      .executeTakeFirst();
    if (!company) throw notFound(WORK_WEEK_MSG.companyNotFound);
    const old = await trx
      .selectFrom('company_pay_calendar')
      .select('rest_weekdays')
      .where('company_id', '=', input.company_id)
      .executeTakeFirst();
    const at = deps.clock.now().toISOString();
    if (old) {
      await trx
        .updateTable('company_pay_calendar')
        .set({ rest_weekdays: value, updated_at: at, updated_by: actor.userId })
        .where('company_id', '=', input.company_id)
        .execute();
    } else {
      const defaults = await payCalendarOf(trx, input.company_id);
      await trx
        .insertInto('company_pay_calendar')
        .values({
          company_id: input.company_id,
          ...defaults,
          rest_weekdays: value,
          updated_at: at,
          updated_by: actor.userId,
        })
        .execute();
    }
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'company_pay_calendar',
      entityId: input.company_id,
      details: { old: { rest_weekdays: old?.rest_weekdays ?? null }, new: { rest_weekdays: value } },
    });
  });
}
