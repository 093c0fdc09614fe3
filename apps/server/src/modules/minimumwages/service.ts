/**
 * The regional minimum wage table and work regions (issue 21 section 4): wage orders edited in
 * Group Details (module grouprecords), each company's work region there too, and an employee's own
 * region with their minimum wage check in Employment Details (module employee_management).
 */
import { employeeDayRate, minimumWageStatus, pesos } from '@sahod/payroll';
import {
  type CompanyWorkRegion,
  type EmployeeMinimumWage,
  MINIMUM_WAGE_MSG,
  type MinimumWageList,
  type MinimumWageWrite,
  manilaToday,
  validateMinimumWage,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { allRegions, companyRegions, dateText, regionLabels, wageOrders } from './regions.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Deps['db'];

export async function listMinimumWages(db: Db): Promise<MinimumWageList> {
  const label = await regionLabels(db);
  const rows = await db
    .selectFrom('minimum_wages')
    .select(['id', 'region_code', 'wage_order', 'effective_from', 'daily_rate'])
    .orderBy('region_code')
    .orderBy('effective_from', 'desc')
    .execute();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      region_code: r.region_code,
      region: label(r.region_code),
      wage_order: r.wage_order,
      effective_from: dateText(r.effective_from),
      daily_rate: pesos(Number(r.daily_rate)),
    })),
    regions: await allRegions(db),
  };
}

async function requireRegion(db: Db, code: string | null): Promise<void> {
  if (code === null) return;
  const found = await db.selectFrom('regions').select('id').where('psgc_code', '=', code).executeTakeFirst();
  if (!found) throw invalid(MINIMUM_WAGE_MSG.regionNotFound);
}

/** Creates (no id) or updates a wage order; 409 when the region has one on that date already. */
export async function saveMinimumWage(deps: Deps, actor: Actor, input: MinimumWageWrite): Promise<number> {
  const checked = validateMinimumWage(input);
  if (!checked.ok) throw invalid(checked.message);
  const values = checked.values;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await requireRegion(trx, values.region_code);
      const same = await trx
        .selectFrom('minimum_wages')
        .select('id')
        .where('region_code', '=', values.region_code)
        .where('effective_from', '=', values.effective_from)
        .executeTakeFirst();
      if (same && same.id !== input.id) throw conflict(MINIMUM_WAGE_MSG.duplicate);
      if (input.id === undefined) {
        const row = await trx
          .insertInto('minimum_wages')
          .values({ ...values, created_at: deps.clock.now().toISOString(), created_by: actor.userId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, deps.clock, actor, {
          action: 'create',
          entity: 'minimum_wages',
          entityId: row.id,
          details: { old: null, new: values },
        });
        return row.id;
      }
      const old = await trx
        .selectFrom('minimum_wages')
        .selectAll()
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!old) throw notFound(MINIMUM_WAGE_MSG.notFound);
      await trx.updateTable('minimum_wages').set(values).where('id', '=', input.id).execute();
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: 'minimum_wages',
        entityId: input.id,
        details: { old, new: values },
      });
      return input.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MINIMUM_WAGE_MSG.duplicate);
    throw err;
  }
}

/** Deletes a wage order. Processed payslips keep their snapshots; later payrolls use what is left. */
export async function deleteMinimumWage(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('minimum_wages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!old) throw notFound(MINIMUM_WAGE_MSG.notFound);
    await trx.deleteFrom('minimum_wages').where('id', '=', id).execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'minimum_wages',
      entityId: id,
      details: { old, new: null },
    });
  });
}

export async function listCompanyRegions(db: Db): Promise<CompanyWorkRegion[]> {
  const label = await regionLabels(db);
  return [...(await companyRegions(db)).entries()].map(([id, c]) => ({
    company_id: id,
    company: c.name,
    work_region_code: c.own,
    region_code: c.code,
    region: c.code === null ? null : label(c.code),
  }));
}

