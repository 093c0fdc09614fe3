/**
 * A year of semi-monthly payslips for N employees of one company (default 10,000 → 240,000
 * payslips), written directly in bulk into a prepared database: the year-end benchmarks (13th
 * month, alphalist, 2316) read them like stored processed payroll. Each payslip has the regular
 * snapshot shape and the year columns (basic_earned, taxable_compensation, benefits_total); basic
 * pay varies by employee and a few halves have absences, overtime and allowances so the sums are
 * not uniform. Every employee has a TIN and a hire date (BIR 2316 / alphalist). Options for the
 * 2316 / alphalist bench: `employer` stores the company's employer details (TIN, RDO, signatory),
 * `thirteenth` adds a processed 13th-month payslip per employee (kind 'thirteenth', January 1 to
 * December 31, basic earned / 12, the excess over the exemption taxable). Deterministic.
 */
import { basicEarned, splitBenefits, thirteenthMonth } from '@sahod/payroll';
import { THIRTEENTH_LINE } from '@sahod/shared';
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

/** A distinct TIN per employee, with the 0000 branch: 100-000-001-0000, ... */
const tinOf = (i: number) => {
  const d = String(100_000_001 + i);
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 9)}-0000`;
};

/** The company's employer details (BIR 2316 / 1604-C need the TIN, RDO and a signatory). */
export async function seedEmployer(db: Kysely<DB>, companyId: number, now: string): Promise<void> {
  await db
    .insertInto('company_employer')
    .values({
      company_id: companyId,
      registered_name: 'BENCH YEAR-END CORPORATION',
      address: '123 Ayala Avenue, Makati City',
      zip: '1226',
      tin: '123-456-789',
      branch_code: '0000',
      rdo_code: '050',
      sss_er_no: null,
      sss_branch: '000',
      philhealth_pen: null,
      pagibig_er_id: null,
      contact_no: null,
      email: null,
      updated_by: null,
      signatory_name: 'Maria Santos',
      signatory_position: 'HR Manager',
      updated_at: now,
    })
    .execute();
}

const EMPTY_PAYSLIP = {
  rates: { monthly_rate: 0, daily_rate: 0, hourly_rate: 0 },
  gross_breakdown: {},
  gross_base: 0,
  earnings: {},
  earningsTotal: 0,
  mandatories_breakdown: {},
  mandatoriesTotal: 0,
  deductions_breakdown: { WTax: 0 },
  deductions: {},
  deductionsTotal: 0,
  wtax: 0,
  taxable_compensation: 0,
  loans_breakdown: [],
  loansTotal: 0,
  total_deductions: 0,
  employer_shares: {},
  employer_total: 0,
};

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlos', 'Liza', 'Miguel', 'Grace'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva'];

export async function seedYearOfPayslips(
  db: Kysely<DB>,
  options: { employees?: number; year?: number; employer?: boolean; thirteenth?: boolean } = {},
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
  if (options.employer) await seedEmployer(db, company.id, now);
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
        tin: tinOf(i),
        date_hired: '2019-06-01',
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
    let basicOfYear = 0;
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
      basicOfYear += basicEarned([gross]);
      batch.push({
        employee_id: employeeId,
        kind: 'regular',
        pay_date: null,
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
    if (options.thirteenth) {
      const thirteenth = thirteenthMonth(basicOfYear);
      const payslip = {
        ...EMPTY_PAYSLIP,
        period: { start: `${year}-01-01`, end: `${year}-12-31` },
        benefits: { [THIRTEENTH_LINE]: thirteenth },
        benefitsTotal: thirteenth,
        gross_pay: thirteenth,
        net_pay: thirteenth,
      };
      batch.push({
        employee_id: employeeId,
        kind: 'thirteenth',
        pay_date: `${year}-12-18`,
        start_date: `${year}-01-01`,
        end_date: `${year}-12-31`,
        pay_period: 'Semi-monthly',
        void_reason: null,
        gross_base: 0,
        gross_pay: thirteenth,
        mandatories_total: 0,
        wtax: 0,
        deductions_total: 0,
        loans_total: 0,
        total_deductions: 0,
        net_pay: thirteenth,
        employer_total: 0,
        basic_earned: 0,
        taxable_compensation: splitBenefits(thirteenth, 0, year).taxable,
        benefits_total: thirteenth,
        snapshot: JSON.stringify({ payslip, loans_summary: [] }),
        created_by: null,
        created_at: now,
      });
    }
  }
  await flush();
  return { companyId: company.id, employeeIds, year, periods };
}
