/**
 * The Payroll Summary's 'Attendance' (issue 22 section 2): the counts behind the pay and the amounts
 * the engine wrote on the payslip (a monthly-rated payslip's Absences, Late and Undertime lines; a
 * daily-rated one names none for them), and the Payroll row's one-line version.
 */
import { type PayrollRow, payrollRowSchema } from '@sahod/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { attendanceLine } from './AttendanceFacts';
import { PayStatement } from './PayrollSummaryModal';

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
    pay_period: 'Monthly',
    status: 'Pending',
    payslip_id: null,
    overlapping_period: null,
    leaves_remaining: 0,
    error: null,
    rates: { monthly_rate: 40000, daily_rate: 1739.13, hourly_rate: 217.39 },
    gross_base: 40000,
    gross_pay: 42000,
    total_deductions: 5567.6,
    net_pay: 36432.4,
    gross_breakdown: { 'Basic Pay': 40000 },
    mandatories_breakdown: { SSS: 1750, PhilHealth: 1000, 'Pag-IBIG': 200 },
    mandatoriesTotal: 2950,
    deductions_breakdown: { WTax: 2617.6 },
    wtax: 2617.6,
    taxable_compensation: 37050,
    earnings: { Rice: 2000 },
    earningsTotal: 2000,
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

const COUNTS = {
  days_present: 11,
  absences: 1,
  late_minutes: 15,
  early_minutes: 30,
  paid_leave_days: 0,
  unpaid_leave_days: 2,
  regular_minutes: 5235,
  overtime_minutes: 0,
  night_minutes: 0,
  paid_holidays: 1,
};
// 13,000.00 less one day of 996.81, 15 minutes of 31.15 and 30 minutes of 62.30 (hand-worked in
// payslipInfo.test.ts) is 11,909.74.
const MONTHLY = { 'Basic Pay': 13_000, Absences: -996.81, Late: -31.15, Undertime: -62.3 };

const block = () => within(screen.getByRole('region', { name: 'Attendance' }));
const cell = (key: string) => block().getByTestId(`attendance-${key}`).textContent;
const amount = (key: string) => block().getByTestId(`attendance-${key}-amount`).textContent;

describe('PayStatement: Attendance', () => {
  it('a monthly-rated payslip: the counts and the Absences, Late and Undertime amounts', () => {
    renderWithProviders(
      <PayStatement row={row({ attendance: COUNTS, gross_breakdown: MONTHLY, gross_base: 11_909.74 })} />,
    );
    expect(block().getByText('Days worked')).toBeTruthy();
    expect(cell('days_worked')).toBe('11 days');
    expect(amount('days_worked')).toBe('');
    expect(cell('days_absent')).toBe('1 day');
    expect(amount('days_absent')).toBe('-₱996.81');
    expect(cell('late')).toBe('15 min');
    expect(amount('late')).toBe('-₱31.15');
    expect(cell('undertime')).toBe('30 min');
    expect(amount('undertime')).toBe('-₱62.30');
    expect(cell('paid_leave')).toBe('0 days');
    expect(cell('unpaid_leave')).toBe('2 days');
    expect(cell('holidays')).toBe('1 day');
  });

  it('a daily-rated payslip pays hours worked: minutes shown, no amount invented for them', () => {
    const daily = { 'Basic Pay': 10_906.25, 'Paid Leave': 1_000, 'Holiday Pay': 1_000 };
    renderWithProviders(<PayStatement row={row({ attendance: COUNTS, gross_breakdown: daily })} />);
    expect(cell('late')).toBe('15 min');
    expect(amount('late')).toBe('');
    expect(amount('undertime')).toBe('');
    expect(amount('days_absent')).toBe('');
    expect(amount('paid_leave')).toBe('₱1,000.00');
    expect(amount('holidays')).toBe('₱1,000.00');
  });

  it('a payslip without attendance counts (13th month, an old snapshot) has no block', () => {
    renderWithProviders(<PayStatement row={row({ attendance: {} })} />);
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
    const zero = Object.fromEntries(Object.keys(COUNTS).map((k) => [k, 0]));
    renderWithProviders(<PayStatement row={row({ attendance: zero })} />);
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
  });

  it('the Payroll row: days worked, then only what is not zero, with the amounts', () => {
    expect(attendanceLine(row({ attendance: COUNTS, gross_breakdown: MONTHLY }))).toBe(
      '11 days worked · Days absent 1 day -₱996.81 · Late 15 min -₱31.15 · Undertime 30 min -₱62.30 · Unpaid leave days 2 days · Holidays 1 day',
    );
    expect(attendanceLine(row({ attendance: {} }))).toBe('');
  });
});
