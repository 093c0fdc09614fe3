/**
 * What the payroll engine needs for a set of employees and one period, gathered in a fixed number of
 * set-based queries whatever the number of employees (chunks of 1,000 ids): the employees' terms,
 * the schedule and timesheet of the period plus the 14 days before it (holiday "day before" rule),
 * the approved applications of the same dates, earnings and deduction lines dated in the period,
 * Active loans with the payments made (payInputsForPeriod), and the stored processed payslips whose
 * period intersects the requested one.
 */
import type {
  ApplicationInput,
  BenefitInput,
  BenefitsUsage,
  DayRecord,
  EmployeeTerms,
  PayslipInput,
  TaxMode,
} from '@sahod/payroll';
import { addDaysIso, PAYROLL_PERIODS, type PayrollPeriod } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { type EmployeePayInputs, payInputsForPeriod } from '../earningsdeductions/payrollInputs.ts';
import { allShifts } from '../shiftsmanagement/repository.ts';
import { ACTIVE_STATUS } from '../shiftsschedule/grid.ts';
import { benefitsUsage } from './benefitsUsage.ts';
import { dayRecords } from './days.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const HOLIDAY_LOOKBACK_DAYS = 14;
const CHUNK = 1000;

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
}

export interface StoredPayslip {
  id: number;
  employee_id: number;
  start_date: string;
  end_date: string;
  snapshot: string;
}

export interface EmployeeFilter {
  company_id?: number | undefined;
  department_id?: number | undefined;
  designation_id?: number | undefined;
  pay_period?: PayrollPeriod | undefined;
  ids?: readonly number[] | undefined;
  /** Any employment status, not only Active (a separated employee's final pay). */
  anyStatus?: boolean | undefined;
}

/** Active, non-draft employees of the filter (by company/department/designation/pay period, or by ids). */
export async function payrollEmployees(db: Db, filter: EmployeeFilter): Promise<PayrollEmployee[]> {
  const run = async (ids: readonly number[] | null) => {
    let q = db
      .selectFrom('employees as e')
      .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .leftJoin('designations as g', 'g.id', 'e.designation_id')
      .leftJoin('pay_periods as p', 'p.id', 'e.pay_period_id')
      .leftJoin('w_tax_groups as w', 'w.id', 'e.w_tax_group_id')
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
      ])
      .where('e.employee_code', 'is not', null)
      .where('e.employee_code', '<>', '');
    if (!filter.anyStatus) q = q.where('s.name', '=', ACTIVE_STATUS);
    if (ids !== null) q = q.where('e.id', 'in', ids);
    if (filter.company_id !== undefined) q = q.where('e.company_id', '=', filter.company_id);
    if (filter.department_id !== undefined) q = q.where('e.department_id', '=', filter.department_id);
    if (filter.designation_id !== undefined) q = q.where('e.designation_id', '=', filter.designation_id);
    if (filter.pay_period !== undefined) q = q.where('p.name', '=', filter.pay_period);
    return q.orderBy('e.last_name').orderBy('e.first_name').orderBy('e.id').execute();
  };
  const rows = [];
  if (filter.ids) {
    for (let i = 0; i < filter.ids.length; i += CHUNK)
      rows.push(...(await run(filter.ids.slice(i, i + CHUNK))));
  } else rows.push(...(await run(null)));
  return rows.map((r) => ({
    ...r,
    employee_code: r.employee_code ?? '',
    monthly_salary: r.monthly_salary === null ? null : Number(r.monthly_salary),
    days: r.days === null ? null : Number(r.days),
    hours: r.hours === null ? null : Number(r.hours),
    leave_credits: Number(r.leave_credits),
  }));
}

async function chunked<T>(ids: readonly number[], run: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await run(ids.slice(i, i + CHUNK))));
  return out;
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
  return chunked(ids, (chunk) =>
    db
      .selectFrom('payslips')
      .select(['id', 'employee_id', 'start_date', 'end_date', 'snapshot'])
      .where('employee_id', 'in', chunk)
      .where('status', '=', 'processed')
      .where('kind', 'in', ['regular', 'finalpay'])
      .where('start_date', '<=', end)
      .where('end_date', '>=', start)
      .orderBy('start_date')
      .execute(),
  );
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
  /** The ₱90,000 bucket and de minimis ceilings used before this payslip (benefitsUsage.ts). */
  usage?: Map<number, BenefitsUsage>;
}

/**
 * Schedule, timesheet (packed per employee: days.ts) and approved applications from 14 days before
 * start to end; lines and loans.
 */
export async function gatherInputs(
  db: Db,
  ids: readonly number[],
  start: string,
  end: string,
): Promise<GatheredInputs> {
  const from = addDaysIso(start, -HOLIDAY_LOOKBACK_DAYS);
  const shifts = await allShifts(db);
  const [days, apps, pay, usage] = await Promise.all([
    dayRecords(db, ids, from, end, shifts),
    chunked(ids, (chunk) =>
      db
        .selectFrom('applications as a')
        .innerJoin('application_types as t', 't.id', 'a.application_type_id')
        .select(['a.employee_id', 't.name', 'a.effective_date', 'a.start_time', 'a.end_time'])
        .where('a.employee_id', 'in', chunk)
        .where('a.approval_status', '=', 'Approved')
        .where('a.effective_date', '>=', from)
        .where('a.effective_date', '<=', end)
        .orderBy('a.effective_date')
        .orderBy('a.id')
        .execute(),
    ),
    payInputsForPeriod(db, ids, start, end),
    benefitsUsage(db, ids, end),
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
    benefits_usage: inputs.usage?.get(employeeId),
  };
}
