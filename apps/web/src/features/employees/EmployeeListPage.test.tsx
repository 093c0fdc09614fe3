import type { EmployeeSummary } from '@sahod/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fakeServer';
import { EmployeeListPage } from './EmployeeListPage';
import { ALL, renderScreen } from './test/fixtures';

const ROW: EmployeeSummary = {
  employee_id: 41,
  employee_code: 'AB123',
  first_name: 'Maria',
  last_name: 'Santos',
  middle_name: null,
  suffix: null,
  gender: 'Female',
  company: 'Bayanihan',
  company_id: 1,
  department: 'Finance',
  department_id: 2,
  designation: 'Accountant',
  designation_id: 3,
  date_hired: '2020-01-06',
  status_descr: 'Active',
  age: 35,
  leave_credits: 7.5,
};

let rows: EmployeeSummary[];
let deletes: string[];
let creates: number;
/** The query string of every page request, in order. */
let pageRequests: string[];
/** The server's total, when a test wants more rows than it sends. */
let total: number | null;

beforeEach(() => {
  rows = [ROW];
  deletes = [];
  creates = 0;
  pageRequests = [];
  total = null;
  stubFetch({
    'GET /api/employee_list/page': (url) => {
      pageRequests.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return json(200, { rows, total: total ?? rows.length, page, limit });
    },
    'POST /api/employee_list/create': () => {
      creates += 1;
      return json(200, { id: 99 });
    },
    'DELETE /api/employee_list/delete': (url) => {
      deletes.push(url.searchParams.get('id') ?? '');
      rows = [];
      return json(200, { message: 'Employee deleted successfully.' });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderList = (permissions = ALL) =>
  renderScreen(<EmployeeListPage />, { permissions, path: '/list', route: '/list' });

describe('EmployeeListPage', () => {
  it("shows 'Loading...' first, then the employees with employee_id hidden", async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Employee List' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Employees' });
    await within(table).findByRole('row', { name: /Santos/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Employee Code');
    expect(headers).not.toContain('Employee');
    expect(headers.some((h) => h?.includes('Id'))).toBe(false);
  });

  it('Create New asks, then creates and opens the new employee', async () => {
    const { user } = renderList();
    await screen.findByRole('row', { name: /Santos/ });
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(await screen.findByText('Are you sure you want to create a new employee?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(creates).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('profile-route')).toBeTruthy();
    expect(creates).toBe(1);
  });

  it('Edit opens the profile', async () => {
    const { user } = renderList();
    const row = await screen.findByRole('row', { name: /Santos/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByTestId('profile-route')).toBeTruthy();
  });

  it("Delete needs 'DELETE {employee_code}' typed exactly", async () => {
    const { user } = renderList();
    const row = await screen.findByRole('row', { name: /Santos/ });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm Delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Confirmation text'), 'DELETE ab123');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText('Confirmation text'));
    await user.type(screen.getByLabelText('Confirmation text'), 'DELETE AB123');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(deletes).toEqual(['41']));
    expect(await screen.findByText('Employee deleted successfully.')).toBeTruthy();
  });

  it("shows a draft as 'New employee, not saved yet' and deletes it with 'DELETE DRAFT', as the dialog says", async () => {
    rows = [
      ROW,
      { ...ROW, employee_id: 77, employee_code: '', first_name: '', last_name: '', gender: null, age: null },
    ];
    const { user } = renderList();
    const draft = await screen.findByRole('row', { name: /New employee, not saved yet/ });
    await user.click(within(draft).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm Delete' });
    expect(screen.getByText(/Type DELETE DRAFT to confirm\./)).toBeTruthy();
    // What the dialog shows is exactly what unlocks it: no hidden trailing space.
    await user.type(screen.getByLabelText('Confirmation text'), 'DELETE ');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Confirmation text'), 'DRAFT');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(deletes).toEqual(['77']));
  });

  it('disables Create New, Edit and Delete without their permissions', async () => {
    renderList({ view: true, create: false, update: false, delete: false });
    const row = await screen.findByRole('row', { name: /Santos/ });
    expect(screen.getByRole('button', { name: 'Create New' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks the server for one page, its sort and its debounced search, and shows the total', async () => {
    total = 100_000;
    const { user } = renderList();
    await screen.findByRole('row', { name: /Santos/ });
    expect(pageRequests).toEqual(['?page=1&limit=10']);
    expect(screen.getByTestId('datatable-total').textContent).toBe('100,000 records');
    expect(screen.getByText('Page 1 of 10000')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pageRequests.at(-1)).toBe('?page=2&limit=10'));

    await user.click(within(screen.getByRole('columnheader', { name: 'Company' })).getByRole('button'));
    await waitFor(() => expect(pageRequests.at(-1)).toBe('?page=2&limit=10&sort=company&dir=asc'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Company' })).getByRole('button'));
    await waitFor(() => expect(pageRequests.at(-1)).toBe('?page=2&limit=10&sort=company&dir=desc'));

    // Typing goes back to page 1; the search itself is sent once, after the typing stops.
    await user.type(screen.getByLabelText('Search'), 'sant');
    await waitFor(() =>
      expect(pageRequests.at(-1)).toBe('?page=1&limit=10&search=sant&sort=company&dir=desc'),
    );
    expect(pageRequests.filter((q) => q.includes('search='))).toEqual([
      '?page=1&limit=10&search=sant&sort=company&dir=desc',
    ]);
  });

  it('shows the empty state and no pager when nothing matches', async () => {
    rows = [];
    renderList();
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.queryByTestId('datatable-total')).toBeNull();
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
  });
});
