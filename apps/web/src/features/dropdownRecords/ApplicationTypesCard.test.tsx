import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { ApplicationTypesCard } from './ApplicationTypesCard';

const TYPES = [
  { code: null, name: '' },
  {
    code: 1,
    name: 'Vacation Leave',
    is_leave: 1,
    is_paid: 1,
    uses_leave_credits: 1,
    converts_at_separation: 0,
  },
  {
    code: 4,
    name: 'Service Incentive Leave',
    is_leave: 1,
    is_paid: 1,
    uses_leave_credits: 1,
    converts_at_separation: 1,
  },
  {
    code: 6,
    name: 'Maternity Leave',
    is_leave: 1,
    is_paid: 1,
    uses_leave_credits: 0,
    converts_at_separation: 0,
  },
];

let saved: unknown[];
beforeEach(() => {
  saved = [];
  stubFetch({
    'GET /api/dropdown/dropdown_handler': () => json(200, TYPES),
    'PUT /api/dropdownRecords/applicationTypeConversion': async (_url, init) => {
      saved.push(JSON.parse(String(init?.body)));
      return json(200, { message: 'Application type saved.' });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('ApplicationTypesCard', () => {
  it("lists the credit leave types with 'Converts to cash at separation'; SIL stays on; a switch saves", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <ApplicationTypesCard canUpdate />
      </QueryClientProvider>,
    );
    const vl = (await screen.findByRole('switch', {
      name: 'Converts to cash at separation: Vacation Leave',
    })) as HTMLInputElement;
    const sil = screen.getByRole('switch', {
      name: 'Converts to cash at separation: Service Incentive Leave',
    }) as HTMLInputElement;
    expect([sil.checked, sil.disabled]).toEqual([true, true]);
    expect(vl.checked).toBe(false);
    expect(screen.queryByText('Maternity Leave')).toBeNull();
    await user.click(vl);
    await waitFor(() => expect(saved).toEqual([{ id: 1, converts_at_separation: true }]));
  });
});
