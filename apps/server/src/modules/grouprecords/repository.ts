/** Queries of the group records: one table per group; amounts are centavos in, pesos out. */
import { type BasisRates, basisRates, roundHalfAwayFromZero } from '@sahod/payroll';
import type {
  BenefitsGroupRow,
  BenefitsGroupValues,
  GroupKey,
  GroupRows,
  PayPeriodRow,
  SalaryGroupRow,
  SalaryGroupValues,
  WTaxGroupRow,
  WTaxGroupValues,
} from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The table of each group. */
export const GROUP_TABLES = {
  salary_group: 'salary_groups',
  w_tax_group: 'w_tax_groups',
  benefits_group: 'benefits_groups',
  pay_period: 'pay_periods',
} as const satisfies Record<GroupKey, keyof DB>;

export type EditableGroup = Exclude<GroupKey, 'pay_period'>;

const pesos = (centavos: number) => Number(centavos) / 100;

/** The case-insensitive identity of a name (the unique key). */
export const nameKey = (name: string) => name.trim().toLowerCase();

export async function salaryGroups(db: Db): Promise<SalaryGroupRow[]> {
  const rows = await db
    .selectFrom('salary_groups')
    .select(['id', 'name', 'pay_basis', 'monthly_salary', 'day_rate', 'days', 'hours', 'annual_factor'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const days = Number(r.days);
    const hours = Number(r.hours);
    const rates = salaryGroupBasis(r);
    return {
      code: r.id,
      name: r.name,
      pay_basis: rates.basis,
      monthly_salary: pesos(rates.monthly),
      day_rate: pesos(roundHalfAwayFromZero(rates.dayNumerator / rates.dayDenominator)),
      hour_rate: pesos(roundHalfAwayFromZero(rates.dayNumerator / (rates.dayDenominator * hours))),
      days,
      hours,
      annual_factor: rates.factor,
    };
  });
}

/** A salary group's basis, factor and rates as the engine computes them (basis.ts). */
export function salaryGroupBasis(r: {
  pay_basis: string;
  monthly_salary: number;
  day_rate: number | null;
  days: number;
  hours: number;
  annual_factor: number | null;
}): BasisRates {
  return basisRates({
    monthly_salary: Number(r.monthly_salary),
    days: Number(r.days),
    hours: Number(r.hours),
    pay_period: 'Monthly',
    pay_basis: r.pay_basis === 'Daily' ? 'Daily' : 'Monthly',
    annual_factor: r.annual_factor === null ? Number(r.days) * 12 : Number(r.annual_factor),
    day_rate: r.day_rate === null ? null : Number(r.day_rate),
  });
}

export async function wTaxGroups(db: Db): Promise<WTaxGroupRow[]> {
  const rows = await db
    .selectFrom('w_tax_groups')
    .select([
      'id',
      'name',
      'tax_mode',
      'minimum_wage_earner',
      'w_tax_monthly_rate',
      'sss_rate',
      'pagibig_rate',
      'philhealth_rate',
    ])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    code: r.id,
    name: r.name,
    tax_mode: r.tax_mode,
    minimum_wage_earner: r.minimum_wage_earner === 1,
    w_tax_monthly_rate: pesos(r.w_tax_monthly_rate),
    sss_rate: pesos(r.sss_rate),
    pagibig_rate: pesos(r.pagibig_rate),
    philhealth_rate: pesos(r.philhealth_rate),
  }));
}

export async function benefitsGroups(db: Db): Promise<BenefitsGroupRow[]> {
  const rows = await db
    .selectFrom('benefits_groups')
    .select(['id', 'name', 'gasoline', 'meals', 'transpo', 'allowance'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    code: r.id,
    name: r.name,
    gasoline: pesos(r.gasoline),
    meals: pesos(r.meals),
    transpo: pesos(r.transpo),
    allowance: pesos(r.allowance),
  }));
}

export async function payPeriods(db: Db): Promise<PayPeriodRow[]> {
  const rows = await db
    .selectFrom('pay_periods')
    .select(['id', 'name', 'period_days'])
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => ({ code: r.id, name: r.name, period_days: r.period_days }));
}

/** Every entry of a group, as the table of the Group Details screen shows it. */
export function groupRows(db: Db, group: GroupKey): Promise<GroupRows> {
  switch (group) {
    case 'salary_group':
      return salaryGroups(db);
    case 'w_tax_group':
      return wTaxGroups(db);
    case 'benefits_group':
      return benefitsGroups(db);
    case 'pay_period':
      return payPeriods(db);
  }
}

export type GroupDropdownItem = { code: number; name: string } & Record<string, string | number | boolean>;

/**
 * Dropdown items of a group (spec 3 "Dropdown item": salary, tax and benefits groups carry their
 * extra fields, amounts in pesos), for `GET /dropdown/dropdown_handler?DD=<group>`:
 *   salary_group:   code, name, pay_basis, monthly_salary, day_rate, hour_rate, days, hours, annual_factor
 *   w_tax_group:    code, name, tax_mode, minimum_wage_earner, w_tax_monthly_rate, sss_rate,
 *                   pagibig_rate, philhealth_rate
 *   benefits_group: code, name, gasoline, meals, transpo, allowance
 *   pay_period:     code, name
 * Without the empty first option (the dropdown handler prepends it).
 */
export async function groupDropdownItems(db: Db, group: GroupKey): Promise<GroupDropdownItem[]> {
  if (group === 'pay_period') return (await payPeriods(db)).map((p) => ({ code: p.code, name: p.name }));
  return (await groupRows(db, group)) as GroupDropdownItem[];
}

// ---- writes ----

export type GroupValuesOf<G extends EditableGroup> = G extends 'salary_group'
  ? SalaryGroupValues
  : G extends 'w_tax_group'
    ? WTaxGroupValues
    : BenefitsGroupValues;

/** Column values of a validated entry (amounts already centavos). */
function columns(group: EditableGroup, values: SalaryGroupValues | WTaxGroupValues | BenefitsGroupValues) {
  const base = { name: values.name, name_key: nameKey(values.name) };
  if (group === 'w_tax_group') {
    const v = values as WTaxGroupValues;
    return { ...base, ...v, minimum_wage_earner: v.minimum_wage_earner ? 1 : 0 };
  }
  return { ...base, ...values };
}

/** The id of another entry of the group with the same name, case-insensitively. */
export async function sameNameEntry(
  db: Db,
  group: EditableGroup,
  name: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = db.selectFrom(GROUP_TABLES[group]).select('id').where('name_key', '=', nameKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** The stored row of an entry (centavos), for audit and change detection. */
export async function findEntry(
  db: Db,
  group: EditableGroup,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return db.selectFrom(GROUP_TABLES[group]).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEntry(
  db: Db,
  group: EditableGroup,
  values: SalaryGroupValues | WTaxGroupValues | BenefitsGroupValues,
  stamp: { at: string; by: number | null },
): Promise<number> {
  const row = await db
    .insertInto(GROUP_TABLES[group])
    .values({
      ...columns(group, values),
      created_at: stamp.at,
      updated_at: stamp.at,
      updated_by: stamp.by,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(
  db: Db,
  group: EditableGroup,
  id: number,
  values: SalaryGroupValues | WTaxGroupValues | BenefitsGroupValues,
  stamp: { at: string; by: number | null },
): Promise<number> {
  const result = await db
    .updateTable(GROUP_TABLES[group])
    .set({ ...columns(group, values), updated_at: stamp.at, updated_by: stamp.by } as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteEntry(db: Db, group: EditableGroup, id: number): Promise<number> {
  const result = await db.deleteFrom(GROUP_TABLES[group]).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
