import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { AnnualizationCard } from './AnnualizationCard';

const ROW = {
  employee_id: 1,
  employee_code: 'A0001',
  taxable_compensation: 544_600,
  tax_due: 51_420,
  withheld: 51_420,
  adjustment: 0,
  previous_employer: true,
  before_sahod: null,
  warning: null,
};
const WARNING =
  'No opening balance for 2026: year figures count only payrolls processed in Sahod (from 1 Nov 2026).';
const YEAR = {
  company: { id: 4, name: 'Acme Trading' },
  period: '2026',
  rows: [
    {
      ...ROW,
      name: 'Cruz, Juan',
      warning: WARNING,
      substituted_filing: false,
      substituted_filing_reason: 'Not met: only one employer during the year',
    },
    {
      ...ROW,
      employee_id: 2,
      name: 'Santos, Maria',
      before_sahod: { taxable_compensation: 370_500, withheld: 26_184 },
      substituted_filing: true,
      substituted_filing_reason: null,
    },
  ],
  totals: {
    taxable_compensation: 1_089_200,
    tax_due: 102_840,
    withheld: 102_840,
    adjustment: 0,
    substituted_filing: 1,
    missing_opening: 1,
  },
};

beforeEach(() => {
  stubFetch({
    'GET /api/compliance/annualization': (url) =>
      url.searchParams.get('period') === '2026'
        ? json(200, YEAR)
        : json(404, { error: 'No processed payroll for this period.' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(period: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <AnnualizationCard companyId="4" period={period} />
    </QueryClientProvider>,
  );
}

describe('AnnualizationCard', () => {
  it("shows the year's totals and previews every employee with substituted filing", async () => {
    const { user } = renderCard('2026-11');
    expect(await screen.findByText(/Tax Due: ₱102,840\.00/)).toBeTruthy();
    expect(screen.getByText(/Substituted Filing: 1/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Cruz, Juan')).toBeTruthy();
    expect(screen.getByText('Santos, Maria')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    // Issue 23: the opening balance's part on its own column, the warning above the table.
    expect(screen.getByText('Before Sahod')).toBeTruthy();
    expect(screen.getByText('₱370,500.00 · withheld ₱26,184.00')).toBeTruthy();
    expect(screen.getByText(WARNING)).toBeTruthy();
    expect(screen.getByText('Employees: Cruz, Juan')).toBeTruthy();
  });

  it('says so when the year has no processed payroll', async () => {
    renderCard('2019-03');
    expect(await screen.findByText('No processed payroll for this period.')).toBeTruthy();
  });
});
