import { type ApprovalChain, type Approver, CHAIN_MSG, MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch, TEST_USER } from '../../../test/fakeServer';
import { ApprovalChainsSection } from './ApprovalChainsSection';

const ALL_FLAGS: PermissionSet = { view: true, create: true, update: true, delete: true };

const approver = (employee_id: number, first: string, last: string): Approver => ({
  employee_id,
  employee_code: String(employee_id).padStart(5, '0'),
  name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  company_id: 1,
  company: 'Bayanihan',
  department_id: null,
  department: null,
  designation_id: null,
  designation: null,
  user_id: employee_id + 100,
  username: last.toLowerCase(),
  status: true,
  company_wide: false,
});

const chain: ApprovalChain = {
  id: 5,
  name: 'Overtime chain',
  application_type_id: 7,
  application_type: 'Overtime',
  company_id: null,
  company: null,
  department_id: null,
  department: null,
  levels: [
    { level: 1, mode: 'any', approvers: [{ employee_id: 4, name: 'Go, Teresita' }] },
    { level: 2, mode: 'all', approvers: [{ employee_id: 1, name: 'Santos, Maria' }] },
  ],
  updated_at: '2026-11-28T01:00:00.000Z',
};

let sent: { method: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  const save = (method: string) => (_url: URL, init?: RequestInit) => {
    sent.push({ method, body: JSON.parse(String(init?.body)) });
    return json(200, chain);
  };
  stubFetch({
    'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
    'GET /api/approverAssignment/chains': () => json(200, [chain]),
    'GET /api/approverAssignment/fetchApprovers': () =>
      json(200, [approver(1, 'Maria', 'Santos'), approver(4, 'Teresita', 'Go')]),
    'GET /api/dropdown/dropdown_handler': (url) =>
      json(
        200,
        url.searchParams.get('DD') === 'application_type'
          ? [
              { code: null, name: '' },
              { code: 7, name: 'Overtime' },
            ]
          : url.searchParams.get('DD') === 'company'
            ? [
                { code: null, name: '' },
                { code: 1, name: 'Bayanihan' },
              ]
            : [
                { code: null, name: '' },
                { code: 3, name: 'Operations' },
              ],
      ),
    'POST /api/approverAssignment/chains/create': save('POST'),
    'PUT /api/approverAssignment/chains/update': save('PUT'),
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderSection(permissions: PermissionSet = ALL_FLAGS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'approverassignment', permissions }}>
        <ApprovalChainsSection />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

async function confirmSave(user: ReturnType<typeof renderSection>['user']) {
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(MSG.saveConfirm));
    if (!found) throw new Error('no confirmation');
    return found;
  });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('ApprovalChainsSection', () => {
  it('lists a chain with its scope and levels', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Approval Chains' });
    const row = await within(table).findByRole('row', { name: /Overtime chain/ });
    expect(within(row).getByText('All companies')).toBeTruthy();
    expect(within(row).getByText('Level 1: Go, Teresita · Level 2 (all): Santos, Maria')).toBeTruthy();
  });

  it('reorders levels with Up and saves the whole chain', async () => {
    const { user } = renderSection();
    const table = await screen.findByRole('table', { name: 'Approval Chains' });
    const row = await within(table).findByRole('row', { name: /Overtime chain/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Approval Chain' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Move Level 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Move Level 2 up' }));
    expect(save.disabled).toBe(false);
    // Level 1 is now HR's 'all' level; make it 'any one'.
    await user.click(within(within(dialog).getByTestId('chain-level-1')).getByText('Any one approves'));
    await user.click(save);
    await confirmSave(user);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          body: {
            id: 5,
            name: 'Overtime chain',
            application_type_id: 7,
            company_id: null,
            department_id: null,
            levels: [
              { mode: 'any', approver_ids: [1] },
              { mode: 'any', approver_ids: [4] },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText(CHAIN_MSG.updated)).toBeTruthy();
  });

  it('Create New refuses a level without approvers before asking, then saves the picked approvers', async () => {
    const { user } = renderSection();
    await screen.findByRole('table', { name: 'Approval Chains' });
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Approval Chain' });
    await user.type(within(dialog).getByLabelText(/^Chain Name/), 'Leave chain');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CHAIN_MSG.approversRequired(1))).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Level 1 approvers' }));
    await user.click(await screen.findByRole('option', { name: /Go, Teresita/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirmSave(user);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          body: {
            name: 'Leave chain',
            application_type_id: null,
            company_id: null,
            department_id: null,
            levels: [{ mode: 'any', approver_ids: [4] }],
          },
        },
      ]),
    );
  });

  it('Create New, Edit and Delete follow the permissions', async () => {
    renderSection({ view: true, create: false, update: false, delete: false });
    const table = await screen.findByRole('table', { name: 'Approval Chains' });
    await within(table).findByText('Overtime chain');
    expect((screen.getByRole('button', { name: 'Create New' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(table).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
