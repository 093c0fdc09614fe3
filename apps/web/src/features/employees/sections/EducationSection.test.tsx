import { notifications } from '@mantine/notifications';
import { CONTACT_MSG, EDUCATION_MSG, latestGraduationYear, MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch } from '../../../test/fakeServer';
import { EducationSection } from './EducationSection';
import { EmergencyContactsSection } from './EmergencyContactsSection';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
const SCHOOL = {
  log_no: 3,
  id: 7,
  degree: 'BS Accountancy',
  school_name: 'University of the Philippines',
  location: 'Quezon City',
  graduation_year: 2015,
};
const CONTACT = {
  log_no: 9,
  id: 7,
  contact_name: 'Maria Santos',
  relationship: 'Mother',
  contact_number: '09171234567',
};

let sent: Array<{ method: string; path: string; query: string; body: unknown }>;
let failWith: { status: number; error: string } | null;

beforeEach(() => {
  sent = [];
  failWith = null;
  const record = (method: string) => (url: URL, init?: RequestInit) => {
    sent.push({
      method,
      path: url.pathname,
      query: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (failWith) return json(failWith.status, { error: failWith.error });
    return json(200, method === 'POST' ? { message: 'ok', log_no: 11 } : { message: 'ok' });
  };
  stubFetch({
    'GET /api/employee_management/fetchEB': () => json(200, [SCHOOL]),
    'POST /api/employee_management/createEB': record('POST'),
    'PUT /api/employee_management/updateEB': record('PUT'),
    'DELETE /api/employee_management/deleteEB': record('DELETE'),
    'GET /api/employee_management/fetchEC': () => json(200, [CONTACT]),
    'POST /api/employee_management/createEC': record('POST'),
    'PUT /api/employee_management/updateEC': record('PUT'),
    'DELETE /api/employee_management/deleteEC': record('DELETE'),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Alerts live in one store for the whole file: start each test without the last one's.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

function render(section: 'education' | 'contacts', permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'employee_management', permissions }}>
        {section === 'education' ? (
          <EducationSection employeeId={7} />
        ) : (
          <EmergencyContactsSection employeeId={7} />
        )}
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

async function confirm(user: ReturnType<typeof render>['user'], text: string) {
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(text));
    if (!found) throw new Error(`no confirmation "${text}"`);
    return found;
  });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('EducationSection', () => {
  it('shows the records without id and log_no, with buttons by permission', async () => {
    render('education', { view: true, create: false, update: true, delete: false });
    const table = await screen.findByRole('table', { name: EDUCATION_MSG.title });
    await within(table).findByText('BS Accountancy');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Degree', 'School Name', 'Location', 'Graduation Year', 'Actions']);
    expect((screen.getByRole('button', { name: 'Create New' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(table).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(table).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a record with "Add New Record", checking the year with the server`s message first', async () => {
    const { user } = render('education');
    await screen.findByText('BS Accountancy');
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const modal = screen.getByRole('dialog', { name: 'Add New Record' });
    await user.type(within(modal).getByRole('textbox', { name: /^Degree/ }), 'MBA');
    await user.type(
      within(modal).getByRole('textbox', { name: /^School Name/ }),
      'Ateneo de Manila University',
    );
    await user.type(within(modal).getByRole('textbox', { name: /^Location/ }), 'Makati City');
    await user.type(within(modal).getByRole('textbox', { name: /^Graduation Year/ }), '3000');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const latest = latestGraduationYear(new Date());
    expect(await within(modal).findByText(EDUCATION_MSG.yearRange(latest))).toBeTruthy();
    expect(sent).toEqual([]);
    const year = within(modal).getByRole('textbox', { name: /^Graduation Year/ });
    await user.clear(year);
    await user.type(year, '2020');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await confirm(user, MSG.saveConfirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/employee_management/createEB',
      query: '',
      body: {
        id: 7,
        degree: 'MBA',
        school_name: 'Ateneo de Manila University',
        location: 'Makati City',
        graduation_year: 2020,
      },
    });
    expect(await screen.findByText(EDUCATION_MSG.saved)).toBeTruthy();
  });

  it('edits with "Edit Record"; a refusal shows only the server`s reason and keeps the form open', async () => {
    const { user } = render('education');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Record' });
    failWith = { status: 400, error: MSG.noChanges };
    const location = within(modal).getByRole('textbox', { name: /^Location/ });
    await user.clear(location);
    await user.type(location, 'Diliman, Quezon City');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await confirm(user, MSG.saveConfirm);
    // One message: the server's reason in the form, not also the generic alert.
    expect(await within(modal).findByText(MSG.noChanges)).toBeTruthy();
    expect(screen.queryByText(EDUCATION_MSG.saveFailed)).toBeNull();
    expect(sent[0]?.body).toEqual({ ...SCHOOL, location: 'Diliman, Quezon City' });
    expect(sent[0]?.method).toBe('PUT');
  });

  it('deletes after "Are you sure you want to delete?" with the spec`s alerts', async () => {
    const { user } = render('education');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirm(user, MSG.deleteConfirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/employee_management/deleteEB',
      query: '?log_no=3',
    });
    expect(await screen.findByText(EDUCATION_MSG.deleted)).toBeTruthy();

    failWith = { status: 404, error: EDUCATION_MSG.notFound };
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirm(user, MSG.deleteConfirm);
    expect(await screen.findByText(EDUCATION_MSG.notFound)).toBeTruthy();
    expect(screen.queryByText(EDUCATION_MSG.deleteFailed)).toBeNull();
  });
});

describe('EmergencyContactsSection', () => {
  it('keeps the contact number as text and checks it is digits only before saving', async () => {
    const { user } = render('contacts');
    const table = await screen.findByRole('table', { name: CONTACT_MSG.title });
    expect(await within(table).findByText('09171234567')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Record' });
    const number = within(modal).getByRole('textbox', { name: /^Contact Number/ });
    await user.clear(number);
    await user.type(number, '0917-123-4567');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(CONTACT_MSG.numberDigits)).toBeTruthy();
    await user.clear(number);
    await user.type(number, '0288881234');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await confirm(user, MSG.saveConfirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/employee_management/updateEC',
      body: { ...CONTACT, contact_number: '0288881234' },
    });
    expect(await screen.findByText(CONTACT_MSG.saved)).toBeTruthy();
  });

  it('deletes with the spec`s alerts', async () => {
    const { user } = render('contacts');
    failWith = { status: 404, error: CONTACT_MSG.notFound };
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirm(user, MSG.deleteConfirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(CONTACT_MSG.notFound)).toBeTruthy();
    expect(screen.queryByText(CONTACT_MSG.deleteFailed)).toBeNull();
    failWith = null;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirm(user, MSG.deleteConfirm);
    expect(await screen.findByText(CONTACT_MSG.deleted)).toBeTruthy();
  });
});
