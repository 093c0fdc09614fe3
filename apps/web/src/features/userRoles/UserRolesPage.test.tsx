import { MSG, type PermissionSet, ROLE_MSG, type RolePermissionRow } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { clearToken, setToken } from '../../app/session';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER, tokenFor } from '../../test/fakeServer';
import { UserRolesPage } from './UserRolesPage';

const MODULES = [
  {
    module_id: 1,
    key: 'employee_list',
    name: 'Employee List',
    module_group_id: 1,
    module_group: 'Employee Management',
  },
  {
    module_id: 2,
    key: 'timesheet',
    name: 'Timesheet',
    module_group_id: 2,
    module_group: 'Time & Attendance',
  },
  {
    module_id: 3,
    key: 'payroll',
    name: 'Payroll',
    module_group_id: 3,
    module_group: 'Earnings & Deductions',
  },
];

let roles: Array<{ role_id: number; role_name: string; account_count: number; requires_two_factor: boolean }>;
let stored: Record<number, RolePermissionRow[]>;
const requests: Array<{ method: string; path: string; body: unknown; query: string }> = [];
let permsFetched: number[];
let guarded: { role_id: number | null; flags: Array<{ key: string; flag: string }>; reason: string | null };

function rowsFor(
  roleId: number,
  on: Record<string, Partial<Record<'view' | 'create' | 'update' | 'delete', 0 | 1>>>,
) {
  return MODULES.map((m) => ({
    log_no: null,
    role_id: roleId,
    view: 0 as const,
    create: 0 as const,
    update: 0 as const,
    delete: 0 as const,
    ...m,
    ...on[m.key],
  }));
}

