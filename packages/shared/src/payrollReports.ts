/**
 * The Reports tab's tables over Processed rows (issue 12 section 3): sums and shares of the stored
 * figures only (to the centavo); no pay rule is computed here.
 */
import type { PayrollRow } from './payroll.ts';

const cents = (v: number) => Math.round(v * 100);

export interface PayrollReportColumn {
  key: string;
  label: string;
  value: (r: PayrollRow) => number;
}

function keysOf(rows: readonly PayrollRow[], pick: (r: PayrollRow) => Record<string, number>): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(pick(r))) keys.add(k);
  return [...keys];
}

/** Employee shares, employer shares, WTax, each other deduction and each loan. */
export function payrollDeductionColumns(rows: readonly PayrollRow[]): PayrollReportColumn[] {
  const loanNames = new Set<string>();
  for (const r of rows) for (const l of r.paid_loans_breakdown) loanNames.add(l.loan_name);
  return [
    ...keysOf(rows, (r) => r.mandatories_breakdown).map((k) => ({
      key: `ee:${k}`,
      label: `${k} (EE)`,
      value: (r: PayrollRow) => r.mandatories_breakdown[k] ?? 0,
    })),
    ...keysOf(rows, (r) => r.employer_shares).map((k) => ({
      key: `er:${k}`,
      label: `${k} (ER)`,
      value: (r: PayrollRow) => r.employer_shares[k] ?? 0,
    })),
    { key: 'wtax', label: 'WTax', value: (r: PayrollRow) => r.wtax },
    ...keysOf(rows, (r) => r.deductions).map((k) => ({
      key: `d:${k}`,
      label: k,
      value: (r: PayrollRow) => r.deductions[k] ?? 0,
    })),
    ...[...loanNames].map((name) => ({
      key: `l:${name}`,
      label: name,
      value: (r: PayrollRow) =>
        r.paid_loans_breakdown
          .filter((l) => l.loan_name === name)
          .reduce((t, l) => t + cents(l.amount_paid), 0) / 100,
    })),
  ];
}

/** Gross components, other earnings and benefits, Total Earnings, each deduction and Net Pay. */
export function payrollRegisterColumns(rows: readonly PayrollRow[]): PayrollReportColumn[] {
  return [
    ...keysOf(rows, (r) => r.gross_breakdown).map((k) => ({
      key: `g:${k}`,
      label: k,
      value: (r: PayrollRow) => r.gross_breakdown[k] ?? 0,
    })),
    ...keysOf(rows, (r) => r.earnings).map((k) => ({
      key: `e:${k}`,
      label: k,
      value: (r: PayrollRow) => r.earnings[k] ?? 0,
    })),
    ...keysOf(rows, (r) => r.benefits).map((k) => ({
      key: `b:${k}`,
      label: k,
      value: (r: PayrollRow) => r.benefits[k] ?? 0,
    })),
    { key: 'gross_pay', label: 'Total Earnings', value: (r: PayrollRow) => r.gross_pay },
    ...keysOf(rows, (r) => r.mandatories_breakdown).map((k) => ({
      key: `m:${k}`,
      label: k,
      value: (r: PayrollRow) => r.mandatories_breakdown[k] ?? 0,
    })),
    { key: 'wtax', label: 'WTax', value: (r: PayrollRow) => r.wtax },
    { key: 'other', label: 'Other Deductions', value: (r: PayrollRow) => r.deductionsTotal + r.loansTotal },
    { key: 'total_deductions', label: 'Total Deductions', value: (r: PayrollRow) => r.total_deductions },
    { key: 'net_pay', label: 'Net Pay', value: (r: PayrollRow) => r.net_pay },
  ];
}

export const payrollColumnTotal = (rows: readonly PayrollRow[], c: PayrollReportColumn) =>
  rows.reduce((t, r) => t + cents(c.value(r)), 0) / 100;

/** Each part as a percent of the whole, to 2 decimals ('0.00' of nothing). */
export const payrollPercentOf = (part: number, whole: number) =>
  whole > 0 ? ((part / whole) * 100).toFixed(2) : '0.00';

/** Rows grouped by department (no department: '—'), in name order. */
export function payrollByDepartment(rows: readonly PayrollRow[]): Array<[string, PayrollRow[]]> {
  const groups = new Map<string, PayrollRow[]>();
  for (const r of rows) {
    const key = r.department ?? '—';
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

export interface PayrollLoanLine {
  loan_id: number;
  employee: string;
  loan_name: string;
  principal: number;
  amount_paid_now: number;
  amount_paid: number;
  outstanding_balance: number;
  monthly_payment: number;
  status: string;
}

export function payrollLoanLines(rows: readonly PayrollRow[]): PayrollLoanLine[] {
  return rows.flatMap((r) =>
    r.loans_summary.map((l) => ({
      loan_id: l.loan_id,
      employee: r.name,
      loan_name: l.loan_name,
      principal: l.principal,
      amount_paid_now: l.amount_due,
      amount_paid: l.amount_paid,
      outstanding_balance: l.outstanding_balance,
      monthly_payment: l.monthly_payment,
      status: l.status,
    })),
  );
}

/** Counts by status and the repayment percentage (paid over principal, 1 decimal). */
export function payrollLoanStats(lines: readonly PayrollLoanLine[]) {
  const counts = { Active: 0, Cleared: 0, Canceled: 0 } as Record<string, number>;
  for (const l of lines) counts[l.status] = (counts[l.status] ?? 0) + 1;
  const principal = lines.reduce((t, l) => t + cents(l.principal), 0);
  const paid = lines.reduce((t, l) => t + cents(l.amount_paid), 0);
  return { counts, repayment: principal > 0 ? ((paid / principal) * 100).toFixed(1) : '0.0' };
}
