/** The Home dashboard page (issue 26 section 1): the company selector, the cards a role may see, an employee-only account sent on. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER, tokenFor } from '../../test/fakeServer';
import { DashboardPage } from './DashboardPage';

const VIEW = { view: true, create: false, update: false, delete: false };
const NONE = { view: false, create: false, update: false, delete: false };
const FILINGS = { today: '2026-11-28', filings: [] };
const ATTENDANCE = {
  date: '2026-11-28',
  counts: { scheduled: 1, present: 1, late: 0, absent: 0, on_leave: 0, not_yet_in: 0 },
  late: [],
  absent: [],
};

function renderPage(claims: object) {
  localStorage.setItem('token', tokenFor(claims));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<DashboardPage />} />
          <Route path="/me" element={<p>My Sahod Home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DashboardPage', () => {
  it('shows the cards the server answers, leaves out a 403 card, and asks again for the company picked', async () => {
    const fetch = stubFetch({
      'GET /api/auth/verify': () => json(401, { error: 'no' }),
      'GET /api/dropdown/dropdown_handler': () =>
        json(200, [
          { code: 3, name: 'Bayanihan Trading Corporation' },
          { code: 4, name: 'Kalinaw Foods Corporation' },
        ]),
      'GET /api/dashboard/payroll': () => json(403, { error: 'You do not have permission.' }),
      'GET /api/dashboard/filings': () => json(200, FILINGS),
      'GET /api/dashboard/attendance': () => json(200, ATTENDANCE),
      'GET /api/dashboard/waiting': () => json(403, { error: 'You do not have permission.' }),
      'GET /api/dashboard/people': () => json(403, { error: 'You do not have permission.' }),
    });
    // A role that may see attendance and filings but not pay: no Payroll card.
    renderPage({ ...TEST_USER, permissions: { compliance: VIEW, timesheet: VIEW } });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Filing calendar' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: "Today's attendance" })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Payroll' })).toBeNull());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'People' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Waiting for action' })).toBeNull();
    const company = screen.getByRole('combobox', { name: 'Company' });
    expect(company.getAttribute('placeholder')).toBe('All Companies');
    const filingCalls = () =>
      fetch.mock.calls
        .map(([url]) => new URL(url, 'http://localhost'))
        .filter((u) => u.pathname === '/api/dashboard/filings');
    expect(filingCalls()[0]?.searchParams.get('company_id')).toBeNull();
    await userEvent.click(company);
    await userEvent.click(await screen.findByRole('option', { name: 'Kalinaw Foods Corporation' }));
    await vi.waitFor(() =>
      expect(filingCalls().some((u) => u.searchParams.get('company_id') === '4')).toBe(true),
    );
  });

  it('shows a skeleton until every card has its answer, then draws the cards at once, each asked once', async () => {
    let answerAttendance: (response: Response) => void = () => undefined;
    const fetch = stubFetch({
      'GET /api/auth/verify': () => json(401, { error: 'no' }),
      'GET /api/dropdown/dropdown_handler': () => json(200, []),
      'GET /api/dashboard/filings': () => json(200, FILINGS),
      'GET /api/dashboard/attendance': () => new Promise<Response>((resolve) => (answerAttendance = resolve)),
      'GET /api/dashboard/payroll': () => json(403, { error: 'You do not have permission.' }),
      'GET /api/dashboard/waiting': () => json(403, { error: 'You do not have permission.' }),
      'GET /api/dashboard/people': () => json(403, { error: 'You do not have permission.' }),
    });
    renderPage({ ...TEST_USER, permissions: { compliance: VIEW, timesheet: VIEW } });
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/dashboard/attendance'))).toBe(true),
    );
    // The filings' answer is in, but its card waits for the attendance card's.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Filing calendar' })).toBeNull();
    answerAttendance(json(200, ATTENDANCE));
    expect(await screen.findByRole('region', { name: 'Filing calendar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: "Today's attendance" })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    // A card drawn after the answers takes them (a 403 too) instead of asking again.
    for (const card of ['attendance', 'filings', 'payroll', 'waiting', 'people'])
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(`/dashboard/${card}`))).toHaveLength(1);
  });

  it('sends an employee-only account (an employee, no module view right) to My Sahod Home', async () => {
    stubFetch({ 'GET /api/auth/verify': () => json(401, { error: 'no' }) });
    renderPage({ ...TEST_USER, permissions: { timesheet: NONE } });
    expect(await screen.findByText('My Sahod Home')).toBeTruthy();
  });
});
