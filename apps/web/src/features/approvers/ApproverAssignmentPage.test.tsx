import { APPROVER_MSG, type ApproverAssignment, MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER } from '../../test/fakeServer';
import { ApproverAssignmentPage } from './ApproverAssignmentPage';

const VIEW: PermissionSet = { view: true, create: false, update: false, delete: false };
const EDITOR: PermissionSet = { ...VIEW, update: true };

const assignment = (change: Partial<ApproverAssignment> = {}): ApproverAssignment => ({
  user_id: 3,
  username: 'employee',
  name: 'Ana Cruz',
  role_id: 4,
  role: 'Employee',
  status: true,
  company_id: 1,
  company: 'Bayanihan Trading Corporation',
  department_id: 2,
  department: 'Operations',
  designation_id: 3,
  designation: 'Sales Associate',
  employee_id: 9,
  employee_code: '00003',
  employee_name: 'Ana Cruz',
  approver_status: false,
  company_wide: false,
  ...change,
});

let rows: ApproverAssignment[];
let sent: unknown[];
let answer: () => Response;

beforeEach(() => {
  rows = [assignment()];
  sent = [];
  answer = () => json(200, { ...rows[0], approver_status: true });
  stubFetch({
    'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
    'GET /api/approverAssignment/fetch': () => json(200, rows),
    'PUT /api/approverAssignment/update': (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      const response = answer();
      if (response.ok) rows = [{ ...rows[0]!, approver_status: true }];
      return response;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(permissions: PermissionSet) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'approverassignment', permissions }}>
        <ApproverAssignmentPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('table', { name: 'Approver assignments' });

async function confirmSave(user: ReturnType<typeof renderPage>['user']) {
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(MSG.saveConfirm));
    if (!found) throw new Error('no confirmation');
    return found;
  });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('ApproverAssignmentPage', () => {
  it('shows the note and the linked accounts, edit only: no Create New and no Delete', async () => {
    renderPage(EDITOR);
    expect(screen.getByText(APPROVER_MSG.note)).toBeTruthy();
    const t = await table();
    expect(await within(t).findByText('00003')).toBeTruthy();
    expect(within(t).getByRole('columnheader', { name: /Approver/ })).toBeTruthy();
    expect(within(t).getByRole('columnheader', { name: /^Employee(?! Code)/ })).toBeTruthy();
    expect(within(t).queryByRole('columnheader', { name: /User Id/ })).toBeNull();
    const row = within(t).getByText('00003').closest('tr') as HTMLElement;
    expect(within(row).getAllByText('No')).toHaveLength(2);
    expect(within(t).getByRole('columnheader', { name: /Company-wide/ })).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create New' })).toBeNull();
  });

  it('Edit needs update permission', async () => {
    renderPage(VIEW);
    const t = await table();
    await within(t).findByText('00003');
    expect((within(t).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sets the approver flag after the save confirmation and shows the saved value', async () => {
    const { user } = renderPage(EDITOR);
    const t = await table();
    await within(t).findByText('00003');
    await user.click(within(t).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Record' });
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).readOnly).toBe(true);
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: /^Approver/ }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    expect(save.disabled).toBe(false);
    await user.click(save);
    await confirmSave(user);
    await waitFor(() =>
      expect(sent).toEqual([{ user_id: 3, employee_id: 9, approver_status: true, company_wide: false }]),
    );
    expect(await screen.findByText(APPROVER_MSG.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Record' })).toBeNull());
    const row = (await table()).querySelector('tbody tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Yes')).toBeTruthy());
  });

  it('marks an approver company-wide (issue 20)', async () => {
    rows = [assignment({ approver_status: true })];
    const { user } = renderPage(EDITOR);
    const t = await table();
    await within(t).findByText('00003');
    await user.click(within(t).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Record' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Company-wide/ }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirmSave(user);
    await waitFor(() =>
      expect(sent).toEqual([{ user_id: 3, employee_id: 9, approver_status: true, company_wide: true }]),
    );
  });

  it("keeps the form open with the server's message when the save is refused", async () => {
    answer = () => json(400, { error: APPROVER_MSG.noLinkedEmployee });
    const { user } = renderPage(EDITOR);
    const t = await table();
    await within(t).findByText('00003');
    await user.click(within(t).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Record' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Approver/ }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirmSave(user);
    expect(await within(dialog).findByText(APPROVER_MSG.noLinkedEmployee)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Record' })).toBeTruthy();
  });
});
