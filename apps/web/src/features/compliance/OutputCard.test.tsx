import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { OutputCard } from './OutputCard';

const SSS = {
  company: { id: 4, name: 'Acme Trading' },
  period: '2026-02',
  rows: [{ employee_id: 1, sss_no: '34-1234567-8', last_name: 'Santos', first_name: 'Maria', total: 1390 }],
  totals: { employees: 1, ee_ss: 500, er_ss: 500, ee_mpf: 150, er_mpf: 150, ec: 10, total: 1390 },
  warnings: [
    {
      employee_id: 2,
      employee_code: 'T2',
      name: 'Reyes, Juan',
      field: 'sss_no',
      message: 'SSS number missing',
    },
  ],
  due_date: '2026-03-31',
  due_status: { days: 12, overdue: false },
  notice: 'UNCONFIRMED layout: check against your branch’s current template before sending it.',
};

const FILES = [
  {
    id: 1,
    output: 'sss',
    period: '2026-01',
    format: 'file',
    file_name: 'SSS_0312345678_012026.txt',
    sha256: 'a',
    omit_missing: false,
    batch_no: null,
    credit_date: null,
    created_at: '2026-02-05T01:00:00.000Z',
    created_by: 'admin',
  },
  {
    id: 2,
    output: 'philhealth',
    period: '2025-12',
    format: 'file',
    file_name: 'RF1.csv',
    sha256: 'b',
    omit_missing: false,
    batch_no: null,
    credit_date: null,
    created_at: '2026-01-05T01:00:00.000Z',
    created_by: 'admin',
  },
];

let downloads: URL[];
beforeEach(() => {
  downloads = [];
  stubFetch({
    'GET /api/compliance/files': () => json(200, FILES),
    'GET /api/compliance/sss': (url) => {
      if (url.searchParams.get('format') === 'xlsx') {
        downloads.push(url);
        return new Response('xlsx', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="SSS_Contributions_022026.xlsx"' },
        });
      }
      if (url.searchParams.get('format') === 'file') {
        downloads.push(url);
        return json(409, { error: '1 employee(s) have missing data', warnings: SSS.warnings });
      }
      return url.searchParams.get('period') === '2026-05'
        ? json(404, { error: 'No processed payroll for this period.' })
        : json(200, SSS);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(period = '2026-02') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <OutputCard output="sss" companyId="4" period={period} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('OutputCard', () => {
  it('shows the due badge, employees, totals, warnings, the unconfirmed notice, and previews the rows', async () => {
    const { user } = renderCard();
    expect(await screen.findByText('due in 12 days')).toBeTruthy();
    expect(screen.getByText(/Employees: 1/)).toBeTruthy();
    // Column labels, not keys (issue 22 section 2).
    const totalsLine = screen.getByText(/Employee SS: ₱500\.00/).textContent ?? '';
    expect(totalsLine).toBe(
      'Employee SS: ₱500.00 · Employer SS: ₱500.00 · Employee MPF: ₱150.00 · Employer MPF: ₱150.00 · EC: ₱10.00 · Total: ₱1,390.00',
    );
    expect(screen.getByText('1 warning')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Reyes, Juan' });
    expect(link.getAttribute('href')).toBe('/employees/2?section=employment');
    expect(screen.getByText(/SSS number missing/)).toBeTruthy();
    expect(screen.getByText(/check against your branch/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Santos')).toBeTruthy();
    const totals = screen.getByTestId('datatable-totals');
    expect(totals.textContent).toContain('Total');
    expect(totals.textContent).toContain('₱1,390.00');
  });

  it('the 12-month strip marks the months of this output that were generated', async () => {
    renderCard();
    const strip = await screen.findByTestId('month-strip-sss');
    await waitFor(() => expect(strip.querySelector('[data-done="true"]')).toBeTruthy());
    const done = [...strip.querySelectorAll('[data-done="true"]')].map((b) => b.getAttribute('aria-label'));
    expect(done).toEqual(['Jan 2026: generated and downloaded 1 time, last 2026-02-05']);
    expect(strip.querySelectorAll('button')).toHaveLength(12);
    expect(strip.querySelector('button')?.getAttribute('aria-label')).toBe('Mar 2025: not generated');
  });

  it("the 1601-C card gives each item its form label, not a bare 'Item 14'", async () => {
    stubFetch({
      'GET /api/compliance/files': () => json(200, []),
      'GET /api/compliance/bir1601c': () =>
        json(200, {
          ...SSS,
          warnings: [],
          notice: null,
          items: { 14: 30000, 25: 313.8, 27: 313.8 },
          totals: { employees: 1, tax_withheld: 313.8 },
        }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <OutputCard output="bir1601c" companyId="4" period="2026-02" />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const line = (await screen.findByText(/Item 14/)).textContent ?? '';
    expect(line).toBe(
      'Item 14 Total amount of compensation: ₱30,000.00 · Item 25 Total taxes withheld: ₱313.80 · Item 27 Taxes withheld for remittance: ₱313.80',
    );
  });

  it('Excel asks the report as xlsx', async () => {
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.searchParams.get('format')).toBe('xlsx');
  });

  it('Download asks the file with omit_missing once "Leave them out" is ticked', async () => {
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.searchParams.get('omit_missing')).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: /^Leave out the employees named in the \d+ warnings?/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]?.searchParams.get('omit_missing')).toBe('true');
  });

  it('says so when nothing is processed in the month', async () => {
    renderCard('2026-05');
    expect(await screen.findByText('No processed payroll for this period.')).toBeTruthy();
  });
});
