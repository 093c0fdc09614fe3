import { ACCOUNT_MSG, type Account, type PermissionSet, TWO_FACTOR_MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { clearToken, setToken } from '../../app/session';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER, tokenFor } from '../../test/fakeServer';
import { UserAccountsPage } from './UserAccountsPage';

const base: Account = {
  user_id: 1,
  username: 'admin',
  name: 'System Administrator',
  role_id: 1,
  role: 'Administrator',
  company_id: null,
  company: null,
  department_id: null,
  department: null,
  designation_id: null,
  designation: null,
  status: true,
  employee_id: null,
  employee_code: null,
  employee_name: null,
  approval_status: 'Approved',
  created_at: '2026-11-21T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
};
const clerk: Account = {
  ...base,
  user_id: 5,
  username: 'JDelacruz',
  name: 'Juan Dela Cruz',
  role_id: 2,
  role: 'Clerk',
  company_id: 1,
  company: 'Bayanihan',
  status: false,
  employee_id: 12,
  employee_code: '00012',
  employee_name: 'Juan Dela Cruz',
  approval_status: 'For Approval',
};

let accounts: Account[];
const deleted: string[] = [];
const resets: string[] = [];

beforeEach(() => {
  accounts = [base, clerk];
  deleted.length = 0;
  resets.length = 0;
  stubFetch({
    'POST /api/useraccounts/two-factor/reset': (_url, init) => {
      resets.push(String(init?.body));
      return json(200, { message: TWO_FACTOR_MSG.reset });
    },
    'GET /api/useraccounts/fetch': () => json(200, accounts),
    'GET /api/useraccounts/fetchUser': (url) =>
      json(
        200,
        accounts.find((a) => a.user_id === Number(url.searchParams.get('UID'))),
      ),
    'GET /api/useraccounts/fetchRoles': () =>
      json(200, [{ role_id: 2, role_name: 'Clerk', assignable: true }]),
    'GET /api/useraccounts/fetchEmployees': () => json(200, []),
    'GET /api/dropdown/dropdown_handler': () =>
      json(200, [
        { code: null, name: '' },
        { code: 1, name: 'Bayanihan' },
      ]),
    'DELETE /api/useraccounts/delete': (url) => {
      deleted.push(url.search);
      accounts = accounts.filter((a) => a.user_id !== Number(url.searchParams.get('user_id')));
      return json(200, { message: ACCOUNT_MSG.deleted });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(permissions: PermissionSet) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'useraccounts', permissions }}>
        <UserAccountsPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const ALL = { view: true, create: true, update: true, delete: true };

describe('UserAccountsPage', () => {
  it('lists accounts with display names, Active/Inactive and the approval status', async () => {
    renderPage(ALL);
    const row = (await screen.findByText('JDelacruz')).closest('tr') as HTMLElement;
    for (const text of [
      'Juan Dela Cruz',
      'Clerk',
      '00012 Juan Dela Cruz',
      'Bayanihan',
      'Inactive',
      'For Approval',
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('User Id')).toBeNull();
  });

  it("deletes only after typing 'DELETE {username}'", async () => {
    const { user } = renderPage(ALL);
    const row = (await screen.findByText('JDelacruz')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Delete' }) as HTMLButtonElement;
    await user.type(within(dialog).getByRole('textbox'), 'DELETE jdelacruz');
    expect(confirm.disabled).toBe(true);
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'DELETE JDelacruz');
    await user.click(confirm);
    await waitFor(() => expect(deleted).toEqual(['?user_id=5']));
    expect(await screen.findByText(ACCOUNT_MSG.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('JDelacruz')).toBeNull());
  });

  it('disables Delete on your own row and says why (instead of refusing after typing)', async () => {
    setToken(tokenFor({ ...TEST_USER, username: 'admin' }));
    try {
      renderPage(ALL);
      const own = (await screen.findByText('admin', { selector: 'td, td *' })).closest('tr') as HTMLElement;
      const remove = within(own).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
      expect(remove.disabled).toBe(true);
      expect(within(own).getByText(ACCOUNT_MSG.cannotDeleteSelf)).toBeTruthy();
      const other = screen.getByText('JDelacruz').closest('tr') as HTMLElement;
      expect((within(other).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
    } finally {
      clearToken();
    }
  });

  it('opens the edit form with the stored account', async () => {
    const { user } = renderPage(ALL);
    const row = (await screen.findByText('JDelacruz')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User Account' });
    expect((within(dialog).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('JDelacruz');
    expect(within(dialog).getByLabelText('Change Password')).toBeTruthy();
  });

  it("resets another user's two-factor sign-in from the edit form after a confirmation, never one's own", async () => {
    setToken(tokenFor({ ...TEST_USER, username: 'admin' }));
    try {
      const { user } = renderPage(ALL);
      const row = (await screen.findByText('JDelacruz')).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit User Account' });
      await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
      expect(await screen.findByText(/^Reset the two-factor sign-in of JDelacruz\?/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(resets).toEqual(['{"user_id":5}']));
      expect(await screen.findByText(TWO_FACTOR_MSG.reset)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      const own = (await screen.findByText('admin', { selector: 'td, td *' })).closest('tr') as HTMLElement;
      await user.click(within(own).getByRole('button', { name: 'Edit' }));
      const ownDialog = await screen.findByRole('dialog', { name: 'Edit User Account' });
      expect((within(ownDialog).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('admin');
      expect(within(ownDialog).queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
    } finally {
      clearToken();
    }
  });

  it('disables Create New, Edit and Delete without their permissions', async () => {
    renderPage({ view: true, create: false, update: false, delete: false });
    const row = (await screen.findByText('JDelacruz')).closest('tr') as HTMLElement;
    expect((screen.getByRole('button', { name: 'Create New' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
