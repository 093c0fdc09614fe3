import { notifications } from '@mantine/notifications';
import { DROPDOWN_MSG, type PermissionSet, RECORD_LISTS } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { DropdownRecordsPage } from './DropdownRecordsPage';

const EMPTY = { code: null, name: '' };
let genders = [EMPTY, { code: 1, name: 'Male' }, { code: 2, name: 'Female' }];
const writes: Array<{ method: string; path: string; body: unknown; query: string }> = [];
let deleteAnswer: () => Response = () => json(200, { message: DROPDOWN_MSG.deleted });

const LISTS: Record<string, unknown[]> = {
  list: [EMPTY, ...RECORD_LISTS.map((l) => ({ code: l.key, name: l.label }))],
  company: [EMPTY, { code: 10, name: 'Bayanihan Trading Corporation' }],
};
const DEPARTMENTS: Record<string, unknown[]> = {
  '10': [EMPTY, { code: 20, name: 'Finance', company_id: 10 }],
};

function record(method: string, path: string, answer: () => Response) {
  return (url: URL, init: RequestInit | undefined) => {
    writes.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null, query: url.search });
    return answer();
  };
}

function renderPage(permissions: PermissionSet = { view: true, create: true, update: true, delete: true }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'dropdownrecords', permissions }}>
        <DropdownRecordsPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  genders = [EMPTY, { code: 1, name: 'Male' }, { code: 2, name: 'Female' }];
  writes.length = 0;
  deleteAnswer = () => json(200, { message: DROPDOWN_MSG.deleted });
  stubFetch({
    'GET /api/dropdown/dropdown_handler': (url) => {
      const dd = url.searchParams.get('DD') ?? '';
      if (dd === 'gender') return json(200, genders);
      if (dd === 'department') return json(200, DEPARTMENTS[url.searchParams.get('UID') ?? ''] ?? [EMPTY]);
      return json(200, LISTS[dd] ?? [EMPTY]);
    },
    'POST /api/dropdownRecords/create': record('POST', 'create', () => {
      genders = [...genders, { code: 3, name: 'Non-binary' }];
      return json(200, { message: DROPDOWN_MSG.added, code: 3 });
    }),
    'PUT /api/dropdownRecords/update': record('PUT', 'update', () =>
      json(200, { message: DROPDOWN_MSG.updated, code: 2 }),
    ),
    'DELETE /api/dropdownRecords/delete': record('DELETE', 'delete', () => deleteAnswer()),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Notifications live in a global store: without this, earlier tests' alerts fill its limit.
  notifications.clean();
  notifications.cleanQueue();
});

async function choose(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('DropdownRecordsPage', () => {
  it('asks for a dropdown first, then lists Entry No. and Name without the empty option', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(await screen.findByText(DROPDOWN_MSG.selectDropdown)).toBeTruthy();

    await choose(user, 'Dropdown', 'Gender');
    const table = await screen.findByRole('table', { name: 'Gender records' });
    expect(await within(table).findByText('Female')).toBeTruthy();
    expect(within(table).getByText('Entry No.')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('adds a value after the spec checks, and shows the success alert', async () => {
    const { user } = renderPage();
    await choose(user, 'Dropdown', 'Gender');
    await screen.findByText('Female');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Gender' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(DROPDOWN_MSG.enterValue)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x'.repeat(31));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(DROPDOWN_MSG.tooLong)).toBeTruthy();
    expect(writes).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Non-binary ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(DROPDOWN_MSG.added)).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: 'create',
        body: { dd: 'gender', descr: 'Non-binary', company_id: null, department_id: null },
        query: '',
      },
    ]);
    expect(await screen.findByText('Non-binary')).toBeTruthy();
  });

  it('renames a value', async () => {
    const { user } = renderPage();
    await choose(user, 'Dropdown', 'Gender');
    const table = await screen.findByRole('table', { name: 'Gender records' });
    const female = (await within(table).findByText('Female')).closest('tr')!;
    await user.click(within(female as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gender' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Babae');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(DROPDOWN_MSG.updated)).toBeTruthy();
    expect(writes).toEqual([
      { method: 'PUT', path: 'update', body: { dd: 'gender', id: 2, descr: 'Babae' }, query: '' },
    ]);
  });

  it("deletes after 'Confirm Delete?' and reports a refusal with the server's reason", async () => {
    const { user } = renderPage();
    await choose(user, 'Dropdown', 'Gender');
    const table = await screen.findByRole('table', { name: 'Gender records' });
    const male = (await within(table).findByText('Male')).closest('tr') as HTMLElement;

    await user.click(within(male).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DROPDOWN_MSG.deleteConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await user.click(within(male).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(DROPDOWN_MSG.deleted)).toBeTruthy();
    expect(writes[0]).toMatchObject({
      method: 'DELETE',
      query: `?data=${encodeURIComponent('{"dd":"gender","id":1}')}`,
    });

    const reason = DROPDOWN_MSG.inUse('Female', ['3 employees']);
    deleteAnswer = () => json(409, { error: reason });
    const female = within(table).getByText('Female').closest('tr') as HTMLElement;
    await user.click(within(female).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    // One message: the server's reason, not also the generic 'Please try again' alert.
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText(DROPDOWN_MSG.deleteFailed)).toBeNull();
  });

  it('needs a company before a department and both before a designation', async () => {
    const { user } = renderPage();
    await choose(user, 'Dropdown', 'Department');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(await screen.findByText(DROPDOWN_MSG.selectCompany)).toBeTruthy();

    await choose(user, 'Dropdown', 'Designation');
    await choose(user, 'Parent Company', 'Bayanihan Trading Corporation');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(await screen.findByText(DROPDOWN_MSG.selectCompanyAndDepartment)).toBeTruthy();

    await choose(user, 'Parent Department', 'Finance');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Designation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Accountant');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText(DROPDOWN_MSG.added);
    expect(writes[0]?.body).toEqual({
      dd: 'designation',
      descr: 'Accountant',
      company_id: 10,
      department_id: 20,
    });
  });

  it('disables the writes the role does not allow', async () => {
    const { user } = renderPage({ view: true, create: false, update: false, delete: false });
    await choose(user, 'Dropdown', 'Gender');
    const table = await screen.findByRole('table', { name: 'Gender records' });
    await within(table).findByText('Male');
    expect((screen.getByRole('button', { name: 'Create New' }) as HTMLButtonElement).disabled).toBe(true);
    for (const button of within(table).getAllByRole('button', { name: /^(Edit|Delete)$/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
