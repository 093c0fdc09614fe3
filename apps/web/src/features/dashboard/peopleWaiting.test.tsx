/** The Waiting for action and People cards of the Home dashboard (issue 26 section 1). */
import type { DashboardPeople, DashboardWaiting } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { PeopleCard } from './PeopleCard';
import { WaitingCard } from './WaitingCard';

function renderCard(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

const WAITING: DashboardWaiting = {
  today: '2026-11-21',
  applications: {
    scope: 'all',
    count: 12,
    rows: [
      {
        log_no: 7,
        application_type: 'Vacation Leave',
        employee_id: 3,
        employee_name: 'Maria Santos',
        effective_date: '2026-11-24',
        date_created: '2026-11-01T02:00:00.000Z',
        age_days: 20,
      },
    ],
  },
  loans: {
    start_date: '2026-11-16',
    end_date: '2026-11-30',
    count: 1,
    rows: [
      {
        id: 4,
        employee_id: 5,
        employee_name: 'Jose Cruz',
        loan_type: 'SSS Salary Loan',
        deduction_start_date: '2026-11-30',
        loan_amount: 12000.5,
      },
    ],
  },
};

describe('WaitingCard', () => {
  it("shows HR's pending applications with their age, and the loans in ₱; no accounts section it was not sent", async () => {
    const calls: string[] = [];
    stubFetch({
      'GET /api/dashboard/waiting': (url) => {
        calls.push(url.search);
        return json(200, WAITING);
      },
    });
    renderCard(<WaitingCard companyId={2} />);
    const apps = await screen.findByRole('region', { name: 'Applications pending' });
    expect(calls).toEqual(['?company_id=2']);
    expect(within(apps).getByLabelText('Applications pending: 12')).toBeTruthy();
    expect(apps.textContent).toContain('Maria Santos: Vacation Leave, 24 Nov 2026');
    expect(apps.textContent).toContain('(20 days)');
    expect(apps.textContent).toContain('Showing 1 of 12.');
    expect(within(apps).getByRole('link', { name: 'Applications pending' }).getAttribute('href')).toBe(
      '/timeattendance/applicationsProxy',
    );
    const loans = screen.getByRole('region', { name: 'Salary loans starting this cut-off' });
    expect(loans.textContent).toContain('Jose Cruz: SSS Salary Loan, ₱12,000.50, 30 Nov 2026');
    expect(screen.queryByRole('region', { name: "User accounts 'For Approval'" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Applications Proxy' })).toBeTruthy();
  });

  it("names an approver's own queue and says when nothing waits", async () => {
    stubFetch({
      'GET /api/dashboard/waiting': () =>
        json(200, { today: '2026-11-21', applications: { scope: 'approver', count: 0, rows: [] } }),
    });
    renderCard(<WaitingCard companyId={null} />);
    expect(await screen.findByText('Nothing waits for action.')).toBeTruthy();
    expect(screen.getByLabelText('Applications waiting for your approval: 0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Applications Approval' }).getAttribute('href')).toBe(
      '/timeattendance/applicationsapproval',
    );
  });

  it('renders nothing when the server answers 403', async () => {
    stubFetch({ 'GET /api/dashboard/waiting': () => json(403, { error: 'You do not have permission.' }) });
    const { container } = renderCard(<WaitingCard companyId={null} />);
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});

const person = (id: number, name: string, company = 'ACME Trading') => ({
  employee_id: id,
  employee_name: name,
  company,
});
const empty = { count: 0, rows: [] };
const PEOPLE: DashboardPeople = {
  today: '2026-11-21',
  headcount: [
    { company_id: 1, company: 'ACME Trading', department: 'Finance', count: 4 },
    { company_id: 1, company: 'ACME Trading', department: '', count: 1 },
  ],
  total: 5,
  hires: { count: 1, rows: [{ ...person(9, 'Ana Nuevo'), date: '2026-11-03' }] },
  separations: empty,
  probation: {
    count: 1,
    rows: [{ ...person(2, 'Pia Pina'), date_hired: '2026-05-25', probation_end: '2026-11-25' }],
  },
  documents: {
    count: 2,
    rows: [
      {
        ...person(6, 'Rey Santos'),
        document_type: 'NBI Clearance',
        reference_no: 'X1',
        date_expiry: '2026-10-01',
        expired: true,
      },
      {
        ...person(6, 'Rey Santos'),
        document_type: 'Passport',
        reference_no: 'X2',
        date_expiry: '2026-12-01',
        expired: false,
      },
    ],
  },
  birthdays: { count: 1, rows: [{ ...person(6, 'Rey Santos'), date: '2026-11-21' }] },
  anniversaries: { count: 1, rows: [{ ...person(6, 'Rey Santos'), date_hired: '2020-11-30', years: 6 }] },
};

describe('PeopleCard', () => {
  it('shows the headcount chart with its table, and every list with its count', async () => {
    stubFetch({ 'GET /api/dashboard/people': () => json(200, PEOPLE) });
    renderCard(<PeopleCard companyId={null} />);
    expect(await screen.findByText('Headcount: 5')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of the headcount by company and department; the figures are in the table below.',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Headcount by company and department (table)' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['ACME Trading', 'Finance', '4'],
      ['ACME Trading', 'No department', '1'],
    ]);
    const probation = screen.getByRole('region', { name: 'Probation ending in the next 30 days' });
    expect(probation.textContent).toContain('Pia Pina: 25 Nov 2026');
    expect(within(probation).getByRole('link', { name: 'Pia Pina' }).getAttribute('href')).toBe(
      '/employees/2',
    );
    const docs = screen.getByRole('region', { name: 'Documents expiring in the next 30 days or expired' });
    expect(within(docs).getByLabelText('Documents expiring in the next 30 days or expired: 2')).toBeTruthy();
    expect(docs.textContent).toContain('NBI Clearance, 1 Oct 2026Expired');
    expect(docs.textContent).toContain('Passport, 1 Dec 2026');
    expect(screen.getByRole('region', { name: 'Separations this month' }).textContent).toContain('None');
    expect(screen.getByRole('region', { name: 'Work anniversaries this month' }).textContent).toContain(
      'Rey Santos: 6 years (30 Nov 2020)',
    );
    expect(screen.getByRole('region', { name: 'Birthdays this month' }).textContent).toContain('21 Nov 2026');
    expect(screen.getByRole('link', { name: 'Open Employee List' }).getAttribute('href')).toBe('/employees');
  });

  it('renders nothing when the server answers 403 (no Employee Profile view)', async () => {
    stubFetch({ 'GET /api/dashboard/people': () => json(403, { error: 'You do not have permission.' }) });
    const { container } = renderCard(<PeopleCard companyId={1} />);
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
