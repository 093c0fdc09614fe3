import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { OutputCard } from './OutputCard';

const SSS = {
  company: { id: 4, name: 'Acme Trading' },
  period: '2026-02',
  rows: [{ employee_id: 1, sss_no: '34-1234567-8', last_name: 'Santos', first_name: 'Maria', total: 1390 }],
  totals: { employees: 1, ee: 650, er: 650, ec: 10, total: 1390 },
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

let downloads: URL[];
beforeEach(() => {
  downloads = [];
  stubFetch({
    'GET /api/compliance/sss': (url) => {
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
    <QueryClientProvider client={client}>
      <OutputCard output="sss" companyId="4" period={period} />
    </QueryClientProvider>,
  );
}

describe('OutputCard', () => {
  it('shows the due badge, employees, totals, warnings, the unconfirmed notice, and previews the rows', async () => {
    const { user } = renderCard();
    expect(await screen.findByText('due in 12 days')).toBeTruthy();
    expect(screen.getByText(/Employees: 1/)).toBeTruthy();
    expect(screen.getByText(/ee: ₱650\.00/)).toBeTruthy();
    expect(screen.getByText('1 warning')).toBeTruthy();
    expect(screen.getByText('Reyes, Juan: SSS number missing')).toBeTruthy();
    expect(screen.getByText(/check against your branch/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Santos')).toBeTruthy();
  });

  it('Download asks the file with omit_missing once "Leave them out" is ticked', async () => {
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.searchParams.get('omit_missing')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Leave them out' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]?.searchParams.get('omit_missing')).toBe('true');
  });

  it('says so when nothing is processed in the month', async () => {
    renderCard('2026-05');
    expect(await screen.findByText('No processed payroll for this period.')).toBeTruthy();
  });
});
