import { APP_MSG, type ApplicationRow, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { clearToken, setToken } from '../../app/session';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER, tokenFor } from '../../test/fakeServer';
import { ApplicationsApprovalPage } from './ApplicationsApprovalPage';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
const VIEW: PermissionSet = { view: true, create: false, update: false, delete: false };

const row = (change: Partial<ApplicationRow>): ApplicationRow => ({
  log_no: 1,
  application_type_id: 1,
  application_type: 'Vacation Leave',
  is_leave: true,
  employee_id: 9,
  employee_code: '00003',
  employee_name: 'Ana Cruz',
  date_created: '2026-11-20T01:00:00.000Z',
  effective_date: '2026-12-01',
  start_time: '08:00:00',
  end_time: '17:00:00',
  particulars: 'Family trip',
  remarks: '',
  approver_employee_id: 7,
  approver: 'Juan Dela Cruz',
  status: 'For Approval',
  approval_status: 'For Approval',
  filed_by: 'employee',
  decided_by: null,
  decided_at: null,
  decision_remarks: '',
  ...change,
});

let sent: Array<{ url: string; body: unknown }>;
let extra: ApplicationRow[];
let user: object;

beforeEach(() => {
  sent = [];
  extra = [];
  user = TEST_USER;
  stubFetch({
    'GET /api/auth/verify': () => json(200, { valid: true, user }),
    'GET /api/applicationsApproval/fetch': () =>
      json(200, [
        row({}),
        ...extra,
        row({ log_no: 2, particulars: 'Overtime rejected', approval_status: 'Rejected', status: 'Rejected' }),
      ]),
    'PUT /api/applicationsApproval/approve': (url, init) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return json(200, { message: APP_MSG.approved });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

function renderPage(permissions: PermissionSet, claims: object = TEST_USER) {
  user = claims;
  setToken(tokenFor(claims));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'applicationsapproval', permissions }}>
        <ApplicationsApprovalPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('ApplicationsApprovalPage', () => {
  it("shows 'Linked employee is not an approver.' to a non-approver and the no-employee text without one", async () => {
    const notApprover = { ...TEST_USER, employee: [{ ...TEST_USER.employee[0], approver_status: false }] };
    const { unmount } = renderPage(ALL, notApprover);
    expect(await screen.findByText(APP_MSG.notApprover)).toBeTruthy();
    unmount();
    renderPage(ALL, { ...TEST_USER, employee: [] });
    expect(await screen.findByText(APP_MSG.noEmployee)).toBeTruthy();
  });

  it('reviews on For Approval only; the decision appears with update and is sent with the remarks', async () => {
    renderPage(ALL);
    const table = await screen.findByRole('table', { name: /For Approval/ });
    await within(table).findByText('Family trip');
    expect(within(table).queryByText('Overtime rejected')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Decision/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approve' }));
    await userEvent.type(within(dialog).getByLabelText('Remarks'), 'Enjoy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      log_no: 1,
      remarks: 'Enjoy',
      employee_id: 9,
      shift_date: '2026-12-01',
    });
  });

  it('without update the review shows no decision field', async () => {
    renderPage(VIEW);
    const table = await screen.findByRole('table', { name: /For Approval/ });
    await within(table).findByText('Family trip');
    await userEvent.click(within(table).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review' });
    expect(within(dialog).queryByText('Decision')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('the review card says when the leave date uses no credit (issue 22), and only then', async () => {
    extra = [
      row({
        log_no: 3,
        effective_date: '2026-11-30',
        particulars: 'Holiday leave',
        credit_note: '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
      }),
    ];
    renderPage(VIEW);
    const table = await screen.findByRole('table', { name: /For Approval/ });
    await within(table).findByText('Holiday leave');
    const reviewOf = async (particulars: string) => {
      const tableRow = within(table).getByText(particulars).closest('tr') as HTMLElement;
      await userEvent.click(within(tableRow).getByRole('button', { name: 'Review' }));
      return screen.findByRole('dialog', { name: 'Review' });
    };
    const dialog = await reviewOf('Holiday leave');
    expect(within(dialog).getByTestId('credit-note').textContent).toBe(
      '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review' })).toBeNull());
    const ordinary = await reviewOf('Family trip');
    expect(within(ordinary).queryByTestId('credit-note')).toBeNull();
  });
});
