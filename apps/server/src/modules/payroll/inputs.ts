/**
 * What the payroll engine needs for a set of employees and one period, gathered in a fixed number of
 * set-based queries whatever the number of employees (chunks of 1,000 ids): the employees' terms,
 * the schedule and timesheet of the period and of the days before it the holiday "day before" rule
 * can read (the engine's daysReadFrom), the approved applications of the same dates, earnings and deduction lines dated in the period,
 * Active loans with the payments made (payInputsForPeriod), and the stored processed payslips whose
 * period intersects the requested one.
 */
import {
  type ApplicationInput,
  type BenefitInput,
  type BenefitsUsage,
  type DayRecord,
  daysReadFrom,
  type EmployeeTerms,
  type MinimumWageOrder,
  type MonthToDate,
  type PayslipInput,
  type TaxMode,
} from '@sahod/payroll';
import { effectiveRestWeekdays, PAYROLL_PERIODS, type PayrollPeriod } from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import { inChunks, inIds } from '../../db/chunks.ts';
import { executeHot } from '../../db/hot-statements.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import {
  type EarningsGroups,
  type EmployeePayInputs,
  earningsGroups,
  payInputsForPeriod,
} from '../earningsdeductions/payrollInputs.ts';
import { allShifts } from '../shiftsmanagement/repository.ts';
import { ACTIVE_STATUS } from '../shiftsschedule/grid.ts';
import { benefitsUsage } from './benefitsUsage.ts';
import { dayRecords } from './days.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface PayrollEmployee {
  id: number;
  employee_code: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  company_id: number | null;
  department_id: number | null;
  department: string | null;
  designation_id: number | null;
  designation: string | null;
  photo_file_id: number | null;
  pay_period: string | null;
  monthly_salary: number | null;
  days: number | null;
  hours: number | null;
  tax_mode: string | null;
  minimum_wage_earner: number | null;
  w_tax_monthly_rate: number | null;
  sss_rate: number | null;
  pagibig_rate: number | null;
  philhealth_rate: number | null;
  gasoline: number | null;
  meals: number | null;
  transpo: number | null;
  allowance: number | null;
  leave_credits: number;
  /** 0027: the salary group's pay basis, factor and a Daily-rated group's day rate (centavos). */
  pay_basis: string | null;
  annual_factor: number | null;
  group_day_rate: number | null;
  date_hired: string | null;
  separation_date: string | null;
  /** 0029: the employee's own work region (PSGC code), null: the company's. */
  work_region_code: string | null;
  /** 0031: the employee's own rest days ('6,0'; null: the company's) and the company's default. */
  rest_weekdays?: string | null;
  company_rest_weekdays?: string | null;
}

export interface StoredPayslip {
  id: number;
  employee_id: number;
  start_date: string;
  end_date: string;
  snapshot: string;
  pay_date: string | null;
}

export interface EmployeeFilter {
  company_id?: number | undefined;
  department_id?: number | undefined;
  designation_id?: number | undefined;
  pay_period?: PayrollPeriod | undefined;
  ids?: readonly number[] | undefined;
  /** Any employment status, not only Active (a separated employee's final pay). */
  anyStatus?: boolean | undefined;
  /** Leaves out employees whose Separation Date is before this date (a payroll's start). */
  employedOn?: string | undefined;
}

