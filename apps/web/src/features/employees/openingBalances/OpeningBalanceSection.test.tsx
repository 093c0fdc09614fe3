import type { PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch } from '../../../test/fakeServer';
import { OpeningBalanceSection } from './OpeningBalanceSection';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
const ENTRY = {
  employee_id: 7,
  year: 2026,
  go_live_date: '2026-10-01',
  basic_pay: 225000,
  gross_compensation: 230000.5,
  non_taxable_benefits: 0,
  de_minimis: 0,
  mwe_pay: 0,
  sss_ee: 9000,
  philhealth_ee: 5625,
  pagibig_ee: 1800,
  taxable_compensation: 208575,
  tax_withheld: 5520.38,
  thirteenth_paid: 0,
  updated_at: '2026-11-20T00:00:00.000Z',
};
const CONFLICT =
  'go_live_date: the payroll of 2026-09-16 to 2026-09-30 is already processed in Sahod; an opening balance covers only what Sahod did not pay, so the Go-live Date can be 2026-09-16 at the latest.';

let sent: unknown[];
beforeEach(() => {
  sent = [];
  stubFetch({
    'GET /api/employee_management/opening_balances': () => json(200, [ENTRY]),
    'PUT /api/employee_management/opening_balances': (_url: URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return json(409, { error: CONFLICT });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function render(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'employee_management', permissions }}>
        <OpeningBalanceSection employeeId={7} />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('OpeningBalanceSection', () => {
  it("lists each year's go-live date, basic pay, gross and tax withheld; view only cannot add", async () => {
    render({ view: true, create: false, update: false, delete: false });
    const table = await screen.findByRole('table', { name: 'Opening Balances' });
    await within(table).findByText('2026-10-01');
    expect(within(table).getByText('₱225,000.00')).toBeTruthy();
    expect(within(table).getByText('₱230,000.50')).toBeTruthy();
    expect(within(table).getByText('₱5,520.38')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Opening Balance' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("saves a new year for the employee and shows the server's refusal", async () => {
    const { user } = render();
    await screen.findByText('2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Add Opening Balance' }));
    const modal = screen.getByRole('dialog', { name: 'Opening Balances' });
    await user.type(within(modal).getByRole('textbox', { name: /^Year/ }), '2025');
    await user.type(within(modal).getByLabelText(/^Go-live Date/), '2025-10-01');
    await user.type(within(modal).getByRole('textbox', { name: /^Gross Compensation/ }), '1000');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const confirmation = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .find((d) => within(d).queryByRole('button', { name: 'Confirm' }));
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText(CONFLICT)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      employee_id: 7,
      year: '2025',
      go_live_date: '2025-10-01',
      gross_compensation: '1000',
    });
  });
});
