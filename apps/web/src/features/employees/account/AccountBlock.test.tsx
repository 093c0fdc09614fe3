import { type Account, type EmployeeAccount, MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch, TEST_USER } from '../../../test/fakeServer';
import { employeeKeys } from '../queryKeys';
import { AccountBlock } from './AccountBlock';
import { ACCOUNT_BLOCK_TEXT } from './texts';

const EMPLOYEE_ID = 12;
const NONE: PermissionSet = { view: false, create: false, update: false, delete: false };
const VIEW: PermissionSet = { ...NONE, view: true };
const VIEW_CREATE: PermissionSet = { ...VIEW, create: true };

const ACCOUNT: Account = {
  user_id: 7,
  username: 'MSantos',
  name: 'Maria Santos',
  role_id: 2,
  role: 'HR Manager',
  company_id: 1,
  company: 'Bayanihan Trading Corporation',
  department_id: 3,
  department: 'Human Resources',
  designation_id: 5,
  designation: 'HR Manager',
  status: false,
  employee_id: EMPLOYEE_ID,
  employee_code: '00012',
  employee_name: 'Maria Santos',
  approval_status: 'Approved',
  created_at: '2026-11-21T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
};

const DEFAULTS: EmployeeAccount['defaults'] = {
  username: 'JDelacruz',
  name: 'Juan Dela Cruz',
  employee_id: EMPLOYEE_ID,
  company_id: 1,
  department_id: 3,
  designation_id: 5,
  status: true,
  approval_status: 'For Approval',
};

let permissions: PermissionSet | null;
let linked: Account | null;
let created: unknown[];

beforeEach(() => {
  permissions = VIEW;
  linked = null;
  created = [];
  stubFetch({
    'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
    'GET /api/auth/permissions': (url) => {
      expect(url.searchParams.get('module')).toBe('useraccounts');
      return permissions ? json(200, { module: 'useraccounts', ...permissions }) : json(500, { error: 'x' });
    },
    'GET /api/employee_management/fetchUserAccount': (url) => {
      expect(url.searchParams.get('UID')).toBe(String(EMPLOYEE_ID));
      return json(200, { account: linked, defaults: DEFAULTS });
    },
    'GET /api/useraccounts/fetchRoles': () =>
      json(200, [{ role_id: 2, role_name: 'HR Manager', assignable: true }]),
    'GET /api/useraccounts/fetchEmployees': () =>
      json(200, [
        {
          employee_id: EMPLOYEE_ID,
          employee_code: '00012',
          first_name: 'Juan',
          last_name: 'Dela Cruz',
          middle_name: null,
          company_id: 1,
          department_id: 3,
          designation_id: 5,
          user_id: null,
        },
      ]),
    'GET /api/dropdown/dropdown_handler': (url) => {
      const dd = url.searchParams.get('DD');
      const items: Record<string, unknown[]> = {
        company: [{ code: 1, name: 'Bayanihan Trading Corporation' }],
        department: [{ code: 3, name: 'Human Resources' }],
        designation: [{ code: 5, name: 'HR Manager' }],
      };
      return json(200, [{ code: null, name: '' }, ...(items[dd ?? ''] ?? [])]);
    },
    'POST /api/useraccounts/create': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      created.push(body);
      linked = { ...ACCOUNT, username: body.username, name: body.name, status: true };
      return json(200, linked);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <AccountBlock employeeId={EMPLOYEE_ID} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

const block = () => screen.getByTestId('account-block');

describe('AccountBlock', () => {
  it("shows 'Loading...' until the useraccounts permission is known", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
      'GET /api/auth/permissions': async () => {
        await gate;
        return json(200, { module: 'useraccounts', ...NONE });
      },
    });
    renderBlock();
    expect(within(block()).getByText(MSG.loading)).toBeTruthy();
    release();
    expect(await within(block()).findByText(MSG.noPermissionView)).toBeTruthy();
  });

  it('without view on useraccounts shows the no-access placeholder and never fetches the account', async () => {
    permissions = NONE;
    const fetchMock = vi.mocked(fetch);
    renderBlock();
    expect(await within(block()).findByText(MSG.noPermissionView)).toBeTruthy();
    expect(within(block()).queryByRole('button', { name: ACCOUNT_BLOCK_TEXT.createAccount })).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes('fetchUserAccount'))).toBe(false);
  });

  it('a failed permission lookup counts as no permission', async () => {
    permissions = null;
    renderBlock();
    expect(await within(block()).findByText(MSG.noPermissionView)).toBeTruthy();
  });

  it('with view shows the linked account: username, name, role, organisation and status', async () => {
    linked = ACCOUNT;
    renderBlock();
    expect(await within(block()).findByText('MSantos')).toBeTruthy();
    for (const text of [
      ACCOUNT_BLOCK_TEXT.title,
      'Maria Santos',
      'Bayanihan Trading Corporation',
      'Human Resources',
      ACCOUNT_BLOCK_TEXT.inactive,
    ]) {
      expect(within(block()).getByText(text)).toBeTruthy();
    }
    // Role and designation are both 'HR Manager'.
    expect(within(block()).getAllByText('HR Manager')).toHaveLength(2);
    expect(within(block()).queryByRole('button', { name: ACCOUNT_BLOCK_TEXT.createAccount })).toBeNull();
  });

  it("without an account and without create shows 'Create User Account' disabled", async () => {
    renderBlock();
    const button = (await within(block()).findByRole('button', {
      name: ACCOUNT_BLOCK_TEXT.createAccount,
    })) as HTMLButtonElement;
    expect(within(block()).getByText(ACCOUNT_BLOCK_TEXT.noAccount)).toBeTruthy();
    expect(button.disabled).toBe(true);
  });

  it('with create opens the account form with the defaults and this employee locked, then saves', async () => {
    permissions = VIEW_CREATE;
    const { user, client } = renderBlock();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const button = (await within(block()).findByRole('button', {
      name: ACCOUNT_BLOCK_TEXT.createAccount,
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Create User Account' });
    expect((within(dialog).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('JDelacruz');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Juan Dela Cruz');
    const employee = within(dialog).getByRole('combobox', { name: /^Employee/ }) as HTMLInputElement;
    expect(employee.disabled).toBe(true);
    await waitFor(() => expect(employee.value).toBe('00012 - Dela Cruz, Juan'));
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /^Designation/ }) as HTMLInputElement).value).toBe(
        'HR Manager',
      ),
    );

    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'HR Manager' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Welcome#2026');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Welcome#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(MSG.saveConfirm));
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      username: 'JDelacruz',
      name: 'Juan Dela Cruz',
      role_id: 2,
      employee_id: EMPLOYEE_ID,
      company_id: 1,
      department_id: 3,
      designation_id: 5,
      password: 'Welcome#2026',
    });
    // The profile refreshes: the block now shows the new account.
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: employeeKeys.detail(EMPLOYEE_ID) }),
    );
    expect(await within(block()).findByText('JDelacruz')).toBeTruthy();
    expect(within(block()).queryByRole('button', { name: ACCOUNT_BLOCK_TEXT.createAccount })).toBeNull();
  });
});
