import { notifications } from '@mantine/notifications';
import { DEFAULT_PAY_CALENDAR, PAY_CALENDAR_MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { PayCalendarForm } from './PayCalendarForm';

let saved: Array<Record<string, unknown>>;
beforeEach(() => {
  saved = [];
  stubFetch({
    'GET /api/compliance/pay-calendar': () => json(200, { company_id: 4, ...DEFAULT_PAY_CALENDAR }),
    'PUT /api/compliance/pay-calendar': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      return json(200, { message: PAY_CALENDAR_MSG.saved, data: body });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

function renderForm(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'compliance', permissions }}>
        <PayCalendarForm companyId="4" month="2026-12" />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('PayCalendarForm', () => {
  it("previews the month's periods, refuses cut-offs not 15 days apart, saves 11 and 26 after the confirm", async () => {
    const { user } = renderForm();
    expect(
      await screen.findByText(
        'Periods: 2026-12-01 to 2026-12-15 (paid 2026-12-15) and 2026-12-16 to 2026-12-31 (paid 2026-12-31).',
      ),
    ).toBeTruthy();
    await user.clear(input('Semi-monthly first cut-off day'));
    await user.type(input('Semi-monthly first cut-off day'), '11');
    await user.click(screen.getByRole('button', { name: 'Save Pay Calendar' }));
    expect(await screen.findByText(PAY_CALENDAR_MSG.secondCutOff)).toBeTruthy();
    expect(saved).toEqual([]);
    await user.clear(input('Semi-monthly second cut-off day'));
    await user.type(input('Semi-monthly second cut-off day'), '26');
    expect(
      await screen.findByText(
        'Periods: 2026-12-11 to 2026-12-25 (paid 2027-01-15) and 2026-12-26 to 2027-01-10 (paid 2027-01-31).',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Pay Calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ company_id: 4, semi_monthly_first: 11, semi_monthly_second: 26 });
    expect(await screen.findByText(PAY_CALENDAR_MSG.saved)).toBeTruthy();
  });

  it('is read-only without the update flag', async () => {
    renderForm({ ...ALL, update: false });
    await waitFor(() => expect(input('Monthly start day').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save Pay Calendar' })).toBeNull();
  });
});
