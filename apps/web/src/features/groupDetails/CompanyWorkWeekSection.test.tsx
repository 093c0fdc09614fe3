/** Group Details' Work Week tab: each company's default rest days, saved after the confirm (issue 22). */
import { notifications } from '@mantine/notifications';
import { type CompanyWorkWeek, type PermissionSet, WORK_WEEK_MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { CompanyWorkWeekSection, checkRestDays } from './CompanyWorkWeekSection';

let rows: CompanyWorkWeek[];
let saved: Array<Record<string, unknown>>;
beforeEach(() => {
  saved = [];
  rows = [
    { company_id: 4, company: 'Acme Trading', rest_weekdays: null, effective_rest_weekdays: [0] },
    { company_id: 5, company: 'Bayan Foods', rest_weekdays: [0, 6], effective_rest_weekdays: [0, 6] },
  ];
  stubFetch({
    'GET /api/groupRecords/workWeek': () => json(200, rows),
    'PUT /api/groupRecords/workWeek': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      rows = rows.map((r) =>
        r.company_id === body.company_id
          ? { ...r, rest_weekdays: body.rest_weekdays, effective_rest_weekdays: body.rest_weekdays }
          : r,
      );
      return json(200, { message: WORK_WEEK_MSG.saved });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

function renderSection(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'grouprecords', permissions }}>
        <CompanyWorkWeekSection />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const box = (card: HTMLElement, day: string) =>
  within(card).getByRole('checkbox', { name: day }) as HTMLInputElement;

describe('CompanyWorkWeekSection', () => {
  it("shows each company's rest days and saves Saturday and Sunday after the confirm", async () => {
    const { user } = renderSection();
    const acme = await screen.findByTestId('work-week-4');
    expect(within(acme).getByText('Not set: Sunday')).toBeTruthy();
    expect(box(acme, 'Sunday').checked).toBe(true);
    expect(box(acme, 'Saturday').checked).toBe(false);
    const bayan = screen.getByTestId('work-week-5');
    expect(within(bayan).getByText('Saturday, Sunday')).toBeTruthy();
    expect(box(bayan, 'Saturday').checked).toBe(true);

    const save = within(acme).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(box(acme, 'Saturday'));
    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toEqual([{ company_id: 4, rest_weekdays: [0, 6] }]));
    expect(await screen.findByText(WORK_WEEK_MSG.saved)).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('work-week-4')).getByText('Saturday, Sunday')).toBeTruthy(),
    );
  });

  it('refuses no rest day at all with the server message, sending nothing', async () => {
    const { user } = renderSection();
    const acme = await screen.findByTestId('work-week-4');
    await user.click(box(acme, 'Sunday'));
    await user.click(within(acme).getByRole('button', { name: 'Save' }));
    expect(await within(acme).findByText(WORK_WEEK_MSG.invalid)).toBeTruthy();
    expect(saved).toEqual([]);
    await user.click(within(acme).getByRole('button', { name: 'Revert' }));
    expect(box(acme, 'Sunday').checked).toBe(true);
  });

  it('is read-only without the update flag', async () => {
    renderSection({ ...ALL, update: false });
    const acme = await screen.findByTestId('work-week-4');
    expect(box(acme, 'Monday').disabled).toBe(true);
    expect(within(acme).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('checkRestDays sends the days in order and refuses none or all seven', () => {
    expect(checkRestDays(4, ['6', '0'])).toEqual({
      ok: true,
      body: { company_id: 4, rest_weekdays: [0, 6] },
    });
    expect(checkRestDays(4, [])).toEqual({ ok: false, message: WORK_WEEK_MSG.invalid });
    expect(checkRestDays(4, ['0', '1', '2', '3', '4', '5', '6'])).toEqual({
      ok: false,
      message: WORK_WEEK_MSG.invalid,
    });
  });
});
