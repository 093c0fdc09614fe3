/**
 * The Payroll filters' end date (issue 21 section 1): a start date on a cut-off day of the company's
 * pay calendar ends the day before the next cut-off; any other start keeps start + 6 / 14 / 29 days.
 */
import { DEFAULT_PAY_CALENDAR } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { EMPTY_FILTER, type PayrollFilter } from './api';
import { PayrollFilters } from './PayrollFilters';

let calendar: Record<string, number>;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  calendar = { ...DEFAULT_PAY_CALENDAR };
  fetchMock = stubFetch({
    'GET /api/dropdown/dropdown_handler': () => json(200, []),
    'GET /api/payroll/pay-calendar': () => json(200, { company_id: 4, ...calendar }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ payPeriod }: { payPeriod: string }) {
  const [filter, setFilter] = useState<PayrollFilter>({
    ...EMPTY_FILTER,
    company_id: '4',
    pay_period: payPeriod,
  });
  return (
    <PayrollFilters
      value={filter}
      onChange={setFilter}
      onReset={() => setFilter({ ...EMPTY_FILTER, company_id: '4', pay_period: payPeriod })}
      onFetch={() => undefined}
      fetching={false}
    />
  );
}

async function endFor(payPeriod: string, start: string): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <Harness payPeriod={payPeriod} />
    </QueryClientProvider>,
  );
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payroll/pay-calendar'))).toBe(
      true,
    ),
  );
  await waitFor(() => expect(client.getQueryData(['payroll', 'pay-calendar', '4'])).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
  const end = (screen.getByLabelText('End Date') as HTMLInputElement).value;
  view.unmount();
  fetchMock.mockClear();
  return end;
}

describe('Payroll filters: the end date for a start date', () => {
  it('1/16 calendar: 1 -> 15, 16 -> the last day of the month (February 28, December 31)', async () => {
    expect(await endFor('Semi-monthly', '2026-01-01')).toBe('2026-01-15');
    expect(await endFor('Semi-monthly', '2026-02-16')).toBe('2026-02-28');
    expect(await endFor('Semi-monthly', '2026-12-16')).toBe('2026-12-31');
    expect(await endFor('Monthly', '2026-02-01')).toBe('2026-02-28');
  });

  it('11/26 calendar: 26 December -> 10 January', async () => {
    calendar = { ...calendar, semi_monthly_first: 11, semi_monthly_second: 26 };
    expect(await endFor('Semi-monthly', '2026-12-26')).toBe('2027-01-10');
    expect(await endFor('Semi-monthly', '2026-12-11')).toBe('2026-12-25');
  });

  it('any other start keeps the seed rule: + 14 semi-monthly, + 29 monthly, + 6 weekly', async () => {
    expect(await endFor('Semi-monthly', '2026-01-02')).toBe('2026-01-16');
    expect(await endFor('Monthly', '2026-01-02')).toBe('2026-01-31');
    expect(await endFor('Weekly', '2026-01-07')).toBe('2026-01-13');
  });
});
