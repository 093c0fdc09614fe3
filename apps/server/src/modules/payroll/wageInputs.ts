/**
 * The payroll's minimum wage and true-up inputs (issue 21 sections 4, 5): each employee's work
 * region (own, else the company's), every region's wage orders, the month's earlier payslips of the
 * employees whose payroll trues the month up, and the row warnings the engine's check gives.
 */
import { type Payslip, pesos } from '@sahod/payroll';
import { MINIMUM_WAGE_MSG } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { companyRegions, regionLabels, wageOrders } from '../minimumwages/regions.ts';
import type { GatheredInputs, PayrollEmployee } from './inputs.ts';
import { monthToDate, needsMonthToDate } from './monthToDate.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface WageInputs {
  label: (code: string) => string;
}

export async function addWageInputs(
  db: Db,
  inputs: GatheredInputs,
  employees: readonly PayrollEmployee[],
  start: string,
  end: string,
  closesMonth: boolean,
): Promise<WageInputs> {
  const companyIds = [
    ...new Set(employees.map((e) => e.company_id).filter((id): id is number => id !== null)),
  ];
  const [companies, orders, label] = await Promise.all([
    companyRegions(db, companyIds),
    wageOrders(db),
    regionLabels(db),
  ]);
  inputs.wageOrders = orders;
  inputs.regions = new Map(
    employees.map((e) => [
      e.id,
      e.work_region_code ?? (e.company_id === null ? null : (companies.get(e.company_id)?.code ?? null)),
    ]),
  );
  const trueUp = employees.filter((e) => needsMonthToDate(e.pay_period, end, closesMonth)).map((e) => e.id);
  if (trueUp.length > 0) inputs.monthToDate = await monthToDate(db, trueUp, start, end, closesMonth);
  return { label };
}

/** The row's warnings from the payslip's minimum wage check ('Day rate ₱600.00 is below ...'). */
export function minimumWageWarnings(payslip: Payslip, label: (code: string) => string): string[] {
  const warnings: string[] = [];
  const m = payslip.minimum_wage;
  if (m?.below_minimum) {
    warnings.push(
      MINIMUM_WAGE_MSG.belowMinimum(
        pesos(m.day_rate),
        label(m.region),
        pesos(m.minimum_daily_rate),
        m.wage_order,
      ),
    );
  }
  if (payslip.mwe_group_ignored) {
    warnings.push(
      m
        ? MINIMUM_WAGE_MSG.groupIgnoredAbove(
            pesos(m.day_rate),
            label(m.region),
            pesos(m.minimum_daily_rate),
            m.wage_order,
          )
        : MINIMUM_WAGE_MSG.groupIgnoredNoWage,
    );
  }
  return warnings;
}
