import type { LoanRow, PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { SalaryLoanPage } from './SalaryLoanPage';

const ALL = { view: true, create: true, update: true, delete: true };

const loan = (over: Partial<LoanRow>): LoanRow => ({
  loan_id: 1,
  employee_id: 3,
  employee_code: '00003',
  name: 'Ana Cruz',
  loan_type_id: 1,
  loan_type: 'Company Loan',
  release_date: '2026-09-26',
  deduction_start_date: '2026-10-11',
  loan_amount: 20000,
  payment_terms: 3,
  amortization: 6666.67,
  cut_off: 'both',
  opening_paid: 0,
  comments: '',
  status: 'Active',
  total_amount_paid: 6666.67,
  balance: 13333.33,
  ...over,
});

const LOANS = [
  loan({}),
  loan({ loan_id: 2, employee_code: '00006', name: 'Lito Lapid', status: 'Canceled', balance: 0 }),
  loan({
    loan_id: 3,
    employee_code: '00007',
    name: 'Maria Santos',
    loan_type: 'SSS Salary Loan',
    loan_amount: 24000,
    payment_terms: 24,
    amortization: 1500,
    cut_off: 'second',
    opening_paid: 6000,
    total_amount_paid: 7000,
    balance: 17000,
  }),
];
const SSS_PAYMENTS = [
  {
    log_no: 30,
    loan_id: 3,
    payment_number: 0,
    amount_due: 6000,
    amount_paid: 6000,
    date_paid: '2026-09-30',
    outstanding: 18000,
    kind: 'opening',
  },
  {
    log_no: 31,
    loan_id: 3,
    payment_number: 1,
    amount_due: 1000,
    amount_paid: 1000,
    date_paid: '2026-10-31',
    outstanding: 17000,
    kind: 'schedule',
  },
  {
    log_no: 32,
    loan_id: 3,
    payment_number: 2,
    amount_due: 1500,
    amount_paid: null,
    date_paid: null,
    outstanding: 15500,
    kind: 'schedule',
  },
];
const payments = (loanId: number) =>
  [1, 2, 3].map((n) => ({
    log_no: loanId * 10 + n,
    loan_id: loanId,
    payment_number: n,
    amount_due: n === 3 ? 6666.66 : 6666.67,
    amount_paid: n === 1 ? 6666.67 : null,
    date_paid: n === 1 ? '2026-10-15' : null,
    outstanding: [13333.33, 6666.66, 0][n - 1],
    kind: 'schedule',
  }));

function renderPage(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'salaryloan', permissions }}>
        <SalaryLoanPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

let saved: unknown[] = [];
beforeEach(() => {
  saved = [];
  stubFetch({
    'GET /api/SalaryLoan/fetch': () => json(200, LOANS),
    'GET /api/SalaryLoan/fetchLoan': (url) => {
      const id = Number(url.searchParams.get('loan_id'));
      return json(200, {
        loan: LOANS.find((l) => l.loan_id === id),
        payments: id === 3 ? SSS_PAYMENTS : payments(id),
        amortization_changes:
          id === 3
            ? [
                {
                  billing_date: '2026-11-05',
                  old_amortization: 1000,
                  new_amortization: 1500,
                  changed_at: '2026-11-21T01:00:00.000Z',
                },
              ]
            : [],
      });
    },
    'GET /api/dropdown/dropdown_handler': () =>
      json(200, [
        { code: null, name: '' },
        { code: 4, name: 'Acme Foods' },
      ]),
    'GET /api/SalaryLoan/settings': (url) =>
      json(200, { company_id: Number(url.searchParams.get('company_id')), agency_loan_cut_off: 'second' }),
    'PUT /api/SalaryLoan/settings': (_url, init) => {
      saved.push(JSON.parse(String(init?.body)));
      return json(200, { message: 'Loan settings saved successfully.' });
    },
    'GET /api/SalaryLoan/summary': () =>
      json(200, { active_count: 2, active_balance: 30333.33, cleared_count: 0, canceled_count: 1 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('SalaryLoanPage', () => {
  it('lists loans with pesos and balances; Delete is disabled for a canceled loan', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Salary Loan' });
    const active = await within(table).findByRole('row', { name: /Ana Cruz/ });
    expect(active.textContent).toContain('20,000.00');
    expect(active.textContent).toContain('13,333.33');
    expect((within(active).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    const canceled = within(table).getByRole('row', { name: /Lito Lapid/ });
    expect((within(canceled).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the payment schedule; a canceled loan has no editable comments or payments', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Salary Loan' });
    await user.click(
      within(await within(table).findByRole('row', { name: /Ana Cruz/ })).getByRole('button', {
        name: 'View',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Salary Loan: Ana Cruz' });
    const schedule = await within(dialog).findByRole('table', { name: 'Payments' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(4);
    expect(within(schedule).getAllByRole('row')[1]?.textContent).toContain('2026-10-15');
    expect((within(dialog).getByRole('button', { name: 'Cancel Loan' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(
      within(within(table).getByRole('row', { name: /Lito Lapid/ })).getByRole('button', { name: 'View' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Salary Loan: Lito Lapid' });
    await within(dialog).findByRole('table', { name: 'Payments' });
    expect(
      (within(dialog).getByRole('button', { name: 'Edit Comments' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel Loan' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    for (const button of within(dialog).getAllByRole('button', { name: 'Record Payment' })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('shows the summary with canceled loans apart, terms in months, the cut-off, the payment before Sahod and the billing history', async () => {
    const { user } = renderPage();
    expect(
      await screen.findByText('Active: 2 (balance due ₱30,333.33) · Cleared: 0 · Canceled: 1'),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Salary Loan' });
    expect(within(table).getByRole('columnheader', { name: /Terms \(months\)/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Lito Lapid/ }).textContent).toContain('₱0.00');
    await user.click(
      within(within(table).getByRole('row', { name: /Maria Santos/ })).getByRole('button', { name: 'View' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Salary Loan: Maria Santos' });
    const schedule = await within(dialog).findByRole('table', { name: 'Payments' });
    expect(within(schedule).getAllByRole('row')[1]?.textContent).toContain('Paid before Sahod');
    expect(within(dialog).getByText('Second cut-off')).toBeTruthy();
    const history = within(dialog).getByRole('table', { name: 'Amortization changes (billings)' });
    expect(within(history).getAllByRole('row')[1]?.textContent).toBe(
      '2026-11-05₱1,000.00₱1,500.002026-11-21',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Change Amortization' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("sets the company's cut-off for SSS and Pag-IBIG loans", async () => {
    const { user } = renderPage();
    const select = (await screen.findAllByLabelText('SSS and Pag-IBIG loans deducted on')).find(
      (el) => el.tagName === 'INPUT',
    ) as HTMLInputElement;
    await vi.waitFor(() => expect((select as HTMLInputElement).value).toBe('Second cut-off'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Half on each cut-off' }));
    await vi.waitFor(() => expect(saved).toEqual([{ company_id: 4, agency_loan_cut_off: 'both' }]));
  });
});
