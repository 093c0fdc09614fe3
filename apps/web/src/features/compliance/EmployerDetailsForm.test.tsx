import { notifications } from '@mantine/notifications';
import { EMPLOYER_MSG, type EmployerDetails, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { EmployerDetailsForm } from './EmployerDetailsForm';

const EMPTY: EmployerDetails = {
  company_id: 4,
  company: 'Acme Trading',
  registered_name: null,
  address: null,
  zip: null,
  tin: null,
  branch_code: null,
  rdo_code: null,
  sss_er_no: null,
  sss_branch: '000',
  philhealth_pen: null,
  pagibig_er_id: null,
  contact_no: null,
  email: null,
  signatory_name: null,
  signatory_position: null,
  updated_at: null,
};

let saved: Array<Record<string, unknown>>;

beforeEach(() => {
  saved = [];
  stubFetch({
    'GET /api/compliance/employer': () => json(200, EMPTY),
    'PUT /api/compliance/employer': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      const data = { ...EMPTY, ...body, tin: '123-456-789', updated_at: '2026-11-24T00:00:00.000Z' };
      return json(200, { message: EMPLOYER_MSG.saved, data });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

function renderForm(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'compliance', permissions }}>
        <EmployerDetailsForm companyId="4" />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('EmployerDetailsForm', () => {
  it('shows the field message and sends nothing until the numbers are right, then saves after the confirm', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(field('Registered Name')).toBeTruthy());
    await user.type(field('Registered Name'), 'ACME TRADING CORPORATION');
    await user.type(field('TIN'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMPLOYER_MSG.digits('TIN', '9', '123-456-789'))).toBeTruthy();
    expect(saved).toEqual([]);
    await user.clear(field('TIN'));
    await user.type(field('TIN'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      company_id: 4,
      registered_name: 'ACME TRADING CORPORATION',
      tin: '123456789',
    });
    expect(await screen.findByText(EMPLOYER_MSG.saved)).toBeTruthy();
    await waitFor(() => expect(field('TIN').value).toBe('123-456-789'));
  });

  it('is read-only without the update flag', async () => {
    renderForm({ ...ALL, update: false });
    await waitFor(() => expect(field('Registered Name').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