export async function saveCompanyRegion(
  deps: Deps,
  actor: Actor,
  input: { company_id: number; work_region_code: string | null },
): Promise<void> {
  const code = input.work_region_code === '' ? null : input.work_region_code;
  await deps.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('companies')
      .select(['id', 'work_region_code'])
      .where('id', '=', input.company_id)
      .executeTakeFirst();
    if (!old) throw notFound(MINIMUM_WAGE_MSG.companyNotFound);
    await requireRegion(trx, code);
    await trx
      .updateTable('companies')
      .set({ work_region_code: code })
      .where('id', '=', input.company_id)
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'companies',
      entityId: input.company_id,
      details: { old: { work_region_code: old.work_region_code }, new: { work_region_code: code } },
    });
  });
}

/** The employee's region (own, else the company's) and today's minimum wage check (Manila date). */
export async function employeeMinimumWage(deps: Deps, employeeId: number): Promise<EmployeeMinimumWage> {
  const e = await deps.db
    .selectFrom('employees as e')
    .leftJoin('salary_groups as sg', 'sg.id', 'e.salary_group_id')
    .select([
      'e.id',
      'e.company_id',
      'e.work_region_code',
      'e.monthly_salary',
      'e.days',
      'sg.pay_basis',
      'sg.annual_factor',
      'sg.day_rate as group_day_rate',
    ])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!e) throw notFound(MINIMUM_WAGE_MSG.employeeNotFound);
  const company =
    e.company_id === null ? null : (await companyRegions(deps.db, [e.company_id])).get(e.company_id);
  const code = e.work_region_code ?? company?.code ?? null;
  const label = await regionLabels(deps.db);
  const monthly = Number(e.monthly_salary ?? 0);
  const days = Number(e.days ?? 0);
  // The engine's day rate of the salary group's pay basis (issue 21 §2), as the payslip computes it.
  const dayRate =
    monthly > 0 && days > 0
      ? employeeDayRate({
          monthly_salary: monthly,
          days,
          pay_basis: e.pay_basis === 'Monthly' ? 'Monthly' : 'Daily',
          annual_factor: e.annual_factor === null ? undefined : Number(e.annual_factor),
          day_rate: e.group_day_rate === null ? undefined : Number(e.group_day_rate),
        })
      : null;
  const status =
    code !== null && dayRate !== null
      ? minimumWageStatus(dayRate, code, await wageOrders(deps.db), manilaToday(deps.clock.now()))
      : null;
  const region = code === null ? null : label(code);
  const companyCode = company?.code ?? null;
  return {
    company_region: companyCode === null ? null : label(companyCode),
    regions: await allRegions(deps.db),
    employee_id: e.id,
    work_region_code: e.work_region_code,
    region_code: code,
    region,
    day_rate: dayRate === null ? null : pesos(dayRate),
    wage_order: status?.wage_order ?? null,
    minimum_daily_rate: status ? pesos(status.minimum_daily_rate) : null,
    minimum_wage_earner: status?.mwe === true,
    warning:
      status?.below_minimum === true
        ? MINIMUM_WAGE_MSG.belowMinimum(
            pesos(status.day_rate),
            region ?? '',
            pesos(status.minimum_daily_rate),
            status.wage_order,
          )
        : null,
  };
}

export async function saveEmployeeRegion(
  deps: Deps,
  actor: Actor,
  input: { employee_id: number; work_region_code: string | null },
): Promise<void> {
  const code = input.work_region_code === '' ? null : input.work_region_code;
  await deps.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('employees')
      .select(['id', 'work_region_code'])
      .where('id', '=', input.employee_id)
      .executeTakeFirst();
    if (!old) throw notFound(MINIMUM_WAGE_MSG.employeeNotFound);
    await requireRegion(trx, code);
    await trx
      .updateTable('employees')
      .set({ work_region_code: code })
      .where('id', '=', input.employee_id)
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'employees',
      entityId: input.employee_id,
      details: { old: { work_region_code: old.work_region_code }, new: { work_region_code: code } },
    });
  });
}
