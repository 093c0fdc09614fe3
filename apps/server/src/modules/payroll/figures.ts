/**
 * The money part of a Payroll row (spec 3) from the engine's payslip (centavos), and the snapshot a
 * processed payslip keeps: the payslip as computed plus the loan summary at processing time, so a
 * Processed row is shown exactly as stored, never recomputed.
 */
import { type LoanInput, type Payslip, payslipToPesos, pesos, roundHalfAwayFromZero } from '@sahod/payroll';
import type { PayrollFigures, PayrollRow } from '@sahod/shared';

export interface LoanSummaryCentavos {
  loan_id: number;
  loan_name: string;
  principal: number;
  amount_due: number;
  outstanding_balance: number;
  amount_paid: number;
  monthly_payment: number;
  status: string;
}

/** What a processed payslip stores (centavos). */
export interface Snapshot {
  payslip: Payslip;
  loans_summary: LoanSummaryCentavos[];
}

/** Each loan the engine deducts this period, with its principal, amortization and status. */
export function loansSummary(
  payslip: Payslip,
  loans: readonly LoanInput[],
  processed: boolean,
): LoanSummaryCentavos[] {
  const byId = new Map(loans.map((l) => [l.loan_id, l]));
  return payslip.loans_breakdown.map((line) => {
    const loan = byId.get(line.loan_id);
    const principal = loan?.loan_amount ?? 0;
    const paidBefore = loan?.total_amount_paid ?? 0;
    return {
      loan_id: line.loan_id,
      loan_name: line.loan_name,
      principal,
      amount_due: line.amount_due,
      outstanding_balance: line.balance,
      amount_paid: paidBefore + (processed ? line.amount_due : 0),
      monthly_payment: loan
        ? (loan.monthly_amortization ?? roundHalfAwayFromZero(loan.loan_amount / loan.payment_terms))
        : 0,
      status: processed && line.balance <= 0 ? 'Cleared' : (loan?.status ?? 'Active'),
    };
  });
}

/** Pending rows show amount due and balance; Processed and Overlapping rows amount paid and outstanding. */
export function figuresOf(snapshot: Snapshot, paid: boolean): PayrollFigures {
  const p = payslipToPesos(snapshot.payslip);
  const paidLines = paid
    ? p.loans_breakdown.map((l) => ({
        loan_id: l.loan_id,
        loan_name: l.loan_name,
        amount_paid: l.amount_due,
        outstanding_balance: l.balance,
      }))
    : [];
  return {
    rates: p.rates,
    gross_base: p.gross_base,
    gross_pay: p.gross_pay,
    total_deductions: p.total_deductions,
    net_pay: p.net_pay,
    gross_breakdown: p.gross_breakdown,
    mandatories_breakdown: p.mandatories_breakdown,
    mandatoriesTotal: p.mandatoriesTotal,
    deductions_breakdown: p.deductions_breakdown,
    wtax: p.wtax,
    taxable_compensation: p.taxable_compensation,
    earnings: p.earnings,
    earningsTotal: p.earningsTotal,
    deductions: p.deductions,
    deductionsTotal: p.deductionsTotal,
    benefits: p.benefits,
    benefitsTotal: p.benefitsTotal,
    loansTotal: p.loansTotal,
    loans_breakdown: paid ? [] : p.loans_breakdown,
    paid_loans_breakdown: paidLines,
    paid_loans: paid ? p.loansTotal : 0,
    loans_summary: snapshot.loans_summary.map((l) => ({
      ...l,
      principal: pesos(l.principal),
      amount_due: pesos(l.amount_due),
      outstanding_balance: pesos(l.outstanding_balance),
      amount_paid: pesos(l.amount_paid),
      monthly_payment: pesos(l.monthly_payment),
    })),
    employer_shares: p.employer_shares,
    employer_total: p.employer_total,
    attendance: { ...p.attendance },
    year_end: p.year_end ?? null,
    tax_split: p.tax_split ?? null,
  };
}

const ZERO_RATES = { monthly_rate: 0, daily_rate: 0, hourly_rate: 0 };

/** The figures of a row the engine could not compute (no salary terms, or bad input). */
export function emptyFigures(): PayrollFigures {
  return {
    rates: ZERO_RATES,
    gross_base: 0,
    gross_pay: 0,
    total_deductions: 0,
    net_pay: 0,
    gross_breakdown: {},
    mandatories_breakdown: {},
    mandatoriesTotal: 0,
    deductions_breakdown: {},
    wtax: 0,
    taxable_compensation: 0,
    earnings: {},
    earningsTotal: 0,
    deductions: {},
    deductionsTotal: 0,
    benefits: {},
    benefitsTotal: 0,
    loansTotal: 0,
    loans_breakdown: [],
    paid_loans_breakdown: [],
    paid_loans: 0,
    loans_summary: [],
    employer_shares: {},
    employer_total: 0,
    attendance: {},
    year_end: null,
    tax_split: null,
  };
}

/** The employee part of a Payroll row (everything but the money figures). */
export type RowPart = Omit<PayrollRow, keyof PayrollFigures>;

/**
 * The Payroll row of these figures and this employee part, written out field by field: building
 * 10,000 rows with object spread ({ ...figures, ...part }) cost V8 over a second on the bench
 * (issue 12 section 4); one literal of fixed shape costs a few milliseconds. Same keys, same order.
 */
export function payrollRow(f: PayrollFigures, r: RowPart): PayrollRow {
  return {
    rates: f.rates,
    gross_base: f.gross_base,
    gross_pay: f.gross_pay,
    total_deductions: f.total_deductions,
    net_pay: f.net_pay,
    gross_breakdown: f.gross_breakdown,
    mandatories_breakdown: f.mandatories_breakdown,
    mandatoriesTotal: f.mandatoriesTotal,
    deductions_breakdown: f.deductions_breakdown,
    wtax: f.wtax,
    taxable_compensation: f.taxable_compensation,
    earnings: f.earnings,
    earningsTotal: f.earningsTotal,
    deductions: f.deductions,
    deductionsTotal: f.deductionsTotal,
    benefits: f.benefits,
    benefitsTotal: f.benefitsTotal,
    loansTotal: f.loansTotal,
    loans_breakdown: f.loans_breakdown,
    paid_loans_breakdown: f.paid_loans_breakdown,
    paid_loans: f.paid_loans,
    loans_summary: f.loans_summary,
    employer_shares: f.employer_shares,
    employer_total: f.employer_total,
    attendance: f.attendance,
    year_end: f.year_end,
    tax_split: f.tax_split,
    ids: r.ids,
    employee_id: r.employee_id,
    name: r.name,
    employee_code: r.employee_code,
    profile_pic: r.profile_pic,
    department: r.department,
    department_id: r.department_id,
    designation: r.designation,
    designation_id: r.designation_id,
    pay_period: r.pay_period,
    status: r.status,
    payslip_id: r.payslip_id,
    overlapping_period: r.overlapping_period,
    leaves_remaining: r.leaves_remaining,
    error: r.error,
    warning: r.warning,
    pay_date: r.pay_date ?? null,
  };
}