beforeEach(() => {
  roles = [
    { role_id: 1, role_name: 'Administrator', account_count: 1, requires_two_factor: true },
    { role_id: 2, role_name: 'Clerk', account_count: 0, requires_two_factor: false },
  ];
  stored = {
    1: rowsFor(1, { employee_list: { view: 1, create: 1, update: 1, delete: 1 } }),
    2: rowsFor(2, { timesheet: { view: 1 } }),
  };
  requests.length = 0;
  permsFetched = [];
  guarded = { role_id: null, flags: [], reason: null };
  const record = (method: string, url: URL, init?: RequestInit) =>
    requests.push({
      method,
      path: url.pathname,
      query: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
  stubFetch({
    'GET /api/userroles/fetch': () => json(200, roles),
    'GET /api/userroles/fetchPerms': (url) => {
      permsFetched.push(Number(url.searchParams.get('id')));
      return json(200, stored[Number(url.searchParams.get('id'))] ?? []);
    },
    'GET /api/userroles/protected': () => json(200, guarded),
    'PUT /api/userroles/update': (url, init) => {
      record('PUT', url, init);
      const body = JSON.parse(String(init?.body)) as { role_id: number; permissions: RolePermissionRow[] };
      stored[body.role_id] = (stored[body.role_id] ?? []).map((row) => ({
        ...row,
        ...body.permissions.find((p) => p.module_id === row.module_id),
      }));
      return json(200, {
        role: roles.find((r) => r.role_id === body.role_id),
        permissions: stored[body.role_id],
      });
    },
    'POST /api/userroles/create': (url, init) => {
      record('POST', url, init);
      const { role_name, requires_two_factor } = JSON.parse(String(init?.body)) as {
        role_name: string;
        requires_two_factor?: boolean;
      };
      if (role_name.toLowerCase() === 'clerk') return json(409, { error: ROLE_MSG.duplicateName });
      const role = {
        role_id: 3,
        role_name,
        account_count: 0,
        requires_two_factor: requires_two_factor === true,
      };
      roles = [...roles, role];
      stored[3] = rowsFor(3, {});
      return json(200, role);
    },
    'DELETE /api/userroles/delete': (url, init) => {
      record('DELETE', url, init);
      return json(200, { message: ROLE_MSG.deleted });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

function renderPage(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'userroles', permissions }}>
        <UserRolesPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

type User = ReturnType<typeof renderPage>['user'];

async function pickRole(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Role/ }));
  await user.click(await screen.findByRole('option', { name }));
  await screen.findByRole('table', { name: 'Role permissions' });
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const saveChanges = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;

describe('UserRolesPage', () => {
  it('shows every module under its sidebar group with the stored flags', async () => {
    const { user } = renderPage();
    await pickRole(user, 'Clerk');
    const table = screen.getByRole('table', { name: 'Role permissions' });
    const text = table.textContent ?? '';
    expect(text.indexOf('Employee Management')).toBeLessThan(text.indexOf('Employee List'));
    expect(text.indexOf('Time & Attendance')).toBeLessThan(text.indexOf('Timesheet'));
    expect(box('View: Timesheet').checked).toBe(true);
    expect(box('Create: Timesheet').checked).toBe(false);
    expect(box('All: Timesheet').indeterminate).toBe(true);
    expect(screen.getByText('Assigned to 0 user accounts.')).toBeTruthy();
  });

  it('enables Save Changes only while something differs from the loaded copy', async () => {
    const { user } = renderPage();
    await pickRole(user, 'Clerk');
    expect(saveChanges().disabled).toBe(true);
    await user.click(box('Update: Payroll'));
    expect(box('View: Payroll').checked).toBe(true);
    expect(saveChanges().disabled).toBe(false);
    await user.click(box('View: Payroll'));
    expect(box('Update: Payroll').checked).toBe(false);
    expect(saveChanges().disabled).toBe(true);
  });

  it('the All toggle sets the whole row; saving sends only the changed rows after confirming', async () => {
    const { user } = renderPage();
    await pickRole(user, 'Clerk');
    await user.click(box('All: Payroll'));
    for (const flag of ['View', 'Create', 'Update', 'Delete'])
      expect(box(`${flag}: Payroll`).checked).toBe(true);
    expect(box('All: Payroll').checked).toBe(true);

    await user.click(saveChanges());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText(MSG.saveConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({
      role_id: 2,
      permissions: [{ module_id: 3, view: 1, create: 1, update: 1, delete: 1 }],
    });
    expect(await screen.findByText(ROLE_MSG.updated)).toBeTruthy();
    await waitFor(() => expect(saveChanges().disabled).toBe(true));
    expect(box('All: Payroll').checked).toBe(true);
  });

  it("creates a role ('Role name is required.' when blank) and selects it", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ROLE_MSG.nameRequired)).toBeTruthy();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Role Name/), 'clerk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ROLE_MSG.duplicateName)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^Role Name/));
    await user.type(within(dialog).getByLabelText(/^Role Name/), '  Auditor ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Role/ }) as HTMLInputElement).value).toBe('Auditor'),
    );
    expect(requests.at(-1)?.body).toEqual({ role_name: 'Auditor', requires_two_factor: false });
    expect(await screen.findByRole('table', { name: 'Role permissions' })).toBeTruthy();
  });

  it("creates a role with 'Requires two-factor sign-in' ticked, and the new role shows it on", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Role' });
    await user.type(within(dialog).getByLabelText(/^Role Name/), 'Payroll Checker');
    await user.click(within(dialog).getByRole('checkbox', { name: /Requires two-factor sign-in/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toEqual({ role_name: 'Payroll Checker', requires_two_factor: true }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: /Requires two-factor sign-in/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('deletes the selected role after the spec confirmation', async () => {
    const { user } = renderPage();
    expect((screen.getByRole('button', { name: 'Delete Role' }) as HTMLButtonElement).disabled).toBe(true);
    await pickRole(user, 'Clerk');
    await user.click(screen.getByRole('button', { name: 'Delete Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this role? This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Role' }));
    await waitFor(() =>
      expect(requests).toEqual([expect.objectContaining({ method: 'DELETE', query: '?role_id=2' })]),
    );
    expect(await screen.findByText(ROLE_MSG.deleted)).toBeTruthy();
    // The deleted role's permissions are not asked for again (they are gone: 404).
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Role permissions' })).toBeNull());
    expect(permsFetched.filter((id) => id === 2)).toEqual([2]);
  });

  it("keeps the last administrators' flags ticked and says why; other roles and flags stay editable", async () => {
    guarded = {
      role_id: 1,
      flags: [
        { key: 'employee_list', flag: 'view' },
        { key: 'employee_list', flag: 'update' },
      ],
      reason: ROLE_MSG.protectedFlags,
    };
    const { user } = renderPage();
    await pickRole(user, 'Administrator');
    const reason = await screen.findByTestId('protected-reason');
    expect(reason.textContent).toBe(ROLE_MSG.protectedFlags);
    for (const label of ['View: Employee List', 'Update: Employee List', 'All: Employee List']) {
      expect(box(label).disabled, label).toBe(true);
      expect(box(label).getAttribute('aria-describedby')).toBe(reason.id);
    }
    expect(box('Create: Employee List').disabled).toBe(false);
    expect(box('Delete: Employee List').disabled).toBe(false);
    await pickRole(user, 'Clerk');
    expect(screen.queryByTestId('protected-reason')).toBeNull();
    expect(box('View: Timesheet').disabled).toBe(false);
  });

  it('without update the matrix is read-only; without create and delete those buttons are disabled', async () => {
    const { user } = renderPage({ view: true, create: false, update: false, delete: false });
    expect((screen.getByRole('button', { name: 'Create Role' }) as HTMLButtonElement).disabled).toBe(true);
    await pickRole(user, 'Administrator');
    expect(box('View: Employee List').disabled).toBe(true);
    expect(box('All: Employee List').checked).toBe(true);
    expect(saveChanges().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete Role' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only the flags the signed-in user holds; flags already on can still be cleared', async () => {
    const claims = {
      ...TEST_USER,
      permissions: {
        userroles: { view: true, create: true, update: true, delete: true },
        timesheet: { view: true, create: false, update: false, delete: false },
      },
    };
    setToken(tokenFor(claims));
    const { user } = renderPage();
    await pickRole(user, 'Administrator');
    expect(box('View: Employee List').disabled).toBe(false);
    await user.click(box('Delete: Employee List'));
    expect(box('Delete: Employee List').disabled).toBe(true);
    expect(box('View: Timesheet').disabled).toBe(false);
    expect(box('Create: Timesheet').disabled).toBe(true);
    expect(box('All: Timesheet').disabled).toBe(true);
    expect(box('View: Payroll').disabled).toBe(true);
  });

  it('asks before switching roles with unsaved changes', async () => {
    const { user } = renderPage();
    await pickRole(user, 'Clerk');
    await user.click(box('View: Payroll'));
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(box('View: Payroll').checked).toBe(true);
    expect(saveChanges().disabled).toBe(false);
  });
});
