import { BUG_MSG, type BugReportRow, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { BugReportsPage } from './BugReportsPage';

const ALL = { view: true, create: true, update: true, delete: true };
const REPORTER = { view: true, create: true, update: false, delete: false };

const row = (change: Partial<BugReportRow> = {}): BugReportRow => ({
  log_no: 5,
  user: 'Ana Cruz',
  affected_module: 'Timesheet',
  descr: 'Save does nothing.',
  status: 'Open',
  date_reported: '2026-11-21T01:00:00.000Z',
  last_updated: '2026-11-21T01:00:00.000Z',
  can_edit: true,
  ...change,
});

let rows: BugReportRow[] = [];
let sent: Array<{ method: string; body: unknown }> = [];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.hash}`}</div>;
}

function renderPage(permissions: PermissionSet) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/bugreport']}>
        <PermissionContext.Provider value={{ module: 'bugreport', permissions }}>
          <Routes>
            <Route path="/bugreport" element={<BugReportsPage />} />
            <Route path="/changelog" element={<Where />} />
          </Routes>
        </PermissionContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  rows = [row()];
  sent = [];
  const record = (method: string) => (_u: URL, init: RequestInit | undefined) => {
    sent.push({ method, body: JSON.parse(String(init?.body)) });
    return json(200, { message: 'ok', log_no: 6 });
  };
  stubFetch({
    'GET /api/bugreport/fetch': () => json(200, rows),
    'POST /api/bugreport/create': record('create'),
    'PUT /api/bugreport/update': record('update'),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('BugReportsPage', () => {
  it('shows the reports with log_no hidden, the hint, and a button to the changelog`s Known Issues', async () => {
    const { user } = renderPage(REPORTER);
    const table = await screen.findByRole('table', { name: 'Bug reports' });
    expect(await within(table).findByText('Save does nothing.')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: /Log No/ })).toBeNull();
    expect(screen.getAllByText(BUG_MSG.hint).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: BUG_MSG.knownIssuesButton }));
    expect(screen.getByTestId('where').textContent).toBe('/changelog#known-issues');
  });

  it('files a report with only the module and description; the server records who and when', async () => {
    const { user } = renderPage(REPORTER);
    await screen.findByRole('table', { name: 'Bug reports' });
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('bug-form-error')).textContent).toBe(BUG_MSG.moduleRequired);
    await user.click(screen.getByRole('combobox', { name: /Affected Module/ }));
    await user.click(await screen.findByRole('option', { name: 'Payroll' }));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), '1. Open Payroll');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'create', body: { affected_module: 'Payroll', descr: '1. Open Payroll' } },
      ]),
    );
  });

  it('without update the status cannot be changed; the reporter can still edit the text', async () => {
    const { user } = renderPage(REPORTER);
    const table = await screen.findByRole('table', { name: 'Bug reports' });
    await user.click(await within(table).findByRole('button', { name: 'Edit' }));
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(status.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Description/ }), ' Still.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'update',
          body: {
            log_no: 5,
            affected_module: 'Timesheet',
            descr: 'Save does nothing. Still.',
            status: 'Open',
          },
        },
      ]),
    );
  });

  it('with update the status can be changed', async () => {
    const { user } = renderPage(ALL);
    const table = await screen.findByRole('table', { name: 'Bug reports' });
    await user.click(await within(table).findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(sent[0]?.body).toMatchObject({ log_no: 5, status: 'Resolved' }));
  });

  it('opens someone else`s report read-only', async () => {
    rows = [row({ can_edit: false })];
    const { user } = renderPage(REPORTER);
    const table = await screen.findByRole('table', { name: 'Bug reports' });
    await user.click(await within(table).findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('You can only edit your own bug reports while they are Open.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Description/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
