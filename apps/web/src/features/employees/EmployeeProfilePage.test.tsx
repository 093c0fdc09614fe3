import type { EmployeeProfile } from '@sahod/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fakeServer';
import { EmployeeProfilePage, parseEmployeeId } from './EmployeeProfilePage';
import { dropdownAnswer, EMPLOYMENT, PERSONAL, renderScreen } from './test/fixtures';

// The other engineers' parts of the page are stand-ins here; their own tests cover them.
vi.mock('./photo/ProfilePhoto', () => ({ ProfilePhoto: () => <div data-testid="photo" /> }));
vi.mock('./account/AccountBlock', () => ({ AccountBlock: () => <div data-testid="account-block" /> }));
vi.mock('./sections/EducationSection', () => ({ EducationSection: () => <div>education table</div> }));
vi.mock('./sections/EmergencyContactsSection', () => ({
  EmergencyContactsSection: () => <div>contacts table</div>,
}));
vi.mock('./sections/DocumentsSection', () => ({ DocumentsSection: () => <div>documents table</div> }));

const BLANK: EmployeeProfile = {
  employee_id: 7,
  full_name: '',
  first_name: '',
  middle_name: null,
  last_name: '',
  suffix: null,
  photo_url: null,
  gender: null,
  age: null,
  employee_code: '',
  company: null,
  department: null,
  designation: null,
  date_hired: null,
  status_descr: null,
  leave_credits: 0,
};
let profile: EmployeeProfile;

beforeEach(() => {
  profile = BLANK;
  stubFetch({
    'GET /api/employee_management/employee_details_profile': (url) =>
      url.searchParams.get('UID') === '7'
        ? json(200, profile)
        : json(404, { error: 'Employee not found. It may have been deleted.' }),
    'GET /api/employee_management/fetchEPI': () => json(200, [PERSONAL]),
    'GET /api/employee_management/fetchED': () => json(200, [EMPLOYMENT]),
    'GET /api/dropdown/dropdown_handler': dropdownAnswer,
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (id = '7') =>
  renderScreen(<EmployeeProfilePage />, { path: `/employees/${id}`, route: '/employees/:id' });
const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('EmployeeProfilePage', () => {
  it("shows 'New Employee' and 'NO CODE SAVED' for a new employee", async () => {
    renderPage();
    expect((await screen.findByTestId('employee-heading')).textContent).toBe('New Employee');
    expect(screen.getByTestId('employee-code').textContent).toBe('NO CODE SAVED');
    expect(screen.getByTestId('photo')).toBeTruthy();
    expect(screen.getByTestId('account-block')).toBeTruthy();
  });

  it('shows the full name in upper case and the card: gender and age, code, organisation, leave credits', async () => {
    profile = {
      ...BLANK,
      full_name: 'Juan Santos Dela Cruz',
      gender: 'Male',
      age: 35,
      employee_code: '00007',
      company: 'Bayanihan',
      department: 'Finance',
      designation: 'Accountant',
      date_hired: '2020-01-06',
      status_descr: 'Active',
      leave_credits: 7.5,
    };
    renderPage();
    expect((await screen.findByTestId('employee-heading')).textContent).toBe('JUAN SANTOS DELA CRUZ');
    expect(screen.getByTestId('gender-age').textContent).toBe('Male · 35 years old');
    const card = screen.getByTestId('profile-card').textContent ?? '';
    for (const text of [
      '00007',
      'Bayanihan',
      'Finance',
      'Accountant',
      '2020-01-06',
      'Active',
      'Remaining Leave Credits',
      '7.50',
    ]) {
      expect(card).toContain(text);
    }
  });

  it('opens one section at a time, Personal Information first; clicking the open one closes it', async () => {
    const { user } = renderPage();
    await screen.findByTestId('employee-heading');
    expect(expanded('Personal Information')).toBe('true');
    expect(expanded('Employment Details')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Employment Details' }));
    expect(expanded('Employment Details')).toBe('true');
    expect(expanded('Personal Information')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Employment Details' }));
    expect(expanded('Employment Details')).toBe('false');
    for (const name of ['Educational Background', 'Emergency Contacts', 'Employee Forms and Documents']) {
      expect(expanded(name)).toBe('false');
    }
  });

  it('Back goes to /employees', async () => {
    const { user } = renderPage();
    await screen.findByTestId('employee-heading');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('list-route')).toBeTruthy();
  });

  it('says so for an unknown employee or a malformed id', async () => {
    renderPage('8');
    expect(await screen.findByText('Employee not found. It may have been deleted.')).toBeTruthy();
    expect(parseEmployeeId('abc')).toBeNull();
    expect(parseEmployeeId('0')).toBeNull();
    expect(parseEmployeeId('12')).toBe(12);
  });

  it('keeps unsaved edits when the page reloads after another section saved', async () => {
    const { user, client } = renderPage();
    const first = await screen.findByDisplayValue('Juan');
    await user.clear(first);
    await user.type(first, 'Pedro');
    await client.invalidateQueries({ queryKey: ['employees', 'detail', 7] });
    await waitFor(() => expect((screen.getByDisplayValue('Pedro') as HTMLInputElement).value).toBe('Pedro'));
  });
});
