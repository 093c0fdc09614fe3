/** The Today's attendance card of the Home dashboard (issue 26 section 1). */
import type { DashboardAttendance } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { AttendanceCard } from './AttendanceCard';

function renderCard(companyId: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AttendanceCard companyId={companyId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

const late = Array.from({ length: 10 }, (_, i) => ({
  employee_id: 100 + i,
  employee_code: `E${i}`,
  name: `Late Person ${i}`,
  shift_start: '08:00:00',
  time_in: '08:25:00',
  late_minutes: 25 - i,
}));
const CARD: DashboardAttendance = {
  date: '2026-11-21',
  counts: { scheduled: 40, present: 20, late: 12, absent: 1, on_leave: 2, not_yet_in: 5 },
  late,
  absent: [
    {
      employee_id: 7,
      employee_code: 'E7',
      name: 'Ana Reyes',
      shift_start: '08:00:00',
      shift_end: '17:00:00',
    },
  ],
};

describe('AttendanceCard', () => {
  it("shows the day's numbers, the bar's words, the late and absent people and 'view all' to today's Timesheet", async () => {
    const urls: URL[] = [];
    stubFetch({
      'GET /api/dashboard/attendance': (url) => {
        urls.push(url);
        return json(200, CARD);
      },
    });
    renderCard(3);
    const card = await screen.findByRole('region', { name: "Today's attendance" });
    expect(urls[0]?.searchParams.get('company_id')).toBe('3');
    await within(card).findByText('Ana Reyes: 08:00-17:00');
    expect(
      within(card).getByRole('img', {
        name: "Today's attendance of 40 scheduled: 20 present, 12 late, 1 absent, 2 on leave, 5 not yet in.",
      }),
    ).toBeTruthy();
    const lateList = within(card).getByRole('region', { name: 'Late' });
    expect(within(lateList).getAllByRole('listitem')).toHaveLength(10);
    expect(within(lateList).getByText('Late Person 0: 08:25, 25 min late')).toBeTruthy();
    expect(within(lateList).getByText(/Showing 10 of 12\./)).toBeTruthy();
    const today = '/timeattendance/timesheet?date=2026-11-21&company_id=3';
    expect(within(lateList).getByRole('link', { name: 'Late: view all' }).getAttribute('href')).toBe(today);
    expect(within(card).getByRole('link', { name: 'Open Timesheet' }).getAttribute('href')).toBe(today);
  });

  it('says nobody is scheduled on a day without a schedule', async () => {
    stubFetch({
      'GET /api/dashboard/attendance': () =>
        json(200, {
          ...CARD,
          counts: { scheduled: 0, present: 0, late: 0, absent: 0, on_leave: 0, not_yet_in: 0 },
          late: [],
          absent: [],
        }),
    });
    renderCard(null);
    expect(await screen.findByText('Nobody is scheduled today.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Timesheet' }).getAttribute('href')).toBe(
      '/timeattendance/timesheet?date=2026-11-21',
    );
  });

  it('leaves itself out when the server answers 403 (no Timesheet view)', async () => {
    const fetch = stubFetch({
      'GET /api/dashboard/attendance': () => json(403, { error: 'You do not have permission.' }),
    });
    renderCard(null);
    expect(screen.getByRole('region', { name: "Today's attendance" })).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: "Today's attendance" })).toBeNull());
  });
});
