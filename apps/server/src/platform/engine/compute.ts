/** One employee's payslip or the engine's refusal, the same on the main thread and in a worker. */
import { computePayslipCentavos, type Payslip, type PayslipInput } from '@sahod/payroll';

export type EngineResult = { payslip: Payslip; error?: undefined } | { payslip?: undefined; error: string };

export function computeOne(input: PayslipInput): EngineResult {
  try {
    return { payslip: computePayslipCentavos(input) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
