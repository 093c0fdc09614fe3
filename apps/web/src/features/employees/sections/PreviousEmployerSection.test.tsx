import type { PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch } from '../../../test/fakeServer';
import { PreviousEmployerSection } from './PreviousEmployerSection';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
const ENTRY = {
  employee_id: 7,
  year: 2026,
  tin: '123-456-789',
  name: 'Dating Kumpanya Inc.',
  address: null,
  zip: null,
  gross_compensation: 130000,
  non_taxable_basic: 0,
  non_taxable_benefits: 0,
  de_minimis: 0,
  contributions: 10000,
  non_taxable_other: 0,
  taxable_basic: 120000,
  taxable_benefits: 0,
  taxable_other: 0,
  tax_withheld: 4500.5,
  taxable_compensation: 120000,
};

let sent: Array<{ method: string; body: unknown }>;
beforeEach(() => {
  sent = [];
  stubFetch({
    'GET /api/employee_management/previous_employers': () => json(200, [ENTRY]),
    'PUT /api/employee_management/previous_employers': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ method: 'PUT', body });
      return body.zip === '12'
        ? json(400, { error: 'zip: ZIP Code must have 4 digits.' })
        : json(200, { message: 'Previous employer saved successfully.', previous_employer: ENTRY });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function render(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'employee_management', permissions }}>
        <PreviousEmployerSection employeeId={7} />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('PreviousEmployerSection', () => {
  it("lists each year's previous employer with the taxable compensation and tax withheld", async () => {
    render({ view: true, create: false, update: false, delete: false });
    const table = await screen.findByRole('table', { name: 'Previous Employer (BIR 2316)' });
    await within(table).findByText('Dating Kumpanya Inc.');
    expect(within(table).getByText('₱120,000.00')).toBeTruthy();
    expect(within(table).getByText('₱4,500.50')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add Previous Employer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('saves a new year for the employee and shows the server message naming the field', async () => {
    const { user } = render();
    await screen.findByText('Dating Kumpanya Inc.');
    await user.click(screen.getByRole('button', { name: 'Add Previous Employer' }));
    const modal = screen.getByRole('dialog', { name: 'Previous Employer (BIR 2316)' });
    await user.type(within(modal).getByRole('textbox', { name: /^Year/ }), '2025');
    await user.type(within(modal).getByRole('textbox', { name: /^Employer Name/ }), 'Old Co.');
    await user.type(within(modal).getByRole('textbox', { name: /^ZIP Code/ }), '12');
    await user.type(within(modal).getByRole('textbox', { name: /^Tax Withheld/ }), '1000');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const confirmation = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .find((d) => within(d).queryByRole('button', { name: 'Confirm' }));
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText('zip: ZIP Code must have 4 digits.')).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({
      employee_id: 7,
      year: '2025',
      name: 'Old Co.',
      tax_withheld: '1000',
    });
  });
});