/** The query behind payrollEmployees: its joins, columns and conditions. */
function payrollEmployeesQuery(db: Db, filter: EmployeeFilter, ids: readonly number[] | null) {
  let q = db
    .selectFrom('employees as e')
    .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('designations as g', 'g.id', 'e.designation_id')
    .leftJoin('pay_periods as p', 'p.id', 'e.pay_period_id')
    .leftJoin('w_tax_groups as w', 'w.id', 'e.w_tax_group_id')
    .leftJoin('salary_groups as sg', 'sg.id', 'e.salary_group_id')
    .leftJoin('company_pay_calendar as pc', 'pc.company_id', 'e.company_id')
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'e.middle_name',
      'e.company_id',
      'e.department_id',
      'd.name as department',
      'e.designation_id',
      'g.name as designation',
      'e.photo_file_id',
      'p.name as pay_period',
      'e.monthly_salary',
      'e.days',
      'e.hours',
      'w.tax_mode',
      'w.minimum_wage_earner',
      'e.w_tax_monthly_rate',
      'e.sss_rate',
      'e.pagibig_rate',
      'e.philhealth_rate',
      'e.gasoline',
      'e.meals',
      'e.transpo',
      'e.allowance',
      'e.leave_credits',
      'sg.pay_basis',
      'sg.annual_factor',
      'sg.day_rate as group_day_rate',
      'e.date_hired',
      'e.separation_date',
      'e.work_region_code',
      'e.rest_weekdays',
      'pc.rest_weekdays as company_rest_weekdays',
    ])
    .where('e.employee_code', 'is not', null)
    .where('e.employee_code', '<>', '');
  if (!filter.anyStatus) q = q.where('s.name', '=', ACTIVE_STATUS);
  if (ids !== null) q = q.where(inIds(db, 'e.id', ids));
  if (filter.company_id !== undefined) q = q.where('e.company_id', '=', filter.company_id);
  if (filter.department_id !== undefined) q = q.where('e.department_id', '=', filter.department_id);
  if (filter.designation_id !== undefined) q = q.where('e.designation_id', '=', filter.designation_id);
  if (filter.pay_period !== undefined) q = q.where('p.name', '=', filter.pay_period);
  const employedOn = filter.employedOn;
  if (employedOn !== undefined)
    q = q.where((w) => w.or([w('e.separation_date', 'is', null), w('e.separation_date', '>=', employedOn)]));
  return q;
}

/** The ids of payrollEmployees(filter) (the same query, no other column, no order): to count them. */
export async function payrollEmployeeIds(db: Db, filter: Omit<EmployeeFilter, 'ids'>): Promise<number[]> {
  const rows = await payrollEmployeesQuery(db, filter, null).clearSelect().select('e.id').execute();
  return rows.map((r) => r.id);
}

