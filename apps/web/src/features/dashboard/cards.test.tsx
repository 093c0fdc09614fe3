/** The Payroll and Filing calendar cards of the Home dashboard (issue 26 section 1). */
import type { DashboardFilings, DashboardPayroll } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { FilingCalendarCard } from './FilingCalendarCard';
import { PayrollCard } from './PayrollCard';

function renderCard(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

const month = (m: string, gross: number, change: number | null) => ({
  month: m,
  gross_pay: gross,
  employer_contributions: 1500,
  net_pay: gross - 3000,
  total_deductions: 3000,
  last_year: { gross_pay: 0, employer_contributions: 0, net_pay: 0 },
  change_pct: change,
});
const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
].map((m) => month(m, 0, null));
const PAYROLL: DashboardPayroll = {
  next: [
    {
      company_id: 1,
      company: 'ACME Trading',
      pay_period: 'Semi-monthly',
      start_date: '2026-11-16',
      end_date: '2026-11-30',
      pay_date: '2026-11-30',
      pending: 5,
      processed: 2,
      overlapping: 1,
    },
  ],
  months: [...MONTHS, month('2026-11', 85000, 111.6)],
};

describe('PayrollCard', () => {
  it('shows the next cut-off, pay date and statuses, and the cost table in ₱ with the change', async () => {
    const calls: string[] = [];
    stubFetch({
      'GET /api/dashboard/payroll': (url) => {
        calls.push(url.search);
        return json(200, PAYROLL);
      },
    });
    renderCard(<PayrollCard companyId={1} />);
    expect(await screen.findByText('Pending: 5')).toBeTruthy();
    expect(screen.getByText('Processed: 2')).toBeTruthy();
    expect(screen.getByText('Overlapping: 1')).toBeTruthy();
    expect(calls).toEqual(['?company_id=1']);
    const card = screen.getByRole('region', { name: 'Payroll' });
    expect(card.textContent).toContain('Next cut-off: 30 Nov 2026');
    expect(card.textContent).toContain('Pay date: 30 Nov 2026');
    const table = screen.getByRole('table', { name: 'Payroll cost by month (table)' });
    const last = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nov 2026', '₱85,000.00', '₱1,500.00', '₱82,000.00', '+111.6%']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Open Payroll' }).getAttribute('href')).toBe(
      '/earningsdeductions/payroll',
    );
  });

  it('All Companies: a short list of the next cut-off per company; no company_id sent', async () => {
    const calls: string[] = [];
    stubFetch({
      'GET /api/dashboard/payroll': (url) => {
        calls.push(url.search);
        return json(200, {
          ...PAYROLL,
          next: [
            ...PAYROLL.next,
            {
              ...PAYROLL.next[0],
              company_id: 2,
              company: 'Bravo Foods',
              end_date: '2026-12-31',
              pay_date: '2026-12-31',
            },
          ],
        });
      },
    });
    renderCard(<PayrollCard companyId={null} />);
    expect(await screen.findByText('Next cut-off per company')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Payroll' });
    expect(card.textContent).toContain('Bravo Foods: Next cut-off 31 Dec 2026 · Pay date 31 Dec 2026');
    expect(calls).toEqual(['']);
  });

  it('renders nothing when the server answers 403 (the role may not see pay)', async () => {
    stubFetch({ 'GET /api/dashboard/payroll': () => json(403, { error: 'You do not have permission.' }) });
    const { container } = renderCard(<PayrollCard companyId={1} />);
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});

const FILINGS: DashboardFilings = {
  today: '2026-11-21',
  filings: [
    {
      output: 'bir1601c',
      label: '1601-C',
      period: '2026-10',
      due_date: '2026-11-10',
      generated: true,
      overdue: false,
      companies: [],
    },
    {
      output: 'pagibig',
      label: 'Pag-IBIG',
      period: '2026-10',
      due_date: '2026-11-15',
      generated: false,
      overdue: true,
      companies: [],
    },
    {
      output: 'sss',
      label: 'SSS',
      period: '2026-11',
      due_date: '2026-12-31',
      generated: false,
      overdue: false,
      companies: [],
    },
    {
      output: 'thirteenth',
      label: '13th month',
      period: '2026',
      due_date: '2026-12-24',
      generated: false,
      overdue: false,
      companies: [],
    },
  ],
};

describe('FilingCalendarCard', () => {
  it('lists each deadline with its output status; an overdue one is red and says Overdue', async () => {
    stubFetch({ 'GET /api/dashboard/filings': () => json(200, FILINGS) });
    renderCard(<FilingCalendarCard companyId={3} />);
    const table = await screen.findByRole('table', { name: 'Filing calendar' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1601-C', 'Oct 2026', '10 Nov 2026', 'Generated'],
      ['Pag-IBIG', 'Oct 2026', '15 Nov 2026', 'Overdue'],
      ['SSS', 'Nov 2026', '31 Dec 2026', 'Not generated'],
      ['13th month', '2026', '24 Dec 2026', 'Not generated'],
    ]);
    expect(rows[1]?.getAttribute('data-overdue')).toBe('true');
    expect(rows[0]?.getAttribute('data-overdue')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Compliance' }).getAttribute('href')).toBe('/compliance');
  });

  it('All Companies: how many companies generated each filing', async () => {
    const companies = [
      { company_id: 1, company: 'A', due_date: '2026-11-10', generated: true, overdue: false },
      { company_id: 2, company: 'B', due_date: '2026-11-10', generated: false, overdue: true },
    ];
    stubFetch({
      'GET /api/dashboard/filings': () =>
        json(200, {
          ...FILINGS,
          filings: [{ ...FILINGS.filings[0], generated: false, overdue: true, companies }],
        }),
    });
    renderCard(<FilingCalendarCard companyId={null} />);
    expect(await screen.findByText('Generated: 1 of 2 companies')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
  });

  it('renders nothing when the server answers 403', async () => {
    stubFetch({ 'GET /api/dashboard/filings': () => json(403, { error: 'You do not have permission.' }) });
    const { container } = renderCard(<FilingCalendarCard companyId={null} />);
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
