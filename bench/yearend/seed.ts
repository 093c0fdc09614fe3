/**
 * A year of semi-monthly payslips for N employees of one company (default 10,000 → 240,000
 * payslips), written directly in bulk into a prepared database: the year-end benchmarks (13th
 * month, alphalist, 2316) read them like stored processed payroll. Each payslip has the regular
 * snapshot shape and the year columns (basic_earned, taxable_compensation, benefits_total); basic
 * pay varies by employee and a few halves have absences, overtime and allowances so the sums are
 * not uniform. Deterministic.
 */
import { basicEarned } from '@sahod/payroll';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import { rng } from '../lib/employees.ts';

export interface YearSeed {
  companyId: number;
  employeeIds: number[];
  year: number;
  /** The 24 [start, end] periods, in order. */
  periods: { start: string; end: string }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function semiMonthlyPeriods(year: number): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let m = 1; m <= 12; m++) {
    const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
    out.push({ start: `${year}-${pad(m)}-01`, end: `${year}-${pad(m)}-15` });
    out.push({ start: `${year}-${pad(m)}-16`, end: `${year}-${pad(m)}-${last}` });
  }
  return out;
}

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlos', 'Liza', 'Miguel', 'Grace'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva'];

export async function seedYearOfPayslips(
  db: Kysely<DB>,
  options: { employees?: number; year?: number } = {},
): Promise<YearSeed> {
  const count = options.employees ?? 10_000;
  const year = options.year ?? 2026;
  const now = new Date().toISOString();
  const random = rng(2026);
  const company = await db
    .insertInto('companies')
    .values({ name: `Year-end Bench ${Date.now()}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dept = await db
    .insertInto('departments')
    .values({ company_id: company.id, name: 'Operations', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const desig = await db
    .insertInto('designations')
    .values({ department_id: dept.id, name: 'Associate', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const active = await db
    .selectFrom('employment_statuses')
    .select('id')
    .where('name', '=', 'Active')
    .executeTakeFirstOrThrow();
  const salaries: number[] = [];
  const employeeIds: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(start + 500, count); i++) {
      const salary = 1_800_000 + Math.floor(random() * 10_000_000);
      salaries.push(salary);
      rows.push({
        employee_code: `Y${(i + 1).toString(36).toUpperCase().padStart(4, '0')}`,
        first_name: FIRST[i % FIRST.length] as string,
        last_name: LAST[(i * 7) % LAST.length] as string,
        middle_name: LAST[(i * 3) % LAST.length] as string,
        is_approver: 0,
        company_id: company.id,
        department_id: dept.id,
        designation_id: desig.id,
        status_id: active.id,
        pay_period_id: 2,
        monthly_salary: salary,
        days: 26,
        hours: 8,
        created_at: now,
        updated_at: now,
      });
    }
    const ids = await db.insertInto('employees').values(rows).returning('id').execute();
    employeeIds.push(...ids.map((r) => r.id));
  }
  const periods = semiMonthlyPeriods(year);
  const BATCH = 400;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto('payslips')
      .values(batch as never)
      .execute();
    batch = [];
  };
  for (let e = 0; e < employeeIds.length; e++) {
    const employeeId = employeeIds[e] as number;
    const half = Math.round((salaries[e] as number) / 2);
    const dayRate = Math.round((salaries[e] as number) / 26);
    for (const period of periods) {
      const absent = random() < 0.1 ? 1 : 0;
      const overtime = random() < 0.2 ? Math.round(dayRate * 0.5) : 0;
      const gross: Record<string, number> = { 'Basic Pay': half - absent * dayRate };
      if (overtime > 0) gross.Overtime = overtime;
      const benefits = { Meals: 75_000, Allowance: 100_000 };
      const grossBase = Object.values(gross).reduce((a, b) => a + b, 0);
      const benefitsTotal = 175_000;
      const grossPay = grossBase + benefitsTotal;
      const mandatories = { SSS: 50_000, PhilHealth: Math.round(half * 0.025), 'Pag-IBIG': 10_000 };
      const mandatoriesTotal = Object.values(mandatories).reduce((a, b) => a + b, 0);
      const taxable = grossPay - mandatoriesTotal;
      const wtax = Math.max(0, Math.round((taxable - 1_041_700) * 0.15));
      const net = grossPay - mandatoriesTotal - wtax;
      const payslip = {
        period,
        rates: { monthly_rate: salaries[e], daily_rate: dayRate, hourly_rate: Math.round(dayRate / 8) },
        gross_breakdown: gross,
        gross_base: grossBase,
        earnings: {},
        earningsTotal: 0,
        benefits,
        benefitsTotal,
        gross_pay: grossPay,
        mandatories_breakdown: mandatories,
        mandatoriesTotal,
        deductions_breakdown: { WTax: wtax },
        deductions: {},
        deductionsTotal: 0,
        wtax,
        taxable_compensation: taxable,
        loans_breakdown: [],
        loansTotal: 0,
        total_deductions: mandatoriesTotal + wtax,
        net_pay: net,
        employer_shares: {
          SSS: 100_000,
          'SSS EC': 1_000,
          PhilHealth: mandatories.PhilHealth,
          'Pag-IBIG': 10_000,
        },
        employer_total: 111_000 + mandatories.PhilHealth,
        attendance: {
          days_present: 13 - absent,
          absences: absent,
          late_minutes: 0,
          early_minutes: 0,
          paid_leave_days: 0,
          unpaid_leave_days: 0,
          regular_minutes: (13 - absent) * 480,
          overtime_minutes: overtime > 0 ? 240 : 0,
          night_minutes: 0,
          paid_holidays: 0,
        },
      };
      batch.push({
        employee_id: employeeId,
        start_date: period.start,
        end_date: period.end,
        pay_period: 'Semi-monthly',
        void_reason: null,
        gross_base: grossBase,
        gross_pay: grossPay,
        mandatories_total: mandatoriesTotal,
        wtax,
        deductions_total: 0,
        loans_total: 0,
        total_deductions: mandatoriesTotal + wtax,
        net_pay: net,
        employer_total: payslip.employer_total,
        basic_earned: basicEarned([gross]),
        taxable_compensation: taxable,
        benefits_total: benefitsTotal,
        snapshot: JSON.stringify({ payslip, loans_summary: [] }),
        created_by: null,
        created_at: now,
      });
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  return { companyId: company.id, employeeIds, year, periods };
}
