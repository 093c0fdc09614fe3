import { type Account, MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { AccountFormModal, type AccountFormModalProps } from './AccountFormModal';
import { ACCOUNTS_TEXT } from './texts';

const account: Account = {
  user_id: 7,
  username: 'MSantos',
  name: 'Maria Santos',
  role_id: 2,
  role: 'HR Manager',
  company_id: 1,
  company: 'Bayanihan',
  department_id: 3,
  department: 'Human Resources',
  designation_id: 5,
  designation: 'HR Manager',
  status: true,
  employee_id: null,
  employee_code: null,
  employee_name: null,
  approval_status: 'For Approval',
  created_at: '2026-11-21T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
};

const DROPDOWNS: Record<string, unknown[]> = {
  company: [
    { code: null, name: '' },
    { code: 1, name: 'Bayanihan' },
    { code: 2, name: 'Mabuhay Foods' },
  ],
  'department:1': [
    { code: null, name: '' },
    { code: 3, name: 'Human Resources' },
    { code: 4, name: 'Finance' },
  ],
  'department:2': [
    { code: null, name: '' },
    { code: 6, name: 'Kitchen' },
  ],
  'designation:3': [
    { code: null, name: '' },
    { code: 5, name: 'HR Manager' },
  ],
  'designation:4': [
    { code: null, name: '' },
    { code: 8, name: 'Payroll Officer' },
  ],
};

// These tests type whole forms into Mantine inputs: slow on a busy machine, so a longer limit.
vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => {
  stubFetch({
    'GET /api/useraccounts/fetchRoles': () =>
      json(200, [
        // The signed-in user may not give Administrator: it is not offered.
        { role_id: 1, role_name: 'Administrator', assignable: false },
        { role_id: 2, role_name: 'HR Manager', assignable: true },
      ]),
    'GET /api/useraccounts/fetchEmployees': () =>
      json(200, [
        {
          employee_id: 12,
          employee_code: '00012',
          first_name: 'Juan',
          last_name: 'Dela Cruz',
          middle_name: null,
          company_id: 1,
          department_id: 4,
          designation_id: 8,
          user_id: null,
        },
        {
          employee_id: 13,
          employee_code: '00013',
          first_name: 'Ana',
          last_name: 'Reyes',
          middle_name: null,
          company_id: 1,
          department_id: null,
          designation_id: null,
          user_id: 99,
        },
      ]),
    'GET /api/dropdown/dropdown_handler': (url) => {
      const dd = url.searchParams.get('DD') ?? '';
      const uid = url.searchParams.get('UID');
      return json(200, DROPDOWNS[uid ? `${dd}:${uid}` : dd] ?? [{ code: null, name: '' }]);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(props: Partial<AccountFormModalProps> = {}) {
  const onCreate = vi.fn(async () => undefined);
  const onUpdate = vi.fn(async () => undefined);
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <AccountFormModal
        opened
        mode="add"
        onClose={onClose}
        onCreate={onCreate}
        onUpdate={onUpdate}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { ...result, onCreate, onUpdate, onClose };
}

const combo = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const formDialog = () => screen.getByRole('dialog', { name: /User Account/ });
const saveButton = () => within(formDialog()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function choose(user: ReturnType<typeof renderModal>['user'], name: RegExp, option: string) {
  await user.click(combo(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function confirmDialog() {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(MSG.saveConfirm));
    if (!dialog) throw new Error('no save confirmation');
    return dialog;
  });
}

async function fillNew(user: ReturnType<typeof renderModal>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText(/^Username/), 'JDelacruz');
  await user.type(screen.getByLabelText(/^Name/), 'Juan Dela Cruz');
  await choose(user, /^Role/, 'HR Manager');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
}

describe('AccountFormModal: creating', () => {
  it("shows the password hint, and approval 'For Approval' without offering it", async () => {
    const { user } = renderModal();
    expect(screen.getByText(MSG.passwordHint)).toBeTruthy();
    const approval = combo(/^Approval Status/);
    expect(approval.value).toBe('');
    expect(approval.placeholder).toBe('For Approval');
    await user.click(approval);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Approved', 'Rejected']);
    expect(combo(/^Status/).value).toBe('Active');
    expect(screen.queryByLabelText(ACCOUNTS_TEXT.changePassword)).toBeNull();
  });

  it('cascades company -> department -> designation, and a new company clears both', async () => {
    const { user } = renderModal();
    expect(combo(/^Department/).disabled).toBe(true);
    expect(combo(/^Designation/).disabled).toBe(true);
    await choose(user, /^Company/, 'Bayanihan');
    expect(combo(/^Department/).disabled).toBe(false);
    expect(combo(/^Designation/).disabled).toBe(true);
    await choose(user, /^Department/, 'Finance');
    await choose(user, /^Designation/, 'Payroll Officer');
    expect(combo(/^Designation/).value).toBe('Payroll Officer');

    await choose(user, /^Company/, 'Mabuhay Foods');
    expect(combo(/^Department/).value).toBe('');
    expect(combo(/^Designation/).value).toBe('');
    expect(combo(/^Designation/).disabled).toBe(true);
    await user.click(combo(/^Department/));
    expect(await screen.findByRole('option', { name: 'Kitchen' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Finance' })).toBeNull();
  });

  it('shows the policy and mismatch messages and sends nothing until they are fixed', async () => {
    const { user, onCreate } = renderModal();
    expect(saveButton().disabled).toBe(true);
    await fillNew(user, 'password12');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    expect(await screen.findByText(MSG.passwordPolicy)).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Welcome#2026');
    expect(screen.queryByText(MSG.passwordPolicy)).toBeNull();
    expect(await screen.findByText(MSG.passwordMismatch)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Welcome#2026');
    expect(screen.queryByText(MSG.passwordMismatch)).toBeNull();
    expect(onCreate).not.toHaveBeenCalled();

    await user.click(saveButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        username: 'JDelacruz',
        name: 'Juan Dela Cruz',
        role_id: 2,
        employee_id: null,
        company_id: null,
        department_id: null,
        designation_id: null,
        status: true,
        approval_status: 'For Approval',
        password: 'Welcome#2026',
        confirm: 'Welcome#2026',
      }),
    );
  });

  it('offers only the roles the signed-in user may give', async () => {
    const { user } = renderModal();
    // The dropdown opens once the roles have loaded.
    await waitFor(
      async () => {
        if (!screen.queryByRole('listbox')) await user.click(combo(/^Role/));
        expect(screen.getByRole('option', { name: 'HR Manager' })).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('option', { name: 'Administrator' })).toBeNull();
  });

  it("checks the password fields when they are left: 'Passwords do not match.' before any Save", async () => {
    const { user } = renderModal();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(screen.queryByText(MSG.passwordPolicy)).toBeNull();
    await user.tab();
    expect(await screen.findByText(MSG.passwordPolicy)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Welcome#2026');
    // The message goes as soon as the input is fixed.
    expect(screen.queryByText(MSG.passwordPolicy)).toBeNull();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Welcome#2025');
    await user.tab();
    expect(await screen.findByText(MSG.passwordMismatch)).toBeTruthy();
    // Untouched fields (username, name) say nothing yet.
    expect(screen.queryByText('Username is required.')).toBeNull();
  });

  it('show/hide toggles reveal the typed password', async () => {
    const { user } = renderModal();
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: ACCOUNTS_TEXT.togglePassword }));
    expect(input.type).toBe('text');
  });

  it("picking an employee fills the default username, name and organisation; linked ones can't be picked", async () => {
    const { user } = renderModal();
    await user.click(combo(/^Employee/));
    const linked = await screen.findByRole('option', { name: /Reyes, Ana/ });
    expect(
      linked.getAttribute('data-combobox-disabled') ?? linked.getAttribute('aria-disabled'),
    ).toBeTruthy();
    await user.click(screen.getByRole('option', { name: '00012 - Dela Cruz, Juan' }));
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('JDelacruz');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Juan Dela Cruz');
    await waitFor(() => expect(combo(/^Designation/).value).toBe('Payroll Officer'));
    expect(combo(/^Company/).value).toBe('Bayanihan');
  });

  it("keeps the form open and shows the server's message when saving fails", async () => {
    const { user, onCreate, onClose } = renderModal();
    onCreate.mockRejectedValueOnce(new ApiError(409, MSG.duplicateUsername, MSG.duplicateUsername));
    await fillNew(user, 'Welcome#2026');
    await user.click(saveButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.duplicateUsername)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AccountFormModal: editing', () => {
  it('hides the password until Change Password, and saves only a change', async () => {
    const { user, onUpdate } = renderModal({ mode: 'edit', account });
    await waitFor(() => expect(combo(/^Designation/).value).toBe('HR Manager'));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(saveButton().disabled).toBe(true);

    await user.click(screen.getByLabelText(ACCOUNTS_TEXT.changePassword));
    expect(screen.getByText(MSG.passwordHint)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Password/), 'Welcome#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Welcome#2026');
    expect(saveButton().disabled).toBe(false);

    await user.click(saveButton());
    const dialog = await confirmDialog();
    expect(within(dialog).getByText(ACCOUNTS_TEXT.logoutNote)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        expect.objectContaining({
          user_id: 7,
          username: 'MSantos',
          role_id: 2,
          company_id: 1,
          department_id: 3,
          designation_id: 5,
          change_password: true,
          password: 'Welcome#2026',
          confirm: 'Welcome#2026',
        }),
      ),
    );
  });

  it('approving enables Save; cancelling the confirmation sends nothing', async () => {
    const { user, onUpdate } = renderModal({ mode: 'edit', account });
    await choose(user, /^Approval Status/, 'Approved');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(formDialog()).toBeTruthy();
  });
});
