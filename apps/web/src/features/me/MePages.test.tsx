/**
 * My Sahod pages (issue 24): the Pay list groups the server's years with their year-to-date
 * figures and links each payslip to its page; an account without an employee reads the server's
 * words instead of the screen.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { MeHomePage } from './MeHomePage';
import { MePayPage } from './MePayPage';

afterEach(() => vi.unstubAllGlobals());

function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const slip = (id: number, start: string, end: string, net: number) => ({
  id,
  kind: 'regular',
  start_date: start,
  end_date: end,
  pay_date: end,
  gross_pay: net + 1000,
  net_pay: net,
});

describe('MePayPage', () => {
  it('a section per year with its year-to-date figures; each payslip links to its page', async () => {
    stubFetch({
      'GET /api/me/payslips': () =>
        json(200, {
          years: [
            {
              year: 2026,
              ytd: { gross: 25_000, contributions: 1_200.5, tax: 300, net: 23_499.5 },
              payslips: [
                slip(12, '2026-01-16', '2026-01-31', 11_749.75),
                slip(11, '2026-01-01', '2026-01-15', 11_749.75),
              ],
            },
            {
              year: 2025,
              ytd: { gross: 1_000, contributions: 0, tax: 0, net: 1_000 },
              payslips: [{ ...slip(3, '2025-12-01', '2025-12-15', 1_000), kind: 'thirteenth' }],
            },
          ],
        }),
    });
    render(<MePayPage />);
    expect(await screen.findByRole('heading', { name: '2026' })).toBeTruthy();
    expect(screen.getByText('₱1,200.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2026-01-16 to 2026-01-31/ }).getAttribute('href')).toBe(
      '/me/pay/12',
    );
    expect(screen.getByRole('link', { name: /13th Month Pay/ }).getAttribute('href')).toBe('/me/pay/3');
  });
});

describe('MeHomePage', () => {
  it("shows the server's words for an account without an employee", async () => {
    stubFetch({
      'GET /api/me/home': () => json(400, { error: 'No employee assigned to this user account.' }),
    });
    render(<MeHomePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('No employee assigned to this user account.');
  });
});
