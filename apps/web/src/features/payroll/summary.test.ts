import {
  type PayrollRow,
  payrollByDepartment,
  payrollColumnTotal,
  payrollDeductionColumns,
  payrollLoanLines,
  payrollLoanStats,
  payrollPercentOf,
  payrollRegisterColumns,
  payrollRowSchema,
} from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { canFetch, EMPTY_FILTER } from './api';
import { changeFilter } from './PayrollFilters';
import { exclusionReason, isEligible, percentOfGross, peso, progressOf, totalsOf } from './summary';

const row = (over: Partial<PayrollRow>): PayrollRow =>
  payrollRowSchema.parse({
    ids: 1,
    employee_id: 1,
    name: 'Cruz, Juan',
    employee_code: 'A0001',
    profile_pic: null,
    department: null,
    department_id: null,
    designation: null,
    designation_id: null,
    pay_period: 'Semi-monthly',
    status: 'Pending',
    payslip_id: null,
    overlapping_period: null,
    leaves_remaining: 0,
    error: null,
    rates: { monthly_rate: 26000, daily_rate: 1000, hourly_rate: 125 },
    gross_base: 100.1,
    gross_pay: 100.1,
    total_deductions: 0.2,
    net_pay: 99.9,
    gross_breakdown: { 'Basic Pay': 100.1 },
    mandatories_breakdown: { SSS: 0.1 },
    mandatoriesTotal: 0.1,
    deductions_breakdown: { WTax: 0.1 },
    wtax: 0.1,
    taxable_compensation: 100,
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
    ...over,
  });

describe('payroll screen arithmetic', () => {
  it('counts Processed plus Overlapping as done', () => {
    const p = progressOf([row({ status: 'Processed' }), row({ status: 'Overlapping' }), row({})]);
    expect(p).toEqual({ total: 3, processed: 1, pending: 1, overlapping: 1, done: 2 });
  });

  it('eligible: Pending with net pay of zero or more; others listed with the reason', () => {
    const negative = row({ net_pay: -5 });
    expect(isEligible(row({ net_pay: 0 }))).toBe(true);
    expect(isEligible(negative)).toBe(false);
    expect(isEligible(row({ status: 'Processed' }))).toBe(false);
    expect(exclusionReason(negative)).toBe('Net pay is negative.');
    expect(
      exclusionReason(row({ error: 'No monthly salary, days or hours in the employment details.' })),
    ).toContain('No monthly salary');
  });

  it('adds the eligible rows to the centavo', () => {
    const t = totalsOf([row({}), row({ employee_id: 2 }), row({ employee_id: 3, net_pay: -1 })]);
    expect(t.employees).toBe(2);
    expect(t.gross_breakdown).toEqual({ 'Basic Pay': 200.2 });
    expect(t.net_pay).toBe(199.8);
  });

  it('formats pesos with en-PH grouping and 2 decimals, and the percent of gross', () => {
    expect(peso(1234567.5)).toBe('₱1,234,567.50');
    expect(percentOfGross(1151.2, 12000)).toBe('9.59');
    expect(percentOfGross(5, 0)).toBe('0.00');
  });

  it('filter rules: company clears all, pay period clears dates, start date sets the end date', () => {
    let f = changeFilter(EMPTY_FILTER, 'company_id', '1');
    f = changeFilter(f, 'department_id', '2');
    f = changeFilter(f, 'designation_id', '3');
    f = changeFilter(f, 'pay_period', 'Semi-monthly');
    f = changeFilter(f, 'start_date', '2026-02-01');
    expect(f.end_date).toBe('2026-02-15');
    expect(canFetch(f)).toBe(true);
    expect(changeFilter(f, 'start_date', '2026-02-16').end_date).toBe('2026-03-02');
    expect(changeFilter({ ...f, pay_period: 'Weekly' }, 'start_date', '2026-02-01').end_date).toBe(
      '2026-02-07',
    );
    expect(changeFilter({ ...f, pay_period: 'Monthly' }, 'start_date', '2026-02-01').end_date).toBe(
      '2026-03-02',
    );
    expect(changeFilter(f, 'pay_period', 'Weekly')).toMatchObject({ start_date: '', end_date: '' });
    expect(changeFilter(f, 'department_id', '9').designation_id).toBe('');
    expect(changeFilter(f, 'company_id', '5')).toEqual({ ...EMPTY_FILTER, company_id: '5' });
    expect(canFetch(changeFilter(f, 'company_id', '5'))).toBe(false);
  });
});

describe('payroll reports', () => {
  const processed = row({
    status: 'Processed',
    department: 'Sales',
    employer_shares: { SSS: 1.5 },
    deductions: { Canteen: 0.3 },
    deductionsTotal: 0.3,
    paid_loans_breakdown: [{ loan_id: 7, loan_name: 'Salary Loan', amount_paid: 10, outstanding_balance: 0 }],
    loans_summary: [
      {
        loan_id: 7,
        loan_name: 'Salary Loan',
        principal: 20,
        amount_due: 10,
        outstanding_balance: 0,
        amount_paid: 20,
        monthly_payment: 10,
        status: 'Cleared',
      },
    ],
  });
  const other = row({
    employee_id: 2,
    status: 'Processed',
    department: 'Admin',
    mandatories_breakdown: { SSS: 0.2 },
  });

  it('deductions: employee and employer shares, WTax, other deductions and loans, with totals and shares', () => {
    const columns = payrollDeductionColumns([processed, other]);
    expect(columns.map((c) => c.label)).toEqual(['SSS (EE)', 'SSS (ER)', 'WTax', 'Canteen', 'Salary Loan']);
    expect(columns.map((c) => payrollColumnTotal([processed, other], c))).toEqual([0.3, 1.5, 0.2, 0.3, 10]);
    expect(payrollPercentOf(0.3, 12.3)).toBe('2.44');
  });

  it('loans: counts by status and the repayment percentage to 1 decimal', () => {
    const lines = payrollLoanLines([processed, other]);
    expect(lines).toHaveLength(1);
    expect(payrollLoanStats(lines)).toEqual({
      counts: { Active: 0, Cleared: 1, Canceled: 0 },
      repayment: '100.0',
    });
  });

  it('register: grouped by department in name order, with gross components and net pay', () => {
    expect(payrollByDepartment([processed, other]).map(([d]) => d)).toEqual(['Admin', 'Sales']);
    const labels = payrollRegisterColumns([processed]).map((c) => c.label);
    expect(labels[0]).toBe('Basic Pay');
    expect(labels.at(-1)).toBe('Net Pay');
  });
});
