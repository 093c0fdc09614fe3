/**
 * Demo opening balances (issue 23 section 1): Bayanihan Trading went live on Sahod on the first day
 * of the first period the demo processes (the semi-monthly period before the current one; in a
 * November demo, 1 November), so its employees hired before this year get the year's figures
 * from 1 January to the day before: per half-month, basic pay at half the monthly rate (the
 * engine's pay basis), the employee shares of that month from the statutory tables (half on each
 * cut-off), and the semi-monthly withholding tax of what is left (nothing for a minimum wage
 * earner, whose pay is exempt). Employees hired this year get none, so the 'No opening balance'
 * warning has someone to show. Idempotent: an employee with an entry for the year is skipped.
 */
import {
  basisRates,
  pagibigContribution,
  philhealthContribution,
  sssContribution,
  withholdingTax,
} from '@sahod/payroll';
import { manilaDateOf } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { payCalendarOf } from '../paycalendar/repository.ts';
import { demoPeriods } from '../payroll/demo.ts';
import { payrollEmployees, termsOf } from '../payroll/inputs.ts';
import { firstProcessedPayslips } from './service.ts';

export const DEMO_GO_LIVE_COMPANY = 'Bayanihan Trading Corporation';

/** The half-months from 1 January to the day before `goLive` (a 1st or a 16th): [month, half]. */
export function halvesBefore(goLive: string): Array<{ month: number; half: 1 | 2 }> {
  const month = Number(goLive.slice(5, 7));
  const day = Number(goLive.slice(8, 10));
  const out: Array<{ month: number; half: 1 | 2 }> = [];
  for (let m = 1; m < month; m++) out.push({ month: m, half: 1 }, { month: m, half: 2 });
  if (day >= 16) out.push({ month, half: 1 });
  return out;
}

/** Half of a monthly amount: the first cut-off's half rounded down, the second the rest. */
const halfOf = (monthly: number, half: 1 | 2) =>
  half === 1 ? Math.floor(monthly / 2) : monthly - Math.floor(monthly / 2);

export async function seedDemoOpeningBalances(db: Kysely<DB>, clock: Clock): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_GO_LIVE_COMPANY)
    .executeTakeFirst();
  if (!company) return;
  const calendar = await payCalendarOf(db, company.id);
  // The company went live on its first payroll processed in Sahod this year (the payroll demo's
  // period, or the earlier ones of My Sahod's pay history: 1 October on a late-November demo).
  const demoStart = demoPeriods(manilaDateOf(clock.now()), calendar).previous.start;
  const year = Number(demoStart.slice(0, 4));
  const staff = await payrollEmployees(db, { company_id: company.id });
  const first = await firstProcessedPayslips(
    db,
    staff.map((e) => e.id),
    year,
  );
  const goLive =
    [...first.values()]
      .map((p) => p.start_date)
      .filter((d) => d.startsWith(`${year}-`) && d < demoStart)
      .sort()[0] ?? demoStart;
  const halves = halvesBefore(goLive);
  if (halves.length === 0) return;
  const employees = staff.filter(
    (e) =>
      e.date_hired !== null &&
      e.date_hired < `${year}-01-01` &&
      (e.separation_date === null || e.separation_date >= goLive),
  );
  const saved = new Set(
    (
      await db
        .selectFrom('employee_opening_balances')
        .select('employee_id')
        .where('year', '=', year)
        .execute()
    ).map((r) => r.employee_id),
  );
  const now = clock.now().toISOString();
  const rows = [];
  for (const e of employees) {
    const terms = termsOf(e);
    const processed = first.get(e.id);
    if (!terms || saved.has(e.id) || (processed && processed.start_date < goLive)) continue;
    const monthly = basisRates(terms).monthly;
    const mwe = e.minimum_wage_earner === 1;
    const sum = { basic: 0, sss: 0, philhealth: 0, pagibig: 0, tax: 0 };
    for (const { month, half } of halves) {
      const on = `${year}-${String(month).padStart(2, '0')}-${half === 1 ? '15' : '28'}`;
      const basic = halfOf(monthly, half);
      const sss = halfOf(sssContribution(monthly, on).ee, half);
      const philhealth = halfOf(philhealthContribution(monthly, on).ee, half);
      const pagibig = halfOf(pagibigContribution(monthly, on).ee, half);
      sum.basic += basic;
      sum.sss += sss;
      sum.philhealth += philhealth;
      sum.pagibig += pagibig;
      if (!mwe) sum.tax += withholdingTax(basic - sss - philhealth - pagibig, 'semi-monthly', on);
    }
    const net = sum.basic - sum.sss - sum.philhealth - sum.pagibig;
    rows.push({
      employee_id: e.id,
      year,
      go_live_date: goLive,
      basic_pay: sum.basic,
      gross_compensation: sum.basic,
      non_taxable_benefits: 0,
      de_minimis: 0,
      mwe_pay: mwe ? net : 0,
      sss_ee: sum.sss,
      philhealth_ee: sum.philhealth,
      pagibig_ee: sum.pagibig,
      taxable_compensation: mwe ? 0 : net,
      tax_withheld: sum.tax,
      thirteenth_paid: 0,
      updated_at: now,
      updated_by: null,
    });
  }
  if (rows.length > 0) await db.insertInto('employee_opening_balances').values(rows).execute();
}
