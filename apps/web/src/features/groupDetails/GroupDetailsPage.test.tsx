import type { PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { GroupDetailsPage } from './GroupDetailsPage';

const ALL = { view: true, create: true, update: true, delete: true };
let deletes: string[] = [];

function renderPage(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'grouprecords', permissions }}>
        <GroupDetailsPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  deletes = [];
  stubFetch({
    'GET /api/groupRecords/fetch': (url) => {
      const group = url.searchParams.get('group');
      if (group === 'pay_period') return json(200, [{ code: 1, name: 'Monthly', period_days: 30 }]);
      return json(200, [
        {
          code: 1,
          name: 'NCR Minimum Wage',
          pay_basis: 'Monthly' as const,
          monthly_salary: 18070,
          day_rate: 695,
          hour_rate: 86.88,
          days: 26,
          hours: 8,
          annual_factor: 312,
        },
      ]);
    },
    'DELETE /api/groupRecords/delete': (url) => {
      deletes.push(url.searchParams.get('data') ?? '');
      return json(200, { message: 'Entry deleted successfully.' });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function choose(user: ReturnType<typeof renderPage>['user'], label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Group' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('GroupDetailsPage', () => {
  it('asks for a group first, then shows its entries with pesos and the day and hour rates', async () => {
    const { user } = renderPage();
    expect(screen.getByText('Please choose a group to see its entries.')).toBeTruthy();
    await choose(user, 'Salary Group');
    const table = await screen.findByRole('table', { name: 'Salary Group entries' });
    const row = await within(table).findByRole('row', { name: /NCR Minimum Wage/ });
    expect(row.textContent).toContain('18,070.00');
    expect(row.textContent).toContain('695.00');
    expect(row.textContent).toContain('86.88');
    expect(row.textContent).toContain('Monthly-rated');
    expect(row.textContent).toContain('312');
    expect(within(table).queryByRole('columnheader', { name: /^Code/ })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Day Rate/ })).toBeTruthy();
  });

  it('deletes after the confirmation, sending data={group, code}', async () => {
    const { user } = renderPage();
    await choose(user, 'Salary Group');
    const table = await screen.findByRole('table', { name: 'Salary Group entries' });
    await user.click(await within(table).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(deletes).toEqual([JSON.stringify({ group: 'salary_group', code: 1 })]));
  });

  it('shows pay periods read-only: no Create New, Edit or Delete', async () => {
    const { user } = renderPage();
    await choose(user, 'Pay Period');
    const table = await screen.findByRole('table', { name: 'Pay Period entries' });
    await within(table).findByRole('row', { name: /Monthly/ });
    expect(screen.getByText('Pay periods are fixed: they cannot be added, edited or deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create New' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('disables Create New without create permission', async () => {
    const { user } = renderPage({ ...ALL, create: false });
    await choose(user, 'Benefits Group');
    expect(screen.getByRole('button', { name: 'Create New' }).hasAttribute('disabled')).toBe(true);
  });
});
