/** On a phone the Applications list shows the approval status without scrolling sideways (issue 22). */
import type { ApplicationRow } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { ApplicationsProxyPage, applicationColumns } from './ApplicationsPage';

const ROW: ApplicationRow = {
  log_no: 1,
  application_type_id: 1,
  application_type: 'Vacation Leave',
  is_leave: true,
  employee_id: 9,
  employee_code: '00003',
  employee_name: 'Ana Cruz',
  date_created: '2026-11-27T21:56:00.000Z',
  effective_date: '2026-12-01',
  start_time: '08:00:00',
  end_time: '17:00:00',
  particulars: 'Family trip',
  remarks: '',
  approver_employee_id: 7,
  approver: 'Juan Dela Cruz',
  status: 'For Approval',
  approval_status: 'For Approval',
  filed_by: 'employee',
  decided_by: null,
  decided_at: null,
  decision_remarks: '',
};

const realMatchMedia = window.matchMedia;
function phoneScreen(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(() => {
  stubFetch({ 'GET /api/applicationsProxy/fetch': () => json(200, [ROW]) });
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.unstubAllGlobals();
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider
        value={{
          module: 'applicationsproxy',
          permissions: { view: true, create: true, update: true, delete: true },
        }}
      >
        <ApplicationsProxyPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Applications list columns', () => {
  it('on a phone: three columns, the approval status first', async () => {
    phoneScreen(true);
    renderList();
    const table = await screen.findByRole('table', { name: 'Applications Proxy' });
    await within(table).findByText('Ana Cruz');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // First, ahead of everything that could push it out of view.
    expect(headers[0]).toContain('Approval Status');
    expect(headers.some((h) => h?.includes('Particulars'))).toBe(false);
    expect(within(table).getByText('For Approval')).toBeTruthy();
  });

  it('on a wider screen: every column', () => {
    expect(applicationColumns('own', false)).toContain('particulars');
    expect(applicationColumns('own', true)).toEqual([
      'approval_status',
      'application_type',
      'effective_date',
    ]);
  });
});