/** The ids of payrollEmployees(filter) in its order (last name, first name, id): the batches of a fetch. */
export async function orderedPayrollEmployeeIds(
  db: Db,
  filter: Omit<EmployeeFilter, 'ids'>,
): Promise<number[]> {
  const rows = await payrollEmployeesQuery(db, filter, null)
    .clearSelect()
    .select('e.id')
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The columns of payrollEmployees in its rows' key order: [column, key]. On SQLite the row is read as
 * one json_array text and shaped here (issue 28 §4): better-sqlite3 builds a 34-key object per row
 * about 3 times slower than JSON.parse reads the same values (20,000 rows: ~300 ms against ~100 ms).
 */
const EMPLOYEE_COLUMNS = [
  ['e.id', 'id'],
  ['e.employee_code', 'employee_code'],
  ['e.first_name', 'first_name'],
  ['e.last_name', 'last_name'],
  ['e.middle_name', 'middle_name'],
  ['e.company_id', 'company_id'],
  ['e.department_id', 'department_id'],
  ['d.name', 'department'],
  ['e.designation_id', 'designation_id'],
  ['g.name', 'designation'],
  ['e.photo_file_id', 'photo_file_id'],
  ['p.name', 'pay_period'],
  ['e.monthly_salary', 'monthly_salary'],
  ['e.days', 'days'],
  ['e.hours', 'hours'],
  ['w.tax_mode', 'tax_mode'],
  ['w.minimum_wage_earner', 'minimum_wage_earner'],
  ['e.w_tax_monthly_rate', 'w_tax_monthly_rate'],
  ['e.sss_rate', 'sss_rate'],
  ['e.pagibig_rate', 'pagibig_rate'],
  ['e.philhealth_rate', 'philhealth_rate'],
  ['e.gasoline', 'gasoline'],
  ['e.meals', 'meals'],
  ['e.transpo', 'transpo'],
  ['e.allowance', 'allowance'],
  ['e.leave_credits', 'leave_credits'],
  ['sg.pay_basis', 'pay_basis'],
  ['sg.annual_factor', 'annual_factor'],
  ['sg.day_rate', 'group_day_rate'],
  ['e.date_hired', 'date_hired'],
  ['e.separation_date', 'separation_date'],
  ['e.work_region_code', 'work_region_code'],
  ['e.rest_weekdays', 'rest_weekdays'],
  ['pc.rest_weekdays', 'company_rest_weekdays'],
] as const;

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof payrollEmployeesQuery>['execute']>>[number];

const numberOrNull = (v: unknown): number | null => (v === null ? null : Number(v));

/** A row of the employees' query as payrollEmployees answers it (numbers as numbers). */
function shapeEmployee(r: EmployeeRow): PayrollEmployee {
  return {
    ...r,
    employee_code: r.employee_code ?? '',
    monthly_salary: numberOrNull(r.monthly_salary),
    days: numberOrNull(r.days),
    hours: numberOrNull(r.hours),
    leave_credits: Number(r.leave_credits),
    annual_factor: numberOrNull(r.annual_factor),
    group_day_rate: numberOrNull(r.group_day_rate),
  };
}

/** A json_array of EMPLOYEE_COLUMNS (SQLite) as the same object shapeEmployee answers, keys in order. */
export function employeeOfValues(v: readonly unknown[]): PayrollEmployee {
  const row = {} as Record<string, unknown>;
  for (let i = 0; i < EMPLOYEE_COLUMNS.length; i++)
    row[(EMPLOYEE_COLUMNS[i] as readonly [string, string])[1]] = v[i];
  return shapeEmployee(row as unknown as EmployeeRow);
}

/** payrollEmployees with Kysely's row objects (PostgreSQL; and the tests' reference on SQLite). */
export async function payrollEmployeeObjects(db: Db, filter: EmployeeFilter): Promise<PayrollEmployee[]> {
  return (
    await employeeRows(filter, (ids) => executeHot(db, ordered(payrollEmployeesQuery(db, filter, ids))))
  ).map(shapeEmployee);
}

const ordered = <Q extends { orderBy(c: 'e.last_name' | 'e.first_name' | 'e.id'): Q }>(q: Q): Q =>
  q.orderBy('e.last_name').orderBy('e.first_name').orderBy('e.id');

/** The filter's rows: its ids a slice at a time (db/chunks.ts inChunks), or the whole filter in one query. */
const employeeRows = <T>(filter: EmployeeFilter, run: (ids: readonly number[] | null) => Promise<T[]>) =>
  filter.ids ? inChunks(filter.ids, run) : run(null);

/** Active, non-draft employees of the filter (by company/department/designation/pay period, or by ids). */
export async function payrollEmployees(db: Db, filter: EmployeeFilter): Promise<PayrollEmployee[]> {
  if (isPostgres(db)) return payrollEmployeeObjects(db, filter);
  const values = sql<string>`json_array(${sql.join(EMPLOYEE_COLUMNS.map(([column]) => sql.ref(column)))})`;
  const rows = await employeeRows(filter, (ids) =>
    ordered(payrollEmployeesQuery(db, filter, ids).clearSelect().select(values.as('v'))).execute(),
  );
  return rows.map((r) => employeeOfValues(JSON.parse(r.v) as unknown[]));
}

/**
 * Processed payslips of these employees whose period intersects [start, end]: kinds regular and
 * finalpay (a 13th month covers the whole year and makes no period overlap).
 */
export function intersectingPayslips(
  db: Db,
  ids: readonly number[],
  start: string,
  end: string,
): Promise<StoredPayslip[]> {
  return inChunks(ids, (chunk) =>
    intersectingQuery(db, chunk, start, end)
      .select(['id', 'employee_id', 'start_date', 'end_date', 'snapshot', 'pay_date'])
      .execute(),
  );
}

/** The periods of intersectingPayslips (the same payslips) without their snapshots: for statuses alone. */
export function intersectingPeriods(
  db: Db,
  ids: readonly number[],
  start: string,
  end: string,
): Promise<Pick<StoredPayslip, 'employee_id' | 'start_date' | 'end_date'>[]> {
  return inChunks(ids, (chunk) =>
    intersectingQuery(db, chunk, start, end).select(['employee_id', 'start_date', 'end_date']).execute(),
  );
}

function intersectingQuery(db: Db, chunk: readonly number[], start: string, end: string) {
  // Issue 28: on SQLite the end date is left out of the indexes (unary plus), so the employees'
  // ids lead the search. Otherwise SQLite searched payslips_live_end (status, kind, end_date) and
  // read every payslip of the period: in a batched process, those the earlier batches had just written.
  const endDate = isPostgres(db) ? sql.ref('end_date') : sql`+${sql.ref('end_date')}`;
  return db
    .selectFrom('payslips')
    .where(inIds(db, 'employee_id', chunk))
    .where('status', '=', 'processed')
    .where('kind', 'in', ['regular', 'finalpay'])
    .where('start_date', '<=', end)
    .where(endDate, '>=', start)
    .orderBy('start_date');
}

function groupBy<T extends { employee_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.employee_id);
    if (list) list.push(r);
    else map.set(r.employee_id, [r]);
  }
  return map;
}

