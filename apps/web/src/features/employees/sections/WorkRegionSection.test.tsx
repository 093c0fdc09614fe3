import type { PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch } from '../../../test/fakeServer';
import { WorkRegionSection } from './WorkRegionSection';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
const CHECK = {
  employee_id: 7,
  work_region_code: null,
  region_code: '1300000000',
  region: 'NCR',
  day_rate: 600,
  wage_order: 'NCR-26',
  minimum_daily_rate: 695,
  minimum_wage_earner: true,
  warning: 'Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).',
  company_region: 'NCR',
  regions: [
    { code: '1300000000', label: 'NCR' },
    { code: '0700000000', label: 'Region VII' },
  ],
};

beforeEach(() => {
  stubFetch({ 'GET /api/employee_management/minimumWage': () => json(200, CHECK) });
});
afterEach(() => vi.unstubAllGlobals());

describe('WorkRegionSection', () => {
  it('shows the warning, the day rate against the wage order and the company region', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <PermissionContext.Provider value={{ module: 'employee_management', permissions: ALL }}>
          <WorkRegionSection employeeId={7} />
        </PermissionContext.Provider>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).'),
    ).toBeTruthy();
    expect(screen.getByText('NCR: ₱695.00 (WO NCR-26)')).toBeTruthy();
    expect(screen.getByText('Minimum wage earner: Yes')).toBeTruthy();
    expect(screen.getByDisplayValue("Company's (NCR)")).toBeTruthy();
  });
});
