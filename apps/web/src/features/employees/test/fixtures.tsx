/** Test data and a render helper for the employee screens' component tests. */
import type { EmploymentDetails, PermissionSet, PersonalInfo } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PermissionContext } from '../../../app/permissions';
import { renderWithProviders } from '../../../components/test-utils';
import { json } from '../../../test/fakeServer';

export const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

export const PERSONAL: PersonalInfo = {
  employee_id: 7,
  employee_code: '00007',
  first_name: 'Juan',
  last_name: 'Dela Cruz',
  middle_name: 'Santos',
  suffix: null,
  date_of_birth: '1990-01-02',
  civil_status: 'Single',
  civil_status_id: 1,
  gender: 'Male',
  gender_id: 1,
  address_info: 'Blk 1',
  region: 'National Capital Region (NCR)',
  region_id: 13,
  province: 'Metro Manila',
  province_id: 47,
  city: 'Quezon City',
  city_id: 1381,
  barangay: 'Alicia',
  barangay_id: 99,
  birthplace: 'Manila',
  mobile_number: '09171234567',
  email: 'juan@example.ph',
  landline: null,
  height: 170,
  weight: 65,
  blood_type: 'O+',
  blood_type_id: 1,
};

export const EMPLOYMENT: EmploymentDetails = {
  employee_id: 7,
  employee_type: 'Regular',
  employee_type_id: 1,
  pay_period: 'Semi-monthly',
  pay_period_id: 2,
  company: 'Bayanihan',
  company_id: 1,
  department: 'Finance',
  department_id: 2,
  designation: 'Accountant',
  designation_id: 3,
  date_hired: '2020-01-06',
  status_descr: 'Active',
  status_id: 1,
  confidential: null,
  confidential_id: null,
  salary_group: 'NCR Minimum Wage',
  salary_group_id: 1,
  monthly_salary: 18070,
  days: 26,
  hours: 8,
  day_rate: 695,
  hour_rate: 86.88,
  tin: null,
  sss: null,
  pagibig: null,
  philhealth: null,
  pay_method: null,
  bank: null,
  bank_name: null,
  account_no: null,
  account_name: null,
  hmo: null,
  w_tax_group: null,
  w_tax_group_id: null,
  w_tax_monthly_rate: null,
  sss_rate: null,
  pagibig_rate: null,
  philhealth_rate: null,
  benefits_group: null,
  benefits_group_id: null,
  gasoline: null,
  meals: null,
  transpo: null,
  allowance: null,
  separation_date: null,
  separation_reason: null,
};

const EMPTY = { code: null, name: '' };

/** The dropdown handler's answers for the lists the forms read. */
export function dropdownAnswer(url: URL): Response {
  const dd = url.searchParams.get('DD');
  const uid = url.searchParams.get('UID');
  const lists: Record<string, unknown[]> = {
    gender: [
      { code: 1, name: 'Male' },
      { code: 2, name: 'Female' },
    ],
    civil_status: [{ code: 1, name: 'Single' }],
    blood_type: [{ code: 1, name: 'O+' }],
    region: [
      { code: 13, name: 'National Capital Region (NCR)' },
      { code: 7, name: 'Region VII (Central Visayas)' },
    ],
    province: uid === '13' ? [{ code: 47, name: 'Metro Manila' }] : [{ code: 22, name: 'Cebu' }],
    city: uid === '47' ? [{ code: 1381, name: 'Quezon City' }] : [{ code: 730, name: 'Cebu City' }],
    barangay: uid === '1381' ? [{ code: 99, name: 'Alicia' }] : [{ code: 45, name: 'Mabini' }],
    company: [
      { code: 1, name: 'Bayanihan' },
      { code: 5, name: 'Kalinaw' },
    ],
    department: uid === '1' ? [{ code: 2, name: 'Finance' }] : [{ code: 6, name: 'Production' }],
    designation: uid === '2' ? [{ code: 3, name: 'Accountant' }] : [{ code: 8, name: 'Operator' }],
    employee_type: [{ code: 1, name: 'Regular' }],
    pay_period: [{ code: 2, name: 'Semi-monthly' }],
    status: [{ code: 1, name: 'Active' }],
    confidential: [{ code: 1, name: 'Non-Confidential' }],
    salary_group: [
      {
        code: 1,
        name: 'NCR Minimum Wage',
        pay_basis: 'Monthly',
        monthly_salary: 18070,
        day_rate: 695,
        hour_rate: 86.88,
        days: 26,
        hours: 8,
        annual_factor: 312,
      },
      {
        code: 2,
        name: 'Rank and File 1',
        pay_basis: 'Monthly',
        monthly_salary: 20000,
        day_rate: 909.09,
        hour_rate: 113.64,
        days: 22,
        hours: 8,
        annual_factor: 264,
      },
    ],
    w_tax_group: [
      {
        code: 3,
        name: 'Fixed Monthly Amounts (Example)',
        tax_mode: 'fixed',
        minimum_wage_earner: false,
        w_tax_monthly_rate: 1875,
        sss_rate: 1350,
        pagibig_rate: 200,
        philhealth_rate: 750,
      },
    ],
    benefits_group: [
      { code: 4, name: 'Field Staff', gasoline: 3000, meals: 2000, transpo: 1500, allowance: 1000 },
    ],
    bank: [
      { code: 'bpi', name: 'BPI', account_lengths: '10', file_layout: 'bpi' },
      { code: 'bdo', name: 'BDO', account_lengths: '10,12', file_layout: 'bdo' },
    ],
  };
  return json(200, [EMPTY, ...(lists[dd ?? ''] ?? [])]);
}

/** Renders inside a router (at `path`), the query client and the module's permissions. */
export function renderScreen(
  ui: ReactElement,
  options: { permissions?: PermissionSet; path?: string; route?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = options.path ?? '/';
  return {
    client,
    ...renderWithProviders(
      <QueryClientProvider client={client}>
        <PermissionContext.Provider
          value={{ module: 'employee_management', permissions: options.permissions ?? ALL }}
        >
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={options.route ?? '/'} element={ui} />
              {options.route !== '/employees/:id' && (
                <Route path="/employees/:id" element={<div data-testid="profile-route" />} />
              )}
              <Route path="/employees" element={<div data-testid="list-route" />} />
            </Routes>
          </MemoryRouter>
        </PermissionContext.Provider>
      </QueryClientProvider>,
    ),
  };
}
