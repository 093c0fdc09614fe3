/** The leave form's preview of the chosen dates comes from the server's leaveDays read (issue 22). */
import { APP_MSG, type LeaveDays } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { LeaveDaysPreview, previewRange } from './LeaveDaysPreview';

// A Saturday-Sunday work week: Fri 27 to Mon 30 Nov 2026, Bonifacio Day on the 30th.
const DAYS: LeaveDays = {
  rest_weekdays: [0, 6],
  days: [
    {
      date: '2026-11-27',
      credit_note: null,
      shift: { name: 'Day Shift', start_time: '08:00:00', end_time: '17:00:00' },
      shift_note: null,
    },
    {
      date: '2026-11-28',
      credit_note: '28 Nov 2026 is a rest day: no leave credit is used.',
      shift: null,
      shift_note: APP_MSG.noShiftForFullDay('2026-11-28'),
    },
    {
      date: '2026-11-30',
      credit_note: '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
      shift: { name: 'Night Shift', start_time: '22:00:00', end_time: '07:00:00' },
      shift_note: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function render(props: Partial<Parameters<typeof LeaveDaysPreview>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <LeaveDaysPreview
        scope="own"
        employeeId="7"
        start="2026-11-27"
        end="2026-11-30"
        usesCredits
        fullDay
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('previewRange', () => {
  it('asks about the start alone until the End Date makes a range filing accepts', () => {
    expect(previewRange('', '2026-11-30')).toBeNull();
    expect(previewRange('2026-11-27', '')).toEqual({ start: '2026-11-27', end: '2026-11-27' });
    expect(previewRange('2026-11-27', '2026-11-30')).toEqual({ start: '2026-11-27', end: '2026-11-30' });
    expect(previewRange('2026-11-30', '2026-11-27')).toEqual({ start: '2026-11-30', end: '2026-11-30' });
    // 31 dates is the longest filing; 32 is refused, so the start alone.
    expect(previewRange('2026-11-01', '2026-12-01')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(previewRange('2026-11-01', '2026-12-02')).toEqual({ start: '2026-11-01', end: '2026-11-01' });
  });
});

describe('LeaveDaysPreview', () => {
  it("shows the server's credit notes and each date's shift times (or that none is scheduled)", async () => {
    const fetch = stubFetch({ 'GET /api/applications/leaveDays': () => json(200, DAYS) });
    render();
    const times = await screen.findByTestId('full-day-times');
    expect([...times.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '27 Nov 2026: Day Shift 08:00-17:00',
      APP_MSG.noShiftForFullDay('2026-11-28'),
      '30 Nov 2026: Night Shift 22:00-07:00',
    ]);
    expect(
      [...screen.getByTestId('credit-free-dates').querySelectorAll('p')].map((p) => p.textContent),
    ).toEqual([
      '28 Nov 2026 is a rest day: no leave credit is used.',
      '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
    ]);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('start')).toBe('2026-11-27');
    expect(url.searchParams.get('end')).toBe('2026-11-30');
    expect(url.searchParams.has('UID')).toBe(false);
  });

  it('times only for a full-day leave, notes only for a type that uses credits', async () => {
    stubFetch({ 'GET /api/applications/leaveDays': () => json(200, DAYS) });
    const { unmount } = render({ fullDay: false });
    await screen.findByTestId('credit-free-dates');
    expect(screen.queryByTestId('full-day-times')).toBeNull();
    unmount();
    render({ usesCredits: false });
    await screen.findByTestId('full-day-times');
    expect(screen.queryByTestId('credit-free-dates')).toBeNull();
  });

  it('Applications Proxy asks about the chosen employee, and nothing before one is chosen', async () => {
    const fetch = stubFetch({ 'GET /api/applicationsProxy/leaveDays': () => json(200, DAYS) });
    const { unmount } = render({ scope: 'proxy', employeeId: '' });
    unmount();
    expect(fetch).not.toHaveBeenCalled();
    render({ scope: 'proxy', employeeId: '42', end: '' });
    await screen.findByTestId('full-day-times');
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('UID')).toBe('42');
    expect(url.searchParams.get('end')).toBe('2026-11-27');
  });

  it('asks nothing for a leave that neither uses credits nor is a full day', () => {
    const fetch = stubFetch({});
    render({ usesCredits: false, fullDay: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});
