import type { PermissionSet, RecordRow } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { EarningsRecordsPage } from './RecordsPage';

const ALL = { view: true, create: true, update: true, delete: true };
const line = (log_no: number, code: string, name: string, salary_total: number | null) => ({
  log_no,
  record_id: log_no < 10 ? 1 : 2,
  employee_id: log_no,
  employee_code: code,
  name,
  amount: 1,
  input_column: '',
  salary_total,
});
const RECORDS: RecordRow[] = [
  {
    code: 1,
    category_id: 4,
    category_name: 'Team Incentive',
    calc_id: 1,
    effective_date: '2026-11-14',
    total_amount: 1000,
    employee_count: 2,
    employee_data: [line(1, '00003', 'Ana Cruz', 500), line(2, '00004', 'Ramon Bautista', 500)],
  },
  {
    code: 2,
    category_id: 5,
    category_name: 'Meal Allowance per day',
    calc_id: 2,
    effective_date: '2026-11-01',
    total_amount: 0,
    employee_count: 1,
    employee_data: [line(11, '00005', 'Liza Soberano', null)],
  },
];

function renderPage(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'earningsrecords', permissions }}>
        <EarningsRecordsPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubFetch({
    'GET /api/EarningsRecords/fetch': () => json(200, RECORDS),
    'GET /api/EarningsRecords/employees': () => json(200, []),
    'GET /api/EarningsCategories/fetch': () =>
      json(200, [
        {
          code: 4,
          category_name: 'Team Incentive',
          descr: '',
          calc_id: 1,
          calc_method: 'By Work - Group',
          rate: 1,
          operand_id: 2,
          operand: '*',
          input_column: 'Output',
          taxable: true,
          de_minimis: false,
          tax_treatment: 'taxable',
          de_minimis_kind: null,
        },
      ]),
    'GET /api/dropdown/dropdown_handler': () => json(200, [{ code: null, name: '' }]),
    'DELETE /api/EarningsRecords/delete': () =>
      json(409, {
        error:
          'The payroll of Ana Cruz for 2026-11-01 to 2026-11-15 has been processed: this cannot be changed or deleted.',
      }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('EarningsRecordsPage', () => {
  it("opens a record's employee lines with the server's shares, and By Day lines as 'computed at payroll'", async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Earnings Records' });
    await user.click(
      within(await within(table).findByRole('row', { name: /Team Incentive/ })).getByRole('button', {
        name: 'Edit',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Edit Record' });
    const lines = within(dialog).getByRole('table', { name: 'Employees' });
    expect(within(lines).getByRole('columnheader', { name: /Amount \(Output\)/ })).toBeTruthy();
    // A line's input_column is its note (issue 22 section 4: no bare 'Input Column').
    expect(within(lines).getByRole('columnheader', { name: /^Note/ })).toBeTruthy();
    expect(within(lines).queryByRole('columnheader', { name: /Input Column/ })).toBeNull();
    expect(within(lines).getByRole('row', { name: /Ana Cruz/ }).textContent).toContain('500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(table)
        .getByRole('row', { name: /Meal Allowance/ })
        .querySelector('button') as HTMLElement,
    );
    dialog = await screen.findByRole('dialog', { name: 'Edit Record' });
    expect(within(dialog).getByRole('row', { name: /Liza Soberano/ }).textContent).toContain(
      'computed at payroll',
    );
  });

  it("shows a refused delete as 'Earnings Records error: {error}'", async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Earnings Records' });
    await user.click(
      within(await within(table).findByRole('row', { name: /Team Incentive/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Earnings Records error: The payroll of Ana Cruz for 2026-11-01 to 2026-11-15 has been processed: this cannot be changed or deleted.',
      ),
    ).toBeTruthy();
  });

  it('without update a record opens with View instead of Edit', async () => {
    renderPage({ view: true, create: false, update: false, delete: false });
    const table = await screen.findByRole('table', { name: 'Earnings Records' });
    const row = await within(table).findByRole('row', { name: /Team Incentive/ });
    expect((within(row).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('button', { name: 'View' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
