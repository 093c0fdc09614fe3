/**
 * The Payroll screen's arithmetic over the server's rows (no pay rule here: the engine computed every
 * figure; these only count rows and add the shown amounts, to the centavo): progress counts,
 * eligibility (spec 5: Pending and net pay of zero or more) and the All Employees totals.
 */
import { formatPesos, type PayrollRow } from '@sahod/shared';

/** Every amount on the payroll screens: the one money format ('-₱12.50' for a deduction). */
export const peso = formatPesos;

const cents = (value: number) => Math.round(value * 100);

export interface Progress {
  total: number;
  processed: number;
  pending: number;
  overlapping: number;
  /** Processed plus Overlapping (spec 4: both count as done). */
  done: number;
}

export function progressOf(rows: readonly PayrollRow[]): Progress {
  let processed = 0;
  let pending = 0;
  let overlapping = 0;
  for (const r of rows) {
    if (r.status === 'Processed') processed++;
    else if (r.status === 'Overlapping') overlapping++;
    else pending++;
  }
  return { total: rows.length, processed, pending, overlapping, done: processed + overlapping };
}

/** Pending with net pay of zero or more and nothing the server flagged. */
export const isEligible = (r: PayrollRow) => r.status === 'Pending' && r.net_pay >= 0 && r.error === null;

/** Why a Pending row is left out of processing, or null. */
export function exclusionReason(r: PayrollRow): string | null {
  if (r.status !== 'Pending') return null;
  return r.error ?? (r.net_pay < 0 ? 'Net pay is negative.' : null);
}

function sumMaps(maps: ReadonlyArray<Record<string, number>>): Record<string, number> {
  const total = new Map<string, number>();
  for (const m of maps) for (const [k, v] of Object.entries(m)) total.set(k, (total.get(k) ?? 0) + cents(v));
  return Object.fromEntries([...total].map(([k, v]) => [k, v / 100]));
}

const sum = (values: readonly number[]) => values.reduce((t, v) => t + cents(v), 0) / 100;

export interface Totals {
  employees: number;
  gross_breakdown: Record<string, number>;
  gross_base: number;
  earningsTotal: number;
  benefitsTotal: number;
  gross_pay: number;
  mandatories_breakdown: Record<string, number>;
  mandatoriesTotal: number;
  wtax: number;
  otherDeductions: number;
  loansTotal: number;
  total_deductions: number;
  net_pay: number;
}

/** Totals over the eligible rows. */
export function totalsOf(rows: readonly PayrollRow[]): Totals {
  const eligible = rows.filter(isEligible);
  return {
    employees: eligible.length,
    gross_breakdown: sumMaps(eligible.map((r) => r.gross_breakdown)),
    gross_base: sum(eligible.map((r) => r.gross_base)),
    earningsTotal: sum(eligible.map((r) => r.earningsTotal)),
    benefitsTotal: sum(eligible.map((r) => r.benefitsTotal)),
    gross_pay: sum(eligible.map((r) => r.gross_pay)),
    mandatories_breakdown: sumMaps(eligible.map((r) => r.mandatories_breakdown)),
    mandatoriesTotal: sum(eligible.map((r) => r.mandatoriesTotal)),
    wtax: sum(eligible.map((r) => r.wtax)),
    otherDeductions: sum(eligible.map((r) => r.deductionsTotal)),
    loansTotal: sum(eligible.map((r) => r.loansTotal)),
    total_deductions: sum(eligible.map((r) => r.total_deductions)),
    net_pay: sum(eligible.map((r) => r.net_pay)),
  };
}

/** Total deductions as a percent of gross, to 2 decimals ('0.00' without gross). */
export const percentOfGross = (deductions: number, gross: number) =>
  gross > 0 ? ((deductions / gross) * 100).toFixed(2) : '0.00';
