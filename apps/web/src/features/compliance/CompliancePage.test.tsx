import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER } from '../../test/fakeServer';
import { CompliancePage } from './CompliancePage';

const SEPARATED = {
  employee_id: 7,
  employee_code: 'R0007',
  name: 'Reyes, Juan',
  separation_date: '2026-04-15',
  separation_reason: 'R',
  deadline: '2026-05-15',
  days_left: 12,
  overdue: false,
  payslip_id: null,
  pay_date: null,
};

let payrollView: boolean;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch({
    'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
    'GET /api/auth/permissions': (url) => {
      const module = url.searchParams.get('module');
      const view = module === 'payroll' ? payrollView : true;
      return json(200, { module, view, create: view, update: view, delete: view });
    },
    'GET /api/dropdown/dropdown_handler': () =>
      json(200, [{ code: 4, name: 'Bayanihan Trading Corporation' }]),
    'GET /api/compliance/separated': () => json(200, [SEPARATED]),
    'GET /api/compliance/files': () => json(200, []),
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entry = '/compliance?company_id=4&period=2026-04') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <CompliancePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const outputPeriods = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((u) => u.pathname === '/api/compliance/sss')
    .map((u) => u.searchParams.get('period'));

const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

describe('CompliancePage and payroll view (issue 20)', () => {
  it('without payroll view: no card with pay figures, no request for them; COE but no final pay', async () => {
    payrollView = false;
    renderPage();
    expect(await screen.findByTestId('compliance-pay-hidden')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'COE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View final pay' })).toBeNull();
    expect(screen.queryByTestId('compliance-card-sss')).toBeNull();
    await waitFor(() => expect(requested()).toContain('/api/compliance/separated'));
    const pay = [
      'sss',
      'philhealth',
      'pagibig',
      'bir1601c',
      'bank',
      'banks',
      'thirteenth',
      'bir2316',
      'alphalist',
    ];
    expect(requested().filter((p) => pay.some((o) => p === `/api/compliance/${o}`))).toEqual([]);
    expect(requested()).not.toContain('/api/compliance/annualization');
  });

  it('with payroll view: the output cards and the final pay are there', async () => {
    payrollView = true;
    renderPage();
    expect(await screen.findByTestId('compliance-card-sss')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'View final pay' })).toBeTruthy();
    expect(screen.queryByTestId('compliance-pay-hidden')).toBeNull();
  });
});

describe('CompliancePage opens on the latest processed month (issue 22 section 2)', () => {
  it('without a month in the address: the month of the latest processed payroll, never an empty one', async () => {
    payrollView = true;
    fetchMock = stubFetch({
      'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
      'GET /api/auth/permissions': (url) =>
        json(200, {
          module: url.searchParams.get('module'),
          view: true,
          create: true,
          update: true,
          delete: true,
        }),
      'GET /api/dropdown/dropdown_handler': () =>
        json(200, [{ code: 4, name: 'Bayanihan Trading Corporation' }]),
      'GET /api/compliance/latest-month': () => json(200, { period: '2025-09' }),
      'GET /api/compliance/files': () => json(200, []),
    });
    renderPage('/compliance?company_id=4');
    await waitFor(() => expect(screen.getByTestId('compliance-month')).toHaveProperty('value', '2025-09'));
    await waitFor(() => expect(outputPeriods()).toContain('2025-09'));
    expect(outputPeriods().every((p) => p === '2025-09')).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Sep 2025: not generated' }).length).toBeGreaterThan(0);
  });

  it('a month in the address is kept: the latest month is not asked', async () => {
    payrollView = true;
    renderPage();
    expect(await screen.findByTestId('compliance-card-sss')).toBeTruthy();
    expect(requested()).not.toContain('/api/compliance/latest-month');
    expect(outputPeriods().every((p) => p === '2026-04')).toBe(true);
  });
});