export interface GatheredInputs {
  days: Map<number, DayRecord[]>;
  applications: Map<number, ApplicationInput[]>;
  pay: Map<number, EmployeePayInputs>;
  /** Each employee's work region (PSGC code) and every region's wage orders (minimum wage check). */
  regions?: Map<number, string | null>;
  wageOrders?: readonly MinimumWageOrder[];
  /** The month's earlier payslips, for employees whose payroll trues up the month. */
  monthToDate?: Map<number, MonthToDate>;
  /** The ₱90,000 bucket and de minimis ceilings used before this payslip (benefitsUsage.ts). */
  usage?: Map<number, BenefitsUsage>;
}

/**
 * The ₱90,000 bucket and de minimis usage before each employee's pay date (the period's end when none
 * is known): one query per distinct pay date (one per company calendar at most).
 */
async function usageByPayDate(
  db: Db,
  ids: readonly number[],
  end: string,
  payDates?: ReadonlyMap<number, string>,
): Promise<Map<number, BenefitsUsage>> {
  const groups = new Map<string, number[]>();
  for (const id of ids) {
    const date = payDates?.get(id) ?? end;
    const list = groups.get(date);
    if (list) list.push(id);
    else groups.set(date, [id]);
  }
  const out = new Map<number, BenefitsUsage>();
  for (const [date, group] of groups)
    for (const [id, u] of await benefitsUsage(db, group, date)) out.set(id, u);
  return out;
}

/**
 * What every batch of one payroll run (one period) shares, read by its first batch (issue 28
 * section 2): the shifts and the earnings records' group amounts. Never reused across runs.
 */
export interface RunShared {
  shifts?: Awaited<ReturnType<typeof allShifts>>;
  earnings?: EarningsGroups;
}

/**
 * Schedule, timesheet (packed per employee: days.ts) and approved applications of the dates the
 * engine reads: the period, and from up to 14 days before it when the period opens with a regular
 * holiday (daysReadFrom; every employee gets the national calendar, PayslipInput.holidays unset:
 * one window for all); lines and loans. `shared`: the run's shared reads when it goes in batches.
 */
export async function gatherInputs(
  db: Db,
  ids: readonly number[],
  start: string,
  end: string,
  payDates?: ReadonlyMap<number, string>,
  shared: RunShared = {},
): Promise<GatheredInputs> {
  const from = daysReadFrom(start, end);
  shared.shifts ??= await allShifts(db);
  shared.earnings ??= await earningsGroups(db, start, end);
  const shifts = shared.shifts;
  const [days, apps, pay, usage] = await Promise.all([
    dayRecords(db, ids, from, end, shifts),
    inChunks(ids, (chunk) =>
      executeHot(
        db,
        db
          .selectFrom('applications as a')
          .innerJoin('application_types as t', 't.id', 'a.application_type_id')
          .select(['a.employee_id', 't.name', 'a.effective_date', 'a.start_time', 'a.end_time'])
          .where(inIds(db, 'a.employee_id', chunk))
          .where('a.approval_status', '=', 'Approved')
          .where('a.effective_date', '>=', from)
          .where('a.effective_date', '<=', end)
          .orderBy('a.effective_date')
          .orderBy('a.id'),
      ),
    ),
    payInputsForPeriod(db, ids, start, end, shared.earnings),
    usageByPayDate(db, ids, end, payDates),
  ]);
  const applications = new Map<number, ApplicationInput[]>();
  for (const [employeeId, list] of groupBy(apps))
    applications.set(
      employeeId,
      list.map((a) => ({
        application_type: a.name,
        effective_date: a.effective_date,
        start_time: a.start_time,
        end_time: a.end_time,
        approval_status: 'Approved' as const,
      })),
    );
  return { days, applications, pay, usage };
}

