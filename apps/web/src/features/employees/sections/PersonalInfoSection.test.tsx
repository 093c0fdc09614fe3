import { notifications } from '@mantine/notifications';
import { EMPLOYEE_MSG, type PersonalInfo } from '@sahod/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fakeServer';
import { employeeKeys } from '../queryKeys';
import { ALL, dropdownAnswer, PERSONAL, renderScreen } from '../test/fixtures';
import { PersonalInfoSection } from './PersonalInfoSection';

let record: PersonalInfo;
let saved: Array<Record<string, unknown>>;
let answer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  record = { ...PERSONAL };
  saved = [];
  answer = (body) => {
    // What the server answers: the record as saved (numbers as numbers, the code normalised).
    record = {
      ...record,
      first_name: String(body.first_name),
      employee_code: String(body.employee_code ?? '')
        .toUpperCase()
        .padStart(5, '0'),
    };
    return json(200, { message: EMPLOYEE_MSG.personalSaved, data: record, changed: ['first_name'] });
  };
  stubFetch({
    'GET /api/employee_management/fetchEPI': () => json(200, [record]),
    'PUT /api/employee_management/updateEPI': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      return answer(body);
    },
    'GET /api/dropdown/dropdown_handler': dropdownAnswer,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const renderSection = (permissions = ALL) =>
  renderScreen(<PersonalInfoSection employeeId={7} />, { permissions });
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const combo = (name: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

async function ready(user: ReturnType<typeof renderSection>['user']) {
  await screen.findByDisplayValue('Juan');
  await waitFor(() => expect(combo('Barangay').value).toBe('Alicia'));
  return user;
}

describe('PersonalInfoSection', () => {
  it("shows 'Loading...', then the record with its options", async () => {
    const { user } = renderSection();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await ready(user);
    expect(field('Employee Code').value).toBe('00007');
    expect(combo('Gender').value).toBe('Male');
    expect(combo('Region').value).toBe('National Capital Region (NCR)');
  });

  it("says 'No changes made.' when nothing changed, without asking or saving", async () => {
    const { user } = renderSection();
    await ready(user);
    await user.type(field('First Name'), ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes made.')).toBeTruthy();
    expect(screen.queryByText('Are you sure you want to save?')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('shows the spec messages for email, mobile, landline and employee code, and saves nothing', async () => {
    const { user } = renderSection();
    await ready(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'juan@');
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '0917-123');
    await user.type(field('Landline'), '(02)');
    await user.clear(field('Employee Code'));
    await user.type(field('Employee Code'), 'A-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid mobile number.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid landline.')).toBeTruthy();
    expect(screen.getByText('Employee Code must be 5-character alphanumeric.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('Revert restores the original copy', async () => {
    const { user } = renderSection();
    await ready(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Pedro');
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    expect(field('First Name').value).toBe('Juan');
  });

  it('changing the region clears province, city and barangay', async () => {
    const { user } = renderSection();
    await ready(user);
    await user.click(combo('Region'));
    await user.click(await screen.findByRole('option', { name: 'Region VII (Central Visayas)' }));
    expect(combo('Province').value).toBe('');
    expect(combo('City').value).toBe('');
    expect(combo('Barangay').value).toBe('');
    expect(combo('City').disabled).toBe(true);
  });

  it('confirms, saves the whole record, alerts, makes the saved copy the original and reloads the profile', async () => {
    const { user, client } = renderSection();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await ready(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Pedro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(EMPLOYEE_MSG.personalSaved)).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ employee_id: 7, first_name: 'Pedro', region_id: 13, barangay_id: 99 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: employeeKeys.detail(7) });
    // The saved copy is now the original: Revert keeps Pedro.
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    expect(field('First Name').value).toBe('Pedro');
  });

  it("shows the failure alert and the server's reason, keeping the edits", async () => {
    answer = () => json(409, { error: 'Employee code 00008 is already used by another employee.' });
    const { user } = renderSection();
    await ready(user);
    await user.clear(field('Employee Code'));
    await user.type(field('Employee Code'), '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const form = screen.getByRole('form', { name: 'Personal Information' });
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Employee code 00008 is already used by another employee.',
      ),
    );
    // One message: the reason, not also 'Failed to update employee personal information.'
    expect(screen.queryByText(EMPLOYEE_MSG.personalFailed)).toBeNull();
    expect(field('Employee Code').value).toBe('8');
  });

  it('disables Save without update permission', async () => {
    const { user } = renderSection({ ...ALL, update: false });
    await ready(user);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
