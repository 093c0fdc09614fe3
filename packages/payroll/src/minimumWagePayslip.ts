/** The payslip's minimum wage check (statutory/minimumWage.ts): who is an MWE and the exempt split. */
import { pesos } from './money.ts';
import {
  employeeDayRate,
  MINIMUM_WAGE_ORDERS,
  type MinimumWageStatus,
  minimumWageStatus,
  mweExemptSplit,
} from './statutory/minimumWage.ts';
import type { PayslipInput, PayslipMinimumWage } from './types.ts';

export function minimumWageCheck(
  input: PayslipInput,
  grossBreakdown: Readonly<Record<string, number>>,
): { status: MinimumWageStatus | null; payslip: PayslipMinimumWage | null } {
  const region = input.minimum_wage?.region;
  if (region === undefined || region === null || region === '') return { status: null, payslip: null };
  const status = minimumWageStatus(
    employeeDayRate(input.employee),
    region,
    input.minimum_wage?.orders ?? MINIMUM_WAGE_ORDERS,
    input.minimum_wage?.on_date ?? input.period.end,
  );
  if (status === null) return { status: null, payslip: null };
  const split = status.mwe ? mweExemptSplit(grossBreakdown) : { basic: 0, premiums: 0 };
  return { status, payslip: { ...status, exempt_basic: split.basic, exempt_premiums: split.premiums } };
}

export function minimumWageToPesos(m: PayslipMinimumWage): PayslipMinimumWage {
  return {
    ...m,
    minimum_daily_rate: pesos(m.minimum_daily_rate),
    day_rate: pesos(m.day_rate),
    exempt_basic: pesos(m.exempt_basic),
    exempt_premiums: pesos(m.exempt_premiums),
  };
}
