/** Delete shows only where it can succeed; elsewhere the row says why not (issue 27 section 3). */
import type { ApplicationRow } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { ApplicationsProxyPage } from './ApplicationsPage';

const row = (
  log_no: number,
  name: string,
  approval_status: ApplicationRow['approval_status'],
): ApplicationRow => ({
  log_no,
  application_type_id: 1,
  application_type: 'Official Business',
  is_leave: false,
  employee_id: log_no,
  employee_code: `0000${log_no}`,
  employee_name: name,
  date_created: '2026-11-27T21:56:00.000Z',
  effective_date: '2026-12-01',
  start_time: '08:00:00',
  end_time: '17:00:00',
  particulars: 'Client visit',
  remarks: '',
  approver_employee_id: 7,
  approver: 'Juan Dela Cruz',
  status: 'Active',
  approval_status,
  filed_by: 'hr',
  decided_by: null,
  decided_at: null,
  decision_remarks: '',
});

afterEach(() => vi.unstubAllGlobals());

function renderList(canDelete: boolean) {
  stubFetch({
    'GET /api/applicationsProxy/fetch': () =>
      json(200, [
        row(1, 'Ana Pending', 'For Approval'),
        row(2, 'Ben Approved', 'Approved'),
        row(3, 'Cora Rejected', 'Rejected'),
        row(4, 'Dan Canceled', 'Canceled'),
      ]),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider
        value={{
          module: 'applicationsproxy',
          permissions: { view: true, create: true, update: true, delete: canDelete },
        }}
      >
        <ApplicationsProxyPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Applications: Delete only where it can succeed', () => {
  it('a For Approval row has Delete; an Approved, Rejected or Canceled row says why not, with no Delete', async () => {
    renderList(true);
    const pending = await rowOf('Ana Pending');
    expect(within(pending).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(pending).queryByTestId('delete-blocked-reason')).toBeNull();
    for (const [name, status] of [
      ['Ben Approved', 'Approved'],
      ['Cora Rejected', 'Rejected'],
      ['Dan Canceled', 'Canceled'],
    ]) {
      const r = await rowOf(name as string);
      expect(within(r).queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(within(r).getByTestId('delete-blocked-reason').textContent).toBe(`${status}: cannot be deleted`);
    }
  });

  it('without the delete permission no row offers Delete', async () => {
    renderList(false);
    await rowOf('Ana Pending');
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(4);
  });
});