const taxModeOf = (e: PayrollEmployee): TaxMode =>
  e.minimum_wage_earner === 1 ? 'minimum_wage' : e.tax_mode === 'fixed' ? 'fixed' : 'statutory';

const BENEFIT_NAMES = [
  ['gasoline', 'Gasoline'],
  ['meals', 'Meals'],
  ['transpo', 'Transpo'],
  ['allowance', 'Allowance'],
] as const;

/** The employee's terms for the engine, or null without a salary, days, hours or pay period. */
export function termsOf(e: PayrollEmployee): EmployeeTerms | null {
  if (!e.monthly_salary || !e.days || !e.hours || !e.pay_period) return null;
  if (!(PAYROLL_PERIODS as readonly string[]).includes(e.pay_period)) return null;
  const benefits: BenefitInput[] = [];
  for (const [column, name] of BENEFIT_NAMES) {
    const amount = Number(e[column] ?? 0);
    if (amount > 0) benefits.push({ name, monthly_amount: amount });
  }
  const mode = taxModeOf(e);
  return {
    monthly_salary: e.monthly_salary,
    days: e.days,
    hours: e.hours,
    pay_period: e.pay_period as PayrollPeriod,
    ...basisTermsOf(e),
    rest_weekdays: effectiveRestWeekdays(e.rest_weekdays ?? null, e.company_rest_weekdays ?? null),
    tax_mode: mode,
    ...(mode === 'fixed'
      ? {
          w_tax_monthly_rate: e.w_tax_monthly_rate,
          sss_rate: e.sss_rate,
          pagibig_rate: e.pagibig_rate,
          philhealth_rate: e.philhealth_rate,
        }
      : {}),
    benefits,
  };
}

/**
 * Pay basis terms (issue 21): the salary group's basis and factor, a Daily-rated group's day rate,
 * hire and separation dates. An employee in no salary group has no stated basis and keeps the rule
 * before pay bases: paid for time worked at monthly / days.
 */
function basisTermsOf(e: PayrollEmployee): Partial<EmployeeTerms> {
  const daily = e.pay_basis !== 'Monthly';
  return {
    pay_basis: daily ? 'Daily' : 'Monthly',
    ...(e.annual_factor !== null ? { annual_factor: e.annual_factor } : {}),
    ...(daily && e.group_day_rate !== null ? { day_rate: e.group_day_rate } : {}),
    date_hired: e.date_hired,
    separation_date: e.separation_date,
  };
}

export function payslipInput(
  terms: EmployeeTerms,
  employeeId: number,
  start: string,
  end: string,
  inputs: GatheredInputs,
): PayslipInput {
  const pay = inputs.pay.get(employeeId);
  return {
    employee: terms,
    period: { start, end },
    days: inputs.days.get(employeeId) ?? [],
    applications: inputs.applications.get(employeeId) ?? [],
    earnings: pay?.earnings ?? [],
    deductions: pay?.deductions ?? [],
    loans: pay?.loans ?? [],
    // The pay date decides the wage order; until periods carry one, the period's end.
    minimum_wage: {
      region: inputs.regions?.get(employeeId) ?? null,
      orders: inputs.wageOrders ?? [],
      on_date: end,
    },
    ...(inputs.monthToDate?.has(employeeId) ? { month_to_date: inputs.monthToDate.get(employeeId) } : {}),
    benefits_usage: inputs.usage?.get(employeeId),
  };
}
