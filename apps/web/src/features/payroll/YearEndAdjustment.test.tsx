import { type PayrollRow, payrollRowSchema } from '@sahod/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
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

const YEAR_END = {
  taxable_compensation: 444_600,
  tax_due: 31_420,
  withheld: 28_802.4,
  adjustment: 2_617.6,
  table_wtax: 2_618.4,
  withhold: 2_617.6,
  refund: 0,
  uncollected: 0,
};

describe('PayStatement: Year-end adjustment', () => {
  it('shows the annual tax due, YTD withheld and the adjustment of a December payslip', () => {
    renderWithProviders(<PayStatement row={row({ year_end: YEAR_END, warning: null })} />);
    const block = within(screen.getByRole('region', { name: 'Year-end adjustment' }));
    expect(block.getByText('Annual tax due').nextSibling?.textContent).toBe('₱31,420.00');
    expect(block.getByText('YTD withheld').nextSibling?.textContent).toBe('₱28,802.40');
    expect(block.getByText('Adjustment').nextSibling?.textContent).toBe('₱2,617.60');
  });

  it('shows the uncollected shortfall warning; nothing for other periods', () => {
    const warning = 'Year-end adjustment: 100.00 of tax could not be withheld from this net pay';
    const { unmount } = renderWithProviders(
      <PayStatement row={row({ year_end: { ...YEAR_END, uncollected: 100 }, warning })} />,
    );
    expect(screen.getByText(warning)).toBeTruthy();
    expect(screen.getByText('Not collected')).toBeTruthy();
    unmount();
    renderWithProviders(<PayStatement row={row({ year_end: null, warning: null })} />);
    expect(screen.queryByRole('region', { name: 'Year-end adjustment' })).toBeNull();
  });
});

describe('PayStatement: the tax split', () => {
  it("shows the payslip's de minimis, ₱90,000 bucket and overflow lines, then the taxable compensation", () => {
    const tax_split = {
      de_minimis: 2_500,
      de_minimis_by_kind: { rice: 2_500 },
      de_minimis_excess: 500,
      other_benefits: 30_000,
      bucket_exempt: 30_000,
      bucket_taxable: 500,
      non_taxable_other: 0,
      hazard_pay: 0,
      taxable_lines: 0,
      taxable: 500,
    };
    renderWithProviders(<PayStatement row={row({ tax_split, warning: null })} />);
    expect(screen.getByText('De minimis (within ceilings)').nextSibling?.textContent).toBe('₱2,500.00');
    expect(screen.getByText('13th month and other benefits (within ₱90,000)').nextSibling?.textContent).toBe(
      '₱30,000.00',
    );
    expect(
      screen.getByText('Taxable 13th month and other benefits (over ₱90,000)').nextSibling?.textContent,
    ).toBe('₱500.00');
    expect(screen.queryByText('Other non-taxable pay')).toBeNull();
    expect(screen.getByText('Taxable Compensation').nextSibling?.textContent).toBe('₱37,050.00');
  });
});
